#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <kifu/game/reader.hpp>
#include <kifu/judge/sanctions.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/compare.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_sources.hpp>

using namespace kifu;

namespace {

struct Counted {
    game::Record record;
    score::Breakdown breakdown;
};

// Reads the first game of testdata/score/kgs/<name> and counts it from its markup, RU and KM.
Counted count_file(const std::string& name) {
    std::ifstream in(KIFU_SOURCE_DIR "/testdata/score/kgs/" + name, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    std::vector<game::Record> records;
    game::read_games(ss.str(), name, {}, [&](game::Record&& r) { records.push_back(std::move(r)); });
    REQUIRE(records.size() == 1);
    auto& rec = records.front();
    const auto rules = rules::from_ru(rec.rules_text);
    REQUIRE(rules);
    const auto rep = replay::run(rec, *rules);
    const auto dead = score::choose_dead(rep.board, {}, rec.territory_black, rec.territory_white);
    CHECK(dead.source == score::DeadSource::Markup);
    auto settings = score::settings_for(rec, *rules, std::nullopt);
    settings.penalty_stones = judge::sanctions(rec, rep, *rules, {}, {}).penalty_stones;
    auto b = score::count(rep.board, rep.captures, dead, *rules, settings);
    return {std::move(rec), std::move(b)};
}

}  // namespace

TEST_CASE("KGS games counted from their markup give exactly RE", "[score][kgs]") {
    const auto name = GENERATE(as<std::string>{}, "2017-01-02-19.sgf", "2017-01-03-2.sgf", "2017-01-06-18.sgf",
                               "2017-01-15-11.sgf", "2017-01-05-17.sgf", "2017-01-12-9.sgf", "2017-01-19-14.sgf",
                               "2017-01-20-17.sgf", "2017-01-01-10.sgf", "2017-01-01-26.sgf", "2017-01-02-27.sgf",
                               "2017-01-08-7.sgf", "2017-01-25-13.sgf", "2017-01-04-35.sgf", "2017-01-18-12.sgf",
                               "2017-01-31-2.sgf", "2017-01-01-12.sgf", "2017-01-09-19.sgf", "2017-01-16-10.sgf",
                               "2017-01-12-11.sgf", "2017-01-19-20.sgf");
    CAPTURE(name);
    const auto c = count_file(name);
    REQUIRE(c.record.result);
    CAPTURE(c.record.result->text, c.breakdown.result);
    CHECK(score::compare(c.breakdown, c.record.result).agreement == score::Agreement::Match);
    CHECK_FALSE(c.breakdown.komi_assumed);
}

TEST_CASE("without markup Japanese counting leaves out exactly the points KGS left unmarked", "[score][kgs]") {
    // The points that must be filled once the dame are filled, among them chains with two dame (01-26,
    // 19-20) and three (09-19) through which they reach no other liberty.
    const auto name = GENERATE(as<std::string>{}, "2017-01-01-10.sgf", "2017-01-01-26.sgf", "2017-01-02-27.sgf",
                               "2017-01-08-7.sgf", "2017-01-25-13.sgf", "2017-01-04-35.sgf", "2017-01-18-12.sgf",
                               "2017-01-31-2.sgf", "2017-01-01-12.sgf", "2017-01-09-19.sgf", "2017-01-16-10.sgf",
                               "2017-01-12-11.sgf", "2017-01-19-20.sgf");
    CAPTURE(name);
    const auto marked = count_file(name);
    const auto rules = *rules::from_ru(marked.record.rules_text);
    REQUIRE(rules.scoring == rules::Scoring::Territory);
    const auto rep = replay::run(marked.record, rules);
    score::DeadStones dead;
    dead.source = score::DeadSource::List;
    dead.dead = marked.breakdown.dead;
    auto settings = score::settings_for(marked.record, rules, std::nullopt);
    const auto b = score::count(rep.board, rep.captures, dead, rules, settings);
    CHECK(b.black.territory == marked.breakdown.black.territory);
    CHECK(b.white.territory == marked.breakdown.white.territory);
    CHECK(b.result == marked.breakdown.result);
}

TEST_CASE("KGS games: handicap compensation, seki and unmarked fill points", "[score][kgs]") {
    const auto chinese = count_file("2017-01-02-19.sgf");
    CHECK(chinese.breakdown.handicap == 6);
    CHECK(chinese.breakdown.compensation == 6);
    REQUIRE(chinese.breakdown.result_stones);
    CHECK(*chinese.breakdown.result_stones == Approx(14.25));
    const auto japanese = count_file("2017-01-16-10.sgf");
    CHECK(japanese.breakdown.handicap == 5);
    CHECK(japanese.breakdown.compensation == 0);
    for (const auto* name : {"2017-01-02-27.sgf", "2017-01-08-7.sgf", "2017-01-25-13.sgf"}) {
        CAPTURE(name);
        CHECK_FALSE(count_file(name).breakdown.seki_points.empty());
    }
    // A stone left in atari is no seki (04-35); a wide open boundary is dame, not seki (31-2).
    CHECK(count_file("2017-01-04-35.sgf").breakdown.seki_points.empty());
    CHECK(count_file("2017-01-31-2.sgf").breakdown.seki_points.empty());
    CHECK(count_file("2017-01-01-26.sgf").breakdown.unclaimed.size() == 1);
    CHECK(count_file("2017-01-18-12.sgf").breakdown.unclaimed.size() == 2);
}

TEST_CASE("GNU Go score7: a seki group's eyes are not territory under Japanese rules", "[score][seki]") {
    std::ifstream in(KIFU_SOURCE_DIR "/testdata/score/gnugo/score7.sgf", std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    std::vector<game::Record> records;
    game::read_games(ss.str(), "score7.sgf", {}, [&](game::Record&& r) { records.push_back(std::move(r)); });
    REQUIRE(records.size() == 1);
    const auto& rec = records.front();
    const auto rules = *rules::preset("japanese");
    const auto rep = replay::run(rec, rules);
    const auto dead = score::dead_from_list(
        rep.board, "D12 B11 C11 O10 P9 P8 Q8 R8 S8 T8 Q7 T7 S6 S5 S4 S3 S2 B5 P5 B3 C3 D3 C2 G3 B1");
    CHECK(dead.diagnostics.empty());
    const auto b = score::count(rep.board, rep.captures, dead, rules, score::settings_for(rec, rules, std::nullopt));
    CHECK(b.result == "W+16.5");
    const auto h = [&](const char* s) { return *go::point_from_string(s, 19, 19); };
    CHECK(b.seki_points == std::vector<go::Point>{h("T19"), h("T17")});
    CHECK(b.seki_eyes == std::vector<go::Point>{h("R19"), h("Q18"), h("T15")});
    const auto area = score::count(rep.board, rep.captures, dead, *rules::preset("chinese"), {});
    CHECK(area.seki_eyes.size() == 3);
    CHECK(area.black.seki == 2);
}

TEST_CASE("KGS game: a seki decides only the chains that share it, not the territory of living groups", "[score][seki]") {
    const std::string name = "seki-local_2006-08-30-5.sgf";
    std::ifstream in(KIFU_SOURCE_DIR "/testdata/score/kgs/" + name, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    std::vector<game::Record> records;
    game::read_games(ss.str(), name, {}, [&](game::Record&& r) { records.push_back(std::move(r)); });
    REQUIRE(records.size() == 1);
    const auto& rec = records.front();
    const auto rules = *rules::from_ru(rec.rules_text);
    const auto rep = replay::run(rec, rules);
    const auto b = score::count(rep.board, rep.captures, score::dead_from_list(rep.board, "J11,N15,O16"), rules,
                                score::settings_for(rec, rules, std::nullopt));
    CHECK(b.seki_points == std::vector<go::Point>{*go::point_from_string("Q1", 19, 19)});
    CHECK(b.result == "B+13.5");
    // Black's right side (O10, P9) is territory: the seki in the corner does not reach it.
    for (const char* p : {"O10", "P9"}) {
        CAPTURE(p);
        const auto point = *go::point_from_string(p, 19, 19);
        CHECK(std::find(b.black_territory.begin(), b.black_territory.end(), point) != b.black_territory.end());
    }
}
