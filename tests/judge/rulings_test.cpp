// The rulings a referee would give on the disputed records (issue 14's seven rulings) and on records that
// stop before the end, one test each.

#include <catch2/catch.hpp>

#include <algorithm>

#include <kifu/report/rows.hpp>

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
    CHECK(o.verdict.agrees_with_record());
    CHECK(test::reasons_text(o).find("put back on their standard points") != std::string::npos);
}

namespace {
// Every article a ruling and its events cite, and its headline.
std::string citations(const adjudicate::Outcome& o) {
    std::string s = o.verdict.headline + "\n";
    for (const auto& r : o.verdict.reasons) s += r.article + "\n";
    for (const auto& e : o.replay.events) s += e.article + "\n";
    return s;
}
const char* const disputed[] = {
    "half-point", "ko-retaken-without-threat", "moved-twice", "suicide", "triple-ko", "two-warnings", "wrong-result"};
}  // namespace

TEST_CASE("ruling 1: a Japanese ruling cites the Japanese rules, other rulesets cite nothing Chinese",
          "[judge][ruling]") {
    adjudicate::Options japanese;
    japanese.rules.rules = "japanese";
    const auto passes = test::adjudicate_file("disputed/half-point.sgf", japanese);
    const std::string text = test::reasons_text(passes);
    CHECK(text.find("The game ended with two consecutive passes. [J-Art 9]") != std::string::npos);
    CHECK(text.find("[J-Art 10]") != std::string::npos);
    const auto foul = test::adjudicate_file("disputed/ko-retaken-without-threat.sgf", japanese);
    CHECK(test::reasons_text(foul).find("loses the game on the spot: White loses at move 22. [J-Art 14]") !=
          std::string::npos);
    for (const char* preset : {"japanese", "korean", "aga", "nz", "ing", "goe", "tromp-taylor"})
        for (const char* name : disputed) {
            CAPTURE(preset, name);
            adjudicate::Options o;
            o.rules.rules = preset;
            CHECK(citations(test::adjudicate_file(std::string("disputed/") + name + ".sgf", o)).find("C-Art") ==
                  std::string::npos);
        }
    // The Chinese rules keep their own articles.
    const auto chinese = test::adjudicate_file("disputed/ko-retaken-without-threat.sgf");
    CHECK(citations(chinese).find("C-Art 18.3") != std::string::npos);
    CHECK(citations(chinese).find("C-Art 7.3") != std::string::npos);
}

TEST_CASE("ruling 1: the Japanese rules have no warnings: --warning is a usage error, not a loss", "[judge][ruling]") {
    adjudicate::Options o;
    o.rules.rules = "japanese";
    o.warnings = {{go::Color::Black, ""}, {go::Color::Black, "clock"}};
    const auto warned = test::adjudicate_file("disputed/half-point.sgf", o);
    REQUIRE(warned.usage_error);
    CHECK(warned.usage_error->code.id == "A012");
    CHECK(warned.verdict.kind != judge::Kind::LossByWarnings);
    CHECK_FALSE(warned.verdict.result);
    CHECK_FALSE(warned.count);
    // Penalty stones are the referee's tool under Japanese rules: one prisoner each, no article.
    adjudicate::Options penalty;
    penalty.rules.rules = "japanese";
    penalty.penalties = {1, 0};
    const auto penalised = test::adjudicate_file("disputed/half-point.sgf", penalty);
    CHECK_FALSE(penalised.usage_error);
    REQUIRE(penalised.count);
    CHECK(penalised.count->white.penalties == 1);
    CHECK(citations(penalised).find("C-Art") == std::string::npos);
}

