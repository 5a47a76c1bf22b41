#pragma once
// The K1xx diagnostic codes of the counting module.

#include <span>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::score::code {
using diag::Code;
using diag::Severity;
inline constexpr Code MarkedOwnStone{"K101", Severity::Warning,
                                     "TB/TW point holds a stone of the marker's own colour (ignored)"};
inline constexpr Code MarkedTwice{"K102", Severity::Warning, "point marked as both TB and TW (ignored)"};
inline constexpr Code PartlyMarkedChain{"K103", Severity::Warning,
                                        "only part of a chain is marked dead; the whole chain is taken as dead"};
inline constexpr Code MarkedOffBoard{"K104", Severity::Warning, "TB/TW point off the board (ignored)"};
inline constexpr Code MarkupMismatch{"K105", Severity::Warning,
                                     "marked territory does not match the board once the dead stones are off"};
inline constexpr Code DeadNotAPoint{"K106", Severity::Error,
                                    "--dead item is not a point on this board: a usage error, no count or ruling"};
inline constexpr Code DeadEmptyPoint{"K107", Severity::Warning, "--dead point holds no stone (skipped)"};
inline constexpr Code DeadNamesNoStone{"K108", Severity::Error,
                                       "--dead names no stone of the final position: a usage error, no count or "
                                       "ruling"};
inline constexpr Code TerritoryUnmarked{
    "K109", Severity::Info, "territory a flood fill gives is not marked (left out under territory counting)"};
inline constexpr Code DeadUnknown{"K110", Severity::Warning,
                                  "dead stones unknown: no --dead, --alive-all, markup or estimate; not counted"};
inline constexpr Code KomiAssumed{"K111", Severity::Info, "komi not in the record: assumed (the ruleset's, the year's, or none before komi)"};
inline constexpr Code Seki{"K113", Severity::Info, "seki: shared points and eyes of groups in seki"};
}  // namespace kifu::score::code

namespace kifu::score {

// Every code kifu::score emits, for --list-codes and the man pages.
[[nodiscard]] std::span<const diag::Code> codes();

}  // namespace kifu::score
