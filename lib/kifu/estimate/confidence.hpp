#pragma once
// How sure a count is of its winner: the chance that the side it names wins the game the players
// would have counted, from the dead-stone calls, the play-out and the margin.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/estimate/finish.hpp>
#include <kifu/score/dead_stones.hpp>

namespace kifu::estimate {

// Results less sure of their winner than this are reported uncertain (E504). Set on the shared corpus
// (bench/calibration) so that confident results name the wrong winner in at most 1% of counted records.
inline constexpr double confident_from = 0.95;

struct Confidence {
    double value = 1.0;                // 0.5 (a coin toss) to 1 (nothing in doubt)
    std::vector<std::string> reasons;  // what lowers it, one phrase each
    double raw = 1.0;                  // before calibration: one less the summed risks (bench/calibration)

    // Less sure of its winner than confident_from: the result is reported uncertain (E504).
    [[nodiscard]] bool uncertain() const { return value < confident_from; }
};

// The confidence of a count with Black's lead `margin_points` (komi and compensation included),
// its dead stones `dead` and, when the game was played out, `played`. `unfinished`: the estimate
// found the position unfinished (E503). `not_whole_game`: why the record is not the whole game the
// players counted (a record cut short), else empty.
[[nodiscard]] Confidence confidence(double margin_points, const score::DeadStones& dead, const Finish* played,
                                    bool unfinished, std::string_view not_whole_game = {});

// A confidence as text: two decimals ("0.94"), or three, rounded down, when two would show a value
// below `line` as the line itself ("0.949", never "0.95" for a result less sure than confident_from).
[[nodiscard]] std::string confidence_text(double value, double line = confident_from);

// The smallest difference in points that a play-out's margin is off by in at most 5% of played-out
// counts like `played` (by the size of its largest move; when its scans disagree, at least their
// spread plus 3, and no bound at all from 2 points apart; bench/calibration): a recorded margin
// closer than this to the played-out one can be neither confirmed nor overturned by it.
[[nodiscard]] double playout_margin_error(const Finish& played);
// "equal moves played in 3 orders give counts 2 points apart" when the scans of `played` disagree, else empty.
[[nodiscard]] std::string scans_disagree_text(const Finish& played);

}  // namespace kifu::estimate
