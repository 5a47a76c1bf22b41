#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <kifu/estimate/estimate.hpp>
#include <kifu/estimate/playout_board.hpp>
#include <kifu/estimate/playout_policy.hpp>
#include <kifu/estimate/tactics.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/go/board.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/dead_sources.hpp>

#include "support/points.hpp"

using kifu::test::pt;
using kifu::go::Board;
using kifu::go::Color;
using kifu::go::Point;
namespace est = kifu::estimate;

namespace {

std::vector<Point> sorted(std::vector<Point> v) {
    std::sort(v.begin(), v.end());
    return v;
}

const kifu::score::GroupCall* call_at(const kifu::score::DeadStones& d, Point p) {
    for (const auto& g : d.groups)
        if (std::find(g.stones.begin(), g.stones.end(), p) != g.stones.end()) return &g;
    return nullptr;
}

// A one-game record of testdata/estimate/NAME.sgf replayed to its end under its RU (japanese
// when it has none).
struct FinalPosition {
    kifu::game::Record record;
    kifu::rules::Rules rules;
    kifu::replay::Replay replay;
};
FinalPosition final_position(const std::string& name) {
    std::ifstream in(KIFU_SOURCE_DIR "/testdata/estimate/" + name + ".sgf", std::ios::binary);
    REQUIRE(in);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<kifu::game::Record> records;
    kifu::game::read_games(bytes, name, {}, [&](kifu::game::Record&& r) { records.push_back(std::move(r)); });
    REQUIRE(records.size() == 1);
    const auto rules = kifu::rules::from_ru(records[0].rules_text).value_or(*kifu::rules::preset("japanese"));
    auto replay = kifu::replay::run(records[0], rules);
    return {std::move(records[0]), rules, std::move(replay)};
}

bool has_code(const kifu::score::DeadStones& d, std::string_view code) {
    return std::any_of(d.diagnostics.begin(), d.diagnostics.end(), [&](const auto& x) { return x.code.id == code; });
}

// A playout board from rows of X, O and . (top row first).
est::PlayoutBoard playout_board(std::string_view diagram) {
    std::vector<std::string> rows;
    std::string row;
    for (const char c : diagram) {
        if (c == 'X' || c == 'O' || c == '.') row += c;
        if (c == '\n' && !row.empty()) {
            rows.push_back(row);
            row.clear();
        }
    }
    if (!row.empty()) rows.push_back(row);
    est::PlayoutBoard board(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < rows[y].size(); ++x)
            if (rows[y][x] != '.')
                board.place(board.index(static_cast<int>(x), static_cast<int>(y)),
                            rows[y][x] == 'X' ? est::Cell::Black : est::Cell::White);
    return board;
}

}  // namespace

TEST_CASE("dead stones inside territory are dead, the walls live", "[estimate]") {
    const Board b = Board::from_ascii(R"(
        . . . . X O . . .
        . . . . X O . . .
        . . O . X O . . .
        . . . . X O . X .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
    )");
    const auto d = est::dead_stones(b, Color::Black);
    CHECK(d.source == kifu::score::DeadSource::Estimated);
    CHECK(d.dead == sorted({pt(2, 2), pt(7, 3)}));
    const auto* w = call_at(d, pt(2, 2));
    REQUIRE(w != nullptr);
    CHECK(w->dead);
    CHECK(w->color == Color::White);
    CHECK(w->confidence > 0.6);
    CHECK(w->reason.find("W group at C7, 1 stone:") == 0);
    CHECK(w->reason.find("\u2014 dead (") != std::string::npos);
    const auto* wall = call_at(d, pt(4, 0));
    REQUIRE(wall != nullptr);
    CHECK_FALSE(wall->dead);
}

