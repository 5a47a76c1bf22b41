#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include <kifu/game/result.hpp>
#include <kifu/go/board.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/assumed_komi.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_sources.hpp>
#include <kifu/score/regions.hpp>

#include "support/points.hpp"

using namespace kifu;
using kifu::test::pt;
using score::PointKind;

namespace {

rules::Rules preset(const char* name) { return *rules::preset(name); }

score::Settings komi(double k) {
    score::Settings s;
    s.komi = k;
    return s;
}

// A 19x19 board filled row by row: `black` X, then `dame` empty points, then O.
go::Board filled(int black, int dame) {
    std::string d;
    for (int i = 0; i < 361; ++i) {
        d += i < black ? 'X' : i < black + dame ? '.' : 'O';
        if (i % 19 == 18) d += '\n';
    }
    return go::Board::from_ascii(d);
}

// Two eyeless chains sharing their only two liberties (c0, c1), between two living walls.
const char* const seki_shared = R"(
. X O . X O .
. X O . X O .
. X O O X O .
X X X X O O O
. X X X O O .
)";

// Two chains with one eye each ((3,0) white, (7,0) black) sharing one liberty (5,0).
const char* const seki_eyes = R"(
. X O . O . X . X O
. X O O O O X X X O
. X X X X X O O O O
. X . X . X O . O .
)";

}  // namespace

TEST_CASE("C-Art 11 worked examples: 19x19, komi 7.5", "[score]") {
    struct Case { int black; int dame; const char* result; double stones; };
    auto c = GENERATE(Case{185, 0, "B+1.5", 0.75}, Case{184, 0, "W+0.5", 0.25}, Case{184, 1, "B+0.5", 0.25});
    const auto b = score::count(filled(c.black, c.dame), {0, 0}, score::alive_all(), preset("chinese"), komi(7.5));
    CHECK(b.black.total == Approx(c.black + c.dame / 2.0));
    CHECK(b.result == c.result);
    REQUIRE(b.result_stones);
    CHECK(*b.result_stones == Approx(c.stones));
}

TEST_CASE("C-Art 11 results read in stones", "[score]") {
    const auto win = score::count(filled(185, 0), {0, 0}, score::alive_all(), preset("chinese"), komi(7.5));
    CHECK(score::describe(win) == "Black wins by \u00be stone");
    const auto loss = score::count(filled(184, 0), {0, 0}, score::alive_all(), preset("chinese"), komi(7.5));
    CHECK(score::describe(loss) == "White wins by \u00bc stone");
    const auto big = score::count(filled(190, 0), {0, 0}, score::alive_all(), preset("chinese"), komi(7.5));
    CHECK(score::describe(big) == "Black wins by 5\u00be stones");
    // A quarter-point komi gives eighths of a stone: 185 - 180.5 - 3.625 = 7/8.
    const auto eighths = score::count(filled(185, 0), {0, 0}, score::alive_all(), preset("chinese"), komi(7.25));
    CHECK(score::describe(eighths) == "Black wins by \u215e stone");
}

TEST_CASE("only the Chinese rules state an area count's margin in stones", "[score]") {
    auto name = GENERATE("aga", "nz", "ing", "goe", "tromp-taylor");
    const auto b = score::count(filled(185, 0), {0, 0}, score::alive_all(), preset(name), komi(7.5));
    CHECK(b.result == "B+1.5");
    CHECK_FALSE(b.result_stones);
    CHECK(score::describe(b) == "Black wins by 1.5 points");
}

TEST_CASE("dame count half under area and nothing under territory, on a rectangular board", "[score]") {
    const auto board = go::Board::from_ascii(R"(
. X . O . .
. X . O . .
. X . O . .
)");
    const auto area = score::count(board, {0, 0}, score::alive_all(), preset("chinese"), komi(0));
    CHECK(area.dame_points.size() == 3);
    CHECK(area.seki_points.empty());
    CHECK(area.black.dame == Approx(1.5));
    CHECK(area.black.total == Approx(3 + 3 + 1.5));
    CHECK(area.white.total == Approx(3 + 6 + 1.5));
    CHECK(area.black.total + area.white.total == Approx(18));
    CHECK(area.result == "W+3");
    CHECK(*area.result_stones == Approx(1.5));

    const auto terr = score::count(board, {2, 0}, score::alive_all(), preset("japanese"), komi(0));
    CHECK(terr.black.dame == 0);
    CHECK(terr.black.total == Approx(3 + 2));
    CHECK(terr.white.total == Approx(6));
    CHECK(terr.result == "W+1");
    CHECK_FALSE(terr.result_stones);
    CHECK(score::describe(terr) == "White wins by 1 point");
}

