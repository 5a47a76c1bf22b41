#include <catch2/catch.hpp>

#include <kifu/game/reader.hpp>
#include <kifu/game/record.hpp>
#include <kifu/go/board.hpp>
#include <kifu/game/handicap.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

using namespace kifu;
using game::Action;
using game::ActionKind;
using go::Color;
using go::Point;

namespace {

// A single ko at B3 (bb): Black takes at C3 (cb), White retakes at bb.
constexpr const char* ko_diagram =
    ".XO..\n"
    "XO.O.\n"
    ".XO..\n"
    ".....\n";

Point sgf_point(std::string_view sgf) {
    auto v = [](char c) { return static_cast<std::int16_t>(c >= 'a' ? c - 'a' : c - 'A' + 26); };
    return Point{v(sgf[0]), v(sgf[1])};
}

// A record from an optional ASCII diagram (root AB/AW) and nodes in SGF syntax: ";B[cb];W[];KO[]B[aa];PL[W]".
// Values stand at line 1, column = their offset in `nodes` + 1.
game::Record make(int width, int height, std::string_view diagram, std::string_view nodes, int handicap = 0) {
    game::Record r;
    r.width = width;
    r.height = height;
    r.handicap = handicap;
    if (!diagram.empty()) {
        go::Board b = go::Board::from_ascii(diagram);
        r.width = b.width();
        r.height = b.height();
        for (int y = 0; y < b.height(); ++y)
            for (int x = 0; x < b.width(); ++x) {
                Point p{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)};
                if (b.at(p) != Color::Empty) r.actions.push_back({ActionKind::Setup, b.at(p), p, 0, 0, {}});
            }
    }
    int node = 0;
    int moves = 0;
    std::size_t i = 0;
    while (i < nodes.size()) {
        if (nodes[i] == ';') {
            ++node;
            ++i;
            continue;
        }
        std::size_t id_end = i;
        while (id_end < nodes.size() && std::isupper(static_cast<unsigned char>(nodes[id_end]))) ++id_end;
        const std::string id(nodes.substr(i, id_end - i));
        i = id_end;
        while (i < nodes.size() && nodes[i] == '[') {
            const std::size_t close = nodes.find(']', i);
            const std::string_view value = nodes.substr(i + 1, close - i - 1);
            const game::TextPos pos{1, static_cast<std::uint32_t>(i + 2)};
            if (id == "B" || id == "W") {
                const Color c = id == "B" ? Color::Black : Color::White;
                ++moves;
                const bool pass = value.empty() || (value == "tt" && r.width <= 19 && r.height <= 19);
                r.actions.push_back({pass ? ActionKind::Pass : ActionKind::Move, c, pass ? Point{} : sgf_point(value), node,
                                     moves, pos});
            } else if (id == "AB" || id == "AW" || id == "AE") {
                const Color c = id == "AB" ? Color::Black : id == "AW" ? Color::White : Color::Empty;
                r.actions.push_back({ActionKind::Setup, c, sgf_point(value), node, 0, pos});
            } else if (id == "PL") {
                r.actions.push_back({ActionKind::PlayerToMove, value == "W" ? Color::White : Color::Black, {}, node, 0, pos});
            } else if (id == "KO") {
                r.actions.push_back({ActionKind::KoOverride, Color::Empty, {}, node, 0, pos});
            }
            i = close + 1;
        }
    }
    game::resolve_start(r, {});
    return r;
}

game::Record make(std::string_view diagram, std::string_view nodes) { return make(0, 0, diagram, nodes); }

rules::Rules chinese() { return *rules::preset("chinese"); }
rules::Rules japanese() { return *rules::preset("japanese"); }

// Replays with check_invariants() after every move.
replay::Replay checked(const game::Record& r, const rules::Rules& rules) {
    replay::Options o;
    o.on_move = [](const go::Board& b, int) { b.check_invariants(); };
    return replay::run(r, rules, o);
}

std::vector<std::string> codes_of(const replay::Replay& r) {
    std::vector<std::string> out;
    for (const auto& e : r.events) out.emplace_back(e.code.id);
    return out;
}

