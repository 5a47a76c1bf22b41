#include <catch2/catch.hpp>

#include <kifu/cli/options.hpp>

using namespace kifu;

namespace {
// Parses `args` with the scoring options (with --warning when `referee`); nullopt on a usage error.
std::optional<adjudicate::Options> scoring(std::vector<std::string> args, bool referee, bool* uncertain = nullptr) {
    CLI::App app{"test", "test"};
    cli::ScoringOptions o;
    cli::add_scoring_options(app, o, referee);
    std::reverse(args.begin(), args.end());
    try {
        app.parse(args);
    } catch (const CLI::ParseError&) {
        return std::nullopt;
    }
    if (uncertain) *uncertain = o.fail_on_uncertain();
    return o.to_options();
}
}  // namespace

TEST_CASE("kifu-score and kifu-judge share one set of scoring options", "[cli]") {
    bool uncertain = false;
    auto o = scoring(
        {"--rules",    "japanese", "--komi",    "5.5",       "--dead",    "dd,Q16", "--dead-stones", "markup,estimate",
         "--penalty",  "B=1",      "--penalty", "b=2",       "--penalty", "W=1",    "--seed",        "7",
         "--playouts", "0",        "--fail-on", "uncertain", "--warning", "W:clock"},
        true, &uncertain);
    REQUIRE(o);
    CHECK(o->rules.rules == "japanese");
    CHECK(o->komi == 5.5);
    CHECK(o->dead == "dd,Q16");
    CHECK(o->policy == adjudicate::DeadPolicy::CrossCheck);
    CHECK(o->penalties == std::array<int, 2>{3, 1});
    CHECK(o->estimate.seed == 7);
    CHECK(o->estimate.playouts == 0);
    CHECK(uncertain);
    REQUIRE(o->warnings.size() == 1);
    CHECK(o->warnings[0].color == go::Color::White);
    CHECK(o->warnings[0].reason == "clock");
}

TEST_CASE("scoring options refuse what they cannot read", "[cli]") {
    CHECK_FALSE(scoring({"--penalty", "B=x"}, false));
    CHECK_FALSE(scoring({"--dead-stones", "guess"}, false));
    CHECK_FALSE(scoring({"--fail-on", "warning"}, false));
    CHECK_FALSE(scoring({"--playouts", "-1"}, false));
    CHECK_FALSE(scoring({"--warning", "B"}, false));  // kifu-score takes no --warning
    CHECK_FALSE(scoring({"--warning", "X"}, true));
    CHECK(scoring({}, false)->policy == adjudicate::DeadPolicy::Auto);
}
