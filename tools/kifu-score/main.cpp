// kifu-score: count finished games under Chinese (area) or Japanese (territory) rules; compare with RE.

#include <iostream>

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/cli/options.hpp>
#include <kifu/report/rows.hpp>
#include <kifu/report/summary.hpp>

int main(int argc, char** argv) {
    using namespace kifu;
    CLI::App app{"Count finished Go games (area or territory), with komi, handicap compensation, penalty stones\n"
                 "and dead stones from a list, the record's TB/TW markup or an estimate; compare with RE.\n"
                 "Exit status: 0 every count agrees with RE, 1 a mismatch or finding, 2 usage or input error.",
                 "kifu-score"};
    cli::CommonOptions common;
    adjudicate::Options options;
    report::ScoreView view;
    std::vector<std::string> penalties;
    std::string dead_policy = "auto";
    std::string fail_on;
    bool summary = false;
    cli::add_common_options(app, common, KIFU_VERSION);
    cli::add_rules_option(app, options.rules.rules, options.rules.cycle);
    app.add_option("--komi", options.komi, "komi in points, overriding KM (default: KM, else the rules' default)");
    app.add_option("--dead", options.dead, "dead stones, as SGF or human points: --dead dd,Q16 (a chain per point)")
        ->type_name("POINTS");
    app.add_flag("--alive-all", options.alive_all, "count every stone as alive (Tromp-Taylor style)");
    app.add_option("--dead-stones", dead_policy,
                   "where dead stones come from: auto (markup, else estimate), markup, estimate, or markup,estimate "
                   "(use markup and report where the estimate differs)")
        ->check([](const std::string& s) {
            return adjudicate::parse_dead_policy(s) ? "" : "use auto, markup, estimate or markup,estimate";
        })
        ->default_str("auto");
    app.add_option("--penalty", penalties, "penalty stones against a player: --penalty B=1 (repeatable)")
        ->type_name("COLOR=N")
        ->allow_extra_args(false)
        ->check([](const std::string& s) { return adjudicate::parse_penalty(s) ? "" : "use B=N or W=N"; });
    app.add_option("--seed", options.estimate.seed, "seed of the dead-stone estimate (fixed default: reproducible)");
    app.add_option("--playouts", options.estimate.playouts, "random playouts per estimated position")
        ->check(CLI::Range(0, 100000));
    app.add_option("--fail-on", fail_on, "also count uncertain estimated groups as findings: uncertain")
        ->check(CLI::IsMember({"uncertain"}));
    app.add_flag("--board", view.board, "show the final position with dead stones, territory, seki and dame");
    app.add_flag("--summary", summary, "print games counted and agreement with RE per category and per ruleset");
    if (auto status = cli::parse(app, argc, argv)) return *status;
    if (auto status = cli::require_inputs(app, common)) return *status;

    options.policy = *adjudicate::parse_dead_policy(dead_policy);
    for (const auto& p : penalties) {
        auto [color, n] = *adjudicate::parse_penalty(p);
        options.penalties[go::index(color)] += n;
    }
    view.fail_on_uncertain = fail_on == "uncertain";
    view.quiet = common.quiet;
    auto settings = cli::run_settings(common, "kifu-score");
    settings.csv_columns = report::score_columns();
    report::ScoreTotals totals;
    auto inputs = cli::input_stream(common);
    int status = cli::run([&inputs] { return inputs.next(); }, settings,
                          [&](const cli::Source& source, const cli::Emit& emit) {
                              cli::for_each_game(source, {}, [&](game::Record&& record) {
                                  auto outcome = adjudicate::adjudicate(std::move(record), options);
                                  totals.add(outcome);
                                  emit(report::score_row(outcome, view));
                              });
                          },
                          [&](const cli::Row& row) { totals.add_row(row); });
    if (summary) cli::print_summary(common.format, totals.to_text());
    return status;
}
