#include <kifu/score/dead_sources.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <kifu/go/grid.hpp>
#include <kifu/score/codes.hpp>
#include <kifu/score/messages.hpp>

namespace kifu::score {
namespace {

void sort_unique(std::vector<go::Point>& ps) {
    std::sort(ps.begin(), ps.end());
    ps.erase(std::unique(ps.begin(), ps.end()), ps.end());
}

}  // namespace

DeadStones dead_from_list(const go::Board& board, std::string_view points) {
    DeadStones out;
    out.source = DeadSource::List;
    std::vector<std::string> bad;
    std::vector<go::Point> empty;
    std::size_t i = 0;
    while (i < points.size()) {
        const auto is_sep = [](char c) { return c == ',' || c == ' ' || c == '\t' || c == '\n' || c == ';'; };
        while (i < points.size() && is_sep(points[i])) ++i;
        std::size_t j = i;
        while (j < points.size() && !is_sep(points[j])) ++j;
        if (j == i) break;
        const auto token = points.substr(i, j - i);
        i = j;
        const auto p = go::point_from_string(token, board.width(), board.height());
        if (!p) {
            bad.emplace_back(token);
        } else if (board.at(*p) == go::Color::Empty) {
            empty.push_back(*p);
        } else {
            for (const auto q : board.chain(*p)) out.dead.push_back(q);
        }
    }
    sort_unique(out.dead);
    if (!bad.empty()) {
        std::string msg = "--dead: not a point on this " + std::to_string(board.width()) + "x" +
                          std::to_string(board.height()) + " board:";
        for (const auto& b : bad) msg += " '" + b + "'";
        out.diagnostics.push_back(make(code::DeadNotAPoint, msg));
    }
    if (!empty.empty())
        out.diagnostics.push_back(make(code::DeadEmptyPoint, "--dead names empty " + list_points(empty)));
    return out;
}

DeadStones alive_all() {
    DeadStones out;
    out.source = DeadSource::AliveAll;
    return out;
}

DeadStones dead_unknown() {
    DeadStones out;
    out.source = DeadSource::Unknown;
    out.diagnostics.push_back(make(
        code::DeadUnknown, "dead stones unknown: no --dead, --alive-all or TB/TW markup; the game is not counted"));
    return out;
}

std::optional<DeadStones> dead_from_markup(const go::Board& board, std::span<const go::Point> territory_black,
                                           std::span<const go::Point> territory_white) {
    if (territory_black.empty() && territory_white.empty()) return std::nullopt;
    DeadStones out;
    out.source = DeadSource::Markup;
    const int w = board.width();
    const int h = board.height();
    // Bit 1: TB, bit 2: TW, bit 4: dead.
    go::Grid<std::uint8_t> mark(w, h, 0);
    std::vector<go::Point> off_board;
    for (const auto p : territory_black) mark.contains(p) ? void(mark[p] |= 1) : off_board.push_back(p);
    for (const auto p : territory_white) mark.contains(p) ? void(mark[p] |= 2) : off_board.push_back(p);
    sort_unique(off_board);

    std::vector<go::Point> both;
    std::vector<go::Point> own;
    std::vector<go::Point> partial;
    for (std::int16_t y = 0; y < h; ++y) {
        for (std::int16_t x = 0; x < w; ++x) {
            const go::Point p{x, y};
            auto& m = mark[p];
            if (m == 0) continue;
            if (m == 3) {
                both.push_back(p);
                m = 0;
                continue;
            }
            const auto c = board.at(p);
            if ((m == 1 && c == go::Color::Black) || (m == 2 && c == go::Color::White)) {
                own.push_back(p);
                m = 0;
            }
        }
    }
    for (std::int16_t y = 0; y < h; ++y) {
        for (std::int16_t x = 0; x < w; ++x) {
            const go::Point p{x, y};
            const auto m = mark[p];
            if ((m & 3) == 0 || (m & 4) || board.at(p) == go::Color::Empty) continue;
            const std::uint8_t marker = m & 3;
            for (const auto q : board.chain(p)) {
                auto& mq = mark[q];
                if ((mq & 3) != marker) {
                    partial.push_back(q);
                    mq = static_cast<std::uint8_t>((mq & 4) | marker);
                }
                mq |= 4;
                out.dead.push_back(q);
            }
        }
    }
    std::sort(out.dead.begin(), out.dead.end());

    if (!own.empty())
        out.diagnostics.push_back(make(
            code::MarkedOwnStone, "TB/TW marks the marker's own stones as territory, ignored: " + list_points(own)));
    if (!both.empty())
        out.diagnostics.push_back(make(code::MarkedTwice, "marked as both TB and TW, ignored: " + list_points(both)));
    if (!partial.empty()) {
        sort_unique(partial);
        out.diagnostics.push_back(
            make(code::PartlyMarkedChain,
                 "chains only partly marked dead, taken as dead as a whole; unmarked " + list_points(partial)));
    }
    if (!off_board.empty())
        out.diagnostics.push_back(
            make(code::MarkedOffBoard, "TB/TW off the board, ignored: " + list_points(off_board)));

    MarkedTerritory marked;
    for (std::int16_t x = 0; x < w; ++x) {
        for (std::int16_t y = 0; y < h; ++y) {
            const auto m = mark[go::Point{x, y}] & 3;
            if (m == 1) marked.black.push_back(go::Point{x, y});
            if (m == 2) marked.white.push_back(go::Point{x, y});
        }
    }
    out.marked = std::move(marked);
    return out;
}

DeadStones choose_dead(const go::Board& board, const DeadChoice& choice, std::span<const go::Point> territory_black,
                       std::span<const go::Point> territory_white) {
    if (choice.list) return dead_from_list(board, *choice.list);
    if (choice.alive_all) return alive_all();
    if (choice.use_markup) {
        if (auto d = dead_from_markup(board, territory_black, territory_white)) return std::move(*d);
    }
    return dead_unknown();
}

}  // namespace kifu::score
