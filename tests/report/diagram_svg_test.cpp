#include <catch2/catch.hpp>

#include <kifu/report/diagram_svg.hpp>

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "xml_check.hpp"
#include "support/points.hpp"

using namespace kifu;
using namespace kifu::report;
using kifu::test::pt;
using kifu::report::test::count;
using kifu::report::test::well_formed;

namespace {

// The svg up to its legend: the board itself.
std::string board_part(const std::string& svg) { return svg.substr(0, svg.find("<g class=\"legend\">")); }

// The legend of an svg, empty when it has none.
std::string legend_part(const std::string& svg) {
    const auto start = svg.find("<g class=\"legend\">");
    return start == std::string::npos ? std::string() : svg.substr(start, svg.find("</g>", start) - start);
}

Diagram scored_9x9() {
    Diagram d(go::Board::from_ascii(
        "..XO....."
        "\n.XO.O...."
        "\n..XO....."
        "\n...XO...."
        "\n..XO.O.O."
        "\n..XO..X.."
        "\n.XO......"
        "\n.XO......"
        "\n.XO......\n"));
    d.marks = {{pt(6, 5), Mark::Dead},   {pt(0, 0), Mark::BlackTerritory}, {pt(8, 8), Mark::WhiteTerritory},
               {pt(6, 5), Mark::WhiteTerritory}, {pt(4, 0), Mark::Dame}, {pt(0, 8), Mark::Seki},
               {pt(3, 1), Mark::Ko},     {pt(2, 1), Mark::LastMove},       {pt(5, 5), Mark::Illegal},
               {pt(8, 0), Mark::Unclaimed}};
    d.labels = {{pt(7, 1), "A"}, {pt(1, 6), "12"}};
    d.caption = "Final position";
    return d;
}

}  // namespace

