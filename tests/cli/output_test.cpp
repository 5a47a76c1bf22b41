#include <catch2/catch.hpp>

#include <kifu/cli/output.hpp>

using kifu::cli::csv_field;
using nlohmann::json;

TEST_CASE("CSV fields follow RFC 4180", "[cli]") {
    CHECK(csv_field(json("plain")) == "plain");
    CHECK(csv_field(json("a,b")) == "\"a,b\"");
    CHECK(csv_field(json("say \"hi\"")) == "\"say \"\"hi\"\"\"");
    CHECK(csv_field(json("two\nlines")) == "\"two\nlines\"");
    CHECK(csv_field(json(nullptr)).empty());
    CHECK(csv_field(json(3.5)) == "3.5");
    CHECK(csv_field(json(true)) == "true");
    CHECK(csv_field(json::array({"dd", "pq"})) == "dd pq");
}

TEST_CASE("CSV lines look columns up by JSON pointer", "[cli]") {
    json row = {{"file", "a.sgf"}, {"black", {{"total", 184.5}}}, {"result", nullptr}};
    std::vector<std::string> cols{"/file", "/black/total", "/result", "/missing"};
    CHECK(kifu::cli::csv_header(cols) == "file,black.total,result,missing\n");
    CHECK(kifu::cli::csv_line(row, cols) == "a.sgf,184.5,,\n");
}
