// kifu-judge: a referee's ruling on a disputed record — sanctions, penalties, count, verdict with articles.

#include <limits>
#include <optional>
#include <utility>

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/adjudicate/filter.hpp>
#include <kifu/cli/options.hpp>
#include <kifu/cli/paths.hpp>
#include <kifu/cli/printable.hpp>
#include <kifu/report/rows.hpp>

int main(int argc, char** argv) {
    using namespace kifu;
    CLI::App app{"Give a referee's ruling on a disputed Go record: replay with the sanctions of the rules,\n"
                 "add the referee's warnings and penalty stones, count, and compare with the recorded result.\n"
                 "Exit status: 0 the ruling upholds RE (with no RE: decides the game and sanctions nothing),\n"
                 "1 it does not or no ruling can be made, 2 error.",
                 "kifu-judge"};
    cli::CommonOptions common;
    cli::ScoringOptions scoring;
    report::JudgeView view;
    bool list_codes = false;
    cli::add_common_options(app, common, KIFU_VERSION);
    cli::add_scoring_options(app, scoring, true);
    app.add_option("--svg", view.svg_path, "write the final position as an SVG image, its marks named in a legend")->type_name("FILE");
    app.add_option("--html", view.html_path, "write the ruling with diagrams as an HTML page")->type_name("FILE");
    cli::add_list_codes_option(app, list_codes);
    if (auto status = cli::parse(app, argc, argv)) return *status;
    if (list_codes) return cli::print_codes();
    if (auto status = cli::require_inputs(app, common)) return *status;

    const adjudicate::Options options = scoring.to_options();
    view.fail_on_uncertain = scoring.fail_on_uncertain();
    auto inputs = cli::input_stream(common);
    std::optional<cli::Input> first;
    if (!view.svg_path.empty() || !view.html_path.empty()) {
        first = inputs.next();
        if (!first || inputs.next()) return cli::usage_error(app, "--svg and --html take exactly one input record");
        for (const std::string& out : {view.svg_path, view.html_path})
            if (!first->is_stdin && !out.empty() && cli::same_file(first->path, out))
                return cli::usage_error(app, "--svg and --html write a new file, never over the input record (" +
                                                 cli::printable_name(out) + ")");
    }
    auto settings = cli::run_settings(common, "kifu-judge");
    settings.csv_columns = report::judge_columns();
    settings.error_fields = report::judge_unknown_fields();
    auto next = [&]() -> std::optional<cli::Input> { return first ? std::exchange(first, std::nullopt) : inputs.next(); };
    return cli::finish_stdout(cli::run(
        next, settings,
        [&](const cli::Source& source, const cli::Emit& emit) {
            cli::for_each_game(source, {}, [&](game::Record&& record) {
                auto outcome = adjudicate::adjudicate(std::move(record), options);
                adjudicate::drop_filtered(common.filter, outcome);
                emit(report::judge_row(outcome, view));
            });
        },
        nullptr));
}
