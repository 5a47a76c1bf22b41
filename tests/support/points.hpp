#pragma once
// Test helper: the board point at column x, row y (0-based), as the tests write them.

#include <cstdint>

#include <kifu/go/point.hpp>

namespace kifu::test {

inline go::Point pt(int x, int y) { return go::Point{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)}; }

}  // namespace kifu::test