TEST_CASE("svg of a marked 9x9 is well formed and draws each stone once", "[report]") {
    const Diagram d = scored_9x9();
    const std::string whole = to_svg(d);
    CHECK(well_formed(whole));
    CHECK(whole.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
    CHECK(whole.find("</svg>\n") == whole.size() - 7);
    const std::string svg = board_part(whole);
    CHECK(count(svg, "class=\"stone black") == static_cast<std::size_t>(d.board.stones(go::Color::Black)));
    CHECK(count(svg, "class=\"stone white") == static_cast<std::size_t>(d.board.stones(go::Color::White)));
    CHECK(count(svg, "class=\"stone black dead\"") == 1);
    CHECK(count(svg, "<path class=\"dead\"") == 1);
    CHECK(count(svg, "class=\"territory black\"") == 1);
    CHECK(count(svg, "<circle class=\"unclaimed\"") == 1);
    // The dead stone's own territory mark is not drawn over its cross.
    CHECK(count(svg, "class=\"territory white\"") == 1);
    CHECK(count(svg, "class=\"dame\"") == 1);
    CHECK(count(svg, "class=\"seki\"") == 1);
    CHECK(count(svg, "class=\"ko\"") == 1);
    CHECK(count(svg, "<circle class=\"last\"") == 1);
    CHECK(count(svg, "<rect class=\"illegal\"") == 1);
    CHECK(count(svg, "class=\"label\"") == 2);
    CHECK(count(svg, ">12</text>") == 1);
    // Of the 5 hoshi, C7 and C3 hold stones.
    CHECK(count(svg, "class=\"hoshi\"") == 3);
    // 22 stones, 3 hoshi, the last-move ring, a dame, a point not counted, the illegal try's dot, the
    // background of label A.
    CHECK(d.board.stones(go::Color::Black) + d.board.stones(go::Color::White) == 22);
    CHECK(count(svg, "<circle") == 22 + 3 + 1 + 1 + 1 + 1 + 1);
    // Coordinates on all four sides: every column letter twice, every row number twice.
    CHECK(count(svg, ">J</text>") == 2);
    CHECK(count(svg, ">9</text>") == 2);
    CHECK(svg.find("class=\"cut\"") == std::string::npos);
    CHECK(svg.find("<title>Final position</title>") != std::string::npos);
}

TEST_CASE("the svg legend names each mark the board shows and no other", "[report]") {
    const std::string legend = legend_part(to_svg(scored_9x9()));
    for (const char* name : {"last move", "ko", "dead", "black territory", "white territory", "dame", "seki",
                             "illegal move", "not territory"})
        CHECK(count(legend, fmt::format(">{}</text>", name)) == 1);
    CHECK(count(legend, ">played out</text>") == 0);
    // Each sample drawn as on the board: the dead one with its cross, the territory one with its square.
    CHECK(count(legend, "<path class=\"dead\"") == 1);
    CHECK(count(legend, "class=\"territory black\"") == 1);

    Diagram played(go::Board::from_ascii("X.\n.O\n"));
    played.marks = {{pt(0, 0), Mark::PlayedOut}, {pt(1, 0), Mark::PlayedOut}, {pt(1, 1), Mark::Dead},
                    {pt(0, 1), Mark::Dead}};
    // Played-out and dead marks on empty points are not drawn, so not named.
    const std::string two = legend_part(to_svg(played));
    CHECK(count(two, ">played out</text>") == 1);
    CHECK(count(two, ">dead</text>") == 1);
    CHECK(count(two, "<text") == 2);

    Diagram bare(go::Board(9, 9));
    bare.board.set(pt(4, 4), go::Color::Black);
    const std::string svg = to_svg(bare);
    CHECK(legend_part(svg).empty());
    CHECK(well_formed(svg));
}

TEST_CASE("an empty 19x19 shows nine hoshi, 19 + 19 grid lines and no stones", "[report]") {
    const std::string svg = to_svg(Diagram(go::Board(19, 19)));
    CHECK(well_formed(svg));
    CHECK(count(svg, "class=\"hoshi\"") == 9);
    CHECK(count(svg, "<line") == 38);
    CHECK(count(svg, "class=\"stone") == 0);
    CHECK(svg.find("<title>") == std::string::npos);
}

TEST_CASE("a cropped svg draws only the window and marks its cut edges", "[report]") {
    Diagram d = scored_9x9();
    d.crop = Region{3, 3, 6, 6};
    const std::string whole = to_svg(d);
    CHECK(well_formed(whole));
    const std::string svg = board_part(whole);
    std::size_t black = 0;
    std::size_t white = 0;
    for (int y = 3; y <= 6; ++y)
        for (int x = 3; x <= 6; ++x) {
            black += d.board.at(pt(x, y)) == go::Color::Black;
            white += d.board.at(pt(x, y)) == go::Color::White;
        }
    CHECK(count(svg, "class=\"stone black") == black);
    CHECK(count(svg, "class=\"stone white") == white);
    CHECK(svg.find("class=\"cut\"") != std::string::npos);
    CHECK(count(svg, "<line") == 4 + 4 + 4);
    CHECK(count(svg, ">D</text>") == 2);
    CHECK(count(svg, ">C</text>") == 0);
    CHECK(count(svg, "class=\"ko\"") == 0);
}

TEST_CASE("svg escapes captions, labels and style strings", "[report]") {
    Diagram d(go::Board(3, 3));
    d.caption = "B <plays> & \"wins\" 'now'";
    d.labels = {{pt(1, 1), "<"}, {pt(0, 0), "&"}};
    SvgStyle style;
    style.font_family = "\"evil\" <font>";
    const std::string svg = to_svg(d, style);
    CHECK(well_formed(svg));
    CHECK(svg.find("B &lt;plays&gt; &amp; &quot;wins&quot; &#39;now&#39;") != std::string::npos);
    CHECK(svg.find("<plays>") == std::string::npos);
    CHECK(svg.find(">&lt;</text>") != std::string::npos);
    CHECK(svg.find(">&amp;</text>") != std::string::npos);
    CHECK(svg.find("font-family=\"&quot;evil&quot; &lt;font&gt;\"") != std::string::npos);
}

TEST_CASE("svg of any size is well formed", "[report]") {
    auto [w, h] = GENERATE(table<int, int>({{1, 1}, {5, 3}, {1, 19}, {52, 52}, {30, 2}}));
    Diagram d{go::Board(w, h)};
    d.board.set(pt(0, 0), go::Color::Black);
    d.marks = {{pt(0, 0), Mark::LastMove}};
    d.caption = "a long caption that has to be wrapped over several lines when the board is small";
    const std::string whole = to_svg(d);
    CHECK(well_formed(whole));
    const std::string svg = board_part(whole);
    CHECK(count(svg, "class=\"stone black") == 1);
    CHECK(count(svg, "<line") == static_cast<std::size_t>(w + h));
    CHECK(count(whole, "<tspan") >= 1);
}

TEST_CASE("a caption word longer than the image is cut over several lines, none of it lost", "[report]") {
    Diagram d{go::Board(5, 5)};
    d.caption = "/archive/" + std::string(200, 'k') + "/game.sgf: final position";
    const std::string svg = to_svg(d);
    CHECK(well_formed(svg));
    std::string joined;
    std::size_t lines = 0;
    for (std::size_t at = svg.find("<tspan"); at != std::string::npos; at = svg.find("<tspan", at + 1)) {
        const std::size_t from = svg.find('>', at) + 1;
        const std::string line = svg.substr(from, svg.find("</tspan>", from) - from);
        CHECK(line.size() < 60);
        joined += line;
        ++lines;
    }
    CHECK(lines > 3);
    CHECK(joined.find(std::string(200, 'k')) != std::string::npos);
}

TEST_CASE("xml_escape drops control characters and repairs invalid UTF-8", "[report]") {
    CHECK(xml_escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;");
    CHECK(xml_escape("tab\there\x01\x7f") == "tab\there");
    CHECK(xml_escape("Honinbō 本因坊") == "Honinbō 本因坊");
    CHECK(xml_escape("bad \xff\xfe end") == "bad \xEF\xBF\xBD\xEF\xBF\xBD end");
    CHECK(xml_escape("cut \xE6\x9C") == "cut \xEF\xBF\xBD\xEF\xBF\xBD");
    CHECK(xml_escape("surrogate \xED\xA0\x80") == "surrogate \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
}
