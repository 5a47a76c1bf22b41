#include <kifu/score/regions.hpp>

#include <kifu/score/seki.hpp>

namespace kifu::score {

Regions analyse(const go::Board& board, std::span<const go::Point> dead) {
    Regions r;
    r.width = board.width();
    r.height = board.height();
    r.live = go::Grid<go::Color>(r.width, r.height, go::Color::Empty);
    const std::size_t n = r.live.size();
    for (std::size_t i = 0; i < n; ++i) r.live[i] = board.at(r.live.point(i));
    const go::Grid<go::Color> stones = r.live;
    for (const auto p : dead)
        if (board.on_board(p)) r.live[p] = go::Color::Empty;

    r.kind = go::Grid<PointKind>(r.width, r.height, PointKind::Dame);
    r.region = go::Grid<int>(r.width, r.height, -1);
    r.seki_chain = go::Grid<std::uint8_t>(r.width, r.height, 0);
    r.seki_eye = go::Grid<std::uint8_t>(r.width, r.height, 0);
    std::vector<int> stack;
    std::vector<int> members;
    int next_region = 0;
    for (int start = 0; start < static_cast<int>(n); ++start) {
        const auto s = static_cast<std::size_t>(start);
        if (r.live[s] != go::Color::Empty) {
            r.kind[s] = r.live[s] == go::Color::Black ? PointKind::BlackStone : PointKind::WhiteStone;
            continue;
        }
        if (r.region[s] >= 0) continue;
        const int id = next_region++;
        bool black = false;
        bool white = false;
        members.clear();
        stack.assign(1, start);
        r.region[s] = id;
        while (!stack.empty()) {
            const int i = stack.back();
            stack.pop_back();
            members.push_back(i);
            for (const int j : r.live.neighbours(i)) {
                if (j < 0) continue;
                const auto c = r.live[static_cast<std::size_t>(j)];
                if (c == go::Color::Black) {
                    black = true;
                } else if (c == go::Color::White) {
                    white = true;
                } else if (r.region[static_cast<std::size_t>(j)] < 0) {
                    r.region[static_cast<std::size_t>(j)] = id;
                    stack.push_back(j);
                }
            }
        }
        const PointKind k = black && !white   ? PointKind::BlackTerritory
                            : white && !black ? PointKind::WhiteTerritory
                                              : PointKind::Dame;
        for (const int i : members) r.kind[static_cast<std::size_t>(i)] = k;
    }
    find_seki(r, stones);
    return r;
}

}  // namespace kifu::score
