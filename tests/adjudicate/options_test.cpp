#include <catch2/catch.hpp>

#include <kifu/adjudicate/options.hpp>

using namespace kifu;

TEST_CASE("penalty options parse COLOR=N", "[adjudicate]") {
    using P = std::optional<std::pair<go::Color, int>>;
    CHECK(adjudicate::parse_penalty("B=1") == P{{go::Color::Black, 1}});
    CHECK(adjudicate::parse_penalty("white=3") == P{{go::Color::White, 3}});
    auto bad = GENERATE(as<std::string>{}, "B", "B=", "B=x", "X=1", "B=-1", "=1", "B=1x");
    CHECK_FALSE(adjudicate::parse_penalty(bad));
}

TEST_CASE("warning options parse COLOR[:REASON]", "[adjudicate]") {
    auto w = adjudicate::parse_warning("W:clock");
    REQUIRE(w);
    CHECK(w->color == go::Color::White);
    CHECK(w->reason == "clock");
    CHECK(adjudicate::parse_warning("B")->reason.empty());
    CHECK_FALSE(adjudicate::parse_warning("Q:clock"));
}

TEST_CASE("dead-stone policies", "[adjudicate]") {
    CHECK(adjudicate::parse_dead_policy("markup") == adjudicate::DeadPolicy::Markup);
    CHECK(adjudicate::parse_dead_policy("estimate") == adjudicate::DeadPolicy::Estimate);
    CHECK(adjudicate::parse_dead_policy("markup,estimate") == adjudicate::DeadPolicy::CrossCheck);
    CHECK(adjudicate::parse_dead_policy("auto") == adjudicate::DeadPolicy::Auto);
    CHECK_FALSE(adjudicate::parse_dead_policy("guess"));
}
