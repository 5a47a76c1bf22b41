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

namespace {

// Warnings per colour, from the record and the referee, and who reached the number that loses.
struct Warnings {
    std::array<int, 2> count{};
    std::optional<go::Color> out;  // the colour that reached rules.warnings_to_lose
    bool out_in_replay = false;    // the replay's own warnings did it (its event says so)
};

// Step 1: every event of the record a referee must hear, in move order.
void list_events(const Case& c, Verdict& v) {
    for (const auto& e : c.replay.events)
        if (matters(e))
            v.reasons.push_back({e.move > 0 ? std::optional<int>(e.move) : std::nullopt, e.article, event_sentence(e)});
}

// Step 2: the referee's warnings, what the warnings and penalty stones cost at counting, and whether
// someone has the warnings that lose. Referee warnings have no move: they count after everything
// the record shows.
Warnings tally_warnings(const Case& c, Verdict& v) {
    Warnings w;
    w.count = c.replay.warnings;
    for (const auto& rw : c.referee_warnings) {
        ++w.count[go::index(rw.color)];
        v.reasons.push_back({std::nullopt, "C-Art 17.4",
                             fmt::format("The referee warns {}{}: one warning.", color_name(rw.color),
                                         rw.reason.empty() ? "" : " (" + rw.reason + ")")});
    }
    for (go::Color col : {go::Color::Black, go::Color::White}) {
        const int n = w.count[go::index(col)];
        if (n > 0 && n < c.rules.warnings_to_lose)
            v.reasons.push_back({std::nullopt, "C-Art 24.1",
                                 fmt::format("{} has {} warning{}: {} penalty stone{} at counting.", color_name(col), n,
                                             n == 1 ? "" : "s", n, n == 1 ? "" : "s")});
        const int p = c.penalty_stones[go::index(col)];
        if (p > 0)
            v.reasons.push_back({std::nullopt, "C-Art 24.1",
                                 fmt::format("The referee gives {} penalty stone{} against {}.", p, p == 1 ? "" : "s",
                                             color_name(col))});
    }
    if (c.replay.loser && c.replay.warnings[go::index(*c.replay.loser)] >= c.rules.warnings_to_lose) {
        w.out = c.replay.loser;
        w.out_in_replay = true;
    }
    for (go::Color col : {go::Color::Black, go::Color::White})
        if (!c.replay.loser && !w.out && w.count[go::index(col)] >= c.rules.warnings_to_lose) w.out = col;
    return w;
}

// Step 3: a loss during play, by an illegal move or by warnings; false when there was none.
bool decide_by_loss(const Case& c, const Warnings& w, Verdict& v) {
    if (c.replay.loser && !w.out) {
        v.kind = Kind::LossByFoul;
        v.winner = go::opponent(*c.replay.loser);
        v.result = sgf_winner(v.winner) + "+F";
        v.headline = fmt::format("{} loses the game by the illegal move {} ({} rules): {} wins ({}).",
                                 color_name(*c.replay.loser), c.replay.lost_at_move.value_or(0), c.rules.name,
                                 color_name(v.winner), *v.result);
        return true;
    }
    if (!w.out) return false;
    v.kind = Kind::LossByWarnings;
    v.winner = go::opponent(*w.out);
    v.result = sgf_winner(v.winner) + "+F";
    v.headline = fmt::format("{} loses the game by two warnings (C-Art 24.2): {} wins ({}).", color_name(*w.out),
                             color_name(v.winner), *v.result);
    if (!w.out_in_replay)
        v.reasons.push_back(
            {std::nullopt, "C-Art 24.2",
             fmt::format("{} has {} warnings, which loses the game.", color_name(*w.out), w.count[go::index(*w.out)])});
    return true;
}

// Step 4: a repetition cycle the record ends in, as the rules (or the competition) rule it.
bool decide_by_cycle(const Case& c, Verdict& v) {
    if (!c.replay.cycle_ruling && !c.replay.no_result) return false;
    const auto ruling = c.replay.cycle_ruling.value_or(rules::CycleRule::NoResult);
    const std::string article = c.rules.scoring == rules::Scoring::Territory ? "J-Art 12" : "C-Art 20.3";
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
                             std::string(ruling == rules::CycleRule::Draw     ? "the game is drawn."
                                         : ruling == rules::CycleRule::Replay ? "the game is replayed."
                                                                              : "the game has no result.")});
    return true;
}

