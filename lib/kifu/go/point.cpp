#include <kifu/go/point.hpp>

#include <cctype>

namespace kifu::go {

namespace {

constexpr std::string_view sgf_letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
constexpr std::string_view human_letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";  // no I: 25 letters

int sgf_value(char ch) {
    const auto at = sgf_letters.find(ch);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

int human_value(char ch) {
    const auto at = human_letters.find(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))));
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

}  // namespace

std::string to_sgf(Point p) {
    if (p.x < 0 || p.y < 0 || p.x >= 52 || p.y >= 52)
        return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
    return {sgf_letters[static_cast<std::size_t>(p.x)], sgf_letters[static_cast<std::size_t>(p.y)]};
}

std::string to_human(Point p, int height) {
    if (p.x < 0 || p.y < 0 || p.y >= height || p.x >= 25 * 26) return "?";
    std::string out;
    if (p.x < 25) {
        out += human_letters[static_cast<std::size_t>(p.x)];
    } else {
        // Columns past Z continue as AA, AB, ... (I skipped in both letters), as spreadsheets do.
        const int rest = p.x - 25;
        out += human_letters[static_cast<std::size_t>(rest / 25)];
        out += human_letters[static_cast<std::size_t>(rest % 25)];
    }
    out += std::to_string(height - p.y);
    return out;
}

std::optional<Point> point_from_string(std::string_view text, int width, int height) {
    auto make = [&](int x, int y) -> std::optional<Point> {
        if (x < 0 || y < 0 || x >= width || y >= height) return std::nullopt;
        return Point{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)};
    };
    std::size_t letters = 0;
    while (letters < text.size() && std::isalpha(static_cast<unsigned char>(text[letters]))) ++letters;
    if (letters == 2 && text.size() == 2) return make(sgf_value(text[0]), sgf_value(text[1]));
    if (letters < 1 || letters > 2 || letters == text.size() || text.size() - letters > 3) return std::nullopt;
    int row = 0;
    for (std::size_t k = letters; k < text.size(); ++k) {
        if (!std::isdigit(static_cast<unsigned char>(text[k]))) return std::nullopt;
        row = row * 10 + (text[k] - '0');
    }
    int col = human_value(text[0]);
    if (col < 0) return std::nullopt;
    if (letters == 2) {
        const int second = human_value(text[1]);
        if (second < 0) return std::nullopt;
        col = 25 + col * 25 + second;
    }
    if (row < 1) return std::nullopt;
    return make(col, height - row);
}

}  // namespace kifu::go
