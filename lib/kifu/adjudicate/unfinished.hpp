#pragma once
// What a record that stops before two passes needs before and after its count: the play-out that
// finishes it (estimate::finish), the note saying how it was counted, and whether its RE can be a
// count at all (a middle-game stop).

#include <kifu/adjudicate/options.hpp>
#include <kifu/adjudicate/outcome.hpp>

namespace kifu::adjudicate {

// Plays an unfinished record out when its dead stones were estimated (not with --as-it-stands):
// out.final becomes the finished position, out.dead the calls on it, out.played_out the moves.
void play_out(Outcome& out, const Options& options);
// A014 (played out) or A011 (counted as it stands) for a record that does not end with two passes.
void note_unfinished(Outcome& out);
// A013 and agreement "unfinished" when a record that stops before two passes stopped in the middle
// game (the estimate finds the position unfinished, or its play-out needed a middle-game move), so
// that its RE cannot be a count of its final position.
void judge_middle_game(Outcome& out);
// Whether the estimate found the position it called unfinished (E503).
[[nodiscard]] bool looks_unfinished(const Outcome& out);

}  // namespace kifu::adjudicate