TEST_CASE("seki with shared liberties only: neutral both ways", "[score][seki]") {
    const auto board = go::Board::from_ascii(seki_shared);
    const auto r = score::analyse(board, {});
    CHECK(r.at(pt(3, 0)) == PointKind::Seki);
    CHECK(r.at(pt(3, 1)) == PointKind::Seki);
    CHECK(r.seki_chain[static_cast<std::size_t>(r.index(pt(2, 0)))] == 1);
    CHECK(r.seki_chain[static_cast<std::size_t>(r.index(pt(4, 2)))] == 1);
    CHECK(r.seki_chain[static_cast<std::size_t>(r.index(pt(1, 0)))] == 0);

    const auto area = score::count(board, {0, 0}, score::alive_all(), preset("chinese"), komi(0));
    CHECK(area.seki_points.size() == 2);
    CHECK(area.black.seki == 2);
    CHECK(area.black.total == Approx(13 + 4 + 1));
    CHECK(area.white.total == Approx(12 + 4 + 1));
    CHECK(area.result == "B+1");

    const auto terr = score::count(board, {0, 0}, score::alive_all(), preset("japanese"), komi(0));
    CHECK(terr.black.total == Approx(4));
    CHECK(terr.white.total == Approx(4));
    CHECK(terr.result == "0");
    CHECK_FALSE(terr.winner);
}

TEST_CASE("seki with eyes: eyes count under area, not under Japanese territory", "[score][seki]") {
    const auto board = go::Board::from_ascii(seki_eyes);
    const auto area = score::count(board, {0, 0}, score::alive_all(), preset("chinese"), komi(0));
    CHECK(area.seki_points == std::vector<go::Point>{pt(5, 0)});
    CHECK(area.seki_eyes == std::vector<go::Point>{pt(3, 0), pt(7, 0)});
    CHECK(area.seki_eyes_counted);
    CHECK(area.black.total == Approx(15 + 7 + 0.5));
    CHECK(area.white.total == Approx(14 + 3 + 0.5));
    CHECK(area.result == "B+5");

    const auto jp = score::count(board, {0, 0}, score::alive_all(), preset("japanese"), komi(0));
    CHECK(jp.black.territory == 6);
    CHECK(jp.white.territory == 2);
    CHECK(jp.result == "B+4");
    CHECK_FALSE(jp.seki_eyes_counted);
    const bool k113 =
        std::any_of(jp.diagnostics.begin(), jp.diagnostics.end(), [](auto& d) { return d.code.id == "K113"; });
    CHECK(k113);

    auto seki_counts = preset("japanese");
    seki_counts.seki_territory = true;
    const auto counted = score::count(board, {0, 0}, score::alive_all(), seki_counts, komi(0));
    CHECK(counted.black.territory == 7);
    CHECK(counted.white.territory == 3);
    CHECK(counted.seki_eyes_counted);
}

TEST_CASE("no seki where a player can fill the shared point after filling its own territory", "[score][seki]") {
    // White's lone D6 can fill E6 after filling one point of its own territory (C6): E6 is not a
    // seki point, Black's D5-E4 chain must connect at E3, and the lower group's row 1 counts.
    const auto board = go::Board::from_ascii(R"(
        . . . O .
        . . O X X
        . . O O X
        O O O X .
        X X X X X
        . . . . .
    )");
    const auto r = score::analyse(board, {});
    CHECK(r.at(pt(4, 0)) == PointKind::Dame);
    CHECK(r.seki_chain[static_cast<std::size_t>(r.index(pt(3, 3)))] == 0);
    const auto jp = score::count(board, {0, 0}, score::alive_all(), preset("japanese"), komi(0));
    CHECK(jp.seki_points.empty());
    CHECK(jp.black.territory == 5);
}

