#include <catch2/catch.hpp>

#include <kifu/report/diagram_svg.hpp>
#include <kifu/report/html.hpp>

#include <string>

#include "xml_check.hpp"

using namespace kifu;
using namespace kifu::report;
using kifu::report::test::count;
using kifu::report::test::well_formed;

TEST_CASE("html pages escape text and inline the diagrams", "[report]") {
    const std::string svg = to_svg(Diagram(go::Board(5, 5)));
    const std::string page = html_page(
        "Ruling <B> & W", {HtmlSection{"Move 12 <ko>", {"White retook the ko & lost \"one\" stone", "2nd"}, {svg, svg}},
                           HtmlSection{"Count", {"B+3.5"}, {}}});
    CHECK(well_formed(page));
    CHECK(page.rfind("<!DOCTYPE html>\n", 0) == 0);
    CHECK(page.find("<meta charset=\"utf-8\">") != std::string::npos);
    CHECK(count(page, "Ruling &lt;B&gt; &amp; W") == 2);
    CHECK(page.find("<h2>Move 12 &lt;ko&gt;</h2>") != std::string::npos);
    CHECK(page.find("<p>White retook the ko &amp; lost &quot;one&quot; stone</p>") != std::string::npos);
    CHECK(count(page, "<p>") == 3);
    CHECK(count(page, "<svg ") == 2);
    CHECK(count(page, "<section>") == 2);
    CHECK(count(page, "<div class=\"figures\">") == 1);
    CHECK(page.find("<B>") == std::string::npos);
}

TEST_CASE("html pages use no external resources and drop XML declarations", "[report]") {
    const std::string page = html_page(
        "t", {HtmlSection{"", {}, {"<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>", "not svg"}}});
    CHECK(well_formed(page));
    CHECK(page.find("<?xml") == std::string::npos);
    CHECK(count(page, "<svg ") == 1);
    CHECK(page.find("not svg") == std::string::npos);
    for (const char* external : {"src=", "href=", "<link", "<script", "@import", "url("})
        CHECK(page.find(external) == std::string::npos);
}

TEST_CASE("html pages set preformatted text in a fixed-width block after the paragraphs", "[report]") {
    const std::string breakdown = "          Black   White\nstones       12       9\ntotal    <47>      34";
    const std::string page = html_page("t", {HtmlSection{"Final position", {"Black wins"}, {}, {breakdown}}});
    CHECK(well_formed(page));
    CHECK(count(page, "<pre>") == 1);
    CHECK(page.find("<pre>          Black   White\nstones       12       9\ntotal    &lt;47&gt;      34</pre>") !=
          std::string::npos);
    CHECK(page.find("<p>Black wins</p>") < page.find("<pre>"));
    CHECK(page.find("pre { font-family: \"DejaVu Sans Mono\"") != std::string::npos);
}
