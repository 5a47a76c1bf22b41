#pragma once
// A record checked as kifu-check does: read, rules chosen, the main line (and on request every
// variation) replayed, every finding kept once.

#include <optional>
#include <vector>

#include <kifu/adjudicate/options.hpp>
#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/choice.hpp>

namespace kifu::adjudicate {

struct Checked {
    game::Record record;
    rules::Choice rules;
    int moves = 0;                        // moves of the main line
    std::vector<replay::Event> findings;  // main line first, then what the variations add
    diag::Diagnostics diagnostics;        // reading, rules, then each finding
    std::optional<diag::Diagnostic> usage_error;  // the options cannot apply to this game (A019): not replayed
};

// Replays the main line, and with `all_variations` (the record read with ReadOptions::all_variations)
// every variation; a variation's event where the same code was already reported is left out. Nothing is replayed
// when the options cannot apply to the game's rules (usage_error).
[[nodiscard]] Checked check(game::Record&& record, const RulesOptions& options, bool all_variations);

}  // namespace kifu::adjudicate
