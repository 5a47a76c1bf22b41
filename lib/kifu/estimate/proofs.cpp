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
    std::vector<int> chains;    // bordering chains of `color`
    std::vector<int> vital_to;  // bordering chains every empty point of the region touches
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

// How sure a nakade call is: a shape read, not a proof (as sure as bent four).
constexpr double nakade_confidence = 0.9;

// Whether the empty space `cells`, with the opponent to move, gives one eye at most: connected, and one to three
// points, a square or pyramid four, a bulky or crossed five, or a rabbity six.
bool dead_shape(const Position& pos, const std::vector<int>& cells) {
    auto in = [&](int p) { return std::find(cells.begin(), cells.end(), p) != cells.end(); };
    std::vector<int> reached{cells.front()};
    for (std::size_t i = 0; i < reached.size(); ++i)
        for (int d : pos.dirs)
            if (const int n = reached[i] + d; in(n) && std::find(reached.begin(), reached.end(), n) == reached.end())
                reached.push_back(n);
    if (reached.size() != cells.size()) return false;
    int most = 0;  // the most neighbours one point has in the space
    bool square = false;
    const int s = pos.board.stride();
    for (int p : cells) {
        most = std::max(
            most, static_cast<int>(std::count_if(pos.dirs.begin(), pos.dirs.end(), [&](int d) { return in(p + d); })));
        square = square || (in(p + 1) && in(p + s) && in(p + s + 1));
    }
    switch (cells.size()) {
        case 1:
        case 2:
        case 3: return true;
        case 4: return square || most == 3;                 // square four, pyramid four
        case 5: return (square && most == 3) || most == 4;  // bulky five, crossed five
        case 6: return square && most == 4;                 // rabbity six
        default: return false;
    }
}

}  // namespace

void nakade(Position& pos) {
    for (Cell color : {Cell::Black, Cell::White}) {
        std::vector<int> region_of;
        const std::vector<Region> regions = regions_of(pos, color, region_of);
        for (std::size_t id = 0; id < regions.size(); ++id) {
            const Region& r = regions[id];
            if (r.chains.empty() || r.cells.size() > 8 || r.empties.size() == r.cells.size()) continue;
            auto chain = [&](int c) -> const Chain& { return pos.chains[ix(c)]; };
            if (std::any_of(r.chains.begin(), r.chains.end(),
                            [&](int c) { return chain(c).status != Status::Alive || chain(c).benson; }))
                continue;
            // The opponent chains inside, each in atari: the capturing moves fill their liberties.
            std::vector<int> inside, filled;
            bool in_atari = true;
            for (int p : r.cells) {
                if (pos.at(p) == Cell::Empty) continue;
                const int c = pos.chain_of[ix(p)];
                if (std::find(inside.begin(), inside.end(), c) != inside.end()) continue;
                inside.push_back(c);
                in_atari = in_atari && pos.board.in_atari(p);
                if (in_atari) filled.push_back(pos.board.atari_liberty(p));
            }
            if (!in_atari) continue;
            std::vector<int> space;
            for (int p : r.cells)
                if (std::find(filled.begin(), filled.end(), p) == filled.end()) space.push_back(p);
            if (space.empty() || !dead_shape(pos, space)) continue;
            // Around the chains: no other eye, nothing dead to capture, no race, and no chain of theirs that joins
            // them through a shared liberty or a diagonal (the group would be larger than the chains it borders).
            const int s = pos.board.stride();
            auto outside = [&](int p) {
                return pos.at(p) == color && chain(pos.chain_of[ix(p)]).status != Status::Dead &&
                       std::find(r.chains.begin(), r.chains.end(), pos.chain_of[ix(p)]) == r.chains.end();
            };
            // A dead chain of theirs outside the region gives no eye when its one liberty touches none of the chains:
            // the stone that takes it stands apart from them.
            auto taken_from_outside = [&](const Chain& o) {
                const int stone = o.stones.front();
                return pos.board.in_atari(stone) && std::none_of(pos.dirs.begin(), pos.dirs.end(), [&](int d) {
                           const int n = pos.board.atari_liberty(stone) + d;
                           return pos.at(n) == color &&
                                  std::find(r.chains.begin(), r.chains.end(), pos.chain_of[ix(n)]) != r.chains.end();
                       });
            };
            bool sealed = true;
            for (int c : r.chains)
                for (int q : chain(c).stones) {
                    for (int d : {s - 1, s + 1, -s - 1, -s + 1}) sealed = sealed && !outside(q + d);
                    for (int d : pos.dirs)
                        if (pos.at(q + d) == Cell::Empty)
                            for (int e : pos.dirs) sealed = sealed && !outside(q + d + e);
                }
            for (int c : r.chains)
                for (int q : chain(c).stones)
                    for (int d : pos.dirs) {
                        const int n = q + d;
                        if (pos.at(n) == Cell::Border || pos.at(n) == color || region_of[ix(n)] == static_cast<int>(id))
                            continue;
                        if (pos.at(n) != Cell::Empty) {
                            const Chain& o = chain(pos.chain_of[ix(n)]);
                            sealed = sealed && ((o.status == Status::Alive && (o.benson || o.confidence >= 0.9)) ||
                                                (o.status == Status::Dead && taken_from_outside(o)));
                            continue;
                        }
                        const Region& around = regions[ix(region_of[ix(n)])];
                        sealed =
                            sealed && std::any_of(around.cells.begin(), around.cells.end(), [&](int x) {
                                return pos.at(x) != Cell::Empty && chain(pos.chain_of[ix(x)]).status != Status::Dead;
                            });
                    }
            if (!sealed) continue;
            for (int c : r.chains) {
                pos.chains[ix(c)].status = Status::Dead;
                pos.chains[ix(c)].nakade = true;
                pos.chains[ix(c)].confidence = nakade_confidence;
            }
            for (int c : inside) {
                pos.chains[ix(c)].status = Status::Alive;
                pos.chains[ix(c)].confidence = nakade_confidence;
            }
        }
    }
}

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
