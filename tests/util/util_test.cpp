#include <catch2/catch.hpp>

#include <kifu/util/number.hpp>
#include <kifu/util/random.hpp>
#include <kifu/util/text.hpp>

using namespace kifu;

TEST_CASE("trim drops ASCII white space and NUL at both ends only", "[util]") {
    CHECK(util::trim("  B+R \t\r\n") == "B+R");
    CHECK(util::trim(std::string_view("\0 7.5\v\f", 7)) == "7.5");
    CHECK(util::trim("a b") == "a b");
    CHECK(util::trim(" \t ").empty());
}

TEST_CASE("case folding is ASCII only", "[util]") {
    CHECK(util::to_lower("B+Resign") == "b+resign");
    CHECK(util::to_lower("\xc3\x89T\xc3\x89") == "\xc3\x89t\xc3\x89");
    CHECK(util::iequals("Chinese", "cHINESE"));
    CHECK_FALSE(util::iequals("chinese", "chines"));
    CHECK_FALSE(util::iequals("a", "b"));
}

TEST_CASE("numbers: shortest decimal with at most two fractional digits", "[util]") {
    auto [value, text] = GENERATE(table<double, std::string>({{7, "7"},
                                                              {7.5, "7.5"},
                                                              {0.25, "0.25"},
                                                              {-3.5, "-3.5"},
                                                              {-0.001, "0"},
                                                              {1.0 / 3, "0.33"},
                                                              {184.25, "184.25"},
                                                              {-100, "-100"},
                                                              {1e19, "10000000000000000000"},
                                                              {-1e17, "-100000000000000000"}}));
    // Beyond a long long's hundredths (a KM or RE of 20 digits) the number is written whole; it crashed.
    CHECK(util::format_number(value) == text);
}

TEST_CASE("points: singular only for exactly one", "[util]") {
    CHECK(util::points(1) == "1 point");
    CHECK(util::points(1.001) == "1 point");
    CHECK(util::points(0) == "0 points");
    CHECK(util::points(2.5) == "2.5 points");
    CHECK(util::points(0.5) == "0.5 points");
}

TEST_CASE("count_of: a count and its noun, singular only for one", "[util]") {
    CHECK(util::count_of(1, "move") == "1 move");
    CHECK(util::count_of(0, "move") == "0 moves");
    CHECK(util::count_of(12, "stone") == "12 stones");
}

TEST_CASE("the random generator is splitmix64: fixed sequence, bounded draws", "[util]") {
    util::SplitMix64 a{1}, b{1};
    CHECK(a.next() == b.next());
    util::SplitMix64 zero{0};
    CHECK(zero.next() == 0xE220A8397B1DCDAFULL);  // splitmix64's published first output for seed 0
    util::SplitMix64 r{42};
    for (int i = 0; i < 1000; ++i) CHECK(r.below(7) < 7);
    static_assert(util::SplitMix64{5}.next() != 0);
}
