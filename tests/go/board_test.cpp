#include <catch2/catch.hpp>

#include <kifu/go/board.hpp>

#include <cstdint>
#include <random>

#include "support/points.hpp"

using namespace kifu::go;
using kifu::test::pt;

TEST_CASE("an empty board has no stones and zero hash", "[go]") {
    Board b(19, 19);
    CHECK(b.width() == 19);
    CHECK(b.stones(Color::Black) == 0);
    CHECK(b.hash() == 0);
    CHECK(b.at(pt(3, 3)) == Color::Empty);
    CHECK(b.at(pt(19, 3)) == Color::Empty);
    CHECK_FALSE(b.on_board(pt(19, 0)));
    b.check_invariants();
}

TEST_CASE("ascii diagrams round-trip", "[go]") {
    const char* diagram =
        "X.O..\n"
        ".XO..\n"
        "OO...\n";
    Board b = Board::from_ascii(diagram);
    CHECK(b.width() == 5);
    CHECK(b.height() == 3);
    CHECK(b.to_ascii() == diagram);
    CHECK(b.at(pt(0, 0)) == Color::Black);
    CHECK(b.at(pt(2, 0)) == Color::White);
    CHECK(b.liberties(pt(0, 2)) == 2);
    CHECK(b.liberties(pt(0, 0)) == 2);
    CHECK(b.liberties(pt(1, 1)) == 2);
    b.check_invariants();
    CHECK_THROWS_AS(Board::from_ascii("X.\nX"), std::invalid_argument);
    CHECK_THROWS_AS(Board::from_ascii("XZ"), std::invalid_argument);
}

TEST_CASE("captures and the ko point", "[go]") {
    Board b = Board::from_ascii(
        ".XO..\n"
        "XO.O.\n"
        ".XO..\n"
        ".....\n");
    auto out = b.play(Color::Black, pt(2, 1));
    CHECK(out.error == PlayError::None);
    CHECK(out.captured == 1);
    REQUIRE(out.ko);
    CHECK(*out.ko == pt(1, 1));
    CHECK(b.at(pt(1, 1)) == Color::Empty);
    b.check_invariants();
    // Retaking is a board-legal capture too; the ko rule lives in replay.
    auto back = b.play(Color::White, pt(1, 1));
    CHECK(back.captured == 1);
    CHECK(back.ko == pt(2, 1));
    b.check_invariants();
}

TEST_CASE("capturing two stones sets no ko", "[go]") {
    Board b = Board::from_ascii(
        ".XXO.\n"
        "XOO.O\n"
        ".XXO.\n");
    auto out = b.play(Color::White, pt(3, 1));
    CHECK(out.captured == 0);
    CHECK(b.liberties(pt(1, 1)) == 2);
    Board c = Board::from_ascii(
        ".XX..\n"
        "XOO.X\n"
        ".XX..\n");
    auto o2 = c.play(Color::Black, pt(3, 1));
    CHECK(o2.captured == 2);
    CHECK_FALSE(o2.ko);
    c.check_invariants();
}

TEST_CASE("suicide is refused or removes the chain", "[go]") {
    const char* diagram =
        ".XO..\n"
        "XXO..\n"
        "OO...\n";
    Board b = Board::from_ascii(diagram);
    Board copy = b;
    auto refused = b.play(Color::Black, pt(0, 2 - 2));
    CHECK(refused.error == PlayError::Suicide);
    CHECK(b == copy);
    CHECK(b.check(Color::Black, pt(0, 0)) == PlayError::Suicide);
    CHECK(b.check(Color::White, pt(0, 0)) == PlayError::None);
    auto allowed = b.play(Color::Black, pt(0, 0), true);
    CHECK(allowed.error == PlayError::None);
    CHECK(allowed.suicided == 4);
    CHECK(b.to_ascii() == "..O..\n..O..\nOO...\n");
    b.check_invariants();
    CHECK(b.play(Color::Black, pt(2, 0)).error == PlayError::Occupied);
    CHECK(b.play(Color::Black, pt(5, 0)).error == PlayError::OffBoard);
}

