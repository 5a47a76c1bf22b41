#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include <kifu/game/handicap.hpp>
#include <kifu/game/handicap_words.hpp>
#include <kifu/game/reader.hpp>

using namespace kifu;
using game::ActionKind;
using game::ResultKind;

namespace {

std::vector<game::Record> read_all(const std::string& sgf, game::ReadOptions options = {}) {
    std::vector<game::Record> out;
    game::read_games(sgf, "g.sgf", options, [&](game::Record&& r) { out.push_back(std::move(r)); });
    return out;
}

std::string codes_of(const game::Record& r) {
    std::vector<std::string> v;
    for (const auto& d : r.diagnostics) v.emplace_back(d.code.id);
    std::sort(v.begin(), v.end());
    std::string s;
    for (const auto& c : v) s += (s.empty() ? "" : ",") + c;
    return s;
}

}  // namespace

TEST_CASE("Komi: as written, normalised, Fox x100 and quarter stones", "[game][komi]") {
    auto [text, points, rescaled] = GENERATE(table<std::string, double, bool>({
        {"6.5", 6.5, false},      {"0.50", 0.5, false}, {"7.50", 7.5, false},     {"-20", -20.0, false},
        {"0", 0.0, false},        {"750", 7.5, true},   {"650", 6.5, true},       {"375", 7.5, true},
        {"3.75", 7.5, true},      {"-650", -6.5, true}, {"0.500000", 0.5, false}, {"-100.00", -100.0, false},
        {"100.00", 100.0, false}, {"0.75", 1.5, true},  {"7.25", 14.5, true},     {"-0.75", -1.5, true},
        {"0.25", 0.5, true},      {"725", 14.5, true},  {"0.3", 0.3, false},
    }));
    CAPTURE(text);
    auto k = game::parse_komi(text);
    REQUIRE(k);
    CHECK(k->text == text);
    CHECK(k->points == points);  // exactly: KM[0.75] is 1.5 points, not 1.5000000000000002
    CHECK(k->rescaled() == rescaled);
    // In stones when a quarter remains (after Fox's x100): area counting's unit, which the rules inference reads.
    CHECK(k->in_stones == (rescaled && text != "750" && text != "650" && text != "-650"));
    const bool hundredths = text == "750" || text == "650" || text == "375" || text == "725" || text == "-650";
    CHECK(k->in_hundredths == hundredths);
    CHECK_FALSE(game::parse_komi(""));
    CHECK_FALSE(game::parse_komi("six"));
}

TEST_CASE("Komi in quarter stones: G402 says the points exactly", "[game][komi]") {
    const auto r = read_all("(;GM[1]SZ[9]KM[0.75])")[0];
    REQUIRE(r.komi);
    CHECK(r.komi->points == 1.5);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].message == "KM[0.75] read as 1.5 points");
}

TEST_CASE("Results: every form seen in real files", "[game][result]") {
    auto [text, kind, winner, margin, stones] = GENERATE(table<std::string, ResultKind, go::Color, double, bool>({
        {"B+3.5", ResultKind::Score, go::Color::Black, 3.5, false},
        {"W+0.5", ResultKind::Score, go::Color::White, 0.5, false},
        {"W+R", ResultKind::Resign, go::Color::White, 0, false},
        {"B+Resign", ResultKind::Resign, go::Color::Black, 0, false},
        {"B+T", ResultKind::Time, go::Color::Black, 0, false},
        {"W+Time", ResultKind::Time, go::Color::White, 0, false},
        {"W+F", ResultKind::Forfeit, go::Color::White, 0, false},
        {"B+Forfeit", ResultKind::Forfeit, go::Color::Black, 0, false},
        {"B+", ResultKind::WinnerOnly, go::Color::Black, 0, false},
        {"0", ResultKind::Draw, go::Color::Empty, 0, false},
        {"Draw", ResultKind::Draw, go::Color::Empty, 0, false},
        {"draw", ResultKind::Draw, go::Color::Empty, 0, false},
        {"Jigo", ResultKind::Draw, go::Color::Empty, 0, false},
        {"Void", ResultKind::Void, go::Color::Empty, 0, false},
        {"?", ResultKind::Unknown, go::Color::Empty, 0, false},
        {"B+0.02", ResultKind::Uncounted, go::Color::Black, 0, false},
        {"W+0.03", ResultKind::Uncounted, go::Color::White, 0, false},
        {"W+0.0", ResultKind::Uncounted, go::Color::White, 0, false},
        {"W+0", ResultKind::Uncounted, go::Color::White, 0, false},  // as Fox's W+0.0: a win with no count
        {"B+0", ResultKind::Uncounted, go::Color::Black, 0, false},
        {"W+2.1", ResultKind::Uncounted, go::Color::White, 0, false},
        {"B+0.25", ResultKind::Score, go::Color::Black, 0.5, true},
        {"W+1.25", ResultKind::Score, go::Color::White, 2.5, true},
        {"B+3.75", ResultKind::Score, go::Color::Black, 7.5, true},
        {"B+1.50", ResultKind::Score, go::Color::Black, 1.5, false},
        {"B+400000000000000000000", ResultKind::Score, go::Color::Black, 4e20, false},  // fuzz: no overflow
        {"has adjourned.", ResultKind::Other, go::Color::Empty, 0, false},
        {"B+Illegal", ResultKind::Other, go::Color::Black, 0, false},
    }));
    CAPTURE(text);
    game::Result r = game::parse_result(text);
    CHECK(r.text == text);
    CHECK(r.kind == kind);
    CHECK(r.winner == winner);
    CHECK(r.margin_in_stones == stones);
    if (kind == ResultKind::Score) {
        REQUIRE(r.margin);
        CHECK(*r.margin == Approx(margin));
    } else {
        CHECK_FALSE(r.margin);
    }
}

