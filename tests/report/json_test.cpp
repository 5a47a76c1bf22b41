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
    // Every key in every diagnostic: null when it does not apply.
    CHECK(report::to_json(d).contains("move"));
    CHECK(report::to_json(d)["move"].is_null());
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

TEST_CASE("a finding has every key, null where it does not apply", "[report]") {
    replay::Event e;
    e.code = Ko;
    e.move = 3;
    e.message = "ko";
    const auto j = report::to_json(e, 19);
    for (const char* key : {"code", "severity", "move", "color", "point", "sgf_point", "line", "col", "article",
                            "sanction", "earlier_move", "message"})
        CHECK(j.contains(key));
    CHECK(j["article"].is_null());
    CHECK(j["sanction"].is_null());
    CHECK(j["earlier_move"].is_null());
}
