#include <kifu/go/color.hpp>

#include <string>

#include <kifu/util/text.hpp>

namespace kifu::go {

std::optional<Color> color_from_string(std::string_view text) {
    const std::string lower = util::to_lower(text);
    if (lower == "b" || lower == "black") return Color::Black;
    if (lower == "w" || lower == "white") return Color::White;
    return std::nullopt;
}

}  // namespace kifu::go