TEST_CASE("a one-eyed group with no escape is dead", "[estimate]") {
    const Board b = Board::from_ascii(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X . . . .
        O O O O X . . . .
        O . . O X . . . .
        O O O O X . . . .
    )");
    const auto d = est::dead_stones(b, Color::White);
    CHECK(d.dead.size() == 10);
    const auto* w = call_at(d, pt(0, 6));
    REQUIRE(w != nullptr);
    CHECK(w->dead);
    CHECK(w->reason.find("one eye, no escape") != std::string::npos);
    // Named by a stone of its own near its middle, not by the corners of its bounding box.
    CHECK(w->reason.find("W group at B3, 10 stones") == 0);
}

TEST_CASE("a group with only false eyes is dead", "[estimate]") {
    const Board b = Board::from_ascii(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X X . .
        X O O X O O X . .
        X O . O . O X . .
    )");
    const auto d = est::dead_stones(b, Color::Black);
    CHECK(d.dead == sorted({pt(1, 7), pt(2, 7), pt(4, 7), pt(5, 7), pt(1, 8), pt(3, 8), pt(5, 8)}));
    const auto* w = call_at(d, pt(3, 8));
    REQUIRE(w != nullptr);
    CHECK(w->stones.size() == 7);
    CHECK(w->reason.find("only false eyes") != std::string::npos);
}

TEST_CASE("seki without eyes: both inner groups live in seki", "[estimate]") {
    const Board b = Board::from_ascii(R"(
        X X X O . X O O O
        X X X O O X O O O
        . X X O O X O O .
        X X X O O X O O O
        X X X O O X O O O
        X X X O O X O O O
        . X X O O X O O .
        X X X O O X O O O
        X X X O . X O O O
    )");
    const auto d = est::dead_stones(b, Color::Black);
    CHECK(d.dead.empty());
    const auto* inner_w = call_at(d, pt(3, 4));
    const auto* inner_b = call_at(d, pt(5, 4));
    REQUIRE(inner_w != nullptr);
    REQUIRE(inner_b != nullptr);
    CHECK(inner_w->seki);
    CHECK(inner_b->seki);
    CHECK_FALSE(inner_b->dead);
    const auto* outer = call_at(d, pt(0, 0));
    REQUIRE(outer != nullptr);
    CHECK_FALSE(outer->seki);
    CHECK(outer->confidence == 1.0);
    CHECK(outer->reason.find("Benson") != std::string::npos);
}

TEST_CASE("seki with eyes: one eye each and a shared liberty", "[estimate]") {
    const Board b = Board::from_ascii(R"(
        X X X O O O . X X X O O O
        X X X O O O O X X X O O O
        . X X O O O O X X X O O .
        X X X O O O O X X X O O O
        X X X O . O O X . X O O O
        X X X O O O O X X X O O O
        . X X O O O O X X X O O .
        X X X O O O O X X X O O O
        X X X O O O O X X X O O O
    )");
    const auto d = est::dead_stones(b, Color::White);
    CHECK(d.dead.empty());
    const auto* inner_w = call_at(d, pt(4, 3));
    const auto* inner_b = call_at(d, pt(8, 3));
    REQUIRE(inner_w != nullptr);
    REQUIRE(inner_b != nullptr);
    CHECK(inner_w->seki);
    CHECK(inner_b->seki);
    CHECK(inner_w->reason.find("seki with one eye") != std::string::npos);
}

TEST_CASE("bent four in the corner is dead under Japanese rules", "[estimate]") {
    const Board b = Board::from_ascii(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X . . . .
        O O O O X . . . .
        . O O O X . . . .
        . . . O X . . . .
    )");
    est::Options japanese;
    japanese.japanese = true;
    const auto d = est::dead_stones(b, Color::White, japanese);
    CHECK(d.dead.size() == 8);
    const auto* w = call_at(d, pt(3, 8));
    REQUIRE(w != nullptr);
    CHECK(w->dead);
    CHECK(w->reason.find("bent four in the corner") != std::string::npos);
    CHECK(has_code(d, "E502"));
}

