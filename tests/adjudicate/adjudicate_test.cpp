#include <catch2/catch.hpp>

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/game/reader.hpp>

#include <fstream>
#include <sstream>
#include <string>

using namespace kifu;

namespace {
adjudicate::Outcome adjudicate_text(const std::string& sgf, adjudicate::Options options = {}) {
    std::vector<game::Record> records;
    game::read_games(sgf, "t.sgf", {}, [&](game::Record&& r) { records.push_back(std::move(r)); });
    return adjudicate::adjudicate(std::move(records.front()), options);
}
bool has_code(const adjudicate::Outcome& o, std::string_view id) {
    return std::any_of(o.diagnostics.begin(), o.diagnostics.end(), [&](const auto& d) { return d.code.id == id; });
}

// The message of the first diagnostic with code `id`; empty when there is none.
std::string message_of(const adjudicate::Outcome& o, std::string_view id) {
    for (const auto& d : o.diagnostics)
        if (d.code.id == id) return d.message;
    return {};
}
}  // namespace

TEST_CASE("a set-up position is not a handicap game: no compensation, no handicap warning", "[adjudicate]") {
    adjudicate::Options o;
    o.alive_all = true;
    // Black and white stones set up (a problem or a final position): no handicap.
    const auto position = adjudicate_text("(;SZ[9]KM[7.5]RU[Chinese]AB[cc][cd][ce]AW[gc][gd][ge];B[];W[])", o);
    REQUIRE(position.count);
    CHECK(position.record.start == game::Start::Position);
    CHECK(position.count->handicap == 0);
    CHECK(position.count->compensation == 0);
    for (const char* id : {"G404", "M111", "M116"}) CHECK_FALSE(has_code(position, id));

    // AB without HA: a set-up position too, whoever moves first.
    const auto no_ha = adjudicate_text("(;SZ[9]KM[7.5]RU[Chinese]AB[cc][gg];B[ee];W[];B[])", o);
    REQUIRE(no_ha.count);
    CHECK(no_ha.count->compensation == 0);
    CHECK_FALSE(has_code(no_ha, "M116"));

    // The same stones with HA: a handicap game, H points of compensation under Chinese rules.
    const auto handicap = adjudicate_text("(;SZ[9]KM[0.5]HA[2]RU[Chinese]AB[cc][gg];W[ee];B[];W[])", o);
    REQUIRE(handicap.count);
    CHECK(handicap.record.start == game::Start::Handicap);
    CHECK(handicap.count->handicap == 2);
    CHECK(handicap.count->compensation == 2);
}

TEST_CASE("with no KM, a usual komi other than the one assumed that names the other winner makes it uncertain",
          "[adjudicate]") {
    adjudicate::Options o;
    o.alive_all = true;
    // Territory 33 to 27: W+0.5 with komi 6.5 (assumed), B+0.5 with 5.5, the Japanese komi until 2002.
    const std::string board =
        "SZ[9]RU[Japanese]AB[ea][eb][ec][ed][ee][ef][eg][eh][ei][ai][ah][ag]"
        "AW[fa][fb][fc][fd][fe][ff][fg][fh][fi]";
    const auto no_km = adjudicate_text("(;" + board + ";B[];W[])", o);
    REQUIRE(no_km.count);
    CHECK(*no_km.count->result == "W+0.5");
    REQUIRE(no_km.confidence);
    CHECK(no_km.confidence->uncertain());
    CHECK(message_of(no_km, "E504").find("no KM: komi 6.5 is assumed, and with komi 5.5 it is B+0.5") !=
          std::string::npos);
    // The record's own komi is no guess.
    const auto with_km = adjudicate_text("(;KM[6.5]" + board + ";B[];W[])", o);
    REQUIRE(with_km.count);
    CHECK(*with_km.count->result == "W+0.5");
    CHECK_FALSE(has_code(with_km, "E504"));
    // Fox's KM[0] is Fox's default komi, no guess; a Fox record with no KM at all is as silent as any other.
    const auto fox_km0 = adjudicate_text("(;AP[foxwq]KM[0]" + board + ";B[];W[])", o);
    REQUIRE(fox_km0.count);
    CHECK(*fox_km0.count->result == "W+0.5");
    CHECK_FALSE(has_code(fox_km0, "E504"));
    const auto fox_no_km = adjudicate_text("(;AP[foxwq]" + board + ";B[];W[])", o);
    REQUIRE(fox_no_km.count);
    CHECK(*fox_no_km.count->result == "W+0.5");
    CHECK(message_of(fox_no_km, "E504").find("no KM: komi 6.5 is assumed, and with komi 5.5 it is B+0.5") !=
          std::string::npos);
}

