#include <kifu/fix/output.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include <fmt/format.h>

#include <kifu/cli/codes.hpp>
#include <kifu/cli/paths.hpp>
#include <kifu/cli/printable.hpp>

namespace kifu::fix {

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

}  // namespace

std::string write_file(const std::string& path, const std::string& bytes) {
    std::error_code ec;
    const fs::path target(path);
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
    if (ec) return "cannot create folder " + cli::printable_name(target.parent_path().string()) + ": " + ec.message();
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
    if (!input.is_stdin && (cli::same_file(input.path, output) || inside(resolved(input.path), resolved(dir_))))
        return refuse("the input is inside --output-dir " + cli::printable_name(dir_) +
                      ": kifu-fix never writes over an input");
    std::lock_guard lock(mutex_);
    auto [it, fresh] = claimed_.emplace(output, input.path);
    if (!fresh)
        return refuse(fmt::format("{} is already written from {}: give the inputs different names",
                                  cli::printable_name(output), cli::printable_name(it->second)));
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

}  // namespace kifu::fix
