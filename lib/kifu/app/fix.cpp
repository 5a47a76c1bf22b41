#include <kifu/app/fix.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <kifu/app/game_rows.hpp>
#include <kifu/cli/codes.hpp>
#include <kifu/fix/codes.hpp>
#include <kifu/fix/fix.hpp>

namespace kifu::app {

namespace fs = std::filesystem;

namespace {

// The absolute, normalised form of `path` (symbolic links resolved where they exist).
fs::path resolved(const std::string& path) {
    std::error_code ec;
    fs::path p = fs::weakly_canonical(fs::absolute(path, ec), ec);
    return ec ? fs::path(path).lexically_normal() : p;
}

bool inside(const fs::path& path, const fs::path& folder) {
    auto rel = path.lexically_relative(folder);
    return !rel.empty() && *rel.begin() != "..";
}

bool same_file(const std::string& a, const std::string& b) {
    struct stat sa {
    }, sb{};
    return ::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0 && sa.st_dev == sb.st_dev &&
           sa.st_ino == sb.st_ino;
}

// Writes `bytes` to `path` through a temporary file in the same folder renamed over it; the
// error message, or empty.
std::string write_file(const std::string& path, const std::string& bytes) {
    std::error_code ec;
    const fs::path target(path);
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
    if (ec) return "cannot create folder " + target.parent_path().string() + ": " + ec.message();
    const std::string temporary = path + ".kifu-fix." + std::to_string(::getpid()) + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) {
            const std::string why = std::strerror(errno);
            fs::remove(temporary, ec);
            return "cannot write: " + why;
        }
    }
    fs::rename(temporary, target, ec);
    if (ec) {
        std::error_code ignored;
        fs::remove(temporary, ignored);
        return "cannot write: " + ec.message();
    }
    return {};
}

nlohmann::json diagnostics_json(const diag::Diagnostics& ds) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& d : ds) out.push_back(diag::to_json(d));
    return out;
}

}  // namespace

std::optional<std::string> OutputPlan::assign(cli::Input& input) {
    if (input.error) return std::nullopt;
    const std::string name = !input.relative.empty() ? input.relative
                             : input.is_stdin        ? std::string("stdin.sgf")
                                                     : fs::path(input.path).filename().string();
    const std::string output = (fs::path(dir_) / name).lexically_normal().string();
    auto refuse = [&](std::string why) {
        input.error = cli::io_error(cli::code::CannotWrite, input.path, std::move(why));
        return std::nullopt;
    };
    if (!input.is_stdin && (same_file(input.path, output) || inside(resolved(input.path), resolved(dir_))))
        return refuse("the input is inside --output-dir " + dir_ + ": kifu-fix never writes over an input");
    std::lock_guard lock(mutex_);
    auto [it, fresh] = claimed_.emplace(output, input.path);
    if (!fresh)
        return refuse(
            fmt::format("{} is already written from {}: give the inputs different names", output, it->second));
    pending_[input.path] = output;
    return output;
}

std::optional<std::string> OutputPlan::take(const std::string& path) {
    std::lock_guard lock(mutex_);
    auto it = pending_.find(path);
    if (it == pending_.end()) return std::nullopt;
    std::string output = std::move(it->second);
    pending_.erase(it);
    return output;
}

std::string check_output_dir(const std::string& output_dir, const std::vector<std::string>& inputs) {
    const fs::path out = resolved(output_dir);
    for (const std::string& input : inputs) {
        if (input == "-") continue;
        const fs::path in = resolved(input);
        std::error_code ec;
        if (fs::is_directory(in, ec) && (out == in || inside(out, in)))
            return fmt::format("--output-dir {} is inside the input folder {}: the fixed files would be read as inputs",
                               output_dir, input);
        if (out == in || inside(in, out))
            return fmt::format("the input {} is inside --output-dir {}: kifu-fix never writes over an input", input,
                               output_dir);
    }
    return {};
}