// The final position of GNU Go's regression game 9x9-2 (RE[W+16.0]): Black's group at the bottom holds five white
// stones in atari at the lower left; capturing them (at B3) leaves a bulky five, and White plays its vital point.
const char* const bulky_five_after_capture = R"(
    . . . . . . . . .
    X X . . . . . . .
    O X X X X X X X .
    O O X O O X O X X
    . O O O X X O O X
    . X . . O O O . O
    X . X O O . . . .
    O O X X X O O O O
    O O O X X X X X .
)";

TEST_CASE("a group whose one eye space, once it captures inside, is a dead shape has one eye", "[estimate]") {
    const auto d = est::dead_stones(Board::from_ascii(bulky_five_after_capture), Color::Black);
    const auto* black = call_at(d, pt(3, 8));
    REQUIRE(black != nullptr);
    CHECK(black->dead);
    CHECK(black->stones.size() == 11);
    CHECK(black->reason.find("one eye: capturing the stones inside leaves a dead shape") != std::string::npos);
    const auto* inside = call_at(d, pt(0, 8));
    REQUIRE(inside != nullptr);
    CHECK_FALSE(inside->dead);
}

TEST_CASE("a bent three after a capture, and a dead stone only a stone apart could take gives no eye", "[estimate]") {
    // The final position of a KGS game (kgs-19-2006/2006-06-24-27, RE[B+24.50]): White's nine stones at the lower left
    // hold three black stones in atari (B1, C1, C2); taking them at A1 leaves a bent three, and Black plays its
    // middle. The dead black stone at A3 has its one liberty at A4, which touches no white stone of the group.
    const Board b = Board::from_ascii(R"(
        . . . X X X O . . . . . X . . . . . .
        O X X X X O O . . O O X O X X . X . .
        X . X O O O X X X X O O O O X O O O .
        X X X X O O O O X O . . O O . X X O .
        O X X O O O O X O O O O X X X . X O .
        O O O . . O X X X X O . O X O . O O .
        . . X O O . O X O X X O O O O . . . .
        X X X O . O O X . X O . O . O O . O O
        . O X . O O O O X X O O O X X X O O X
        . O X X X X X O O X . O X . O X X X X
        O X X X . X O O O X X O X . . . X . .
        . O . O X . X O O O X X X X X X O . .
        . O . . O X . X O . O O O O X O O O O
        . X O O . O X . X X . O . O . O X X X
        . X X . . X . . . X O . O O O . X . X
        . . . X X X O O . X . O . O X X X O .
        X O O O O O X O X X O O O O X . O . O
        O O X O X X X O X . X O X O X X O X X
        . X X O . X . X X X . X X X . O . O .
    )");
    const auto d = est::dead_stones(b, Color::Black);
    const auto* white = call_at(d, pt(3, 18));
    REQUIRE(white != nullptr);
    CHECK(white->dead);
    CHECK(std::find(d.dead.begin(), d.dead.end(), pt(1, 16)) != d.dead.end());  // B3, of the same chain
    CHECK(white->reason.find("capturing the stones inside leaves a dead shape") != std::string::npos);
    const auto* inside = call_at(d, pt(2, 17));
    REQUIRE(inside != nullptr);
    CHECK_FALSE(inside->dead);
}

TEST_CASE("stones inside that are not in atari leave the eye space to the playouts", "[estimate]") {
    std::string text = bulky_five_after_capture;
    text[text.rfind("X . X O O")] = '.';  // A3 empty: the white stones inside get a second liberty
    const auto d = est::dead_stones(Board::from_ascii(text), Color::Black);
    for (const auto& g : d.groups) CHECK(g.reason.find("capturing the stones inside") == std::string::npos);
}