TEST_CASE("handicap compensation per ruleset", "[score]") {
    const auto board = filled(190, 0);
    score::Settings s = komi(0.5);
    s.handicap = 4;
    const auto cn = score::count(board, {0, 0}, score::alive_all(), preset("chinese"), s);
    CHECK(cn.compensation == 4);
    CHECK(cn.margin_points == Approx(190 - 171 - 0.5 - 4));
    const auto aga = score::count(board, {0, 0}, score::alive_all(), preset("aga"), s);
    CHECK(aga.compensation == 3);
    CHECK(aga.result == "B+15.5");
    const auto jp = score::count(board, {0, 0}, score::alive_all(), preset("japanese"), s);
    CHECK(jp.compensation == 0);
    CHECK(score::compensation(preset("chinese"), 1) == 0);
}

TEST_CASE("penalty stones: two points under area, one under territory", "[score]") {
    const auto board = go::Board::from_ascii(R"(
. X . O .
. X . O .
)");
    score::Settings s = komi(0);
    s.penalty_stones = {1, 0};
    const auto area = score::count(board, {0, 0}, score::alive_all(), preset("chinese"), s);
    CHECK(area.black.penalties == -1);
    CHECK(area.white.penalties == 1);
    CHECK(area.result == "W+2");
    CHECK(area.black.total + area.white.total == Approx(10));
    const auto terr = score::count(board, {0, 0}, score::alive_all(), preset("japanese"), s);
    CHECK(terr.white.penalties == 1);
    CHECK(terr.result == "W+1");
}

TEST_CASE("the count takes the penalty stones it is given and rules nothing about warnings", "[score]") {
    const auto board = go::Board::from_ascii(". X . O .\n");
    score::Settings s = komi(0);
    s.penalty_stones = {2, 0};  // two warnings: judge::sanctions decides that they lose, not the count
    const auto b = score::count(board, {0, 0}, score::alive_all(), preset("chinese"), s);
    CHECK(b.result == "W+4");
    CHECK(std::none_of(b.diagnostics.begin(), b.diagnostics.end(),
                       [](auto& d) { return d.severity() >= diag::Severity::Warning; }));
}

TEST_CASE("komi defaults, overrides and the handicap from the record", "[score]") {
    game::Record rec;
    auto s = score::settings_for(rec, preset("chinese"), std::nullopt);
    CHECK(s.komi == 7.5);
    CHECK(s.komi_assumed);
    CHECK(s.diagnostics.at(0).code.id == "K111");
    CHECK(score::settings_for(rec, preset("japanese"), std::nullopt).komi == 6.5);
    CHECK_FALSE(score::settings_for(rec, preset("japanese"), 5.5).komi_assumed);
    CHECK(score::settings_for(rec, preset("japanese"), 5.5).komi == 5.5);

    rec.handicap = 3;
    rec.handicap_stones = 3;
    s = score::settings_for(rec, preset("chinese"), std::nullopt);
    CHECK(s.handicap == 3);
    CHECK(s.komi == 0);
    CHECK(s.komi_assumed);

    rec.komi = game::Komi{"0.50", 0.5, false};
    s = score::settings_for(rec, preset("chinese"), std::nullopt);
    CHECK(s.komi == 0.5);
    CHECK_FALSE(s.komi_assumed);
    CHECK(s.diagnostics.empty());

    // A set-up position (resolved when the record was read) has no handicap.
    rec.handicap = 0;
    rec.handicap_stones = 0;
    rec.start = game::Start::Position;
    s = score::settings_for(rec, preset("chinese"), std::nullopt);
    CHECK(s.handicap == 0);
    CHECK(s.diagnostics.empty());
}

