#include <catch2/catch.hpp>

#include <array>
#include <vector>

#include <kifu/go/board.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_sources.hpp>
#include <kifu/score/must_fill.hpp>

using namespace kifu;

namespace {

score::Breakdown count_as(const char* rules_name, const go::Board& board, const score::DeadStones& dead) {
    score::Settings s;
    return score::count(board, {0, 0}, dead, *rules::preset(rules_name), s);
}

}  // namespace

TEST_CASE("territory counting leaves out points that must be filled after the dame", "[score]") {
    // Each stone has one territory liberty and one dame liberty: once White fills the dame, Black
    // must connect at A (and White at E), so neither point is territory (Japanese counting).
    const auto board = go::Board::from_ascii(". X . O .");
    auto terr = count_as("japanese", board, score::alive_all());
    CHECK(terr.black.territory == 0);
    CHECK(terr.white.territory == 0);
    // Area counting is unaffected: the point is Black's area either way.
    auto area = count_as("chinese", board, score::alive_all());
    CHECK(area.black.territory == 1);
    CHECK(area.white.territory == 1);
}

TEST_CASE("a chain with two territory liberties fills nothing", "[score]") {
    const auto board = go::Board::from_ascii(". X O .\n. X O .");
    auto terr = count_as("japanese", board, score::alive_all());
    CHECK(terr.black.territory == 2);
    CHECK(terr.white.territory == 2);
}

TEST_CASE("a point need not be filled when its owner can fill the dame safely", "[score]") {
    // The lone White stone's liberties are the eye at B4 and the dame at C3; White fills C3 herself,
    // joining the big chain with its own eye at D4, so B4 stays territory.
    const auto board = go::Board::from_ascii(
        "O O O O O\n"
        "O . O . O\n"
        "X O . O O\n"
        "X X X X X\n"
        ". . . . .");
    auto terr = count_as("japanese", board, score::alive_all());
    CHECK(terr.white.territory == 2);
    CHECK(terr.black.territory == 5);
}

TEST_CASE("a point must be filled however many dame the chain has when none leads anywhere", "[score]") {
    // White's chain has the eye at A5 and the dame at C5 and A3: once Black fills both, White must
    // connect at A5, so it is not territory. Black's area is untouched.
    const auto board = go::Board::from_ascii(
        ". O . X .\n"
        "O O X X .\n"
        ". O X . .\n"
        "X X X . .\n"
        ". . . . .");
    auto terr = count_as("japanese", board, score::alive_all());
    CHECK(terr.white.territory == 0);
    CHECK(terr.black.territory == 11);
    CHECK(terr.unclaimed_of == std::array<int, 2>{0, 1});
}

TEST_CASE("a point need not be filled when the chain reaches another liberty through the dame", "[score]") {
    // White's B3 has the eye at B4 and the dame at C3; through the dame from C3 to G3 White reaches her
    // chain with the eye at H4, so neither B4 nor H4 is left out, and Black's E5 reaches row 1 the same
    // way. This is how KGS counts (its markup leaves out exactly the points must_fill leaves out, on
    // every KGS game of the shared corpus that has markup); it does not read whether Black could cut the
    // dame line at C3, which would leave White in atari at B4.
    const auto board = go::Board::from_ascii(
        "O O O X . X O O O\n"
        "O . O X X X O . O\n"
        "X O . . . . . O O\n"
        "X X X X X X X X X\n"
        ". . . . . . . . .");
    auto terr = count_as("japanese", board, score::alive_all());
    CHECK(terr.white.territory == 2);
    CHECK(terr.black.territory == 10);
}

TEST_CASE("the must-fill rule: a liberty the opponent cannot fill, reached through dame, spares the teire", "[score]") {
    // A line of points 0-4: the chain {1} has its own point 0 and the dame 2; the dame joins its owner's stone 3, whose
    // other neighbour 4 is what varies.
    std::array<score::FillKind, 5> kinds{score::FillKind::Own, score::FillKind::Other, score::FillKind::Dame,
                                         score::FillKind::Other, score::FillKind::Other};
    const auto kind = [&](int p) { return kinds[static_cast<std::size_t>(p)]; };
    const auto for_each_neighbour = [](int p, auto&& f) {
        if (p > 0) f(p - 1);
        if (p < 4) f(p + 1);
    };
    const auto own_stone = [](int p) { return p == 1 || p == 3; };
    const auto empty = [](int p) { return p == 0 || p == 2 || p == 4; };
    score::FillScratch scratch{std::vector<unsigned>(5, 0), {}, 0};
    const auto fill = [&] {
        return score::must_fill_point({1}, {0, 2}, kind, for_each_neighbour, own_stone, empty, scratch);
    };
    CHECK(fill() == 0);  // 4 is the other side's: it will fill it, so 0 must be filled
    kinds[4] = score::FillKind::Own;
    CHECK(fill() == -1);  // the owner's own point stays a liberty
    kinds[4] = score::FillKind::Shared;
    CHECK(fill() == -1);  // so does a seki's shared point
    kinds[2] = score::FillKind::Own;
    CHECK(fill() == -1);  // two points of its own: no teire
}