TEST_CASE("dead stones touching dame, and the neutral points between walls", "[estimate]") {
    const Board b = Board::from_ascii(R"(
        . . . X . O . . .
        . . . X . O . . .
        . . . X . O . . .
        . . . X . O O . .
        . . O X . . X O .
        . . . X . O O . .
        . . . X . O . . .
        . . . X . O . . .
        . . . X . O . . .
    )");
    const auto d = est::dead_stones(b, Color::Black);
    CHECK(d.dead == sorted({pt(2, 4), pt(6, 4)}));
    for (const Point wall : {pt(3, 0), pt(5, 0), pt(5, 8), pt(7, 4)}) {
        const auto* g = call_at(d, wall);
        REQUIRE(g != nullptr);
        CHECK_FALSE(g->dead);
    }
}

TEST_CASE("stones in an area sealed by unconditionally alive stones are proven dead", "[estimate]") {
    const Board b = Board::from_ascii(R"(
        . X . X O . O . .
        X X X X O O O O O
        . O . X O . . . .
        X X X X O . X . .
        . X . X O . . . .
    )");
    const auto d = est::dead_stones(b, Color::Black);
    const auto* w = call_at(d, pt(1, 2));
    REQUIRE(w != nullptr);
    CHECK(w->dead);
    CHECK(w->confidence == 1.0);
    CHECK(std::find(d.dead.begin(), d.dead.end(), pt(6, 3)) != d.dead.end());
}

TEST_CASE("a big chain left in atari is captured even when a throw-in is at hand", "[estimate]") {
    // Black's twelve stones have one liberty (G3); the white stones inside have two (A1, B1). A
    // throw-in at A1 is no answer: White takes the twelve stones first.
    const Board b = Board::from_ascii(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O O O O .
        X X X X O X . O .
        O O O X O X O . .
        . . O X X X O . .
    )");
    for (const Color to_move : {Color::Black, Color::White}) {
        const auto d = est::dead_stones(b, to_move);
        const auto* black = call_at(d, pt(3, 7));
        const auto* inner = call_at(d, pt(0, 7));
        REQUIRE(black != nullptr);
        REQUIRE(inner != nullptr);
        CHECK(black->dead);
        CHECK(black->confidence > 0.9);
        CHECK(black->stones.size() == 10);
        CHECK_FALSE(inner->dead);
    }
}

TEST_CASE("a stone in atari that is only taken as a ko is not called dead", "[estimate]") {
    // White's E6 is in atari, but taking it at E5 is a ko the players left open: whoever plays E5
    // first wins it, so the playouts split about evenly; E5 is enclosed by White's living stones,
    // so White connects there when the dame are filled.
    const Board b = Board::from_ascii(R"(
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X X X X
        X X X X O X X X X
        O O O O . O O O O
        O O O O O O O O O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    )");
    const std::uint64_t seed = GENERATE(as<std::uint64_t>{}, 1, 2, 3, 4);
    CAPTURE(seed);
    est::Options o;
    o.seed = seed;
    const auto d = est::dead_stones(b, Color::Black, o);
    const auto* w = call_at(d, pt(4, 3));
    REQUIRE(w != nullptr);
    CHECK_FALSE(w->dead);
}

TEST_CASE("nakade: after White takes three stones in its eye space, Black plays the middle", "[estimate]") {
    // White must take Black's B1-D1 before Black connects them out at E1, but the straight three it
    // leaves is one eye once Black plays C1; with its outside liberties filled, White's group is
    // dead. Playouts without the nakade reply let White take the middle point and live.
    const Board b = Board::from_ascii(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X . . . . .
        . . . X X X X X .
        O O O O O O X . .
        O O O O O O X . .
        O O O O O O X . .
        . X X X . X X . .
    )");
    const std::uint64_t seed = GENERATE(as<std::uint64_t>{}, 1, 2, 3, 4);
    CAPTURE(seed);
    est::Options o;
    o.seed = seed;
    for (const Color to_move : {Color::Black, Color::White}) {
        const auto d = est::dead_stones(b, to_move, o);
        const auto* white = call_at(d, pt(0, 6));
        const auto* inner = call_at(d, pt(2, 8));
        REQUIRE(white != nullptr);
        REQUIRE(inner != nullptr);
        CHECK(white->dead);
        CHECK(white->stones.size() == 18);
        CHECK_FALSE(inner->dead);
    }
}

