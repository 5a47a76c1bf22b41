#include <catch2/catch.hpp>

#include <kifu/app/judge.hpp>
#include <kifu/app/score.hpp>

using namespace kifu;

TEST_CASE("penalty options parse COLOR=N", "[app]") {
    using P = std::optional<std::pair<go::Color, int>>;
    CHECK(app::parse_penalty("B=1") == P{{go::Color::Black, 1}});
    CHECK(app::parse_penalty("white=3") == P{{go::Color::White, 3}});
    auto bad = GENERATE(as<std::string>{}, "B", "B=", "B=x", "X=1", "B=-1", "=1", "B=1x");
    CHECK_FALSE(app::parse_penalty(bad));
}

TEST_CASE("warning options parse COLOR[:REASON]", "[app]") {
    auto w = app::parse_warning("W:clock");
    REQUIRE(w);
    CHECK(w->color == go::Color::White);
    CHECK(w->reason == "clock");
    CHECK(app::parse_warning("B")->reason.empty());
    CHECK_FALSE(app::parse_warning("Q:clock"));
}

TEST_CASE("dead-stone policies", "[app]") {
    CHECK(app::parse_dead_policy("markup") == app::DeadPolicy::Markup);
    CHECK(app::parse_dead_policy("estimate") == app::DeadPolicy::Estimate);
    CHECK(app::parse_dead_policy("markup,estimate") == app::DeadPolicy::CrossCheck);
    CHECK(app::parse_dead_policy("auto") == app::DeadPolicy::Auto);
    CHECK_FALSE(app::parse_dead_policy("guess"));
}
