#include <kifu/report/diagram_svg.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <vector>

#include <fmt/format.h>

#include <kifu/util/number.hpp>

namespace kifu::report {

namespace {

constexpr std::string_view black_fill = "#111";
constexpr std::string_view white_fill = "#f8f8f4";
constexpr std::string_view dead_cross = "#c62828";
constexpr std::string_view seki_colour = "#1e5aa8";
constexpr std::string_view illegal_colour = "#d32f2f";

// A number with at most two decimals and no trailing zeros.
std::string num(double v) { return util::format_number(v); }

// Length of a valid UTF-8 sequence starting at s[i], or 0.
std::size_t utf8_length(std::string_view s, std::size_t i) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::size_t n = 0;
    std::uint32_t cp = 0;
    if (c < 0x80) return 1;
    if ((c >> 5) == 0x6) n = 2, cp = c & 0x1FU;
    else if ((c >> 4) == 0xE) n = 3, cp = c & 0x0FU;
    else if ((c >> 3) == 0x1E) n = 4, cp = c & 0x07U;
    else return 0;
    if (i + n > s.size()) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        const auto d = static_cast<unsigned char>(s[i + k]);
        if ((d >> 6) != 0x2) return 0;
        cp = (cp << 6) | (d & 0x3FU);
    }
    const std::uint32_t min = n == 2 ? 0x80 : n == 3 ? 0x800 : 0x10000;
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0xFFFE || cp == 0xFFFF) return 0;
    return n;
}

// Wraps text into lines of at most `width` characters (counting code points), breaking at spaces, and inside a
// word only when the word is longer than a line (after a '/' or '!' of a path when there is one).
std::vector<std::string> wrap(std::string_view text, std::size_t width) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t line_chars = 0;
    std::size_t pos = 0;
    auto chars = [](std::string_view w) {
        return static_cast<std::size_t>(std::count_if(w.begin(), w.end(), [](char c) {
            return (static_cast<unsigned char>(c) & 0xC0U) != 0x80U;
        }));
    };
    while (pos < text.size()) {
        if (text[pos] == '\n') {
            lines.push_back(line);
            line.clear();
            line_chars = 0;
            ++pos;
            continue;
        }
        if (text[pos] == ' ') {
            ++pos;
            continue;
        }
        std::size_t end = pos;
        while (end < text.size() && text[end] != ' ' && text[end] != '\n') ++end;
        // A word longer than a line (a file path) is cut after its last '/' or '!' within `width` characters, or
        // after `width` characters when there is none.
        std::size_t after_separator = pos;
        for (std::size_t taken = 0, i = pos; i < end; ++i) {
            if ((static_cast<unsigned char>(text[i]) & 0xC0U) != 0x80U && taken++ == width) {
                end = after_separator > pos ? after_separator : i;
                break;
            }
            if (text[i] == '/' || text[i] == '!') after_separator = i + 1;
        }
        const std::string_view word = text.substr(pos, end - pos);
        const std::size_t n = chars(word);
        if (line_chars > 0 && line_chars + 1 + n > width) {
            lines.push_back(line);
            line.clear();
            line_chars = 0;
        }
        if (line_chars > 0) line += ' ', ++line_chars;
        line += word;
        line_chars += n;
        pos = end;
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

}  // namespace

std::string xml_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x80) {
            switch (c) {
                case '&': out += "&amp;"; break;
                case '<': out += "&lt;"; break;
                case '>': out += "&gt;"; break;
                case '"': out += "&quot;"; break;
                case '\'': out += "&#39;"; break;
                default:
                    if ((u >= 0x20 && u != 0x7F) || c == '\n' || c == '\t' || c == '\r') out += c;
            }
            ++i;
            continue;
        }
        const std::size_t n = utf8_length(text, i);
        if (n == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
    }
    return out;
}

