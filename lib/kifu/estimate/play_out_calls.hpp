#pragma once
// What a play-out means for the count: whether the record stopped in the middle game, and which dead-stone calls the
// finished position is counted with.

#include <kifu/estimate/finish.hpp>
#include <kifu/go/board.hpp>
#include <kifu/score/dead_stones.hpp>

namespace kifu::estimate {

// A play-out move worth this many points or more is no late endgame: the record stops in the middle game (on the
// counted records of the shared corpus, 40% of such counts name the wrong winner).
inline constexpr double middle_game_move = 6;

// A play-out move worth this many points or more may change life and death: the finished position is estimated again.
// A play-out of smaller moves settles boundaries only, and the calls made on the record's position count it as close to
// RE as new ones, in a third less time (bench/calibration, 2026-12-03: of 2,071 such play-outs of the shared corpus,
// 24.8% of the margins are off RE's by a point or more, 25.3% with the calls made again).
inline constexpr double life_and_death_move = 3;

// True when the play-out was a real fight: a move of middle_game_move points or more, or no finish within the move
// limit. RE cannot then be a count of the record's final position.
[[nodiscard]] bool middle_game(const Finish& played);

// The dead stones of a played-out game, and how many of the record's stones the two estimates judge differently.
struct SettledCalls {
    score::DeadStones dead;
    int disputed = 0;
};

// Whether the finished position must be estimated again: the play-out needed a move of life_and_death_move points or
// more, or did not finish.
[[nodiscard]] bool needs_new_calls(const Finish& played);

// The dead stones of a played-out game: the record's own stones keep the calls made on the record's final position
// `start` (`before`: the play-out settles boundaries, not life and death), the stones the play-out added or joined to a
// living chain (`revived`) take the calls made on the finished position (`after`), or live when there are none (the
// play-out never leaves a stone it can lose; `disputed` is then 0).
[[nodiscard]] SettledCalls calls_after_play_out(const go::Board& start, const Finish& played,
                                                const score::DeadStones& before, const score::DeadStones* after);

}  // namespace kifu::estimate
