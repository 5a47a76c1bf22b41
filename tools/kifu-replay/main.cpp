// kifu-replay: the position of a game at any move as a diagram, with captures and every irregularity.

#include <kifu/adjudicate/position.hpp>
#include <kifu/cli/options.hpp>
#include <kifu/report/rows.hpp>

int main(int argc, char** argv) {
    using namespace kifu;
    CLI::App app{"Replay Go records: the position at any move as a text diagram (ASCII or Unicode) or SVG,\n"
                 "with captures, the last move and ko point marked, and every irregularity found.\n"
                 "Exit status: 0 clean, 1 an error-level finding, 2 usage or input error.",
                 "kifu-replay"};
    cli::CommonOptions common;
    adjudicate::RulesOptions rules;
    std::optional<int> move;
    bool unicode = false, list_codes = false;
    cli::add_common_options(app, common, KIFU_VERSION, true);
    cli::add_rules_option(app, rules.rules, rules.cycle);
    app.add_option("-m,--move", move, "show the position after move N (0: after setup; default: the end)")
        ->check(CLI::NonNegativeNumber);
    app.add_flag("-u,--unicode", unicode, "draw the text diagram with Unicode stones and grid lines");
    cli::add_list_codes_option(app, list_codes);
    if (auto status = cli::parse(app, argc, argv)) return *status;
    if (list_codes) return cli::print_codes();
    if (auto status = cli::require_inputs(app, common)) return *status;

    const auto charset = unicode ? report::Charset::Unicode : report::Charset::Ascii;
    const bool svg = common.format == cli::Format::Svg;
    auto settings = cli::run_settings(common, "kifu-replay");
    settings.csv_columns = report::position_columns();
    settings.error_fields = report::position_unknown_fields();
    auto inputs = cli::input_stream(common);
    return cli::run(
        [&inputs] { return inputs.next(); }, settings,
        [&](const cli::Source& source, const cli::Emit& emit) {
            cli::for_each_game(source, {}, [&](game::Record&& record) {
                emit(report::position_row(adjudicate::position_at(std::move(record), rules, move), charset, svg));
            });
        },
        nullptr);
}
