#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include <kifu/estimate/finish.hpp>
#include <kifu/estimate/play_out_calls.hpp>
#include <kifu/go/board.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_sources.hpp>

#include "support/points.hpp"

using kifu::go::Board;
using kifu::go::Color;
using kifu::go::Point;
using kifu::test::pt;
namespace est = kifu::estimate;
namespace score = kifu::score;

namespace {

// The count of a finished board with nothing dead, komi 0.
score::Breakdown count(const est::Finish& f, const char* rules) {
    score::Settings s;
    return score::count(f.board, f.captures, score::alive_all(), *kifu::rules::preset(rules), s);
}

// Five dame between two walls: the play-out fills them all, in turn from the player to move.
const char* const dame_line = R"(
. X . O .
. X . O .
. X . O .
. X . O .
. X . O .
)";

// Black's wall has a hole at C3: if White pushes in there, Black must block at B3, inside its area.
const char* const open_boundary = R"(
. . X O . . .
. X X O . . .
. . . O . . .
. X X O . . .
. . X O . . .
)";

// Two eyeless chains (White C7-D5, Black E5-E7) share their only two liberties D7 and D6: a seki.
const char* const seki_and_dame = R"(
. X O . X O .
. X O . X O .
. X O O X O .
X X X X O O O
. X X X O O .
)";

// The dame E5 touches White's D4-D5 and Black's E4, whose other liberty is E3: Black can fill the dame only once it
// has connected at E3, a point the count leaves out anyway; then White must add a stone inside its own area or lose
// D4-D5.
const char* const dame_after_teire = R"(
. . . O .
. . . O X
O O O X .
X X X X .
. . . . .
)";

// A ko at E4: White's stone D4 is in atari, and Black's capture at E4 could be taken back. White took the ko last.
const char* const open_ko = R"(
. . X X O . . .
. . X O . O . .
. . . X O . . .
X X X X O . . .
. . . X O . . .
)";

// Black has just taken the ko at E4 (White may not take back at D4 at once), and nothing else is left to play.
const char* const ko_just_taken = R"(
. . X X O O . .
. . X . X O . .
. . . X O . . .
X X X X O . . .
. . . X O . . .
)";

// Black's C5 is in atari by White stones called dead (B5-B4 and D5). If White took it at C4, its chain would have A5
// and C5 left: Black's A5 ataris it, and White's C5 joins D5 with E5 its one liberty. C5 needs no answer.
const char* const atari_by_dead_stones = R"(
. O X O . X O .
X O . X X X O .
X X X . . X O .
. . . . . X O .
. . . . . X O .
)";

// Two Black stones in atari. White taking G7 (at G6) would break into Black's area; taking C3 (at C2) is a ko that
// Black could take back. Black's F9-F8 can also be chased (two liberties).
const char* const two_ataris = R"(
. . . . O X . . .
. . . . O X . . .
. . . . O O X . .
. . . . O X . . .
. . . . O O X . .
. O O O O X . . .
O O X X X X . . .
. O X . . . . . .
O X . X . . . . .
. O X . . . . . .
)";

// White's B5 has two liberties and could be chased into the corner, but only by Black's stone B4, which is called
// dead: the play-out never brings it back, so B5 needs no answer.
const char* const only_dead_attackers = R"(
. O . . O X .
. X . . O X .
. . . . O X .
. . . . O X .
O O O O O X .
)";

// The dame A6 touches Black's A5 (other liberty A4) and White's B6-C6-B5 (other liberty D6): neither side can fill it
// at once. Under area counting Black's A4 (a stone in its own area) makes it fillable; White connects at D6.
const char* const dame_after_teire_area = R"(
. O O . . . .
X O X O . . .
. X X O . . .
. . X O . . .
X X X O . . .
. . X O . . .
)";

// White's E4-F4-E3 has two liberties, E5 and F5; White's G6-G5 has two, F6 and F5. A Black stone at E5 or F6 would be
// a self-atari, so neither chain can be attacked alone, but Black's F5 would put both in atari at once and White could
// save only one.
const char* const double_atari_inside = R"(
. . . O O O X X . .
. . . . O . O X . .
. . . O . . O X . .
O O O X O O X . . .
X X X X O X X . . .
. . . X X X . . . .
. . . . . . . . . .
)";

