#include <catch2/catch.hpp>

#include <kifu/app/rules_choice.hpp>

using namespace kifu;

TEST_CASE("the rules option overrides RU, RU beats the default, the default is said", "[app]") {
    game::Record r;
    r.rules_text = "Japanese";
    CHECK(app::choose_rules(r, "chinese").rules.name == "chinese");
    CHECK(app::choose_rules(r, "chinese").origin == "option");
    auto from_record = app::choose_rules(r, "");
    CHECK(from_record.rules.name == "japanese");
    CHECK(from_record.origin == "record");
    CHECK_FALSE(from_record.note);

    r.rules_text = "";
    auto assumed = app::choose_rules(r, "");
    CHECK(assumed.rules.name == "chinese");
    REQUIRE(assumed.note);
    CHECK(assumed.note->code.id == "A001");

    r.rules_text = "Klingon";
    auto unknown = app::choose_rules(r, "");
    REQUIRE(unknown.note);
    CHECK(unknown.note->code.id == "A002");
    CHECK(unknown.note->severity() == diag::Severity::Warning);
}

TEST_CASE("the cycle option sets what a long repetition cycle means", "[app]") {
    game::Record r;
    CHECK(app::choose_rules(r, "chinese").rules.cycle == rules::CycleRule::Illegal);
    CHECK(app::choose_rules(r, "chinese", "draw").rules.cycle == rules::CycleRule::Draw);
    CHECK(app::choose_rules(r, "japanese", "no-result").rules.cycle == rules::CycleRule::NoResult);
}
