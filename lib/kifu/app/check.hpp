#pragma once
// kifu-check's work: every game of every input, read and replayed; rows of diagnostics and findings.

#include <map>
#include <string>

#include <kifu/cli/runner.hpp>
#include <kifu/diag/diagnostic.hpp>

namespace kifu::app {

struct CheckOptions {
    std::string rules;                                  // preset name overriding RU; empty: from the record
    std::string cycle;                                  // --cycle: what a C-Art 20.3 cycle means
    diag::Severity fail_on = diag::Severity::Error;     // diagnostics at or above this are findings
    bool all_variations = false;                        // replay every variation, not only the main line
    bool quiet = false;                                 // text: print nothing for clean games
};

// Totals over a run, for the closing summary.
struct CheckSummary {
    int inputs = 0, games = 0, games_with_findings = 0, unreadable = 0;
    std::map<std::string, int> per_code;

    void add(const cli::Row& row);
    // "kifu-check: N files, M games, K with findings" plus one line per code with its meaning.
    [[nodiscard]] std::string to_text() const;
};

// Reads and replays every game of one input, emitting one row per game.
void check_input(const CheckOptions& options, const cli::Source& source, const cli::Emit& emit);

// The CSV columns of kifu-check.
[[nodiscard]] std::vector<std::string> check_csv_columns();

}  // namespace kifu::app