TEST_CASE("Results written in words: Chinese, Japanese, Korean, English", "[game][result]") {
    // text, what FF[4] writes for it ("" when the words give no result), whether the margin was in stones
    auto [text, sgf, stones] = GENERATE(table<std::string, std::string, bool>({
        {"黑中盘胜", "B+R", false},
        {"白中盤勝", "W+R", false},
        {"白胜3又1/4子", "W+6.5", true},  // 3¼ stones
        {"黑胜1/4子", "B+0.5", true},
        {"黑胜半子", "B+1", true},
        {"黑胜1又1/4999999999999子", "B+2", true},  // within the tolerance of 1 stone: 2 points exactly
        {"黑胜三又四分之三子", "B+7.5", true},
        {"白胜2.5目", "W+2.5", false},
        {"黑胜１２目半", "B+12.5", false},  // full-width digits
        {"黑胜", "B+", false},
        {"白超时胜", "W+T", false},
        {"黒中押し勝ち", "B+R", false},
        {"白3目半勝ち", "W+3.5", false},
        {"黒半目勝ち", "B+0.5", false},
        {"白番時間切れ勝ち", "W+T", false},
        {"黒反則負け", "W+F", false},  // a loss: the other side wins
        {"持碁", "0", false},
        {"和棋", "0", false},
        {"和", "0", false},
        {"无胜负", "Void", false},
        {"B+和棋", "0", false},     // an archive's "B+" before every result names no winner of a draw
        {"W+打挂", "Void", false},  // adjourned, never finished
        {"打ち掛け", "Void", false},
        {"흑 불계승", "B+R", false},
        {"백 3집반 승", "W+3.5", false},
        {"흑 반집승", "B+0.5", false},
        {"흑 시간패", "W+T", false},
        {"White resigns.", "B+R", false},
        {"Black resigns. W 25.5 B 17.0", "W+R", false},
        {"Black wins by 3.5 points", "B+3.5", false},
        {"White wins by resignation", "W+R", false},
        {"B 中盘胜", "B+R", false},
        {"B+中盘", "B+R", false},  // FF[4]'s "B+" with the rest in words
        {"W+3.5目", "W+3.5", false},
        {"B+R (resign)", "B+R", false},
        {"294수 흑0.5집승", "B+0.5", false},  // a count of moves before the result (Cyberoro)
        {"207수 흑불계승", "B+R", false},
        {"共253手 黑中盘胜", "B+R", false},
        {"211手完 白3目半勝ち", "W+3.5", false},
        {"B+2.5 pts", "B+2.5", false},
        {"W+0.5 (komi 6.5)", "W+0.5", false},  // FF[4]'s result with a remark in brackets
        {"B+3.5 (Chinese rules)", "B+3.5", false},
        {"B+1 1/2", "B+1.5", false},  // FF[4]'s "B+" with a fraction: points
        {"W+1/2", "W+0.5", false},
        {"W+2½", "W+2.5", false},
        {"B+1/4", "", false},        // a quarter point is no count
        {"W+1.5 1/2", "", false},    // a decimal and a fraction: which?
        {"B+1 1/2 1/2", "", false},  // two fractions
        // no result: no side, both a win and a loss, two numbers, a margin no count gives, no unit
        {"has adjourned.", "", false},
        {"White 6.5 Black 157", "", false},
        {"White wins, Black resigns", "", false},
        {"黑胜3目(贴6目半)", "", false},
        {"先手", "", false},              // no count of moves: a word
        {"W+0.5(komi 6.5)", "", false},   // a remark only after a space
        {"黑胜(贴3又3/4子)", "", false},  // the komi, not the margin
        {"黑185子胜1/4子", "", false},    // a number away from the unit: not sure which is the margin
        {"白胜1/3子", "", false},
        {"白胜1/0子", "", false},
        {"黑胜2.5", "", false},
        {"黑胜20000目", "", false},                     // more than any board holds
        {"black won 4/45555555556 stones", "", false},  // less than half a point (found by fuzz_values)
        {"W", "", false},
        {"B+1.5 ? W+timeout", "", false},
        {"B+, Goro crushed in his 126th move, and could not continue.", "", false},
        {"Black withdrawn", "", false},  // "draw" only where a word starts
    }));
    CAPTURE(text);
    const game::Result r = game::parse_result(text);
    CHECK(r.text == text);
    if (sgf.empty()) {
        CHECK(r.kind == ResultKind::Other);
        return;
    }
    CHECK(r.in_words);
    CHECK(game::sgf_result(r) == sgf);
    CHECK(r.margin_in_stones == stones);
    CHECK(game::parse_result(game::sgf_result(r)).margin == r.margin);  // the FF[4] form keeps the margin exactly
}

