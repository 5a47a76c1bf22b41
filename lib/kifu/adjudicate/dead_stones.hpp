#pragma once
// Which stones are dead on the final position: a referee's list, nobody, the record's markup or an
// estimate, as the options ask.

#include <kifu/adjudicate/options.hpp>
#include <kifu/adjudicate/outcome.hpp>
#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/dead_stones.hpp>

namespace kifu::adjudicate {

// Whether decide_dead takes kifu's estimate for the count: no --dead or --alive-all, and no markup it would use.
[[nodiscard]] bool dead_estimated(const game::Record& record, const Options& options);

// --dead, else --alive-all, else the markup (unless --dead-stones estimate), else an estimate
// (unless --dead-stones markup); with --dead-stones markup,estimate the markup stands and A010 in
// `diagnostics` says where the estimate differs.
[[nodiscard]] score::DeadStones decide_dead(const FinalPosition& position, const game::Record& record,
                                            const rules::Rules& rules, const Options& options,
                                            diag::Diagnostics& diagnostics);

}  // namespace kifu::adjudicate
