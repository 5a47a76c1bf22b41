#pragma once
// Reading numbers in the words of game information (RE, HA): UTF-8 code points, ASCII and full-width digits, and
// Chinese numerals.

#include <cstddef>
#include <string_view>
#include <utility>

namespace kifu::game {

// The code point at text[i] (UTF-8; a stray byte reads as itself) and its length in bytes.
[[nodiscard]] std::pair<char32_t, std::size_t> code_point_at(std::string_view text, std::size_t i);

// A digit 0-9, ASCII or full width; -1 otherwise.
[[nodiscard]] int digit(char32_t c);

// A Chinese numeral 0-9 (〇零一二两兩三...九); 10 for 十; -1 otherwise.
[[nodiscard]] int chinese_numeral(char32_t c);

// Where the code point ending just before text[i] (i > 0) starts.
[[nodiscard]] std::size_t previous_code_point(std::string_view text, std::size_t i);

// The Chinese whole number ("三", "十三", "二十五") from text[i], and where it ends.
[[nodiscard]] std::pair<double, std::size_t> chinese_whole_number(std::string_view text, std::size_t i);

}  // namespace kifu::game