TEST_CASE("a margin written in moku names territory counting's unit", "[game][result]") {
    CHECK(game::parse_result("B+4目").moku_unit == "目");
    CHECK(game::parse_result("白3目半勝ち").moku_unit == "目");
    CHECK(game::parse_result("백 3집반 승").moku_unit == "집");
    CHECK(game::parse_result("W+3.5").moku_unit.empty());
    CHECK(game::parse_result("Black wins by 3.5 points").moku_unit.empty());
    CHECK(game::parse_result("白胜3又1/4子").moku_unit.empty());
    CHECK(game::parse_result("黑中盘胜").moku_unit.empty());
}

TEST_CASE("G405 on a result in words says the winner it names", "[game][result]") {
    const auto records = read_all("(;RE[黑胜3目(贴6目半)])");
    REQUIRE(records.size() == 1);
    REQUIRE(records[0].diagnostics.size() == 1);
    CHECK(
        records[0].diagnostics[0].message ==
        "RE[黑胜3目(贴6目半)] not understood as a count: its words name Black the winner but no margin a count gives");
    CHECK(read_all("(;RE[has adjourned.])")[0].diagnostics[0].message == "RE[has adjourned.] not understood");
}

TEST_CASE("Results in words keep the winner when the margin is no count", "[game][result]") {
    const game::Result r = game::parse_result("黑胜3目(贴6目半)");
    CHECK(r.kind == ResultKind::Other);
    CHECK(r.winner == go::Color::Black);
    CHECK_FALSE(game::parse_result("B+3.5").in_words);
    CHECK(game::sgf_result(game::parse_result("B+Illegal")) == "B+Illegal");  // FF[4]'s form, kept as written
    CHECK_FALSE(game::parse_result("B+Illegal").in_words);
    CHECK(game::parse_result("B+Illegal").winner == go::Color::Black);
    CHECK(game::parse_result("B+1.5 ? W+timeout").winner == go::Color::Black);  // as FF[4]'s form reads it
}

TEST_CASE("Game info and its diagnostics", "[game][info]") {
    auto [sgf, codes] = GENERATE(table<std::string, std::string>({
        {"(;GM[1]FF[4]SZ[19]KM[6.5]HA[2]AB[dd][pp];W[qd])", ""},
        {"(;KM[])", "G401"},
        {"(;KM[750]RE[B+0.25])", "G402,G413"},
        {"(;KM[750]RE[B+0.02])", "G402,G406"},
        {"(;AP[foxwq]KM[0]HA[0]RE[B+2.5])", "G412"},
        {"(;TT[15]TC[3]KM[0]RE[W+0.5])", "G412"},
        {"(;AP[foxwq]KM[0]HA[3]AB[dd][pp][dp])", ""},
        {"(;KM[0]RE[B+2.5])", ""},
        {"(;AP[foxwq]KM[650]RL[1]RE[B+10.50])", "G402,G414"},  // Fox's RL[1]: no count of the board
        {"(;AP[foxwq]KM[650]RL[0]RE[B+10.50])", "G402"},
        {"(;AP[foxwq]RL[1]RE[W+R])", ""},
        {"(;KM[6.5]RL[1]RE[B+10.5])", ""},  // RL means nothing outside Fox's records
        {"(;KM[six])", "G403"},
        {"(;KO[7.5])", "G419"},                  // a Chinese archive's komi
        {"(;KM[6.5]KO[7.5])", ""},               // KM says it
        {"(;KO[])", ""},                         // FF[4]'s KO, out of place
        {"(;TC[3]KM[0]RE[B+R];B[pd])", "G412"},  // Fox's time property: Fox's default komi
        {"(;TC[]KM[0]RE[B+R];B[pd])", ""},       // an empty TC[] is another program's
        {"(;HA[3]AB[dd])", "G404"},
        {"(;HA[2];B[dd];B[pp])", ""},  // handicap given as moves: replay's M110 says so, once
        {"(;HA[3];B[dd];W[pp])", "G404"},
        {"(;HA[2]AB[dd];W[pp])", "G404"},
        {"(;HA[2]AB[dd][pp];W[pd])", ""},
        {"(;AB[dd][pp]AW[pd];W[dp])", ""},  // a set-up position: no handicap warning
        {"(;HA[0]AB[dd][pp];W[pd])", ""},
        {"(;RE[has adjourned.])", "G405"},
        {"(;RE[黑中盘胜])", "G415"},
        {"(;AP[foxwq]KM[0]RE[draw])", "G412,G416"},  // Fox's draws are no count
        {"(;KM[6.5]RE[Draw])", "G416"},              // nor is a draw with a half-point komi
        {"(;KM[-0.5]RE[0])", "G416"},
        {"(;KM[7]RE[Draw])", ""},
        {"(;RE[Jigo])", ""},
        {"(;RE[黑胜3目(贴6目半)])", "G405"},
        {"(;GM[3])", "G407"},
        {"(;HA[x])", "G408"},
        {"(;HA[二子]AB[dd][pp];W[pd])", "G418"},  // two stones, as written: no G404
        {"(;HA[先二,二子番]AB[dd][pp];W[pd])", "G418"},
        {"(;HA[定先])", "G418"},
        {"(;HA[先二])", "G408"},  // a series of games: says nothing of this one
        {"(;FF[7])", "G409"},
        {"(;)", "G410"},
        {"(;SZ[-10])", "S203"},
        {"(;B[90])", "S201"},
        {"(;AB[aa:]AW[bb])", "S202"},
        {"(;PL[X])", "S204"},
        {"(;RE[W+\\R]KM[6\\.5]HA[\\2]AB[dd][pp]SZ[1\\9])", ""},  // escapes decoded before the values are read
        {"(;B[ aa])", "S205"},
        {"(;B[aa ];W[ ])", "S205,S205"},
        {"(;AB[ aa]AW[bb: cc])", "S205,S205"},
        {"(;AB[ba:aa])", "S206"},
        {"(;AE[cc:aa]TB[ca:ac])", "S206,S206"},
        {"(;AW[aa:aa])", "S206"},
    }));
    CAPTURE(sgf);
    auto records = read_all(sgf);
    REQUIRE(records.size() == 1);
    CHECK(codes_of(records[0]) == codes);
}

