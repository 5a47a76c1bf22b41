#include <catch2/catch.hpp>

#include <kifu/go/grid.hpp>

using namespace kifu;

TEST_CASE("a grid holds one value per point, row by row from the top", "[go][grid]") {
    go::Grid<int> g(3, 2, 7);
    CHECK(g.size() == 6);
    CHECK(g.width() == 3);
    CHECK(g.height() == 2);
    const go::Point p{2, 1};
    CHECK(g.index(p) == 5);
    CHECK(g.point(5) == p);
    g[p] = 1;
    CHECK(g[std::size_t{5}] == 1);
    CHECK(g[go::Point{0, 0}] == 7);
    CHECK(g.contains(go::Point{2, 1}));
    CHECK_FALSE(g.contains(go::Point{3, 0}));
    CHECK_FALSE(g.contains(go::Point{0, -1}));
}

TEST_CASE("grid neighbours are left, right, up, down, -1 off the grid", "[go][grid]") {
    go::Grid<int> g(3, 3);
    CHECK(g.neighbours(4) == std::array<int, 4>{3, 5, 1, 7});
    CHECK(g.neighbours(0) == std::array<int, 4>{-1, 1, -1, 3});
    CHECK(g.neighbours(8) == std::array<int, 4>{7, -1, 5, -1});
}
