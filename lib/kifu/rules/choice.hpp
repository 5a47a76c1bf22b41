#pragma once
// Which ruleset applies to a record: --rules, else the record's RU, else the rules its komi, result
// and place point to, else Chinese (said so).

#include <cstdint>
#include <optional>
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
};

// --rules NAME (a preset name, already validated) overrides RU; an unknown or missing RU means the
// inferred rules (rules::infer), else chinese, with a note. `cycle` (illegal, no-result, draw, replay; empty: the preset's) sets what a
// C-Art 20.3 cycle means.
[[nodiscard]] Choice choose(const game::Record& record, std::string_view override_name, std::string_view cycle = {});

}  // namespace kifu::rules
