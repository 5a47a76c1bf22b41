#pragma once
// The closing summaries of a run, tallied from the typed results (workers may add at the same time).

#include <map>
#include <mutex>
#include <string>

#include <kifu/adjudicate/check.hpp>
#include <kifu/adjudicate/outcome.hpp>
#include <kifu/cli/output.hpp>

namespace kifu::report {

// kifu-check's totals: files, games, games with findings, and games per code.
class CheckTotals {
public:
    // One checked game and whether it was ok.
    void add(const adjudicate::Checked& checked, bool ok);
    // A printed row: counts the inputs that could not be read (status 2).
    void add_row(const cli::Row& row);
    // "kifu-check: N files, M games, K with findings" plus one line per code with its meaning.
    [[nodiscard]] std::string to_text() const;

private:
    mutable std::mutex mutex_;
    int inputs_ = 0, games_ = 0, games_with_findings_ = 0, unreadable_ = 0;
    std::map<std::string_view, int> per_code_;
};

// kifu-score's totals: games counted, agreement with RE per category and per ruleset, dead-stone sources.
class ScoreTotals {
public:
    // One adjudicated game (refused when an option could not apply to it).
    void add(const adjudicate::Outcome& outcome);
    // A printed row: counts the inputs that could not be read (status 2).
    void add_row(const cli::Row& row);
    [[nodiscard]] std::string to_text() const;

private:
    mutable std::mutex mutex_;
    int games_ = 0, counted_ = 0, refused_ = 0, unreadable_ = 0;
    std::map<std::string, int> agreement_;
    std::map<std::string, std::map<std::string, int>> per_rules_;  // rules → agreement → games
    std::map<std::string, int> dead_sources_;
};

}  // namespace kifu::report
