#pragma once
// kifu-fix's work: each input fixed (fix::fix), written under --output-dir or to standard output,
// and one row per file listing its changes.

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <kifu/cli/inputs.hpp>
#include <kifu/cli/runner.hpp>

namespace kifu::app {

struct FixOptions {
    std::string output_dir;  // where fixed files go (empty: standard output, or nowhere with dry_run)
    bool dry_run = false;    // list the changes, write nothing
    bool quiet = false;      // text: nothing for files that need no change and keep no finding
};

// Where each input's fixed file goes: output_dir joined with the input's path relative to the
// folder (or archive) it was found in, or its file name when it was named directly ("stdin.sgf"
// for standard input). Refuses (an error on the input) an output that is an input, or that an
// earlier input of the run already writes.
class OutputPlan {
public:
    explicit OutputPlan(std::string output_dir) : dir_(std::move(output_dir)) {}
    // The output path of `input`, or nothing (and input.error set) when it is refused.
    std::optional<std::string> assign(cli::Input& input);
    // The output assigned to the input named `path`, taken out of the plan (thread-safe).
    std::optional<std::string> take(const std::string& path);

private:
    std::string dir_;
    std::map<std::string, std::string> pending_;  // input path -> output not yet taken
    std::map<std::string, std::string> claimed_;  // output path -> the input that writes it (about 100 bytes an input)
    std::mutex mutex_;
};

// Usage problems found before the run: the output folder inside (or equal to) an input folder, or
// an input named on the command line inside the output folder. Empty when there are none.
[[nodiscard]] std::string check_output_dir(const std::string& output_dir, const std::vector<std::string>& inputs);

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

}  // namespace kifu::app