TEST_CASE("ruling 2: a record that ends inside a cycle but records a resignation is not 'no result'",
          "[judge][ruling]") {
    const auto resigned = test::adjudicate_file("disputed/triple-ko-resigned.sgf");
    CHECK(resigned.rules.rules.name == "japanese");
    CHECK_FALSE(resigned.replay.cycle_ruling);
    CHECK(test::count_code(resigned, "M122") == 1);
    CHECK(test::count_code(resigned, "M115") == 0);
    CHECK(resigned.verdict.kind == judge::Kind::Resignation);
    CHECK(resigned.verdict.result == "W+R");
    CHECK(resigned.verdict.agrees_with_record());
    // Left as it is (RE[Void]), the same cycle is no result (J-Art 12).
    const auto left = test::adjudicate_file("disputed/triple-ko.sgf");
    CHECK(left.verdict.kind == judge::Kind::NoResult);
    CHECK(left.verdict.result == "Void");
    CHECK(left.verdict.headline == "No result: the game ends inside a repeating cycle that neither player left.");
    // Play that leaves the cycle and ends by passes, recorded RE[Void]: no result, said as what happened.
    std::string text = test::testdata("disputed/triple-ko.sgf");
    text.insert(text.rfind(')'), ";B[ai];W[ia];B[];W[]");
    const auto played_on = test::adjudicate_text(text);
    CHECK(played_on.verdict.kind == judge::Kind::NoResult);
    CHECK(played_on.verdict.headline ==
          "No result: the position repeated during play, and RE[Void] records the game void.");
}

TEST_CASE("ruling 3: a referee's --dead list with a typo or naming no stone is a usage error: no ruling",
          "[judge][ruling]") {
    adjudicate::Options typo;
    typo.dead = "zz";
    const auto o = test::adjudicate_file("disputed/half-point.sgf", typo);
    REQUIRE(o.usage_error);
    CHECK(o.usage_error->code.id == "K106");
    CHECK_FALSE(o.count);
    CHECK_FALSE(o.verdict.result);
    // Nothing is ruled without the referee's list, not even from the record's markup.
    CHECK_FALSE(o.dead);

    adjudicate::Options mixed;
    mixed.dead = "ee,zz";
    CHECK(test::adjudicate_file("disputed/half-point.sgf", mixed).usage_error);

    adjudicate::Options empty_point;
    empty_point.dead = "aa";
    const auto none = test::adjudicate_file("disputed/half-point.sgf", empty_point);
    REQUIRE(none.usage_error);
    CHECK(none.usage_error->code.id == "K108");
    CHECK_FALSE(none.count);

    // A list that names a stone stands; an empty point in it is skipped with a warning.
    adjudicate::Options named;
    named.dead = "fa,aa";
    const auto counted = test::adjudicate_file("disputed/half-point.sgf", named);
    CHECK_FALSE(counted.usage_error);
    REQUIRE(counted.dead);
    CHECK(counted.dead->source == score::DeadSource::List);
    CHECK(test::count_code(counted, "K107") == 1);
    CHECK(counted.verdict.kind == judge::Kind::Count);
}

TEST_CASE("ruling 5: when a forfeited turn is one of the two final passes, the ruling says a forfeit ended the game",
          "[judge][ruling]") {
    const auto o = test::adjudicate_file("disputed/forfeit-ends-game.sgf");
    CHECK(o.replay.ended_by_passes);
    CHECK(o.replay.end_forfeits == std::array<bool, 2>{true, false});
    const std::string text = test::reasons_text(o);
    CHECK(text.find("The game ended with two consecutive passes, the first of them a forfeited turn") !=
          std::string::npos);
    CHECK(text.find("a forfeit ended it, and a referee may overrule that. [C-Art 7.3]") != std::string::npos);
    CHECK(o.verdict.result == "B+3.5");
    // Two real passes are said as before.
    const auto plain = test::adjudicate_file("disputed/suicide.sgf");
    CHECK(plain.replay.end_forfeits == std::array<bool, 2>{false, false});
    CHECK(test::reasons_text(plain).find("The game ended with two consecutive passes. [C-Art 7.3]") !=
          std::string::npos);
}

