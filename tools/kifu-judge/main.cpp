// kifu-judge: a referee's ruling on a disputed record — sanctions, penalties, count, verdict with articles.

#include <iostream>
#include <optional>
#include <utility>

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/cli/options.hpp>
#include <kifu/report/rows.hpp>

int main(int argc, char** argv) {
    using namespace kifu;
    CLI::App app{"Give a referee's ruling on a disputed Go record: replay with the sanctions of the rules,\n"
                 "add the referee's warnings and penalty stones, count, and compare with the recorded result.\n"
                 "Exit status: 0 the ruling upholds RE, 1 it does not (or an irregularity decided the game), 2 error.",
                 "kifu-judge"};
    cli::CommonOptions common;
    adjudicate::Options options;
    report::JudgeView view;
    std::vector<std::string> penalties, warnings;
    std::string dead_policy = "auto";
    cli::add_common_options(app, common, KIFU_VERSION);
    cli::add_rules_option(app, options.rules.rules, options.rules.cycle);
    app.add_option("--komi", options.komi, "komi in points, overriding KM");
    app.add_option("--dead", options.dead, "dead stones agreed at the end: --dead dd,Q16 (a chain per point)")
        ->type_name("POINTS");
    app.add_flag("--alive-all", options.alive_all, "count every stone as alive");
    app.add_option("--dead-stones", dead_policy, "auto (markup, else estimate), markup, estimate, markup,estimate")
        ->check([](const std::string& s) {
            return adjudicate::parse_dead_policy(s) ? "" : "use auto, markup, estimate or markup,estimate";
        })
        ->default_str("auto");
    app.add_option("--penalty", penalties, "penalty stones against a player: --penalty W=1 (repeatable)")
        ->type_name("COLOR=N")
        ->allow_extra_args(false)
        ->check([](const std::string& s) { return adjudicate::parse_penalty(s) ? "" : "use B=N or W=N"; });
    app.add_option("--warning", warnings,
                   "a referee's warning the record cannot show: --warning B:clock (repeatable; C-Art 17.4, 24)")
        ->type_name("COLOR[:REASON]")
        ->allow_extra_args(false)
        ->check(
            [](const std::string& s) { return adjudicate::parse_warning(s) ? "" : "use B, W, B:REASON or W:REASON"; });
    app.add_option("--seed", options.estimate.seed, "seed of the dead-stone estimate");
    app.add_option("--svg", view.svg_path, "write the final position, marked, as an SVG image")->type_name("FILE");
    app.add_option("--html", view.html_path, "write the ruling with diagrams as an HTML page")->type_name("FILE");
    if (auto status = cli::parse(app, argc, argv)) return *status;
    if (auto status = cli::require_inputs(app, common)) return *status;

    options.policy = *adjudicate::parse_dead_policy(dead_policy);
    for (const auto& p : penalties) {
        auto [color, n] = *adjudicate::parse_penalty(p);
        options.penalties[go::index(color)] += n;
    }
    for (const auto& w : warnings) options.warnings.push_back(*adjudicate::parse_warning(w));
    auto inputs = cli::input_stream(common);
    std::optional<cli::Input> first;
    if (!view.svg_path.empty() || !view.html_path.empty()) {
        first = inputs.next();
        if (!first || inputs.next()) {
            std::cerr << "kifu-judge: --svg and --html take exactly one input record\n";
            return cli::Error;
        }
    }
    auto settings = cli::run_settings(common, "kifu-judge");
    settings.csv_columns = report::judge_columns();
    auto next = [&]() -> std::optional<cli::Input> { return first ? std::exchange(first, std::nullopt) : inputs.next(); };
    return cli::run(
        next, settings,
        [&](const cli::Source& source, const cli::Emit& emit) {
            cli::for_each_game(source, {}, [&](game::Record&& record) {
                emit(report::judge_row(adjudicate::adjudicate(std::move(record), options), view));
            });
        },
        nullptr);
}