// The warnings the replay's sanctioned moves gave `color` (what they cost is the judge's to say).
int warnings_of(const replay::Replay& r, Color color) {
    int n = 0;
    for (const auto& e : r.events) n += e.sanction == rules::Sanction::VoidWarning && e.color == color;
    return n;
}

const replay::Event* find(const replay::Replay& r, std::string_view code) {
    for (const auto& e : r.events)
        if (e.code.id == code) return &e;
    return nullptr;
}

// Three independent kos; the 6-move cycle returns to the start with Black to move.
constexpr const char* triple_ko =
    ".XO.\n"
    "XO.O\n"
    ".XO.\n"
    "....\n"
    ".XO.\n"
    "X.XO\n"
    ".XO.\n"
    "....\n"
    ".XO.\n"
    "XO.O\n"
    ".XO.\n";
constexpr const char* triple_ko_cycle = ";B[cb];W[bf];B[cj];W[bb];B[cf];W[bj]";

// Black's stone at b3 inside White's corner: B sends two at a3, W takes two at c3, B returns one at b3.
constexpr const char* send_two =
    ".X.X.\n"
    "OOXX.\n"
    ".....\n";

// Eternal life (chosei): W throws in at d3, B sacrifices two at a3, W takes two at c3, B takes two at b3.
constexpr const char* eternal_life =
    ".X..X.\n"
    "OOXXX.\n"
    "......\n";
constexpr const char* eternal_life_cycle = ";W[da];B[aa];W[ca];B[ba]";

}  // namespace

TEST_CASE("a clean game replays without events", "[replay]") {
    auto r = checked(make(9, 9, "", ";B[ee];W[cc];B[gg];W[cg];B[gc];W[];B[]"), chinese());
    CHECK(r.events.empty());
    CHECK(r.moves == 7);
    CHECK(r.ended_by_passes);
    CHECK(r.end_move == 7);
    CHECK(r.board.stones(Color::Black) == 3);
    CHECK(r.to_move == Color::White);
    CHECK_FALSE(r.loser);
}

TEST_CASE("occupied point: void and forfeit under Chinese rules, loss under Japanese", "[replay]") {
    auto rec = make(9, 9, "", ";B[ee];W[cc];B[cc];W[gg]");
    auto r = checked(rec, chinese());
    REQUIRE(r.events.size() == 1);
    const auto& e = r.events[0];
    CHECK(e.code.id == "M102");
    CHECK(e.move == 3);
    CHECK(e.color == Color::Black);
    CHECK(e.point == sgf_point("cc"));
    CHECK(e.pos.col == 16);
    CHECK(e.sanction == rules::Sanction::VoidForfeit);
    CHECK(e.code.severity == diag::Severity::Error);
    CHECK(e.message.find("C7 (cc)") != std::string::npos);
    CHECK(r.board.stones(Color::Black) == 1);
    CHECK(r.board.stones(Color::White) == 2);
    CHECK(r.events.size() == 1);  // W's next move is in turn: the void move was B's pass

    auto j = checked(rec, japanese());
    CHECK(j.events[0].sanction == rules::Sanction::Loss);
    CHECK(j.loser == Color::Black);
    CHECK(j.lost_at_move == 3);

    // A pass after the losing move: the game ended at the loss, not by a forfeit and a pass (no M113). Under the
    // Chinese rules the void move is a forfeited turn, and the pass after it ends the game (M113).
    auto passed = make(9, 9, "", ";B[ee];W[cc];B[cc];W[]");
    CHECK(codes_of(checked(passed, japanese())) == std::vector<std::string>{"M102"});
    CHECK(codes_of(checked(passed, chinese())) == std::vector<std::string>{"M102", "M113"});
}

TEST_CASE("set-up stones left without a liberty are an impossible position (M123), kept as set", "[replay]") {
    // A white stone in the corner surrounded by black set-up stones, none captured by the set-up.
    auto r = checked(make("OX...\nX....\n.....\n.....\n.....\n", ";B[ee]"), chinese());
    REQUIRE(codes_of(r) == std::vector<std::string>{"M123"});
    CHECK(r.events[0].point == sgf_point("aa"));
    CHECK(r.board.at(sgf_point("aa")) == Color::White);
    CHECK(codes_of(checked(make(".X...\nX....\n.....\n.....\n.....\n", ";B[ee]"), chinese())).empty());
}

