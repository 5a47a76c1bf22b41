#include <catch2/catch.hpp>

#include <kifu/report/diagram.hpp>

#include <cstdint>

#include "support/points.hpp"

using namespace kifu;
using namespace kifu::report;
using kifu::test::pt;

TEST_CASE("crop_around clamps to the board and snaps to near edges", "[report]") {
    const go::Board board(19, 19);
    CHECK(crop_around(board, pt(9, 9), 3) == Region{6, 6, 12, 12});
    CHECK(crop_around(board, pt(3, 3), 3) == Region{0, 0, 6, 6});
    CHECK(crop_around(board, pt(5, 14), 2) == Region{3, 12, 7, 18});
    CHECK(crop_around(board, pt(18, 0), 4) == Region{10, 0, 18, 8});
    CHECK(crop_around(board, pt(-5, 40), 1) == Region{0, 16, 2, 18});
    CHECK(crop_around(board, pt(9, 9), 30) == full_region(board));
    CHECK(crop_around(go::Board(1, 1), pt(0, 0), 3) == Region{0, 0, 0, 0});
    CHECK(crop_around(go::Board(7, 3), pt(3, 1), 0) == Region{3, 0, 3, 2});
}

TEST_CASE("visible_region clips a crop and falls back to the whole board", "[report]") {
    Diagram d(go::Board(9, 9));
    CHECK(visible_region(d) == Region{0, 0, 8, 8});
    d.crop = Region{-3, 2, 4, 20};
    CHECK(visible_region(d) == Region{0, 2, 4, 8});
    d.crop = Region{12, 12, 15, 15};
    CHECK(visible_region(d) == Region{0, 0, 8, 8});
    d.crop = Region{5, 5, 2, 2};
    CHECK(visible_region(d) == Region{0, 0, 8, 8});
}

TEST_CASE("mark bits ignore off-board marks and hold several marks per point", "[report]") {
    Diagram d(go::Board(5, 5));
    d.marks = {{pt(1, 1), Mark::Dead}, {pt(1, 1), Mark::WhiteTerritory}, {pt(7, 0), Mark::Ko}, {pt(2, 2), Mark::None}};
    const auto bits = mark_bits(d);
    REQUIRE(bits.size() == 25);
    CHECK(holds(bits[6], Mark::Dead));
    CHECK(holds(bits[6], Mark::WhiteTerritory));
    CHECK_FALSE(holds(bits[6], Mark::BlackTerritory));
    CHECK(bits[12] == 0);
    CHECK(has_mark(d, pt(1, 1), Mark::Dead));
    CHECK_FALSE(has_mark(d, pt(1, 1), Mark::Ko));
}

TEST_CASE("hoshi on 9, 13 and 19 only - names of columns and rows", "[report]") {
    CHECK(hoshi_points(9, 9).size() == 5);
    CHECK(hoshi_points(13, 13).size() == 9);
    CHECK(hoshi_points(19, 19).size() == 9);
    CHECK(hoshi_points(19, 13).empty());
    CHECK(hoshi_points(7, 7).empty());
    CHECK(hoshi_points(19, 19).front() == pt(3, 3));
    CHECK(column_name(0) == "A");
    CHECK(column_name(8) == "J");
    CHECK(column_name(24) == "Z");
    CHECK(column_name(25) == "AA");
    CHECK(column_name(51) == "BB");
    CHECK(row_name(0, 19) == "19");
    CHECK(row_name(18, 19) == "1");
    CHECK(to_name(Mark::Illegal) == "illegal move");
}