// The same with D4 empty: White's E4-F4-E3 has a third liberty there, so Black's F5 would threaten only G6-G5, until
// Black fills D4.
const char* const double_atari_after_dame = R"(
. . . O O O X X . .
. . . . O . O X . .
. . . O . . O X . .
O O O . O O X . . .
X X X X O X X . . .
. . . X X X . . . .
. . . . . . . . . .
)";

}  // namespace

TEST_CASE("play-out: a boundary move is worth what it gains, twice when it forces an answer, plus what it denies",
          "[estimate][finish]") {
    CHECK(est::boundary_priority(1, false, 1) == 2);   // gote: one point each way
    CHECK(est::boundary_priority(2, true, 0) == 4);    // sente: keeps the initiative
    CHECK(est::boundary_priority(1, false, -1) == 1);  // the opponent would lose by playing there: nothing denied
    CHECK(est::boundary_priority(-1, false, 3) == 2);  // a teire that stops a three-point move
}

TEST_CASE("play-out: of two chains in atari, the one whose loss costs most is saved first", "[estimate][finish]") {
    const Board board = Board::from_ascii(two_ataris);
    const auto f = est::finish(board, Color::Black, std::nullopt, score::alive_all(), {true, std::nullopt});
    REQUIRE_FALSE(f.moves.empty());
    CHECK(f.moves[0].color == Color::Black);
    CHECK(f.moves[0].point == pt(6, 3));
    CHECK(f.moves[0].reason == est::FinishReason::Save);
    CHECK(f.captures == std::array<int, 2>{0, 0});  // White takes nothing: C3's ko is Black's to connect
    CHECK(f.board.at(pt(2, 8)) == Color::Black);
    CHECK(count(f, "japanese").result == "B+12");
}

TEST_CASE(
    "play-out: a chain the players left in atari is neither saved nor taken, one the last move put there is saved",
    "[estimate][finish]") {
    // Black's F7 is in atari. When White's last move was E7, next to it, Black saves it at G7; when it was A4, far
    // away, Black had its turn and let it be, White did not take it, and the play-out lets it be too (professional
    // records that end so are counted without that teire or capture).
    const Board board = Board::from_ascii(two_ataris);
    const auto answered = est::finish(board, Color::Black, std::nullopt, score::alive_all(), {true, pt(4, 3)});
    REQUIRE_FALSE(answered.moves.empty());
    CHECK(answered.moves[0].point == pt(6, 3));
    CHECK(answered.moves[0].reason == est::FinishReason::Save);
    const auto left = est::finish(board, Color::Black, std::nullopt, score::alive_all(), {true, pt(0, 6)});
    CHECK(std::none_of(left.moves.begin(), left.moves.end(),
                       [](const est::FinishMove& m) { return m.point == pt(6, 3); }));
    CHECK(left.board.at(pt(5, 3)) == Color::Black);
}

TEST_CASE("play-out: a chain that only stones called dead touch needs no defence", "[estimate][finish]") {
    const Board board = Board::from_ascii(only_dead_attackers);
    score::DeadStones calls = score::alive_all();
    calls.source = score::DeadSource::Estimated;
    calls.dead = {pt(1, 1)};
    for (const Color first : {Color::Black, Color::White}) {
        const auto f = est::finish(board, first, std::nullopt, calls, {true, std::nullopt});
        CHECK(f.moves.empty());
    }
}

TEST_CASE("play-out: under area counting a dame neither side can fill at once is filled after a teire",
          "[estimate][finish]") {
    const Board board = Board::from_ascii(dame_after_teire_area);
    // As it stands the count splits A6 between the players.
    CHECK(score::count(board, {0, 0}, score::alive_all(), *kifu::rules::preset("chinese"), {}).result == "W+13");
    const auto black = est::finish(board, Color::Black, std::nullopt, score::alive_all(), {false, std::nullopt});
    REQUIRE(black.moves.size() == 3);
    CHECK(black.moves[0].point == pt(0, 2));  // Black's teire at A4
    CHECK(black.moves[0].reason == est::FinishReason::Defend);
    CHECK(black.moves[1].point == pt(3, 0));  // White connects at D6
    CHECK(black.moves[2].point == pt(0, 0));  // Black fills the dame
    CHECK(count(black, "chinese").result == "W+12");
    const auto white = est::finish(board, Color::White, std::nullopt, score::alive_all(), {false, std::nullopt});
    CHECK(white.board.at(pt(0, 0)) == Color::White);
    CHECK(count(white, "chinese").result == "W+14");
}

