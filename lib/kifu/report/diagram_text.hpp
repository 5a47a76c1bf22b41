#pragma once
// Board diagrams as monospaced text (ASCII or Unicode).

#include <cstdint>
#include <string>

#include <kifu/report/diagram.hpp>

namespace kifu::report {

// Ascii: X O . + ; Unicode: ● ○ and box-drawing grid lines.
enum class Charset : std::uint8_t { Ascii, Unicode };

// The diagram as lines ending in '\n': the caption, column letters, rows numbered from the bottom on
// both sides, column letters again, and a legend of the marks shown. Last move (X), illegal try [X],
// seki {X X}, ko #/□, dead x o / ✖ ⊗, territory + - / ▪ ▫, dame *, labels on empty points; ASCII hoshi
// (+) are left out when black territory (also +) is marked.
[[nodiscard]] std::string to_text(const Diagram& diagram, Charset charset = Charset::Ascii);

}  // namespace kifu::report
