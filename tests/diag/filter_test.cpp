#include <catch2/catch.hpp>

#include <array>
#include <vector>

#include <kifu/diag/filter.hpp>

using namespace kifu;

namespace {
constexpr diag::Code m106{"M106", diag::Severity::Error, "twice"};
constexpr diag::Code s304{"S304", diag::Severity::Warning, "replaced"};
constexpr diag::Code s305{"S305", diag::Severity::Warning, "bom"};
}  // namespace

TEST_CASE("a code filter keeps codes by prefix, any case - --ignore applies after --only", "[diag][filter]") {
    diag::CodeFilter none;
    CHECK(none.empty());
    CHECK(none.keeps("M106"));

    diag::CodeFilter ignore{{"s3", "M106"}, {}};
    CHECK_FALSE(ignore.keeps("S304"));
    CHECK_FALSE(ignore.keeps("M106"));
    CHECK(ignore.keeps("M103"));

    diag::CodeFilter only{{"S304"}, {"S3"}};
    CHECK(only.keeps("S305"));
    CHECK_FALSE(only.keeps("S304"));
    CHECK_FALSE(only.keeps("M106"));

    std::vector<diag::Diagnostic> ds{{m106, {}, "a", std::nullopt}, {s304, {}, "b", std::nullopt},
                                     {s305, {}, "c", std::nullopt}};
    diag::drop_filtered(only, ds);
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].code.id == "S305");
}

TEST_CASE("a filter entry must start some code", "[diag][filter]") {
    const std::array<diag::Code, 3> codes{m106, s304, s305};
    CHECK(diag::check_code_prefix("s3", codes).empty());
    CHECK(diag::check_code_prefix("M106", codes).empty());
    CHECK(diag::check_code_prefix("M1060", codes).find("starts none") != std::string::npos);
    CHECK(diag::check_code_prefix("X", codes).find("'X' is no code") != std::string::npos);
    CHECK_FALSE(diag::check_code_prefix("", codes).empty());
}
