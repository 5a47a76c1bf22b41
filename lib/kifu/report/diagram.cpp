#include <kifu/report/diagram.hpp>

#include <algorithm>

namespace kifu::report {

std::string_view to_name(Mark mark) {
    switch (mark) {
        case Mark::LastMove: return "last move";
        case Mark::Ko: return "ko";
        case Mark::Dead: return "dead";
        case Mark::BlackTerritory: return "black territory";
        case Mark::WhiteTerritory: return "white territory";
        case Mark::Dame: return "dame";
        case Mark::Seki: return "seki";
        case Mark::Illegal: return "illegal move";
        case Mark::PlayedOut: return "played out";
        case Mark::Unclaimed: return "not territory";
        case Mark::None: break;
    }
    return "none";
}

Region full_region(const go::Board& board) { return Region{0, 0, board.width() - 1, board.height() - 1}; }

Region visible_region(const Diagram& diagram) {
    const Region full = full_region(diagram.board);
    if (!diagram.crop) return full;
    const Region& c = *diagram.crop;
    Region r{std::max(c.left, full.left), std::max(c.top, full.top), std::min(c.right, full.right),
             std::min(c.bottom, full.bottom)};
    if (r.left > r.right || r.top > r.bottom) return full;
    return r;
}

Region crop_around(const go::Board& board, go::Point centre, int radius) {
    const int w = board.width();
    const int h = board.height();
    const int r = std::max(radius, 0);
    const int cx = std::clamp<int>(centre.x, 0, w - 1);
    const int cy = std::clamp<int>(centre.y, 0, h - 1);
    constexpr int snap = 2;
    const int left = std::clamp(cx - r, 0, std::max(0, w - (2 * r + 1)));
    const int top = std::clamp(cy - r, 0, std::max(0, h - (2 * r + 1)));
    Region out{left, top, std::min(left + 2 * r, w - 1), std::min(top + 2 * r, h - 1)};
    if (out.left <= snap) out.left = 0;
    if (out.top <= snap) out.top = 0;
    if (w - 1 - out.right <= snap) out.right = w - 1;
    if (h - 1 - out.bottom <= snap) out.bottom = h - 1;
    return out;
}

go::Grid<std::uint16_t> mark_bits(const Diagram& diagram) {
    go::Grid<std::uint16_t> bits(diagram.board.width(), diagram.board.height(), 0);
    for (const auto& [p, mark] : diagram.marks) {
        if (!bits.contains(p) || mark == Mark::None) continue;
        bits[p] |= static_cast<std::uint16_t>(1U << static_cast<unsigned>(mark));
    }
    return bits;
}

bool has_mark(const Diagram& diagram, go::Point p, Mark mark) {
    return std::any_of(diagram.marks.begin(), diagram.marks.end(),
                       [&](const auto& m) { return m.first == p && m.second == mark; });
}

std::vector<go::Point> hoshi_points(int width, int height) {
    if (width != height) return {};
    std::vector<int> lines;
    if (width == 9) lines = {2, 4, 6};
    else if (width == 13) lines = {3, 6, 9};
    else if (width == 19) lines = {3, 9, 15};
    std::vector<go::Point> out;
    for (int y : lines)
        for (int x : lines) {
            if (width == 9 && (x == 4) != (y == 4)) continue;
            out.push_back(go::Point{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)});
        }
    return out;
}

std::string column_name(int x) {
    std::string name = go::to_human(go::Point{static_cast<std::int16_t>(x), 0}, 1);
    while (!name.empty() && name.back() >= '0' && name.back() <= '9') name.pop_back();
    return name;
}

std::string row_name(int y, int height) { return std::to_string(height - y); }

}  // namespace kifu::report
