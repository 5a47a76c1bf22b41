#pragma once
// The command-line options every kifu tool shares, and argv parsing with kifu's exit statuses.

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include <kifu/adjudicate/options.hpp>
#include <kifu/cli/inputs.hpp>
#include <kifu/cli/runner.hpp>
#include <kifu/diag/filter.hpp>

namespace kifu::cli {

// Exit statuses of every tool.
enum Exit : int { Clean = 0, Findings = 1, Error = 2 };

struct CommonOptions {
    std::vector<std::string> inputs;
    std::string files_from;
    Format format = Format::Text;
    unsigned jobs = 0;                          // 0: one per core
    bool quiet = false;
    bool no_progress = false;
    std::size_t max_size = std::size_t{256} << 20;  // bytes per input
    diag::CodeFilter filter;                        // --ignore, --only
    std::span<const diag::Code> own_codes;          // the tool's codes besides the library's (checks the filter)
};

// Adds inputs, --files-from, --format, -j/--jobs, --quiet, --ignore, --only, --no-progress, --max-size, --version,
// and a --help footer that points to kifu-rules(7); `svg` also accepts --format svg.
void add_common_options(CLI::App& app, CommonOptions& options, const std::string& version, bool svg = false);
// Adds --rules NAME (a preset name or a KataGo rules string, checked) overriding the record's RU, and --cycle RULING.
void add_rules_option(CLI::App& app, std::string& rules, std::string& cycle);
// The options kifu-score and kifu-judge share, as given on the command line.
struct ScoringOptions {
    adjudicate::Options options;         // filled by to_options()
    std::vector<std::string> penalties;  // --penalty COLOR=N
    std::vector<std::string> warnings;   // --warning COLOR[:REASON] (kifu-judge)
    std::string dead_policy = "auto";    // --dead-stones
    std::string fail_on;                 // --fail-on uncertain
    // The adjudication options the arguments give (call after parse()).
    [[nodiscard]] adjudicate::Options to_options() const;
    // Whether --fail-on uncertain was given.
    [[nodiscard]] bool fail_on_uncertain() const { return fail_on == "uncertain"; }
};
// Adds --rules, --cycle, --komi, --dead, --alive-all, --dead-stones, --penalty, --seed, --playouts,
// --fail-on, and with `referee` also --warning.
void add_scoring_options(CLI::App& app, ScoringOptions& options, bool referee);
// Adds --list-codes: print every diagnostic code with its severity and meaning, then exit.
void add_list_codes_option(CLI::App& app, bool& list_codes);
// Prints every code kifu emits, and the tool's own `extra` codes, sorted, one per line: code,
// severity, meaning (tab-separated). Returns 0.
int print_codes(std::span<const diag::Code> extra = {});
// Parses argv. Returns an exit status when the program must end now (help, version: 0; usage: 2).
[[nodiscard]] std::optional<int> parse(CLI::App& app, int argc, char** argv);
// Usage error (status 2) when neither inputs nor --files-from were given, or standard input is named
// twice ("- -", or "-" with --files-from -).
[[nodiscard]] std::optional<int> require_inputs(const CLI::App& app, const CommonOptions& options);
// Prints "TOOL: WHY" and the --help hint to stderr; returns the usage error status (2).
int usage_error(const CLI::App& app, std::string_view why);
// True when the inputs are one file (or standard input): not a folder, an archive or a list.
[[nodiscard]] bool names_one_file(const CommonOptions& options);
// A run's closing summary: `text` to stdout in text format and to stderr in CSV; `json` as one line,
// the last of stderr, in JSON and JSONL; nothing once stdout is a closed pipe.
void print_summary(Format format, const std::string& text, const nlohmann::json& json);
// The inputs named by the options (files, folders, "-", --files-from), found as they are needed.
[[nodiscard]] InputStream input_stream(const CommonOptions& options);
// Runner settings from the options: jobs resolved, progress only when not quiet.
[[nodiscard]] RunSettings run_settings(const CommonOptions& options, std::string tool);

}  // namespace kifu::cli
