#pragma once
// Decoding of SGF property values (FF[4] value types) from their raw text.

#include <cstdint>
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

// The one decoder of FF[4] text values (every reader of a Text or SimpleText value goes through it).
// Text: "\" escapes the next character, which is kept as it is (white space still becomes a space);
// a soft line break ("\" then LF, CR, CRLF or LFCR) is removed; any other line break (LF, CR, CRLF,
// LFCR) becomes "\n"; other white space (tab, VT, FF) becomes a space; NUL bytes are dropped.
[[nodiscard]] std::string decode_text(std::string_view raw);
// SimpleText: as Text, but every line break that is not soft becomes a space too.
[[nodiscard]] std::string decode_simple_text(std::string_view raw);
// A composed value "a:b" (AP, LB, FG: split at the first unescaped ':'), each part decoded as
// SimpleText; nullopt when there is no unescaped ':'.
[[nodiscard]] std::optional<std::pair<std::string, std::string>> decode_composed(std::string_view raw);
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
// A move written as a board coordinate instead of an SGF point: a column letter without I (any case) and a row number
// counted from the bottom ("R16", "q4"; go::point_from_string), or "pass" (any case), as some applications write it.
// Nullopt when `raw` is no such thing or names a point off the board.
[[nodiscard]] std::optional<MoveValue> parse_board_coordinate(std::string_view raw, BoardSize size);
// A move value as kifu reads it (the reader, and kifu-fix when it writes the move back): an SGF point or pass
// (parse_move), else a board coordinate or the word pass (parse_board_coordinate: `coordinate` is set).
struct ReadMove {
    MoveValue move;
    bool coordinate = false;
};
[[nodiscard]] std::optional<ReadMove> read_move(std::string_view raw, BoardSize size);

// How a point-list value is written: as FF[4] says, in a form readers accept that FF[4] does not,
// or not at all.
enum class ListForm : std::uint8_t {
    Invalid,    // not a point or rectangle: nothing appended
    Canonical,  // "aa", or "aa:cc" with the upper-left corner first
    Padded,     // white space around a point or corner (" aa")
    Reversed,   // a rectangle whose corners are not upper-left:lower-right ("cc:aa", "ca:ac")
    OnePoint,   // a 1x1 rectangle ("aa:aa"), which FF[4] writes as the point
    Commas,     // several points in one value, separated by commas ("fc,pc,pd")
};
// List of points (one value): "aa" or a compressed rectangle "aa:cc" (corners in any order), or several points (no
// rectangles) separated by commas, appended to `out`; the form tells whether it was written as FF[4] says.
[[nodiscard]] ListForm expand_points(std::string_view raw, std::vector<go::Point>& out);

// Composed value "a:b": split at the first unescaped ':'; nullopt when there is none.
[[nodiscard]] std::optional<std::pair<std::string_view, std::string_view>> split_composed(std::string_view raw);

}  // namespace kifu::sgf
