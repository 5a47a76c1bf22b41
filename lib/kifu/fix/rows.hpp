#pragma once
// kifu-fix's rows: each input fixed (fix::fix), written where the plan says or to standard output,
// and one row per file listing its changes; the run's totals and the CSV columns.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <kifu/cli/runner.hpp>

namespace kifu::fix {

struct FixOptions {
    std::string output_dir;  // where fixed files go (empty: standard output, or nowhere with dry_run)
    bool dry_run = false;    // list the changes, write nothing
    bool quiet = false;      // text: nothing for files that need no change and keep no finding
};

// Fixes one input: writes its fixed file (to `output`, or to the row's text when `output` is "-")
// unless options.dry_run, and emits one row for the file.
void fix_input(const FixOptions& options, const cli::Source& source, const std::optional<std::string>& output,
               const cli::Emit& emit);

// Totals over a run, for the closing summary.
struct FixSummary {
    int files = 0, games = 0, changed = 0, written = 0, unreadable = 0, with_findings = 0;
    std::map<std::string, int> per_code;
    bool dry_run = false;

    void add(const cli::Row& row);
    // "kifu-fix: N files, M games, K changed (C changes), W written" plus one line per change code.
    [[nodiscard]] std::string to_text() const;
};

// The CSV columns of kifu-fix.
[[nodiscard]] std::vector<std::string> fix_csv_columns();

}  // namespace kifu::fix
