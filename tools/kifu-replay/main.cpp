// kifu-replay: the position of a game at any move as a diagram, with captures and every irregularity.

#include <climits>

#include <kifu/adjudicate/filter.hpp>
#include <kifu/adjudicate/position.hpp>
#include <kifu/cli/codes.hpp>
#include <kifu/cli/option_checks.hpp>
#include <kifu/cli/options.hpp>
#include <kifu/report/rows.hpp>

int main(int argc, char** argv) {
    using namespace kifu;
    CLI::App app{
        "Replay Go records: the position at any move as a text diagram (ASCII or Unicode) or SVG,\n"
        "with captures, the last move and ko point marked, and every irregularity found.\n"
        "Exit status: 0 clean, 1 an error-level finding, 2 usage or input error (--move past the end).",
        "kifu-replay"};
    cli::CommonOptions common;
    adjudicate::RulesOptions rules;
    report::PositionView view;
    bool unicode = false, list_codes = false;
    std::string output_dir;
    cli::add_common_options(app, common, KIFU_VERSION, true);
    cli::add_rules_option(app, rules.rules, rules.cycle);
    app.add_option("-m,--move", view.move, "show the position after move N (0: after setup; default: the end)")
        ->check(cli::whole_number(0, INT_MAX))
        ->type_name("N");
    app.add_flag("-u,--unicode", unicode, "draw the text diagram with Unicode stones and grid lines");
    app.add_option("--output-dir", output_dir,
                   "with --format svg: write one image per record into DIR (named after the input, -N for its "
                   "game N > 0), and list the files written")
        ->type_name("DIR");
    cli::add_list_codes_option(app, list_codes);
    if (auto status = cli::parse(app, argc, argv)) return *status;
    if (list_codes) return cli::print_codes();
    if (auto status = cli::require_inputs(app, common)) return *status;

    view.charset = unicode ? report::Charset::Unicode : report::Charset::Ascii;
    view.svg = common.format == cli::Format::Svg;
    if (!output_dir.empty() && !view.svg)
        return cli::usage_error(app, "--output-dir is for --format svg (one image file per record)");
    if (view.svg && output_dir.empty() && !cli::names_one_file(common))
        return cli::usage_error(app,
                                "--format svg writes one image to standard output: give one record, "
                                "or --output-dir DIR for one file per record");
    view.image_files = !output_dir.empty();
    auto settings = cli::run_settings(common, "kifu-replay");
    settings.csv_columns = report::position_columns();
    settings.error_fields = report::position_unknown_fields();
    settings.output_dir = output_dir;
    auto inputs = cli::input_stream(common);
    // One image on standard output: a second input (an archive's next member on standard input) is refused.
    std::optional<std::string> first_path;
    auto next = [&]() -> std::optional<cli::Input> {
        auto input = inputs.next();
        if (!input || !view.svg || view.image_files || input->error) return input;
        if (!first_path) first_path = input->path;
        if (input->path != *first_path)
            input->error = cli::io_error(cli::code::Usage, input->path,
                                         "a second record: --format svg writes one image to standard output; use "
                                         "--output-dir DIR for one file per record");
        return input;
    };
    return cli::finish_stdout(cli::run(
        next, settings,
        [&](const cli::Source& source, const cli::Emit& emit) {
            cli::for_each_game(source, {}, [&](game::Record&& record) {
                auto position = adjudicate::position_at(std::move(record), rules, view.move);
                adjudicate::drop_filtered(common.filter, position);
                emit(report::position_row(position, view, source.relative));
            });
        },
        nullptr));
}