TEST_CASE("play-out: dame are filled in turn, and area counting gives them to who filled them", "[estimate][finish]") {
    const Board board = Board::from_ascii(dame_line);
    const auto f = est::finish(board, Color::Black, std::nullopt, score::alive_all(), {false, std::nullopt});
    REQUIRE(f.moves.size() == 5);
    for (std::size_t i = 0; i < f.moves.size(); ++i) {
        CHECK(f.moves[i].color == (i % 2 == 0 ? Color::Black : Color::White));
        CHECK(f.moves[i].reason == est::FinishReason::Dame);
        CHECK(f.moves[i].point.x == 2);
    }
    CHECK(f.complete);
    CHECK(f.largest == 1);  // a stone under area counting
    const auto area = count(f, "chinese");
    CHECK(area.black.total == 13);
    CHECK(area.white.total == 12);
    CHECK(area.result == "B+1");
    // As it stands, area counting splits the dame: a draw.
    CHECK(score::count(board, {0, 0}, score::alive_all(), *kifu::rules::preset("chinese"), {}).result == "0");
}

TEST_CASE("play-out: the scan decides between equally good moves, and only that", "[estimate][finish]") {
    const Board board = Board::from_ascii(dame_line);
    std::vector<Point> firsts;
    for (int scan : est::play_out_scans) {
        const auto f = est::finish(board, Color::Black, std::nullopt, score::alive_all(), {false, std::nullopt, scan});
        REQUIRE(f.moves.size() == 5);
        CHECK(count(f, "chinese").result == "B+1");
        firsts.push_back(f.moves.front().point);
    }
    // Rows from the top left and from the bottom right, columns from the top left and from the bottom right, rows
    // from the top right.
    CHECK(firsts == std::vector<Point>{pt(2, 0), pt(2, 4), pt(2, 0), pt(2, 4), pt(2, 0)});

    // Each of the eight scans of a board wider than tall plays it out to the same count (one correct move sequence).
    const Board wide = Board::from_ascii(open_boundary);
    for (int scan = 0; scan < 8; ++scan) {
        const auto f = est::finish(wide, Color::White, std::nullopt, score::alive_all(), {true, std::nullopt, scan});
        CHECK(f.complete);
        CHECK(count(f, "japanese").result ==
              count(est::finish(wide, Color::White, std::nullopt, score::alive_all(), {true, std::nullopt}), "japanese")
                  .result);
    }
}

TEST_CASE("play-out: dame are worth nothing under territory counting", "[estimate][finish]") {
    const Board board = Board::from_ascii(dame_line);
    const auto f = est::finish(board, Color::White, std::nullopt, score::alive_all(), {true, std::nullopt});
    CHECK(f.moves.size() == 5);
    CHECK(f.largest == 0);
    CHECK(count(f, "japanese").result == "0");
}

TEST_CASE("play-out: an open boundary is closed by the player to move", "[estimate][finish]") {
    const Board board = Board::from_ascii(open_boundary);
    // Black to move closes the hole: 8 points of territory against White's 15.
    const auto black = est::finish(board, Color::Black, std::nullopt, score::alive_all(), {true, std::nullopt});
    REQUIRE(black.moves.size() == 1);
    CHECK(black.moves[0].color == Color::Black);
    CHECK(black.moves[0].point == pt(2, 2));
    CHECK(black.moves[0].reason == est::FinishReason::Boundary);
    CHECK(count(black, "japanese").result == "W+7");
    // White to move pushes in at C3 and Black blocks at B3: one point less for Black.
    const auto white = est::finish(board, Color::White, std::nullopt, score::alive_all(), {true, std::nullopt});
    REQUIRE(white.moves.size() == 2);
    CHECK(white.moves[0].point == pt(2, 2));
    CHECK(white.moves[1].color == Color::Black);
    CHECK(white.moves[1].point == pt(1, 2));
    CHECK(count(white, "japanese").result == "W+8");
}

