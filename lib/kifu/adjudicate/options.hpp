#pragma once
// What a user may choose about an adjudication: the rules, the komi, where dead stones come from,
// the referee's penalties and warnings, and how the estimate runs. kifu-score and kifu-judge share it.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <kifu/estimate/estimate.hpp>
#include <kifu/go/color.hpp>
#include <kifu/judge/verdict.hpp>

namespace kifu::adjudicate {

// Which ruleset applies (--rules, --cycle); empty: the record's RU, the preset's cycle rule.
struct RulesOptions {
    std::string rules;
    std::string cycle;
};

// Where dead stones may come from when no --dead / --alive-all is given.
enum class DeadPolicy : std::uint8_t {
    Auto,        // the record's markup, else an estimate (default)
    Markup,      // markup only; without it the game is not counted
    Estimate,    // always estimate, ignoring markup
    CrossCheck,  // markup (else estimate), and report where the estimate differs from the markup
};

struct Options {
    RulesOptions rules;                           // --rules, --cycle
    std::optional<double> komi;                   // overrides KM
    std::optional<std::string> dead;              // --dead POINTS
    bool alive_all = false;                       // --alive-all
    DeadPolicy policy = DeadPolicy::Auto;         // --dead-stones
    std::array<int, 2> penalties{};               // --penalty B=N / W=N, [black, white]
    std::vector<judge::RefereeWarning> warnings;  // --warning COLOR[:REASON]
    estimate::Options estimate;                   // --seed, --playouts
    bool as_it_stands = false;                    // --as-it-stands: count an unfinished record without playing it out
};

// "markup", "estimate", "markup,estimate" (or "estimate,markup"), "auto" → a policy.
[[nodiscard]] std::optional<DeadPolicy> parse_dead_policy(std::string_view text);
// "B=1", "white=3" → {colour, stones}; nullopt when malformed or above 1000.
[[nodiscard]] std::optional<std::pair<go::Color, int>> parse_penalty(std::string_view text);
// "B", "W:clock" → a referee's warning; nullopt when the colour is not one.
[[nodiscard]] std::optional<judge::RefereeWarning> parse_warning(std::string_view text);

}  // namespace kifu::adjudicate
