#pragma once
// The typed result of adjudicating one game: replay facts, dead stones with their source, the
// count and the verdict, with every diagnostic found on the way.

#include <array>
#include <optional>
#include <string>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/estimate/confidence.hpp>
#include <kifu/estimate/finish.hpp>
#include <kifu/game/record.hpp>
#include <kifu/go/board.hpp>
#include <kifu/go/color.hpp>
#include <kifu/judge/verdict.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/choice.hpp>
#include <kifu/score/compare.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_stones.hpp>

namespace kifu::adjudicate {

// The position the dead stones are decided on and the count is made from.
struct FinalPosition {
    go::Board board{19, 19};
    std::array<int, 2> captures{0, 0};  // stones captured by black [0] / white [1]
    go::Color to_move = go::Color::Black;
    std::optional<go::Point> ko;         // the point the player to move may not retake at once
    std::optional<go::Point> last_move;  // the stone the last move placed (none after a pass)
};

struct Outcome {
    game::Record record;
    rules::Choice rules;                         // the rules, where they came from, and a note when assumed
    replay::Replay replay;                       // the facts of play: moves, events, sanctions
    judge::Sanctions sanctions;                  // warnings, penalty stones and a loss by warnings (C-Art 24)
    FinalPosition final;                         // the position counted (after the play-out, when there was one)
    std::optional<estimate::Finish> played_out;  // the play-out of an unfinished record, when one was needed
    std::string as_it_stands;  // why a record that stops before two passes was counted as it stands (else empty)
    // Why RE cannot be a count of the final position (agreement unfinished: A013, A015), else empty.
    std::string not_a_count;
    std::string not_counted;   // why the game was not counted; empty when it was
    // How RE settled the dead stones, as the text and the ruling say it after the count's source: none dead (A016),
    // or one of the estimate's uncertain calls the other way (A017); else empty.
    std::string dead_by_record;
    std::optional<score::DeadStones> dead;           // nullopt when the game was not counted
    std::optional<score::Breakdown> count;           // nullopt when the game was not counted
    std::optional<estimate::Confidence> confidence;  // how sure the count is of its winner (counted games)
    std::optional<estimate::MarginError> margin_error;  // how far a played-out count's margin may be off
    score::Comparison comparison;                    // the count against RE
    judge::Verdict verdict;
    double uncertain_below = 0.8;                 // estimated calls less sure than this are uncertain
    std::optional<diag::Diagnostic> usage_error;  // an option that cannot apply to this game: no count, no ruling
    diag::Diagnostics diagnostics;  // reading, rules, replay, sanctions, dead stones and counting, in that order
};

// The one-line reasons of the estimated calls less sure than `uncertain_below`, and of a winner less
// sure than estimate::confident_from.
[[nodiscard]] std::vector<std::string> uncertain_calls(const Outcome& outcome);
// Whether the count was made and gives a result.
[[nodiscard]] bool counted(const Outcome& outcome);

}  // namespace kifu::adjudicate
