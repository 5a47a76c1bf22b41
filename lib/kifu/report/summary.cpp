#include <kifu/report/summary.hpp>

#include <fmt/format.h>

#include <kifu/adjudicate/codes.hpp>
#include <kifu/cli/archive.hpp>
#include <kifu/estimate/confidence.hpp>
#include <kifu/report/fields.hpp>
#include <kifu/util/number.hpp>

namespace kifu::report {
namespace {

// "  a 1 b 2" for the counts of `m`.
std::string counts_text(const std::map<std::string, int>& m) {
    std::string out;
    for (const auto& [k, n] : m) out += fmt::format(" {} {}", k, n);
    return out;
}

// One line per code of `per_code`: "  M104        2  error    a single ko retaken at once ...".
std::string codes_text(const std::map<std::string, int>& per_code) {
    std::string out;
    for (const auto& [id, count] : per_code) {
        auto code = adjudicate::find_code(id);
        out += fmt::format("  {:<5} {:>7}  {:<7}  {}\n", id, count, code ? diag::to_string(code->severity) : "",
                           code ? code->meaning : "");
    }
    return out;
}

// Whether a printed row is an input that could not be read.
bool unreadable(const cli::Row& row) {
    const auto game = row.data.find(field::Game);
    return row.status == 2 && (game == row.data.end() || game->is_null());
}

// Adds the codes of an unreadable input's row (I001, I002, ...) to `per_code`.
void tally_codes(const cli::Row& row, std::map<std::string, int>& per_code) {
    const auto ds = row.data.find(field::Diagnostics);
    if (ds == row.data.end() || !ds->is_array()) return;
    for (const auto& d : *ds)
        if (d.contains(field::Code)) ++per_code[d[field::Code].get<std::string>()];
}

}  // namespace

std::string folder_of(std::string_view file) {
    if (const auto member = file.find(cli::member_separator); member != std::string_view::npos)
        return std::string(file.substr(0, member));
    if (file == "-") return "-";
    // A problem of a whole archive (damaged at its start, no SGF member) is the archive's own, as its members' are.
    if (cli::is_archive_name(file) && cli::compressed_sgf_suffix(file) == 0) return std::string(file);
    const auto slash = file.find_last_of('/');  // as path::parent_path, without a path per game
    if (slash == std::string_view::npos) return ".";
    return slash == 0 ? "/" : std::string(file.substr(0, slash));
}

std::string folder_of(const cli::Row& row) {
    const auto it = row.data.find(field::File);
    return folder_of(it != row.data.end() && it->is_string() ? it->get_ref<const std::string&>() : std::string_view());
}

nlohmann::json codes_json(const std::map<std::string, int>& per_code, std::span<const diag::Code> extra) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [id, count] : per_code) {
        auto code = adjudicate::find_code(id);
        for (const auto& c : extra)
            if (c.id == id) code = c;
        j[id] = {{field::Count, count},
                 {field::Severity, code ? nlohmann::json(diag::to_string(code->severity)) : nullptr},
                 {field::Meaning, code ? nlohmann::json(std::string(code->meaning)) : nullptr}};
    }
    return j;
}

void CheckTotals::add(const adjudicate::Checked& c, bool ok) {
    std::lock_guard lock(mutex_);
    Tally& folder = per_folder_[folder_of(c.record.file)];
    for (Tally* t : {&all_, &folder}) {
        if (c.record.game_index == 0) ++t->inputs;
        if (!c.record.no_game_tree) ++t->games;
        if (!ok) ++t->with_findings;
    }
    for (const auto& d : c.diagnostics) per_code_[std::string(d.code.id)] += static_cast<int>(diag::findings_in(d));
}

void CheckTotals::add_row(const cli::Row& row) {
    if (!unreadable(row)) return;
    std::lock_guard lock(mutex_);
    ++all_.unreadable;
    ++per_folder_[folder_of(row)].unreadable;
    tally_codes(row, per_code_);
}

std::string_view CheckTotals::with_findings_words() const {
    switch (fail_on_) {
        case diag::Severity::Error: return "with errors";
        case diag::Severity::Warning: return "with warnings or errors";
        default: return "with findings";
    }
}