TEST_CASE(
    "ruling 6: after a Japanese foul its stone is void, the row agrees with the verdict, and later play "
    "is no irregularity of its own",
    "[judge][ruling]") {
    adjudicate::Options japanese;
    japanese.rules.rules = "japanese";
    const auto o = test::adjudicate_file("disputed/ko-retaken-without-threat.sgf", japanese);
    CHECK(o.verdict.kind == judge::Kind::LossByFoul);
    CHECK(o.verdict.result == "B+F");
    // The illegal retake does not stay on the board, so Black's connection at move 23 is legal.
    REQUIRE(o.replay.events.size() == 1);
    CHECK(o.replay.events[0].code.id == "M104");
    CHECK(o.replay.events[0].message.find("its stone is not placed") != std::string::npos);
    CHECK(test::count_code(o, "M102") == 0);
    // The row agrees with its verdict: no count claims another result.
    CHECK_FALSE(o.count);
    CHECK(o.comparison.agreement == score::Agreement::NotCounted);
    CHECK(o.not_counted == "the game was decided at move 22: White's illegal move loses it");
    const auto row = report::ruling_fields(o);
    CHECK(row["result"].is_null());
    CHECK(row["agreement"] == "not-counted");
    CHECK(row["verdict"]["result"] == "B+F");

    // A real irregularity after the foul is folded into one reason, not given as a new one of its own.
    const auto later = test::adjudicate_file("disputed/two-warnings.sgf", japanese);
    CHECK(later.verdict.result == "B+F");
    const std::string text = test::reasons_text(later);
    CHECK(text.find("The game was decided at move 22: what the record shows after it changes nothing (irregular "
                    "moves later: 25).") != std::string::npos);
    CHECK(text.find("Move 25") == std::string::npos);
}

TEST_CASE(
    "ruling 7: a triple ko under Chinese rules gives no margin from the unfinished position: the referee "
    "must rule on the cycle (C-Art 20.3)",
    "[judge][ruling]") {
    adjudicate::Options chinese;
    chinese.rules.rules = "chinese";
    for (bool alive_all : {false, true}) {
        CAPTURE(alive_all);
        chinese.alive_all = alive_all;
        const auto o = test::adjudicate_file("disputed/triple-ko.sgf", chinese);
        CHECK(o.replay.ended_by_passes);
        CHECK(o.replay.end_by_repetition);
        CHECK(o.verdict.kind == judge::Kind::Undecided);
        CHECK_FALSE(o.verdict.result);
        CHECK_FALSE(o.count);
        CHECK(o.verdict.headline.find("wins") == std::string::npos);
        const std::string text = test::reasons_text(o);
        CHECK(text.find("no count can give a margin. [C-Art 20.3]") != std::string::npos);
        CHECK(text.find("no result, a draw or a replay") != std::string::npos);
        CHECK(text.find("Count (") == std::string::npos);
    }
    // The competition's choice rules it.
    chinese.alive_all = false;
    chinese.rules.cycle = "draw";
    const auto drawn = test::adjudicate_file("disputed/triple-ko.sgf", chinese);
    CHECK(drawn.verdict.kind == judge::Kind::Draw);
    CHECK(drawn.verdict.result == "0");
    // A game that a forfeit ended without a repetition is counted as before (ruling 5).
    CHECK(test::adjudicate_file("disputed/forfeit-ends-game.sgf").verdict.kind == judge::Kind::Count);
}

namespace {
// Two walls with an open column of dame between them; the record stops after one more move.
std::string walls(const std::string& re, const std::string& komi = "7.5") {
    std::string sgf = "(;SZ[9]KM[" + komi + "]RU[Chinese]RE[" + re + "]AB";
    for (char y = 'a'; y <= 'i'; ++y) sgf += std::string("[d") + y + "]";
    sgf += "AW";
    for (char y = 'a'; y <= 'i'; ++y) sgf += std::string("[f") + y + "]";
    return sgf + ";B[bb])";
}
}  // namespace

TEST_CASE("a record that stops before the end: the ruling says it was played out, and how sure the count is",
          "[judge][ruling]") {
    const auto o = test::adjudicate_text(walls("W+8.5"));
    REQUIRE(o.played_out);
    CHECK(o.verdict.kind == judge::Kind::Count);
    CHECK(test::reasons_text(o).find("The record stops at move 1 without two passes: it was played out (9 moves") !=
          std::string::npos);
    CHECK(o.verdict.record_note == "The recorded result W+8.5 is upheld.");
    // The headline says that the margin is an estimate of the finish, not the count of a finished game.
    CHECK(o.verdict.headline == "White wins by 4¼ stones (W+8.5), by kifu's estimate of the finish.");

    // The same count, were it uncertain: a different RE is neither confirmed nor overturned.
    const auto wrong = test::adjudicate_text(walls("B+1.5"));
    REQUIRE(wrong.count);
    estimate::Confidence doubt{0.7, {"the margin is small"}, 0.7};
    judge::Case c{wrong.record, wrong.rules.rules, wrong.replay, wrong.sanctions, &*wrong.count, ""};
    c.played_out = &*wrong.played_out;
    c.confidence = &doubt;
    const auto v = judge::rule(c);
    CHECK(v.kind == judge::Kind::Count);
    CHECK_FALSE(v.agrees_with_record());
    CHECK(v.record_note ==
          "The recorded result B+1.5 is neither confirmed nor overturned: the count is uncertain "
          "(confidence 0.70).");
    CHECK(v.reasons.back().text == "The count is uncertain (confidence 0.70): the margin is small.");
    // Without the play-out (--as-it-stands) the ruling says the position was counted as it stood.
    c.played_out = nullptr;
    c.as_it_stands = "as --as-it-stands asks";
    const auto stands = judge::rule(c);
    CHECK(stands.reasons.front().text ==
          "The record stops at move 1 without two passes; it is counted as it stands "
          "(as --as-it-stands asks).");
    CHECK(stands.headline.find("estimate") == std::string::npos);
}

