#include <kifu/report/html.hpp>

#include <kifu/report/diagram_svg.hpp>

namespace kifu::report {

namespace {

constexpr std::string_view style = R"(<style>
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; color: #1a1a1a; background: #fff;
       max-width: 60em; margin: 2em auto; padding: 0 1.5em; line-height: 1.45; }
h1 { font-size: 1.6em; border-bottom: 2px solid #8a6a2f; padding-bottom: 0.2em; }
h2 { font-size: 1.2em; margin-top: 1.6em; }
p { margin: 0.4em 0; white-space: pre-wrap; }
pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.9em; margin: 0.6em 0;
      white-space: pre-wrap; }
.figures { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; margin: 0.8em 0; }
.figures svg { max-width: 100%; height: auto; }
@media print {
  body { margin: 0; max-width: none; }
  section { break-inside: avoid; page-break-inside: avoid; }
  .figures { break-inside: avoid; page-break-inside: avoid; }
}
</style>
)";

// The <svg ...> ... </svg> part of a string (an XML declaration or doctype before it is dropped).
std::string_view svg_element(std::string_view svg) {
    const auto start = svg.find("<svg");
    if (start == std::string_view::npos) return {};
    const auto end = svg.rfind("</svg>");
    if (end == std::string_view::npos || end < start) return {};
    return svg.substr(start, end + 6 - start);
}

}  // namespace

std::string html_page(std::string_view title, const std::vector<HtmlSection>& sections) {
    std::string out;
    out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    out += "<title>" + xml_escape(title) + "</title>\n";
    out += style;
    out += "</head>\n<body>\n";
    if (!title.empty()) out += "<h1>" + xml_escape(title) + "</h1>\n";
    for (const auto& section : sections) {
        out += "<section>\n";
        if (!section.heading.empty()) out += "<h2>" + xml_escape(section.heading) + "</h2>\n";
        for (const auto& paragraph : section.paragraphs) out += "<p>" + xml_escape(paragraph) + "</p>\n";
        for (const auto& text : section.preformatted) out += "<pre>" + xml_escape(text) + "</pre>\n";
        bool open = false;
        for (const auto& svg : section.svgs) {
            const std::string_view element = svg_element(svg);
            if (element.empty()) continue;
            if (!open) out += "<div class=\"figures\">\n";
            open = true;
            out += element;
            out += '\n';
        }
        if (open) out += "</div>\n";
        out += "</section>\n";
    }
    out += "</body>\n</html>\n";
    return out;
}

}  // namespace kifu::report
