#pragma once
// Text a person reads: the count a referee can check by hand, the ruling read aloud, a replayed
// position, and diagnostics as GNU-style lines.

#include <string>

#include <kifu/adjudicate/outcome.hpp>
#include <kifu/adjudicate/position.hpp>
#include <kifu/diag/diagnostic.hpp>
#include <kifu/report/diagram_text.hpp>

namespace kifu::report {

// Diagnostics as GNU-style lines, only those at or above `least`.
[[nodiscard]] std::string format_lines(const diag::Diagnostics& diagnostics, diag::Severity least);
// The count as a table (or why the game was not counted), and the marked final position when `board`.
[[nodiscard]] std::string score_text(const adjudicate::Outcome& outcome, bool board);
// The ruling: the verdict first, then the numbered reasons with their articles, then the count.
[[nodiscard]] std::string ruling_text(const adjudicate::Outcome& outcome);
// The replayed position as a diagram, with captures and the events found on the way.
[[nodiscard]] std::string position_text(const adjudicate::Position& position, Charset charset);

}  // namespace kifu::report
