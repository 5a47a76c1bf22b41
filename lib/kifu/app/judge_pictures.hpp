#pragma once
// The pictures of a ruling: the marked final position (SVG) and a whole HTML page with diagrams.

#include <string>

#include <kifu/app/judge.hpp>

namespace kifu::app {

// The final position with dead stones, territory, seki and dame marked, as SVG.
[[nodiscard]] std::string ruling_svg(const RuledGame& game);
// A self-contained HTML page: verdict, reasons, the marked final position, and for each sanctioned
// move a cropped diagram of the position before and after it.
[[nodiscard]] std::string ruling_html(const RuledGame& game);

}  // namespace kifu::app
