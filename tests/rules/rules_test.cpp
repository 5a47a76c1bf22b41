#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <string>

#include <kifu/rules/rules.hpp>

using namespace kifu::rules;

TEST_CASE("presets model the rulesets", "[rules]") {
    auto c = preset("chinese");
    REQUIRE(c);
    CHECK(c->ko == KoRule::SituationalSuperko);
    CHECK_FALSE(c->suicide_allowed);
    CHECK(c->scoring == Scoring::Area);
    CHECK(c->default_komi == 7.5);
    CHECK(c->on_ko == Sanction::VoidWarning);
    CHECK(c->on_superko == Sanction::VoidForfeit);
    CHECK(c->on_twice == Sanction::VoidWarning);
    CHECK(c->cycle == CycleRule::Illegal);

    auto j = preset("Japanese");
    REQUIRE(j);
    CHECK(j->ko == KoRule::Simple);
    CHECK(j->scoring == Scoring::Territory);
    CHECK_FALSE(j->seki_territory);
    CHECK(j->default_komi == 6.5);
    CHECK(j->compensation == HandicapCompensation::None);
    CHECK(j->cycle == CycleRule::NoResult);
    for (auto s : {j->on_ko, j->on_suicide, j->on_superko, j->on_twice, j->on_occupied}) CHECK(s == Sanction::Loss);

    CHECK(preset("aga")->compensation == HandicapCompensation::HMinusOne);
    CHECK(preset("nz")->suicide_allowed);
    CHECK(preset("nz")->ko == KoRule::SituationalSuperko);
    CHECK(preset("tromp-taylor")->ko == KoRule::PositionalSuperko);
    CHECK(preset("tromp-taylor")->suicide_allowed);
    CHECK(preset("ing")->suicide_allowed);
    CHECK(preset("korean")->scoring == Scoring::Territory);
    CHECK_FALSE(preset("klingon"));
}

TEST_CASE("every preset name round-trips and is described", "[rules]") {
    for (auto name : preset_names()) {
        auto r = preset(name);
        REQUIRE(r);
        CHECK(r->name == name);
        CHECK_FALSE(describe(name).empty());
    }
}

TEST_CASE("kifu-rules(7) describes every preset as the code does", "[rules]") {
    std::ifstream in(std::string(KIFU_SOURCE_DIR) + "/man/kifu-rules.7");
    const std::string page{std::istreambuf_iterator<char>(in), {}};
    REQUIRE_FALSE(page.empty());
    for (auto name : preset_names()) {
        std::string roff;  // the description as the page writes it: '-' escaped
        for (char c : describe(name)) roff += c == '-' ? std::string("\\-") : std::string(1, c);
        CAPTURE(name);
        CHECK(page.find(roff) != std::string::npos);
    }
}

TEST_CASE("SGF RU values map to presets", "[rules]") {
    auto [ru, name] = GENERATE(table<const char*, const char*>({
        {"Japanese", "japanese"},
        {"japanese", "japanese"},
        {"Chinese", "chinese"},
        {"chinese", "chinese"},
        {"AGA", "aga"},
        {"NZ", "nz"},
        {"New Zealand", "nz"},
        {"GOE", "goe"},
        {"Ing", "ing"},
        {"Korean", "korean"},
        {"Tromp-Taylor", "tromp-taylor"},
        {"Tromp/Taylor", "tromp-taylor"},
        {"tt", "tromp-taylor"},
        {"TT--", "tromp-taylor"},
        {" Japanese ", "japanese"},
        {"zh", "chinese"},  // language codes, as some programs write them
        {"ja", "japanese"},
        {"ko", "korean"},
        // in Chinese, Japanese or Korean words: the country or author the name opens with
        {"中国规则", "chinese"},
        {"中國", "chinese"},
        {"日本ルール", "japanese"},
        {" 日本规则", "japanese"},
        {"韓國規則", "korean"},
        {"한국 룰", "korean"},
        {"应氏规则", "ing"},
        {"計點制", "ing"},
    }));
    auto r = from_ru(ru);
    REQUIRE(r);
    CHECK(r->name == name);
}

TEST_CASE("unknown RU values give nothing", "[rules]") {
    CHECK_FALSE(from_ru(""));
    CHECK_FALSE(from_ru("None"));
    CHECK_FALSE(from_ru("RU"));
    CHECK_FALSE(from_ru("规则"));  // "rules", no country
}

TEST_CASE("enum names round-trip", "[rules]") {
    for (auto s : {Sanction::None, Sanction::VoidForfeit, Sanction::VoidWarning, Sanction::Loss})
        CHECK(sanction_from_string(to_string(s)) == s);
    for (auto c : {CycleRule::Illegal, CycleRule::NoResult, CycleRule::Draw, CycleRule::Replay})
        CHECK(cycle_rule_from_string(to_string(c)) == c);
    CHECK(cycle_rule_from_string("No-Result") == CycleRule::NoResult);
    CHECK(to_string(KoRule::PositionalSuperko) == "positional-superko");
    CHECK(to_string(HandicapCompensation::HMinusOne) == "H-1");
}
