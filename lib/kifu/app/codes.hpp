#pragma once
// Codes of the tool layer (A0xx) and the table of every code kifu emits.

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::app::code {
inline constexpr std::string_view RulesAssumed = "A001";
inline constexpr std::string_view RulesUnknown = "A002";
inline constexpr std::string_view RulesInferred = "A003";
inline constexpr std::string_view EstimateDiffers = "A010";
inline constexpr std::string_view CountedUnfinished = "A011";
inline constexpr std::string_view PlayedOut = "A012";
inline constexpr std::string_view MiddleGame = "A013";
}  // namespace kifu::app::code

namespace kifu::app {

// The A0xx table.
[[nodiscard]] std::span<const diag::CodeInfo> codes();
// Every code of every module, sorted by code.
[[nodiscard]] const std::vector<diag::CodeInfo>& all_codes();
// The entry for `code`, if kifu emits it.
[[nodiscard]] std::optional<diag::CodeInfo> find_code(std::string_view code);

}  // namespace kifu::app