TEST_CASE("play-out: under territory counting a dame is filled after the teire it needs, and the answer costs a point",
          "[estimate][finish]") {
    const Board board = Board::from_ascii(dame_after_teire);
    // As it stands: Black's 7 points less the teire at E3, against White's 6.
    CHECK(score::count(board, {0, 0}, score::alive_all(), *kifu::rules::preset("japanese"), {}).result == "0");
    for (const Color first : {Color::Black, Color::White}) {
        const auto f = est::finish(board, first, std::nullopt, score::alive_all(), {true, std::nullopt});
        CHECK(f.board.at(pt(4, 2)) == Color::Black);  // the teire
        CHECK(f.board.at(pt(4, 0)) == Color::Black);  // the dame
        // White answers inside its own area (C4, C5 or B4, each a point lost).
        REQUIRE(f.moves.size() == 3);
        CHECK(f.moves[2].color == Color::White);
        CHECK(f.moves[2].reason == est::FinishReason::Defend);
        CHECK(f.moves[2].point.x <= 2);
        CHECK(f.moves[2].point.y <= 1);
        CHECK(count(f, "japanese").result == "B+1");
    }
}

TEST_CASE("play-out: a stone that would threaten two chains at once is forestalled by a teire", "[estimate][finish]") {
    const Board board = Board::from_ascii(double_atari_inside);
    for (const Color first : {Color::Black, Color::White}) {
        const auto f = est::finish(board, first, std::nullopt, score::alive_all(), {true, std::nullopt});
        // Black has nothing to play; White adds a stone inside its own area (F6, E5 or F5) and Black never gets F5.
        REQUIRE(f.moves.size() == 1);
        CHECK(f.moves[0].color == Color::White);
        CHECK(f.moves[0].reason == est::FinishReason::Defend);
        const Point teire = f.moves[0].point;
        CHECK((teire == pt(5, 1) || teire == pt(4, 2) || teire == pt(5, 2)));
        CHECK(f.board.at(pt(5, 2)) != Color::Black);
    }
}

TEST_CASE("play-out: no teire is added before the double threat exists", "[estimate][finish]") {
    const Board board = Board::from_ascii(double_atari_after_dame);
    // White to move fills the dame D4: no threat is left, no teire.
    const auto white = est::finish(board, Color::White, std::nullopt, score::alive_all(), {true, std::nullopt});
    REQUIRE(white.moves.size() == 1);
    CHECK(white.moves[0].point == pt(3, 3));
    CHECK(white.moves[0].color == Color::White);
    // Black to move fills it: now Black's F5 would threaten both chains, and White adds the teire.
    const auto black = est::finish(board, Color::Black, std::nullopt, score::alive_all(), {true, std::nullopt});
    REQUIRE(black.moves.size() == 2);
    CHECK(black.moves[0].point == pt(3, 3));
    CHECK(black.moves[1].color == Color::White);
    CHECK(black.moves[1].reason == est::FinishReason::Defend);
}

TEST_CASE("play-out: a ko left open at the end goes to the side that took it last", "[estimate][finish]") {
    const Board board = Board::from_ascii(open_ko);
    // Whoever moves first, White connects at E4: Black, who gave up the fight, does not take the ko again.
    for (const Color first : {Color::Black, Color::White}) {
        const auto f = est::finish(board, first, std::nullopt, score::alive_all(), {true, std::nullopt});
        REQUIRE(f.moves.size() == 1);
        CHECK(f.moves[0].color == Color::White);
        CHECK(f.moves[0].point == pt(4, 1));
        CHECK(f.moves[0].reason == est::FinishReason::Save);
        // Black's 10 points of territory against White's 14.
        CHECK(count(f, "japanese").result == "W+4");
    }
}

