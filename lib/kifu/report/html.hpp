#pragma once
// Self-contained HTML pages of text and inline SVG diagrams, for a referee to read and print.

#include <string>
#include <string_view>
#include <vector>

namespace kifu::report {

// One part of a page: a heading, paragraphs of plain text (escaped), fixed-width text and SVG figures shown side by
// side.
struct HtmlSection {
    std::string heading;
    std::vector<std::string> paragraphs;
    std::vector<std::string> svgs;  // complete <svg> elements, e.g. from to_svg; inserted verbatim
    std::vector<std::string> preformatted = {};  // text whose columns line up (a count's breakdown), in a fixed-width
                                                 // font, after the paragraphs
};

// A complete UTF-8 HTML5 document with inline CSS (screen and print) and no external resources.
[[nodiscard]] std::string html_page(std::string_view title, const std::vector<HtmlSection>& sections);

}  // namespace kifu::report
