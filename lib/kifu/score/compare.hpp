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
    WinnerSwapped,  // RE names the other winner by the count's own margin, at least swapped_min_margin: a count whose
                    // winner was written the wrong way round (kifu's count would be off by twice the margin); never
                    // for a played-out count, whose margin is kifu's estimate of the finish
    MarginDiffers,  // same winner, different margin
    NotCounted,     // RE is not a count (resignation, time, forfeit, void, ?), or the game could not be counted
    Missing,        // no RE
    Unfinished,     // RE is a count, but the record stops in the middle game: it cannot be a count of its
                    // final position (the count is kifu's estimate of the finish, not compared)
};

// "match", "winner-differs", "winner-swapped", "margin-differs", "not-counted", "missing", "unfinished" (the JSON
// `agreement` values).
[[nodiscard]] std::string_view to_string(Agreement a);

// The least margin at which RE naming the other winner by the count's own margin reads as a winner written the wrong
// way round rather than a count that is off: the two then differ by twice the margin, 10 points or more, and such
// misses (a group called wrongly) spread over tens of points. On the shared corpus (2026-12-04, --dead-stones
// estimate): of 5,136 compared counts, 73 are 10 points or more from RE, and 2 of them exactly twice RE's margin, both
// 13×13 tournament games whose GNU Go count agrees with kifu's; closer ones (RE 0.5, 2.5) are ordinary misses.
inline constexpr double swapped_min_margin = 5;

struct Comparison {
    Agreement agreement = Agreement::Missing;
    std::optional<double> difference;  // MarginDiffers: computed margin - recorded margin (points, unsigned margins)
};

// Compares a breakdown's result with the parsed RE (nullopt when the record has none). `played_out`: the count is of a
// position kifu played out, its margin an estimate that cannot show RE's winner swapped (WinnerDiffers instead).
[[nodiscard]] Comparison compare(const Breakdown& computed, const std::optional<game::Result>& recorded,
                                 bool played_out = false);

}  // namespace kifu::score
