#pragma once
// Every finding names its place in the file (file:line:col): a finding about the whole game gets the place of what it
// is about.

#include <optional>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>

namespace kifu::adjudicate {

// Gives each of `diagnostics` that names no line the place of what it is about: RE's value for a finding about the
// recorded result, the TB/TW markup for one about marked territory, the last move for one about the final position
// (its dead stones, seki, play-out and confidence), else the start of the game tree (the rules, the komi).
void locate(diag::Diagnostics& diagnostics, const game::Record& record);
// The same for a usage error (an option that cannot apply to the game), when there is one.
void locate(std::optional<diag::Diagnostic>& usage_error, const game::Record& record);

}  // namespace kifu::adjudicate
