#include <catch2/catch.hpp>

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/report/summary.hpp>

using namespace kifu;

TEST_CASE("a row is summarised under its archive, else its folder", "[report][summary]") {
    CHECK(report::folder_of("kgs/2017/a.sgf") == "kgs/2017");
    CHECK(report::folder_of("a.sgf") == ".");
    CHECK(report::folder_of("-") == "-");
    CHECK(report::folder_of("/data/kgs-2017.tar.gz!/2017/01/a.sgf") == "/data/kgs-2017.tar.gz");
    // A problem of the whole archive (damaged at its start) is the archive's, as its members' are.
    CHECK(report::folder_of("/data/kgs-2017.tar.gz") == "/data/kgs-2017.tar.gz");
    CHECK(report::folder_of("bad/trunc.7z") == "bad/trunc.7z");
    // A single compressed record is a file of its folder.
    CHECK(report::folder_of("kgs/a.sgf.gz") == "kgs");
}

TEST_CASE("codes in a JSON summary carry their count, severity and meaning", "[report][summary]") {
    const auto j = report::codes_json({{"M106", 3}, {"Z999", 1}});
    CHECK(j["M106"]["count"] == 3);
    CHECK(j["M106"]["severity"] == "error");
    CHECK(j["Z999"]["meaning"].is_null());
}

TEST_CASE("a file with no game tree is a file and no game: no agreement, rules or dead stones in the summary",
          "[report][summary]") {
    const auto outcome_of = [](const std::string& text, const std::string& file) {
        std::vector<game::Record> records;
        game::read_games(text, file, {}, [&](game::Record&& r) { records.push_back(std::move(r)); });
        REQUIRE(records.size() == 1);
        return adjudicate::adjudicate(std::move(records.front()), adjudicate::Options{});
    };
    const auto empty = outcome_of("", "empty.sgf");
    CHECK(empty.comparison.agreement == score::Agreement::NotCounted);
    report::ScoreTotals totals;
    totals.add(empty);
    totals.add(outcome_of("(;GM[1]SZ[9]RE[B+R];B[ee])", "g.sgf"));
    const auto j = totals.to_json();
    CHECK(j["games"] == 1);
    CHECK(j["agreement"] == nlohmann::json{{"not-counted", 1}});
    CHECK(j["dead_sources"] == nlohmann::json{{"unknown", 1}});
    CHECK(j["rules"].size() == 1);
    CHECK(j["codes"]["S113"]["count"] == 1);
}