TEST_CASE("off-board move: a corrupt record, void under every ruleset", "[replay]") {
    auto r = checked(make(9, 9, "", ";B[ee];W[zz]"), chinese());
    REQUIRE(r.events.size() == 1);
    CHECK(r.events[0].code.id == "M101");
    CHECK(r.events[0].message.find("off the 9x9 board") != std::string::npos);
    CHECK(r.to_move == Color::Black);
    // The Japanese loss on the spot is for an occupied point (J-Art 3); off the board there is no point to play on.
    auto j = checked(make(9, 9, "", ";B[ee];W[zz]"), japanese());
    REQUIRE(j.events.size() == 1);
    CHECK(j.events[0].sanction == rules::Sanction::VoidForfeit);
    CHECK(j.events[0].article.empty());
}

TEST_CASE("suicide: single and multi-stone, forbidden under chinese, allowed under nz", "[replay]") {
    const char* diagram =
        ".XO..\n"
        "XXO..\n"
        "OO...\n"
        ".....\n";
    // Black a5 would leave its four stones without a liberty.
    auto rec = make(diagram, ";B[aa];W[ee]");
    auto c = checked(rec, chinese());
    REQUIRE(find(c, "M103"));
    CHECK(find(c, "M103")->message.find("its 4 stones") != std::string::npos);
    CHECK(find(c, "M103")->sanction == rules::Sanction::VoidForfeit);
    CHECK(c.board.stones(Color::Black) == 3);
    CHECK(warnings_of(c, Color::Black) == 0);

    auto nz = checked(rec, *rules::preset("nz"));
    CHECK_FALSE(find(nz, "M103"));
    REQUIRE(find(nz, "M118"));
    CHECK(nz.board.stones(Color::Black) == 0);
    CHECK(nz.captures[1] == 4);

    // Single-stone suicide.
    auto single = checked(make(".O\nO.\n", ";B[aa]"), chinese());
    REQUIRE(find(single, "M103"));
    CHECK(find(single, "M103")->message.find("its stone would be") != std::string::npos);
    // Where suicide is allowed, it is the suicide of more than one stone (RULES.md; KataGo's sui1): a lone stone's is
    // still illegal, under simple ko, situational or positional superko alike.
    for (const char* name : {"tromp-taylor", "nz", "ing"}) {
        auto lone = checked(make(".O\nO.\n", ";B[aa]"), *rules::preset(name));
        CHECK(codes_of(lone) == std::vector<std::string>{"M103"});
        CHECK(find(lone, "M103")->message.find("allow only the suicide of more than one stone") != std::string::npos);
    }
}

TEST_CASE("simple ko retake: a warning under Chinese rules, numbered - the replay does not rule the loss", "[replay]") {
    const char* diagram = ko_diagram;
    auto rec = make(diagram, ";B[cb];W[bb];B[dd];W[bb]");
    auto r = checked(rec, chinese());
    REQUIRE(r.events.size() >= 1);
    const auto& e = r.events[0];
    CHECK(e.code.id == "M104");
    CHECK(e.move == 2);
    CHECK(e.color == Color::White);
    CHECK(e.sanction == rules::Sanction::VoidWarning);
    CHECK(e.article == "C-Art 18.3");
    CHECK(e.message.rfind("W retakes the ko at B3 (bb) at once", 0) == 0);
    CHECK(warnings_of(r, Color::White) == 1);
    // W's forfeited turn was a pass, so B[dd] is in turn; W[bb] at move 4 is legal then.
    CHECK(r.board.at(sgf_point("bb")) == Color::White);
    CHECK_FALSE(r.loser);

    auto twice = checked(make(diagram, ";B[cb];W[bb];W[bb]"), chinese());
    // W forfeits move 2; Black is to play, so W[bb] at move 3 is out of turn: a second warning. That
    // two warnings lose is the judge's ruling (judge::sanctions), not a replay event.
    CHECK(codes_of(twice) == std::vector<std::string>{"M104", "M106"});
    CHECK(twice.events[1].message.find("W gets a warning (2 of 2)") != std::string::npos);
    CHECK(warnings_of(twice, Color::White) == 2);
    CHECK_FALSE(twice.loser);

    // A warning past the limit is not numbered "3 of 2": the earlier two already decided the game.
    auto thrice = checked(make(diagram, ";B[cb];W[bb];W[bb];W[ad]"), chinese());
    REQUIRE(thrice.events.size() == 3);
    CHECK(thrice.events[2].message.find("W gets warning 3, after the 2 that already decided the game") !=
          std::string::npos);

    auto j = checked(rec, japanese());
    CHECK(j.events[0].article == "J-Art 6");
    CHECK(j.events[0].sanction == rules::Sanction::Loss);
    CHECK(j.loser == Color::White);
    CHECK(j.lost_at_move == 2);
}

