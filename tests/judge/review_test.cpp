// The rulings a referee's review found wrong or misleading, one test each.

#include <catch2/catch.hpp>

#include <array>
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

TEST_CASE("review 2: two passes by one player do not end the game, and play after the end is not part of it",
          "[judge][review]") {
    // White passes twice: Black never passed, so the game did not end (C-Art 7.3).
    const auto twice = test::adjudicate_text(disputed_with("wrong-result", ";B[]\n;W[]", ";W[]\n;W[]"));
    CHECK_FALSE(twice.replay.ended_by_passes);
    CHECK(test::count_code(twice, "M119") == 2);
    CHECK(has(test::reasons_text(twice), "two passes by the same player do not end the game"));
    CHECK(has(test::reasons_text(twice), "the record may be missing B's pass"));
    // A foul after a real end is flagged, not sanctioned: it neither decides the game nor changes the count.
    adjudicate::Options japanese;
    japanese.rules.rules = "japanese";
    const std::string tail =
        "TW[ga][ha][ia][gb][hb][ib][gc][hc][ic][gd][hd][id][ge][he][ie][gf][hf][if][gg][hg][ig]"
        "[gh][hh][ih][gi][hi][ii])";
    const auto after = test::adjudicate_text(
        disputed_with("wrong-result", tail, tail.substr(0, tail.size() - 1) + ";B[ga];B[ha];W[ee])"), japanese);
    CHECK(after.replay.ended_by_passes);
    CHECK(after.replay.end_move == 20);
    CHECK_FALSE(after.replay.loser);
    CHECK(test::count_code(after, "M107") == 1);
    CHECK(test::count_code(after, "M106") == 0);
    CHECK(after.replay.board.at(go::Point{6, 0}) == go::Color::Empty);
    CHECK(after.verdict.kind == judge::Kind::Count);
    CHECK(has(test::reasons_text(after), "it and the 2 moves after it are not replayed"));
}

TEST_CASE("review 3: a sanction under rules the record does not name never overturns RE when other rules differ",
          "[judge][review]") {
    // No RU, KM 6.5: japanese inferred; the second move in a row loses there, but is a warning under chinese rules.
    const auto twice = test::adjudicate_text(disputed_with("moved-twice", "RU[Chinese]KM[7.5]", "KM[6.5]"));
    REQUIRE(twice.rules.guessed());
    CHECK(twice.verdict.kind == judge::Kind::LossByFoul);
    CHECK(twice.verdict.record == judge::RecordRuling::Neither);
    CHECK(has(twice.verdict.headline, "which the record does not name"));
    CHECK(has(twice.verdict.record_note,
              "under japanese rules a loss on the spot, under chinese rules a void move "
              "and a warning"));
    CHECK(has(twice.verdict.record_note, "(--rules)"));
    // Chinese assumed: the ko retaken at once costs a warning there, the game under japanese rules.
    const auto ko = test::adjudicate_text(disputed_with("ko-retaken-without-threat", "RU[Chinese]KM[7.5]", ""));
    REQUIRE(ko.rules.guessed());
    CHECK(ko.verdict.kind == judge::Kind::Count);
    CHECK(ko.verdict.record == judge::RecordRuling::Neither);
    // Named rules still rule.
    const auto named = test::adjudicate_file("disputed/moved-twice.sgf");
    CHECK(named.verdict.record == judge::RecordRuling::NotUpheld);
}

TEST_CASE("review 4: both players at two warnings, the referee's among them: the referee must say which came first",
          "[judge][review]") {
    adjudicate::Options o;
    o.warnings = {{go::Color::Black, "clock"}, {go::Color::Black, "talk"}};
    const auto both = test::adjudicate_file("disputed/two-warnings.sgf", o);
    CHECK(both.sanctions.both_reached);
    CHECK_FALSE(both.sanctions.lost_by_warnings);
    CHECK(test::count_code(both, "M114") == 0);
    CHECK(both.verdict.kind == judge::Kind::Undecided);
    CHECK_FALSE(both.verdict.result);
    CHECK(both.verdict.record == judge::RecordRuling::Neither);
    CHECK(has(test::reasons_text(both), "Both players have 2 warnings or more (Black 2, White 2)"));
    CHECK_FALSE(both.count);
    // The record's own warnings alone still decide in move order.
    const auto record_only = test::adjudicate_file("disputed/two-warnings.sgf");
    CHECK(record_only.verdict.kind == judge::Kind::LossByWarnings);
}

TEST_CASE("review 5: one move void for superko, then a pass by choice, ends the game and is counted",
          "[judge][review]") {
    // Send two, capture two on a set-up 5x5 board: move 4 recreates the set-up position and is void; Black then
    // passes by choice, so a forfeit and a pass end the game (C-Art 7.3), as for a suicide.
    const auto o = test::adjudicate_text(
        "(;GM[1]FF[4]SZ[5]RU[Chinese]KM[0]RE[0]AB[aa][da][ab][cb][db][cc][ec][ad][bd][ae][be][ce]"
        "AW[ba][ca][ea][bb][bc][dc][dd][de][ee]PL[B];B[ed];W[eb];B[ec];W[ea];B[])");
    CHECK(o.replay.ended_by_passes);
    CHECK_FALSE(o.replay.end_by_repetition);
    CHECK(o.count);
    CHECK(o.verdict.kind == judge::Kind::Count);
    const std::string why = test::reasons_text(o);
    CHECK(has(why, "recreates the set-up position with B to move"));
    CHECK_FALSE(has(why, "after move 0"));
    CHECK(has(why, "a forfeit ended it, and a referee may overrule that"));
    // White passes too: the players passed in turn, so they ended the game themselves.
    const auto own = test::adjudicate_text(
        "(;GM[1]FF[4]SZ[5]RU[Chinese]KM[0]RE[0]AB[aa][da][ab][cb][db][cc][ec][ad][bd][ae][be][ce]"
        "AW[ba][ca][ea][bb][bc][dc][dd][de][ee]PL[B];B[ed];W[eb];B[ec];W[ea];B[];W[])");
    CHECK(own.verdict.kind == judge::Kind::Count);
    CHECK(own.replay.end_forfeits == std::array<bool, 2>{false, false});
    CHECK(own.replay.end_move == 6);
    CHECK_FALSE(has(test::reasons_text(own), "a forfeit ended it"));
    // Both final turns forfeited, one for a repetition: the players kept playing the cycle (undecided).
    adjudicate::Options chinese;
    chinese.rules.rules = "chinese";
    const auto cycle = test::adjudicate_file("disputed/triple-ko.sgf", chinese);
    CHECK(cycle.replay.end_by_repetition);
    CHECK(cycle.verdict.kind == judge::Kind::Undecided);
}