std::string CheckTotals::to_text() const {
    std::lock_guard lock(mutex_);
    std::string out = fmt::format("kifu-check: {}, {}, {} {}", util::count_of(all_.inputs, "file"),
                                  util::count_of(all_.games, "game"), all_.with_findings, with_findings_words());
    if (all_.unreadable) out += fmt::format(", {} unreadable", util::count_of(all_.unreadable, "input"));
    out += "\n" + codes_text(per_code_);
    if (per_folder_.size() > 1)
        for (const auto& [folder, t] : per_folder_)
            out += fmt::format("  {}: {}, {}, {} {}{}\n", folder, util::count_of(t.inputs, "file"),
                               util::count_of(t.games, "game"), t.with_findings, with_findings_words(),
                               t.unreadable ? fmt::format(", {} unreadable", t.unreadable) : "");
    return out;
}

nlohmann::json CheckTotals::to_json() const {
    std::lock_guard lock(mutex_);
    auto tally = [](const Tally& t) {
        return nlohmann::json{{field::Inputs, t.inputs},
                              {field::Games, t.games},
                              {field::WithFindings, t.with_findings},
                              {field::Unreadable, t.unreadable}};
    };
    return summary_json("kifu-check", all_, per_folder_, codes_json(per_code_), tally);
}

void ScoreTotals::add(const adjudicate::Outcome& o) {
    std::lock_guard lock(mutex_);
    Tally& folder = per_folder_[folder_of(o.record.file)];
    if (!o.record.no_game_tree) {
        ++all_.games;
        ++folder.games;
    }
    for (const auto& d : o.diagnostics) per_code_[std::string(d.code.id)] += static_cast<int>(diag::findings_in(d));
    if (o.usage_error) {
        ++refused_;
        return;
    }
    if (o.record.no_game_tree) return;  // a file and no game: no agreement, rules or dead stones to tally
    const std::string agreement(score::to_string(o.comparison.agreement));
    const bool counted = adjudicate::counted(o);
    const bool confident = counted && o.confidence && !o.confidence->uncertain();
    for (Tally* t : {&all_, &folder}) {
        t->counted += counted;
        t->confident += confident;
        ++t->agreement[agreement];
    }
    ++per_rules_[o.rules.rules.name][agreement];
    ++dead_sources_[std::string(o.dead ? score::to_string(o.dead->source) : "unknown")];
}

void ScoreTotals::add_row(const cli::Row& row) {
    if (!unreadable(row)) return;
    std::lock_guard lock(mutex_);
    ++all_.unreadable;
    ++per_folder_[folder_of(row)].unreadable;
    tally_codes(row, per_code_);
}

std::string ScoreTotals::to_text() const {
    std::lock_guard lock(mutex_);
    std::string out = fmt::format("kifu-score: {}, {} counted ({} confident)", util::count_of(all_.games, "game"),
                                  all_.counted, all_.confident);
    if (refused_) out += fmt::format(", {} refused (an option cannot apply)", refused_);
    if (all_.unreadable) out += fmt::format(", {} unreadable", util::count_of(all_.unreadable, "input"));
    out += "\n  agreement with RE:" + counts_text(all_.agreement);
    out += "\n  dead stones from:" + counts_text(dead_sources_);
    out += "\n";
    for (const auto& [r, m] : per_rules_) out += fmt::format("  {}:{}\n", r, counts_text(m));
    out += codes_text(per_code_);
    if (per_folder_.size() > 1)
        for (const auto& [folder, t] : per_folder_)
            out += fmt::format("  {}: {}, {} counted ({} confident){}{}\n", folder, util::count_of(t.games, "game"),
                               t.counted, t.confident, t.agreement.empty() ? "" : ",", counts_text(t.agreement));
    return out;
}

nlohmann::json ScoreTotals::to_json() const {
    std::lock_guard lock(mutex_);
    auto tally = [](const Tally& t) {
        return nlohmann::json{{field::Games, t.games},
                              {field::Counted, t.counted},
                              {field::Confident, t.confident},
                              {field::Unreadable, t.unreadable},
                              {field::Agreement, t.agreement}};
    };
    nlohmann::json j = summary_json("kifu-score", all_, per_folder_, codes_json(per_code_), tally);
    j[field::Refused] = refused_;
    j[field::DeadSources] = dead_sources_;
    j[field::Rules] = per_rules_;
    return j;
}

}  // namespace kifu::report
