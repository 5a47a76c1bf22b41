#include <kifu/judge/verdict.hpp>

#include <fmt/format.h>


namespace kifu::judge {
namespace {

std::string color_name(go::Color c) { return c == go::Color::Black ? "Black" : "White"; }

std::string sgf_winner(go::Color c) { return c == go::Color::Black ? "B" : "W"; }

// "Move 22, White: <the event's message>." (the message names the point itself).
std::string event_sentence(const replay::Event& e) {
    std::string where;
    if (e.move > 0) where = fmt::format("Move {}", e.move);
    if (e.color != go::Color::Empty) where += (where.empty() ? "" : ", ") + color_name(e.color);
    std::string text = where.empty() ? e.message : where + ": " + e.message;
    if (!text.empty() && text.back() != '.') text += '.';
    return text;
}

// Events a referee must hear: every sanction, and every warning- or error-level finding.
bool matters(const replay::Event& e) {
    return e.sanction != rules::Sanction::None || e.code.severity >= diag::Severity::Warning;
}

// Whether RE states the same outcome as the verdict.
bool same_as_record(const Verdict& v, const score::Comparison& cmp, const std::optional<game::Result>& re) {
    if (!re) return false;
    switch (v.kind) {
        case Kind::Count: return cmp.agreement == score::Agreement::Match;
        case Kind::Draw: return re->kind == game::ResultKind::Draw;
        case Kind::NoResult: return re->kind == game::ResultKind::Void;
        case Kind::LossByWarnings:
        case Kind::LossByFoul: return re->kind == game::ResultKind::Forfeit && re->winner == v.winner;
        case Kind::Resignation:
        case Kind::Time:
        case Kind::Forfeit: return re->winner == v.winner;
        case Kind::Undecided: return false;
    }
    return false;
}

}  // namespace

std::string_view to_string(Kind kind) {
    switch (kind) {
        case Kind::Count: return "count";
        case Kind::NoResult: return "no-result";
        case Kind::Draw: return "draw";
        case Kind::LossByWarnings: return "loss-by-warnings";
        case Kind::LossByFoul: return "loss-by-foul";
        case Kind::Resignation: return "resignation";
        case Kind::Time: return "time";
        case Kind::Forfeit: return "forfeit";
        case Kind::Undecided: return "undecided";
    }
    return "undecided";
}

Verdict rule(const Case& c) {
    Verdict v;

    for (const auto& e : c.replay.events)
        if (matters(e)) v.reasons.push_back({e.move > 0 ? std::optional<int>(e.move) : std::nullopt, e.article,
                                             event_sentence(e)});
    std::array<int, 2> warnings = c.replay.warnings;
    for (const auto& w : c.referee_warnings) {
        ++warnings[go::index(w.color)];
        v.reasons.push_back({std::nullopt, "C-Art 17.4",
                             fmt::format("The referee warns {}{}: one warning.", color_name(w.color),
                                         w.reason.empty() ? "" : " (" + w.reason + ")")});
    }
    for (go::Color col : {go::Color::Black, go::Color::White}) {
        int n = warnings[go::index(col)];
        if (n > 0 && n < c.rules.warnings_to_lose)
            v.reasons.push_back({std::nullopt, "C-Art 24.1",
                                 fmt::format("{} has {} warning{}: {} penalty stone{} at counting.", color_name(col),
                                             n, n == 1 ? "" : "s", n, n == 1 ? "" : "s")});
        int p = c.penalty_stones[go::index(col)];
        if (p > 0)
            v.reasons.push_back({std::nullopt, "C-Art 24.1",
                                 fmt::format("The referee gives {} penalty stone{} against {}.", p, p == 1 ? "" : "s",
                                             color_name(col))});
    }

    // The first decisive fact wins: a loss during play, a repetition cycle, the recorded end, the count.
    // Referee warnings have no move: they count after everything the record shows.
    std::optional<go::Color> warned_out;
    bool warned_in_replay = false;
    if (c.replay.loser && c.replay.warnings[go::index(*c.replay.loser)] >= c.rules.warnings_to_lose) {
        warned_out = c.replay.loser;
        warned_in_replay = true;
    }
    for (go::Color col : {go::Color::Black, go::Color::White})
        if (!c.replay.loser && !warned_out && warnings[go::index(col)] >= c.rules.warnings_to_lose) warned_out = col;
    if (c.replay.loser && !warned_out) {
        v.kind = Kind::LossByFoul;
        v.winner = go::opponent(*c.replay.loser);
        v.result = sgf_winner(v.winner) + "+F";
        v.headline = fmt::format("{} loses the game by the illegal move {} ({} rules): {} wins ({}).",
                                 color_name(*c.replay.loser), c.replay.lost_at_move.value_or(0), c.rules.name,
                                 color_name(v.winner), *v.result);
    } else if (warned_out) {
        v.kind = Kind::LossByWarnings;
        v.winner = go::opponent(*warned_out);
        v.result = sgf_winner(v.winner) + "+F";
        v.headline = fmt::format("{} loses the game by two warnings (C-Art 24.2): {} wins ({}).",
                                 color_name(*warned_out), color_name(v.winner), *v.result);
        if (!warned_in_replay)
            v.reasons.push_back({std::nullopt, "C-Art 24.2",
                                 fmt::format("{} has {} warnings, which loses the game.", color_name(*warned_out),
                                             warnings[go::index(*warned_out)])});
    } else if (c.replay.cycle_ruling || c.replay.no_result) {
        auto ruling = c.replay.cycle_ruling.value_or(rules::CycleRule::NoResult);
        std::string article = c.rules.scoring == rules::Scoring::Territory ? "J-Art 12" : "C-Art 20.3";
        if (ruling == rules::CycleRule::Draw) {
            v.kind = Kind::Draw;
            v.result = "0";
            v.headline = "Draw: the game ends inside a repeating cycle, which the competition rules a draw.";
        } else {
            v.kind = Kind::NoResult;
            v.result = "Void";
            v.headline = ruling == rules::CycleRule::Replay
                             ? "No result: the game ends inside a repeating cycle and is to be replayed."
                             : "No result: the game ends inside a repeating cycle that neither player left.";
        }
        v.reasons.push_back({std::nullopt, article,
                             "The final position, with the same player to move, occurred before: " +
                                 std::string(ruling == rules::CycleRule::Draw ? "the game is drawn."
                                             : ruling == rules::CycleRule::Replay ? "the game is replayed."
                                                                                  : "the game has no result.")});
    } else if (!c.count && c.record.result &&
               (c.record.result->kind == game::ResultKind::Resign || c.record.result->kind == game::ResultKind::Time ||
                c.record.result->kind == game::ResultKind::Forfeit)) {
        auto k = c.record.result->kind;
        v.kind = k == game::ResultKind::Resign ? Kind::Resignation : k == game::ResultKind::Time ? Kind::Time : Kind::Forfeit;
        v.winner = c.record.result->winner;
        v.result = sgf_winner(v.winner) + (k == game::ResultKind::Resign ? "+R" : k == game::ResultKind::Time ? "+T" : "+F");
        std::string how = k == game::ResultKind::Resign ? "by resignation" : k == game::ResultKind::Time ? "on time" : "by forfeit";
        v.headline = fmt::format("{} wins {} ({}), as recorded.", color_name(v.winner), how, *v.result);
        v.reasons.push_back({std::nullopt, k == game::ResultKind::Resign ? "C-Art 7.2" : "",
                             fmt::format("The record ends {} (RE[{}]); no count is needed.", how, c.record.result->text)});
    } else if (c.count && c.count->result) {
        const score::Breakdown& b = *c.count;
        v.result = *b.result;
        v.winner = b.winner.value_or(go::Color::Empty);
        v.kind = b.winner ? Kind::Count : Kind::Draw;
        v.headline = fmt::format("{} ({}).", score::describe(b), *b.result);
        if (c.replay.ended_by_passes)
            v.reasons.push_back({c.replay.moves, "C-Art 7.3", "The game ended with two consecutive passes."});
        v.reasons.push_back({std::nullopt, b.scoring == rules::Scoring::Area ? "C-Art 9, 11" : "J-Art 9",
                             fmt::format("Count ({} rules, {}): Black {}, White {}, komi {}{}, {} dead stone{} ({}): {}.",
                                         c.rules.name, b.scoring == rules::Scoring::Area ? "area" : "territory",
                                         b.black.total, b.white.total, b.komi, b.compensation > 0
                                             ? fmt::format(" + {} handicap compensation", b.compensation) : "",
                                         b.dead.size(), b.dead.size() == 1 ? "" : "s", score::to_string(b.dead_source),
                                         score::describe(b))});
    } else {
        v.kind = Kind::Undecided;
        v.headline = "No ruling can be made from this record" +
                     (c.not_counted_reason.empty() ? std::string(".") : ": " + c.not_counted_reason + ".");
    }

    score::Comparison cmp = c.count ? score::compare(*c.count, c.record.result) : score::Comparison{};
    v.agrees_with_record = same_as_record(v, cmp, c.record.result);
    if (!c.record.result)
        v.record_note = "The record gives no result (no RE).";
    else if (v.agrees_with_record)
        v.record_note = fmt::format("The recorded result {} is upheld.", c.record.result->text);
    else
        v.record_note = fmt::format("The recorded result {} is not upheld.", c.record.result->text);
    return v;
}

}  // namespace kifu::judge
