#include <kifu/estimate/explain.hpp>

#include <algorithm>
#include <tuple>

#include <fmt/format.h>

namespace kifu::estimate {
namespace {

// Eye facts about a set of stones, for the one-line explanation.
struct Eyes {
    int eyes = 0;        // enclosed empty regions that are not false eyes
    int false_eyes = 0;  // single points whose diagonals the opponent controls
};

// Counts the eyes of `stones` (colour `color`): enclosed empty regions of up to 30 points.
Eyes count_eyes(const Position& pos, const std::vector<int>& stones, Cell color) {
    Eyes e;
    std::vector<char> seen(ix(pos.board.cells()), 0);
    std::vector<int> stack;
    const int s = pos.board.stride();
    for (int st : stones)
        for (int d : pos.dirs) {
            const int start = st + d;
            if (pos.at(start) != Cell::Empty || seen[ix(start)]) continue;
            std::vector<int> region;
            bool enclosed = true;
            stack.assign(1, start);
            seen[ix(start)] = 1;
            while (!stack.empty()) {
                const int q = stack.back();
                stack.pop_back();
                region.push_back(q);
                for (int dd : pos.dirs) {
                    const int n = q + dd;
                    const Cell x = pos.at(n);
                    if (x == Cell::Empty && !seen[ix(n)]) {
                        seen[ix(n)] = 1;
                        stack.push_back(n);
                    } else if (x == other(color)) {
                        enclosed = false;
                    }
                }
            }
            if (!enclosed || region.size() > 30) continue;
            if (region.size() == 1) {
                int bad = 0;
                int edge = 0;
                for (int dd : {-s - 1, -s + 1, s - 1, s + 1}) {
                    const Cell x = pos.at(region[0] + dd);
                    if (x == other(color)) ++bad;
                    else if (x == Cell::Border) edge = 1;
                }
                if (bad + edge >= 2) {
                    ++e.false_eyes;
                    continue;
                }
            }
            ++e.eyes;
        }
    return e;
}

}  // namespace

std::string describe_place(const Position& pos, const std::vector<int>& stones) {
    // The stone nearest the stones' mean (the first in reading order among equals): a point of the group itself,
    // where the corners of its bounding box may be empty or the other side's.
    double mx = 0, my = 0;
    for (int p : stones) {
        mx += pos.point(p).x;
        my += pos.point(p).y;
    }
    mx /= static_cast<double>(stones.size());
    my /= static_cast<double>(stones.size());
    go::Point best = pos.point(stones.front());
    double nearest = 1e300;
    for (int p : stones) {
        const go::Point q = pos.point(p);
        const double d = (q.x - mx) * (q.x - mx) + (q.y - my) * (q.y - my);
        if (d < nearest || (d == nearest && std::tie(q.y, q.x) < std::tie(best.y, best.x))) {
            nearest = d;
            best = q;
        }
    }
    return go::to_human(best, pos.board.height());
}

std::string explain(const Position& pos, const std::vector<int>& group_chains, const std::vector<int>& stones,
                    Cell color, Status status, int playouts) {
    bool benson = true;
    bool proven = false;
    bool bent = false;
    bool nakade = false;
    for (int c : group_chains) {
        nakade = nakade || pos.chains[ix(c)].nakade;
        benson = benson && pos.chains[ix(c)].benson;
        proven = proven || pos.chains[ix(c)].proven_dead;
        bent = bent || pos.chains[ix(c)].bent_four;
    }
    const Eyes e = count_eyes(pos, stones, color);
    if (status == Status::Seki)
        return e.eyes > 0 ? "seki with one eye: shared liberties neither side can fill"
                          : "seki: shared liberties neither side can fill";
    if (status == Status::Alive) {
        if (benson) return "unconditionally alive (Benson)";
        if (e.eyes >= 2) return "two eyes or more";
        if (playouts == 0) return "no proof of life and no playouts to test it (--playouts 0): taken as alive";
        double lost = 0;
        for (int c : group_chains)
            lost += pos.chains[ix(c)].dead_frac * static_cast<double>(pos.chains[ix(c)].stones.size());
        lost /= static_cast<double>(stones.size());
        return fmt::format("keeps its area in {:.0f}% of playouts", 100.0 * (1.0 - lost));
    }
    if (proven) return "sealed inside unconditionally alive stones, no eyes possible";
    if (bent) return "bent four in the corner (Japanese rules)";
    if (nakade) return "one eye: capturing the stones inside leaves a dead shape, the opponent to play its vital point";
    if (e.eyes == 0 && e.false_eyes > 0) return "only false eyes, no escape";
    if (e.eyes == 0) return "no eyes, no escape";
    if (e.eyes == 1) return "one eye, no escape";
    return "eye space too small, no escape";
}

}  // namespace kifu::estimate
