#include <kifu/score/seki.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace kifu::score {
namespace {

// One-colour regions larger than this are territory even next to a group in seki.
constexpr int max_seki_eye = 6;
// Neutral regions larger than this are open boundaries (dame), never seki.
constexpr int max_seki_region = 8;

// Scratch state for trial fills on a copy of the living stones.
class Filler {
public:
    // `region_size`: the number of points of each empty region of r; `stones`: the board with its dead stones on.
    Filler(const Regions& r, const std::vector<int>& region_size, const go::Grid<go::Color>& stones)
        : r_(r), g_(r.live), seen_(g_.size(), 0), lib_(g_.size(), 0), room_(region_size) {
        take_dead_stones(stones);
    }

    // Whether `c` may fill empty point i: it captures (the victims were in atari, so not in seki),
    // or its chain keeps two liberties, or its last liberty lies in c's own territory of two points
    // or more (c fills one first and keeps the other).
    [[nodiscard]] bool safe(int i, go::Color c) {
        g_[at(i)] = c;
        const int libs = liberties(i, 2);
        const int last = last_liberty_;
        const bool ok = captures(i, go::opponent(c)) || libs >= 2 || (libs == 1 && roomy_territory(last, c));
        g_[at(i)] = go::Color::Empty;
        return ok;
    }
    void fill(int i, go::Color c) { g_[at(i)] = c; }
    [[nodiscard]] go::Color get(int i) const { return g_[at(i)]; }

    // Calls f(j) for each on-board neighbour j of i.
    template <class F>
    void neighbours(int i, F&& f) const {
        for (const int j : g_.neighbours(i))
            if (j >= 0) f(j);
    }

private:
    static std::size_t at(int i) { return static_cast<std::size_t>(i); }

    // Whether empty point i is c's territory in a region of at least two empty points.
    [[nodiscard]] bool roomy_territory(int i, go::Color c) const {
        const PointKind own = c == go::Color::Black ? PointKind::BlackTerritory : PointKind::WhiteTerritory;
        return r_.kind[at(i)] == own && room_[static_cast<std::size_t>(r_.region[at(i)])] >= 2;
    }

    // Fills, for each dead chain of `stones` whose liberties all lie in one territory region of the other side's, those
    // liberties with the other side's stones: the moves that take it. Its own points are empty on g_ already.
    void take_dead_stones(const go::Grid<go::Color>& stones) {
        std::vector<std::uint8_t> done(g_.size(), 0);
        std::vector<int> chain;
        std::vector<int> libs;
        for (int i = 0; i < static_cast<int>(g_.size()); ++i) {
            const go::Color d = stones[at(i)];
            if (d == go::Color::Empty || g_[at(i)] != go::Color::Empty || done[at(i)]) continue;
            chain.assign(1, i);
            libs.clear();
            done[at(i)] = 1;
            for (std::size_t k = 0; k < chain.size(); ++k)
                neighbours(chain[k], [&](int j) {
                    if (stones[at(j)] == d && g_[at(j)] == go::Color::Empty && !done[at(j)]) {
                        done[at(j)] = 1;
                        chain.push_back(j);
                    } else if (stones[at(j)] == go::Color::Empty &&
                               std::find(libs.begin(), libs.end(), j) == libs.end()) {
                        libs.push_back(j);
                    }
                });
            const PointKind own = d == go::Color::Black ? PointKind::WhiteTerritory : PointKind::BlackTerritory;
            const int id = r_.region[at(i)];
            if (libs.empty() || std::any_of(libs.begin(), libs.end(),
                                            [&](int j) { return r_.kind[at(j)] != own || r_.region[at(j)] != id; }))
                continue;
            for (const int j : libs)
                if (g_[at(j)] == go::Color::Empty) {
                    g_[at(j)] = go::opponent(d);
                    --room_[static_cast<std::size_t>(id)];
                }
        }
    }

    // Liberties of the chain at i, counting no further than `enough` (the last one found in last_liberty_).
    int liberties(int i, int enough) {
        ++stamp_;
        const go::Color c = g_[at(i)];
        int libs = 0;
        stack_.assign(1, i);
        seen_[at(i)] = stamp_;
        while (!stack_.empty() && libs < enough) {
            const int k = stack_.back();
            stack_.pop_back();
            neighbours(k, [&](int j) {
                if (seen_[at(j)] == stamp_) return;
                if (g_[at(j)] == c) {
                    seen_[at(j)] = stamp_;
                    stack_.push_back(j);
                } else if (g_[at(j)] == go::Color::Empty && lib_[at(j)] != stamp_) {
                    lib_[at(j)] = stamp_;
                    last_liberty_ = j;
                    ++libs;
                }
            });
        }
        return libs;
    }

    // Whether a chain of colour `enemy` next to i has no liberty left.
    bool captures(int i, go::Color enemy) {
        bool any = false;
        neighbours(i, [&](int j) {
            if (!any && g_[at(j)] == enemy && liberties(j, 1) == 0) any = true;
        });
        return any;
    }

    const Regions& r_;
    int last_liberty_ = -1;
    go::Grid<go::Color> g_;
    std::vector<unsigned> seen_;
    std::vector<unsigned> lib_;
    std::vector<int> room_;  // the empty points of each region on g_
    unsigned stamp_ = 0;
    std::vector<int> stack_;
};

}  // namespace

