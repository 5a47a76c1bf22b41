#include <catch2/catch.hpp>

#include <algorithm>
#include <string_view>
#include <vector>

#include <kifu/go/board.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/codes.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_sources.hpp>

#include "support/points.hpp"

using namespace kifu;
using kifu::test::pt;

namespace {

std::vector<go::Point> pts(std::initializer_list<std::pair<int, int>> xy) {
    std::vector<go::Point> v;
    for (auto [x, y] : xy) v.push_back(pt(x, y));
    return v;
}

bool has(const score::DeadStones& d, std::string_view code) {
    return std::any_of(d.diagnostics.begin(), d.diagnostics.end(), [&](auto& x) { return x.code.id == code; });
}

// A dead white stone at (1,1) in Black's area, a dead black stone at (4,2) in White's.
const char* const position = R"(
. . X O . .
. O X O . .
. . X O X .
. . X O . .
)";

const auto black_area = pts({{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 3}});
const auto white_area = pts({{4, 0}, {5, 0}, {4, 1}, {5, 1}, {4, 2}, {5, 2}, {4, 3}, {5, 3}});

}  // namespace

TEST_CASE("dead source names", "[score]") {
    CHECK(score::to_string(score::DeadSource::List) == "list");
    CHECK(score::to_string(score::DeadSource::AliveAll) == "alive-all");
    CHECK(score::to_string(score::DeadSource::Markup) == "markup");
    CHECK(score::to_string(score::DeadSource::Estimated) == "estimated");
    CHECK(score::to_string(score::DeadSource::Unknown) == "unknown");
}

TEST_CASE("a dead list: SGF and human coordinates, whole chains, bad items reported", "[score]") {
    const auto board = go::Board::from_ascii(R"(
. . X O . .
. O X O . .
. O X O X X
. . X O . .
)");
    const auto d = score::dead_from_list(board, "bb, E2;zz,A4 q16");
    CHECK(d.source == score::DeadSource::List);
    CHECK(d.dead == pts({{1, 1}, {1, 2}, {4, 2}, {5, 2}}));
    CHECK(has(d, "K106"));
    CHECK(has(d, "K107"));
    CHECK(score::dead_from_list(board, "").dead.empty());
}

TEST_CASE("markup: stones inside the opponent's TB/TW are dead", "[score]") {
    const auto board = go::Board::from_ascii(position);
    const auto d = score::dead_from_markup(board, black_area, white_area);
    REQUIRE(d);
    CHECK(d->source == score::DeadSource::Markup);
    CHECK(d->dead == pts({{1, 1}, {4, 2}}));
    CHECK(d->diagnostics.empty());
    REQUIRE(d->marked);
    CHECK(d->marked->black.size() == 8);
    CHECK_FALSE(score::dead_from_markup(board, {}, {}));
}

TEST_CASE("markup: inconsistent marks are reported", "[score]") {
    const auto board = go::Board::from_ascii(position);
    SECTION("own stone marked, off-board point, a point in both") {
        auto tb = black_area;
        tb.push_back(pt(2, 0));
        tb.push_back(pt(9, 9));
        tb.push_back(pt(5, 3));
        const auto d = score::dead_from_markup(board, tb, white_area);
        REQUIRE(d);
        CHECK(has(*d, "K101"));
        CHECK(has(*d, "K102"));
        CHECK(has(*d, "K104"));
        CHECK(d->dead == pts({{1, 1}, {4, 2}}));
    }
    SECTION("marked region that does not match the board, reported by the count") {
        auto tw = white_area;
        tw.push_back(pt(0, 3));
        const auto d = score::dead_from_markup(board, pts({{0, 0}, {1, 1}}), tw);
        REQUIRE(d);
        CHECK_FALSE(has(*d, "K102"));
        CHECK(d->dead == pts({{1, 1}, {4, 2}}));
        const auto b = score::count(board, {0, 0}, *d, *rules::preset("japanese"), {});
        const auto in_count = [&](std::string_view code) {
            return std::any_of(b.diagnostics.begin(), b.diagnostics.end(), [&](auto& x) { return x.code.id == code; });
        };
        CHECK(in_count("K105"));
        CHECK(in_count("K109"));
        CHECK(b.black.territory == 2);
        CHECK(b.unclaimed.size() == 6);
    }
}

TEST_CASE("markup under territory rules: an enclosed point left unmarked is not counted", "[score]") {
    // Once Black fills the dame at (1,2), White's (0,0)-(0,2) chain is in atari and White must
    // connect at (0,3): the players (KGS) leave that point out of TW. Area counting is not affected.
    const auto board = go::Board::from_ascii(R"(
O X . .
O X . .
O . X .
. O X .
O O X .
. O X .
O O X .
. O X .
O O X .
)");
    const auto tw = pts({{0, 5}, {0, 7}});
    const auto tb = pts({{2, 0}, {3, 0}, {2, 1}, {3, 1}, {3, 2}, {3, 3}, {3, 4}, {3, 5}, {3, 6}, {3, 7}, {3, 8}});
    const auto d = score::dead_from_markup(board, tb, tw);
    REQUIRE(d);
    CHECK(d->dead.empty());
    const auto jp = score::count(board, {0, 0}, *d, *rules::preset("japanese"), {});
    CHECK(jp.unclaimed == pts({{0, 3}}));
    CHECK(jp.white.territory == 2);
    CHECK(jp.black.territory == 11);
    CHECK(jp.dame_points == pts({{1, 2}}));
    const auto cn = score::count(board, {0, 0}, *d, *rules::preset("chinese"), {});
    CHECK(cn.white.territory == 3);
    CHECK(cn.unclaimed.empty());
}

TEST_CASE("markup: a partly marked chain dies as a whole", "[score]") {
    const auto board = go::Board::from_ascii(R"(
. . X O . .
. O X O . .
. O X O . .
. . X O . .
)");
    const auto d = score::dead_from_markup(board, pts({{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {0, 3}, {1, 3}}), {});
    REQUIRE(d);
    CHECK(d->dead == pts({{1, 1}, {1, 2}}));
    CHECK(has(*d, "K103"));
}

TEST_CASE("dead-stone precedence: list, alive-all, markup, unknown", "[score]") {
    const auto board = go::Board::from_ascii(position);
    score::DeadChoice c;
    CHECK(score::choose_dead(board, c, black_area, white_area).source == score::DeadSource::Markup);
    const auto unknown = score::choose_dead(board, c, {}, {});
    CHECK(unknown.source == score::DeadSource::Unknown);
    CHECK(has(unknown, "K110"));
    c.alive_all = true;
    CHECK(score::choose_dead(board, c, black_area, white_area).source == score::DeadSource::AliveAll);
    c.list = "bb";
    CHECK(score::choose_dead(board, c, black_area, white_area).dead == pts({{1, 1}}));
}

TEST_CASE("score code table is unique and K1xx", "[score]") {
    const auto table = score::codes();
    REQUIRE(table.size() >= 10);
    for (std::size_t i = 0; i < table.size(); ++i) {
        CHECK(table[i].id.substr(0, 2) == "K1");
        for (std::size_t j = i + 1; j < table.size(); ++j) CHECK(table[i].id != table[j].id);
    }
}