TEST_CASE("a record with a counted RE and no moves is not counted, and the ruling says it has no moves",
          "[judge][ruling]") {
    const auto o = test::adjudicate_text("(;SZ[9]KM[6.5]RU[Japanese]PC[The KGS Go Server]RE[W+12.50])");
    CHECK(o.verdict.headline ==
          "No ruling can be made from this record: the record has no moves: RE[W+12.50] cannot be a count of its "
          "board.");
    CHECK(o.comparison.agreement == score::Agreement::NotCounted);
    CHECK(test::reasons_text(o).find("move 0") == std::string::npos);
    // A position set up with no moves is counted as it stands, and the ruling says it has no moves.
    const auto setup = test::adjudicate_text(
        "(;SZ[9]KM[6.5]RU[Japanese]PC[The KGS Go Server]RE[W+12.50]AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]"
        "AW[fa][fb][fc][fd][fe][ff][fg][fh][fi])");
    CHECK(setup.verdict.headline.find("this one has no moves") != std::string::npos);
    CHECK(test::reasons_text(setup).find("The record has no moves; it is counted as it stands") != std::string::npos);
}

TEST_CASE("a played-out count does not overturn a margin it cannot tell apart from its own", "[judge][ruling]") {
    // The walls are counted W+8.5 after the play-out: a margin 1 point away is within its error.
    const auto near = test::adjudicate_text(walls("W+9.5"));
    REQUIRE(near.played_out);
    CHECK(estimate::playout_margin_error(*near.played_out) > 1);
    CHECK(near.verdict.record_note ==
          "The recorded result W+9.5 names the same winner; its margin differs from "
          "kifu's estimate of the finish by 1 point, within what the play-out can tell, "
          "so it is neither confirmed nor overturned.");
    CHECK_FALSE(near.verdict.agrees_with_record());
    CHECK(near.verdict.record == judge::RecordRuling::Neither);
    // Far beyond it, the count still rests on kifu's estimate of the finish and of the dead stones, not on what the
    // players agreed (C-Art 8): it neither confirms nor overturns RE.
    const auto far = test::adjudicate_text(walls("W+30.5"));
    CHECK(far.verdict.record_note ==
          "The recorded result W+30.5 is neither confirmed nor overturned: kifu's count rests on its own estimate of "
          "the finish and of the dead stones, not on the players' agreement (C-Art 8); give them (--dead) to rule.");
    CHECK(far.verdict.record == judge::RecordRuling::Neither);
    CHECK(test::adjudicate_text(walls("W+8.5")).verdict.record == judge::RecordRuling::Upheld);
    // With komi 0.5 the walls are counted W+1.5, confident of the winner: an RE naming the other winner
    // 2 points away, or a draw, is still within the play-out's error and not overturned; 4 points away it is.
    const auto other = test::adjudicate_text(walls("B+0.5", "0.5"));
    REQUIRE(other.comparison.agreement == score::Agreement::WinnerDiffers);
    REQUIRE(other.confidence);
    CHECK_FALSE(other.confidence->uncertain());
    CHECK(other.verdict.record_note ==
          "The recorded result B+0.5 names the other winner but lies only 2 points from "
          "kifu's estimate of the finish, within what the play-out can tell, so it is "
          "neither confirmed nor overturned.");
    CHECK(other.verdict.record == judge::RecordRuling::Neither);
    // With komi 1 (a draw can be a count) the walls are counted W+2: a draw is 2 points away; with komi 0.5 no count
    // is a draw, and RE[0] is read as a draw without a count (G416).
    CHECK(test::adjudicate_text(walls("0", "1")).verdict.record_note ==
          "The recorded result 0 (a draw) lies only 2 points from kifu's estimate of the finish, within what the "
          "play-out can tell, so it is neither confirmed nor overturned.");
    CHECK(test::adjudicate_text(walls("0", "0.5")).verdict.record_note ==
          "The recorded result 0 is neither confirmed nor overturned: no ruling can be made from the record.");
    CHECK(test::adjudicate_text(walls("B+2.5", "0.5")).verdict.record == judge::RecordRuling::Neither);
    // Counted as it stands (W+7.5, no play-out), the dead stones are still kifu's estimate.
    adjudicate::Options as_it_stands;
    as_it_stands.as_it_stands = true;
    const auto stands = test::adjudicate_text(walls("W+9.5"), as_it_stands);
    REQUIRE(stands.comparison.agreement == score::Agreement::MarginDiffers);
    CHECK(stands.verdict.record_note ==
          "The recorded result W+9.5 is neither confirmed nor overturned: kifu's count rests on its own estimate of "
          "the dead stones, not on the players' agreement (C-Art 8); give them (--dead) to rule.");
    // Once the referee gives the dead stones (here: none), the count rules: 2 points off is not upheld.
    adjudicate::Options given;
    given.alive_all = true;
    const auto ruled = test::adjudicate_text(walls("W+9.5"), given);
    CHECK(ruled.verdict.record_note == "The recorded result W+9.5 is not upheld, though White still wins (W+7.5).");
    CHECK(ruled.verdict.record == judge::RecordRuling::NotUpheld);
}