TEST_CASE("an HA that disagrees with the stones is reported once", "[adjudicate]") {
    adjudicate::Options o;
    o.alive_all = true;
    const auto o3 = adjudicate_text("(;SZ[9]KM[0.5]HA[3]RU[Chinese]AB[cc][gg];W[ee];B[];W[])", o);
    const auto n = std::count_if(o3.diagnostics.begin(), o3.diagnostics.end(), [](const auto& d) {
        return d.code.id == "G404" || d.code.id == "M111" || d.code.id == "K112";
    });
    CHECK(n == 1);
    REQUIRE(o3.count);
    CHECK(o3.count->handicap == 2);  // the stones on the board count, as said once

    // HA with no stone, and Black moves first: an even game (no handicap komi, no compensation).
    const auto none = adjudicate_text("(;SZ[9]HA[2]RU[Chinese]RE[B+1.5];B[ee];W[];B[])", o);
    REQUIRE(none.count);
    CHECK(none.count->handicap == 0);
    CHECK(none.count->komi == 7.5);
}

TEST_CASE("handicap stones given as moves that HA miscounts are the handicap, not moves twice in a row",
          "[adjudicate]") {
    adjudicate::Options o;
    o.alive_all = true;
    for (const char* sgf : {"(;SZ[9]HA[2]RU[Chinese]KM[0.5];B[cc];B[gg];B[cg];W[ee];B[];W[])",
                            "(;SZ[9]HA[3]RU[Chinese]KM[0.5];B[cc];B[gg];W[ee];B[];W[])"}) {
        CAPTURE(sgf);
        const auto out = adjudicate_text(sgf, o);
        CHECK_FALSE(has_code(out, "M106"));  // no second move in a row, no warning
        CHECK(has_code(out, "M111"));
        CHECK(out.verdict.kind == judge::Kind::Count);
        REQUIRE(out.count);
        CHECK(out.count->handicap == out.record.handicap_moves);
    }
    o.rules.rules = "japanese";
    CHECK(adjudicate_text("(;SZ[9]HA[2]KM[0.5];B[cc];B[gg];B[cg];W[ee];B[];W[])", o).verdict.kind ==
          judge::Kind::Count);  // no loss on the spot for playing twice
}

