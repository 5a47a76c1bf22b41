#include <kifu/judge/verdict.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <kifu/judge/other_rules.hpp>
#include <kifu/replay/codes.hpp>
#include <kifu/util/number.hpp>

namespace kifu::judge {
namespace {

// "Move 22, White: <the event's message>." (the message names the point itself).
std::string event_sentence(const replay::Event& e) {
    std::string where;
    if (e.move > 0 && e.code != replay::code::SetupAfterStart) where = fmt::format("Move {}", e.move);  // it says when
    if (e.color != go::Color::Empty)
        where += std::string(where.empty() ? "" : ", ") + std::string(go::to_word(e.color));
    std::string text = where.empty() ? e.message : where + ": " + e.message;
    if (where.empty() && !text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
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

bool sanctions_irregularity(const Verdict& v, const Sanctions& s) {
    return v.kind == Kind::LossByFoul || v.kind == Kind::LossByWarnings ||
           s.warnings[0] + s.warnings[1] + s.penalty_stones[0] + s.penalty_stones[1] > 0;
}

std::string_view to_string(RecordRuling ruling) {
    switch (ruling) {
        case RecordRuling::Upheld: return "upheld";
        case RecordRuling::NotUpheld: return "not-upheld";
        case RecordRuling::Neither: return "neither";
        case RecordRuling::NoRecord: return "no-record";
    }
    return "no-record";
}

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

// How the game ended by two passes, saying when a forfeited turn was one of them (a referee may
// overrule an end that a void move made).
std::string end_by_passes(const replay::Replay& r) {
    const auto [first, second] = r.end_forfeits;
    if (!first && !second) return "The game ended with two consecutive passes.";
    const std::string which = first && second ? "both of them forfeited turns"
                              : first         ? "the first of them a forfeited turn"
                                              : "the second of them a forfeited turn";
    return "The game ended with two consecutive passes, " + which +
           " (a void move counts as a pass): a forfeit ended it, and a referee may overrule that.";
}

// Step 1: every event of the record a referee must hear, in move order, and where the record's
// own warnings lose the game, that loss right after the event that did it.
void list_events(const Case& c, Verdict& v) {
    if (c.record.start == game::Start::Restored)
        v.reasons.push_back({std::nullopt, "",
                             fmt::format("The record gives HA[{0}] but sets up no stone and White moves first: the "
                                         "{0} handicap stones were lost; they are put back on their standard points "
                                         "and the ruling rests on that.",
                                         c.record.handicap)});
    const auto& losses = c.sanctions.loss_reasons;
    const bool by_move = c.sanctions.lost_at_move.has_value();
    bool loss_said = !by_move;
    // The move that decided the game during play (a foul that loses, or the losing warning): what the
    // record shows after it is no irregularity of its own.
    constexpr int open = std::numeric_limits<int>::max();
    int decided = c.replay.loser ? c.replay.lost_at_move.value_or(open) : open;
    if (by_move) decided = std::min(decided, *c.sanctions.lost_at_move);
    std::vector<int> later;
    for (const auto& e : c.replay.events) {
        if (!loss_said && e.move > *c.sanctions.lost_at_move) {
            v.reasons.insert(v.reasons.end(), losses.begin(), losses.end());
            loss_said = true;
        }
        if (!matters(e)) continue;
        if (e.move > decided) {
            if (later.empty() || later.back() != e.move) later.push_back(e.move);
            continue;
        }
        v.reasons.push_back({e.move > 0 ? std::optional<int>(e.move) : std::nullopt, e.article, event_sentence(e)});
    }
    if (!loss_said) v.reasons.insert(v.reasons.end(), losses.begin(), losses.end());
    if (!later.empty()) {
        std::string moves;
        for (int m : later) moves += (moves.empty() ? "" : ", ") + std::to_string(m);
        v.reasons.push_back({std::nullopt, "",
                             fmt::format("The game was decided at move {}: what the record shows after it changes "
                                         "nothing (irregular moves later: {}).",
                                         decided, moves)});
    }
    v.reasons.insert(v.reasons.end(), c.sanctions.reasons.begin(), c.sanctions.reasons.end());
}

// Step 2: a loss during play, by an illegal move or by warnings; false when there was none.
bool decide_by_loss(const Case& c, Verdict& v) {
    if (c.sanctions.both_reached) {
        v.kind = Kind::Undecided;
        v.headline = fmt::format(
            "Undecided: both players reached {} warnings{}, and the one who reached them first loses; the referee "
            "must say when the warnings were given.",
            c.rules.warnings_to_lose,
            c.rules.articles.warnings_lose.empty() ? "" : " (" + std::string(c.rules.articles.warnings_lose) + ")");
        v.reasons.insert(v.reasons.end(), c.sanctions.loss_reasons.begin(), c.sanctions.loss_reasons.end());
        return true;
    }
    const auto& out = c.sanctions.lost_by_warnings;
    if (c.replay.loser && !out) {
        v.kind = Kind::LossByFoul;
        v.winner = go::opponent(*c.replay.loser);
        v.result = std::string(1, go::to_char(v.winner)) + "+F";
        v.headline = fmt::format("{} loses the game by the illegal move {} ({} rules{}): {} wins ({}).",
                                 go::to_word(*c.replay.loser), c.replay.lost_at_move.value_or(0), c.rules.name,
                                 c.guessed_rules.empty() ? "" : ", which the record does not name",
                                 go::to_word(v.winner), *v.result);
        // Right after the reasons of the moves up to the foul.
        const int at = c.replay.lost_at_move.value_or(0);
        auto after = v.reasons.begin();
        for (auto it = v.reasons.begin(); it != v.reasons.end(); ++it)
            if (it->move && *it->move <= at) after = it + 1;
        v.reasons.insert(after, {c.replay.lost_at_move, std::string(c.rules.articles.foul),
                                 fmt::format("Under {} rules an illegal move loses the game on the spot: {} loses "
                                             "at move {}.",
                                             c.rules.name, go::to_word(*c.replay.loser), at)});
        return true;
    }
    if (!out) return false;
    v.kind = Kind::LossByWarnings;
    v.winner = go::opponent(*out);
    v.result = std::string(1, go::to_char(v.winner)) + "+F";
    const std::string_view article = c.rules.articles.warnings_lose;
    v.headline =
        fmt::format("{} loses the game by two warnings{}: {} wins ({}).", go::to_word(*out),
                    article.empty() ? "" : " (" + std::string(article) + ")", go::to_word(v.winner), *v.result);
    if (!c.sanctions.lost_at_move)
        v.reasons.insert(v.reasons.end(), c.sanctions.loss_reasons.begin(), c.sanctions.loss_reasons.end());
    return true;
}

// Step 3: a repetition cycle the record ends in, as the rules (or the competition) rule it.
bool decide_by_cycle(const Case& c, Verdict& v) {
    if (!c.replay.cycle_ruling && !c.replay.no_result) return false;
    const auto ruling = c.replay.cycle_ruling.value_or(rules::CycleRule::NoResult);
    const std::string article(replay::cycle_article(c.rules, ruling));
    // A cycle the record ends in, or one play left that RE[Void] says the players ended the game for.
    const std::string cycle = c.replay.cycle_by_void
                                  ? fmt::format("the position repeated during play, and RE[{}] records the game void",
                                                c.record.result ? c.record.result->text : "Void")
                                  : "the game ends inside a repeating cycle";
    if (ruling == rules::CycleRule::Draw) {
        v.kind = Kind::Draw;
        v.result = "0";
        v.headline = fmt::format("Draw: {}, which the competition rules a draw.", cycle);
    } else {
        v.kind = Kind::NoResult;
        v.result = "Void";
        v.headline = ruling == rules::CycleRule::Replay ? fmt::format("No result: {}; it is to be replayed.", cycle)
                     : c.replay.cycle_by_void
                         ? fmt::format("No result: {}.", cycle)
                         : "No result: the game ends inside a repeating cycle that neither player left.";
    }
    v.reasons.push_back(
        {std::nullopt, article,
         std::string(c.replay.cycle_by_void ? "The players recorded no result after the repetition: "
                                            : "The final position, with the same player to move, occurred before: ") +
             std::string(ruling == rules::CycleRule::Draw     ? "the game is drawn."
                         : ruling == rules::CycleRule::Replay ? "the game is replayed."
                                                              : "the game has no result.")});
    return true;
}

// What the count of a record that also ends with two passes says beside RE's resignation, time loss or forfeit:
// the player's own declaration (or the clock, or the forfeit) decides, and the count is only compared.
std::string count_beside_recorded_end(const Case& c, std::string_view how) {
    const std::string ended = fmt::format(
        "The record also ends with two passes at move {}, but RE records that the "
        "game ended {}: that decides it, before any count",
        c.replay.end_move.value_or(c.replay.moves), how);
    if (!c.count || !c.count->result) return ended + ".";
    const score::Breakdown& b = *c.count;
    const go::Color winner = b.winner.value_or(go::Color::Empty);
    const std::string same = winner == c.record.result->winner
                                 ? "the same winner"
                                 : fmt::format(
                                       "{}, not RE's winner; the recorded end still stands, and a referee "
                                       "who doubts it must ask the players",
                                       winner == go::Color::Empty ? "a draw" : "the other winner");
    const int penalties = c.sanctions.penalty_stones[0] + c.sanctions.penalty_stones[1];
    return fmt::format(
        "{}; the count gives {} ({}{}): {}.", ended, *b.result, b.winner ? score::describe(b) : "a draw",
        penalties == 0 ? std::string() : fmt::format(", {} included", util::count_of(penalties, "penalty stone")),
        same);
}

// Step 4: a recorded resignation, time loss or forfeit, counted or not: the player's own declaration decides.
bool decide_by_recorded_end(const Case& c, Verdict& v) {
    if (!c.record.result) return false;
    const auto k = c.record.result->kind;
    if (k != game::ResultKind::Resign && k != game::ResultKind::Time && k != game::ResultKind::Forfeit) return false;
    v.kind = k == game::ResultKind::Resign ? Kind::Resignation
             : k == game::ResultKind::Time ? Kind::Time
                                           : Kind::Forfeit;
    v.winner = c.record.result->winner;
    v.result = std::string(1, go::to_char(v.winner)) + (k == game::ResultKind::Resign ? "+R"
                                                        : k == game::ResultKind::Time ? "+T"
                                                                                      : "+F");
    const std::string how = k == game::ResultKind::Resign ? "by resignation"
                            : k == game::ResultKind::Time ? "on time"
                                                          : "by forfeit";
    v.headline = fmt::format("{} wins {} ({}), as recorded.", go::to_word(v.winner), how, *v.result);
    v.reasons.push_back({std::nullopt, k == game::ResultKind::Resign ? std::string(c.rules.articles.resignation) : "",
                         fmt::format("The record ends {} (RE[{}]); no count is needed.", how, c.record.result->text)});
    // Passes after the node holding RE (M121) are play after the recorded end: no part of the game, not counted.
    const bool played_after_re =
        std::any_of(c.replay.events.begin(), c.replay.events.end(),
                    [](const replay::Event& e) { return e.code.id == replay::code::PlayAfterResult.id; });
    if (c.replay.ended_by_passes && !played_after_re)
        v.reasons.push_back(
            {c.replay.end_move, std::string(c.rules.articles.passes), count_beside_recorded_end(c, how)});
    return true;
}

// Step 5: a game that did not finish — the players kept repeating a position (triple ko, eternal
// life, ...) and the moves void for repeating it are what ended it: no margin can be counted from
// it, and the referee must choose what the competition's rules allow (C-Art 20.3).
bool decide_unfinished(const Case& c, Verdict& v) {
    if (!c.replay.ended_by_passes || !c.replay.end_by_repetition) return false;
    std::string repeats;
    int n = 0;
    for (const auto& e : c.replay.events)
        if (e.code == replay::code::Superko && e.sanction != rules::Sanction::None) {
            repeats += (repeats.empty() ? "" : ", ") + std::to_string(e.move);
            ++n;
        }
    const std::string article(c.rules.articles.cycle);
    v.kind = Kind::Undecided;
    v.headline =
        "Undecided: the game did not finish. The players kept repeating the position, and moves void for "
        "repeating it ended the game without either player choosing to pass; the referee must rule on the cycle: "
        "no result, a draw or a replay.";
    v.reasons.push_back({c.replay.end_move, std::string(c.rules.articles.passes), end_by_passes(c.replay)});
    v.reasons.push_back({std::nullopt, article,
                         fmt::format("The position is not finished: {} {} (a repetition cycle such as a triple ko), "
                                     "so no count can give a margin.",
                                     n == 1 ? "move " + repeats : "moves " + repeats,
                                     n == 1 ? "recreates an earlier position" : "recreate earlier positions")});
    v.reasons.push_back({std::nullopt, article,
                         "Such a cycle is forbidden in principle, and the competition's rules decide what it means: "
                         "no result, a draw or a replay (kifu-judge --cycle no-result, --cycle draw or --cycle "
                         "replay gives each ruling)."});
    return true;
}

// How a record that stops without two passes was counted: played out first, or as it stands.
std::string stops_early(const Case& c) {
    const int last = c.replay.last_game_move();
    const std::string stop = last == 0 ? std::string("The record has no moves")
                                       : fmt::format("The record stops at move {} without two passes", last);
    if (!c.played_out)
        return stop + "; it is counted as it stands" + (c.as_it_stands.empty() ? "" : " (" + c.as_it_stands + ")") +
               ".";
    const std::size_t n = c.played_out->moves.size();
    const std::string scans = estimate::scans_disagree_text(*c.played_out);
    return fmt::format(
        "{}: it was played out ({}, the largest worth {}) before counting, so the margin is "
        "kifu's estimate of the finish{}.",
        stop, util::count_of(n, "move"), util::points(c.played_out->largest),
        scans.empty() ? scans : " (" + scans + ": the median is taken)");
}

// Whether the count decided the ruling: a win, or a draw that is no repetition cycle's.
bool by_count(const Case& c, const Verdict& v) {
    return v.kind == Kind::Count ||
           (v.kind == Kind::Draw && c.count && c.count->result == v.result && !c.replay.end_by_repetition);
}

// Black's lead in points that RE records (0 for a draw); none when RE gives no margin or is no count.
std::optional<double> recorded_lead(const Case& c) {
    if (!c.record.result) return std::nullopt;
    return c.record.result->kind == game::ResultKind::Draw ? 0.0 : c.record.result->black_lead();
}

// Whether the count differs from RE by its penalty stones alone: without them it is RE's count exactly (the players
// counted as kifu does, and left out the penalty). Such a count overturns RE however its dead stones or rules were
// found; any other difference may be theirs.
bool differs_by_penalties_alone(const Case& c) {
    if (!c.count) return false;
    const score::Breakdown& b = *c.count;
    const std::optional<double> recorded = recorded_lead(c);
    if (!recorded || (b.black.penalties == 0 && b.white.penalties == 0)) return false;
    const double without = b.margin_points - (b.black.penalties - b.white.penalties);
    return std::fabs(without - *recorded) < 1e-6;
}

// Whether the count is less sure of its winner than a confident result must be.
bool uncertain(const Case& c) { return c.confidence && c.confidence->uncertain(); }

// How far RE lies from the count, in points of Black's lead; none when RE gives no margin or is no count.
std::optional<double> distance_from_record(const Case& c) {
    const std::optional<double> recorded = recorded_lead(c);
    if (!c.count || !recorded) return std::nullopt;
    return std::fabs(c.count->margin_points - *recorded);
}

// A played-out count that differs from RE (its margin, or its winner too) by less than the play-out's error:
// the play-out cannot tell the two apart.
bool within_playout_error(const Case& c, const score::Comparison& cmp) {
    if (!c.played_out ||
        (cmp.agreement != score::Agreement::MarginDiffers && cmp.agreement != score::Agreement::WinnerDiffers))
        return false;
    const std::optional<double> distance = distance_from_record(c);
    return distance && *distance < estimate::playout_margin_error(*c.played_out);
}

// What lowers a confidence, as one phrase.
std::string doubts(const estimate::Confidence& confidence) {
    if (confidence.reasons.empty()) return "the count is close";
    return fmt::format("{}", fmt::join(confidence.reasons, "; "));
}

// Step 6: the count, when it gives a result.
bool decide_by_count(const Case& c, Verdict& v) {
    if (!c.count || !c.count->result) return false;
    const score::Breakdown& b = *c.count;
    v.result = *b.result;
    v.winner = b.winner.value_or(go::Color::Empty);
    v.kind = b.winner ? Kind::Count : Kind::Draw;
    // A played-out count is an estimate of how the game would have finished: the headline says so.
    v.headline = fmt::format("{} ({}){}.", b.winner ? score::describe(b) : "A draw", *b.result,
                             c.played_out ? ", by kifu's estimate of the finish" : "");
    if (!c.not_a_count.empty()) {
        // No count of a middle-game position, or of a record cut short, rules a game: the estimate is said, not ruled.
        v.headline =
            fmt::format("Undecided: {}, so no count of it can rule. kifu's estimate of {}: {} ({}){}.", c.not_a_count,
                        c.played_out ? "the finish" : "the position as it stands", score::describe(b), *v.result,
                        c.confidence ? fmt::format(", confidence {}", estimate::confidence_text(c.confidence->value))
                                     : std::string());
        v.kind = Kind::Undecided;
        v.result.reset();
        v.winner = go::Color::Empty;
    }
    if (c.replay.ended_by_passes)
        v.reasons.push_back({c.replay.end_move, std::string(c.rules.articles.passes), end_by_passes(c.replay)});
    else
        v.reasons.push_back({std::nullopt, "", stops_early(c)});
    v.reasons.push_back(
        {std::nullopt, std::string(c.rules.articles.count),
         fmt::format("Count ({} rules, {}): Black {}, White {}, komi {}{}, {} dead stone{} ({}): {}.", c.rules.name,
                     b.scoring == rules::Scoring::Area ? "area" : "territory", b.black.total, b.white.total, b.komi,
                     b.compensation > 0 ? fmt::format(" + {} handicap compensation", b.compensation) : "",
                     b.dead.size(), b.dead.size() == 1 ? "" : "s",
                     c.dead_by_record.empty() ? score::to_string(b.dead_source) : c.dead_by_record,
                     score::describe(b))});
    if (uncertain(c))
        v.reasons.push_back({std::nullopt, "",
                             fmt::format("The count is uncertain (confidence {}): {}.",
                                         estimate::confidence_text(c.confidence->value), doubts(*c.confidence))});
    return true;
}

// Step 7: nothing decides the game.
void undecided(const Case& c, Verdict& v) {
    v.kind = Kind::Undecided;
    v.headline = "No ruling can be made from this record" +
                 (c.not_counted_reason.empty() ? std::string(".") : ": " + c.not_counted_reason + ".");
}

// The move that decided the game during play (a foul that loses, or the losing warning), else the last one.
int decided_at(const Case& c) {
    int at = c.replay.loser ? c.replay.lost_at_move.value_or(c.replay.moves) : c.replay.moves;
    if (c.sanctions.lost_at_move) at = std::min(at, *c.sanctions.lost_at_move);
    return at;
}

// Why a ruling under rules the record does not name cannot overturn RE: it rests on a sanction the other
// candidate rules give otherwise, or on a count under those rules; empty when neither.
std::string guessed_rules_doubt(const Case& c, const Verdict& v) {
    if (c.guessed_rules.empty()) return {};
    const bool by_loss = v.kind == Kind::LossByFoul || v.kind == Kind::LossByWarnings;
    if (!by_loss && !by_count(c, v)) return {};
    if (const auto differs = sanction_differing(c.replay, c.rules, decided_at(c)))
        return fmt::format(
            "the ruling rests on rules the record does not name ({}), and the rules sanction its "
            "irregular moves differently ({})",
            c.guessed_rules, *differs);
    if (by_count(c, v) && !differs_by_penalties_alone(c))
        return fmt::format("kifu's count rests on rules the record does not name ({})", c.guessed_rules);
    return {};
}

// Step 8: whether the ruling upholds RE, said in one sentence.
void compare_with_record(const Case& c, Verdict& v) {
    const score::Comparison cmp =
        c.count ? score::compare(*c.count, c.record.result, c.played_out != nullptr) : score::Comparison{};
    const bool agrees = same_as_record(v, cmp, c.record.result);
    if (!c.record.result) {
        v.record = RecordRuling::NoRecord;
        v.record_note =
            c.record.no_game_tree ? "There is no record to give a result." : "The record gives no result (no RE).";
        return;
    }
    if (c.record.result->kind == game::ResultKind::Unknown) {  // RE[?]: the result is unknown, nothing to overturn
        v.record = RecordRuling::NoRecord;
        v.record_note = fmt::format("The record gives no result (RE[{}]: unknown).", c.record.result->text);
        return;
    }
    const std::string& re = c.record.result->text;
    v.record = RecordRuling::Neither;
    if (v.kind == Kind::Undecided && c.replay.ended_by_passes && c.replay.end_by_repetition)
        v.record_note = fmt::format(
            "The recorded result {} can be neither upheld nor overturned until the referee rules on the "
            "cycle.",
            re);
    else if (c.sanctions.both_reached)
        v.record_note = fmt::format(
            "The recorded result {} can be neither upheld nor overturned until the referee says which player reached "
            "the warnings that lose first.",
            re);
    else if (c.count && !c.not_a_count.empty())
        v.record_note = fmt::format(
            "The recorded result {} is neither confirmed nor overturned: {}, so RE cannot be a count of its final "
            "position.",
            re, c.not_a_count);
    else if (v.kind == Kind::Undecided)
        v.record_note = fmt::format(
            "The recorded result {} is neither confirmed nor overturned: no ruling can be made from the record.", re);
    else if (v.kind == Kind::Count && uncertain(c) && !agrees)
        v.record_note = fmt::format(
            "The recorded result {} is neither confirmed nor overturned: the count is uncertain (confidence {}).", re,
            estimate::confidence_text(c.confidence->value));
    else if (v.kind == Kind::Count && within_playout_error(c, cmp)) {
        const std::string distance = util::points(*distance_from_record(c));
        const std::string tail = "within what the play-out can tell, so it is neither confirmed nor overturned.";
        if (cmp.agreement == score::Agreement::MarginDiffers)
            v.record_note = fmt::format(
                "The recorded result {} names the same winner; its margin differs from kifu's estimate of the "
                "finish by {}, {}",
                re, distance, tail);
        else
            v.record_note =
                fmt::format("The recorded result {} {} lies only {} from kifu's estimate of the finish, {}", re,
                            c.record.result->kind == game::ResultKind::Draw ? "(a draw)" : "names the other winner but",
                            distance, tail);
    } else if (by_count(c, v) && !agrees && c.guessed_dead && !differs_by_penalties_alone(c))
        v.record_note = fmt::format(
            "The recorded result {} is neither confirmed nor overturned: kifu's count rests on its own estimate of "
            "{}the dead stones, not on the players' agreement{}; give them (--dead) to rule.",
            re, c.played_out ? "the finish and of " : "",
            c.rules.articles.dead_stones.empty() ? "" : fmt::format(" ({})", c.rules.articles.dead_stones));
    else if (const std::string doubt = agrees ? std::string() : guessed_rules_doubt(c, v); !doubt.empty())
        v.record_note = fmt::format(
            "The recorded result {} is neither confirmed nor overturned: {}; give them (--rules) to rule.", re, doubt);
    else if (c.record.result->kind == game::ResultKind::Other)
        v.record_note = fmt::format(
            "The recorded result {} is neither confirmed nor overturned: kifu does not understand it (G405), so it "
            "cannot be compared with the ruling.",
            re);
    else if (agrees) {
        v.record = RecordRuling::Upheld;
        v.record_note = v.kind == Kind::Count && uncertain(c)
                            ? fmt::format(
                                  "The recorded result {} agrees with the count, which is uncertain "
                                  "(confidence {}).",
                                  re, estimate::confidence_text(c.confidence->value))
                            : fmt::format("The recorded result {} is upheld.", re);
    } else {
        v.record = RecordRuling::NotUpheld;
        const bool same_winner = v.winner != go::Color::Empty && v.result && c.record.result->winner == v.winner;
        v.record_note = same_winner ? fmt::format("The recorded result {} is not upheld, though {} still wins ({}).",
                                                  re, go::to_word(v.winner), *v.result)
                                    : fmt::format("The recorded result {} is not upheld.", re);
    }
    if (cmp.agreement == score::Agreement::WinnerSwapped && c.not_a_count.empty())
        v.record_note += fmt::format(
            " It names {} the winner by the very margin of the count: its winner looks written "
            "the wrong way round.",
            go::to_word(c.record.result->winner));
}

// Penalty stones count only at counting (C-Art 24.1): when something else decides the game, a reason says they change
// nothing.
void note_unused_penalties(const Case& c, Verdict& v) {
    int stones = c.sanctions.penalty_stones[0] + c.sanctions.penalty_stones[1];
    // A loss by warnings says itself what its own warnings decided: the reason names the other stones.
    const bool lost = v.kind == Kind::LossByWarnings && c.sanctions.lost_by_warnings;
    if (lost) stones -= c.sanctions.warnings[go::index(*c.sanctions.lost_by_warnings)];
    if (v.kind == Kind::Count || stones <= 0) return;
    const std::string which = lost ? "other " : "";
    v.reasons.push_back({std::nullopt, std::string(c.rules.articles.penalty),
                         stones == 1 ? fmt::format("The {}penalty stone counts only at counting, and no count decides "
                                                   "this game: it changes nothing in the ruling.",
                                                   which)
                                     : fmt::format("The {} {}penalty stones count only at counting, and no count "
                                                   "decides this game: they change nothing in the ruling.",
                                                   stones, which)});
}

}  // namespace

Verdict rule(const Case& c) {
    Verdict v;
    list_events(c, v);
    // The first decisive fact wins: a loss during play, a repetition cycle, the recorded end, an end that only void
    // repetitions made, the count.
    if (!decide_by_loss(c, v) && !decide_by_cycle(c, v) && !decide_by_recorded_end(c, v) && !decide_unfinished(c, v) &&
        !decide_by_count(c, v))
        undecided(c, v);
    note_unused_penalties(c, v);
    compare_with_record(c, v);
    return v;
}

}  // namespace kifu::judge
