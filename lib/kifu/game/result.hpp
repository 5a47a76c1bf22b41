#pragma once
// Reading RE: FF[4]'s forms ("B+R", "W+7.5", "0", "Void"), and the results archives write in words instead
// ("黑中盘胜", "白胜3又1/4子", "흑 3집반 승", "黒中押し勝ち", "White resigns.").

#include <string>
#include <string_view>

#include <kifu/game/record.hpp>

namespace kifu::game {

// Parses an RE value. A result FF[4] does not name is read from its words when they say who won and how (Chinese,
// Japanese, Korean or English; see result_words.cpp): Result::in_words is then set. Anything else is
// ResultKind::Other.
[[nodiscard]] Result parse_result(std::string_view text);

// A result written in words: who won and how, or Other when the words do not say (Result::text is left empty).
[[nodiscard]] Result parse_result_words(std::string_view text);

// The result as FF[4] writes it: "B+R", "W+T", "B+F", "W+7.5" (margins in points), "B+", "0", "Void", "?"; the
// text as written for Uncounted and Other.
[[nodiscard]] std::string sgf_result(const Result& result);

}  // namespace kifu::game
