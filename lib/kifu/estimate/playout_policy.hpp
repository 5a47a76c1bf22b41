#pragma once
// The playout policy's tactics: shape replies, atari answers and nakade.

#include <vector>

#include <kifu/estimate/playout_board.hpp>

namespace kifu::estimate {

// True when the empty point p matches one of the 3x3 shapes worth playing next to the opponent's
// last move (hane, cuts, blocks on the edge; the MoGo playout shapes).
[[nodiscard]] bool shape_move(const PlayoutBoard& board, int p);

// The urgent move for `color` given `ataris` (a stone of each chain seen in atari; entries no longer
// in atari are dropped): capture the largest opponent chain in atari unless the capture can be taken
// back (ko, snapback), or save its own largest chain in atari (extending when that gives two
// liberties, else capturing a neighbour in atari), whichever concerns more stones; chains `doomed`
// (left in atari when the game ended; null once the first two moves are played) are not saved.
// -1 when nothing is urgent.
[[nodiscard]] int urgent_move(const PlayoutBoard& board, std::vector<int>& ataris, const std::vector<char>* doomed,
                              Cell color);

// Adds to `ataris` the chains at and next to p that are in atari.
void note_ataris(const PlayoutBoard& board, int p, std::vector<int>& ataris);

// The vital point of the space `captured` leaves behind (the captured points and the empty points
// joined to them): when that space has 3 to 6 points, is enclosed by `capturer`'s stones and has
// one point touching more of it than any other (straight or bent three, pyramid four, bulky and
// crossed five, rabbity six), the opponent plays there to keep it one eye (nakade); else -1.
[[nodiscard]] int nakade_point(const PlayoutBoard& board, const std::vector<int>& captured, Cell capturer);

// True when c at p would put in atari an opponent chain of 3 to 6 stones, touching no other chain
// of its colour, whose stones have a vital point, while c's big chain next to p, left short of
// liberties, has no other eye: taking that chain lets the opponent's nakade kill, and leaving it
// is a seki, so the playouts leave it.
[[nodiscard]] bool nakade_atari(const PlayoutBoard& board, int p, Cell c);

// A reply to the opponent's move at `last` in a race heading for seki: when it took a liberty of a
// chain of c (3 stones or more, 2 or 3 liberties) that shares two or more with an opponent chain
// (3 stones or more, 2 or 3 liberties), c takes that chain's outside liberty unless it is a
// self-atari, and neither can then approach. -1 when none.
[[nodiscard]] int seki_reply(const PlayoutBoard& board, int last, Cell c);

}  // namespace kifu::estimate
