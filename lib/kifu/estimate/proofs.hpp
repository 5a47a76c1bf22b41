#pragma once
// What the estimate proves without playouts: unconditional life (Benson) and bent four.

#include <vector>

#include <kifu/estimate/position.hpp>

namespace kifu::estimate {

// Benson's algorithm for `color`; marks unconditionally alive chains and returns the regions
// they seal (every region whose bordering chains all live and to one of which it is vital).
[[nodiscard]] std::vector<std::vector<int>> benson(Position& pos, Cell color);

// Japanese ruling: a chain set sealed around an L-shaped four-point region in a corner, with the
// bend on the corner point and no liberty outside it, is dead (bent four in the corner).
void bent_four(Position& pos, const std::vector<char>& surrounded_alive);

// Nakade after a capture: a chain set whose only enclosed region holds opponent chains in atari (their liberty inside
// it) and empty points, where the space its capturing move leaves is a dead shape with the opponent to play the vital
// point (one to three points, a square or pyramid four, a bulky or crossed five, a rabbity six), has one eye there. It
// is dead when every other region it borders holds living opponent stones, no chain of its colour but dead ones joins
// it (through a shared liberty or a diagonal), and every opponent chain around it is called alive at least 90% sure (no
// capturing race) or is dead with its one liberty touching none of its chains (the stone that takes it stands apart:
// no second eye). Reads the calls made (Chain::status), sets Chain::nakade on the chains called dead so, and calls the
// stones inside alive.
void nakade(Position& pos);

}  // namespace kifu::estimate
