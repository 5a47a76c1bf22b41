#pragma once
// Which ruleset applies to a record: --rules, else the record's RU, else the rules its komi, result
// and place point to, else Chinese (said so).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/rules/rules.hpp>

namespace kifu::rules {

// Where the rules of a game came from.
enum class Origin : std::uint8_t { Option, Record, Inferred, Assumed };

// "option", "record", "inferred", "assumed" (the JSON `rules_origin` values).
[[nodiscard]] std::string_view to_string(Origin origin);

struct Choice {
    Rules rules;
    Origin origin = Origin::Assumed;
    std::optional<diag::Diagnostic> note;  // why the rules were inferred (A003) or assumed (A001 info, A002 unknown RU)
    // Inferred from the komi or a go server alone, or assumed: the players' own count (RE) may show they counted the
    // other way (other_counting).
    bool counting_open = false;
    std::string evidence = {};  // inferred: what the rules were inferred from ("komi 6.5 (territory counting)")

    // The record does not name these rules: kifu inferred or assumed them.
    [[nodiscard]] bool guessed() const { return origin == Origin::Inferred || origin == Origin::Assumed; }
};

// --rules NAME (a preset name or a KataGo rules string, already validated) overrides RU; an unknown or missing RU means
// the inferred rules (rules::infer), else chinese, with a note. `cycle` (illegal, no-result, draw, replay; empty: the
// preset's) sets what a C-Art 20.3 cycle means.
[[nodiscard]] Choice choose(const game::Record& record, std::string_view override_name, std::string_view cycle = {});

// For rules inferred from the komi or a server alone, or assumed (Choice::counting_open): the rules of the other
// counting (chinese for territory rules, japanese for area rules; `cycle` as for choose), inferred (A003) from
// `evidence`, the words saying that the record's count comes out that way. Nullopt for any other choice.
[[nodiscard]] std::optional<Choice> other_counting(const game::Record& record, const Choice& choice,
                                                   std::string_view cycle, std::string_view evidence);

}  // namespace kifu::rules