TEST_CASE("A handicap written in words is read as the stones it names", "[game][info]") {
    auto [text, stones] = GENERATE(table<std::string, std::optional<int>>({
        {"二子", 2},
        {"让3子", 3},
        {"讓 四 子", 4},
        {"十三子", 13},
        {"先二,二子番", 2},
        {"2점", 2},
        {"9 stones", 9},
        {"互先", 0},
        {"秀策定先", 0},
        {"先相先, 先番", 0},
        {"호선", 0},
        {"Even", 0},
        {"先二", std::nullopt},
        {"x", std::nullopt},
        {"子", std::nullopt},
    }));
    CAPTURE(text);
    CHECK(game::parse_handicap_words(text) == stones);
}

TEST_CASE("A komi written as KO in the root is the komi when there is no KM", "[game][info]") {
    auto records = read_all("(;TE[t]RD[2017-08-18]KO[7.5]GK[1]TC[];B[pd])");
    REQUIRE(records.size() == 1);
    REQUIRE(records[0].komi);
    CHECK(records[0].komi->points == 7.5);
    CHECK_FALSE(records[0].fox);
}

TEST_CASE("Fox's RL[1] makes a counted RE a win without a count", "[game][info]") {
    auto records = read_all("(;AP[foxwq]KM[650]RL[1]RE[W+4.50];B[pd])");
    REQUIRE(records.size() == 1);
    REQUIRE(records[0].result);
    CHECK(records[0].result->kind == ResultKind::Uncounted);
    CHECK(records[0].result->winner == go::Color::White);
    CHECK_FALSE(records[0].result->margin);
}

TEST_CASE("Game info is decoded as FF[4] SimpleText before it is interpreted", "[game][info]") {
    auto records = read_all(
        "(;GM[1]RE[W+\\R]KM[6\\.5]PB[Lee\r\nSedol]PW[soft\\\nbreak]EV[tab\there]"
        "GN[a\\]b]C[line\r\nends\\\nsoft];B[ dd])");
    REQUIRE(records.size() == 1);
    const game::Record& r = records[0];
    REQUIRE(r.result);
    CHECK(r.result->kind == ResultKind::Resign);
    CHECK(r.result->winner == go::Color::White);
    CHECK(r.result->text == "W+R");
    REQUIRE(r.komi);
    CHECK(r.komi->points == Approx(6.5));
    CHECK(r.black_player == "Lee Sedol");
    CHECK(r.white_player == "softbreak");
    CHECK(r.event == "tab here");
    CHECK(std::find(r.info.begin(), r.info.end(), game::InfoValue{"GN", "a]b"}) != r.info.end());
    CHECK(r.comment_root == "line\nendssoft");
    REQUIRE(r.actions.size() == 1);
    CHECK(r.actions[0].point == go::Point{3, 3});
    CHECK(codes_of(r) == "S205");
}

TEST_CASE("The game information a record states, decoded, under SGF names, in the documented order", "[game][info]") {
    // GC is Text (line breaks kept, soft breaks removed); the others SimpleText; game info in a
    // node after the root (before any move) counts; absent properties are left out.
    auto records = read_all(
        R"sgf((;GM[1]FF[4]SZ[9]KM[750]AP[Sabaki:0.52]CA[UTF-8]PW[Wh\]ite]PB[ Lee\\ ]
;GC[first
line\
soft]EV[Cup)sgf" "\t" R"sgf(x]RE[W+\R];B[cc];BT[late]))sgf");
    REQUIRE(records.size() == 1);
    const game::GameInfo expected = {{"PB", "Lee\\"}, {"PW", "Wh]ite"}, {"EV", "Cup x"},  {"GC", "first\nlinesoft"},
                                     {"RE", "W+R"},   {"KM", "750"},    {"SZ", "9"},      {"AP", "Sabaki:0.52"},
                                     {"CA", "UTF-8"}};
    CHECK(records[0].info == expected);
    CHECK(read_all("(;GM[1])")[0].info.empty());
}

