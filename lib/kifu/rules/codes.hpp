#pragma once
// The A00x codes of the rules choice: which ruleset applies when the record does not say.

#include <span>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::rules::code {
using diag::Code;
using diag::Severity;
inline constexpr Code RulesAssumed{"A001", Severity::Info, "the record names no rules; chinese rules assumed"};
inline constexpr Code RulesUnknown{"A002", Severity::Warning,
                                   "the record's RU names rules kifu does not know; chinese rules assumed"};
inline constexpr Code RulesInferred{"A003", Severity::Info,
                                    "the record names no rules (or unknown ones): the rules are inferred from its komi, "
                                    "result, place or event"};
}  // namespace kifu::rules::code

namespace kifu::rules {

// The codes of the rules module.
[[nodiscard]] std::span<const diag::Code> codes();

}  // namespace kifu::rules
