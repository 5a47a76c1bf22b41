#include <catch2/catch.hpp>

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
