#pragma once
// The diagrams of an adjudication: the marked final position, a replayed position, and the ruling
// as SVG and as a whole HTML page.

#include <string>

#include <kifu/adjudicate/outcome.hpp>
#include <kifu/adjudicate/position.hpp>
#include <kifu/report/diagram.hpp>

namespace kifu::report {

// The final position with dead stones, territory, dame and seki marked.
[[nodiscard]] Diagram final_diagram(const adjudicate::Outcome& outcome);
// A replayed position: last move, ko point and the illegal tries at the shown move marked.
[[nodiscard]] Diagram position_diagram(const adjudicate::Position& position);
// The position as an SVG image, its caption saying the captures too.
[[nodiscard]] std::string position_svg(const adjudicate::Position& position);
// The marked final position as an SVG document (ending in a newline).
[[nodiscard]] std::string ruling_svg(const adjudicate::Outcome& outcome);
// A self-contained HTML page: verdict, reasons, the marked final position, and for each sanctioned
// move a cropped diagram of the position before and after it.
[[nodiscard]] std::string ruling_html(const adjudicate::Outcome& outcome);

}  // namespace kifu::report
