#include <catch2/catch.hpp>

#include <kifu/go/board.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_sources.hpp>

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
