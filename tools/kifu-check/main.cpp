// kifu-check: lint SGF records — syntax, charsets, and every illegal move or repeated position.

#include <kifu/adjudicate/check.hpp>
#include <kifu/adjudicate/filter.hpp>
#include <kifu/cli/option_checks.hpp>
#include <kifu/cli/options.hpp>
#include <kifu/report/rows.hpp>
#include <kifu/report/summary.hpp>

int main(int argc, char** argv) {
    using namespace kifu;
    CLI::App app{"Check SGF game records: syntax, charsets, and every illegal move or repeated position.\n"
                 "Exit status: 0 clean, 1 findings at or above --fail-on, 2 usage or input error.",
                 "kifu-check"};
    cli::CommonOptions common;
    adjudicate::RulesOptions rules;
    game::ReadOptions read;
    bool list_codes = false;
    cli::add_common_options(app, common, KIFU_VERSION);
    cli::add_rules_option(app, rules.rules, rules.cycle);
    std::string fail_on = "error";
    app.add_option("--fail-on", fail_on, "lowest severity that counts as a finding: info, warning, error")
        ->check(cli::one_of({"info", "warning", "error"}, true))
        ->default_str("error");
    app.add_flag("--all-variations", read.all_variations, "replay every variation, not only the main line");
    cli::add_list_codes_option(app, list_codes);
    if (auto status = cli::parse(app, argc, argv)) return *status;
    if (list_codes) return cli::print_codes();
    if (auto status = cli::require_inputs(app, common)) return *status;

    const diag::Severity threshold = *diag::severity_from_string(CLI::detail::to_lower(fail_on));
    auto settings = cli::run_settings(common, "kifu-check");
    settings.csv_columns = report::check_columns();
    settings.error_fields = report::check_unknown_fields();
    report::CheckTotals totals(threshold);
    auto inputs = cli::input_stream(common);
    int status = cli::run([&inputs] { return inputs.next(); }, settings,
                          [&](const cli::Source& source, const cli::Emit& emit) {
                              cli::for_each_game(source, read, [&](game::Record&& record) {
                                  auto checked = adjudicate::check(std::move(record), rules, read.all_variations);
                                  adjudicate::drop_filtered(common.filter, checked);
                                  cli::Row row = report::check_row(checked, threshold);
                                  totals.add(checked, row.status == 0);
                                  emit(std::move(row));
                              });
                          },
                          [&](const cli::Row& row) { totals.add_row(row); });
    if (!common.quiet) cli::print_summary(common.format, totals.to_text(), totals.to_json());
    return cli::finish_stdout(status);
}
