#pragma once
// What warnings and penalties come to (C-Art 24): decided here only, before the count, from the
// record's sanctioned moves and the referee's own warnings and penalty stones.

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/go/color.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>

namespace kifu::judge {

// A warning the record cannot show (e.g. pressing the clock before placing a stone, C-Art 17.4).
struct RefereeWarning {
    go::Color color = go::Color::Black;
    std::string reason;
};

// One reason of the ruling, in the order a referee reads them out.
struct Reason {
    std::optional<int> move;
    std::string article;  // "C-Art 18.3", or empty
    std::string text;     // a full sentence
};

struct Sanctions {
    std::array<int, 2> warnings{};        // per colour: the record's (void-warning moves) and the referee's
    std::array<int, 2> penalty_stones{};  // what the count takes off: a stone per warning (C-Art 24.1) and --penalty
    std::optional<go::Color> lost_by_warnings;  // reached the rules' warnings_to_lose first (C-Art 24.2)
    std::optional<int> lost_at_move;   // the record's move that gave that warning; nullopt: a referee's warning
    // Both players reached warnings_to_lose, at least one by the referee's warnings, which carry no move: who
    // reached it first, and so who loses, is the referee's to say (then lost_by_warnings is empty).
    bool both_reached = false;
    std::vector<Reason> loss_reasons;  // why the warnings lose: after the events up to lost_at_move
    std::vector<Reason> reasons;       // the referee's warnings and penalty stones, in order
    diag::Diagnostics diagnostics;     // M114 when the record's own warnings lose the game
};

// Counts the record's warnings in move order and then the referee's (which have no move), turns
// them and `penalties` ([black, white]) into penalty stones, and finds who reaches the number that
// loses first. A foul the rules punish with a loss (replay.loser) decides before any warning after it.
[[nodiscard]] Sanctions sanctions(const game::Record& record, const replay::Replay& replay, const rules::Rules& rules,
                                  std::span<const RefereeWarning> referee, const std::array<int, 2>& penalties);

}  // namespace kifu::judge
