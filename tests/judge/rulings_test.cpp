// The rulings a referee would give on the disputed records (issue 14's seven rulings), one test each.

#include <catch2/catch.hpp>

#include "ruling_fixture.hpp"

using namespace kifu;

TEST_CASE("ruling 4: HA[9] with no AB and White first: the standard stones are restored and W+R stands",
          "[judge][ruling]") {
    const auto o = test::adjudicate_file("disputed/handicap-stones-lost.sgf");
    CHECK(o.record.start == game::Start::Restored);
    CHECK(o.record.handicap_stones == 9);
    CHECK(test::count_code(o, "G411") == 1);
    CHECK(o.replay.board.stones(go::Color::Black) > 0);
    // No illegal move once the stones stand: the recorded resignation decides.
    CHECK_FALSE(o.replay.loser);
    for (const auto& e : o.replay.events) CHECK(e.sanction == rules::Sanction::None);
    CHECK(o.verdict.kind == judge::Kind::Resignation);
    CHECK(o.verdict.result == "W+R");
    CHECK(o.verdict.agrees_with_record);
    CHECK(test::reasons_text(o).find("put back on their standard points") != std::string::npos);
}
