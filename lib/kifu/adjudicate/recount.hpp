#pragma once
// Counting a record's final position again, other ways, to see what its own count (RE) shows of how its players
// counted a game that ends with two passes: the other counting (area or territory), the dead stones they agreed on
// (none, or one of the estimate's uncertain calls turned), or a sure call they may have agreed otherwise.

#include <optional>
#include <string>

#include <kifu/adjudicate/options.hpp>
#include <kifu/adjudicate/outcome.hpp>
#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/rules/choice.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_stones.hpp>

namespace kifu::adjudicate {

// How the game is counted under `rules`: the record's komi and handicap (or --komi) and the referee's penalty stones.
[[nodiscard]] score::Settings count_settings(const Outcome& out, const rules::Rules& rules, const Options& o);

// When the record does not say how its players counted (rules inferred from the komi or a server alone, or assumed:
// rules::Choice::counting_open), the count of the same position and dead stones the other way (area for territory,
// or the reverse; in a handicap game also by area with each compensation the area rulesets give: none, one point less
// than the stones, a point a stone), when it names the other winner: how ("the record names no rules and counted by
// territory it is W+0.5"); the winner then rests on a guess of the rules. Else empty, also when RE is the count: they
// counted so.
[[nodiscard]] std::string other_counting_winner(const Outcome& out, const Options& o);

// When an even game's record has no KM (not Fox's KM[0], its default) and the count assumed the ruleset's komi: how
// another komi its counting has used names the other winner, the nearest such komi ("the record has no KM: komi 6.5 is
// assumed, and with komi 5.5 it is B+0.5"; by territory 4.5, 5.5 and 6.5, by area 5.5 to 8). When its KM is none of
// those and RE names the other winner by exactly the count with one of them: that ("RE[B+3.5] is the count with komi
// 6.5, not with KM[11]: ..."). Else empty.
[[nodiscard]] std::string other_komi_winner(const Outcome& out);

// The dead stones RE shows the players agreed on, where kifu's estimate counts otherwise (A016: none dead; A017: one of
// its uncertain calls the other way), and the words that say how.
struct ShownDead {
    score::DeadStones dead;
    diag::Code code;
    std::string how;  // "none by the players' count: ...", said in place of the source
};

// Whether a record's own count (RE) may show how its players counted: RE is a count with a margin, the main line ends
// with a pass, and the rules were inferred from the komi or a server alone, or assumed (rules::Choice::counting_open).
[[nodiscard]] bool re_may_show_counting(const game::Record& record, const rules::Choice& choice);
// Whether a record's own count (RE) may show which stones its players agreed were dead (none, or a group the estimate
// is unsure of): kifu estimates the dead stones (dead_estimated), RE is a count with a margin and the main line ends
// with a pass.
[[nodiscard]] bool re_may_show_dead(const game::Record& record, const Options& o);

// How RE shows the players counted a game the other way (area instead of territory, or the reverse).
struct CountingShown {
    rules::Choice choice;           // the other counting's rules (rules::other_counting)
    std::optional<ShownDead> dead;  // every stone alive (A016), when RE is that count the other way; else the dead
                                    // stones are found again as they were
};

// When a game that ends with two passes, its rules inferred from the komi or a server alone or assumed, counts to a
// margin other than RE's under them and to RE's exactly the other way on the same position, with the same dead stones
// or, by area when kifu estimated them, with every stone alive (a computer match scored as Tromp-Taylor scores, its
// engines passing with dead stones left on the board): RE is the players' count, so they counted the other way.
// Nullopt otherwise (a played-out count is too rough to tell).
[[nodiscard]] std::optional<CountingShown> counting_shown_by_re(const Outcome& out, const Options& o);

// The dead stones RE shows the players agreed on, where a game that ends with two passes, whose dead stones kifu
// estimated, counts to a margin other than RE's: every stone alive (A016: the players marked none dead; KGS counts
// only the stones its players mark, CGOS none), else the estimate with one of its calls less sure than the uncertain
// line (E501) turned, the least sure first (A017), when that counts to RE's margin exactly (C-Art 8: dead stones are
// what the players agree on). Nullopt otherwise. On the shared corpus a call turned gives RE on 9 of the 35 uncertain
// calls of such games, and RE shifted by a point or more on 0.25% of them: a match is no chance.
[[nodiscard]] std::optional<ShownDead> dead_shown_by_re(const Outcome& out, const Options& o);

// When a game that ended with two passes, its dead stones estimated, has an RE that names the other winner with a
// margin (out.comparison is WinnerDiffers; one by the count's own margin is WinnerSwapped, A018, and left out)
// and is exactly the count with one of the estimate's sure calls (at least uncertain_below) turned: how, else empty.
// The players may have agreed on that group otherwise (C-Art 8), but a sure call turned also gives RE by chance, so
// this only makes the winner uncertain (the uncertain calls are dead_shown_by_re's). On the shared corpus (2026-12-04,
// --dead-stones estimate) 4 such games name the other winner, where RE shifted by 1 or 2 points finds 0 to 2.
[[nodiscard]] std::string sure_call_turned_to_re(const Outcome& out, const Options& o);

}  // namespace kifu::adjudicate