namespace {

// One entry of the legend: a sample point (a stone or an empty point with the mark) and the mark's name.
struct LegendItem {
    Mark mark;
    go::Color stone;
    double x, y;  // the sample's centre
};

// The marks of a point that are drawn (draw_point and the legend read this): a dead or played-out mark only on a
// stone, a mark left out of territory only on an empty point, no territory under a dead cross.
std::uint16_t drawn_marks(go::Color stone, std::uint16_t b) {
    auto drop = [&](Mark m) { b = static_cast<std::uint16_t>(b & ~(1U << static_cast<unsigned>(m))); };
    if (stone == go::Color::Empty) {
        drop(Mark::Dead);
        drop(Mark::PlayedOut);
    } else {
        drop(Mark::Unclaimed);
        if (holds(b, Mark::Dead)) {
            drop(Mark::BlackTerritory);
            drop(Mark::WhiteTerritory);
        }
    }
    return b;
}

// The stone a mark's legend sample stands on: none for marks of empty points.
go::Color sample_stone(Mark mark) {
    switch (mark) {
        case Mark::LastMove:
        case Mark::Dead:
        case Mark::PlayedOut: return go::Color::Black;
        default: return go::Color::Empty;
    }
}

// Where everything of a diagram goes: cell size, the visible region and its cut sides, margins,
// the board's and the image's size, the legend's samples (one for each mark drawn, in rows below the
// board) and the caption's lines.
struct Layout {
    Layout(const Diagram& diagram, const SvgStyle& style, std::uint16_t shown)
        : region(visible_region(diagram)),
          w(diagram.board.width()),
          h(diagram.board.height()),
          c(std::isfinite(style.cell) ? std::clamp(style.cell, 4.0, 400.0) : SvgStyle{}.cell),
          cut_left(region.left > 0),
          cut_right(region.right < w - 1),
          cut_top(region.top > 0),
          cut_bottom(region.bottom < h - 1),
          edge(0.6 * c),
          cut(0.85 * c),
          margin(style.coordinates ? 0.95 * c : 0.2 * c),
          board_w((region.width() - 1) * c + (cut_left ? cut : edge) + (cut_right ? cut : edge)),
          board_h((region.height() - 1) * c + (cut_top ? cut : edge) + (cut_bottom ? cut : edge)),
          bx(margin),
          by(margin),
          width(2 * margin + board_w),
          caption_size(std::max(0.46 * c, 9.0)),
          caption(wrap(diagram.caption,
                       static_cast<std::size_t>(std::max(8.0, (width - 0.4 * c) / (0.55 * caption_size))))),
          legend_top(2 * margin + board_h),
          legend_h(place_legend(shown)),
          caption_h(caption.empty() ? 0 : 0.35 * c + caption_size * 1.25 * static_cast<double>(caption.size())),
          height(2 * margin + board_h + legend_h + caption_h),
          thin(std::max(0.035 * c, 0.6)),
          thick(2.2 * thin) {}

    // Lays the legend's samples out in rows as wide as the image, in the order of Mark; returns its height.
    double place_legend(std::uint16_t shown) {
        const double gap = 0.25 * c;
        const double left = 0.2 * c;
        double x = left;
        double y = legend_top + 0.5 * c;
        for (unsigned m = 1; m <= static_cast<unsigned>(Mark::Unclaimed); ++m) {
            const auto mark = static_cast<Mark>(m);
            if (!holds(shown, mark)) continue;
            const double w = c + gap + 0.55 * caption_size * static_cast<double>(to_name(mark).size());
            if (x > left && x + w > width - left) {
                x = left;
                y += 1.15 * c;
            }
            legend.push_back({mark, sample_stone(mark), x + 0.5 * c, y});
            x += w + 2 * gap;
        }
        return legend.empty() ? 0 : y + 0.5 * c + 0.15 * c - legend_top;
    }

    [[nodiscard]] double px(int x) const { return bx + (cut_left ? cut : edge) + (x - region.left) * c; }
    [[nodiscard]] double py(int y) const { return by + (cut_top ? cut : edge) + (y - region.top) * c; }
    [[nodiscard]] bool cropped() const { return cut_left || cut_right || cut_top || cut_bottom; }

