#include <catch2/catch.hpp>

#include <kifu/report/json.hpp>

using namespace kifu;

namespace {
constexpr diag::Code Ko{"M201", diag::Severity::Warning, "a test code"};
}  // namespace

TEST_CASE("diagnostics render as JSON", "[report]") {
    diag::Diagnostic d{Ko, {"a.sgf", 3, 4, 10}, "ko", 17};
    auto j = report::to_json(d);
    CHECK(j["code"] == "M201");
    CHECK(j["severity"] == "warning");
    CHECK(j["message"] == "ko");
    CHECK(j["line"] == 3);
    CHECK(j["col"] == 4);
    CHECK(j["move"] == 17);
    d.move.reset();
    CHECK_FALSE(report::to_json(d).contains("move"));
}

TEST_CASE("the row of an unreadable input has the head and the tool's fields", "[report]") {
    diag::Diagnostic error{Ko, {"x.sgf", 0, 0, 0}, "cannot read", std::nullopt};
    auto j = report::error_row("x.sgf", error, {{"rules", nullptr}, {"moves", nullptr}});
    CHECK(j["file"] == "x.sgf");
    CHECK(j["game"].is_null());
    CHECK(j["ok"] == false);
    CHECK(j["diagnostics"].size() == 1);
    CHECK(j.contains("rules"));
    CHECK(j["moves"].is_null());
}
