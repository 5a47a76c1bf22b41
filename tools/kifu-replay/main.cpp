// kifu-replay: the position of a game at any move as a diagram, with captures and every irregularity.

#include <climits>
#include <iostream>

#include <kifu/app/replay.hpp>
#include <kifu/cli/option_checks.hpp>
#include <kifu/cli/options.hpp>

int main(int argc, char** argv) {
    using namespace kifu;
    CLI::App app{"Replay Go records: the position at any move as a text diagram (ASCII or Unicode) or SVG,\n"
                 "with captures, the last move and ko point marked, and every irregularity found.\n"
                 "Exit status: 0 clean, 1 an error-level finding, 2 usage or input error (--move past the end).",
                 "kifu-replay"};
    cli::CommonOptions common;
    app::ReplayOptions options;
    bool unicode = false;
    std::string output_dir;
    cli::add_common_options(app, common, KIFU_VERSION, true);
    cli::add_rules_option(app, options.rules, options.cycle);
    app.add_option("-m,--move", options.move, "show the position after move N (0: after setup; default: the end)")
        ->check(cli::whole_number(0, INT_MAX))
        ->type_name("N");
    app.add_flag("-u,--unicode", unicode, "draw the text diagram with Unicode stones and grid lines");
    app.add_option("--output-dir", output_dir,
                   "with --format svg: write one image per record into DIR (named after the input, -N for its "
                   "game N > 0), and list the files written")
        ->type_name("DIR");
    if (auto status = cli::parse(app, argc, argv)) return *status;
    if (auto status = cli::require_inputs(app, common)) return *status;

    options.charset = unicode ? report::Charset::Unicode : report::Charset::Ascii;
    options.svg = common.format == cli::Format::Svg;
    if (!output_dir.empty() && !options.svg)
        return cli::usage_error(app, "--output-dir is for --format svg (one image file per record)");
    if (options.svg && output_dir.empty() && !cli::names_one_file(common))
        return cli::usage_error(app, "--format svg writes one image to standard output: give one record, "
                                     "or --output-dir DIR for one file per record");
    options.image_files = !output_dir.empty();
    auto settings = cli::run_settings(common, "kifu-replay");
    settings.csv_columns = app::replay_csv_columns();
    settings.output_dir = output_dir;
    auto inputs = cli::input_stream(common);
    return cli::run([&inputs] { return inputs.next(); }, settings,
                    [&](const cli::Source& source, const cli::Emit& emit) {
                        app::replay_input(options, source, emit);
                    },
                    nullptr);
}