TEST_CASE("an estimate rules where it is a proof: every group unconditionally alive", "[judge][ruling]") {
    // Two walls with two eyes each (Benson) and a column of dame: W+0.5 whatever anyone agreed.
    const auto o = test::adjudicate_text(
        "(;SZ[5]KM[0.5]RU[Chinese]RE[W+5.5]AB[ba][bb][bc][bd][be][ac]AW[da][db][dc][dd][de][ec];B[];W[])");
    REQUIRE(o.count);
    CHECK(o.count->dead_source == score::DeadSource::Estimated);
    CHECK(o.verdict.result == "W+0.5");
    CHECK(o.verdict.record == judge::RecordRuling::NotUpheld);
    // A group the estimate only judges, not proves, leaves RE standing: one White eye fewer.
    const auto judged = test::adjudicate_text(
        "(;SZ[5]KM[0.5]RU[Chinese]RE[W+5.5]AB[ba][bb][bc][bd][be][ac]AW[da][db][dc][dd][de];B[];W[])");
    REQUIRE(judged.count);
    CHECK(judged.verdict.record == judge::RecordRuling::Neither);
}

TEST_CASE("a count under rules the record does not name confirms RE but never overturns it", "[judge][ruling]") {
    // The proven position above with no RU: chinese rules assumed; by area and by territory alike W+0.5.
    const std::string sgf = "(;SZ[5]KM[0.5]RE[W+5.5]AB[ba][bb][bc][bd][be][ac]AW[da][db][dc][dd][de][ec];B[];W[])";
    const auto assumed = test::adjudicate_text(sgf);
    REQUIRE(assumed.count);
    CHECK(assumed.rules.origin == rules::Origin::Assumed);
    CHECK(assumed.verdict.result == "W+0.5");
    CHECK(assumed.verdict.record == judge::RecordRuling::Neither);
    CHECK(assumed.verdict.record_note ==
          "The recorded result W+5.5 is neither confirmed nor overturned: kifu's count rests on rules the record does "
          "not name (chinese, assumed); give them (--rules) to rule.");
    // The referee names the rules: the count rules.
    adjudicate::Options named;
    named.rules.rules = "chinese";
    CHECK(test::adjudicate_text(sgf, named).verdict.record == judge::RecordRuling::NotUpheld);
    // An RE the count agrees with is upheld whatever the rules' origin.
    const auto agreed =
        test::adjudicate_text("(;SZ[5]KM[0.5]RE[W+0.5]AB[ba][bb][bc][bd][be][ac]AW[da][db][dc][dd][de][ec];B[];W[])");
    CHECK(agreed.verdict.record == judge::RecordRuling::Upheld);
}