TEST_CASE("play-out: a ko just taken is connected once the opponent passes", "[estimate][finish]") {
    const Board board = Board::from_ascii(ko_just_taken);
    const auto f = est::finish(board, Color::White, pt(3, 1), score::alive_all(), {true, std::nullopt});
    // White may not take back at D4 and has nothing else to play; Black then connects there.
    REQUIRE(f.moves.size() == 1);
    CHECK(f.moves[0].color == Color::Black);
    CHECK(f.moves[0].point == pt(3, 1));
    CHECK(f.moves[0].reason == est::FinishReason::Save);
    CHECK(f.complete);
    // Black's 10 points against White's 13; the stone Black took is counted by the record, not by the play-out.
    CHECK(f.captures == std::array<int, 2>{0, 0});
    CHECK(count(f, "japanese").result == "W+3");
}

TEST_CASE("play-out: under territory counting a ko the last move took is connected with the dame, not at once",
          "[estimate][finish]") {
    const Board board = Board::from_ascii(ko_just_taken);
    const auto f = est::finish(board, Color::White, pt(3, 1), score::alive_all(), {true, pt(4, 1)});
    CHECK(f.moves.empty());                       // Black spends no turn of the endgame on it ...
    CHECK(count(f, "japanese").result == "W+3");  // ... and the count charges the connection (D4 must be filled)
    // Under area counting the stone it connects with counts: Black connects once White cannot take back.
    const auto area = est::finish(board, Color::White, pt(3, 1), score::alive_all(), {false, pt(4, 1)});
    REQUIRE(area.moves.size() == 1);
    CHECK(area.moves[0].color == Color::Black);
    CHECK(area.moves[0].point == pt(3, 1));
}

TEST_CASE("play-out: a chain in atari needs no answer when taking it would not save the dead stones around it",
          "[estimate][finish]") {
    const Board board = Board::from_ascii(atari_by_dead_stones);
    score::DeadStones calls = score::alive_all();
    calls.source = score::DeadSource::Estimated;
    calls.dead = {pt(1, 0), pt(3, 0), pt(1, 1)};
    std::sort(calls.dead.begin(), calls.dead.end());
    for (const Color first : {Color::Black, Color::White}) {
        const auto f = est::finish(board, first, std::nullopt, calls, {true, std::nullopt});
        CHECK(f.moves.empty());
        CHECK(f.board.at(pt(2, 1)) == Color::Empty);
    }
}

TEST_CASE("play-out: stones called dead that one move joins to a living chain are cut off or saved by who moves first",
          "[estimate][finish]") {
    // Black's E3-F3-E4 (called dead) sit inside White's wall; D3 joins them to Black's living wall at C.
    const Board board = Board::from_ascii(R"(
. . X O . . . . .
. . X O O O O O .
. . X . X X . O .
. . X O X . . O .
. . X O O O O O .
. . X O . . . . .
)");
    score::DeadStones calls = score::alive_all();
    calls.source = score::DeadSource::Estimated;
    calls.dead = {pt(4, 2), pt(5, 2), pt(4, 3)};
    std::sort(calls.dead.begin(), calls.dead.end());
    const auto saved = est::finish(board, Color::Black, std::nullopt, calls, {true, std::nullopt});
    REQUIRE_FALSE(saved.moves.empty());
    CHECK(saved.moves[0].point == pt(3, 2));
    CHECK(saved.moves[0].reason == est::FinishReason::Rescue);
    CHECK(est::to_string(saved.moves[0].reason) == "rescue");
    CHECK(saved.moves[0].value >= est::life_and_death_move);  // a change of life and death: estimated again
    auto revived = saved.revived;
    std::sort(revived.begin(), revived.end());
    CHECK(revived == calls.dead);
    const auto settled = est::calls_after_play_out(board, saved, calls, nullptr);
    CHECK(settled.dead.dead.empty());

    const auto cut = est::finish(board, Color::White, std::nullopt, calls, {true, std::nullopt});
    REQUIRE_FALSE(cut.moves.empty());
    CHECK(cut.moves[0].point == pt(3, 2));
    CHECK(cut.moves[0].reason == est::FinishReason::Boundary);
    CHECK(cut.revived.empty());
    CHECK(est::calls_after_play_out(board, cut, calls, nullptr).dead.dead == calls.dead);
}

