#pragma once
// Stone colours.

#include <cstdint>
#include <optional>
#include <string_view>

namespace kifu::go {

enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2 };

// Black <-> White; Empty stays Empty.
[[nodiscard]] constexpr Color opponent(Color c) {
    return c == Color::Black ? Color::White : c == Color::White ? Color::Black : Color::Empty;
}
// 0 for Black, 1 for White: an index into per-player arrays. Precondition: not Empty.
[[nodiscard]] constexpr int index(Color c) { return c == Color::White ? 1 : 0; }
// 'B', 'W' or '.'.
[[nodiscard]] constexpr char to_char(Color c) { return c == Color::Black ? 'B' : c == Color::White ? 'W' : '.'; }
// "Black", "White" or "Empty", to begin a sentence.
[[nodiscard]] constexpr std::string_view to_word(Color c) {
    return c == Color::Black ? "Black" : c == Color::White ? "White" : "Empty";
}
// "black", "white" or "empty".
[[nodiscard]] constexpr std::string_view to_name(Color c) {
    return c == Color::Black ? "black" : c == Color::White ? "white" : "empty";
}
// Parses "B"/"W"/"black"/"white" (any case); nullopt otherwise.
[[nodiscard]] std::optional<Color> color_from_string(std::string_view text);

}  // namespace kifu::go
