#include <kifu/estimate/proofs.hpp>

#include <algorithm>
#include <array>
#include <utility>

namespace kifu::estimate {
namespace {

// A maximal connected set of cells that are not `color` (empty points and opponent stones).
struct Region {
    std::vector<int> cells;
    std::vector<int> empties;
    std::vector<int> chains;     // bordering chains of `color`
    std::vector<int> vital_to;   // bordering chains every empty point of the region touches
};

// Every region of non-`color` cells, with region_of set per cell (-1 for `color` stones).
std::vector<Region> regions_of(const Position& pos, Cell color, std::vector<int>& region_of) {
    std::vector<Region> regions;
    region_of.assign(ix(pos.board.cells()), -1);
    std::vector<int> stack;
    for (int p : pos.points) {
        if (pos.at(p) == color || region_of[ix(p)] >= 0) continue;
        Region r;
        const int id = static_cast<int>(regions.size());
        region_of[ix(p)] = id;
        stack.assign(1, p);
        while (!stack.empty()) {
            const int q = stack.back();
            stack.pop_back();
            r.cells.push_back(q);
            if (pos.at(q) == Cell::Empty) r.empties.push_back(q);
            for (int d : pos.dirs) {
                const int n = q + d;
                const Cell x = pos.at(n);
                if (x == Cell::Border) continue;
                if (x == color) {
                    const int c = pos.chain_of[ix(n)];
                    if (std::find(r.chains.begin(), r.chains.end(), c) == r.chains.end()) r.chains.push_back(c);
                } else if (region_of[ix(n)] < 0) {
                    region_of[ix(n)] = id;
                    stack.push_back(n);
                }
            }
        }
        for (int c : r.chains) {
            const bool vital = std::all_of(r.empties.begin(), r.empties.end(), [&](int e) {
                return std::any_of(pos.dirs.begin(), pos.dirs.end(),
                                   [&](int d) { return pos.chain_of[ix(e + d)] == c; });
            });
            if (vital && !r.empties.empty()) r.vital_to.push_back(c);
        }
        regions.push_back(std::move(r));
    }
    return regions;
}

}  // namespace

std::vector<std::vector<int>> benson(Position& pos, Cell color) {
    std::vector<int> region_of;
    const std::vector<Region> regions = regions_of(pos, color, region_of);
    std::vector<char> alive(pos.chains.size(), 0);
    for (std::size_t c = 0; c < pos.chains.size(); ++c) alive[c] = pos.chains[c].color == color;
    std::vector<char> region_ok(regions.size(), 0);
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t r = 0; r < regions.size(); ++r)
            region_ok[r] = std::all_of(regions[r].chains.begin(), regions[r].chains.end(),
                                       [&](int c) { return alive[ix(c)] != 0; });
        std::vector<int> vital_count(pos.chains.size(), 0);
        for (std::size_t r = 0; r < regions.size(); ++r)
            if (region_ok[r])
                for (int c : regions[r].vital_to) ++vital_count[ix(c)];
        for (std::size_t c = 0; c < pos.chains.size(); ++c)
            if (alive[c] && vital_count[c] < 2) {
                alive[c] = 0;
                changed = true;
            }
    }
    std::vector<std::vector<int>> sealed;
    for (std::size_t c = 0; c < pos.chains.size(); ++c)
        if (alive[c]) pos.chains[c].benson = true;
    for (std::size_t r = 0; r < regions.size(); ++r) {
        const Region& reg = regions[r];
        if (reg.chains.empty() || reg.vital_to.empty()) continue;
        if (std::all_of(reg.chains.begin(), reg.chains.end(), [&](int c) { return alive[ix(c)] != 0; }))
            sealed.push_back(reg.cells);
    }
    return sealed;
}

void bent_four(Position& pos, const std::vector<char>& surrounded_alive) {
    const int w = pos.board.width();
    const int h = pos.board.height();
    if (w < 4 || h < 4) return;
    for (Cell color : {Cell::Black, Cell::White}) {
        std::vector<int> region_of;
        const std::vector<Region> regions = regions_of(pos, color, region_of);
        for (const Region& r : regions) {
            if (r.cells.size() != 4 || r.chains.empty()) continue;
            bool shaped = false;
            for (int cx : {0, w - 1})
                for (int cy : {0, h - 1}) {
                    const int sx = cx == 0 ? 1 : -1;
                    const int sy = cy == 0 ? 1 : -1;
                    const int corner = pos.board.index(cx, cy);
                    const int ex = pos.board.index(cx + sx, cy) - corner;
                    const int ey = pos.board.index(cx, cy + sy) - corner;
                    for (auto [a, b] : {std::pair{ex, ey}, std::pair{ey, ex}}) {
                        std::array<int, 4> want{corner, corner + a, corner + 2 * a, corner + b};
                        std::sort(want.begin(), want.end());
                        std::vector<int> have = r.cells;
                        std::sort(have.begin(), have.end());
                        shaped = shaped || std::equal(want.begin(), want.end(), have.begin());
                    }
                }
            if (!shaped) continue;
            bool sealed = true;
            for (int c : r.chains) {
                for (int s : pos.chains[ix(c)].stones)
                    for (int d : pos.dirs) {
                        const int n = s + d;
                        if (pos.at(n) == Cell::Empty && region_of[ix(n)] != region_of[ix(r.cells[0])]) sealed = false;
                        if (pos.at(n) == other(color) && region_of[ix(n)] != region_of[ix(r.cells[0])] &&
                            !surrounded_alive[ix(pos.chain_of[ix(n)])])
                            sealed = false;
                    }
            }
            if (!sealed) continue;
            for (int c : r.chains) pos.chains[ix(c)].bent_four = true;
        }
    }
}

}  // namespace kifu::estimate
