#include <kifu/score/regions.hpp>

#include <kifu/score/seki.hpp>

namespace kifu::score {

Regions analyse(const go::Board& board, std::span<const go::Point> dead) {
    Regions r;
    r.width = board.width();
    r.height = board.height();
    const auto n = static_cast<std::size_t>(r.width * r.height);
    r.live.assign(n, go::Color::Empty);
    for (int i = 0; i < static_cast<int>(n); ++i) r.live[static_cast<std::size_t>(i)] = board.at(r.point(i));
    for (const auto p : dead)
        if (board.on_board(p)) r.live[static_cast<std::size_t>(r.index(p))] = go::Color::Empty;

    r.kind.assign(n, PointKind::Dame);
    r.region.assign(n, -1);
    r.seki_chain.assign(n, 0);
    r.seki_eye.assign(n, 0);
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
            const int x = i % r.width;
            const int y = i / r.width;
            const int nbs[4] = {x > 0 ? i - 1 : -1, x + 1 < r.width ? i + 1 : -1, y > 0 ? i - r.width : -1,
                                y + 1 < r.height ? i + r.width : -1};
            for (const int j : nbs) {
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
    find_seki(r);
    return r;
}

}  // namespace kifu::score