TEST_CASE("the capturer may fill its own ko at once", "[replay]") {
    const char* diagram =
        ".XO..\n"
        "XO.O.\n"
        ".XO..\n";
    auto j = checked(make(diagram, ";B[cb];PL[B];B[bb]"), japanese());
    CHECK(codes_of(j) == std::vector<std::string>{"M117"});
    CHECK(j.board.at(sgf_point("bb")) == Color::Black);
}

TEST_CASE("the KO property forces a ko retake", "[replay]") {
    const char* diagram =
        ".XO..\n"
        "XO.O.\n"
        ".XO..\n";
    auto r = checked(make(diagram, ";B[cb];KO[]W[bb]"), chinese());
    CHECK(codes_of(r) == std::vector<std::string>{"M109"});
    CHECK(r.board.at(sgf_point("bb")) == Color::White);
    CHECK(warnings_of(r, Color::White) == 0);
}

TEST_CASE("triple ko: illegal under superko, no result under Japanese rules", "[replay]") {
    auto rec = make(triple_ko, triple_ko_cycle);
    auto c = checked(rec, chinese());
    REQUIRE(c.events.size() == 1);
    CHECK(c.events[0].code.id == "M105");
    CHECK(c.events[0].move == 6);
    CHECK(c.events[0].earlier_move == 0);
    CHECK(c.events[0].sanction == rules::Sanction::VoidForfeit);
    CHECK(warnings_of(c, Color::White) == 0);
    CHECK(c.board.at(sgf_point("bj")) == Color::Empty);
    CHECK_FALSE(c.no_result);

    auto j = checked(make(triple_ko, std::string(triple_ko_cycle) + triple_ko_cycle), japanese());
    CHECK(codes_of(j) == std::vector<std::string>{"M112", "M115"});
    CHECK(j.events[0].move == 6);
    CHECK(j.events[0].earlier_move == 0);
    CHECK(j.events[0].article == "J-Art 12");
    CHECK(j.no_result);
    CHECK(j.cycle_ruling == rules::CycleRule::NoResult);
    CHECK_FALSE(j.loser);

    // A cycle that play leaves is reported, and the game counts normally.
    auto left = checked(make(triple_ko, std::string(triple_ko_cycle) + ";B[dd];W[ak]"), japanese());
    CHECK(codes_of(left) == std::vector<std::string>{"M112"});
    CHECK_FALSE(left.no_result);

    // Chinese rules with a C-Art 20.3 choice of no result.
    auto choice = chinese();
    choice.cycle = rules::CycleRule::NoResult;
    auto n = checked(make(triple_ko, std::string(triple_ko_cycle) + triple_ko_cycle), choice);
    CHECK(codes_of(n) == std::vector<std::string>{"M112", "M115"});
    CHECK(n.no_result);
}

TEST_CASE("RE[Void] with a repetition the record leaves is still no result", "[replay]") {
    auto rec = make(triple_ko, std::string(triple_ko_cycle) + ";B[dd]");
    rec.result = game::Result{"Void", game::ResultKind::Void, Color::Empty, std::nullopt, false};
    auto j = checked(rec, japanese());
    CHECK(j.no_result);
    REQUIRE(find(j, "M115"));
}

