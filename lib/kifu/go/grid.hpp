#pragma once
// A value per point of a width x height board, stored row by row from the top (index y * width + x).

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <kifu/go/point.hpp>

namespace kifu::go {

template <class T>
class Grid {
public:
    Grid() = default;
    // A width x height grid with every point set to `fill`.
    Grid(int width, int height, T fill = T{})
        : width_(width), height_(height), cells_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), fill) {}

    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }
    [[nodiscard]] std::size_t size() const { return cells_.size(); }
    // Whether `p` lies on the grid.
    [[nodiscard]] bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }
    // The index of an on-grid point.
    [[nodiscard]] std::size_t index(Point p) const {
        return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(p.x);
    }
    // The point at an index.
    [[nodiscard]] Point point(std::size_t i) const {
        const auto w = static_cast<std::size_t>(width_);
        return Point{static_cast<std::int16_t>(i % w), static_cast<std::int16_t>(i / w)};
    }
    // The indexes of the four neighbours of index i (left, right, up, down); -1 where off the grid.
    [[nodiscard]] std::array<int, 4> neighbours(int i) const {
        const int x = i % width_, y = i / width_;
        return {x > 0 ? i - 1 : -1, x + 1 < width_ ? i + 1 : -1, y > 0 ? i - width_ : -1,
                y + 1 < height_ ? i + width_ : -1};
    }

    [[nodiscard]] T& operator[](Point p) { return cells_[index(p)]; }
    [[nodiscard]] const T& operator[](Point p) const { return cells_[index(p)]; }
    [[nodiscard]] T& operator[](std::size_t i) { return cells_[i]; }
    [[nodiscard]] const T& operator[](std::size_t i) const { return cells_[i]; }
    [[nodiscard]] auto begin() { return cells_.begin(); }
    [[nodiscard]] auto end() { return cells_.end(); }
    [[nodiscard]] auto begin() const { return cells_.begin(); }
    [[nodiscard]] auto end() const { return cells_.end(); }

private:
    int width_ = 0;
    int height_ = 0;
    std::vector<T> cells_;
};

}  // namespace kifu::go