void fix_input(const FixOptions& options, const cli::Source& source, const std::optional<std::string>& output,
               const cli::Emit& emit) {
    fix::FixResult fixed = fix::fix(source.bytes, source.name);
    const bool ok = !any_at_least(fixed.remaining, diag::Severity::Error);
    cli::Row row;
    row.data = {{"file", source.name},
                {"game", nullptr},
                {"games", fixed.games},
                {"ok", ok},
                {"diagnostics", diagnostics_json(fixed.remaining)},
                {"changed", fixed.changed},
                {"changes", diagnostics_json(fixed.changes)},
                {"change_codes", distinct_codes(fixed.changes)},
                {"charset", fixed.charset},
                {"output", nullptr}};
    std::string report =
        format_lines(fixed.changes, diag::Severity::Info) + format_lines(fixed.remaining, diag::Severity::Warning);
    std::string written;
    if (!options.dry_run && output && fixed.games > 0) {
        if (*output == "-") {
            row.out = fixed.output;
            row.data["output"] = "-";
            written = "standard output";
        } else if (std::string why = write_file(*output, fixed.output); why.empty()) {
            row.data["output"] = *output;
            written = *output;
        } else {
            const diag::Diagnostic error = cli::io_error(cli::code::CannotWrite, *output, why);
            row.data["diagnostics"].push_back(diag::to_json(error));
            report += diag::format(error) + "\n";
            row.status = 2;
        }
    }
    const std::size_t kept = fixed.remaining.size();
    std::string line = fmt::format(
        "{}: {}", source.name,
        fixed.changed ? fmt::format("{} change(s)", fixed.changes.size()) : std::string("nothing to change"));
    if (fixed.games == 0)
        line += ", no game tree: nothing written";
    else if (options.dry_run)
        line += fixed.changed ? " (dry run: not written)" : "";
    else if (!written.empty())
        line += " -> " + written;
    if (kept > 0) line += fmt::format("; {} finding(s) kept", kept);
    report += line + "\n";
    if (row.status == 0) row.status = (!ok || (options.dry_run && fixed.changed)) ? 1 : 0;
    const bool quiet_skip = options.quiet && !fixed.changed && kept == 0 && row.status == 0;
    if (!quiet_skip) (row.data["output"] == "-" ? row.err : row.out) += report;
    emit(std::move(row));
}

void FixSummary::add(const cli::Row& row) {
    if (row.status == 2 && !row.data.contains("changes")) {
        ++unreadable;
        return;
    }
    ++files;
    games += row.data.value("games", 0);
    if (row.data.value("changed", false)) ++changed;
    if (!row.data["output"].is_null()) ++written;
    if (!row.data.value("ok", true)) ++with_findings;
    for (const auto& d : row.data["changes"]) ++per_code[d["code"].get<std::string>()];
}

std::string FixSummary::to_text() const {
    int changes = 0;
    for (const auto& [code, count] : per_code) changes += count;
    std::string out = fmt::format("kifu-fix: {} files, {} games, {} {} ({} changes), {} written", files, games, changed,
                                  dry_run ? "to change" : "changed", changes, written);
    if (with_findings) out += fmt::format(", {} with findings kept", with_findings);
    if (unreadable) out += fmt::format(", {} inputs unreadable", unreadable);
    out += "\n";
    const auto codes = fix::codes();
    for (const auto& [code, count] : per_code) {
        const std::string_view name = code;
        auto info = std::find_if(codes.begin(), codes.end(), [name](const diag::CodeInfo& c) { return c.code == name; });
        out += fmt::format("  {:<5} {:>7}  {}\n", code, count, info != codes.end() ? info->meaning : "");
    }
    return out;
}

std::vector<std::string> fix_csv_columns() {
    return {"/file", "/games", "/ok", "/changed", "/change_codes", "/charset", "/output"};
}

}  // namespace kifu::app
