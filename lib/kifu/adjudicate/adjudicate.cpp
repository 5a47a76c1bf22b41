#include <kifu/adjudicate/adjudicate.hpp>

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <kifu/adjudicate/codes.hpp>
#include <kifu/adjudicate/dead_stones.hpp>
#include <kifu/adjudicate/locate.hpp>
#include <kifu/adjudicate/recount.hpp>
#include <kifu/adjudicate/unfinished.hpp>
#include <kifu/estimate/codes.hpp>
#include <kifu/game/codes.hpp>
#include <kifu/score/codes.hpp>
#include <kifu/score/dead_sources.hpp>

namespace kifu::adjudicate {
namespace {

// Appends `more` to `ds`, naming `file` where a diagnostic has no file of its own.
void append_located(diag::Diagnostics& ds, const diag::Diagnostics& more, const std::string& file) {
    for (auto d : more) {
        if (d.loc.file.empty()) d.loc.file = file;
        ds.push_back(std::move(d));
    }
}

// Why a record's end rules out counting, or empty when it can be counted.
// A game is counted when it ends with two passes, or when RE records a count (Fox records never
// end with passes); a resignation, time loss, forfeit or unfinished record is not.
std::string uncountable_reason(const game::Record& record, const replay::Replay& replay,
                               const diag::Diagnostics& found) {
    if (record.no_game_tree) return "the file holds no game tree";
    if (replay.ended_by_passes) return {};
    if (!record.result) return "the record neither ends with two passes nor gives a result";
    switch (record.result->kind) {
        case game::ResultKind::Score:
        case game::ResultKind::Draw:
        case game::ResultKind::WinnerOnly:
            // No move, and no stone set up but the handicap: RE counts moves the record lacks.
            if (replay.moves == 0 && replay.board.stones(go::Color::White) == 0 &&
                replay.board.stones(go::Color::Black) <= record.handicap_stones)
                return fmt::format("the record has no moves: RE[{}] cannot be a count of its board",
                                   record.result->text);
            return {};
        case game::ResultKind::Resign:
            return fmt::format("the game ended by resignation (RE[{}])", record.result->text);
        case game::ResultKind::Time: return fmt::format("the game ended on time (RE[{}])", record.result->text);
        case game::ResultKind::Forfeit: return fmt::format("the game ended by forfeit (RE[{}])", record.result->text);
        case game::ResultKind::Uncounted: {
            // A count that Fox's RL[1] makes none (G414): the flag is the reason, not the margin.
            const bool flagged = diag::first_of(found, game::code::FoxUncounted) != nullptr;
            return fmt::format("RE[{}]{} records a {} without a count of the board", record.result->text,
                               flagged ? " with Fox's RL[1]" : "",
                               record.result->winner == go::Color::Empty ? "draw" : "win");
        }
        default:
            return fmt::format("the record does not end with two passes and RE[{}] is not a count",
                               record.result->text);
    }
}

// Step 1: the record, its rules and what reading it found.
void begin(Outcome& out, game::Record&& record, rules::Choice rules) {
    out.record = std::move(record);
    out.rules = std::move(rules);
    out.diagnostics = std::move(out.record.diagnostics);
    if (out.rules.note) out.diagnostics.push_back(*out.rules.note);
}

// Whether the options apply to this game; the usage error when one cannot (the game is then
// neither counted nor ruled).
bool options_apply(Outcome& out, const Options& o) {
    auto refuse = [&](diag::Diagnostic d) {
        if (d.loc.file.empty()) d.loc.file = out.record.file;
        out.usage_error = std::move(d);
        out.diagnostics.push_back(*out.usage_error);
        return false;
    };
    if (!o.warnings.empty() && out.rules.rules.warnings_to_lose <= 0)
        return refuse({code::NoWarnings,
                       {},
                       fmt::format("--warning: {} rules have no warnings (a referee's penalty is --penalty "
                                   "COLOR=N); no ruling",
                                   out.rules.rules.name),
                       std::nullopt});
    if (auto refusal = cycle_without_superko(out.rules.rules, out.record.file)) {
        refusal->message += "; no ruling";
        return refuse(*refusal);
    }
    // A referee's --dead item that is no point of this board is a typo, not a dead stone to skip.
    if (o.dead && out.record.width >= 1 && out.record.height >= 1 && out.record.width <= go::Board::max_size &&
        out.record.height <= go::Board::max_size) {
        const auto listed = score::dead_from_list(go::Board(out.record.width, out.record.height), *o.dead);
        for (const auto& d : listed.diagnostics)
            if (d.code == score::code::DeadNotAPoint) return refuse(d);
    }
    return true;
}

// Step 2: the replay under the rules, its events as diagnostics.
void replay_game(Outcome& out) {
    out.replay = replay::run(out.record, out.rules.rules);
    for (const auto& e : out.replay.events) out.diagnostics.push_back(replay::to_diagnostic(e, out.record.file));
}

// Step 3: what the warnings and penalties come to (the judge's, before the count).
void sanction(Outcome& out, const Options& o) {
    out.sanctions = judge::sanctions(out.record, out.replay, out.rules.rules, o.warnings, o.penalties);
    out.diagnostics.insert(out.diagnostics.end(), out.sanctions.diagnostics.begin(), out.sanctions.diagnostics.end());
}

// Step 4: the position the count is made on (the replay's last one).
FinalPosition final_position(const replay::Replay& replay) {
    return {replay.board, replay.captures, replay.to_move, replay.ko, replay.last_move};
}

// Why no count can decide a game that play, the warnings or a repetition cycle already decided
// (the row and its ruling then agree: no result from the count); empty when none did.
std::string decided_reason(const Outcome& out) {
    const replay::Replay& r = out.replay;
    const judge::Sanctions& s = out.sanctions;
    const bool foul_first = r.loser && (!s.lost_at_move || *r.lost_at_move <= *s.lost_at_move);
    if (foul_first)
        return fmt::format("the game was decided at move {}: {}'s illegal move loses it", *r.lost_at_move,
                           go::to_word(*r.loser));
    if (s.both_reached)
        return "both players reached the warnings that lose the game: which first is the referee's to say";
    if (s.lost_by_warnings && s.lost_at_move)
        return fmt::format("the game was decided at move {}: {}'s second warning loses it", *s.lost_at_move,
                           go::to_word(*s.lost_by_warnings));
    if (s.lost_by_warnings)
        // The last warning was the referee's (it carries no move); the others may be the record's own.
        return fmt::format("warnings lose the game for {}, the last of them the referee's",
                           go::to_word(*s.lost_by_warnings));
    if (r.cycle_ruling)
        return fmt::format("the game ends inside a repetition cycle: {}", rules::to_string(*r.cycle_ruling));
    if (r.ended_by_passes && r.end_by_repetition)
        return "the game did not finish: it ended only because moves repeating an earlier position were void";
    return {};
}

// Step 5: whether the game is still to be counted (nothing decided it during play, and its end
// allows a count); says why not.
bool countable(Outcome& out) {
    out.not_counted = decided_reason(out);
    if (out.not_counted.empty()) out.not_counted = uncountable_reason(out.record, out.replay, out.diagnostics);
    if (out.not_counted.empty() && !out.rules.rules.unmodelled.empty())
        out.not_counted = fmt::format("kifu does not model the {} of {} in a count", out.rules.rules.unmodelled,
                                      out.rules.rules.name);
    if (!out.not_counted.empty()) {
        // "missing" is a game without RE; a file without a game is not counted, like a game RE cannot be compared with
        out.comparison.agreement =
            out.record.result || out.record.no_game_tree ? score::Agreement::NotCounted : score::Agreement::Missing;
        return false;
    }
    return true;
}

// Step 6: the dead stones, from the options' source (or as RE shows them, when given); false (a usage error) when a
// referee's list names no stone of the final position.
bool find_dead(Outcome& out, const Options& o, const ShownDead* shown) {
    out.uncertain_below = o.estimate.uncertain_below;
    score::DeadStones dead =
        shown ? shown->dead : decide_dead(out.final, out.record, out.rules.rules, o, out.diagnostics);
    if (shown) {
        out.dead_by_record = shown->how;
        dead.diagnostics.push_back({shown->code, {}, "the dead stones are " + shown->how, std::nullopt});
    }
    append_located(out.diagnostics, dead.diagnostics, out.record.file);
    if (dead.source == score::DeadSource::List && dead.dead.empty()) {
        out.usage_error = diag::Diagnostic{score::code::DeadNamesNoStone,
                                           {out.record.file, 0, 0, 0},
                                           fmt::format("--dead {} names no stone of the final position (--alive-all "
                                                       "says that no stone is dead); no count, no ruling",
                                                       *o.dead),
                                           std::nullopt};
        out.diagnostics.push_back(*out.usage_error);
        return false;
    }
    out.dead = std::move(dead);
    return true;
}

// Step 7: an unfinished record is played out (the dead stones and the position become the
// finished game's), and said so.
void finish_unfinished(Outcome& out, const Options& o) {
    play_out(out, o);
    note_unfinished(out);
}

// How the TB/TW markup the count takes its dead stones from is no clear agreement: marked territory that the marker's
// living stones do not enclose (K105), the marker's own stones marked as its territory (K101), or markup that leaves
// out more enclosed points than it marks (K109: a token, such as one point each, not the players' count). Empty when
// it is one.
std::string markup_contradicted(const Outcome& out) {
    const score::Breakdown& b = *out.count;
    if (b.dead_source != score::DeadSource::Markup) return {};
    const std::size_t marked = b.black_territory.size() + b.white_territory.size();
    if (b.unclaimed.size() > marked)
        return fmt::format(
            "the TB/TW markup marks {} of the {} enclosed points as territory (K109): a token, not the "
            "players' count",
            marked, marked + b.unclaimed.size());
    const diag::Diagnostic* contradiction = diag::first_of(out.dead->diagnostics, score::code::MarkedOwnStone);
    if (!contradiction) contradiction = diag::first_of(b.diagnostics, score::code::MarkupMismatch);
    if (!contradiction) return {};
    return fmt::format("the TB/TW markup contradicts itself ({}: {})", contradiction->code.id, contradiction->message);
}

// How sure the count is of its winner; E504 when less than estimate::confident_from.
void rate_confidence(Outcome& out, const Options& o) {
    // Dame matter in a game the players ended by passing: elsewhere the record stopped before they were filled.
    const double points = static_cast<double>(out.final.board.width() * out.final.board.height());
    const double dame_share =
        out.replay.ended_by_passes ? static_cast<double>(out.count->dame_points.size()) / points : 0.0;
    const std::string turned = sure_call_turned_to_re(out, o);
    const std::string other_way = other_counting_winner(out, o);
    const std::string other_komi = other_komi_winner(out);
    const std::string contradicted = markup_contradicted(out);
    out.confidence = estimate::confidence(out.count->margin_points, *out.dead,
                                          {out.played_out ? &*out.played_out : nullptr, looks_unfinished(out),
                                           dame_share, cut_short(out), turned, other_way, other_komi, contradicted});
    if (!out.confidence->uncertain()) return;
    out.diagnostics.push_back(
        {estimate::code::UncertainWinner,
         {out.record.file, 0, 0, 0},
         fmt::format("the winner is uncertain (confidence {}): {}", estimate::confidence_text(out.confidence->value),
                     fmt::join(out.confidence->reasons, "; ")),
         std::nullopt});
}

// A018 when RE names the other winner by the count's own margin (score::Agreement::WinnerSwapped).
void note_swapped_winner(Outcome& out) {
    if (out.comparison.agreement != score::Agreement::WinnerSwapped) return;
    out.diagnostics.push_back(
        {code::WinnerSwapped,
         {out.record.file, 0, 0, 0},
         fmt::format("RE[{}] names {} the winner by the margin kifu counts for {} ({}): RE's winner looks written the "
                     "wrong way round",
                     out.record.result->text, go::to_word(out.record.result->winner),
                     go::to_word(out.count->winner.value_or(go::Color::Empty)), *out.count->result),
         std::nullopt});
}

// Step 8: the count, with the penalty stones and its confidence, compared with RE.
void count_game(Outcome& out, const Options& o) {
    out.count = score::count(out.final.board, out.final.captures, *out.dead, out.rules.rules,
                             count_settings(out, out.rules.rules, o));
    append_located(out.diagnostics, out.count->diagnostics, out.record.file);
    out.comparison = score::compare(*out.count, out.record.result, out.played_out.has_value());
    if (out.played_out) out.margin_error = estimate::margin_error(*out.played_out, *out.dead);
    if (out.count->result)
        rate_confidence(out, o);  // reads the comparison (sure_call_turned_to_re)
    else
        out.not_counted = "the dead stones are unknown";
    judge_not_a_count(out);
    note_swapped_winner(out);
}

// The count rests on kifu's guess of the dead stones: an estimate that played the game out or made a call that is no
// proof (Benson's unconditional life and proven death are proofs).
bool guessed_dead(const Outcome& out) {
    if (!out.count || out.count->dead_source != score::DeadSource::Estimated || !out.dead) return false;
    return out.played_out || std::any_of(out.dead->groups.begin(), out.dead->groups.end(),
                                         [](const score::GroupCall& g) { return g.confidence < 1.0; });
}

// Step 9: the ruling.
void rule_game(Outcome& out) {
    judge::Case c{out.record,     out.rules.rules, out.replay, out.sanctions, out.count ? &*out.count : nullptr,
                  out.not_counted};
    c.played_out = out.played_out ? &*out.played_out : nullptr;
    c.as_it_stands = out.as_it_stands;
    c.confidence = out.confidence ? &*out.confidence : nullptr;
    c.not_a_count = out.not_a_count;
    c.guessed_dead = guessed_dead(out);
    if (out.rules.guessed())
        c.guessed_rules = fmt::format("{}, {}", out.rules.rules.name, rules::to_string(out.rules.origin));
    c.dead_by_record = out.dead_by_record;
    out.verdict = judge::rule(c);
}

// Steps 1 to 9 under the rules `choice` (with the dead stones RE shows, when given).
Outcome adjudicate_under(game::Record&& record, const Options& options, rules::Choice choice,
                         const ShownDead* shown = nullptr) {
    Outcome out;
    begin(out, std::move(record), std::move(choice));
    if (!options_apply(out, options)) return out;
    replay_game(out);
    sanction(out, options);
    out.final = final_position(out.replay);
    if (countable(out)) {
        if (!find_dead(out, options, shown)) return out;
        finish_unfinished(out, options);
        count_game(out, options);
    }
    rule_game(out);
    return out;
}

}  // namespace

rules::Choice choose_rules(const game::Record& record, const RulesOptions& options) {
    return rules::choose(record, options.rules, options.cycle);
}

std::optional<diag::Diagnostic> cycle_without_superko(const rules::Rules& rules, const std::string& file) {
    // --cycle illegal voids a move that repeats the position (C-Art 20); rules with only the basic ko rule make no
    // repetition illegal, and would have to invent the sanction.
    if (rules.cycle != rules::CycleRule::Illegal || rules.ko != rules::KoRule::Simple) return std::nullopt;
    return diag::Diagnostic{code::NoRepetitionRule,
                            {file, 0, 0, 0},
                            fmt::format("--cycle illegal: {} rules have only the basic ko rule, so a repetition is no "
                                        "illegal move under them (a cycle left unbroken is no result); use --cycle "
                                        "no-result, draw or replay, or --rules chinese",
                                        rules.name),
                            std::nullopt};
}

namespace {

// adjudicate() before its findings are located: once, or again under what RE shows the players counted.
Outcome adjudicate_record(game::Record&& record, const Options& options) {
    rules::Choice choice = choose_rules(record, options.rules);
    std::optional<game::Record> spare;  // for a second adjudication, as RE shows the players counted
    if (re_may_show_counting(record, choice) || re_may_show_dead(record, options)) spare = record;
    Outcome out = adjudicate_under(std::move(record), options, std::move(choice));
    if (!spare) return out;
    if (auto other = counting_shown_by_re(out, options)) {
        Outcome recounted = adjudicate_under(std::move(*spare), options, std::move(other->choice),
                                             other->dead ? &*other->dead : nullptr);
        return recounted.comparison.agreement == score::Agreement::Match ? recounted : out;
    }
    if (auto shown = dead_shown_by_re(out, options)) {
        Outcome recounted = adjudicate_under(std::move(*spare), options, out.rules, &*shown);
        if (recounted.comparison.agreement == score::Agreement::Match) return recounted;
    }
    return out;
}

}  // namespace

Outcome adjudicate(game::Record&& record, const Options& options) {
    Outcome out = adjudicate_record(std::move(record), options);
    locate(out.diagnostics, out.record);
    locate(out.usage_error, out.record);
    return out;
}

std::vector<std::string> uncertain_calls(const Outcome& out) {
    std::vector<std::string> calls;
    if (out.dead && out.dead->source == score::DeadSource::Estimated)
        for (const auto& call : out.dead->groups)
            if (call.confidence < out.uncertain_below) calls.push_back(call.reason);
    if (out.confidence && out.confidence->uncertain())
        calls.push_back(fmt::format("the winner (confidence {})", estimate::confidence_text(out.confidence->value)));
    return calls;
}

bool counted(const Outcome& out) { return out.count && out.count->result; }

}  // namespace kifu::adjudicate
