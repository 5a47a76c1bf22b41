#pragma once
// A record checked as kifu-check does: read, rules chosen, the main line (and on request every
// variation) replayed, every finding kept once.

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
};

// Replays the main line, and with `all_variations` (the record read with ReadOptions::all_variations)
// every variation; a variation's event where the same code was already reported is left out.
[[nodiscard]] Checked check(game::Record&& record, const RulesOptions& options, bool all_variations);

}  // namespace kifu::adjudicate
