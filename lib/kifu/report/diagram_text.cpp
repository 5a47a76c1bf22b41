#include <kifu/report/diagram_text.hpp>

#include <algorithm>
#include <array>
#include <string_view>

namespace kifu::report {

namespace {

struct Glyphs {
    std::string_view black, white, dead_black, dead_white, empty, hoshi, ko, black_territory, white_territory,
        dame, seki, illegal, unclaimed;
};

constexpr Glyphs ascii{"X", "O", "x", "o", ".", "+", "#", "+", "-", "*", "~", "!", "."};
constexpr Glyphs unicode{"●", "○", "✖", "⊗", "", "╋", "□", "▪", "▫", "*", "~", "!", "◦"};

// Brackets drawn in the gaps around a point, by priority: illegal try, last move, seki.
enum class Bracket : std::uint8_t { None, Seki, Last, Illegal, Played };
constexpr std::array<char, 5> open_of{' ', '{', '(', '[', '<'};
constexpr std::array<char, 5> close_of{' ', '}', ')', ']', '>'};

struct Cell {
    std::string_view glyph;
    Bracket bracket = Bracket::None;
};

// Box-drawing glyph for an empty point from the grid lines that leave it (left, right, up, down).
std::string_view grid_glyph(bool l, bool r, bool u, bool d) {
    static constexpr std::array<std::string_view, 16> table{
        "·", "╷", "╵", "│", "╶", "┌", "└", "├", "╴", "┐", "┘", "┤", "─", "┬", "┴", "┼"};
    return table[static_cast<std::size_t>((l ? 8 : 0) | (r ? 4 : 0) | (u ? 2 : 0) | (d ? 1 : 0))];
}

// The first UTF-8 character of a label; empty for a space or control character.
std::string_view label_glyph(std::string_view s) {
    if (s.empty()) return s;
    const auto lead = static_cast<unsigned char>(s[0]);
    if (lead <= 0x20 || lead == 0x7F) return {};
    std::size_t n = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 1;
    return s.substr(0, std::min(n, s.size()));
}

void trim_right(std::string& line) {
    while (!line.empty() && line.back() == ' ') line.pop_back();
}

}  // namespace

std::string to_text(const Diagram& diagram, Charset charset) {
    const go::Board& board = diagram.board;
    const bool uni = charset == Charset::Unicode;
    const Glyphs& g = uni ? unicode : ascii;
    const int w = board.width();
    const int h = board.height();
    const Region region = visible_region(diagram);
    const go::Grid<std::uint16_t> bits = mark_bits(diagram);

    go::Grid<std::string_view> labels(w, h);
    for (const auto& [p, text] : diagram.labels)
        if (labels.contains(p)) labels[p] = label_glyph(text);

    std::uint16_t used = 0;
    for (int y = region.top; y <= region.bottom; ++y)
        for (int x = region.left; x <= region.right; ++x)
            used |= bits[go::Point{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)}];

    go::Grid<std::uint8_t> hoshi(w, h, 0);
    if (uni || !holds(used, Mark::BlackTerritory))
        for (go::Point p : hoshi_points(w, h)) hoshi[p] = 1;