TEST_CASE("no KM: no komi for a margin of whole moku or a game played before komi", "[score]") {
    game::Record rec;
    rec.result = game::parse_result("白胜6目");
    auto s = score::settings_for(rec, preset("japanese"), std::nullopt);
    CHECK(s.komi == 0);
    CHECK(s.komi_assumed);
    REQUIRE(s.diagnostics.size() == 1);
    CHECK(s.diagnostics[0].message ==
          "no KM: komi 0 assumed (RE[白胜6目], a margin of whole moku: no half-point komi)");
    CHECK(score::settings_for(rec, preset("nz"), std::nullopt).komi == 7);  // a whole komi gives whole margins
    rec.fox_default_komi = true;                                            // Fox's KM[0]: Fox's default
    CHECK(score::settings_for(rec, preset("japanese"), std::nullopt).komi == 6.5);
    rec.fox_default_komi = false;
    rec.result = game::parse_result("白胜6目半");
    CHECK(score::settings_for(rec, preset("japanese"), std::nullopt).komi == 6.5);
    rec.result = game::parse_result("W+6");  // in points: archives write B+1 for komi 8 or 3/4 stone
    CHECK(score::settings_for(rec, preset("japanese"), std::nullopt).komi == 6.5);

    rec.info = {{"DT", "(嘉永2年)1849-10-8"}};
    s = score::settings_for(rec, preset("chinese"), std::nullopt);
    CHECK(s.komi == 0);
    CHECK(s.diagnostics.at(0).message == "no KM: komi 0 assumed (played in 1849, before komi)");
    // Since then, the komi professional play used that year (era_komi).
    rec.info = {{"DT", "1985-10-31"}};
    s = score::settings_for(rec, preset("japanese"), std::nullopt);
    CHECK(s.komi == 5.5);
    CHECK(s.diagnostics.at(0).message == "no KM: komi 5.5 assumed (japanese, even game, played in 1985)");
    CHECK(score::settings_for(rec, preset("chinese"), std::nullopt).komi == 5.5);  // 2 3/4 stones
    CHECK(score::settings_for(rec, preset("nz"), std::nullopt).komi == 7);
    rec.info = {{"DT", "2010-01-02"}};
    CHECK(score::settings_for(rec, preset("chinese"), std::nullopt).komi == 7.5);
    s = score::settings_for(rec, preset("japanese"), std::nullopt);
    CHECK(s.komi == 6.5);
    CHECK(s.diagnostics.at(0).message == "no KM: komi 6.5 assumed (japanese, even game)");
    rec.handicap = rec.handicap_stones = 2;  // a handicap game keeps the rules' handicap komi
    CHECK(score::settings_for(rec, preset("aga"), std::nullopt).komi == 0.5);
}

TEST_CASE("the komi of professional play by year", "[score]") {
    auto [name, year, komi] = GENERATE(table<std::string, int, double>({
        {"japanese", 1949, 0},
        {"japanese", 1950, 4.5},
        {"japanese", 1959, 4.5},
        {"japanese", 1960, 5.5},
        {"japanese", 2002, 5.5},
        {"japanese", 2003, 6.5},
        {"korean", 1998, 5.5},
        {"korean", 1999, 6.5},
        {"chinese", 1949, 0},
        {"chinese", 2001, 5.5},
        {"chinese", 2002, 7.5},
    }));
    CAPTURE(name, year);
    CHECK(score::era_komi(preset(name.c_str()), year) == komi);
    CHECK_FALSE(score::era_komi(preset("aga"), 1990));
}

TEST_CASE("the year a record was played: DT's first four digits", "[score]") {
    auto [dt, year] = GENERATE(table<std::string, int>({
        {"2003-03-06", 2003},
        {"(安政6年)1859-3-12", 1859},
        {"Sep 3, 1941", 1941},
        {"1996-10-05,06", 1996},
        {"12345-01-01", 0},  // five digits: no year
        {"0000-00-00", 0},   // a placeholder
        {"0000-00-00 1998", 1998},
        {"Genroku 9-11-29", 0},
        {"", 0},
    }));
    CAPTURE(dt);
    game::Record rec;
    rec.info = {{"DT", dt}};
    CHECK(score::year_played(rec).value_or(0) == year);
    CHECK_FALSE(score::year_played(game::Record{}));
}