TEST_CASE("sending two, returning one: positional and situational superko differ", "[replay]") {
    // B sends two (a3), W takes two (c3), B returns one (b3): the board of the start, White to move.
    const std::string cycle = ";B[aa];W[ca];B[ba];W[]";
    auto rec = make(send_two, cycle + cycle);
    auto tt = checked(rec, *rules::preset("tromp-taylor"));
    REQUIRE(!tt.events.empty());
    CHECK(tt.events[0].code.id == "M105");
    CHECK(tt.events[0].move == 3);
    CHECK(tt.events[0].earlier_move == 0);
    CHECK(tt.events[0].message.find("positional superko") != std::string::npos);

    auto c = checked(rec, chinese());
    REQUIRE(!c.events.empty());
    CHECK(c.events[0].code.id == "M105");
    CHECK(c.events[0].move == 5);
    CHECK(c.events[0].earlier_move == 1);
    CHECK(c.events[0].message.find("situational superko") != std::string::npos);

    auto j = checked(rec, japanese());
    CHECK(codes_of(j) == std::vector<std::string>{"M112", "M115"});
    CHECK(j.events[0].move == 5);
    CHECK(j.no_result);
}

TEST_CASE("eternal life: a four-move cycle", "[replay]") {
    auto rec = make(eternal_life, std::string("PL[W]") + eternal_life_cycle + eternal_life_cycle);
    auto c = checked(rec, chinese());
    REQUIRE_FALSE(c.events.empty());
    CHECK(c.events[0].code.id == "M105");
    CHECK(c.events[0].move == 4);
    CHECK(c.events[0].earlier_move == 0);
    CHECK(c.events[0].color == Color::Black);

    auto j = checked(rec, japanese());
    CHECK(codes_of(j) == std::vector<std::string>{"M112", "M115"});
    CHECK(j.events[0].move == 4);
    CHECK(j.captures[0] == 4);
    CHECK(j.captures[1] == 4);
    CHECK(j.no_result);
    CHECK(j.board == go::Board::from_ascii(eternal_life));
}

TEST_CASE("two kos and a pass: the board recurs with the other player to move", "[replay]") {
    const char* diagram =
        ".XO.\n"
        "XO.O\n"
        ".XO.\n"
        "....\n"
        ".XO.\n"
        "X.XO\n"
        ".XO.\n";
    // B takes ko 1, W takes ko 2, B passes, W retakes ko 1, B retakes ko 2: the start board, W to move.
    auto rec = make(diagram, ";B[cb];W[bf];B[];W[bb];B[cf]");
    auto pos = checked(rec, *rules::preset("tromp-taylor"));
    CHECK(codes_of(pos) == std::vector<std::string>{"M105"});
    CHECK(pos.events[0].move == 5);
    auto sit = checked(rec, chinese());
    CHECK(sit.events.empty());
}

TEST_CASE("the same colour twice", "[replay]") {
    auto rec = make(9, 9, "", ";B[ee];W[cc];W[gg];B[cg]");
    auto c = checked(rec, chinese());
    REQUIRE(c.events.size() == 1);
    CHECK(c.events[0].code.id == "M106");
    CHECK(c.events[0].move == 3);
    CHECK(c.events[0].sanction == rules::Sanction::VoidWarning);
    CHECK(c.events[0].article == "C-Art 17.2");
    CHECK(c.board.at(sgf_point("gg")) == Color::Empty);
    CHECK(c.board.at(sgf_point("cg")) == Color::Black);
    CHECK(warnings_of(c, Color::White) == 1);

    auto j = checked(rec, japanese());
    CHECK(j.loser == Color::White);
    CHECK(j.board.at(sgf_point("gg")) == Color::White);
    // After W's second move the record's B[cg] is in turn.
    CHECK(j.events.size() == 1);
}

TEST_CASE("PL is honoured and reported when it breaks alternation", "[replay]") {
    auto r = checked(make(9, 9, "", ";B[ee];PL[B];B[cc]"), chinese());
    CHECK(codes_of(r) == std::vector<std::string>{"M117"});
    CHECK(r.board.stones(Color::Black) == 2);
    auto root = checked(make(9, 9, "", "PL[W];W[ee];B[cc]"), chinese());
    CHECK(root.events.empty());
    // PL in the node of a move says who moves after it (CGoban writes "W[kq]PL[B]").
    auto after = checked(make(9, 9, "", ";B[ee];W[cc]PL[B];B[gg]"), chinese());
    CHECK(after.events.empty());
    auto flip = checked(make(9, 9, "", ";B[ee];W[cc]PL[W];W[gg]"), chinese());
    CHECK(codes_of(flip) == std::vector<std::string>{"M117"});
}