TEST_CASE("seki: a big eyeless chain leaves the stones whose capture is a nakade", "[estimate]") {
    // Black's 13 stones have no eye but the space of White's B9-D9 and share A9 and E9 with them.
    // Taking them (A9, then E9) leaves a straight three White kills at C9 once D7 and F7 are filled;
    // leaving them, White cannot approach either: seki. Playouts that take them call Black dead.
    const Board b = Board::from_ascii(R"(
        . O O O . X X X X
        X X X X X X X X X
        O O O . O . O O O
        O O O O O O O O O
        O . O . O . O . O
        O O O O O O O O O
        O . O . O . O . O
        O O O O O O O O O
        O . O . O . O . O
    )");
    const std::uint64_t seed = GENERATE(as<std::uint64_t>{}, 1, 2, 3, 4);
    CAPTURE(seed);
    est::Options o;
    o.seed = seed;
    for (const Color to_move : {Color::Black, Color::White}) {
        const auto d = est::dead_stones(b, to_move, o);
        const auto* black = call_at(d, pt(5, 0));
        const auto* inner = call_at(d, pt(2, 0));
        REQUIRE(black != nullptr);
        REQUIRE(inner != nullptr);
        CHECK(black->seki);
        CHECK(inner->seki);
        CHECK(d.dead.empty());
    }
}

TEST_CASE("seki by answering: a racing chain whose outside liberty is filled fills the other's", "[estimate]") {
    // White's D-E chain and Black's F chain share E9 and E1; Black has just filled White's outside
    // liberty C5. White answers at G5, Black's outside liberty: then neither can approach, a seki.
    // Without the answer Black takes E9 and White's chain next.
    const auto board = playout_board(R"(
        X X X O . X O O O
        X X X O O X O O O
        . X X O O X O O .
        X X X O O X O O O
        X X X O O X . O O
        X X X O O X O O O
        . X X O O X O O .
        X X X O O X O O O
        X X X O . X O O O
    )");
    const int c5 = board.index(2, 4);
    const int g5 = board.index(6, 4);
    CHECK(est::seki_reply(board, c5, est::Cell::White) == g5);
    CHECK(est::seki_reply(board, board.index(0, 2), est::Cell::White) == -1);
}

TEST_CASE("a call counts the opponent stones racing it on its own liberties", "[estimate]") {
    // A professional record's corner (Samsung Cup 2004, counted W+26.5 against RE[B+4.5]): Black's
    // 9-stone chain and White's 3 stones at G8-H7 share their only liberties G9 and J7, so if Black
    // lives White's 3 stones die, and the other way round.
    const Board b = Board::from_ascii(R"(
        . . . O O X . X .
        . . . O O X O O X
        . . . O X X X O .
        . . . O O O X X X
        . . . . O . O X O
        . . . . O O O O O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    )");
    const auto d = est::dead_stones(b, Color::Black);
    const auto* black = call_at(d, pt(5, 0));
    REQUIRE(black != nullptr);
    CHECK(black->hostages == 3);
    const auto* wall = call_at(d, pt(4, 5));
    REQUIRE(wall != nullptr);
    CHECK(wall->hostages == 0);
}

