#pragma once
// Codes for input/output problems (I0xx) shared by every tool.

#include <span>
#include <string>
#include <string_view>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::cli::code {
inline constexpr std::string_view Unreadable = "I001";
inline constexpr std::string_view Usage = "I002";
inline constexpr std::string_view SymlinkLoop = "I003";
inline constexpr std::string_view TooLarge = "I004";
inline constexpr std::string_view CannotWrite = "I005";
inline constexpr std::string_view ArchiveDamaged = "I006";
}  // namespace kifu::cli::code

namespace kifu::cli {
// The I0xx code table.
[[nodiscard]] std::span<const diag::CodeInfo> codes();
// An input/output error about `path` (no line or column).
[[nodiscard]] diag::Diagnostic io_error(std::string_view code, const std::string& path, std::string message);
}  // namespace kifu::cli
