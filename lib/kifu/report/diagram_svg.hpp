#pragma once
// Board diagrams as self-contained SVG images.

#include <string>
#include <string_view>

#include <kifu/report/diagram.hpp>

namespace kifu::report {

// Sizes and colours of an SVG diagram.
struct SvgStyle {
    double cell = 28;                   // distance between grid lines, in px
    bool coordinates = true;            // letters and numbers on all four sides
    std::string board_colour = "#dcb35c";
    std::string font_family = "DejaVu Sans, Helvetica, Arial, sans-serif";
};

// A standalone <svg> element (no XML declaration, no external resources): wooden board, grid, hoshi,
// coordinates, stones, marks, labels and the caption below; a crop is drawn with dashed cut edges.
// Dead stones are faded with a red cross (a territory mark on them is not drawn again).
[[nodiscard]] std::string to_svg(const Diagram& diagram, const SvgStyle& style = {});

// Text made safe for XML/HTML content and attributes: & < > " ' escaped, control characters dropped,
// invalid UTF-8 bytes replaced by U+FFFD.
[[nodiscard]] std::string xml_escape(std::string_view text);

}  // namespace kifu::report