TEST_CASE("reading: a throw-in captures a chain short of liberties (a snapback)", "[estimate][tactics]") {
    // Black's D5-D6 has two liberties, E5 and E6. White throws in at E5 (Black's E4 chain on the other side): if
    // Black takes it at E6, White takes the three stones back at E5.
    const auto board = playout_board(R"(
        . . O X .
        . . O X .
        . . O O X
        . . O X X
        . . O X .
        . . O X .
    )");
    est::Reader reader;
    CHECK(reader.capturable(board, board.index(3, 0)));
    // Once Black has connected at E5 the chain has three liberties and is safe.
    auto connected = board;
    connected.play(board.index(4, 1), est::Cell::Black);
    CHECK_FALSE(reader.capturable(connected, board.index(3, 0)));
    // White's wall has six liberties.
    CHECK_FALSE(reader.capturable(board, board.index(2, 0)));
}

TEST_CASE("the estimate is deterministic for a seed", "[estimate]") {
    const Board b = Board::from_ascii(R"(
        . . . . X O . . .
        . . O . X O . . .
        . . . . X O . . .
        . . . X . O . X .
        . . . . X O . . .
        . O O . X . O . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
    )");
    est::Options o;
    o.seed = 12345;
    const auto a = est::dead_stones(b, Color::Black, o);
    const auto again = est::dead_stones(b, Color::Black, o);
    REQUIRE(a.groups.size() == again.groups.size());
    for (std::size_t i = 0; i < a.groups.size(); ++i) {
        CHECK(a.groups[i].stones == again.groups[i].stones);
        CHECK(a.groups[i].confidence == again.groups[i].confidence);
        CHECK(a.groups[i].reason == again.groups[i].reason);
    }
    CHECK(a.dead == again.dead);
}

TEST_CASE("groups below the confidence threshold are listed as uncertain", "[estimate]") {
    const Board b = Board::from_ascii(R"(
        . . . . X O . . .
        . . O . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
    )");
    est::Options o;
    o.uncertain_below = 1.01;
    const auto d = est::dead_stones(b, Color::Black, o);
    const auto e501 =
        std::find_if(d.diagnostics.begin(), d.diagnostics.end(), [](const auto& x) { return x.code.id == "E501"; });
    REQUIRE(e501 != d.diagnostics.end());
    CHECK(e501->severity() == kifu::diag::Severity::Warning);
    CHECK(e501->message.find("W at C4") != std::string::npos);
    o.uncertain_below = 0.0;
    CHECK_FALSE(has_code(est::dead_stones(b, Color::Black, o), "E501"));
}

TEST_CASE("an unfinished position is reported, a finished one is not", "[estimate]") {
    Board open(9, 9);
    open.set(pt(2, 2), Color::Black);
    open.set(pt(6, 6), Color::White);
    CHECK(has_code(est::dead_stones(open, Color::Black), "E503"));
    const Board done = Board::from_ascii(R"(
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
    )");
    CHECK_FALSE(has_code(est::dead_stones(done, Color::Black), "E503"));
}

TEST_CASE("codes and empty boards", "[estimate]") {
    const auto codes = est::codes();
    REQUIRE(codes.size() == 4);
    CHECK(codes[0].id == "E501");
    CHECK(codes[2].id == "E503");
    CHECK(codes[3].id == "E504");
    const auto d = est::dead_stones(Board(19, 19), Color::Black);
    CHECK(d.dead.empty());
    CHECK(d.groups.empty());
}

TEST_CASE("real KGS final positions: the estimate finds the dead stones the players marked", "[estimate]") {
    const std::string name = GENERATE(as<std::string>{},
        "kgs_seki_2017-01-02-27", "kgs_seki_2017-01-08-7", "kgs_seki_2017-01-25-13",
        "kgs_many-dead_2017-01-03-20", "kgs_many-dead_2017-01-15-22", "kgs_many-dead_2017-01-20-10",
        "kgs_dead_2017-01-05-27", "kgs_dead_2017-01-09-7", "kgs_dead_2017-01-13-31", "kgs_dead_2017-01-14-25",
        "kgs_dead_2017-01-15-20", "kgs_dead_2017-01-21-18", "kgs_dead_2017-01-25-2", "kgs_dead_2017-01-29-16",
        "kgs_dead_2017-01-30-3", "kgs_dead_2017-01-29-22");
    CAPTURE(name);
    const auto [record, rules, rep] = final_position(name);
    const auto markup = kifu::score::dead_from_markup(rep.board, record.territory_black, record.territory_white);
    REQUIRE(markup);
    est::Options o;
    o.japanese = rules.scoring == kifu::rules::Scoring::Territory;
    const auto d = est::dead_stones(rep.board, rep.to_move, o);
    CHECK(d.dead == markup->dead);
    if (name.find("seki") != std::string::npos)
        CHECK(std::any_of(d.groups.begin(), d.groups.end(), [](const auto& g) { return g.seki && !g.dead; }));
    for (const auto& g : d.groups) CHECK_FALSE(g.reason.empty());
}

