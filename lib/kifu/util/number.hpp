#pragma once
// Numbers as kifu writes them in text, tables, messages and SVG coordinates.

#include <string>

namespace kifu::util {

// The shortest decimal with at most two fractional digits: 7, 1.5, 0.25, -3.5 (never "-0").
[[nodiscard]] std::string format_number(double value);
// "1 point", "2.5 points", "0 points".
[[nodiscard]] std::string points(double value);

}  // namespace kifu::util