TEST_CASE("review 6: --cycle illegal under the basic ko rule is a usage error, and a draw cites no J-Art",
          "[judge][review]") {
    adjudicate::Options illegal;
    illegal.rules.rules = "japanese";
    illegal.rules.cycle = "illegal";
    const auto refused = test::adjudicate_file("disputed/triple-ko.sgf", illegal);
    REQUIRE(refused.usage_error);
    CHECK(refused.usage_error->code.id == "A019");
    CHECK_FALSE(refused.verdict.result);
    adjudicate::Options draw;
    draw.rules.rules = "japanese";
    draw.rules.cycle = "draw";
    const auto drawn = test::adjudicate_file("disputed/triple-ko.sgf", draw);
    CHECK(drawn.verdict.kind == judge::Kind::Draw);
    CHECK_FALSE(has(test::reasons_text(drawn), "drawn. [J-Art 12]"));
    for (const auto& e : drawn.replay.events)
        if (e.code.id == "M115") CHECK(e.article.empty());
    // Under the chinese rules C-Art 20.3 gives the competition that choice.
    draw.rules.rules = "chinese";
    CHECK(has(test::reasons_text(test::adjudicate_file("disputed/triple-ko.sgf", draw)), "drawn. [C-Art 20.3]"));
}

TEST_CASE("review 7: an RE kifu does not understand (G405) is neither upheld nor overturned", "[judge][review]") {
    const auto o = test::adjudicate_text(disputed_with("wrong-result", "RE[W+0.5]", "RE[W+Repetition]"));
    CHECK(test::count_code(o, "G405") == 1);
    CHECK(o.verdict.kind == judge::Kind::Count);
    CHECK(o.verdict.record == judge::RecordRuling::Neither);
    CHECK(has(o.verdict.record_note, "kifu does not understand it (G405)"));
}

TEST_CASE("review 7: a set-up point off the board is a bad point list (S202), not a move off the board",
          "[judge][review]") {
    const auto o = test::adjudicate_text("(;GM[1]FF[4]SZ[9]RU[Chinese]AB[jj][aa]RE[B+R];B[ee];W[ff])");
    CHECK(test::count_code(o, "S202") == 1);
    CHECK(test::count_code(o, "M101") == 0);
}

TEST_CASE("review 7: a referee's warning cites C-Art 17.4 for the clock only", "[judge][review]") {
    adjudicate::Options o;
    o.warnings = {{go::Color::Black, "clock"}, {go::Color::White, "talk"}};
    const std::string why = test::reasons_text(test::adjudicate_file("disputed/half-point.sgf", o));
    CHECK(has(why, "The referee warns Black (clock): one warning. [C-Art 17.4]"));
    CHECK(has(why, "The referee warns White (talk): one warning. [C-Art 24.1]"));
}

TEST_CASE("review 10: penalty stones when no count decides the game say they change nothing", "[judge][review]") {
    adjudicate::Options o;
    o.penalties = {0, 3};
    const auto resigned = test::adjudicate_file("disputed/handicap-stones-lost.sgf", o);
    CHECK(resigned.verdict.kind == judge::Kind::Resignation);
    CHECK(has(test::reasons_text(resigned),
              "The 3 penalty stones count only at counting, and no count decides this game: they change nothing in the "
              "ruling."));
    // Counted: the stones are in the count, and no such reason.
    o.penalties = {1, 0};
    const auto counted = test::adjudicate_file("disputed/half-point.sgf", o);
    CHECK(counted.verdict.kind == judge::Kind::Count);
    CHECK_FALSE(has(test::reasons_text(counted), "change nothing"));
    // A loss by warnings: the loser's own warnings say what they decided; the other stones get the reason.
    o.penalties = {0, 1};
    const auto lost = test::adjudicate_file("disputed/two-warnings.sgf", o);
    CHECK(lost.verdict.kind == judge::Kind::LossByWarnings);
    CHECK(has(test::reasons_text(lost), "The other penalty stone counts only at counting"));
    CHECK_FALSE(has(test::reasons_text(test::adjudicate_file("disputed/two-warnings.sgf")), "change nothing in"));
}

TEST_CASE("review 11: set-up after the first move says what it changed, and is no player's move", "[judge][review]") {
    const std::string sgf =
        "(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7.5];B[ea];W[fa];B[eb];W[fb];B[ec];W[fc];B[ed];W[fd];B[ef];W[ff];B[eg];W[fg]"
        ";B[eh];W[fh];B[ei];W[fi];B[de];W[ge];B[ee];AB[fa];W[];B[])";
    const std::string why = test::reasons_text(test::adjudicate_text(sgf));
    CHECK(has(why, "Setup stones after move 19 (node 20): B F9 (was W); applied: the record is edited here."));
    CHECK_FALSE(has(why, "Move 19, Black: setup"));
}