    Region region;
    int w, h;
    double c;
    bool cut_left, cut_right, cut_top, cut_bottom;
    double edge, cut, margin, board_w, board_h, bx, by, width, caption_size;
    std::vector<std::string> caption;
    std::vector<LegendItem> legend;
    double legend_top, legend_h, caption_h, height, thin, thick;
};

using Out = std::back_insert_iterator<std::string>;

// The <svg> element's start, its title, the white page and the wood.
void draw_frame(Out out, const Layout& l, const Diagram& diagram, const SvgStyle& style) {
    fmt::format_to(out,
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
                   "font-family=\"{2}\" role=\"img\">\n",
                   num(l.width), num(l.height), xml_escape(style.font_family));
    if (!diagram.caption.empty()) {
        std::string title = diagram.caption;  // one line: the caption's line breaks as "; "
        for (std::size_t at = title.find('\n'); at != std::string::npos; at = title.find('\n', at))
            title.replace(at, 1, "; ");
        fmt::format_to(out, "<title>{}</title>\n", xml_escape(title));
    }
    fmt::format_to(out, "<rect class=\"board\" x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\n",
                   num(l.width), num(l.height));
    fmt::format_to(out, "<rect class=\"wood\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{}\"/>\n",
                   num(l.bx), num(l.by), num(l.board_w), num(l.board_h), num(l.cropped() ? 0 : 0.12 * l.c),
                   xml_escape(style.board_colour));
}

// Grid lines, the board's edges thicker; lines run out to the wood's edge on a cut side.
void draw_grid(Out out, const Layout& l) {
    const double top = l.cut_top ? l.by : l.py(l.region.top);
    const double bottom = l.cut_bottom ? l.by + l.board_h : l.py(l.region.bottom);
    const double left = l.cut_left ? l.bx : l.px(l.region.left);
    const double right = l.cut_right ? l.bx + l.board_w : l.px(l.region.right);
    fmt::format_to(out, "<g class=\"grid\" stroke=\"#2b2116\" stroke-linecap=\"square\">\n");
    for (int x = l.region.left; x <= l.region.right; ++x)
        fmt::format_to(out, "<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke-width=\"{3}\"/>\n", num(l.px(x)),
                       num(top), num(bottom), num(x == 0 || x == l.w - 1 ? l.thick : l.thin));
    for (int y = l.region.top; y <= l.region.bottom; ++y)
        fmt::format_to(out, "<line x1=\"{1}\" y1=\"{0}\" x2=\"{2}\" y2=\"{0}\" stroke-width=\"{3}\"/>\n", num(l.py(y)),
                       num(left), num(right), num(y == 0 || y == l.h - 1 ? l.thick : l.thin));
    fmt::format_to(out, "</g>\n");
}

// Dashed lines along the sides where a crop cuts the board.
void draw_cut_edges(Out out, const Layout& l) {
    if (!l.cropped()) return;
    fmt::format_to(
        out, "<g class=\"cut\" stroke=\"#8a6a2f\" stroke-width=\"{}\" stroke-dasharray=\"{} {}\" fill=\"none\">\n",
        num(l.thick), num(0.22 * l.c), num(0.14 * l.c));
    auto edge_line = [&](double x1, double y1, double x2, double y2) {
        fmt::format_to(out, "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>\n", num(x1), num(y1), num(x2), num(y2));
    };
    if (l.cut_left) edge_line(l.bx, l.by, l.bx, l.by + l.board_h);
    if (l.cut_right) edge_line(l.bx + l.board_w, l.by, l.bx + l.board_w, l.by + l.board_h);
    if (l.cut_top) edge_line(l.bx, l.by, l.bx + l.board_w, l.by);
    if (l.cut_bottom) edge_line(l.bx, l.by + l.board_h, l.bx + l.board_w, l.by + l.board_h);
    fmt::format_to(out, "</g>\n");
}

// The star points that are visible and empty.
void draw_hoshi(Out out, const Layout& l, const go::Board& board) {
    for (go::Point p : hoshi_points(l.w, l.h))
        if (l.region.contains(p) && board.at(p) == go::Color::Empty)
            fmt::format_to(out, "<circle class=\"hoshi\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#2b2116\"/>\n",
                           num(l.px(p.x)), num(l.py(p.y)), num(std::max(0.09 * l.c, 1.5)));
}

// Column letters above and below, row numbers left and right.
void draw_coordinates(Out out, const Layout& l) {
    const double fs = std::max(0.4 * l.c, 7.0);
    fmt::format_to(out, "<g class=\"coordinates\" font-size=\"{}\" fill=\"#3a3a3a\" text-anchor=\"middle\">\n",
                   num(fs));
    const double shift = 0.36 * fs;
    for (int x = l.region.left; x <= l.region.right; ++x)
        fmt::format_to(out, "<text x=\"{0}\" y=\"{1}\">{3}</text>\n<text x=\"{0}\" y=\"{2}\">{3}</text>\n",
                       num(l.px(x)), num(l.margin / 2 + shift), num(l.by + l.board_h + l.margin / 2 + shift),
                       xml_escape(column_name(x)));
    for (int y = l.region.top; y <= l.region.bottom; ++y)
        fmt::format_to(out, "<text x=\"{0}\" y=\"{2}\">{3}</text>\n<text x=\"{1}\" y=\"{2}\">{3}</text>\n",
                       num(l.margin / 2), num(l.bx + l.board_w + l.margin / 2), num(l.py(y) + shift), row_name(y, l.h));
    fmt::format_to(out, "</g>\n");
}

// One point: its stone, then its marks (territory, dead cross, dame, seki, ko, last move, illegal
// try) and its label, in that order.
void draw_point(Out out, const Layout& l, go::Color stone, std::uint16_t marks, std::string_view label, double cx,
                double cy, const SvgStyle& style) {
    const std::uint16_t b = drawn_marks(stone, marks);
    const double c = l.c;
    const double stone_r = 0.475 * c;
    const double stone_edge = std::max(0.03 * c, 0.5);
    const bool black = stone == go::Color::Black;
    const bool empty = stone == go::Color::Empty;
    const std::string_view contrast = black ? "#ffffff" : "#111111";
    const bool dead_stone = holds(b, Mark::Dead);
    if (!empty)
        fmt::format_to(
            out,
            "<circle class=\"stone {}{}\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" stroke=\"{}\" "
            "stroke-width=\"{}\"{}/>\n",
            black ? "black" : "white", dead_stone ? " dead" : "", num(cx), num(cy), num(stone_r - stone_edge / 2),
            black ? black_fill : white_fill, black ? "#000" : "#6b6b6b", num(stone_edge),
            dead_stone ? (black ? " fill-opacity=\"0.45\" stroke-opacity=\"0.6\"" : " fill-opacity=\"0.55\"") : "");
    if (holds(b, Mark::BlackTerritory) || holds(b, Mark::WhiteTerritory)) {
        const double sq = 0.34 * c;
        const bool owner_black = holds(b, Mark::BlackTerritory);
        fmt::format_to(out,
                       "<rect class=\"territory {}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" "
                       "stroke=\"#111\" stroke-width=\"{}\"/>\n",
                       owner_black ? "black" : "white", num(cx - sq / 2), num(cy - sq / 2), num(sq), num(sq),
                       owner_black ? black_fill : "#ffffff", num(owner_black ? 0.0 : l.thin));
    }
    if (dead_stone) {
        const double d = 0.2 * c;
        fmt::format_to(out,
                       "<path class=\"dead\" d=\"M{} {}L{} {}M{} {}L{} {}\" stroke=\"{}\" stroke-width=\"{}\" "
                       "stroke-linecap=\"round\"/>\n",
                       num(cx - d), num(cy - d), num(cx + d), num(cy + d), num(cx - d), num(cy + d), num(cx + d),
                       num(cy - d), dead_cross, num(0.085 * c));
    }
    if (holds(b, Mark::Dame))
        fmt::format_to(out,
                       "<circle class=\"dame\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#ffffff\" stroke=\"#555\" "
                       "stroke-width=\"{}\"/>\n",
                       num(cx), num(cy), num(0.14 * c), num(l.thin * 1.6));
    if (holds(b, Mark::Unclaimed))
        fmt::format_to(out,
                       "<circle class=\"unclaimed\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"#555\" "
                       "stroke-width=\"{}\" stroke-dasharray=\"{} {}\"/>\n",
                       num(cx), num(cy), num(0.16 * c), num(l.thin * 2.4), num(0.09 * c), num(0.07 * c));
    if (holds(b, Mark::Seki)) {
        const double t = empty ? 0.2 * c : 0.24 * c;
        fmt::format_to(out,
                       "<path class=\"seki\" d=\"M{} {}L{} {}L{} {}Z\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" "
                       "stroke-linejoin=\"round\"/>\n",
                       num(cx), num(cy - t), num(cx + t * 0.95), num(cy + t * 0.65), num(cx - t * 0.95),
                       num(cy + t * 0.65), empty ? seki_colour : contrast, num(0.07 * c));
    }
    if (holds(b, Mark::Ko)) {
        const double k = 0.46 * c;
        fmt::format_to(out,
                       "<rect class=\"ko\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" "
                       "stroke-width=\"{}\"/>\n",
                       num(cx - k / 2), num(cy - k / 2), num(k), num(k), empty ? "#111111" : contrast, num(0.075 * c));
    }
    if (holds(b, Mark::PlayedOut))
        fmt::format_to(out, "<rect class=\"played\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n",
                       num(cx - 0.1 * c), num(cy - 0.1 * c), num(0.2 * c), num(0.2 * c), contrast);
    if (holds(b, Mark::LastMove))
        fmt::format_to(out,
                       "<circle class=\"last\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" "
                       "stroke-width=\"{}\"/>\n",
                       num(cx), num(cy), num(0.27 * c), empty ? illegal_colour : contrast, num(0.08 * c));
    if (holds(b, Mark::Illegal)) {
        const double s = 0.94 * c;
        fmt::format_to(
            out,
            "<rect class=\"illegal\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" "
            "stroke-width=\"{}\" stroke-dasharray=\"{} {}\"/>\n",
            num(cx - s / 2), num(cy - s / 2), num(s), num(s), illegal_colour, num(0.08 * c), num(0.16 * c),
            num(0.08 * c));
        if (empty && label.empty())
            fmt::format_to(out, "<circle class=\"illegal\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>\n", num(cx),
                           num(cy), num(0.12 * c), illegal_colour);
    }
    if (!label.empty()) {
        const std::size_t len = label.size();
        const double fs = (len <= 1 ? 0.56 : len == 2 ? 0.48 : 0.38) * c;
        if (empty && b == 0)
            fmt::format_to(out, "<circle class=\"label-bg\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>\n", num(cx),
                           num(cy), num(0.36 * c), xml_escape(style.board_colour));
        fmt::format_to(out,
                       "<text class=\"label\" x=\"{}\" y=\"{}\" font-size=\"{}\" font-weight=\"bold\" "
                       "text-anchor=\"middle\" fill=\"{}\">{}</text>\n",
                       num(cx), num(cy + 0.36 * fs), num(fs), empty ? "#111111" : contrast, xml_escape(label));
    }
}

// The legend: each sample on a square of wood, drawn as on the board, and the mark's name.
void draw_legend(Out out, const Layout& l, const SvgStyle& style) {
    if (l.legend.empty()) return;
    fmt::format_to(out, "<g class=\"legend\">\n");
    for (const LegendItem& item : l.legend) {
        fmt::format_to(out, "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{}\"/>\n",
                       num(item.x - 0.5 * l.c), num(item.y - 0.5 * l.c), num(l.c), num(l.c), num(0.12 * l.c),
                       xml_escape(style.board_colour));
        const auto bits = static_cast<std::uint16_t>(1U << static_cast<unsigned>(item.mark));
        draw_point(out, l, item.stone, bits, {}, item.x, item.y, style);
        fmt::format_to(out, "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"#222\">{}</text>\n",
                       num(item.x + 0.75 * l.c), num(item.y + 0.36 * l.caption_size), num(l.caption_size),
                       xml_escape(to_name(item.mark)));
    }
    fmt::format_to(out, "</g>\n");
}

// The caption's lines, centred below the board (and the legend).
void draw_caption(Out out, const Layout& l) {
    if (l.caption.empty()) return;
    fmt::format_to(out, "<text class=\"caption\" x=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"#222\">",
                   num(l.width / 2), num(l.caption_size));
    double y = 2 * l.margin + l.board_h + l.legend_h + 0.15 * l.c + l.caption_size;
    for (const auto& line : l.caption) {
        fmt::format_to(out, "<tspan x=\"{}\" y=\"{}\">{}</tspan>", num(l.width / 2), num(y), xml_escape(line));
        y += l.caption_size * 1.25;
    }
    fmt::format_to(out, "</text>\n");
}

}  // namespace

