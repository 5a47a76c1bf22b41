#include <kifu/app/check.hpp>

#include <algorithm>
#include <set>
#include <span>
#include <tuple>

#include <fmt/format.h>

#include <kifu/app/codes.hpp>
#include <kifu/app/game_rows.hpp>
#include <kifu/app/rules_choice.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/replay/replay.hpp>

namespace kifu::app {

void check_input(const CheckOptions& options, const cli::Source& source, const cli::Emit& emit) {
    game::ReadOptions read_options;
    read_options.all_variations = options.all_variations;
    game::read_games(source.bytes, source.name, read_options, [&](game::Record&& record) {
        RulesChoice choice = choose_rules(record, options.rules, options.cycle);
        diag::Diagnostics ds = std::move(record.diagnostics);
        if (choice.note) ds.push_back(*choice.note);
        auto findings = nlohmann::json::array();
        // Variations share their opening with the main line (and the main line is one of them): a
        // variation's event at a place where the same code was already reported is left out.
        std::set<std::tuple<std::string_view, std::uint32_t, std::uint32_t>> reported;
        auto replay_line = [&](std::span<const game::Action> line, bool main_line) {
            replay::Replay r = replay::run(record, line, choice.rules);
            for (const auto& e : r.events) {
                if (!reported.emplace(e.code.id, e.pos.line, e.pos.col).second && !main_line) continue;
                ds.push_back(replay::to_diagnostic(e, record.file));
                findings.push_back(to_json(e, record.height));
            }
            return r.moves;
        };
        int moves = replay_line(record.actions, true);
        if (options.all_variations)
            for (const auto& line : record.variations) replay_line(line, false);
        bool ok = !any_at_least(ds, options.fail_on);
        cli::Row row;
        row.data = row_head(record, ds, ok);
        row.data["rules"] = choice.rules.name;
        row.data["rules_origin"] = choice.origin;
        row.data["moves"] = moves;
        row.data["findings"] = std::move(findings);
        row.data["codes"] = distinct_codes(ds);
        row.out = format_lines(ds, std::min(options.fail_on, diag::Severity::Warning));
        row.status = ok ? 0 : 1;
        emit(std::move(row));
    }, source.origin);
}

std::vector<std::string> check_csv_columns() {
    return {"/file", "/game", "/ok", "/rules", "/moves", "/codes"};
}

void CheckSummary::add(const cli::Row& row) {
    if (row.status == 2) {
        ++unreadable;
        return;
    }
    if (row.data.value("game", -1) == 0) ++inputs;
    ++games;
    if (!row.data.value("ok", true)) ++games_with_findings;
    for (const auto& d : row.data["diagnostics"]) ++per_code[d["code"].get<std::string>()];
}

std::string CheckSummary::to_text() const {
    std::string out = fmt::format("kifu-check: {} files, {} games, {} with findings", inputs, games, games_with_findings);
    if (unreadable) out += fmt::format(", {} inputs unreadable", unreadable);
    out += "\n";
    for (const auto& [code, count] : per_code) {
        auto info = find_code(code);
        out += fmt::format("  {:<5} {:>7}  {:<7}  {}\n", code, count, info ? diag::to_string(info->severity) : "",
                           info ? info->meaning : "");
    }
    return out;
}

}  // namespace kifu::app
