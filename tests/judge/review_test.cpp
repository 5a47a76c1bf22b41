// The rulings a referee's review found wrong or misleading, one test each.

#include <catch2/catch.hpp>

#include <string>

#include "ruling_fixture.hpp"

using namespace kifu;

namespace {
// testdata/disputed/<name>.sgf with the first `from` replaced by `to`.
std::string disputed_with(const std::string& name, const std::string& from, const std::string& to) {
    std::string sgf = test::testdata("disputed/" + name + ".sgf");
    const auto at = sgf.find(from);
    REQUIRE(at != std::string::npos);
    return sgf.replace(at, from.size(), to);
}
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("review 1: a resignation or time loss in RE decides a record that also ends with two passes",
          "[judge][review]") {
    // wrong-result.sgf counts B+1.5: a resignation by White names the count's winner.
    const auto same = test::adjudicate_text(disputed_with("wrong-result", "RE[W+0.5]", "RE[B+R]"));
    CHECK(same.verdict.kind == judge::Kind::Resignation);
    CHECK(same.verdict.result == "B+R");
    CHECK(same.verdict.record == judge::RecordRuling::Upheld);
    const std::string why = test::reasons_text(same);
    CHECK(has(why, "ends with two passes at move 20, but RE records that the game ended by resignation"));
    CHECK(has(why, "the count gives B+1.5 (Black wins by ¾ stone): the same winner"));
    // A time loss by the count's winner: the recorded end stands, and the reason says the count differs.
    const auto other = test::adjudicate_text(disputed_with("wrong-result", "RE[W+0.5]", "RE[W+T]"));
    CHECK(other.verdict.kind == judge::Kind::Time);
    CHECK(other.verdict.result == "W+T");
    CHECK(other.verdict.record == judge::RecordRuling::Upheld);
    CHECK(has(test::reasons_text(other), "the other winner, not RE's winner"));
}
