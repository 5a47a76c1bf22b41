#include <catch2/catch.hpp>

#include <kifu/rules/katago.hpp>

using namespace kifu::rules;

TEST_CASE("KataGo rules strings that match a preset take it whole", "[rules][katago]") {
    auto [text, name] = GENERATE(table<const char*, const char*>({
        {"koPOSITIONALscoreAREAtaxNONEsui1", "tromp-taylor"},
        {"koSIMPLEscoreTERRITORYtaxSEKIsui0", "japanese"},
        {"koSITUATIONALscoreAREAtaxNONEsui1", "nz"},
        {"koSITUATIONALscoreAREAtaxNONEsui0whbN-1", "aga"},
        {"koSITUATIONALscoreAREAtaxNONEsui0whbN", "chinese"},
        {"koPOSITIONALscoreAREAtaxNONEsui1komi7.5", "tromp-taylor"},
        {"kopositionalscoringareataxnonesui1button0fpok1", "tromp-taylor"},
    }));
    const auto r = from_katago(text);
    REQUIRE(r);
    CHECK(r->name == name);
    CHECK(*r == *preset(name));
}

TEST_CASE("other KataGo rules strings are named by their fields", "[rules][katago]") {
    // KataGo's "chinese": simple ko, area counting, N points back for N handicap stones.
    const auto r = from_katago("koSIMPLEscoreAREAtaxNONEsui0whbNfpok1");
    REQUIRE(r);
    CHECK(r->name == "koSIMPLEscoreAREAtaxNONEsui0whbN");
    CHECK(r->ko == KoRule::Simple);
    CHECK(r->scoring == Scoring::Area);
    CHECK_FALSE(r->suicide_allowed);
    CHECK(r->compensation == HandicapCompensation::H);
    CHECK(r->cycle == CycleRule::NoResult);
    CHECK(r->on_ko == Sanction::VoidForfeit);  // area counting starts from tromp-taylor
    CHECK(r->articles == Articles{});

    // Territory counting with points in seki.
    const auto t = from_katago("koSIMPLEscoreTERRITORYtaxNONEsui0");
    REQUIRE(t);
    CHECK(t->scoring == Scoring::Territory);
    CHECK(t->seki_territory);
    CHECK(t->on_ko == Sanction::Loss);  // territory counting starts from japanese
    CHECK(t->cycle == CycleRule::NoResult);

    // A superko under territory counting: the move that repeats is illegal, no cycle left to rule on (japanese, the
    // start, makes one no result).
    for (const char* text : {"koPOSITIONALscoreTERRITORYtaxSEKIsui0", "koSITUATIONALscoreTERRITORYtaxNONEsui0"}) {
        const auto superko = from_katago(text);
        REQUIRE(superko);
        CHECK(superko->cycle == CycleRule::Illegal);
    }
}

TEST_CASE("KataGo rules kifu does not model, and other text, give nothing", "[rules][katago]") {
    for (const char* text : {"koSPIGHTscoreAREAtaxNONEsui1", "koPOSITIONALscoreAREA",
                             "koPOSITIONALscoreAREAtaxNONEsui1extra", "Japanese", "", "komi7.5",
                             "koSIMPLEscoreAREAtaxALL"
                             "sui0button2"})
        CHECK_FALSE(from_katago(text));
}

TEST_CASE("KataGo's group tax and button give the moves' rules, and say that kifu does not count under them",
          "[rules][katago]") {
    const auto tax = from_katago("koSITUATIONALscoreAREAtaxALLsui1");
    REQUIRE(tax);
    CHECK(tax->ko == KoRule::SituationalSuperko);
    CHECK(tax->suicide_allowed);
    CHECK_FALSE(tax->seki_territory);
    CHECK(tax->name == "koSITUATIONALscoreAREAtaxALLsui1");
    CHECK(tax->unmodelled == "group tax (taxALL)");
    const auto button = from_katago("koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1");
    REQUIRE(button);
    CHECK(button->unmodelled == "button (button1)");
    CHECK(button->name == "koSITUATIONALscoreAREAtaxNONEsui0whbN-1button1");
    CHECK(from_katago("koPOSITIONALscoreAREAtaxNONEsui1button0")->unmodelled.empty());
}

TEST_CASE("RU holding a KataGo rules string is read as one", "[rules][katago]") {
    CHECK(from_ru("koPOSITIONALscoreAREAtaxNONEsui1")->name == "tromp-taylor");
    CHECK(from_ru("koSIMPLEscoreAREAtaxNONEsui0whbN")->name == "koSIMPLEscoreAREAtaxNONEsui0whbN");
}