TEST_CASE("a record that stops in the middle game is undecided: its estimate is said, never ruled", "[judge][ruling]") {
    const auto o = test::adjudicate_text("(;SZ[9]KM[7.5]RU[Chinese]RE[B+3.5];B[ee];W[cc];B[gc];W[cg])");
    REQUIRE(o.count);
    CHECK(o.comparison.agreement == score::Agreement::Unfinished);
    CHECK(o.verdict.kind == judge::Kind::Undecided);
    CHECK_FALSE(o.verdict.result);
    CHECK_FALSE(o.verdict.agrees_with_record());
    CHECK(o.verdict.headline.rfind("Undecided: the record stops in the middle game", 0) == 0);
    // Four moves on a 9x9 board: the estimate is said, whoever it names.
    CHECK(o.verdict.headline.find("kifu's estimate of the position as it stands: ") != std::string::npos);
    CHECK(o.verdict.headline.find(" wins by ") != std::string::npos);
    CHECK(o.verdict.record_note.find("is neither confirmed nor overturned") != std::string::npos);
}

TEST_CASE("a record from a server that writes the passes, stopping without them, was cut short", "[judge][ruling]") {
    // A finished 5x5 position: a wall on each side of the C column, with RE the count of it.
    const std::string position =
        "SZ[5]KM[0.5]RU[Chinese]RE[W+4.5]AB[aa][ab][ac][ad][ae][ba][bb][bc][bd][be]"
        "AW[da][db][dc][dd][de][ea][eb][ec][ed][ee]";
    const auto anywhere = test::adjudicate_text("(;" + position + ";B[ca])");
    REQUIRE(anywhere.count);
    CHECK(anywhere.comparison.agreement != score::Agreement::Unfinished);
    CHECK(anywhere.not_a_count.empty());

    const auto cgos = test::adjudicate_text("(;PC[(CGOS) 9x9 Computer Go Server]" + position + ";B[ca])");
    REQUIRE(cgos.count);
    CHECK(cgos.comparison.agreement == score::Agreement::Unfinished);
    CHECK(cgos.not_a_count.find("CGOS writes a counted game to its two passes") != std::string::npos);
    CHECK(std::any_of(cgos.diagnostics.begin(), cgos.diagnostics.end(),
                      [](const diag::Diagnostic& d) { return d.code.id == "A015"; }));
    REQUIRE(cgos.confidence);
    CHECK(cgos.confidence->uncertain());
    CHECK(cgos.verdict.kind == judge::Kind::Undecided);
    CHECK(cgos.verdict.headline.rfind("Undecided: the record was cut short (CGOS", 0) == 0);
    CHECK(cgos.verdict.record == judge::RecordRuling::Neither);

    // With its passes, or with a result that is no count, it is whole.
    const auto passed = test::adjudicate_text("(;PC[KGS]" + position + ";B[ca];W[];B[])");
    CHECK(passed.not_a_count.empty());
    const auto resigned = test::adjudicate_text("(;PC[KGS]SZ[5]RE[W+R];B[ca])");
    CHECK(resigned.not_a_count.empty());
}

TEST_CASE("a record whose comment says the moves that follow are not known was cut short", "[judge][ruling]") {
    const std::string position =
        "SZ[5]KM[0.5]RU[Chinese]RE[W+4.5]AB[aa][ab][ac][ad][ae][ba][bb][bc][bd][be]"
        "AW[da][db][dc][dd][de][ea][eb][ec][ed][ee]";
    for (const std::string& said :
         {std::string(";B[ca]C[No further moves known])"), std::string(";B[ca]C[moves beyond 204 not known])"),
          std::string(";B[ca]C[以下100手略])"), std::string("C[以下略];B[ca])")}) {
        CAPTURE(said);
        const auto out = test::adjudicate_text("(;" + position + said);
        CHECK(out.comparison.agreement == score::Agreement::Unfinished);
        CHECK(out.not_a_count.rfind("the record was cut short (its comment says so: C[", 0) == 0);
        CHECK(std::any_of(out.diagnostics.begin(), out.diagnostics.end(),
                          [](const diag::Diagnostic& d) { return d.code.id == "A015"; }));
    }
    // A comment on something else is no such sign: the colours unknown, a move not known as a joseki.
    for (const std::string& other :
         {std::string(";B[ca]C[colors unknown])"), std::string(";B[ca]C[This move is not known as a joseki])")}) {
        CAPTURE(other);
        CHECK(test::adjudicate_text("(;" + position + other).not_a_count.empty());
    }
}