TEST_CASE("a record that stops before two passes is played out before it is counted", "[adjudicate]") {
    // Two walls with an open column of dame between them; the record stops there.
    std::string sgf = "(;SZ[9]KM[7.5]RU[Chinese]RE[B+1.5]AB";
    for (char y = 'a'; y <= 'i'; ++y) sgf += std::string("[d") + y + "]";
    sgf += "AW";
    for (char y = 'a'; y <= 'i'; ++y) sgf += std::string("[f") + y + "]";
    sgf += ";B[bb])";
    const auto played = adjudicate_text(sgf);
    REQUIRE(played.played_out);
    CHECK_FALSE(played.played_out->moves.empty());
    CHECK(played.played_out->largest < 6);  // dame only: no middle game
    CHECK(has_code(played, "A014"));
    CHECK_FALSE(has_code(played, "A011"));
    for (std::int16_t y = 0; y < 9; ++y) CHECK(played.final.board.at({4, y}) != go::Color::Empty);
    REQUIRE(played.confidence);
    CHECK(played.confidence->value > 0.5);
    REQUIRE(played.count);
    CHECK(played.comparison.agreement != score::Agreement::Unfinished);

    adjudicate::Options as_it_stands;
    as_it_stands.as_it_stands = true;
    const auto standing = adjudicate_text(sgf, as_it_stands);
    CHECK_FALSE(standing.played_out);
    CHECK(has_code(standing, "A011"));
    CHECK_FALSE(has_code(standing, "A014"));
    CHECK(standing.final.board.at({4, 0}) == go::Color::Empty);
    // A011 says why the record was counted as it stands: the user asked, or the dead stones are not kifu's.
    CHECK(standing.as_it_stands == "as --as-it-stands asks");
    CHECK(message_of(standing, "A011") ==
          "the record does not end with two passes: the final position is counted as "
          "it stands (as --as-it-stands asks)");
    adjudicate::Options alive;
    alive.alive_all = true;
    CHECK(adjudicate_text(sgf, alive).as_it_stands == "with every stone alive, as --alive-all asks");
    adjudicate::Options listed;
    listed.dead = "bb";
    CHECK(adjudicate_text(sgf, listed).as_it_stands == "with the dead stones --dead names");
    CHECK(played.as_it_stands.empty());
}

TEST_CASE("a margin that cannot be a count is not counted", "[adjudicate]") {
    const auto o = adjudicate_text("(;SZ[9]KM[7.5]RU[Chinese]RE[W+0.02];B[cc];W[gg])");
    CHECK_FALSE(o.count);
    CHECK(o.not_counted.find("without a count") != std::string::npos);
    CHECK(o.comparison.agreement == score::Agreement::NotCounted);
}

TEST_CASE("a record that stops with the board nearly empty cannot be compared with a counted RE", "[adjudicate]") {
    // Three handicap stones and not one move: RE cannot be a count of the board, which is not counted.
    const auto none = adjudicate_text("(;SZ[19]KM[0.5]HA[3]RU[Chinese]RE[W+12.5]AB[pd][dp][jj])");
    CHECK(none.not_counted == "the record has no moves: RE[W+12.5] cannot be a count of its board");
    CHECK(none.comparison.agreement == score::Agreement::NotCounted);
    CHECK(adjudicate_text("(;SZ[19]RU[Chinese]RE[B+R])").not_counted == "the game ended by resignation (RE[B+R])");
    // An opening of a few moves: the position is no finish, so it is not played out (hundreds of greedy moves would
    // be no count either).
    for (const char* sgf : {"(;SZ[19]KM[7.5]RU[Chinese]RE[B+3.5];B[pd];W[dp];B[pp];W[dd];B[fq];W[cn];B[jp];W[qf])",
                            "(;SZ[19]KM[0.5]HA[3]RU[Chinese]RE[W+12.5]AB[pd][dp][jj];B[];W[pp])"}) {
        CAPTURE(sgf);
        const auto o = adjudicate_text(sgf);
        CHECK_FALSE(o.played_out);
        CHECK(has_code(o, "A011"));
        CHECK(o.as_it_stands == "the position does not look finished: a middle-game position is not played out");
        CHECK(has_code(o, "A013"));
        CHECK(o.comparison.agreement == score::Agreement::Unfinished);
    }
    // The same position after two passes is a finished game: compared as it is.
    const auto passed = adjudicate_text("(;SZ[19]KM[0.5]HA[3]RU[Chinese]RE[W+12.5]AB[pd][dp][jj];W[];B[])");
    CHECK(passed.comparison.agreement == score::Agreement::WinnerDiffers);
}