TEST_CASE("handicap stones as consecutive black moves", "[replay]") {
    auto agreed = checked(make(19, 19, "", ";B[pd];B[dp];B[pp];W[dd];B[cf]", 3), chinese());
    CHECK(codes_of(agreed) == std::vector<std::string>{"M110"});
    CHECK(agreed.board.stones(Color::Black) == 4);

    auto missing = checked(make(19, 19, "", ";B[pd];B[cp];W[dd];B[cf]", 0), chinese());
    CHECK(codes_of(missing) == std::vector<std::string>{"M111", "M106"});
    CHECK(missing.events[1].move == 2);
    CHECK(warnings_of(missing, Color::Black) == 1);

    // With no HA, B moves on exactly the standard handicap points are the handicap (a KGS record of six stones).
    auto six = checked(make(19, 19, "", ";B[dd];B[pd];B[dj];B[pj];B[dp];B[pp];W[fq];B[fp]", 0), chinese());
    CHECK(codes_of(six) == std::vector<std::string>{"M111"});
    CHECK(warnings_of(six, Color::Black) == 0);
    CHECK(six.board.stones(Color::Black) == 7);
    auto three = checked(make(19, 19, "", ";B[dd];B[pd];B[dp];W[pp]", 0), chinese());  // any three corners
    CHECK(codes_of(three) == std::vector<std::string>{"M111"});
    CHECK(warnings_of(three, Color::Black) == 0);
}

TEST_CASE("AB handicap: White moves first - an HA mismatch is the reader's to report", "[replay]") {
    auto r = checked(make(19, 19, "", "AB[dd][pp];W[dp];B[pd]", 2), chinese());
    CHECK(r.events.empty());
    // HA disagrees with the AB stones: the reader says so once (G404), the replay does not again.
    const auto rec = make(19, 19, "", ";AB[dd][pp][dp];W[pd];B[qq]", 2);
    REQUIRE(rec.diagnostics.size() == 1);
    CHECK(rec.diagnostics[0].code.id == "G404");
    auto m = checked(rec, chinese());
    CHECK(m.events.empty());
    auto b_first = checked(make(19, 19, "", "AB[dd][pp];B[dp];W[pd]", 2), chinese());
    CHECK(codes_of(b_first) == std::vector<std::string>{"M116"});
}

TEST_CASE("setup that changes nothing is no edit", "[replay]") {
    // AE on an empty point (a 1933 record), AB on a black stone: the position stands as it was.
    auto noop = checked(make(9, 9, "", ";B[ee];W[cc]AE[gg];B[gc]AB[ee]"), chinese());
    CHECK(noop.events.empty());
    auto edit = checked(make(9, 9, "", ";B[ee];W[cc]AE[ee];B[gc]"), chinese());
    CHECK(codes_of(edit) == std::vector<std::string>{"M108"});
    CHECK(edit.board.at(sgf_point("ee")) == Color::Empty);
}

TEST_CASE("setup after the first move, moves after the end", "[replay]") {
    auto r = checked(make(9, 9, "", ";B[ee];W[cc];AB[gg]AW[gc];B[];W[];B[cg]"), chinese());
    CHECK(codes_of(r) == std::vector<std::string>{"M108", "M107"});
    CHECK(r.board.at(sgf_point("gg")) == Color::Black);
    CHECK(r.end_move == 4);
    // Play after the end is no part of the game (RULES.md §3): not replayed.
    CHECK(r.ended_by_passes);
    CHECK(r.board.at(sgf_point("cg")) == Color::Empty);
    CHECK(r.moves == 5);
}

