#pragma once
// Which irregular moves the rulesets kifu chooses between sanction differently: a ruling under rules the
// record does not name that rests on one of them cannot overturn RE.

#include <optional>
#include <string>

#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>

namespace kifu::judge {

// The ruleset kifu would choose instead of `rules` when the record names none: chinese for territory
// rules, japanese for area rules.
[[nodiscard]] rules::Rules other_candidate(const rules::Rules& rules);

// The first sanctioned move of `replay` (up to `last_move`) that `rules` and other_candidate(rules) sanction
// differently, in words ("move 22: under japanese rules a loss on the spot, under chinese rules a void move and a
// warning"); nullopt when every sanction is the same under both.
[[nodiscard]] std::optional<std::string> sanction_differing(const replay::Replay& replay, const rules::Rules& rules,
                                                            int last_move);

}  // namespace kifu::judge
