#pragma once
// Codes of the tool layer (A0xx) and the table of every code kifu emits.

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::app::code {
using diag::Code;
using diag::Severity;
inline constexpr Code RulesAssumed{"A001", Severity::Info, "the record names no rules; chinese rules assumed"};
inline constexpr Code RulesUnknown{"A002", Severity::Warning,
                                   "the record's RU names rules kifu does not know; chinese rules assumed"};
inline constexpr Code EstimateDiffers{"A010", Severity::Warning,
                                      "the dead-stone estimate differs from the record's markup"};
inline constexpr Code CountedUnfinished{"A011", Severity::Warning,
                                        "the record does not end with two passes: the final position is counted as it "
                                        "stands"};
}  // namespace kifu::app::code

namespace kifu::app {

// The A0xx table.
[[nodiscard]] std::span<const diag::Code> codes();
// Every code of every module, sorted by code.
[[nodiscard]] const std::vector<diag::Code>& all_codes();
// The entry for `code`, if kifu emits it.
[[nodiscard]] std::optional<diag::Code> find_code(std::string_view code);

}  // namespace kifu::app
