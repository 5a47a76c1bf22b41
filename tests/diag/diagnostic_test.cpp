#include <catch2/catch.hpp>

#include <kifu/diag/diagnostic.hpp>

using namespace kifu::diag;

namespace {
constexpr Code Missing{"S102", Severity::Error, "a test code"};
constexpr Code Ko{"M201", Severity::Warning, "a test code"};
constexpr Code Dup{"S108", Severity::Warning, "a test code"};
constexpr Code Junk{"S101", Severity::Warning, "a test code"};
constexpr Code Note{"A", Severity::Info, "a test code"};
}  // namespace

TEST_CASE("diagnostics render GNU style", "[diag]") {
    Diagnostic d{Missing, {"game.sgf", 12, 7, 200}, "missing ']'", std::nullopt};
    CHECK(format(d) == "game.sgf:12:7: error: missing ']' [S102]");
    d.loc.line = 0;
    CHECK(format(d) == "game.sgf: error: missing ']' [S102]");
}

TEST_CASE("a diagnostic's severity is its code's", "[diag]") {
    Diagnostic d{Ko, {}, "ko", std::nullopt};
    CHECK(d.severity() == Severity::Warning);
    d.code = Missing;
    CHECK(d.severity() == Severity::Error);
}

TEST_CASE("severity names round-trip and order", "[diag]") {
    auto s = GENERATE(Severity::Info, Severity::Warning, Severity::Error, Severity::Fatal);
    CHECK(severity_from_string(to_string(s)) == s);
    CHECK_FALSE(severity_from_string("bad"));
    Diagnostics ds{{Ko, {}, "", {}}, {Missing, {}, "", {}}};
    CHECK(worst(ds) == Severity::Error);
    CHECK_FALSE(worst({}));
}

TEST_CASE("diagnostics are limited per code, the rest counted", "[diag]") {
    Diagnostics ds;
    for (std::uint32_t i = 0; i < 5; ++i) ds.push_back({Dup, {"f.sgf", 1, 1 + i, 0}, "dup", std::nullopt});
    ds.push_back({Junk, {"f.sgf", 1, 1, 0}, "junk", std::nullopt});
    limit_per_code(ds, 2);
    REQUIRE(ds.size() == 4);
    CHECK(ds[0].code.id == "S108");
    CHECK(ds[2].code.id == "S101");
    CHECK(ds[3].code == Dup);
    CHECK(ds[3].message == "3 more S108 findings in this game are not listed (the first 2 are)");
    CHECK(ds[3].loc.col == 3);  // where the first one not listed is
    // A summary counts the findings it stands for: 3, where a listed one is 1.
    CHECK(findings_in(ds[3]) == 3);
    CHECK(findings_in(ds[0]) == 1);
    CHECK(findings_in({Dup, {}, "12 more S101 findings in this game are not listed", std::nullopt}) ==
          1);  // other code
    Diagnostics few{{Note, {}, "a", std::nullopt}};
    limit_per_code(few, 2);
    CHECK(few.size() == 1);
}