TEST_CASE("RE that counts every stone alive shows that the players agreed none was dead", "[adjudicate]") {
    // A white stone alone inside Black's area: the estimate calls it dead (B+1.5); with it alive, the region is
    // neutral and White wins by 35.5.
    auto record = [](const std::string& re) {
        return "(;SZ[9]KM[7.5]RU[Chinese]RE[" + re +
               "]AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi][be];B[];W[])";
    };
    const auto none_dead = adjudicate_text(record("W+35.5"));
    REQUIRE(none_dead.count);
    CHECK(none_dead.count->result == "W+35.5");
    CHECK(none_dead.comparison.agreement == score::Agreement::Match);
    CHECK(none_dead.dead->source == score::DeadSource::NoneByResult);
    CHECK(none_dead.dead->dead.empty());
    CHECK(message_of(none_dead, "A016").find("kifu's estimate, 1 stone dead, gives B+1.5") != std::string::npos);
    CHECK(none_dead.verdict.record == judge::RecordRuling::Upheld);

    // RE is the estimate's count: the estimate stands.
    const auto estimated = adjudicate_text(record("B+1.5"));
    CHECK(estimated.dead->source == score::DeadSource::Estimated);
    CHECK_FALSE(has_code(estimated, "A016"));

    // RE is neither count: the estimate stands, and the row says the winner differs.
    const auto neither = adjudicate_text(record("W+10.5"));
    CHECK(neither.dead->source == score::DeadSource::Estimated);
    CHECK(neither.comparison.agreement == score::Agreement::WinnerDiffers);
    CHECK_FALSE(has_code(neither, "A016"));

    // Dead stones the user gives, or markup only, are never second-guessed from RE.
    adjudicate::Options listed;
    listed.dead = "be";
    const auto referee = adjudicate_text(record("W+35.5"), listed);
    CHECK(referee.dead->source == score::DeadSource::List);
    CHECK(referee.comparison.agreement == score::Agreement::WinnerDiffers);
}

