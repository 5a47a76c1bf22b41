#include <catch2/catch.hpp>

#include <kifu/go/color.hpp>
#include <kifu/go/point.hpp>

using namespace kifu::go;

TEST_CASE("points convert to SGF and human coordinates", "[go]") {
    CHECK(to_sgf(Point{3, 3}) == "dd");
    CHECK(to_sgf(Point{26, 51}) == "AZ");
    CHECK(to_human(Point{3, 3}, 19) == "D16");
    CHECK(to_human(Point{8, 0}, 19) == "J19");
    CHECK(to_human(Point{15, 3}, 19) == "Q16");
    CHECK(to_human(Point{0, 12}, 13) == "A1");
    CHECK(to_human(Point{24, 0}, 30) == "Z30");
    CHECK(to_human(Point{25, 0}, 30) == "AA30");
    CHECK(to_human(Point{33, 0}, 52) == "AJ52");
    CHECK(to_human(Point{3, 19}, 19) == "?");
}

TEST_CASE("points parse from SGF and human text", "[go]") {
    auto [text, x, y] = GENERATE(table<const char*, int, int>({
        {"dd", 3, 3}, {"D16", 3, 3}, {"q16", 15, 3}, {"J19", 8, 0}, {"A1", 0, 18}, {"ss", 18, 18}, {"T1", 18, 18},
    }));
    auto p = point_from_string(text, 19, 19);
    REQUIRE(p);
    CHECK(*p == Point{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)});
    CHECK_FALSE(point_from_string("I5", 19, 19));
    CHECK_FALSE(point_from_string("tt", 19, 19));
    CHECK_FALSE(point_from_string("U1", 19, 19));
    CHECK_FALSE(point_from_string("D20", 19, 19));
    CHECK_FALSE(point_from_string("", 19, 19));
    CHECK(point_from_string("AA30", 30, 30) == Point{25, 0});
    CHECK(point_from_string("AZ", 52, 52) == Point{26, 51});
}

TEST_CASE("human coordinates round-trip on every size", "[go]") {
    for (int size : {1, 9, 19, 25, 26, 52})
        for (int x = 0; x < size; ++x) {
            Point p{static_cast<std::int16_t>(x), static_cast<std::int16_t>(size - 1)};
            CHECK(point_from_string(to_human(p, size), size, size) == p);
            CHECK(point_from_string(to_sgf(p), size, size) == p);
        }
}

TEST_CASE("colours parse", "[go]") {
    CHECK(color_from_string("B") == Color::Black);
    CHECK(color_from_string("white") == Color::White);
    CHECK(color_from_string("WHITE") == Color::White);
    CHECK_FALSE(color_from_string("x"));
    CHECK(opponent(Color::Black) == Color::White);
}
