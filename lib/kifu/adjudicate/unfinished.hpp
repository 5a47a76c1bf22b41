#pragma once
// What a record that stops before two passes needs before and after its count: the play-out that
// finishes it (estimate::finish), the note saying how it was counted, and whether its RE can be a
// count at all (a middle-game stop).

#include <string>

#include <kifu/adjudicate/options.hpp>
#include <kifu/adjudicate/outcome.hpp>

namespace kifu::adjudicate {

// Plays an unfinished record out when its dead stones were estimated (not with --as-it-stands, nor when the
// estimate finds the position unfinished, E503): out.final becomes the finished position, out.dead the calls on
// it, out.played_out the moves; an unfinished record it does not play out gets the reason in out.as_it_stands.
void play_out(Outcome& out, const Options& options);
// A014 (played out) or A011 (counted as it stands) for a record that does not end with two passes.
void note_unfinished(Outcome& out);
// Agreement "unfinished" and out.not_a_count when a record that stops before two passes has an RE that
// cannot be a count of its final position: A015 when it was cut short (cut_short), else A013 when it
// stopped in the middle game (the estimate finds the position unfinished, or its play-out needed a
// middle-game move).
void judge_not_a_count(Outcome& out);
// Why a record with a counted RE that stops before two passes is not the whole game RE counts: a comment
// on its last node or its root says the moves that follow are not known ("No further moves known", "以下略"),
// or the server its PC names (KGS, CGOS) writes every counted game to its two passes. Empty otherwise.
[[nodiscard]] std::string cut_short(const Outcome& out);
// Whether the estimate found the position it called unfinished (E503).
[[nodiscard]] bool looks_unfinished(const Outcome& out);

}  // namespace kifu::adjudicate
