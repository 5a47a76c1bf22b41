#include <kifu/app/score.hpp>

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include <kifu/app/codes.hpp>
#include <kifu/app/game_rows.hpp>
#include <kifu/app/rules_choice.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/report/diagram_text.hpp>
#include <kifu/util/number.hpp>

namespace kifu::app {
namespace {

// Why a record's end rules out counting, or empty when it can be counted.
// A game is counted when it ends with two passes, or when RE records a count (Fox records never
// end with passes); a resignation, time loss, forfeit or unfinished record is not.
std::string uncountable_reason(const game::Record& record, const replay::Replay& replay) {
    if (replay.ended_by_passes) return {};
    if (!record.result) return "the record neither ends with two passes nor gives a result";
    switch (record.result->kind) {
        case game::ResultKind::Score:
        case game::ResultKind::Draw:
        case game::ResultKind::WinnerOnly: return {};
        case game::ResultKind::Resign: return fmt::format("the game ended by resignation (RE[{}])", record.result->text);
        case game::ResultKind::Time: return fmt::format("the game ended on time (RE[{}])", record.result->text);
        case game::ResultKind::Forfeit: return fmt::format("the game ended by forfeit (RE[{}])", record.result->text);
        default:
            return fmt::format("the record does not end with two passes and RE[{}] is not a count", record.result->text);
    }
}

// The diagnostic for where an estimate and the markup disagree (A010).
std::optional<diag::Diagnostic> cross_check(const score::DeadStones& markup, const score::DeadStones& estimate,
                                            const game::Record& record) {
    std::vector<go::Point> only_markup, only_estimate;
    std::set_difference(markup.dead.begin(), markup.dead.end(), estimate.dead.begin(), estimate.dead.end(),
                        std::back_inserter(only_markup));
    std::set_difference(estimate.dead.begin(), estimate.dead.end(), markup.dead.begin(), markup.dead.end(),
                        std::back_inserter(only_estimate));
    if (only_markup.empty() && only_estimate.empty()) return std::nullopt;
    auto names = [&](const std::vector<go::Point>& ps) {
        std::string s;
        for (auto p : ps) s += (s.empty() ? "" : " ") + go::to_human(p, record.height);
        return s.empty() ? std::string("none") : s;
    };
    return diag::Diagnostic{code::EstimateDiffers,
                            {record.file, 0, 0, 0},
                            fmt::format("the estimate differs from the markup: dead only in the markup: {}; "
                                        "dead only in the estimate: {}",
                                        names(only_markup), names(only_estimate)),
                            std::nullopt};
}

score::DeadStones find_dead(const ScoredGame& g, const ScoreOptions& o, diag::Diagnostics& ds) {
    const go::Board& board = g.replay.board;
    score::DeadChoice choice{o.dead, o.alive_all, o.policy != DeadPolicy::Estimate};
    score::DeadStones dead = score::choose_dead(board, choice, g.record.territory_black, g.record.territory_white);
    bool want_estimate = dead.source == score::DeadSource::Unknown ? o.policy != DeadPolicy::Markup
                                                                   : o.policy == DeadPolicy::CrossCheck &&
                                                                         dead.source == score::DeadSource::Markup;
    if (!want_estimate) return dead;
    estimate::Options eo = o.estimate;
    eo.japanese = g.rules.scoring == rules::Scoring::Territory;
    score::DeadStones est = estimate::dead_stones(board, g.replay.to_move, eo);
    if (dead.source == score::DeadSource::Unknown) return est;
    if (auto d = cross_check(dead, est, g.record)) ds.push_back(std::move(*d));
    return dead;
}

// The one-line reasons of the estimated calls below the confidence threshold.
std::vector<std::string> uncertain_calls(const ScoredGame& g) {
    std::vector<std::string> out;
    if (g.dead && g.dead->source == score::DeadSource::Estimated)
        for (const auto& call : g.dead->groups)
            if (call.confidence < g.uncertain_below) out.push_back(call.reason);
    return out;
}

// Appends `more` to `ds`, naming `file` where a diagnostic has no file of its own.
void append_located(diag::Diagnostics& ds, const diag::Diagnostics& more, const std::string& file) {
    for (auto d : more) {
        if (d.loc.file.empty()) d.loc.file = file;
        ds.push_back(std::move(d));
    }
}

nlohmann::json side_json(const score::Side& s) {
    return {{"stones", s.stones},   {"territory", s.territory}, {"prisoners", s.prisoners}, {"dame", s.dame},
            {"seki", s.seki},       {"penalties", s.penalties}, {"total", s.total}};
}

nlohmann::json points_json(const std::vector<go::Point>& ps) {
    auto a = nlohmann::json::array();
    for (auto p : ps) a.push_back(go::to_sgf(p));
    return a;
}

using util::format_number;

}  // namespace

ScoredGame score_game(game::Record&& record, const ScoreOptions& o) {
    ScoredGame g;
    g.record = std::move(record);
    RulesChoice choice = choose_rules(g.record, o.rules, o.cycle);
    g.rules = choice.rules;
    g.rules_origin = choice.origin;
    g.diagnostics = std::move(g.record.diagnostics);
    if (choice.note) g.diagnostics.push_back(*choice.note);
    g.replay = replay::run(g.record, g.rules);
    for (const auto& e : g.replay.events) g.diagnostics.push_back(replay::to_diagnostic(e, g.record.file));

    g.not_counted_reason = uncountable_reason(g.record, g.replay);
    if (!g.not_counted_reason.empty()) {
        g.comparison.agreement = g.record.result ? score::Agreement::NotCounted : score::Agreement::Missing;
        return g;
    }
    if (!g.replay.ended_by_passes)
        g.diagnostics.push_back({code::CountedUnfinished,
                                 {g.record.file, 0, 0, 0},
                                 "the record does not end with two passes: the final position is counted as it stands",
                                 std::nullopt});
    g.uncertain_below = o.estimate.uncertain_below;
    g.dead = find_dead(g, o, g.diagnostics);
    append_located(g.diagnostics, g.dead->diagnostics, g.record.file);
    score::Settings settings = score::settings_for(g.record, g.rules, o.komi);
    settings.penalty_stones = o.penalties;
    settings.warnings = g.replay.warnings;
    g.breakdown = score::count(g.replay.board, g.replay.captures, *g.dead, g.rules, settings);
    append_located(g.diagnostics, g.breakdown->diagnostics, g.record.file);
    if (!g.breakdown->result) g.not_counted_reason = "the dead stones are unknown";
    g.comparison = score::compare(*g.breakdown, g.record.result);
    return g;
}

nlohmann::json score_fields(const ScoredGame& g) {
    nlohmann::json j;
    j["rules"] = g.rules.name;
    j["rules_origin"] = g.rules_origin;
    j["moves"] = g.replay.moves;
    const score::Breakdown* b = g.breakdown ? &*g.breakdown : nullptr;
    j["komi"] = b ? nlohmann::json(b->komi) : nullptr;
    j["komi_assumed"] = b ? nlohmann::json(b->komi_assumed) : nullptr;
    j["handicap"] = b ? b->handicap : g.record.handicap;
    j["compensation"] = b ? nlohmann::json(b->compensation) : nullptr;
    j["dead_source"] = g.dead ? score::to_string(g.dead->source) : "unknown";
    j["dead"] = g.dead ? points_json(g.dead->dead) : nlohmann::json::array();
    j["black"] = b ? side_json(b->black) : nullptr;
    j["white"] = b ? side_json(b->white) : nullptr;
    j["result"] = b && b->result ? nlohmann::json(*b->result) : nullptr;
    j["result_stones"] = b && b->result_stones ? nlohmann::json(*b->result_stones) : nullptr;
    j["recorded"] = g.record.result ? nlohmann::json(g.record.result->text) : nullptr;
    j["agreement"] = score::to_string(g.comparison.agreement);
    if (g.comparison.difference) j["difference"] = *g.comparison.difference;
    if (!g.not_counted_reason.empty()) j["not_counted"] = g.not_counted_reason;
    j["uncertain"] = uncertain_calls(g);
    return j;
}

report::Diagram final_diagram(const ScoredGame& g) {
    report::Diagram d(g.replay.board);
    if (!g.breakdown) return d;
    const score::Breakdown& b = *g.breakdown;
    auto mark = [&](const std::vector<go::Point>& ps, report::Mark m) {
        for (auto p : ps) d.marks.emplace_back(p, m);
    };
    mark(b.dead, report::Mark::Dead);
    mark(b.black_territory, report::Mark::BlackTerritory);
    mark(b.white_territory, report::Mark::WhiteTerritory);
    mark(b.dame_points, report::Mark::Dame);
    mark(b.seki_points, report::Mark::Seki);
    d.caption = fmt::format("{}: final position, {} ({})", g.record.file, b.result.value_or("not counted"),
                            score::to_string(b.dead_source));
    return d;
}

std::string score_text(const ScoredGame& g, bool board) {
    const auto& rec = g.record;
    std::string head = rec.file + (rec.game_index ? fmt::format(" (game {})", rec.game_index + 1) : "");
    std::string recorded = rec.result ? "RE[" + rec.result->text + "]" : "no RE";
    if (!g.breakdown || !g.breakdown->result)
        return fmt::format("{}: not counted: {}; {}\n", head, g.not_counted_reason, recorded);
    const score::Breakdown& b = *g.breakdown;
    std::string out = fmt::format("{}: {} — {} ({} rules, {} counting)\n", head, *b.result, score::describe(b),
                                  g.rules.name, b.scoring == rules::Scoring::Area ? "area" : "territory");
    out += fmt::format("  recorded {}: {}", recorded, score::to_string(g.comparison.agreement));
    if (g.comparison.difference) out += fmt::format(" (by {})", format_number(*g.comparison.difference));
    out += "\n";
    out += fmt::format("  komi {}{}, handicap {}, compensation {}; dead stones: {} ({})\n", format_number(b.komi),
                       b.komi_assumed ? " (assumed)" : "", b.handicap, format_number(b.compensation), b.dead.size(),
                       score::to_string(g.dead->source));
    out += fmt::format("  {:<11}{:>8}{:>8}\n", "", "Black", "White");
    auto line = [&](std::string_view label, auto black, auto white) {
        out += fmt::format("  {:<11}{:>8}{:>8}\n", label, format_number(black), format_number(white));
    };
    line("stones", b.black.stones, b.white.stones);
    line("territory", b.black.territory, b.white.territory);
    line("prisoners", b.black.prisoners, b.white.prisoners);
    line("dame", b.black.dame, b.white.dame);
    line("seki", b.black.seki, b.white.seki);
    line("penalties", b.black.penalties, b.white.penalties);
    line("total", b.black.total, b.white.total);
    if (board) out += report::to_text(final_diagram(g));
    return out;
}

void score_input(const ScoreOptions& o, const cli::Source& source, const cli::Emit& emit) {
    game::read_games(source.bytes, source.name, {}, [&](game::Record&& record) {
        ScoredGame g = score_game(std::move(record), o);
        bool mismatch = g.comparison.agreement == score::Agreement::WinnerDiffers ||
                        g.comparison.agreement == score::Agreement::MarginDiffers;
        bool uncertain = o.fail_on_uncertain && !uncertain_calls(g).empty();
        bool ok = !mismatch && !uncertain && !any_at_least(g.diagnostics, diag::Severity::Error);
        cli::Row row;
        row.data = row_head(g.record, g.diagnostics, ok);
        row.data.update(score_fields(g));
        if (!o.quiet || !ok) row.out = score_text(g, o.board);
        row.err = format_lines(g.diagnostics, diag::Severity::Warning);
        row.status = ok ? 0 : 1;
        emit(std::move(row));
    }, source.origin);
}

std::vector<std::string> score_csv_columns() {
    return {"/file",         "/game",         "/ok",          "/rules",          "/komi",         "/komi_assumed",
            "/handicap",     "/compensation", "/dead_source", "/dead",           "/black/stones", "/black/territory",
            "/black/prisoners", "/black/dame", "/black/seki", "/black/penalties", "/black/total", "/white/stones",
            "/white/territory", "/white/prisoners", "/white/dame", "/white/seki", "/white/penalties",
            "/white/total",  "/result",       "/result_stones", "/recorded",       "/agreement"};
}

std::optional<std::pair<go::Color, int>> parse_penalty(std::string_view text) {
    auto eq = text.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    auto color = go::color_from_string(text.substr(0, eq));
    int n = 0;
    auto digits = text.substr(eq + 1);
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (!color || ec != std::errc() || end != digits.data() + digits.size() || n < 0 || n > 1000) return std::nullopt;
    return std::pair{*color, n};
}

std::optional<DeadPolicy> parse_dead_policy(std::string_view text) {
    if (text == "markup") return DeadPolicy::Markup;
    if (text == "estimate") return DeadPolicy::Estimate;
    if (text == "markup,estimate" || text == "estimate,markup") return DeadPolicy::CrossCheck;
    if (text == "auto") return DeadPolicy::Auto;
    return std::nullopt;
}

void ScoreSummary::add(const cli::Row& row) {
    if (row.status == 2) {
        ++unreadable;
        return;
    }
    ++games;
    if (!row.data["result"].is_null()) ++counted;
    std::string a = row.data.value("agreement", "missing");
    ++agreement[a];
    ++per_rules[row.data.value("rules", "?")][a];
    ++dead_sources[row.data.value("dead_source", "unknown")];
}

std::string ScoreSummary::to_text() const {
    std::string out = fmt::format("kifu-score: {} games, {} counted", games, counted);
    if (unreadable) out += fmt::format(", {} inputs unreadable", unreadable);
    out += "\n  agreement with RE:";
    for (const auto& [a, n] : agreement) out += fmt::format(" {} {}", a, n);
    out += "\n  dead stones from:";
    for (const auto& [s, n] : dead_sources) out += fmt::format(" {} {}", s, n);
    out += "\n";
    for (const auto& [r, m] : per_rules) {
        out += fmt::format("  {}:", r);
        for (const auto& [a, n] : m) out += fmt::format(" {} {}", a, n);
        out += "\n";
    }
    return out;
}

}  // namespace kifu::app