TEST_CASE("real KGS final position: a group inside the opponent's area that fights back is still dead", "[estimate]") {
    // 2006-08-01-11 (no markup; RE W+45.5 is the count with these calls): Black's 14 stones at N15-T19
    // have one eye. Playouts that answer next to the opponent's last move see it on every seed.
    const auto rep = final_position("kgs_unmarked_2006-08-01-11").replay;
    const std::uint64_t seed = GENERATE(as<std::uint64_t>{}, 1, 2, 3, 4, 5, 6);
    CAPTURE(seed);
    est::Options o;
    o.japanese = true;
    o.seed = seed;
    const auto d = est::dead_stones(rep.board, rep.to_move, o);
    const auto* corner = call_at(d, pt(13, 0));
    REQUIRE(corner != nullptr);
    CHECK(corner->color == Color::Black);
    CHECK(corner->dead);
    CHECK(corner->stones.size() == 14);
}

TEST_CASE("real KGS final position: a stone left in an open ko is not dead", "[estimate]") {
    // 2001-09-30-9 (RE B+0.5): Black's L4 is in atari, but White can only take it as a ko and L5 is
    // enclosed by living Black stones; the players left the ko open, so L4 lives (Black connects).
    const auto rep = final_position("kgs_open_ko_2001-09-30-9").replay;
    const std::uint64_t seed = GENERATE(as<std::uint64_t>{}, est::Options{}.seed, 1, 2, 3);
    CAPTURE(seed);
    est::Options o;
    o.japanese = true;
    o.seed = seed;
    const auto d = est::dead_stones(rep.board, rep.to_move, o);
    const auto* ko_stone = call_at(d, pt(10, 15));
    REQUIRE(ko_stone != nullptr);
    CHECK(ko_stone->color == Color::Black);
    CHECK_FALSE(ko_stone->dead);
}

TEST_CASE("real professional record: a chain the last move put in atari is answered and lives", "[estimate]") {
    // 28th Samsung Cup, Park Hyunsoo - Han Wonggyu (RE W+6.5), without its last two moves: White's H8 has just put
    // Black's eight stones at G9-K9 in atari, and the players' next move was Black's K8, which joins them to the L8
    // chain. A chain left in atari at the end of a finished game is dead; one the last move put in atari is not.
    const auto rep = final_position("pro_unanswered-atari_Samsung-28-K06").replay;
    REQUIRE(rep.to_move == Color::Black);
    REQUIRE(rep.last_move == pt(7, 11));
    const std::uint64_t seed = GENERATE(as<std::uint64_t>{}, est::Options{}.seed, 1, 2, 3);
    CAPTURE(seed);
    est::Options o;
    o.japanese = true;
    o.seed = seed;
    const auto after_atari = est::dead_stones(rep.board, rep.to_move, o, rep.last_move);
    const auto* answered = call_at(after_atari, pt(8, 10));
    REQUIRE(answered != nullptr);
    CHECK(answered->color == Color::Black);
    CHECK_FALSE(answered->dead);
    const auto at_the_end = est::dead_stones(rep.board, rep.to_move, o);
    const auto* left = call_at(at_the_end, pt(8, 10));
    REQUIRE(left != nullptr);
    CHECK(left->dead);
}

