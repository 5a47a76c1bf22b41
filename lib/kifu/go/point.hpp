#pragma once
// Board coordinates: SGF letters and human (Q16-style) names.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kifu::go {

// x = column from the left, y = row from the top, both 0-based, exactly as SGF writes them ("aa" = 0,0).
// Values may lie outside a board (an off-board move is kept so replay can report it).
struct Point {
    std::int16_t x = 0;
    std::int16_t y = 0;

    friend constexpr bool operator==(Point, Point) = default;
    friend constexpr auto operator<=>(Point, Point) = default;
};

// "dd" for (3,3); uses a-z then A-Z (FF[4] boards up to 52); "(x,y)" beyond that.
[[nodiscard]] std::string to_sgf(Point p);
// "D16" on a board of `height` rows: columns skip I, rows count from the bottom (1-based);
// columns past Z continue AA, AB, ... (I skipped in both letters); "?" for a point off the board.
[[nodiscard]] std::string to_human(Point p, int height);
// Parses SGF ("dd") or human ("D16", "q16", "AA30") coordinates; nullopt unless on the board.
[[nodiscard]] std::optional<Point> point_from_string(std::string_view text, int width, int height);

}  // namespace kifu::go
