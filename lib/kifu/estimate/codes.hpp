#pragma once
// The E5xx diagnostic codes of the dead-stone estimate.

#include <span>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::estimate::code {
using diag::Code;
using diag::Severity;
inline constexpr Code Uncertain{"E501", Severity::Warning,
                                "uncertain groups: life or death decided with confidence below the threshold"};
inline constexpr Code BentFour{"E502", Severity::Info, "bent four in the corner ruled dead (Japanese rules)"};
inline constexpr Code Unfinished{"E503", Severity::Warning,
                                 "the position does not look finished: many empty points are still contested"};
inline constexpr Code UncertainWinner{"E504", Severity::Warning,
                                      "the count's winner is uncertain: its confidence is below the line (uncertain "
                                      "calls, a played-out margin)"};
}  // namespace kifu::estimate::code

namespace kifu::estimate {

// The E5xx diagnostic codes this module emits.
[[nodiscard]] std::span<const diag::Code> codes();

}  // namespace kifu::estimate