TEST_CASE("Record fields", "[game][info]") {
    auto records = read_all(
        "(;GM[1]FF[4]CA[UTF-8]SZ[19:13]KM[750]HA[2]RU[Chinese]PB[Black\\] Player]PW[White]BR[3d]WR[2d]"
        "DT[2024-01-02]EV[Cup]PC[Here]RE[W+R]AB[dd][pj])");
    REQUIRE(records.size() == 1);
    const auto& r = records[0];
    CHECK(r.file == "g.sgf");
    CHECK(r.width == 19);
    CHECK(r.height == 13);
    REQUIRE(r.komi);
    CHECK(r.komi->text == "750");
    CHECK(r.komi->points == Approx(7.5));
    CHECK(r.komi->rescaled());
    CHECK(r.handicap == 2);
    CHECK(r.handicap_stones == 2);
    CHECK(r.rules_text == "Chinese");
    CHECK(r.black_player == "Black] Player");
    CHECK(r.white_player == "White");
    for (const game::InfoValue& v : {game::InfoValue{"BR", "3d"}, {"WR", "2d"}, {"DT", "2024-01-02"}})
        CHECK(std::find(r.info.begin(), r.info.end(), v) != r.info.end());
    CHECK(r.event == "Cup");
    CHECK(r.place == "Here");
    REQUIRE(r.result);
    CHECK(r.result->kind == ResultKind::Resign);
    CHECK(r.result->winner == go::Color::White);
}

TEST_CASE("Main line as actions with locations", "[game][actions]") {
    auto records = read_all(
        "(;GM[1]SZ[19]AB[aa:bb]AW[cc]\n"
        ";B[dd]\n"
        ";W[]\n"
        ";B[tt]\n"
        ";PL[W]AE[aa]\n"
        ";KO[]W[ee]\n"
        "(;B[ff]TB[gg:gh]TW[ii])(;B[jj]))");
    REQUIRE(records.size() == 1);
    const auto& a = records[0].actions;
    REQUIRE(a.size() == 13);
    for (int i = 0; i < 4; ++i) {
        CHECK(a[i].kind == ActionKind::Setup);
        CHECK(a[i].color == go::Color::Black);
        CHECK(a[i].node == 0);
        CHECK(a[i].pos.line == 1);
    }
    CHECK(a[4].kind == ActionKind::Setup);
    CHECK(a[4].color == go::Color::White);
    CHECK(a[4].point == go::Point{2, 2});
    CHECK(a[5].kind == ActionKind::Move);
    CHECK(a[5].point == go::Point{3, 3});
    CHECK(a[5].move_number == 1);
    CHECK(a[5].node == 1);
    CHECK(a[5].pos == game::TextPos{2, 4});
    CHECK(a[6].kind == ActionKind::Pass);
    CHECK(a[6].color == go::Color::White);
    CHECK(a[6].move_number == 2);
    CHECK(a[7].kind == ActionKind::Pass);
    CHECK(a[7].move_number == 3);
    CHECK(a[8].kind == ActionKind::Setup);
    CHECK(a[8].color == go::Color::Empty);
    CHECK(a[9].kind == ActionKind::PlayerToMove);
    CHECK(a[9].color == go::Color::White);
    CHECK(a[9].node == 4);
    CHECK(a[10].kind == ActionKind::KoOverride);
    CHECK(a[11].kind == ActionKind::Move);
    CHECK(a[11].move_number == 4);
    CHECK(a[12].move_number == 5);
    CHECK(a[12].node == 6);
    CHECK(records[0].territory_black == std::vector<go::Point>{{6, 6}, {6, 7}});
    CHECK(records[0].territory_white == std::vector<go::Point>{{8, 8}});
    CHECK(records[0].variations.empty());
}

TEST_CASE("A line of play keeps at most a million set-up points, and leaves out the rest (G417)", "[game][actions]") {
    // 400 nodes each setting up the whole 52x52 board: 1,081,600 points in a 4 KB record (it took gigabytes).
    std::string sgf = "(;SZ[52]";
    for (int i = 0; i < 400; ++i) sgf += i % 2 ? ";AW[aa:ZZ]" : ";AB[aa:ZZ]";
    const auto r = read_all(sgf + ";B[])").at(0);
    const auto setup = std::count_if(r.actions.begin(), r.actions.end(),
                                     [](const game::Action& a) { return a.kind == game::ActionKind::Setup; });
    CHECK(setup == 1'000'000);
    CHECK(codes_of(r).find("G417") != std::string::npos);
    CHECK(r.actions.back().kind == game::ActionKind::Pass);  // the moves after it are still read
}

