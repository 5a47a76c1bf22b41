#include <kifu/go/color.hpp>

#include <algorithm>
#include <cctype>
#include <string>

namespace kifu::go {

std::optional<Color> color_from_string(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (lower == "b" || lower == "black") return Color::Black;
    if (lower == "w" || lower == "white") return Color::White;
    return std::nullopt;
}

}  // namespace kifu::go
