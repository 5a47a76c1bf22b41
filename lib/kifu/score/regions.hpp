#pragma once
// The final position as regions: living stones, territory, dame and seki, once dead stones are off.

#include <cstdint>
#include <span>
#include <vector>

#include <kifu/go/board.hpp>
#include <kifu/go/color.hpp>
#include <kifu/go/grid.hpp>
#include <kifu/go/point.hpp>

namespace kifu::score {

// What a point is worth at counting. Points under dead stones are classified like empty points.
enum class PointKind : std::uint8_t {
    BlackStone,      // a living black stone
    WhiteStone,      // a living white stone
    BlackTerritory,  // in an empty region that touches living black stones only
    WhiteTerritory,  // in an empty region that touches living white stones only
    Dame,            // neutral: touches both colours and can be filled
    Seki,            // neutral: neither side can fill it without self-atari (RULES.md §3)
};

// Per-point classification of a final position (every grid has the board's shape).
struct Regions {
    int width = 0;
    int height = 0;
    go::Grid<go::Color> live;           // living stones (dead stones removed)
    go::Grid<PointKind> kind;           // what each point counts as
    go::Grid<int> region;               // empty-region id of each non-stone point, -1 on stones
    go::Grid<std::uint8_t> seki_chain;  // 1 on a living stone whose chain touches a Seki point
    go::Grid<std::uint8_t> seki_eye;    // 1 on a territory point whose region borders a chain in seki

    // The index of an on-board point.
    [[nodiscard]] int index(go::Point p) const { return static_cast<int>(kind.index(p)); }
    // The point at an index.
    [[nodiscard]] go::Point point(int i) const { return kind.point(static_cast<std::size_t>(i)); }
    // The classification of an on-board point.
    [[nodiscard]] PointKind at(go::Point p) const { return kind[p]; }
};

// Removes `dead` (off-board or empty points are ignored), flood-fills the empty regions and
// recognises seki (see find_seki).
[[nodiscard]] Regions analyse(const go::Board& board, std::span<const go::Point> dead);

}  // namespace kifu::score
