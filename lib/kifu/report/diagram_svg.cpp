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

// Wraps text into lines of at most `width` characters (counting code points), breaking at spaces.
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

std::string to_svg(const Diagram& diagram, const SvgStyle& style) {
    const go::Board& board = diagram.board;
    const int w = board.width();
    const int h = board.height();
    const Region region = visible_region(diagram);
    const go::Grid<std::uint16_t> bits = mark_bits(diagram);
    const double c = std::isfinite(style.cell) ? std::clamp(style.cell, 4.0, 400.0) : SvgStyle{}.cell;

    const bool cut_left = region.left > 0;
    const bool cut_right = region.right < w - 1;
    const bool cut_top = region.top > 0;
    const bool cut_bottom = region.bottom < h - 1;
    const double edge = 0.6 * c;
    const double cut = 0.85 * c;
    const double margin = style.coordinates ? 0.95 * c : 0.2 * c;
    const double board_w = (region.width() - 1) * c + (cut_left ? cut : edge) + (cut_right ? cut : edge);
    const double board_h = (region.height() - 1) * c + (cut_top ? cut : edge) + (cut_bottom ? cut : edge);
    const double bx = margin;
    const double by = margin;
    auto px = [&](int x) { return bx + (cut_left ? cut : edge) + (x - region.left) * c; };
    auto py = [&](int y) { return by + (cut_top ? cut : edge) + (y - region.top) * c; };

    const double width = 2 * margin + board_w;
    const double caption_size = std::max(0.46 * c, 9.0);
    const auto per_line = static_cast<std::size_t>(std::max(8.0, (width - 0.4 * c) / (0.55 * caption_size)));
    const std::vector<std::string> caption = wrap(diagram.caption, per_line);
    const double caption_h = caption.empty() ? 0 : 0.35 * c + caption_size * 1.25 * static_cast<double>(caption.size());
    const double height = 2 * margin + board_h + caption_h;

    std::string out;
    out.reserve(4096 + static_cast<std::size_t>(region.width() * region.height()) * 96);
    fmt::format_to(std::back_inserter(out), 
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
        "font-family=\"{2}\" role=\"img\">\n",
        num(width), num(height), xml_escape(style.font_family));
    if (!diagram.caption.empty()) out += "<title>" + xml_escape(diagram.caption) + "</title>\n";
    fmt::format_to(std::back_inserter(out), "<rect class=\"board\" x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\n", num(width),
                       num(height));
    fmt::format_to(std::back_inserter(out), "<rect class=\"wood\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{}\"/>\n",
                       num(bx), num(by), num(board_w), num(board_h), num(cut_left || cut_right || cut_top || cut_bottom ? 0 : 0.12 * c),
                       xml_escape(style.board_colour));

    // Grid: board edges thicker; lines run out to the wood's edge on a cut side.
    const double thin = std::max(0.035 * c, 0.6);
    const double thick = 2.2 * thin;
    const double top = cut_top ? by : py(region.top);
    const double bottom = cut_bottom ? by + board_h : py(region.bottom);
    const double left = cut_left ? bx : px(region.left);
    const double right = cut_right ? bx + board_w : px(region.right);
    out += "<g class=\"grid\" stroke=\"#2b2116\" stroke-linecap=\"square\">\n";
    for (int x = region.left; x <= region.right; ++x)
        fmt::format_to(std::back_inserter(out), "<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke-width=\"{3}\"/>\n", num(px(x)), num(top),
                           num(bottom), num(x == 0 || x == w - 1 ? thick : thin));
    for (int y = region.top; y <= region.bottom; ++y)
        fmt::format_to(std::back_inserter(out), "<line x1=\"{1}\" y1=\"{0}\" x2=\"{2}\" y2=\"{0}\" stroke-width=\"{3}\"/>\n", num(py(y)), num(left),
                           num(right), num(y == 0 || y == h - 1 ? thick : thin));
    out += "</g>\n";
    if (cut_left || cut_right || cut_top || cut_bottom) {
        fmt::format_to(std::back_inserter(out), "<g class=\"cut\" stroke=\"#8a6a2f\" stroke-width=\"{}\" stroke-dasharray=\"{} {}\" fill=\"none\">\n",
                           num(thick), num(0.22 * c), num(0.14 * c));
        auto edge_line = [&](double x1, double y1, double x2, double y2) {
            fmt::format_to(std::back_inserter(out), "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>\n", num(x1), num(y1), num(x2), num(y2));
        };
        if (cut_left) edge_line(bx, by, bx, by + board_h);
        if (cut_right) edge_line(bx + board_w, by, bx + board_w, by + board_h);
        if (cut_top) edge_line(bx, by, bx + board_w, by);
        if (cut_bottom) edge_line(bx, by + board_h, bx + board_w, by + board_h);
        out += "</g>\n";
    }

    auto at = [&](int x, int y) { return go::Point{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)}; };
    for (go::Point p : hoshi_points(w, h))
        if (region.contains(p) && board.at(p) == go::Color::Empty)
            fmt::format_to(std::back_inserter(out), "<circle class=\"hoshi\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#2b2116\"/>\n", num(px(p.x)),
                               num(py(p.y)), num(std::max(0.09 * c, 1.5)));

    if (style.coordinates) {
        const double fs = std::max(0.4 * c, 7.0);
        fmt::format_to(std::back_inserter(out), "<g class=\"coordinates\" font-size=\"{}\" fill=\"#3a3a3a\" text-anchor=\"middle\">\n", num(fs));
        const double shift = 0.36 * fs;
        for (int x = region.left; x <= region.right; ++x) {
            const std::string name = xml_escape(column_name(x));
            fmt::format_to(std::back_inserter(out), "<text x=\"{0}\" y=\"{1}\">{3}</text>\n<text x=\"{0}\" y=\"{2}\">{3}</text>\n", num(px(x)),
                               num(margin / 2 + shift), num(by + board_h + margin / 2 + shift), name);
        }
        for (int y = region.top; y <= region.bottom; ++y) {
            const std::string name = row_name(y, h);
            fmt::format_to(std::back_inserter(out), "<text x=\"{0}\" y=\"{2}\">{3}</text>\n<text x=\"{1}\" y=\"{2}\">{3}</text>\n", num(margin / 2),
                               num(bx + board_w + margin / 2), num(py(y) + shift), name);
        }
        out += "</g>\n";
    }

    go::Grid<std::string_view> labels(w, h);
    for (const auto& [p, text] : diagram.labels)
        if (labels.contains(p)) labels[p] = text;

    const double stone_r = 0.475 * c;
    const double stone_edge = std::max(0.03 * c, 0.5);
    for (int y = region.top; y <= region.bottom; ++y)
        for (int x = region.left; x <= region.right; ++x) {
            const std::size_t i = bits.index(at(x, y));
            const std::uint16_t b = bits[i];
            const go::Color stone = board.at(at(x, y));
            const double cx = px(x);
            const double cy = py(y);
            const bool black = stone == go::Color::Black;
            const std::string_view contrast = black ? "#ffffff" : "#111111";
            if (stone != go::Color::Empty) {
                const bool dead = holds(b, Mark::Dead);
                fmt::format_to(std::back_inserter(out), 
                    "<circle class=\"stone {}{}\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"{}\"{}/>\n",
                    black ? "black" : "white", dead ? " dead" : "", num(cx), num(cy), num(stone_r - stone_edge / 2),
                    black ? black_fill : white_fill, black ? "#000" : "#6b6b6b", num(stone_edge),
                    dead ? (black ? " fill-opacity=\"0.45\" stroke-opacity=\"0.6\"" : " fill-opacity=\"0.55\"") : "");
            }
            const double sq = 0.34 * c;
            const bool dead_stone = stone != go::Color::Empty && holds(b, Mark::Dead);
            if (!dead_stone && (holds(b, Mark::BlackTerritory) || holds(b, Mark::WhiteTerritory))) {
                const bool owner_black = holds(b, Mark::BlackTerritory);
                fmt::format_to(std::back_inserter(out), 
                    "<rect class=\"territory {}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"#111\" "
                    "stroke-width=\"{}\"/>\n",
                    owner_black ? "black" : "white", num(cx - sq / 2), num(cy - sq / 2), num(sq), num(sq),
                    owner_black ? black_fill : "#ffffff", num(owner_black ? 0.0 : thin));
            }
            if (dead_stone) {
                const double d = 0.2 * c;
                fmt::format_to(std::back_inserter(out), 
                    "<path class=\"dead\" d=\"M{} {}L{} {}M{} {}L{} {}\" stroke=\"{}\" stroke-width=\"{}\" "
                    "stroke-linecap=\"round\"/>\n",
                    num(cx - d), num(cy - d), num(cx + d), num(cy + d), num(cx - d), num(cy + d), num(cx + d), num(cy - d),
                    dead_cross, num(0.085 * c));
            }
            if (holds(b, Mark::Dame))
                fmt::format_to(std::back_inserter(out), 
                    "<circle class=\"dame\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#ffffff\" stroke=\"#555\" stroke-width=\"{}\"/>\n",
                    num(cx), num(cy), num(0.14 * c), num(thin * 1.6));
            if (holds(b, Mark::Seki)) {
                const double t = stone == go::Color::Empty ? 0.2 * c : 0.24 * c;
                fmt::format_to(std::back_inserter(out), 
                    "<path class=\"seki\" d=\"M{} {}L{} {}L{} {}Z\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" "
                    "stroke-linejoin=\"round\"/>\n",
                    num(cx), num(cy - t), num(cx + t * 0.95), num(cy + t * 0.65), num(cx - t * 0.95), num(cy + t * 0.65),
                    stone == go::Color::Empty ? seki_colour : contrast, num(0.07 * c));
            }
            if (holds(b, Mark::Ko)) {
                const double k = 0.46 * c;
                fmt::format_to(std::back_inserter(out), 
                    "<rect class=\"ko\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"/>\n",
                    num(cx - k / 2), num(cy - k / 2), num(k), num(k), stone == go::Color::Empty ? "#111111" : contrast,
                    num(0.075 * c));
            }
            if (holds(b, Mark::LastMove))
                fmt::format_to(std::back_inserter(out), 
                    "<circle class=\"last\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"/>\n",
                    num(cx), num(cy), num(0.27 * c), stone == go::Color::Empty ? illegal_colour : contrast, num(0.08 * c));
            if (holds(b, Mark::Illegal)) {
                const double s = 0.94 * c;
                fmt::format_to(std::back_inserter(out), 
                    "<rect class=\"illegal\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" "
                    "stroke-width=\"{}\" stroke-dasharray=\"{} {}\"/>\n",
                    num(cx - s / 2), num(cy - s / 2), num(s), num(s), illegal_colour, num(0.08 * c), num(0.16 * c),
                    num(0.08 * c));
                if (stone == go::Color::Empty && labels[i].empty())
                    fmt::format_to(std::back_inserter(out), 
                        "<circle class=\"illegal\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>\n", num(cx), num(cy),
                        num(0.12 * c), illegal_colour);
            }
            if (!labels[i].empty()) {
                const std::size_t len = labels[i].size();
                const double fs = (len <= 1 ? 0.56 : len == 2 ? 0.48 : 0.38) * c;
                if (stone == go::Color::Empty && b == 0)
                    fmt::format_to(std::back_inserter(out), "<circle class=\"label-bg\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>\n", num(cx), num(cy),
                                       num(0.36 * c), xml_escape(style.board_colour));
                fmt::format_to(std::back_inserter(out), 
                    "<text class=\"label\" x=\"{}\" y=\"{}\" font-size=\"{}\" font-weight=\"bold\" text-anchor=\"middle\" "
                    "fill=\"{}\">{}</text>\n",
                    num(cx), num(cy + 0.36 * fs), num(fs), stone == go::Color::Empty ? "#111111" : contrast,
                    xml_escape(labels[i]));
            }
        }

    if (!caption.empty()) {
        fmt::format_to(std::back_inserter(out), "<text class=\"caption\" x=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"#222\">", num(width / 2),
                           num(caption_size));
        double y = 2 * margin + board_h + 0.15 * c + caption_size;
        for (const auto& line : caption) {
            fmt::format_to(std::back_inserter(out), "<tspan x=\"{}\" y=\"{}\">{}</tspan>", num(width / 2), num(y), xml_escape(line));
            y += caption_size * 1.25;
        }
        out += "</text>\n";
    }
    out += "</svg>\n";
    return out;
}

}  // namespace kifu::report
