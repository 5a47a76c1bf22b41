#pragma once
// Which ruleset applies to a record: --rules, else the record's RU, else Chinese (said so).

#include <optional>
#include <string>
#include <string_view>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/rules/rules.hpp>

namespace kifu::app {

struct RulesChoice {
    rules::Rules rules;
    std::string origin;                     // "option", "record" or "assumed"
    std::optional<diag::Diagnostic> note;   // why the rules were assumed (A001 info, A002 unknown RU)
};

// --rules NAME (already validated) overrides RU; an unknown or missing RU means chinese, with a note.
// `cycle` (illegal, no-result, draw, replay; empty: the preset's) sets what a C-Art 20.3 cycle means.
[[nodiscard]] RulesChoice choose_rules(const game::Record& record, std::string_view override_name,
                                       std::string_view cycle = {});

}  // namespace kifu::app
