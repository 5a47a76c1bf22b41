#pragma once
// The closing summaries of a run, tallied from the typed results (workers may add at the same time),
// as text and as one JSON object: totals, counts per code and per folder or archive.

#include <map>
#include <mutex>
#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include <kifu/adjudicate/check.hpp>
#include <kifu/adjudicate/outcome.hpp>
#include <kifu/report/fields.hpp>
#include <kifu/cli/output.hpp>

namespace kifu::report {

// The group a file's row is summarised under: its archive for a member ("a.zip!/x/g.sgf" → "a.zip") or for a problem
// of the whole archive (a row named "a.zip"), else its folder ("." for a bare name, "-" for standard input).
[[nodiscard]] std::string folder_of(std::string_view file);
// The group a printed row is summarised under: folder_of the file it names.
[[nodiscard]] std::string folder_of(const cli::Row& row);

// {"M102": {"count": n, "severity": ..., "meaning": ...}, ...} for `per_code`: codes of the library
// or of `extra` (a tool's own).
[[nodiscard]] nlohmann::json codes_json(const std::map<std::string, int>& per_code,
                                        std::span<const diag::Code> extra = {});

// A run's summary as one JSON object: `tally` of the run's totals, the tool, `codes` (codes_json), and
// `tally` of each folder's totals under "folders".
template <class Tally, class ToJson>
nlohmann::json summary_json(std::string_view tool, const Tally& all, const std::map<std::string, Tally>& per_folder,
                            nlohmann::json codes, ToJson tally) {
    nlohmann::json j = tally(all);
    j[field::Tool] = tool;
    j[field::Codes] = std::move(codes);
    nlohmann::json& folders = j[field::Folders] = nlohmann::json::object();
    for (const auto& [folder, t] : per_folder) folders[folder] = tally(t);
    return j;
}

// kifu-check's totals: files, games, games with findings, findings per code, and per folder.
class CheckTotals {
public:
    // `fail_on`: the lowest severity that makes a game one with findings (kifu-check's --fail-on).
    explicit CheckTotals(diag::Severity fail_on) : fail_on_(fail_on) {}
    // One checked game and whether it was ok.
    void add(const adjudicate::Checked& checked, bool ok);
    // A printed row: counts the inputs that could not be read (status 2).
    void add_row(const cli::Row& row);
    // "kifu-check: N files, M games, K with errors" (with warnings or errors, with findings: as --fail-on says) plus
    // one line per code with its meaning, and
    // one per folder when there are several.
    [[nodiscard]] std::string to_text() const;
    // {tool, inputs, games, with_findings, unreadable, codes, folders: {F: {inputs, games, with_findings, unreadable}}}.
    [[nodiscard]] nlohmann::json to_json() const;

private:
    struct Tally {
        int inputs = 0, games = 0, with_findings = 0, unreadable = 0;
    };
    // "with errors", "with warnings or errors" or "with findings", as fail_on_ says.
    [[nodiscard]] std::string_view with_findings_words() const;
    diag::Severity fail_on_;
    mutable std::mutex mutex_;
    Tally all_;
    std::map<std::string, int> per_code_;
    std::map<std::string, Tally> per_folder_;
};

// kifu-score's totals: games counted, agreement with RE per category, per ruleset and per folder,
// dead-stone sources, findings per code.
class ScoreTotals {
public:
    // One adjudicated game (refused when an option could not apply to it).
    void add(const adjudicate::Outcome& outcome);
    // A printed row: counts the inputs that could not be read (status 2).
    void add_row(const cli::Row& row);
    [[nodiscard]] std::string to_text() const;
    // {tool, games, counted, confident, refused, unreadable, agreement, dead_sources, rules, codes,
    //  folders: {F: {games, counted, confident, unreadable, agreement}}}; confident: counted games whose
    //  winner is not uncertain (confidence at least estimate::confident_from).
    [[nodiscard]] nlohmann::json to_json() const;

private:
    struct Tally {
        int games = 0, counted = 0, confident = 0, unreadable = 0;
        std::map<std::string, int> agreement;
    };
    mutable std::mutex mutex_;
    Tally all_;
    int refused_ = 0;
    std::map<std::string, std::map<std::string, int>> per_rules_;  // rules → agreement → games
    std::map<std::string, int> dead_sources_;
    std::map<std::string, int> per_code_;
    std::map<std::string, Tally> per_folder_;
};

}  // namespace kifu::report
