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

}  // namespace kifu::estimate
