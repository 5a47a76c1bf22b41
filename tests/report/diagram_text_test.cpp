#include <catch2/catch.hpp>

#include <kifu/report/diagram_text.hpp>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "support/points.hpp"

using namespace kifu;
using namespace kifu::report;
using kifu::test::pt;

namespace {

std::string fixture(const std::string& name) {
    std::ifstream in(KIFU_SOURCE_DIR "/testdata/report/" + name, std::ios::binary);
    REQUIRE(in.good());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A simple ko on 9x9 just after white C8 took it: D8 is the ko point.
Diagram ko_9x9() {
    Diagram d(go::Board::from_ascii(
        "..XO....."
        "\n.XO.O...."
        "\n..XO....."
        "\n...X....."
        "\n..X...O.."
        "\n........."
        "\n..X...O.."
        "\n........."
        "\n.........\n"));
    d.marks = {{pt(3, 1), Mark::Ko}, {pt(2, 1), Mark::LastMove}};
    d.caption = "After move 12: white C8 takes the ko";
    return d;
}

Diagram stones_19x19() {
    go::Board b(19, 19);
    b.set(pt(3, 3), go::Color::Black);
    b.set(pt(15, 3), go::Color::White);
    b.set(pt(3, 15), go::Color::White);
    b.set(pt(16, 15), go::Color::Black);
    b.set(pt(9, 9), go::Color::Black);
    b.set(pt(15, 16), go::Color::White);
    Diagram d(b);
    d.marks = {{pt(15, 16), Mark::LastMove}};
    return d;
}

// Every mark kind on one 5x5 position.
Diagram all_marks() {
    Diagram d(go::Board::from_ascii(
        ".XO..\n"
        "XXOO.\n"
        ".XXO.\n"
        "XXOOO\n"
        ".XO..\n"));
    d.marks = {{pt(0, 0), Mark::BlackTerritory}, {pt(3, 0), Mark::WhiteTerritory}, {pt(4, 0), Mark::WhiteTerritory},
               {pt(4, 1), Mark::Illegal},        {pt(0, 2), Mark::BlackTerritory}, {pt(2, 2), Mark::Dead},
               {pt(2, 2), Mark::WhiteTerritory}, {pt(4, 2), Mark::WhiteTerritory}, {pt(2, 3), Mark::LastMove},
               {pt(0, 4), Mark::Seki},           {pt(1, 4), Mark::Seki},           {pt(2, 4), Mark::Seki},
               {pt(3, 4), Mark::Ko},             {pt(4, 4), Mark::Dame}};
    return d;
}

}  // namespace

TEST_CASE("9x9 text diagrams with last move and ko match the goldens", "[report]") {
    const Diagram d = ko_9x9();
    CHECK(to_text(d, Charset::Ascii) == fixture("9x9_ascii.txt"));
    CHECK(to_text(d, Charset::Unicode) == fixture("9x9_unicode.txt"));
}

TEST_CASE("19x19 text diagrams show the nine hoshi", "[report]") {
    const Diagram d = stones_19x19();
    const std::string ascii = to_text(d, Charset::Ascii);
    CHECK(ascii == fixture("19x19_ascii.txt"));
    CHECK(to_text(d, Charset::Unicode) == fixture("19x19_unicode.txt"));
    CHECK(ascii.find("10 . . . + . . . . . X . . . . . + . . . 10\n") != std::string::npos);
}

TEST_CASE("a rectangular 5x3 board", "[report]") {
    Diagram d(go::Board::from_ascii("X.O..\n.XO..\nOO...\n"));
    d.marks = {{pt(1, 1), Mark::LastMove}};
    CHECK(to_text(d) ==
          "   A B C D E\n"
          " 3 X . O . . 3\n"
          " 2 .(X)O . . 2\n"
          " 1 O O . . . 1\n"
          "   A B C D E\n"
          "( ) last move\n");
    CHECK(to_text(d, Charset::Unicode) ==
          "   A B C D E\n"
          " 3 ●─┬─○─┬─┐ 3\n"
          " 2 ├(●)○─┼─┤ 2\n"
          " 1 ○─○─┴─┴─┘ 1\n"
          "   A B C D E\n"
          "( ) last move\n");
}

TEST_CASE("a point the count leaves out is drawn apart and named in the legend", "[report]") {
    Diagram d(go::Board::from_ascii(".O.X.\nOOXX.\n"));
    d.marks = {{pt(0, 0), Mark::Unclaimed},
               {pt(2, 0), Mark::Dame},
               {pt(4, 0), Mark::BlackTerritory},
               {pt(4, 1), Mark::BlackTerritory}};
    CHECK(to_text(d) ==
          "   A B C D E\n"
          " 2 . O * X + 2\n"
          " 1 O O X X + 1\n"
          "   A B C D E\n"
          "+ black territory  * dame  . not territory\n");
    CHECK(to_text(d, Charset::Unicode).find(" 2 \u25e6\u2500\u25cb") != std::string::npos);
    CHECK(to_name(Mark::Unclaimed) == "not territory");
}

TEST_CASE("a 1x1 board", "[report]") {
    Diagram d(go::Board(1, 1));
    CHECK(to_text(d) == "   A\n 1 . 1\n   A\n");
    CHECK(to_text(d, Charset::Unicode) == "   A\n 1 · 1\n   A\n");
    d.board.set(pt(0, 0), go::Color::White);
    CHECK(to_text(d) == "   A\n 1 O 1\n   A\n");
}

TEST_CASE("a crop shows only its rows and columns with their coordinates", "[report]") {
    Diagram d = stones_19x19();
    d.marks = {{pt(9, 9), Mark::LastMove}, {pt(3, 3), Mark::Ko}};
    d.crop = crop_around(d.board, pt(9, 9), 2);
    CHECK(to_text(d) ==
          "   H J K L M\n"
          "12 . . . . . 12\n"
          "11 . . . . . 11\n"
          "10 . .(X). . 10\n"
          " 9 . . . . . 9\n"
          " 8 . . . . . 8\n"
          "   H J K L M\n"
          "( ) last move\n");
    CHECK(to_text(d, Charset::Unicode) ==
          "   H J K L M\n"
          "   │ │ │ │ │\n"
          "12─┼─┼─┼─┼─┼─12\n"
          "11─┼─┼─┼─┼─┼─11\n"
          "10─┼─┼(●)┼─┼─10\n"
          " 9─┼─┼─┼─┼─┼─9\n"
          " 8─┼─┼─┼─┼─┼─8\n"
          "   │ │ │ │ │\n"
          "   H J K L M\n"
          "( ) last move\n");
}

TEST_CASE("every mark kind in text, with a legend of the marks shown", "[report]") {
    const Diagram d = all_marks();
    CHECK(to_text(d) ==
          "   A B C D E\n"
          " 5 + X O - - 5\n"
          " 4 X X O O[!]4\n"
          " 3 + X x O - 3\n"
          " 2 X X(O)O O 2\n"
          " 1{~ X O}# * 1\n"
          "   A B C D E\n"
          "( ) last move  # ko  x o dead  + black territory  - white territory  * dame  { } seki  [ ] illegal move\n");
    CHECK(to_text(d, Charset::Unicode) ==
          "   A B C D E\n"
          " 5 ▪─●─○─▫─▫ 5\n"
          " 4 ●─●─○─○[!]4\n"
          " 3 ▪─●─✖─○─▫ 3\n"
          " 2 ●─●(○)○─○ 2\n"
          " 1{~─●─○}□─* 1\n"
          "   A B C D E\n"
          "( ) last move  □ ko  ✖ ⊗ dead  ▪ black territory  ▫ white territory  * dame  { } seki  [ ] illegal move\n");
}

TEST_CASE("a dead white stone, hoshi hidden under black territory marks", "[report]") {
    Diagram d(go::Board(9, 9));
    d.board.set(pt(4, 4), go::Color::White);
    d.marks = {{pt(4, 4), Mark::Dead}, {pt(0, 0), Mark::BlackTerritory}};
    const std::string ascii = to_text(d);
    CHECK(ascii.find(" 5 . . . . o . . . . 5\n") != std::string::npos);
    CHECK(ascii.find(" 7 . . . . . . . . . 7\n") != std::string::npos);
    CHECK(to_text(d, Charset::Unicode).find(" 5 ├─┼─┼─┼─⊗─┼─┼─┼─┤ 5\n") != std::string::npos);
}

TEST_CASE("adjacent brackets of different kinds share a bar", "[report]") {
    Diagram d(go::Board::from_ascii("XO.\n"));
    d.marks = {{pt(0, 0), Mark::LastMove}, {pt(1, 0), Mark::Illegal}};
    CHECK(to_text(d) == "   A B C\n 1(X|O]. 1\n   A B C\n( ) last move  [ ] illegal move\n");
}

TEST_CASE("labels show on empty points, one character each", "[report]") {
    Diagram d(go::Board::from_ascii("X..\n...\n"));
    d.labels = {{pt(0, 0), "A"}, {pt(1, 0), "12"}, {pt(2, 1), "é"}, {pt(9, 9), "Z"}, {pt(0, 1), "\n"}, {pt(1, 1), ""}};
    CHECK(to_text(d) == "   A B C\n 2 X 1 . 2\n 1 . . é 1\n   A B C\n");
}

TEST_CASE("boards wider than 25 columns get two-letter column names", "[report]") {
    Diagram d(go::Board(30, 2));
    const std::string text = to_text(d);
    CHECK(text.substr(0, text.find('\n')) == std::string(53, ' ') + "A A A A A");
    CHECK(text.find("\n   A B C D E F G H J K L M N O P Q R S T U V W X Y Z A B C D E\n") != std::string::npos);
    CHECK(text.find("\n 2 . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . 2\n") != std::string::npos);

    Diagram big(go::Board(52, 52));
    big.marks = {{pt(51, 51), Mark::LastMove}};
    const std::string unicode = to_text(big, Charset::Unicode);
    CHECK(std::count(unicode.begin(), unicode.end(), '\n') == 2 + 52 + 2 + 1);
    CHECK(unicode.find("\n 1 └─┴") != std::string::npos);
    CHECK(unicode.find("─┴(┘)1\n") != std::string::npos);
}
