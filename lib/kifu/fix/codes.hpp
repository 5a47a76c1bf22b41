#pragma once
// The codes of kifu-fix's changes (F1xx): one per kind of repair or normalisation, each an info
// diagnostic at the place in the input that was changed.

#include <span>
#include <string_view>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::fix::code {
inline constexpr std::string_view Converted = "F101";
inline constexpr std::string_view ByteOrderMark = "F102";
inline constexpr std::string_view Layout = "F103";
inline constexpr std::string_view NulBytes = "F104";
inline constexpr std::string_view Junk = "F105";
inline constexpr std::string_view Structure = "F106";
inline constexpr std::string_view Truncated = "F107";
inline constexpr std::string_view Bracket = "F108";
inline constexpr std::string_view Identifier = "F109";
inline constexpr std::string_view Merged = "F110";
inline constexpr std::string_view EmptyVariation = "F111";
inline constexpr std::string_view NoValue = "F112";
inline constexpr std::string_view SecondRoot = "F113";
inline constexpr std::string_view NodeAfterVariation = "F114";
inline constexpr std::string_view Replaced = "F115";
inline constexpr std::string_view Format = "F120";
inline constexpr std::string_view Charset = "F121";
inline constexpr std::string_view Komi = "F130";
inline constexpr std::string_view Spacing = "F131";
inline constexpr std::string_view Rectangle = "F132";
inline constexpr std::string_view Pass = "F133";
inline constexpr std::string_view Text = "F134";
inline constexpr std::string_view DuplicatePoint = "F135";
inline constexpr std::string_view Size = "F136";
}  // namespace kifu::fix::code

namespace kifu::fix {

// The F1xx table, every entry of severity info.
[[nodiscard]] std::span<const diag::CodeInfo> codes();

}  // namespace kifu::fix
