#pragma once
// Numbers as kifu writes them in text, tables, messages and SVG coordinates.

#include <cstddef>
#include <string>
#include <string_view>

namespace kifu::util {

// The shortest decimal with at most two fractional digits: 7, 1.5, 0.25, -3.5 (never "-0").
[[nodiscard]] std::string format_number(double value);
// "1 point", "2.5 points", "0 points".
[[nodiscard]] std::string points(double value);
// "1 move", "3 moves": a count and its noun, plural by an "s".
[[nodiscard]] std::string count_of(std::size_t n, std::string_view noun);

}  // namespace kifu::util