void find_seki(Regions& r, const go::Grid<go::Color>& stones) {
    std::vector<int> size;
    for (std::size_t i = 0; i < r.kind.size(); ++i) {
        if (r.region[i] < 0) continue;
        const auto id = static_cast<std::size_t>(r.region[i]);
        if (size.size() <= id) size.resize(id + 1, 0);
        ++size[id];
    }
    std::vector<int> open;
    for (int i = 0; i < static_cast<int>(r.kind.size()); ++i) {
        const auto si = static_cast<std::size_t>(i);
        if (r.kind[si] == PointKind::Dame && size[static_cast<std::size_t>(r.region[si])] <= max_seki_region)
            open.push_back(i);
    }
    if (open.empty()) return;

    Filler f(r, size, stones);
    for (bool changed = true; changed;) {
        changed = false;
        for (const int i : open) {
            if (f.get(i) != go::Color::Empty) continue;
            for (const auto c : {go::Color::Black, go::Color::White}) {
                if (f.safe(i, c)) {
                    f.fill(i, c);
                    changed = true;
                    break;
                }
            }
        }
    }

    std::vector<int> stack;
    const auto mark_chain = [&](int j) {
        const go::Color c = r.live[static_cast<std::size_t>(j)];
        r.seki_chain[static_cast<std::size_t>(j)] = 1;
        stack.assign(1, j);
        while (!stack.empty()) {
            const int k = stack.back();
            stack.pop_back();
            f.neighbours(k, [&](int m) {
                const auto sm = static_cast<std::size_t>(m);
                if (r.live[sm] == c && !r.seki_chain[sm]) {
                    r.seki_chain[sm] = 1;
                    stack.push_back(m);
                }
            });
        }
    };
    bool any = false;
    for (const int i : open) {
        if (f.get(i) != go::Color::Empty) continue;
        any = true;
        r.kind[static_cast<std::size_t>(i)] = PointKind::Seki;
        f.neighbours(i, [&](int j) {
            const auto sj = static_cast<std::size_t>(j);
            if (r.live[sj] != go::Color::Empty && !r.seki_chain[sj]) mark_chain(j);
        });
    }
    if (!any) return;

    // Eyes of a group in seki: small one-colour regions next to a chain in seki. The chains around such
    // an eye belong to the group, so their small regions are eyes too, unless a chain lives on its
    // own (it borders a region too large to be a seki eye, or two regions that no chain sharing a
    // seki point touches): then the region is that living group's territory. A seki decides only the
    // groups that share its liberties, never the territory of the others.
    const auto territory = [&](std::size_t i) {
        return r.kind[i] == PointKind::BlackTerritory || r.kind[i] == PointKind::WhiteTerritory;
    };
    const go::Grid<std::uint8_t> sharing = r.seki_chain;  // chains next to a seki point
    std::vector<std::uint8_t> near_sharing(size.size(), 0);  // regions next to such a chain
    for (int i = 0; i < static_cast<int>(r.kind.size()); ++i)
        if (territory(static_cast<std::size_t>(i)))
            f.neighbours(i, [&](int j) {
                if (sharing[static_cast<std::size_t>(j)])
                    near_sharing[static_cast<std::size_t>(r.region[static_cast<std::size_t>(i)])] = 1;
            });
    const auto lives_alone = [&](int j) {
        std::vector<int> own;
        bool roomy = false;
        const go::Color c = r.live[static_cast<std::size_t>(j)];
        stack.assign(1, j);
        std::vector<std::uint8_t> seen(r.kind.size(), 0);
        seen[static_cast<std::size_t>(j)] = 1;
        while (!stack.empty()) {
            const int k = stack.back();
            stack.pop_back();
            f.neighbours(k, [&](int m) {
                const auto sm = static_cast<std::size_t>(m);
                if (seen[sm]) return;
                if (r.live[sm] == c) {
                    seen[sm] = 1;
                    stack.push_back(m);
                } else if (territory(sm)) {
                    const int id = r.region[sm];
                    roomy = roomy || size[static_cast<std::size_t>(id)] > max_seki_eye;
                    if (!near_sharing[static_cast<std::size_t>(id)] &&
                        std::find(own.begin(), own.end(), id) == own.end())
                        own.push_back(id);
                }
            });
        }
        return roomy || own.size() >= 2;
    };
    std::vector<std::uint8_t> eye(size.size(), 0);
    std::vector<std::uint8_t> owned(size.size(), 0);  // next to a chain that lives on its own
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < static_cast<int>(r.kind.size()); ++i) {
            const auto si = static_cast<std::size_t>(i);
            if (!territory(si)) continue;
            const auto id = static_cast<std::size_t>(r.region[si]);
            if (size[id] > max_seki_eye || owned[id]) continue;
            f.neighbours(i, [&](int j) {
                const auto sj = static_cast<std::size_t>(j);
                if (r.live[sj] == go::Color::Empty) return;
                if (r.seki_chain[sj] && !eye[id]) {
                    eye[id] = 1;
                    changed = true;
                } else if (!r.seki_chain[sj] && eye[id] && !owned[id]) {
                    if (lives_alone(j)) {
                        owned[id] = 1;
                        eye[id] = 0;
                    } else {
                        mark_chain(j);
                    }
                    changed = true;
                }
            });
        }
    }
    for (std::size_t i = 0; i < r.kind.size(); ++i)
        if (territory(i) && eye[static_cast<std::size_t>(r.region[i])]) r.seki_eye[i] = 1;
}

}  // namespace kifu::score