std::string to_svg(const Diagram& diagram, const SvgStyle& style) {
    const go::Board& board = diagram.board;
    const go::Grid<std::uint16_t> bits = mark_bits(diagram);
    const Region region = visible_region(diagram);
    std::uint16_t shown = 0;
    for (int y = region.top; y <= region.bottom; ++y)
        for (int x = region.left; x <= region.right; ++x) {
            const go::Point p{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)};
            shown = static_cast<std::uint16_t>(shown | drawn_marks(board.at(p), bits[p]));
        }
    const Layout l(diagram, style, shown);
    go::Grid<std::string_view> labels(l.w, l.h);
    for (const auto& [p, text] : diagram.labels)
        if (labels.contains(p)) labels[p] = text;

    std::string svg;
    svg.reserve(4096 + static_cast<std::size_t>(l.region.width() * l.region.height()) * 96);
    const Out out(svg);
    draw_frame(out, l, diagram, style);
    draw_grid(out, l);
    draw_cut_edges(out, l);
    draw_hoshi(out, l, board);
    if (style.coordinates) draw_coordinates(out, l);
    for (int y = l.region.top; y <= l.region.bottom; ++y)
        for (int x = l.region.left; x <= l.region.right; ++x) {
            const go::Point p{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)};
            draw_point(out, l, board.at(p), bits[p], labels[p], l.px(x), l.py(y), style);
        }
    draw_legend(out, l, style);
    draw_caption(out, l);
    svg += "</svg>\n";
    return svg;
}

}  // namespace kifu::report