// Step 5: a recorded resignation, time loss or forfeit, when the game was not counted.
bool decide_by_recorded_end(const Case& c, Verdict& v) {
    if (c.count || !c.record.result) return false;
    const auto k = c.record.result->kind;
    if (k != game::ResultKind::Resign && k != game::ResultKind::Time && k != game::ResultKind::Forfeit) return false;
    v.kind = k == game::ResultKind::Resign ? Kind::Resignation
             : k == game::ResultKind::Time ? Kind::Time
                                           : Kind::Forfeit;
    v.winner = c.record.result->winner;
    v.result = sgf_winner(v.winner) + (k == game::ResultKind::Resign ? "+R"
                                       : k == game::ResultKind::Time ? "+T"
                                                                     : "+F");
    const std::string how = k == game::ResultKind::Resign ? "by resignation"
                            : k == game::ResultKind::Time ? "on time"
                                                          : "by forfeit";
    v.headline = fmt::format("{} wins {} ({}), as recorded.", color_name(v.winner), how, *v.result);
    v.reasons.push_back({std::nullopt, k == game::ResultKind::Resign ? "C-Art 7.2" : "",
                         fmt::format("The record ends {} (RE[{}]); no count is needed.", how, c.record.result->text)});
    return true;
}

// Step 6: the count, when it gives a result.
bool decide_by_count(const Case& c, Verdict& v) {
    if (!c.count || !c.count->result) return false;
    const score::Breakdown& b = *c.count;
    v.result = *b.result;
    v.winner = b.winner.value_or(go::Color::Empty);
    v.kind = b.winner ? Kind::Count : Kind::Draw;
    v.headline = fmt::format("{} ({}).", score::describe(b), *b.result);
    if (c.replay.ended_by_passes)
        v.reasons.push_back({c.replay.moves, "C-Art 7.3", "The game ended with two consecutive passes."});
    v.reasons.push_back(
        {std::nullopt, b.scoring == rules::Scoring::Area ? "C-Art 9, 11" : "J-Art 9",
         fmt::format("Count ({} rules, {}): Black {}, White {}, komi {}{}, {} dead stone{} ({}): {}.", c.rules.name,
                     b.scoring == rules::Scoring::Area ? "area" : "territory", b.black.total, b.white.total, b.komi,
                     b.compensation > 0 ? fmt::format(" + {} handicap compensation", b.compensation) : "",
                     b.dead.size(), b.dead.size() == 1 ? "" : "s", score::to_string(b.dead_source),
                     score::describe(b))});
    return true;
}

// Step 7: nothing decides the game.
void undecided(const Case& c, Verdict& v) {
    v.kind = Kind::Undecided;
    v.headline = "No ruling can be made from this record" +
                 (c.not_counted_reason.empty() ? std::string(".") : ": " + c.not_counted_reason + ".");
}

// Step 8: whether the ruling upholds RE, said in one sentence.
void compare_with_record(const Case& c, Verdict& v) {
    const score::Comparison cmp = c.count ? score::compare(*c.count, c.record.result) : score::Comparison{};
    v.agrees_with_record = same_as_record(v, cmp, c.record.result);
    if (!c.record.result)
        v.record_note = "The record gives no result (no RE).";
    else if (v.agrees_with_record)
        v.record_note = fmt::format("The recorded result {} is upheld.", c.record.result->text);
    else
        v.record_note = fmt::format("The recorded result {} is not upheld.", c.record.result->text);
}

}  // namespace

Verdict rule(const Case& c) {
    Verdict v;
    list_events(c, v);
    const Warnings warnings = tally_warnings(c, v);
    // The first decisive fact wins: a loss during play, a repetition cycle, the recorded end, the count.
    if (!decide_by_loss(c, warnings, v) && !decide_by_cycle(c, v) && !decide_by_recorded_end(c, v) &&
        !decide_by_count(c, v))
        undecided(c, v);
    compare_with_record(c, v);
    return v;
}

}  // namespace kifu::judge