TEST_CASE("capture beats suicide (C-Art 4.2)", "[go]") {
    Board b = Board::from_ascii(
        "OX.\n"
        ".O.\n"
        "...\n");
    auto out = b.play(Color::Black, pt(0, 1));
    CHECK(out.error == PlayError::None);
    CHECK(out.captured == 1);
    CHECK(b.at(pt(0, 0)) == Color::Empty);
    b.check_invariants();
}

TEST_CASE("a 1x1 board allows no move: a lone stone's suicide is illegal even where suicide is allowed", "[go]") {
    Board b(1, 1);
    CHECK(b.play(Color::Black, pt(0, 0)).error == PlayError::Suicide);
    CHECK(b.check(Color::Black, pt(0, 0), true) == PlayError::Suicide);
    CHECK_FALSE(b.hash_after(Color::Black, pt(0, 0), true));
    auto out = b.play(Color::Black, pt(0, 0), true);
    CHECK(out.error == PlayError::Suicide);
    CHECK(b.stones(Color::Black) == 0);
    b.set(pt(0, 0), Color::White);
    CHECK(b.liberties(pt(0, 0)) == 0);
    b.check_invariants();
}

TEST_CASE("rectangular boards", "[go]") {
    Board b(2, 7);
    b.play(Color::Black, pt(0, 6));
    b.play(Color::Black, pt(1, 6));
    CHECK(b.liberties(pt(0, 6)) == 2);
    b.play(Color::White, pt(0, 5));
    b.play(Color::White, pt(1, 5));
    CHECK(b.at(pt(0, 6)) == Color::Empty);
    CHECK(b.stones(Color::Black) == 0);
    b.check_invariants();
    Board wide(52, 3);
    wide.play(Color::White, pt(51, 2));
    CHECK(wide.liberties(pt(51, 2)) == 2);
    wide.check_invariants();
}

TEST_CASE("setup splits and merges chains", "[go]") {
    Board b = Board::from_ascii(
        ".....\n"
        "XXXXX\n"
        ".....\n");
    CHECK(b.chain(pt(0, 1)).size() == 5);
    b.set(pt(2, 1), Color::Empty);
    CHECK(b.chain(pt(0, 1)).size() == 2);
    CHECK(b.liberties(pt(0, 1)) == 5);
    b.check_invariants();
    b.set(pt(2, 1), Color::White);
    CHECK(b.liberties(pt(0, 1)) == 4);
    b.check_invariants();
    b.set(pt(2, 1), Color::Black);
    CHECK(b.liberties(pt(0, 1)) == 10);
    CHECK(b.chain_id(pt(0, 1)) == b.chain_id(pt(4, 1)));
    b.check_invariants();
}

TEST_CASE("hash depends on the stones only", "[go]") {
    Board a(9, 9), b(9, 9);
    a.play(Color::Black, pt(2, 2));
    a.play(Color::White, pt(6, 6));
    b.play(Color::White, pt(6, 6));
    b.play(Color::Black, pt(2, 2));
    CHECK(a.hash() == b.hash());
    CHECK(a == b);
    b.set(pt(6, 6), Color::Empty);
    CHECK(a.hash() != b.hash());
    CHECK_FALSE(a == b);
}

TEST_CASE("random games keep the invariants", "[go]") {
    std::mt19937 rng(7);
    for (auto [w, h] : {std::pair{9, 9}, std::pair{5, 3}, std::pair{19, 19}, std::pair{2, 2}, std::pair{13, 7}}) {
        Board b(w, h);
        Color c = Color::Black;
        for (int move = 0; move < 400; ++move) {
            Point p = pt(static_cast<int>(rng() % static_cast<unsigned>(w)),
                         static_cast<int>(rng() % static_cast<unsigned>(h)));
            const bool suicide_ok = move % 3 == 0;
            const auto expected = b.check(c, p, suicide_ok);
            const auto after = b.hash_after(c, p, suicide_ok);
            REQUIRE(after.has_value() == (expected == PlayError::None));
            const auto predicted = after.value_or(b.hash());
            auto out = b.play(c, p, suicide_ok);
            REQUIRE(out.error == expected);
            REQUIRE(b.hash() == predicted);
            if (move % 37 == 0) b.set(p, move % 2 ? Color::White : Color::Empty);
            b.check_invariants();
            Board copy = b;
            REQUIRE(copy == b);
            c = opponent(c);
        }
    }
}
