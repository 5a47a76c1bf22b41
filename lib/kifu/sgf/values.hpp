#pragma once
// Decoding of SGF property values (FF[4] value types) from their raw text.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <kifu/go/color.hpp>
#include <kifu/go/point.hpp>

namespace kifu::sgf {

// Number: [+-]digits (surrounding whitespace allowed).
[[nodiscard]] std::optional<long long> parse_number(std::string_view raw);
// Real: Number ["." digits] (also ".5"; surrounding whitespace allowed).
[[nodiscard]] std::optional<double> parse_real(std::string_view raw);
// Double: "1" (normal) or "2" (emphasized).
[[nodiscard]] std::optional<int> parse_double(std::string_view raw);
// Color: "B" or "W" (case-insensitive; "black"/"white" accepted too).
[[nodiscard]] std::optional<go::Color> parse_color(std::string_view raw);

// Text: escapes removed, soft line breaks ("\" + newline) removed, CRLF/CR/LFCR -> "\n",
// other whitespace -> space, NUL dropped.
[[nodiscard]] std::string decode_text(std::string_view raw);
// SimpleText: as Text, but line breaks become spaces too.
[[nodiscard]] std::string decode_simple_text(std::string_view raw);
// Escapes a UTF-8 string as an SGF value body ('\' and ']' escaped; ':' too when `composed_part`).
[[nodiscard]] std::string escape_text(std::string_view text, bool composed_part = false);

// A short excerpt of a value for messages: control characters become spaces, cut at a UTF-8
// character boundary after at most `max_bytes` bytes ("..." appended when cut).
[[nodiscard]] std::string excerpt(std::string_view raw, std::size_t max_bytes = 24);

// Board size: "19" or "19:13" (columns:rows), each 1..52.
struct BoardSize {
    int width = 19;
    int height = 19;
    friend bool operator==(BoardSize, BoardSize) = default;
};
[[nodiscard]] std::optional<BoardSize> parse_size(std::string_view raw);

// Point: two letters a-z, A-Z (a=0 .. z=25, A=26 .. Z=51); x then y. Not checked against a board.
[[nodiscard]] std::optional<go::Point> parse_point(std::string_view raw);

// Move: a point, or a pass ("" always; "tt" when the board is at most 19x19).
struct MoveValue {
    bool pass = false;
    go::Point point;
    friend bool operator==(MoveValue, MoveValue) = default;
};
[[nodiscard]] std::optional<MoveValue> parse_move(std::string_view raw, BoardSize size);

// List of points (one value): "aa" or a compressed rectangle "aa:cc" (corners in any order),
// appended to `out`; false when the value is not valid (nothing appended).
[[nodiscard]] bool expand_points(std::string_view raw, std::vector<go::Point>& out);

// Composed value "a:b": split at the first unescaped ':'; nullopt when there is none.
[[nodiscard]] std::optional<std::pair<std::string_view, std::string_view>> split_composed(std::string_view raw);

}  // namespace kifu::sgf