TEST_CASE("the komi each preset assumes with no KM, as kifu-score(1) lists it", "[score]") {
    auto [name, even, handicap] = GENERATE(table<std::string, double, double>({
        {"chinese", 7.5, 0},
        {"japanese", 6.5, 0},
        {"korean", 6.5, 0},
        {"aga", 7.5, 0.5},
        {"nz", 7, 0},
        {"ing", 7.5, 0},
        {"goe", 7.5, 0},
        {"tromp-taylor", 7.5, 0},
    }));
    CAPTURE(name);
    game::Record rec;
    CHECK(score::settings_for(rec, preset(name.c_str()), std::nullopt).komi == even);
    rec.handicap = 1;  // HA[1]: Black takes the first move, with no komi
    CHECK(score::settings_for(rec, preset(name.c_str()), std::nullopt).komi == handicap);
    rec.handicap = rec.handicap_stones = 2;
    CHECK(score::settings_for(rec, preset(name.c_str()), std::nullopt).komi == handicap);
}

TEST_CASE("a seki whose eye holds a dead stone: taking it fills the eye's other point", "[score][seki]") {
    // A corner from a professional record (Judan/11/W05): White's eye B4 holds Black's dead A4; to take it White fills
    // B4 and keeps one eye, so White cannot fill the shared B2 either, and Black's A2 and B1 live in seki.
    const auto board = go::Board::from_ascii(R"(
        . X O X . . . .
        X . O X X . . .
        O O O O X . . .
        X . O X X . . .
        O O O X X . . .
        X X X X X . . .
    )");
    const auto dead = score::dead_from_list(board, "ad");
    REQUIRE(dead.dead.size() == 1);
    const auto jp = score::count(board, {0, 0}, dead, preset("japanese"), komi(0));
    CHECK(jp.seki_points == std::vector<go::Point>{pt(1, 1)});
    CHECK(jp.seki_eyes == std::vector<go::Point>{pt(0, 0), pt(0, 3), pt(1, 3)});
    CHECK(jp.white.territory == 0);
    CHECK(jp.white.prisoners == 1);
    CHECK(jp.black.territory == 19);
    CHECK(jp.result == "B+18");
}

TEST_CASE("dead stones become prisoners and their points territory", "[score]") {
    const auto board = go::Board::from_ascii(R"(
. . X O . .
. O X O . .
. . X O X .
. . X O . .
)");
    const auto dead = score::dead_from_list(board, "bb,ec");
    REQUIRE(dead.dead.size() == 2);
    const auto area = score::count(board, {0, 0}, dead, preset("chinese"), komi(0));
    CHECK(area.black.total == 12);
    CHECK(area.white.total == 12);
    const auto terr = score::count(board, {3, 1}, dead, preset("japanese"), komi(0.5));
    CHECK(terr.black.prisoners == 4);
    CHECK(terr.white.prisoners == 2);
    CHECK(terr.black.territory == 8);
    CHECK(terr.result == "B+1.5");
}

TEST_CASE("unknown dead stones give no result", "[score]") {
    const auto board = go::Board::from_ascii(". X . O .\n");
    const auto b = score::count(board, {0, 0}, score::dead_unknown(), preset("chinese"), komi(0));
    CHECK_FALSE(b.result);
    CHECK(score::describe(b) == "not counted");
    CHECK(b.dead_source == score::DeadSource::Unknown);
}

TEST_CASE("HA[1] with no KM: Black takes the first move, with no komi (RULES.md §4)", "[score]") {
    game::Record rec;
    rec.handicap = 1;
    auto s = score::settings_for(rec, preset("chinese"), std::nullopt);
    CHECK(s.handicap == 0);  // no compensation: one handicap stone is the first move
    CHECK(s.komi == 0);
    CHECK(s.komi_assumed);
    CHECK(s.diagnostics.at(0).message == "no KM: komi 0 assumed (chinese, HA[1]: Black takes the first move)");
    rec.komi = game::Komi{"6.5", 6.5, false};
    CHECK(score::settings_for(rec, preset("chinese"), std::nullopt).komi == 6.5);  // KM stands
}