TEST_CASE("a ruling that cannot be made never overturns RE", "[judge][ruling]") {
    const auto o = test::adjudicate_text("(;SZ[9]KM[6.5]RE[Void];B[ee];W[cc])");
    CHECK(o.verdict.kind == judge::Kind::Undecided);
    CHECK(o.verdict.record == judge::RecordRuling::Neither);
    CHECK(o.verdict.record_note ==
          "The recorded result Void is neither confirmed nor overturned: no ruling can be made from the record.");
    CHECK(judge::to_string(judge::RecordRuling::NotUpheld) == "not-upheld");
    CHECK(test::adjudicate_text("(;SZ[9];B[ee];W[cc])").verdict.record == judge::RecordRuling::NoRecord);
}

TEST_CASE("passes after the node holding RE are no end of the game to compare a count with", "[judge][ruling]") {
    const auto o = test::adjudicate_text("(;SZ[9]KM[7.5];B[ee];W[cc]RE[W+R];B[gg];W[];B[])");
    CHECK(o.verdict.kind == judge::Kind::Resignation);
    CHECK(test::count_code(o, "M121") == 1);
    for (const auto& r : o.verdict.reasons) CHECK(r.text.find("also ends with two passes") == std::string::npos);
    // Passes before a resignation recorded at the root: the count is compared, as a note.
    const auto root = test::adjudicate_text("(;SZ[9]KM[7.5]RE[W+R];B[ee];W[cc];B[];W[])");
    CHECK(std::any_of(root.verdict.reasons.begin(), root.verdict.reasons.end(),
                      [](const auto& r) { return r.text.find("also ends with two passes") != std::string::npos; }));
}

TEST_CASE(
    "penalty stones never let a count on estimated dead stones overturn RE, unless they alone make the difference",
    "[judge][ruling]") {
    // B+0.5 with every stone alive (estimated); RE says B+4.5.
    const std::string sgf =
        "(;GM[1]SZ[9]RU[Chinese]KM[7.5]RE[B+4.5]AB[da][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg]"
        "[fh][fi];B[];W[])";
    adjudicate::Options penalty;
    penalty.penalties = {0, 1};  // one stone against White: B+2.5, still not RE's count
    const auto o = test::adjudicate_text(sgf, penalty);
    CHECK(o.verdict.result == "B+2.5");
    CHECK(o.verdict.record == judge::RecordRuling::Neither);
    // RE[B+0.5] is the count without the penalty: the penalty alone makes the difference, and RE is not upheld.
    std::string forgot = sgf;
    forgot.replace(forgot.find("B+4.5"), 5, "B+0.5");
    const auto p = test::adjudicate_text(forgot, penalty);
    CHECK(p.verdict.result == "B+2.5");
    CHECK(p.verdict.record == judge::RecordRuling::NotUpheld);
}

TEST_CASE("a referee's warning after the record's own: the game is lost by warnings, the last the referee's",
          "[judge][ruling]") {
    adjudicate::Options o;
    o.warnings.push_back({go::Color::White, ""});
    const auto lost = test::adjudicate_file("disputed/ko-retaken-without-threat.sgf", o);
    CHECK(lost.verdict.kind == judge::Kind::LossByWarnings);
    CHECK(lost.not_counted == "warnings lose the game for White, the last of them the referee's");
}

TEST_CASE("RE[?] gives no result: nothing to uphold or overturn", "[judge][ruling]") {
    const auto o = test::adjudicate_text("(;SZ[9]KM[6.5]RE[?];B[ee];W[cc];B[];W[])");
    CHECK(o.verdict.record == judge::RecordRuling::NoRecord);
    CHECK(o.verdict.record_note == "The record gives no result (RE[?]: unknown).");
}
