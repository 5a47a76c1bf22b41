// kifu-score: count finished games under Chinese (area) or Japanese (territory) rules; compare with RE.

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/adjudicate/filter.hpp>
#include <kifu/cli/options.hpp>
#include <kifu/report/rows.hpp>
#include <kifu/report/summary.hpp>

int main(int argc, char** argv) {
    using namespace kifu;
    CLI::App app{
        "Count finished Go games (area or territory), with komi, handicap compensation, penalty stones\n"
        "and dead stones from a list, the record's TB/TW markup or an estimate; compare with RE.\n"
        "Exit status: 0 every count agrees with RE, 1 a mismatch or finding, 2 usage or input error.",
        "kifu-score"};
    cli::CommonOptions common;
    cli::ScoringOptions scoring;
    report::ScoreView view;
    bool summary = false, list_codes = false;
    cli::add_common_options(app, common, KIFU_VERSION);
    cli::add_scoring_options(app, scoring, false);
    app.add_flag("--board", view.board,
                 "show the final position with dead stones, territory, points left out of it, seki, dame and the "
                 "stones a play-out added");
    app.add_flag("--summary", summary,
                 "print games counted, how many are confident, and agreement with RE per category and per ruleset");
    cli::add_list_codes_option(app, list_codes);
    if (auto status = cli::parse(app, argc, argv)) return *status;
    if (list_codes) return cli::print_codes();
    if (auto status = cli::require_inputs(app, common)) return *status;

    const adjudicate::Options options = scoring.to_options();
    view.fail_on_uncertain = scoring.fail_on_uncertain();
    auto settings = cli::run_settings(common, "kifu-score");
    settings.csv_columns = report::score_columns();
    settings.error_fields = report::score_unknown_fields();
    report::ScoreTotals totals;
    auto inputs = cli::input_stream(common);
    int status = cli::run([&inputs] { return inputs.next(); }, settings,
                          [&](const cli::Source& source, const cli::Emit& emit) {
                              cli::for_each_game(source, {}, [&](game::Record&& record) {
                                  auto outcome = adjudicate::adjudicate(std::move(record), options);
                                  adjudicate::drop_filtered(common.filter, outcome);
                                  totals.add(outcome);
                                  emit(report::score_row(outcome, view));
                              });
                          },
                          [&](const cli::Row& row) { totals.add_row(row); });
    if (summary) cli::print_summary(common.format, totals.to_text(), totals.to_json());
    return cli::finish_stdout(status);
}
