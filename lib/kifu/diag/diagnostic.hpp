#pragma once
// Diagnostics as data: where (file:line:col), how bad, a stable code and a message.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::diag {

// A place in an input: 1-based line and column (columns count bytes), 0-based byte offset.
struct SourceLocation {
    std::string file;
    std::uint32_t line = 0;
    std::uint32_t col = 0;
    std::uint64_t offset = 0;

    friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

enum class Severity : std::uint8_t { Info, Warning, Error, Fatal };

// "info", "warning", "error" or "fatal".
[[nodiscard]] std::string_view to_string(Severity severity);
// Parses the names above; nullopt for anything else.
[[nodiscard]] std::optional<Severity> severity_from_string(std::string_view text);

// A kind of finding: a stable id (e.g. "S102"), the severity it always has, and its meaning in one
// line. Each module defines its codes once, as constants (`inline constexpr diag::Code ...`), and
// builds its code table (for --list-codes and the man pages) from the same constants.
struct Code {
    std::string_view id;
    Severity severity = Severity::Error;
    std::string_view meaning;

    friend constexpr bool operator==(const Code&, const Code&) = default;
};

// One finding: what (a Code, which carries the severity), where, the message; `move` is set for
// replay findings.
struct Diagnostic {
    Code code;
    SourceLocation loc;
    std::string message;
    std::optional<int> move;

    // The severity of the code.
    [[nodiscard]] Severity severity() const { return code.severity; }
    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

using Diagnostics = std::vector<Diagnostic>;

// GNU style: "game.sgf:12:7: error: message [S102]" (line/col left out when unknown).
[[nodiscard]] std::string format(const Diagnostic& d);
// Keeps the first `max_per_code` diagnostics of each code, in order, and appends one diagnostic per
// code saying how many more were found (placed at the first not listed), so output stays bounded whatever the input.
void limit_per_code(Diagnostics& ds, std::size_t max_per_code);
// The message of the diagnostic that stands for `more` findings of code `id` not listed (the first `listed` are).
[[nodiscard]] std::string unlisted_message(std::size_t more, std::string_view id, std::size_t listed);
// How many findings `d` stands for: 1, or the number not listed that such a diagnostic says (a summary counts them
// all).
[[nodiscard]] std::size_t findings_in(const Diagnostic& d);
// The first diagnostic of `ds` with `code`'s id, or nullptr.
[[nodiscard]] const Diagnostic* first_of(const Diagnostics& ds, const Code& code);
// The most severe level in `ds`, or nullopt when empty.
[[nodiscard]] std::optional<Severity> worst(const Diagnostics& ds);
// The distinct code ids of `ds`, sorted.
[[nodiscard]] std::vector<std::string> distinct_codes(const Diagnostics& ds);

}  // namespace kifu::diag
