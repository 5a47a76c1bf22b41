#include <kifu/game/handicap_words.hpp>

#include <array>
#include <string>
#include <tuple>

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

// The whole number of digits or Chinese numerals ("3", "三", "十三") that ends at text[end] (exclusive), spaces between
// it and `end` allowed; nullopt when none ends there.
std::optional<int> number_before(std::string_view text, std::size_t end) {
    while (end > 0 && text[end - 1] == ' ') --end;
    std::size_t start = end;
    const auto numeral = [](char32_t c) { return digit(c) >= 0 || chinese_numeral(c) >= 0; };
    while (start > 0 && numeral(code_point_at(text, previous_code_point(text, start)).first))
        start = previous_code_point(text, start);
    if (start == end) return std::nullopt;
    double value = 0;
    std::size_t at = start;
    if (digit(code_point_at(text, start).first) >= 0) {
        while (at < end) {
            const auto [c, n] = code_point_at(text, at);
            if (digit(c) < 0) break;
            value = value * 10 + digit(c);
            at += n;
        }
    } else {
        std::tie(value, at) = chinese_whole_number(text, start);
    }
    if (at != end || value > largest_handicap_words) return std::nullopt;  // "3三子", or more than any board holds
    return static_cast<int>(value);
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
