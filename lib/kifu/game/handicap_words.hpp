#pragma once
// Reading a handicap HA written in words, as Chinese, Japanese and Korean archives write it: "二子" (two stones),
// "让3子", "2점", "3 stones"; "互先", "定先", "先相先", "호선", "even" (no handicap stones).

#include <optional>
#include <string_view>

namespace kifu::game {

// The number of handicap stones `text` names: the number before 子, 점 or "stone(s)"; 0 for the words of a game
// without handicap stones (互先, 定先, 先相先, 分先, 先番, 호선, 정선, even, no handicap) when it names no number;
// nullopt when the words do not say (先二 alone: a series of games, not this one).
[[nodiscard]] std::optional<int> parse_handicap_words(std::string_view text);

}  // namespace kifu::game
