#include <kifu/app/score.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

#include <kifu/app/codes.hpp>
#include <kifu/app/game_rows.hpp>
#include <kifu/app/rules_choice.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/report/diagram_text.hpp>

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
        case game::ResultKind::Uncounted:
            return fmt::format("RE[{}] records a win without a count (its margin cannot be one)", record.result->text);
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
    return diag::Diagnostic{std::string(code::EstimateDiffers), diag::Severity::Warning, {record.file, 0, 0, 0},
                            fmt::format("the estimate differs from the markup: dead only in the markup: {}; "
                                        "dead only in the estimate: {}",
                                        names(only_markup), names(only_estimate)),
                            std::nullopt};
}

score::DeadStones find_dead(ScoredGame& g, const ScoreOptions& o, diag::Diagnostics& ds) {
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
    if (dead.source == score::DeadSource::Unknown && !g.replay.ended_by_passes && !o.as_it_stands) {
        estimate::Finish f = estimate::finish(board, g.replay.to_move, g.replay.ko, est,
                                              {g.rules.scoring == rules::Scoring::Territory});
        if (!f.moves.empty()) {
            estimate::SettledCalls settled =
                estimate::calls_after_play_out(board, f, est, estimate::dead_stones(f.board, f.to_move, eo));
            est = std::move(settled.dead);
            f.disputed = settled.disputed;
            g.played_out = std::move(f);
        }
    }
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
    if (g.confidence && g.confidence->value < estimate::confident_from)
        out.push_back(fmt::format("the winner (confidence {:.2f})", g.confidence->value));
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

std::string fmt_num(double v) {
    return v == static_cast<int>(v) ? fmt::format("{}", static_cast<int>(v)) : fmt::format("{}", v);
}

// "1 point", "2.5 points".
std::string points(double v) { return fmt_num(v) + (v == 1 ? " point" : " points"); }

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
    g.uncertain_below = o.estimate.uncertain_below;
    g.dead = find_dead(g, o, g.diagnostics);
    if (g.played_out)
        g.diagnostics.push_back({std::string(code::PlayedOut), diag::Severity::Info, {g.record.file, 0, 0, 0},
                                 fmt::format("the record does not end with two passes: played out in {} moves before "
                                             "counting (the largest worth {})",
                                             g.played_out->moves.size(), points(g.played_out->largest)),
                                 std::nullopt});
    else if (!g.replay.ended_by_passes)
        g.diagnostics.push_back({std::string(code::CountedUnfinished), diag::Severity::Warning, {g.record.file, 0, 0, 0},
                                 "the record does not end with two passes: the final position is counted as it stands",
                                 std::nullopt});
    append_located(g.diagnostics, g.dead->diagnostics, g.record.file);
    score::Settings settings = score::settings_for(g.record, g.rules, o.komi);
    settings.penalty_stones = o.penalties;
    settings.warnings = g.replay.warnings;
    const go::Board& final_board = g.played_out ? g.played_out->board : g.replay.board;
    std::array<int, 2> captures = g.replay.captures;
    if (g.played_out)
        for (int k = 0; k < 2; ++k) captures[static_cast<std::size_t>(k)] += g.played_out->captures[static_cast<std::size_t>(k)];
    g.breakdown = score::count(final_board, captures, *g.dead, g.rules, settings);
    append_located(g.diagnostics, g.breakdown->diagnostics, g.record.file);
    if (!g.breakdown->result) g.not_counted_reason = "the dead stones are unknown";
    const bool unfinished = std::any_of(g.dead->diagnostics.begin(), g.dead->diagnostics.end(),
                                        [](const diag::Diagnostic& d) { return d.code == "E503"; });
    if (g.breakdown->result) {
        g.confidence = estimate::confidence(g.breakdown->margin_points, *g.dead,
                                            g.played_out ? &*g.played_out : nullptr, unfinished);
        if (g.confidence->value < estimate::confident_from) {
            std::string why;
            for (const auto& r : g.confidence->reasons) why += (why.empty() ? "" : "; ") + r;
            g.diagnostics.push_back({"E504", diag::Severity::Warning, {g.record.file, 0, 0, 0},
                                     fmt::format("the winner is uncertain (confidence {:.2f}): {}",
                                                 g.confidence->value, why),
                                     std::nullopt});
        }
    }
    g.comparison = score::compare(*g.breakdown, g.record.result);
    const bool compared = g.comparison.agreement != score::Agreement::NotCounted &&
                          g.comparison.agreement != score::Agreement::Missing;
    if (compared && g.played_out && (estimate::middle_game(*g.played_out) || unfinished)) {
        g.diagnostics.push_back({std::string(code::MiddleGame), diag::Severity::Warning, {g.record.file, 0, 0, 0},
                                 fmt::format("the record stops in the middle game ({}): RE[{}] cannot be a count of "
                                             "its final position; the count is kifu's estimate of the finish",
                                             unfinished ? "the position does not look finished"
                                                        : fmt::format("the play-out needed a move worth {}",
                                                                      points(g.played_out->largest)),
                                             g.record.result->text),
                                 std::nullopt});
        g.comparison = {score::Agreement::Unfinished, std::nullopt};
    }
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
    j["confidence"] = g.confidence ? nlohmann::json(std::round(g.confidence->value * 1000) / 1000) : nullptr;
    if (g.confidence && std::getenv("KIFU_CONFIDENCE_RAW")) j["confidence_raw"] = g.confidence->raw;
    if (g.played_out) {
        double largest = g.played_out->largest;
        auto played = nlohmann::json::array();
        for (const auto& m : g.played_out->moves)
            played.push_back({{"color", go::to_name(m.color)},
                              {"point", go::to_human(m.point, g.record.height)},
                              {"sgf_point", go::to_sgf(m.point)},
                              {"reason", estimate::to_string(m.reason)},
                              {"value", m.value}});
        j["played_out"] = {{"moves", g.played_out->moves.size()}, {"largest", largest},
                           {"complete", g.played_out->complete}, {"played", std::move(played)}};
    } else {
        j["played_out"] = nullptr;
    }
    return j;
}

report::Diagram final_diagram(const ScoredGame& g) {
    report::Diagram d(g.played_out ? g.played_out->board : g.replay.board);
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
    if (g.played_out)
        for (const auto& m : g.played_out->moves)
            if (d.board.at(m.point) == m.color) d.marks.emplace_back(m.point, report::Mark::PlayedOut);
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
    if (g.comparison.difference) out += fmt::format(" (by {})", fmt_num(*g.comparison.difference));
    out += "\n";
    out += fmt::format("  komi {}{}, handicap {}, compensation {}; dead stones: {} ({})\n", fmt_num(b.komi),
                       b.komi_assumed ? " (assumed)" : "", b.handicap, fmt_num(b.compensation), b.dead.size(),
                       score::to_string(g.dead->source));
    if (g.played_out)
        out += fmt::format("  played out: {} moves before counting (the largest worth {}){}\n",
                           g.played_out->moves.size(), points(g.played_out->largest),
                           g.played_out->complete ? "" : ", not finished");
    if (g.confidence)
        out += fmt::format("  confidence {:.2f}{}\n", g.confidence->value,
                           g.confidence->value < estimate::confident_from ? " (uncertain)" : "");
    out += fmt::format("  {:<11}{:>8}{:>8}\n", "", "Black", "White");
    auto line = [&](std::string_view label, auto black, auto white) {
        out += fmt::format("  {:<11}{:>8}{:>8}\n", label, fmt_num(black), fmt_num(white));
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
            "/white/total",  "/result",       "/result_stones", "/recorded",       "/agreement", "/confidence",
            "/played_out/moves"};
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