TEST_CASE("scattered stones in the opponent's sphere are dead: playouts answer with hane and cuts", "[estimate]") {
    // The final position of a 9x9 computer game (RE W+55.5, Chinese rules): Black's ten stones on the
    // right have no room for two eyes. Without shape replies the playouts let them live.
    const Board b = Board::from_ascii(R"(
        . . . O . O . . .
        . . O X . . O . .
        . . O X X X . X X
        O O . O . . X . .
        O X O . O O . . .
        X X X O . . X X .
        . X X X O . X O .
        X . . X O . O O .
        . X X X O . . . .
    )");
    const std::uint64_t seed = GENERATE(as<std::uint64_t>{}, 1, 2, 3, 4, 5, 6);
    CAPTURE(seed);
    est::Options o;
    o.seed = seed;
    o.playouts = 1024;  // the call is clear but not by far: enough playouts for any seed
    for (const Color to_move : {Color::Black, Color::White}) {
        const auto d = est::dead_stones(b, to_move, o);
        const auto* right = call_at(d, pt(5, 2));
        REQUIRE(right != nullptr);
        CHECK(right->dead);
        CHECK(right->stones.size() == 10);
        const auto* left = call_at(d, pt(1, 5));
        REQUIRE(left != nullptr);
        CHECK_FALSE(left->dead);
    }
}

TEST_CASE("any position, any size: every stone gets exactly one call and dead stones are stones", "[estimate]") {
    const int size = GENERATE(1, 2, 3, 5, 7, 13);
    std::uint64_t state = 0x1234567u + static_cast<std::uint64_t>(size);
    auto next = [&state] {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>(state >> 33);
    };
    for (int round = 0; round < 4; ++round) {
        Board b(size, size);
        Color c = Color::Black;
        for (int m = 0; m < size * size * (round + 1) / 2; ++m) {
            b.play(c, pt(next() % size, next() % size));
            c = kifu::go::opponent(c);
        }
        est::Options o;
        o.playouts = 16 * round;
        o.japanese = round % 2 == 1;
        const auto d = est::dead_stones(b, c, o);
        std::vector<Point> called;
        for (const auto& g : d.groups) {
            REQUIRE_FALSE(g.stones.empty());
            CHECK_FALSE((g.dead && g.seki));
            CHECK(g.confidence >= 0.5);
            CHECK(g.confidence <= 1.0);
            for (const Point p : g.stones) CHECK(b.at(p) == g.color);
            called.insert(called.end(), g.stones.begin(), g.stones.end());
        }
        CHECK(static_cast<int>(called.size()) == b.stones(Color::Black) + b.stones(Color::White));
        for (const Point p : d.dead) CHECK(b.at(p) != Color::Empty);
        CHECK(std::is_sorted(d.dead.begin(), d.dead.end()));
    }
}

TEST_CASE("a stone left in an open ko is a group of its own, not a stake of the living group beside it", "[estimate]") {
    // A finished self-play game: White took the ko at J6 and both passed; Black could retake at J7.
    const Board b = Board::from_ascii(R"(
        O . O . O O O . O
        O O . O O . O O O
        . O O . O O O O .
        O O . O O O X X O
        O . O . O O X X X
        O O . O . O X X X
        O O O O O X . X X
        O O O O X X X . X
        O O . O O X X X .
    )");
    const auto d = est::dead_stones(b, Color::Black);
    const auto* ko = call_at(d, pt(8, 3));
    const auto* group = call_at(d, pt(3, 3));
    REQUIRE(ko != nullptr);
    REQUIRE(group != nullptr);
    CHECK(ko->stones.size() == 1);
    CHECK(ko != group);
    CHECK_FALSE(group->dead);
    CHECK(group->confidence >= 0.8);  // the ko does not make 45 stones uncertain
}
