#include <catch2/catch.hpp>

#include <kifu/rules/choice.hpp>

using namespace kifu;

TEST_CASE("the rules option overrides RU, RU beats the default, the default is said", "[rules]") {
    game::Record r;
    r.rules_text = "Japanese";
    CHECK(rules::choose(r, "chinese").rules.name == "chinese");
    CHECK(rules::choose(r, "chinese").origin == rules::Origin::Option);
    auto from_record = rules::choose(r, "");
    CHECK(from_record.rules.name == "japanese");
    CHECK(from_record.origin == rules::Origin::Record);
    CHECK_FALSE(from_record.note);

    r.rules_text = "";
    auto assumed = rules::choose(r, "");
    CHECK(assumed.rules.name == "chinese");
    REQUIRE(assumed.note);
    CHECK(assumed.note->code.id == "A001");

    r.rules_text = "Klingon";
    auto unknown = rules::choose(r, "");
    REQUIRE(unknown.note);
    CHECK(unknown.note->code.id == "A002");
    CHECK(unknown.note->severity() == diag::Severity::Warning);
}

TEST_CASE("the cycle option sets what a long repetition cycle means", "[rules]") {
    game::Record r;
    CHECK(rules::choose(r, "chinese").rules.cycle == rules::CycleRule::Illegal);
    CHECK(rules::choose(r, "chinese", "draw").rules.cycle == rules::CycleRule::Draw);
    CHECK(rules::choose(r, "japanese", "no-result").rules.cycle == rules::CycleRule::NoResult);
}

TEST_CASE("with no RU the rules the record points to are inferred, and said so", "[rules]") {
    game::Record r;
    r.komi = game::Komi{"6.5", 6.5, false};
    auto inferred = rules::choose(r, "");
    CHECK(inferred.rules.name == "japanese");
    CHECK(inferred.origin == rules::Origin::Inferred);
    CHECK(rules::to_string(inferred.origin) == "inferred");
    REQUIRE(inferred.note);
    CHECK(inferred.note->code.id == "A003");
    CHECK(inferred.note->message.find("komi 6.5") != std::string::npos);

    r.rules_text = "Klingon";  // an unknown RU is no evidence against what the komi says
    auto unknown = rules::choose(r, "");
    CHECK(unknown.origin == rules::Origin::Inferred);
    CHECK(unknown.note->message.find("unknown rules RU[Klingon]") != std::string::npos);

    r.rules_text = "Chinese";  // RU and --rules beat inference
    CHECK(rules::choose(r, "").origin == rules::Origin::Record);
    CHECK(rules::choose(r, "japanese").origin == rules::Origin::Option);
}

TEST_CASE("rules inferred from the komi alone, or assumed, leave the counting open to the players' count", "[rules]") {
    game::Record r;
    r.komi = game::Komi{"6.5", 6.5, false};
    const auto by_komi = rules::choose(r, "");
    CHECK(by_komi.counting_open);
    const auto other = rules::other_counting(r, by_komi, "", "its count");
    REQUIRE(other);
    CHECK(other->rules.name == "chinese");
    CHECK(other->origin == rules::Origin::Inferred);
    REQUIRE(other->note);
    CHECK(other->note->code.id == "A003");
    CHECK(other->note->message == "the record names no rules (RU); chinese rules inferred from its count");
    CHECK(rules::other_counting(r, by_komi, "draw", "")->rules.cycle == rules::CycleRule::Draw);

    r.komi = game::Komi{"7.5", 7.5, false};
    const auto area = rules::choose(r, "");
    REQUIRE(area.counting_open);
    CHECK(rules::other_counting(r, area, "", "")->rules.name == "japanese");

    r.place = "Tokyo";  // the place names the rules: the count does not reopen them
    CHECK_FALSE(rules::choose(r, "").counting_open);
    CHECK_FALSE(rules::other_counting(r, rules::choose(r, ""), "", ""));
    r.place = "";
    r.komi.reset();  // nothing decides: chinese is assumed, and the count may still show the other way
    const auto assumed = rules::choose(r, "");
    CHECK(assumed.origin == rules::Origin::Assumed);
    CHECK(assumed.counting_open);
    CHECK(rules::other_counting(r, assumed, "", "")->rules.name == "japanese");
    r.rules_text = "Japanese";  // nor does RU, nor --rules
    CHECK_FALSE(rules::choose(r, "").counting_open);
    CHECK_FALSE(rules::choose(r, "chinese").counting_open);
}