    std::uint16_t shown = 0;
    auto show = [&](Mark mark) { shown = static_cast<std::uint16_t>(shown | (1U << static_cast<unsigned>(mark))); };
    auto cell_at = [&](int x, int y) {
        const go::Point p{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)};
        const std::size_t i = bits.index(p);
        const std::uint16_t b = bits[i];
        const go::Color stone = board.at(p);
        Cell cell;
        cell.bracket = holds(b, Mark::Illegal)    ? Bracket::Illegal
                       : holds(b, Mark::LastMove) ? Bracket::Last
                       : holds(b, Mark::Seki)     ? Bracket::Seki
                       : holds(b, Mark::PlayedOut) && stone != go::Color::Empty ? Bracket::Played
                                                  : Bracket::None;
        if (cell.bracket != Bracket::None)
            show(cell.bracket == Bracket::Illegal  ? Mark::Illegal
                 : cell.bracket == Bracket::Last   ? Mark::LastMove
                 : cell.bracket == Bracket::Played ? Mark::PlayedOut
                                                   : Mark::Seki);
        if (stone != go::Color::Empty) {
            const bool dead = holds(b, Mark::Dead);
            if (dead) show(Mark::Dead);
            cell.glyph = stone == go::Color::Black ? (dead ? g.dead_black : g.black) : (dead ? g.dead_white : g.white);
        } else if (!labels[i].empty()) {
            cell.glyph = labels[i];
        } else if (holds(b, Mark::Ko)) {
            cell.glyph = g.ko;
            show(Mark::Ko);
        } else if (holds(b, Mark::BlackTerritory)) {
            cell.glyph = g.black_territory;
            show(Mark::BlackTerritory);
        } else if (holds(b, Mark::WhiteTerritory)) {
            cell.glyph = g.white_territory;
            show(Mark::WhiteTerritory);
        } else if (holds(b, Mark::Seki)) {
            cell.glyph = g.seki;
            show(Mark::Seki);
        } else if (holds(b, Mark::Dame)) {
            cell.glyph = g.dame;
            show(Mark::Dame);
        } else if (holds(b, Mark::Unclaimed)) {
            cell.glyph = g.unclaimed;
            show(Mark::Unclaimed);
        } else if (holds(b, Mark::Illegal)) {
            cell.glyph = g.illegal;
            show(Mark::Illegal);
        } else if (hoshi[i]) {
            cell.glyph = g.hoshi;
        } else if (uni) {
            cell.glyph = grid_glyph(x > 0, x < w - 1, y > 0, y < h - 1);
        } else {
            cell.glyph = g.empty;
        }
        return cell;
    };

    const int top_row = h - region.top;
    const std::size_t label_width = std::max<std::size_t>(2, std::to_string(top_row).size());
    const std::string margin(label_width, ' ');

    std::vector<std::string> names;
    bool two_letters = false;
    for (int x = region.left; x <= region.right; ++x) {
        names.push_back(column_name(x));
        two_letters = two_letters || names.back().size() > 1;
    }
    std::string header;
    for (int line = two_letters ? 0 : 1; line < 2; ++line) {
        std::string text = margin + ' ';
        for (const auto& name : names) {
            text += name.size() > 1 ? name[static_cast<std::size_t>(line)] : line == 1 ? name[0] : ' ';
            text += ' ';
        }
        trim_right(text);
        header += text + '\n';
    }
    auto cut_line = [&] {
        std::string text = margin + ' ';
        for (std::size_t k = 0; k < names.size(); ++k) text += "│ ";
        trim_right(text);
        return text + '\n';
    };

    std::string out;
    if (!diagram.caption.empty()) out += diagram.caption + '\n';
    out += header;
    if (uni && region.top > 0) out += cut_line();
    const int n = region.width();
    std::vector<Cell> cells(static_cast<std::size_t>(n));
    for (int y = region.top; y <= region.bottom; ++y) {
        for (int k = 0; k < n; ++k) cells[static_cast<std::size_t>(k)] = cell_at(region.left + k, y);
        const std::string number = row_name(y, h);
        std::string line(label_width - number.size(), ' ');
        line += number;
        for (int slot = 0; slot <= n; ++slot) {
            const Bracket left = slot > 0 ? cells[static_cast<std::size_t>(slot - 1)].bracket : Bracket::None;
            const Bracket right = slot < n ? cells[static_cast<std::size_t>(slot)].bracket : Bracket::None;
            const bool outer_cut = (slot == 0 && region.left > 0) || (slot == n && region.right < w - 1);
            const bool inner = slot > 0 && slot < n;
            if (left != Bracket::None && right != Bracket::None && left != right) {
                line += '|';
            } else if (left != Bracket::None && right != left) {
                line += close_of[static_cast<std::size_t>(left)];
            } else if (right != Bracket::None && right != left) {
                line += open_of[static_cast<std::size_t>(right)];
            } else if (uni && (inner || outer_cut)) {
                line += "─";
            } else {
                line += ' ';
            }
            if (slot < n) line += cells[static_cast<std::size_t>(slot)].glyph;
        }
        line += number;
        out += line + '\n';
    }
    if (uni && region.bottom < h - 1) out += cut_line();
    out += header;

    std::string legend;
    auto item = [&](std::string_view glyphs, std::string_view name) {
        legend += legend.empty() ? "" : "  ";
        legend += glyphs;
        legend += ' ';
        legend += name;
    };
    if (holds(shown, Mark::LastMove)) item("( )", "last move");
    if (holds(shown, Mark::Ko)) item(g.ko, "ko");
    if (holds(shown, Mark::Dead)) item(std::string(g.dead_black) + " " + std::string(g.dead_white), "dead");
    if (holds(shown, Mark::BlackTerritory)) item(g.black_territory, "black territory");
    if (holds(shown, Mark::WhiteTerritory)) item(g.white_territory, "white territory");
    if (holds(shown, Mark::Dame)) item(g.dame, "dame");
    if (holds(shown, Mark::Unclaimed)) item(g.unclaimed, "not territory");
    if (holds(shown, Mark::Seki)) item("{ }", "seki");
    if (holds(shown, Mark::Illegal)) item("[ ]", "illegal move");
    if (holds(shown, Mark::PlayedOut)) item("< >", "played out");
    if (!legend.empty()) out += legend + '\n';
    return out;
}

}  // namespace kifu::report
