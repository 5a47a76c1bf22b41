#include <kifu/game/numerals.hpp>

namespace kifu::game {

std::pair<char32_t, std::size_t> code_point_at(std::string_view text, std::size_t i) {
    const auto b = static_cast<unsigned char>(text[i]);
    const std::size_t n = b < 0x80 ? 1 : b >> 5 == 0x6 ? 2 : b >> 4 == 0xE ? 3 : b >> 3 == 0x1E ? 4 : 1;
    if (n == 1 || i + n > text.size()) return {b, 1};
    char32_t c = b & (0x7F >> n);
    for (std::size_t k = 1; k < n; ++k) c = c << 6 | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    return {c, n};
}

int digit(char32_t c) {
    if (c >= U'0' && c <= U'9') return static_cast<int>(c - U'0');
    if (c >= U'０' && c <= U'９') return static_cast<int>(c - U'０');
    return -1;
}

int chinese_numeral(char32_t c) {
    constexpr std::u32string_view digits = U"〇一二三四五六七八九";
    if (auto k = digits.find(c); k != std::u32string_view::npos) return static_cast<int>(k);
    if (c == U'零') return 0;
    if (c == U'两' || c == U'兩') return 2;
    if (c == U'十') return 10;
    return -1;
}

std::size_t previous_code_point(std::string_view text, std::size_t i) {
    do --i;
    while (i > 0 && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80);
    return i;
}

std::pair<double, std::size_t> chinese_whole_number(std::string_view text, std::size_t i) {
    double total = 0, units = 0;
    while (i < text.size()) {
        auto [c, n] = code_point_at(text, i);
        const int d = chinese_numeral(c);
        if (d < 0) break;
        if (d == 10) {
            total += (units == 0 ? 1 : units) * 10;
            units = 0;
        } else {
            units = units * 10 + d;
        }
        i += n;
    }
    return {total + units, i};
}

}  // namespace kifu::game