TEST_CASE("Repeated and overlapping point lists give each point of a node once", "[game][actions]") {
    // 200 copies of the whole 52x52 rectangle set up its 2704 points once (they made 540,800 actions); a point
    // named by AE, AB and AW takes the colour of the last, at that value.
    std::string sgf = "(;GM[1]SZ[52];AE[aa:ZZ]AB";
    for (int i = 0; i < 200; ++i) sgf += "[aa:ZZ]";
    sgf += "AW[ab:ac][ac]AB[aa:ZZ];TB[aa:cc][bb:dd][aa]TW[ee][ee])";
    const auto r = read_all(sgf)[0];
    REQUIRE(r.actions.size() == 2704);
    CHECK(std::count_if(r.actions.begin(), r.actions.end(), [](const game::Action& a) {
              return a.kind == ActionKind::Setup && a.color == go::Color::Black;
          }) == 2702);
    CHECK(r.actions[0].point == go::Point{0, 0});
    CHECK(r.actions[0].color == go::Color::Black);
    CHECK(r.actions[52].point == go::Point{0, 1});
    CHECK(r.actions[52].color == go::Color::White);
    CHECK(r.actions[52].pos.col == 1429);  // AW's value
    CHECK(r.actions[104].color == go::Color::White);
    CHECK(r.territory_black.size() == 14);  // 3x3 and 3x3 overlapping at 4 points, and aa again
    CHECK(r.territory_white == std::vector<go::Point>{{4, 4}});
}

TEST_CASE("Main line continues to the end, TB/TW of the last node, all variations on request", "[game][actions]") {
    const std::string sgf = "(;GM[1]SZ[9];B[aa](;W[bb];B[cc]TB[dd:de]TW[ff][gg])(;W[hh]))";
    auto plain = read_all(sgf);
    REQUIRE(plain.size() == 1);
    const auto& r = plain[0];
    REQUIRE(r.actions.size() == 3);
    CHECK(r.actions.back().point == go::Point{2, 2});
    CHECK(r.actions.back().move_number == 3);
    CHECK(r.territory_black == std::vector<go::Point>{{3, 3}, {3, 4}});
    CHECK(r.territory_white == std::vector<go::Point>{{5, 5}, {6, 6}});
    CHECK(r.variations.empty());

    auto all = read_all(sgf, game::ReadOptions{true});
    REQUIRE(all[0].variations.size() == 2);
    CHECK(all[0].variations[0].size() == 3);
    REQUIRE(all[0].variations[1].size() == 2);
    CHECK(all[0].variations[1][1].point == go::Point{7, 7});
    CHECK(all[0].variations[1][1].move_number == 2);
}

TEST_CASE("The final markup is the TB/TW of every node from the last move to the end", "[game][markup]") {
    // TW on the first of the two final passes, TB on the second, then an empty node; TB before the last move is not
    // the final position's.
    const auto r = read_all("(;GM[1]SZ[9];B[aa]TB[ii];W[ee]\n;B[]TW[gg][hh];W[tt]TB[bb:bc]\n;)")[0];
    CHECK(r.territory_black == std::vector<go::Point>{{1, 1}, {1, 2}});
    CHECK(r.territory_white == std::vector<go::Point>{{6, 6}, {7, 7}});
    CHECK(r.territory_pos == game::TextPos{2, 8});  // TW's first value
    // Markup on the node of the last move counts; markup before a setup node does not.
    const auto m = read_all("(;GM[1]SZ[9];B[aa];W[ee]TW[ff];B[]TB[gg])")[0];
    CHECK(m.territory_black == std::vector<go::Point>{{6, 6}});
    CHECK(m.territory_white == std::vector<go::Point>{{5, 5}});
    const auto s = read_all("(;GM[1]SZ[9];B[aa];W[]TW[ff];AB[cc];B[]TB[gg])")[0];
    CHECK(s.territory_black == std::vector<go::Point>{{6, 6}});
    CHECK(s.territory_white.empty());
}

TEST_CASE("Moves outside the board are kept - tt is a point on big boards", "[game][actions]") {
    auto r = read_all("(;SZ[9];B[zz];W[tt])");
    REQUIRE(r[0].actions.size() == 2);
    CHECK(r[0].actions[0].kind == ActionKind::Move);
    CHECK(r[0].actions[0].point == go::Point{25, 25});
    CHECK(r[0].actions[1].kind == ActionKind::Pass);
    auto big = read_all("(;SZ[25];B[tt])");
    CHECK(big[0].actions[0].kind == ActionKind::Move);
    CHECK(big[0].actions[0].point == go::Point{19, 19});
    CHECK(codes_of(big[0]).empty());
}

TEST_CASE("Moves as board coordinates and point lists with commas are read, with a warning", "[game][actions]") {
    auto r = read_all("(;SZ[19]AB[dd,pp];B[R16];W[pass];B[a0])");
    REQUIRE(r[0].actions.size() == 4);  // the two set-up stones, R16 and the pass; B[a0] is left out
    CHECK(r[0].actions[0].point == go::Point{3, 3});
    CHECK(r[0].actions[1].point == go::Point{15, 15});
    CHECK(r[0].actions[2].kind == ActionKind::Move);
    CHECK(r[0].actions[2].point == go::Point{16, 3});
    CHECK(r[0].actions[3].kind == ActionKind::Pass);
    CHECK(codes_of(r[0]) == "S201,S207,S207,S208");
}

