#pragma once
// The one-line explanation of a call on a group.

#include <string>
#include <vector>

#include <kifu/estimate/position.hpp>

namespace kifu::estimate {

// "Q16" or the span "Q16–R17" (lower left to upper right) of a set of cells.
[[nodiscard]] std::string describe_place(const Position& pos, const std::vector<int>& stones);

// The one-line reason for the call on a group; `playouts`: how many random games were tallied.
[[nodiscard]] std::string explain(const Position& pos, const std::vector<int>& group_chains,
                                  const std::vector<int>& stones, Cell color, Status status, int playouts);

}  // namespace kifu::estimate
