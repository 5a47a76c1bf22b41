#pragma once
// How a computed count compares with the recorded RE.

#include <cstdint>
#include <optional>
#include <string_view>

#include <kifu/game/record.hpp>
#include <kifu/score/count.hpp>

namespace kifu::score {

enum class Agreement : std::uint8_t {
    Match,          // same winner and margin (or both a draw / RE gives the winner only)
    WinnerDiffers,  // different winner (a draw against a win included)
    MarginDiffers,  // same winner, different margin
    NotCounted,     // RE is not a count (resignation, time, forfeit, void, ?), or the game could not be counted
    Missing,        // no RE
    Unfinished,     // RE is a count, but the record stops in the middle game: it cannot be a count of its
                    // final position (the count is kifu's estimate of the finish, not compared)
};

// "match", "winner-differs", "margin-differs", "not-counted", "missing", "unfinished" (the JSON
// `agreement` values).
[[nodiscard]] std::string_view to_string(Agreement a);

struct Comparison {
    Agreement agreement = Agreement::Missing;
    std::optional<double> difference;  // MarginDiffers: computed margin - recorded margin (points, unsigned margins)
};

// Compares a breakdown's result with the parsed RE (nullopt when the record has none).
[[nodiscard]] Comparison compare(const Breakdown& computed, const std::optional<game::Result>& recorded);

}  // namespace kifu::score
