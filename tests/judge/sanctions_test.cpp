#include <catch2/catch.hpp>

#include <kifu/judge/sanctions.hpp>

#include "ruling_fixture.hpp"

using namespace kifu;

TEST_CASE("two warnings from the record lose the game: the judge alone decides it, once", "[judge]") {
    const auto o = test::adjudicate_file("disputed/two-warnings.sgf");
    CHECK(o.sanctions.warnings == std::array<int, 2>{0, 2});
    CHECK(o.sanctions.lost_by_warnings == go::Color::White);
    CHECK(o.sanctions.lost_at_move == 25);
    CHECK(o.verdict.kind == judge::Kind::LossByWarnings);
    CHECK(o.verdict.result == "B+F");
    // One report of the loss (M114, from the judge), no second one from the count, none from the replay.
    CHECK(test::count_code(o, "M114") == 1);
    CHECK(test::count_code(o, "K114") == 0);
    for (const auto& e : o.replay.events) CHECK(e.code.id != "M114");
    // Each warning is one penalty stone, counted once; the game is not counted, as it was lost.
    CHECK(o.sanctions.penalty_stones == std::array<int, 2>{0, 2});
    CHECK_FALSE(o.count);
    CHECK(o.not_counted == "the game was decided at move 25: White's second warning loses it");
}

TEST_CASE("a referee's warning is one penalty stone, counted once - a second one loses", "[judge]") {
    adjudicate::Options one;
    one.warnings = {{go::Color::Black, "clock"}};
    const auto o = test::adjudicate_file("disputed/half-point.sgf", one);
    CHECK(o.sanctions.penalty_stones == std::array<int, 2>{1, 0});
    REQUIRE(o.count);
    CHECK(o.count->black.penalties == -1);
    CHECK(o.count->result == "W+1.5");
    CHECK(o.verdict.kind == judge::Kind::Count);

    adjudicate::Options two = one;
    two.warnings.push_back({go::Color::Black, ""});
    two.penalties = {0, 1};
    const auto lost = test::adjudicate_file("disputed/half-point.sgf", two);
    CHECK(lost.sanctions.lost_by_warnings == go::Color::Black);
    CHECK_FALSE(lost.sanctions.lost_at_move);
    CHECK(lost.sanctions.penalty_stones == std::array<int, 2>{2, 1});
    CHECK(lost.verdict.kind == judge::Kind::LossByWarnings);
    CHECK(lost.verdict.result == "W+F");
    CHECK(test::count_code(lost, "M114") == 0);  // no move of the record did it
}

TEST_CASE("a foul that loses on the spot comes before any later warning", "[judge]") {
    replay::Replay r;
    r.loser = go::Color::White;
    r.lost_at_move = 10;
    replay::Event late;
    late.move = 12;
    late.color = go::Color::Black;
    late.sanction = rules::Sanction::VoidWarning;
    r.events = {late, late};
    const auto s = judge::sanctions(game::Record{}, r, *rules::preset("chinese"), {}, {0, 0});
    CHECK(s.warnings == std::array<int, 2>{2, 0});
    CHECK_FALSE(s.lost_by_warnings);
}
