// kifu-fix: write each record back repaired and normalised as FF[4] UTF-8, every change reported.

#include <iostream>
#include <limits>

#include <kifu/cli/options.hpp>
#include <kifu/fix/codes.hpp>
#include <kifu/fix/output.hpp>
#include <kifu/fix/rows.hpp>

int main(int argc, char** argv) {
    using namespace kifu;
    CLI::App app{
        "Write SGF records back repaired and normalised: FF[4], UTF-8, one canonical layout; every change "
        "is reported with the input's file:line:col. Inputs are never modified.\n"
        "Exit status: 0 nothing to change or every record written without a finding kept, 1 changes "
        "found by --dry-run or a finding kept (a reading error the fix cannot repair; moves are not replayed: "
        "kifu-check rules on them), 2 usage or I/O error.",
        "kifu-fix"};
    cli::CommonOptions common;
    fix::FixOptions options;
    bool list_codes = false;
    common.own_codes = fix::codes();
    cli::add_common_options(app, common, KIFU_VERSION);
    app.get_option("--format")->description("output format: text, json (one array), jsonl (one object per file), csv");
    app.add_option("-o,--output-dir", options.output_dir,
                   "write each fixed file under DIR, at its path relative to the folder it was found in (a file "
                   "named directly: its file name); without it, one input is written to standard output")
        ->type_name("DIR");
    app.add_flag("-n,--dry-run", options.dry_run, "list the changes without writing anything");
    cli::add_list_codes_option(app, list_codes);
    if (auto status = cli::parse(app, argc, argv)) return *status;
    if (list_codes) return cli::print_codes(fix::codes());
    if (auto status = cli::require_inputs(app, common)) return *status;
    auto usage = [&](const std::string& why) {
        std::cerr << "kifu-fix: " << why << "\nRun with --help for more information.\n";
        return cli::Error;
    };
    if (!options.output_dir.empty()) {
        if (auto why = fix::check_output_dir(options.output_dir, common.inputs); !why.empty()) return usage(why);
    }
    options.quiet = common.quiet;
    options.filter = common.filter;
    auto inputs = cli::input_stream(common);
    // Without --output-dir the one input goes to standard output: look two inputs ahead.
    std::vector<cli::Input> ahead;
    for (int i = 0; i < 2; ++i)
        if (auto input = inputs.next()) ahead.push_back(std::move(*input));
    const bool to_stdout = options.output_dir.empty() && !options.dry_run;
    if (to_stdout && ahead.size() > 1) return usage("several inputs: give --output-dir DIR, or --dry-run");
    if (to_stdout && common.format != cli::Format::Text)
        return usage(
            "standard output holds the fixed record: --format json, jsonl and csv need --output-dir or --dry-run");
    fix::OutputPlan plan(options.output_dir);
    std::size_t next_ahead = 0;
    auto next = [&]() -> std::optional<cli::Input> {
        std::optional<cli::Input> input;
        if (next_ahead < ahead.size())
            input = std::move(ahead[next_ahead++]);
        else
            input = inputs.next();
        if (input && !options.output_dir.empty()) (void)plan.assign(*input);
        return input;
    };
    auto settings = cli::run_settings(common, "kifu-fix");
    settings.csv_columns = fix::fix_csv_columns();
    settings.error_fields = fix::fix_unknown_fields();
    settings.split_above = std::numeric_limits<std::size_t>::max();  // a file is written back whole
    fix::FixSummary summary;
    summary.dry_run = options.dry_run;
    int status = cli::run(
        next, settings,
        [&](const cli::Source& source, const cli::Emit& emit) {
            std::optional<std::string> output;
            if (to_stdout)
                output = "-";
            else if (!options.output_dir.empty())
                output = plan.take(std::string(source.path));
            fix::fix_input(options, source, output, emit);
        },
        [&](const cli::Row& row) { summary.add(row); });
    if (!common.quiet && !to_stdout) cli::print_summary(common.format, summary.to_text(), summary.to_json());
    return cli::finish_stdout(status);
}
