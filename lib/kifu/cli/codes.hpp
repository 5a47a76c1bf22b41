#pragma once
// Codes for input/output problems (I0xx) shared by every tool.

#include <span>
#include <string>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::cli::code {
using diag::Code;
using diag::Severity;
inline constexpr Code Unreadable{"I001", Severity::Error, "an input is missing or cannot be read"};
inline constexpr Code Usage{"I002", Severity::Error, "an input cannot be used as given"};
inline constexpr Code SymlinkLoop{"I003", Severity::Warning,
                                  "a folder was reached twice through symbolic links and skipped"};
inline constexpr Code TooLarge{"I004", Severity::Error, "an input is larger than --max-size"};
inline constexpr Code CannotWrite{
    "I005", Severity::Error, "an output (standard output, a file of --svg, --html, --output-dir) cannot be written"};
inline constexpr Code ArchiveDamaged{
    "I006", Severity::Error,
    "an archive is damaged or truncated: the members before the damage are read, the one "
    "being read up to it, none after"};
}  // namespace kifu::cli::code

namespace kifu::cli {
// The I0xx code table.
[[nodiscard]] std::span<const diag::Code> codes();
// An input/output problem about `path` (no line or column), named as cli::printable_name writes it.
[[nodiscard]] diag::Diagnostic io_error(const diag::Code& code, const std::string& path, std::string message);
}  // namespace kifu::cli
