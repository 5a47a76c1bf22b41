#pragma once
// What a board diagram shows, independent of how it is drawn (text, SVG).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <kifu/go/board.hpp>
#include <kifu/go/grid.hpp>
#include <kifu/go/point.hpp>

namespace kifu::report {

// A mark on one point; a point may carry several (e.g. Dead and WhiteTerritory).
enum class Mark : std::uint8_t {
    None,
    LastMove,
    Ko,
    Dead,
    BlackTerritory,
    WhiteTerritory,
    Dame,
    Seki,
    Illegal,    // where a void move was tried
    PlayedOut,  // a stone kifu added when it played an unfinished game out
    Unclaimed   // an enclosed point the count leaves out (one that must be filled, or the markup leaves out)
};

// "last move", "ko", "dead", "black territory", "white territory", "dame", "seki", "illegal move",
// "played out", "not territory", "none".
[[nodiscard]] std::string_view to_name(Mark mark);

// Inclusive rectangle of points: columns left..right, rows top..bottom (0-based, row 0 at the top as in SGF).
struct Region {
    int left = 0;
    int top = 0;
    int right = 0;
    int bottom = 0;

    [[nodiscard]] int width() const { return right - left + 1; }
    [[nodiscard]] int height() const { return bottom - top + 1; }
    [[nodiscard]] bool contains(go::Point p) const {
        return p.x >= left && p.x <= right && p.y >= top && p.y <= bottom;
    }
    friend bool operator==(const Region&, const Region&) = default;
};

// A position to draw with its marks, one-glyph labels (e.g. "A", "1"), a caption and an optional crop.
struct Diagram {
    // A diagram of `position` with no marks, labels, caption or crop.
    explicit Diagram(go::Board position) : board(std::move(position)) {}

    go::Board board;
    std::vector<std::pair<go::Point, Mark>> marks;
    std::vector<std::pair<go::Point, std::string>> labels;
    std::string caption;
    std::optional<Region> crop;  // a sub-rectangle for small before/after diagrams
};

// The whole board as a region.
[[nodiscard]] Region full_region(const go::Board& board);

// The area a diagram shows: its crop clipped to the board, or the whole board (also when the crop misses it).
[[nodiscard]] Region visible_region(const Diagram& diagram);

// The (2 * radius + 1)-point square around `centre`, shifted (then clipped) to fit the board; a side
// within 2 points of the board's edge is extended to that edge. An off-board centre is clamped first.
[[nodiscard]] Region crop_around(const go::Board& board, go::Point centre, int radius);

// Whether any mark of kind `mark` lies on p.
[[nodiscard]] bool has_mark(const Diagram& diagram, go::Point p, Mark mark);

// Marks per point as bit sets (bit 1 << Mark); off-board marks are ignored.
[[nodiscard]] go::Grid<std::uint16_t> mark_bits(const Diagram& diagram);

// Whether the bit set from mark_bits holds `mark`.
[[nodiscard]] constexpr bool holds(std::uint16_t bits, Mark mark) {
    return (bits >> static_cast<unsigned>(mark)) & 1U;
}

// Hoshi (star points) of 9x9, 13x13 and 19x19 boards; none for other sizes.
[[nodiscard]] std::vector<go::Point> hoshi_points(int width, int height);

// Column name as in go::to_human ("A".."Z" without I, then "AA", "AB", ...).
[[nodiscard]] std::string column_name(int x);

// Row name as in go::to_human: rows count from the bottom, 1-based.
[[nodiscard]] std::string row_name(int y, int height);

}  // namespace kifu::report