TEST_CASE("a node's setup is applied at once: chains split and joined as one set() per point would", "[replay]") {
    // White fills the board, then a node clears a column and a row (splitting White's chain in four) and sets Black
    // across them; the next takes them off again.
    std::string fill, cross, clear;
    for (char c = 'a'; c <= 'i'; ++c)
        for (char d = 'a'; d <= 'i'; ++d) fill += std::string("AW[") + c + d + "]";
    for (char c = 'a'; c <= 'i'; ++c) {
        cross += std::string("AE[e") + c + "]AB[e" + c + "]";
        if (c != 'e') cross += std::string("AE[") + c + "e]AB[" + c + "e]";
        if (c != 'e') clear += std::string("AE[e") + c + "][" + c + "e]";
    }
    auto r = checked(make(9, 9, "", ";" + fill + ";" + cross + ";B[]"), chinese());
    CHECK(r.board.stones(Color::Black) == 17);
    CHECK(r.board.stones(Color::White) == 64);
    CHECK(r.board.chain_size(sgf_point("aa")) == 16);
    CHECK(r.board.liberties(sgf_point("aa")) == 0);
    CHECK(r.board.chain_size(sgf_point("ee")) == 17);
    CHECK(r.board.liberties(sgf_point("ee")) == 0);
    r.board.check_invariants();
    auto r2 = checked(make(9, 9, "", ";" + fill + ";" + cross + ";" + clear + ";B[]"), chinese());
    CHECK(r2.board.stones(Color::Black) == 1);
    CHECK(r2.board.chain_size(sgf_point("ee")) == 1);
    CHECK(r2.board.liberties(sgf_point("ee")) == 4);
    CHECK(r2.board.liberties(sgf_point("aa")) == 8);
    r2.board.check_invariants();
}

TEST_CASE("a forfeit can end the game", "[replay]") {
    auto r = checked(make(9, 9, "", ";B[ee];W[];B[ee]"), chinese());
    CHECK(codes_of(r) == std::vector<std::string>{"M102", "M113"});
    CHECK(r.ended_by_passes);
    CHECK(r.end_move == 3);
}

TEST_CASE("1x1 and rectangular boards", "[replay]") {
    auto one = checked(make(1, 1, "", ";B[aa];W[]"), chinese());
    CHECK(codes_of(one) == std::vector<std::string>{"M103", "M113"});
    auto rect = checked(make(3, 7, "", ";B[ag];W[bg];B[cc];W[af]"), chinese());
    CHECK(rect.events.empty());
    CHECK(rect.board.at(sgf_point("ag")) == Color::Empty);
    CHECK(rect.captures[1] == 1);
    auto big = checked(make(52, 52, "", ";B[AZ];W[Aa];B[zz]"), chinese());
    CHECK(big.events.empty());
    CHECK(big.board.at(sgf_point("AZ")) == Color::Black);
}

TEST_CASE("stop after a move", "[replay]") {
    auto rec = make(9, 9, "", ";B[ee];W[cc];B[gg];W[cg]");
    replay::Options o;
    o.stop_after_move = 2;
    auto r = replay::run(rec, chinese(), o);
    CHECK(r.moves == 2);
    CHECK(r.board.stones(Color::Black) == 1);
    CHECK(r.last_move == sgf_point("cc"));
    o.stop_after_move = 0;
    CHECK(replay::run(rec, chinese(), o).board.stones(Color::Black) == 0);
}

TEST_CASE("every code is documented once - events convert to diagnostics", "[replay]") {
    auto table = replay::codes();
    for (std::size_t i = 0; i < table.size(); ++i) {
        CHECK(table[i].id.substr(0, 2) == "M1");
        CHECK_FALSE(table[i].meaning.empty());
        for (std::size_t j = i + 1; j < table.size(); ++j) CHECK(table[i].id != table[j].id);
    }
    auto r = replay::run(make(9, 9, "", ";B[ee];W[ee]"), chinese());
    REQUIRE(r.events.size() == 1);
    auto d = replay::to_diagnostic(r.events[0], "x.sgf");
    CHECK(d.code.id == "M102");
    CHECK(d.loc.file == "x.sgf");
    CHECK(d.loc.col == 10);
    CHECK(d.move == 2);
}

