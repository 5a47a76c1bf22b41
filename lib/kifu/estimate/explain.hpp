#pragma once
// The one-line explanation of a call on a group.

#include <string>
#include <vector>

#include <kifu/estimate/position.hpp>

namespace kifu::estimate {

// Where a group is: "Q16", the one of its stones nearest its middle (a group is named by a stone of its own).
[[nodiscard]] std::string describe_place(const Position& pos, const std::vector<int>& stones);

// The one-line reason for the call on a group; `playouts`: how many random games were tallied.
[[nodiscard]] std::string explain(const Position& pos, const std::vector<int>& group_chains,
                                  const std::vector<int>& stones, Cell color, Status status, int playouts);

}  // namespace kifu::estimate
