#pragma once
// How sure a count is of its winner: the chance that the side it names wins the game the players
// would have counted, from the dead-stone calls, the play-out and the margin.

#include <limits>
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

// What a count rests on besides its dead stones (the strings are viewed: they must outlive the call to confidence()).
struct CountBasis {
    const Finish* played = nullptr;   // the play-out, when the game was played out
    bool unfinished = false;          // the estimate found the position unfinished (E503)
    double dame_share = 0;            // of a game the players ended by passing: the share of the board's points its
                                      // count leaves dame (neutral, fillable)
    std::string_view not_whole_game;  // why the record is not the whole game the players counted (a record cut
                                      // short), else empty
    std::string_view agreed_otherwise;  // how RE, naming the other winner, is the count with a sure call turned: the
                                        // players may have agreed on that group otherwise; else empty
    std::string_view counting_unknown;  // how the count the other way (area or territory), which the record's rules
                                        // allow, names the other winner; else empty
    std::string_view komi_unknown;      // how another usual komi, where the record has no KM, names the other winner,
                                        // or how RE is the count with such a komi, not with the record's KM; else empty
    std::string_view markup_contradicted;  // how the TB/TW markup the dead stones come from is no clear agreement
                                           // (K101, K105, or a token markup: K109), else empty
};

// The confidence of a count with Black's lead `margin_points` (komi and compensation included), its dead stones `dead`
// and `basis`.
[[nodiscard]] Confidence confidence(double margin_points, const score::DeadStones& dead, const CountBasis& basis = {});

// A finished position whose count leaves this share of the board dame, or more, was not settled when the players
// stopped: boundaries are open, and the estimate's calls rest on them (2026-12-04, kifu-score --dead-stones estimate on
// the games of the shared corpus that end with two passes: of the 15 with a counted RE at 7.5% or more, 5 name the
// wrong winner, 2 of them confident; at 6 to 7.5%, 1 of 13; below, 9 of 2,595).
inline constexpr double open_board_share = 0.075;

// A confidence as text: two decimals ("0.94"), or three, rounded down, when two would show a value
// below `line` as the line itself ("0.949", never "0.95" for a result less sure than confident_from).
[[nodiscard]] std::string confidence_text(double value, double line = confident_from);
// A confidence as JSON gives it: three decimals, rounded down when rounding would reach `line` from below (0.949, never
// 0.95 for a result less sure than confident_from), so that filtering on the number agrees with `confident`.
[[nodiscard]] double confidence_shown(double value, double line = confident_from);

// The smallest difference in points that a play-out's margin is off by in at most 5% of played-out
// counts like `played` (by the size of its largest move; when its scans disagree, at least their
// spread plus 3, and no bound at all from 2 points apart; bench/calibration): a recorded margin
// closer than this to the played-out one can be neither confirmed nor overturned by it.
[[nodiscard]] double playout_margin_error(const Finish& played);

// How far a played-out count's margin may be off RE's.
struct MarginError {
    // The smallest difference it is off by in at most 5% of such counts; infinite: no bound.
    double points = std::numeric_limits<double>::infinity();
    std::string call;  // the estimated call that set it ("W group at L16, 37 stones: dead, 0.50"), else empty
};

// Group calls less sure than this may be wrong in more than 5% of counts: a margin resting on one can be off by as
// much as the call is worth.
inline constexpr double margin_sure_call = 0.95;

// playout_margin_error(played), raised to the stake of each call of `dead` (an estimate) less sure than
// margin_sure_call: the play-out's table bounds its own error, and a wrong call moves the margin by what it is worth
// (bench/calibration, 2026-12-06: of the 2,113 played-out counts of the shared corpus, 33 were off RE's margin by 6
// points or more and by the table's bound, 20 of them resting on such a call; with its stake as the bound, 13, and
// 1.7% of all counts are off by their bound, against 2.9%).
[[nodiscard]] MarginError margin_error(const Finish& played, const score::DeadStones& dead);

// "equal moves played in 5 orders give counts 2 points apart" when the scans of `played` disagree, else empty.
[[nodiscard]] std::string scans_disagree_text(const Finish& played);

}  // namespace kifu::estimate
