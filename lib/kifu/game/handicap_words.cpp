#include <kifu/game/handicap_words.hpp>

#include <array>
#include <string>

#include <kifu/game/numerals.hpp>
#include <kifu/util/text.hpp>

namespace kifu::game {

namespace {

using namespace std::string_view_literals;

// What follows the number of handicap stones.
constexpr std::array handicap_stone_words = {"子"sv, "점"sv, "stone"sv};
// A game without handicap stones: even (互先, 分先, 호선), Black without komi (定先, 정선), alternating (先相先),
// Black's turn (先番).
constexpr std::array no_handicap_words = {"互先"sv, "分先"sv, "定先"sv, "先相先"sv,      "先番"sv,     "호선"sv,
                                          "정선"sv, "even"sv, "none"sv, "no handicap"sv, "no stones"sv};
constexpr int largest_handicap_words = 1000;

// A number of digits or Chinese numerals ("3", "三", "十三") ending at text[end] (exclusive), read backwards; nullopt
// when none ends there.
std::optional<int> number_before(std::string_view text, std::size_t end) {
    // The code points before `end`, last first.
    std::u32string run;
    std::size_t i = end;
    while (i > 0) {
        std::size_t start = i - 1;
        while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) --start;
        const char32_t c = code_point_at(text, start).first;
        if (digit(c) < 0 && chinese_numeral(c) < 0 && c != U' ') break;
        if (c != U' ' || !run.empty()) run.insert(run.begin(), c);
        i = start;
    }
    while (!run.empty() && run.front() == U' ') run.erase(run.begin());
    if (run.empty()) return std::nullopt;
    long value = 0;
    long tens = -1;  // the value before 十, once read
    for (char32_t c : run) {
        if (c == U' ') return std::nullopt;
        if (c == U'十') {
            if (tens >= 0) return std::nullopt;
            tens = value == 0 ? 1 : value;
            value = 0;
            continue;
        }
        const int d = digit(c) >= 0 ? digit(c) : chinese_numeral(c);
        value = value * 10 + d;
        if (value > largest_handicap_words) return std::nullopt;
    }
    if (tens >= 0) value += tens * 10;
    return value <= largest_handicap_words ? std::optional<int>(static_cast<int>(value)) : std::nullopt;
}

bool has_numeral(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const auto [c, n] = code_point_at(text, i);
        if (digit(c) >= 0 || chinese_numeral(c) >= 0) return true;
        i += n;
    }
    return false;
}

}  // namespace

std::optional<int> parse_handicap_words(std::string_view text) {
    const std::string lower = util::to_lower(text);
    for (std::string_view w : handicap_stone_words)
        for (std::size_t at = lower.find(w); at != std::string::npos; at = lower.find(w, at + w.size()))
            if (auto n = number_before(lower, at)) return n;
    if (has_numeral(lower)) return std::nullopt;
    for (std::string_view w : no_handicap_words)
        if (lower.find(w) != std::string::npos) return 0;
    return std::nullopt;
}

}  // namespace kifu::game