TEST_CASE("RE that counts one uncertain call the other way shows how the players agreed on that group",
          "[adjudicate]") {
    // A real KGS game (testdata/score/call-by-re/README.md): the estimate calls a black corner group seki at 0.52
    // and counts B+26.5; with that group dead the position counts to RE's W+21.5 exactly.
    std::ifstream in(KIFU_SOURCE_DIR "/testdata/score/call-by-re/kgs-2002-03-14-10.sgf", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    const std::string sgf = text.str();
    const auto settled = adjudicate_text(sgf);
    REQUIRE(settled.count);
    CHECK(settled.count->result == "W+21.5");
    CHECK(settled.comparison.agreement == score::Agreement::Match);
    CHECK(settled.dead->source == score::DeadSource::Estimated);
    CHECK(message_of(settled, "A017").find("B group at C18") != std::string::npos);
    CHECK(message_of(settled, "A017").find("gives B+26.5") != std::string::npos);
    CHECK(settled.verdict.record == judge::RecordRuling::Upheld);

    // RE that neither the estimate nor a call turned gives: the estimate stands, and the ruling neither confirms nor
    // overturns RE.
    std::string other = sgf;
    other.replace(other.find("RE[W+21.50]"), 11, "RE[W+40.50]");
    const auto neither = adjudicate_text(other);
    REQUIRE(neither.count);
    CHECK(neither.count->result == "B+26.5");
    CHECK_FALSE(has_code(neither, "A017"));
    CHECK(neither.verdict.record == judge::RecordRuling::Neither);
}

TEST_CASE("a KataGo ruleset kifu cannot count under is replayed under its own moves, and not counted", "[adjudicate]") {
    // Black's chain B9-A8-B8-C8 dies with the stone of its own move at A9: a multi-stone suicide, which sui1 allows.
    const auto o = adjudicate_text(
        "(;GM[1]FF[4]SZ[4]KM[7]RU[koSITUATIONALscoreAREAtaxALLsui1]RE[W+5];B[ab];W[ac];B[bb];W[bc];B[cb];W[cc];"
        "B[da];W[db];B[ba];W[ca];B[aa];W[];B[])");
    CHECK_FALSE(has_code(o, "M103"));
    CHECK(has_code(o, "M118"));
    CHECK_FALSE(adjudicate::counted(o));
    CHECK(o.not_counted.find("group tax (taxALL)") != std::string::npos);
}

TEST_CASE("Fox's KM[0]: its default komi in an even game (said so), the komi itself with HA[1]", "[adjudicate]") {
    const auto even = adjudicate_text("(;GM[1]FF[4]SZ[9]AP[foxwq]KM[0]RU[Japanese];B[ee];W[cc];B[];W[])");
    CHECK(has_code(even, "G412"));
    CHECK(message_of(even, "K111").rfind("KM[0], Fox's default: komi 6.5 assumed", 0) == 0);
    // HA[1]: Black takes the first move with no komi, so KM[0] is the komi: nothing is assumed.
    const auto first = adjudicate_text("(;GM[1]FF[4]SZ[9]AP[foxwq]HA[1]KM[0]RU[Japanese];B[ee];W[cc];B[];W[])");
    CHECK_FALSE(has_code(first, "G412"));
    CHECK_FALSE(has_code(first, "K111"));
}

TEST_CASE("markup that marks fewer enclosed points than it leaves out is a token: the count is uncertain",
          "[adjudicate]") {
    // Two walls on 9x9: Black owns columns a-c, White g-i; both pass. Territory counting, so marked points count.
    std::string sgf = "(;SZ[9]KM[6.5]RU[Japanese]AB";
    for (char y = 'a'; y <= 'i'; ++y) sgf += std::string("[d") + y + "][e" + y + "]";
    sgf += "AW";
    for (char y = 'a'; y <= 'i'; ++y) sgf += std::string("[f") + y + "]";
    const std::string whole = "TB[aa:ci]TW[ga:ii])";
    const auto full = adjudicate_text(sgf + ";B[];W[]" + whole);
    REQUIRE(full.confidence);
    CHECK_FALSE(full.confidence->uncertain());
    const auto token = adjudicate_text(sgf + ";B[];W[]TB[aa]TW[ii])");
    REQUIRE(token.confidence);
    CHECK(token.confidence->uncertain());
    CHECK(has_code(token, "E504"));
    // Markup that marks the marker's own stone as its territory (K101) contradicts itself too.
    const auto own = adjudicate_text(sgf + ";B[];W[]TB[aa:ci][da]TW[ga:ii])");
    REQUIRE(own.confidence);
    CHECK(has_code(own, "K101"));
    CHECK(own.confidence->uncertain());
}

TEST_CASE("an unusual KM that RE contradicts by exactly the count with a usual komi makes the winner uncertain",
          "[adjudicate]") {
    std::ifstream in(KIFU_SOURCE_DIR "/testdata/disputed/half-point.sgf", std::ios::binary);
    REQUIRE(in);
    const std::string sgf((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto with_komi = [&](const std::string& km) {
        std::string text = sgf;
        text.replace(text.find("KM[7.5]"), 7, "KM[" + km + "]");
        return adjudicate_text(text);
    };
    // B+0.5 with komi 7.5: with KM[9.5] the count is W+1.5, and RE is the count with 7.5.
    const auto unusual = with_komi("9.5");
    REQUIRE(unusual.count);
    CHECK(*unusual.count->result == "W+1.5");
    REQUIRE(unusual.confidence);
    CHECK(unusual.confidence->uncertain());
    CHECK_THAT(message_of(unusual, "E504"), Catch::Contains("RE[B+0.5] is the count with komi 7.5, not with KM[9.5]"));
    // A usual KM is taken as written: the count names the other winner, and that is all.
    const auto usual = with_komi("8");
    CHECK_FALSE(has_code(usual, "E504"));
}
