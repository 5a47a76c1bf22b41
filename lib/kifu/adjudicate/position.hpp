#pragma once
// A record replayed to a chosen move, as kifu-replay shows it and the HTML ruling draws it.

#include <optional>

#include <kifu/adjudicate/options.hpp>
#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/choice.hpp>

namespace kifu::adjudicate {

struct Position {
    game::Record record;
    rules::Choice rules;
    replay::Replay replay;          // up to the chosen move
    int total_moves = 0;            // B/W properties of the whole main line
    diag::Diagnostics diagnostics;  // reading, rules, then the events up to the move
    std::optional<diag::Diagnostic> usage_error;  // the options cannot apply to this game (A019): not replayed,
                                                  // and not among `diagnostics` (the row adds it)
};

// Replays `record` up to `move` (0: after setup; nullopt: to the end); not when the options cannot apply to the game's
// rules (usage_error).
[[nodiscard]] Position position_at(game::Record&& record, const RulesOptions& options, std::optional<int> move);
// The replay of `record` under `rules` stopped after `move` (0: the position after setup).
[[nodiscard]] replay::Replay replay_to(const game::Record& record, const rules::Rules& rules, int move);

}  // namespace kifu::adjudicate