TEST_CASE("read_games: every game in order - file-level problems on the first record", "[game][read_games]") {
    auto r = read_all("\xef\xbb\xbfheader (;GM[1];B[aa])(;GM[1];B[bb])(;GM[1];B[cc]) trailer");
    REQUIRE(r.size() == 3);
    for (int i = 0; i < 3; ++i) CHECK(r[i].game_index == i);
    CHECK(codes_of(r[0]) == "S101,S305");
    CHECK(codes_of(r[1]).empty());
    CHECK(codes_of(r[2]) == "S102");
    CHECK(r[2].actions[0].point == go::Point{2, 2});
}

TEST_CASE("read_games: in a .sgfs file a line cut short ends there, and never takes the next line's game",
          "[game][read_games]") {
    game::ReadOptions sgfs;
    sgfs.tree_per_line = true;
    const std::string cut = "(;GM[1]SZ[9];B[aa];W[b\n(;GM[1]SZ[9];B[cc])\n(;GM[1]SZ[9];B[dd]\n;W[ee])\n";
    auto r = read_all(cut, sgfs);
    REQUIRE(r.size() == 3);
    CHECK(codes_of(r[0]) == "S104,S119");
    CHECK(r[0].actions.size() == 1);
    CHECK(codes_of(r[1]).empty());
    CHECK(r[1].game_index == 1);
    CHECK(r[1].actions[0].pos.line == 2);  // located where it lies in the file
    CHECK(r[2].actions.size() == 2);       // a tree may still span lines: only a game on the next line cuts it
    // Read as one collection, the cut line takes the next line's game.
    CHECK(read_all(cut).size() == 2);
}

TEST_CASE("read_games: a file without a game tree gives one record with an error", "[game][read_games]") {
    for (std::string bytes : {std::string(), std::string("not an sgf file"), std::string(64, '\0')}) {
        auto r = read_all(bytes);
        REQUIRE(r.size() == 1);
        CHECK(r[0].actions.empty());
        REQUIRE_FALSE(r[0].diagnostics.empty());
        CHECK(r[0].diagnostics.back().code.id == "S113");
        CHECK(r[0].diagnostics.back().severity() == diag::Severity::Error);
        CHECK(r[0].diagnostics.back().loc.file == "g.sgf");
        CHECK(r[0].no_game_tree);  // the record stands for the file: no game, no rules to name
    }
    CHECK_FALSE(read_all("(;GM[1])")[0].no_game_tree);
}

TEST_CASE("read_games on a 1,000,000-move main line", "[game][read_games][deep]") {
    std::string s = "(;GM[1]SZ[19]";
    for (int i = 0; i < 1000000; ++i) {
        s += (i % 2 == 0) ? ";B[" : ";W[";
        s += static_cast<char>('a' + i % 19);
        s += static_cast<char>('a' + (i / 19) % 19);
        s += ']';
    }
    s += ')';
    auto r = read_all(s);
    REQUIRE(r.size() == 1);
    CHECK(r[0].actions.size() == 1000000);
    CHECK(r[0].actions.back().move_number == 1000000);
    CHECK(r[0].actions.back().node == 1000000);
}

TEST_CASE("Game code table", "[game][codes]") {
    auto table = game::codes();
    REQUIRE(table.size() >= 10);
    for (const auto& c : table) {
        CHECK((c.id[0] == 'G' || c.id[0] == 'S'));
        CHECK_FALSE(c.meaning.empty());
    }
}

TEST_CASE("A game that is not Go keeps its info but no actions", "[game][info]") {
    auto r = read_all("(;GM[3]FF[4]PB[someone];B[Move one];W[13/14])");
    REQUIRE(r.size() == 1);
    CHECK(codes_of(r[0]) == "G407");
    CHECK(r[0].actions.empty());
    CHECK(r[0].black_player == "someone");
}

TEST_CASE("how a game starts is resolved once, when it is read", "[game][handicap]") {
    auto start = [](const std::string& sgf) { return read_all(sgf).at(0); };
    auto handicap = start("(;HA[2]AB[dd][pp];W[pd])");
    CHECK(handicap.start == game::Start::Handicap);
    CHECK(handicap.handicap_stones == 2);
    // Fox puts the handicap stones in the second node.
    CHECK(start("(;HA[3];AB[dd][pp][pd];W[dp])").handicap_stones == 3);
    // Set-up positions: AB with AW, AB without HA or with HA[0], AB with PL.
    for (const char* sgf : {"(;HA[2]AB[dd][pp]AW[cc];W[pd])", "(;AB[dd][pp];W[pd])", "(;HA[0]AB[dd][pp];B[pd])",
                            "(;HA[2]AB[dd][pp]PL[B];B[pd])"}) {
        CAPTURE(sgf);
        const auto r = start(sgf);
        CHECK(r.start == game::Start::Position);
        CHECK(r.handicap_stones == 0);
    }
    auto moves = start("(;HA[3];B[dd];B[pp];B[pd];W[dp])");
    CHECK(moves.start == game::Start::Even);
    CHECK(moves.opening_black_moves == 3);
    CHECK(moves.handicap_moves == 3);
    CHECK(moves.handicap_stones == 3);
    auto even = start("(;B[dd];W[pp])");
    CHECK(even.start == game::Start::Even);
    CHECK(even.handicap_stones == 0);
    CHECK(even.handicap_moves == 0);
}