TEST_CASE("play after a node holding RE is reported once, at the first move after it", "[replay]") {
    std::vector<game::Record> games;
    game::read_games("(;GM[1]FF[4]SZ[9];B[ee];W[cc]RE[W+R];B[gg];W[];B[gc])\n(;GM[1]SZ[9]RE[B+R];B[ee];W[cc])", "t.sgf",
                     {}, [&](game::Record&& r) { games.push_back(std::move(r)); });
    REQUIRE(games.size() == 2);
    CHECK(games[0].result_node == 2);
    REQUIRE(games[0].result);
    CHECK(games[0].result->kind == game::ResultKind::Resign);
    auto late = checked(games[0], chinese());
    REQUIRE(codes_of(late) == std::vector<std::string>{"M121"});
    CHECK(late.events[0].move == 3);
    CHECK(late.events[0].message.find("RE[W+R]") != std::string::npos);
    CHECK(games[1].result_node == 0);
    CHECK(checked(games[1], chinese()).events.empty());
}

TEST_CASE("play after a node holding RE is no part of the game: neither replayed, sanctioned nor counted", "[replay]") {
    std::vector<game::Record> games;
    // After RE: a stone, a move on an occupied point, two passes.
    game::read_games("(;GM[1]FF[4]SZ[9];B[ee];W[cc]RE[B+3.5];B[gg];W[ee];B[];W[])", "t.sgf", {},
                     [&](game::Record&& r) { games.push_back(std::move(r)); });
    REQUIRE(games.size() == 1);
    const auto r = checked(games[0], chinese());
    REQUIRE(codes_of(r) == std::vector<std::string>{"M121"});
    CHECK(r.events[0].message.find("it and the 3 moves after it are not replayed, and the position after move 2 is "
                                   "the final one") != std::string::npos);
    CHECK(r.recorded_end == 2);
    CHECK(r.board.stones(go::Color::Black) == 1);
    CHECK(r.board.stones(go::Color::White) == 1);
    CHECK_FALSE(r.ended_by_passes);
    CHECK(r.to_move == go::Color::Black);
}

TEST_CASE("a move on a stone that a void move would have captured says so, not that the record is corrupt",
          "[replay]") {
    const char* diagram = ko_diagram;
    // W's retake at move 2 is void under Chinese rules, so B's stone at C3 (cb) stays; the players' board had
    // none there, and B plays there again at move 5.
    auto r = checked(make(diagram, ";B[cb];W[bb];B[dd];W[ed];B[cb]"), chinese());
    REQUIRE(codes_of(r) == std::vector<std::string>{"M104", "M102"});
    CHECK(r.events[1].message.find("move 2, which would have captured it, was void") != std::string::npos);
    CHECK(r.events[1].message.find("corrupt") == std::string::npos);
    // A stone no void move would have captured: the record is corrupt there.
    auto corrupt = checked(make(diagram, ";B[cb];W[dd];B[dd]"), chinese());
    REQUIRE(codes_of(corrupt) == std::vector<std::string>{"M102"});
    CHECK(corrupt.events[0].message.find("the record is corrupt here") != std::string::npos);
}

TEST_CASE("play after the end: not replayed after the players' two passes, resumed after an end a void move made",
          "[replay]") {
    // Two real passes end the game: B[cc] after them is no part of it.
    auto ended = checked(make(9, 9, "", ";B[ee];W[];B[];W[gg];B[cc]"), chinese());
    REQUIRE(codes_of(ended) == std::vector<std::string>{"M107"});
    CHECK(ended.board.at(sgf_point("gg")) == Color::Empty);
    CHECK(ended.ended_by_passes);
    // W's ko retake is void (a forfeited turn), then B passes: that end is kifu's, and the players play on.
    const char* diagram = ko_diagram;
    auto resumed = checked(make(diagram, ";B[cb];W[bb];B[];W[ed];B[dd]"), chinese());
    REQUIRE(codes_of(resumed) == std::vector<std::string>{"M104", "M113", "M107"});  // M113: a forfeit ended it
    CHECK(resumed.events[2].message.find("play resumes") != std::string::npos);
    CHECK(resumed.board.at(sgf_point("ed")) == Color::White);
    CHECK(resumed.board.at(sgf_point("dd")) == Color::Black);
    CHECK_FALSE(resumed.ended_by_passes);
}