TEST_CASE("play-out: the liberties of a seki are never filled", "[estimate][finish]") {
    const Board board = Board::from_ascii(seki_and_dame);
    const auto f = est::finish(board, Color::Black, std::nullopt, score::alive_all(), {true, std::nullopt});
    for (const auto& m : f.moves) CHECK(m.point.x != 3);
    CHECK(f.board.at(pt(3, 0)) == Color::Empty);
    CHECK(f.board.at(pt(3, 1)) == Color::Empty);
    CHECK(f.complete);
}

TEST_CASE("play-out: a lone stone in the area the estimate gives the other side is an invasion, not an endgame move",
          "[estimate][finish]") {
    // Black's wall leaves C1 open: by distance alone, a White stone anywhere on the right would take points from
    // Black, but the estimate's playouts give the right side to Black.
    const Board board = Board::from_ascii(R"(
. O X . . . . . .
. O X . . . . . .
. O X . . . . . .
. O X . . . . . .
. O X . . . . . .
. O . . . . . . .
)");
    score::DeadStones calls = score::alive_all();
    calls.source = score::DeadSource::Estimated;
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const bool black = x > 2 || (x == 2 && y < 5);
            calls.black_share.push_back(x == 2 && y == 5 ? 0.5F : black ? 0.85F : 0.0F);
            calls.white_share.push_back(x == 2 && y == 5 ? 0.5F : black ? 0.1F : 1.0F);
        }
    const auto f = est::finish(board, Color::White, std::nullopt, calls, {true, std::nullopt});
    REQUIRE_FALSE(f.moves.empty());
    CHECK(f.moves[0].point == pt(2, 5));  // White closes the boundary at C1
    for (const auto& m : f.moves)
        if (m.color == Color::White) CHECK(m.point.x <= 2);
}

TEST_CASE("play-out: a finished position needs no move", "[estimate][finish]") {
    const Board board = Board::from_ascii(R"(
. X O .
. X O .
. X O .
. X O .
)");
    const auto f = est::finish(board, Color::Black, std::nullopt, score::alive_all(), {true, std::nullopt});
    CHECK(f.moves.empty());
    CHECK(f.board == board);
    CHECK_FALSE(est::middle_game(f));
}

TEST_CASE("play-out: a move worth three points or more calls for a new estimate", "[estimate][finish]") {
    est::Finish f;
    f.largest = 2;
    CHECK_FALSE(est::needs_new_calls(f));
    f.largest = 3;
    CHECK(est::needs_new_calls(f));
    f.largest = 1;
    f.complete = false;
    CHECK(est::needs_new_calls(f));
}

TEST_CASE("play-out: a move worth six points or more is a middle-game record", "[estimate][finish]") {
    est::Finish f;
    f.moves.push_back({Color::Black, pt(0, 0), 6, est::FinishReason::Boundary});
    f.largest = 6;
    CHECK(est::middle_game(f));
    f.largest = 5;
    CHECK_FALSE(est::middle_game(f));
    f.complete = false;
    CHECK(est::middle_game(f));
}

TEST_CASE("played-out calls: the record's stones keep their calls, the played stones take the new ones",
          "[estimate][finish]") {
    const Board start = Board::from_ascii(R"(
. X O .
. X O .
. X O .
. X . .
)");
    est::Finish f;
    f.board = start;
    f.board.play(Color::White, pt(2, 3));
    f.moves.push_back({Color::White, pt(2, 3), 0, est::FinishReason::Dame});
    score::DeadStones before;
    before.source = score::DeadSource::Estimated;
    before.dead = {pt(1, 0)};  // a record stone called dead on the record's position
    score::DeadStones after;
    after.source = score::DeadSource::Estimated;
    after.dead = {pt(1, 1), pt(2, 3)};  // the finished position calls another record stone and a played one dead
    const auto settled = est::calls_after_play_out(start, f, before, &after);
    CHECK(settled.dead.dead == std::vector<Point>{pt(1, 0), pt(2, 3)});
    CHECK(settled.disputed == 2);  // B2 (dead only before) and B3 (dead only after)
    // Without calls on the finished position (a play-out of small moves) the played stone lives.
    const auto kept = est::calls_after_play_out(start, f, before, nullptr);
    CHECK(kept.dead.dead == std::vector<Point>{pt(1, 0)});
    CHECK(kept.disputed == 0);
}