TEST_CASE("standard handicap placement", "[game][handicap]") {
    using P = std::vector<go::Point>;
    auto sgf = [](const P& ps) {
        std::string s;
        for (auto p : ps) s += go::to_sgf(p) + " ";
        return s;
    };
    CHECK(sgf(game::standard_handicap(19, 2)) == "pd dp ");
    CHECK(sgf(game::standard_handicap(19, 3)) == "pd dp pp ");
    CHECK(sgf(game::standard_handicap(19, 4)) == "pd dp pp dd ");
    CHECK(sgf(game::standard_handicap(19, 5)) == "pd dp pp dd jj ");
    CHECK(sgf(game::standard_handicap(19, 6)) == "pd dp pp dd dj pj ");
    CHECK(sgf(game::standard_handicap(19, 7)) == "pd dp pp dd dj pj jj ");
    CHECK(sgf(game::standard_handicap(19, 8)) == "pd dp pp dd dj pj jd jp ");
    CHECK(sgf(game::standard_handicap(19, 9)) == "pd dp pp dd dj pj jd jp jj ");
    CHECK(sgf(game::standard_handicap(13, 4)) == "jd dj jj dd ");
    CHECK(sgf(game::standard_handicap(9, 5)) == "gc cg gg cc ee ");
    CHECK(game::standard_handicap(18, 4).empty());  // even boards have no centre: no standard placement
    CHECK(game::standard_handicap(5, 2).empty());
    CHECK(game::standard_handicap(19, 1).empty());
    CHECK(game::standard_handicap(19, 10).empty());
    CHECK(sgf(game::standard_handicap(25, 2)) == "vd dv ");
}

TEST_CASE("HA[N] with no stones and White first: the standard placement is restored, once", "[game][handicap]") {
    auto r = read_all("(;SZ[9]HA[2];W[ee];B[cc])").at(0);
    CHECK(r.start == game::Start::Restored);
    CHECK(r.handicap_stones == 2);
    REQUIRE(r.actions.size() >= 2);
    CHECK(r.actions[0].kind == game::ActionKind::Setup);
    CHECK(go::to_sgf(r.actions[0].point) == "gc");
    CHECK(go::to_sgf(r.actions[1].point) == "cg");
    CHECK(codes_of(r) == "G411");
    // Three stones: the third takes the corner the players leave empty, and the message says so.
    for (const auto& [sgf, third] :
         {std::pair{"(;HA[3];W[dd];B[qd])", "Q4"}, std::pair{"(;HA[3];W[pp];B[qd])", "D16"}}) {
        CAPTURE(sgf);
        const auto three = read_all(sgf).at(0);
        REQUIRE(three.start == game::Start::Restored);
        REQUIRE(three.diagnostics.size() == 1);
        CHECK_THAT(three.diagnostics[0].message, Catch::Contains(std::string("(Q16 D4 ") + third +
                                                                 ") is restored (the third in the corner the players "
                                                                 "leave empty)"));
    }
    // Not restored: Black moves first, stones set up, an even board (no standard placement), no HA.
    for (const char* sgf :
         {"(;SZ[9]HA[2];B[ee];W[cc])", "(;SZ[9]HA[2]AB[gc];W[ee])", "(;SZ[10]HA[2];W[ee])", "(;SZ[9];W[ee])"}) {
        CAPTURE(sgf);
        CHECK(read_all(sgf).at(0).start != game::Start::Restored);
    }
}

TEST_CASE("Columns count the file's own bytes in a record read in a legacy charset", "[game][actions]") {
    // PB is four GB2312 characters: 8 bytes in the file, 12 once read as UTF-8.
    const std::string gb = "(;GM[1]FF[4]CA[GB2312]PB[\xba\xda\xc6\xe5\xb0\xd7\xc6\xe5]KM[abc];B[zz];W[dd])";
    auto records = read_all(gb);
    REQUIRE(records.size() == 1);
    const auto& r = records[0];
    const auto km = std::find_if(r.diagnostics.begin(), r.diagnostics.end(),
                                 [](const diag::Diagnostic& d) { return std::string(d.code.id) == "G403"; });
    REQUIRE(km != r.diagnostics.end());
    CHECK(km->loc.col == gb.find("abc") + 1);
    REQUIRE(r.actions.size() == 2);
    CHECK(r.actions[0].pos.col == gb.find("zz") + 1);  // a move is where its value starts
    CHECK(r.actions[1].pos.col == gb.find("dd") + 1);
    // Text before the first game tree: the bytes the file holds, not their UTF-8 size.
    const std::string latin = std::string(10, '\xe9') + "(;GM[1]FF[4]CA[ISO-8859-1];B[dd])";
    auto junk = read_all(latin);
    REQUIRE(junk.size() == 1);
    const auto s101 = std::find_if(junk[0].diagnostics.begin(), junk[0].diagnostics.end(),
                                   [](const diag::Diagnostic& d) { return std::string(d.code.id) == "S101"; });
    REQUIRE(s101 != junk[0].diagnostics.end());
    CHECK(s101->message.rfind("10 byte(s)", 0) == 0);
}
