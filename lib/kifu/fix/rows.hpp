#pragma once
// kifu-fix's rows: each input fixed (fix::fix), written where the plan says or to standard output,
// and one row per file listing its changes; the run's totals and the CSV columns.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <kifu/cli/runner.hpp>
#include <kifu/diag/filter.hpp>

namespace kifu::fix {

struct FixOptions {
    std::string output_dir;  // where fixed files go (empty: standard output, or nowhere with dry_run)
    bool dry_run = false;    // list the changes, write nothing
    bool quiet = false;      // nothing said for a file that needs no change and keeps no finding
    diag::CodeFilter filter;  // --ignore, --only: the changes and findings reported
};

// Fixes one input: writes its fixed file (to `output`, or to the row's text when `output` is "-")
// unless options.dry_run, and emits one row for the file.
void fix_input(const FixOptions& options, const cli::Source& source, const std::optional<std::string>& output,
               const cli::Emit& emit);

// Totals over a run, for the closing summary.
struct FixSummary {
    struct Tally {
        int files = 0, games = 0, changed = 0, written = 0, unreadable = 0, with_findings = 0;
        int output_refused =
            0;  // inputs not read because their output was refused (I005: a name taken, an input inside the output)
    };
    Tally all;
    std::map<std::string, Tally> per_folder;  // by report::folder_of
    std::map<std::string, int> per_code;      // changes per code
    bool dry_run = false;

    void add(const cli::Row& row);
    // "kifu-fix: N files, M games, K changed (C changes), W written" plus one line per change code,
    // and one per folder when there are several.
    [[nodiscard]] std::string to_text() const;
    // {tool, files, games, changed, written, unreadable, output_refused, with_findings, dry_run, codes, folders}.
    [[nodiscard]] nlohmann::json to_json() const;
};

// The CSV columns of kifu-fix.
[[nodiscard]] std::vector<std::string> fix_csv_columns();
// The fields of a fix row, null: the row of an input that could not be read has them too.
[[nodiscard]] nlohmann::json fix_unknown_fields();

}  // namespace kifu::fix
