#include <kifu/estimate/finish_reckoning.hpp>

namespace kifu::estimate {

namespace {

bool is_stone_cell(Cell c) { return c == Cell::Black || c == Cell::White; }

}  // namespace

Reckoning::Reckoning(const PlayoutBoard& shape, const std::vector<int>& points, const std::vector<char>& dead,
                     bool territory)
    : points_(points), dead_(dead), territory_(territory) {
    const int s = shape.stride();
    dirs_ = {-1, 1, -s, s};
    dist_[0].assign(ix(shape.cells()), unreached);
    dist_[1].assign(ix(shape.cells()), unreached);
    queue_.reserve(ix(shape.cells()));
    fill_scratch_.seen.assign(ix(shape.cells()), 0);
}

// An empty point or a dead stone: part of somebody's area once the game is over.
bool Reckoning::open(const PlayoutBoard& b, int p) const {
    const Cell x = b.at(p);
    return x == Cell::Empty || (is_stone_cell(x) && dead_[ix(p)]);
}

void Reckoning::measure(const PlayoutBoard& b) {
    for (int k = 0; k < 2; ++k) {
        const Cell c = k == 0 ? Cell::Black : Cell::White;
        std::vector<int>& d = dist_[ix(k)];
        queue_.clear();
        for (int p : points_) {
            d[ix(p)] = unreached;
            if (!open(b, p)) continue;
            for (int n : dirs_)
                if (b.at(p + n) == c && !dead_[ix(p + n)]) {
                    d[ix(p)] = 1;
                    queue_.push_back(p);
                    break;
                }
        }
        for (std::size_t i = 0; i < queue_.size(); ++i) {
            const int p = queue_[i];
            for (int n : dirs_)
                if (open(b, p + n) && d[ix(p + n)] == unreached) {
                    d[ix(p + n)] = d[ix(p)] + 1;
                    queue_.push_back(p + n);
                }
        }
    }
}

int Reckoning::lead(const PlayoutBoard& b) {
    measure(b);
    int total = 0;
    for (int p : points_) {
        if (open(b, p)) {
            const int db = dist_[0][ix(p)];
            const int dw = dist_[1][ix(p)];
            total += db < dw ? 1 : dw < db ? -1 : 0;
        } else if (!territory_) {
            total += b.at(p) == Cell::Black ? 1 : -1;
        }
    }
    if (territory_) total -= must_fill(b);
    return total;
}

// Under territory counting: the teire Black must add once the dame are filled, less White's (score/must_fill.hpp, on
// the distances: an open point as near to both sides' living stones is dame, one nearer to a side is its area). A dame
// whose filling forces a teire is then worth a point to both sides.
int Reckoning::must_fill(const PlayoutBoard& b) {
    int total = 0;
    for (int p : points_) {
        if (!is_stone_cell(b.at(p)) || b.chain_head(p) != p || dead_[ix(p)]) continue;
        const Cell c = b.at(p);
        const std::size_t own = c == Cell::Black ? 0 : 1;
        // The chain's stones and its liberties: stones called dead hold their points until the count takes them off,
        // so a chain they touch is short of liberties meanwhile. A chain in atari is saved or lost by the play-out's
        // own moves, and one with many liberties is no teire's.
        int libs[8];
        const int n = b.liberties(p, libs, 8);
        if (n < 2 || n == 8) continue;
        chain_.clear();
        liberties_.assign(libs, libs + n);
        for (int q = p;;) {
            chain_.push_back(q);
            q = b.next_stone(q);
            if (q == p) break;
        }
        const auto kind = [&](int q) {
            const int mine = dist_[own][ix(q)], theirs = dist_[1 - own][ix(q)];
            return mine == theirs && mine < unreached ? score::FillKind::Dame
                   : mine < theirs                    ? score::FillKind::Own
                                                      : score::FillKind::Other;
        };
        const auto for_each_neighbour = [&](int q, auto&& f) {
            for (int d : dirs_)
                if (b.at(q + d) != Cell::Border) f(q + d);
        };
        const auto own_stone = [&](int q) { return b.at(q) == c && !dead_[ix(q)]; };
        const auto empty = [&](int q) { return b.at(q) == Cell::Empty; };
        const int point =
            score::must_fill_point(chain_, liberties_, kind, for_each_neighbour, own_stone, empty, fill_scratch_);
        if (point >= 0) total += c == Cell::Black ? 1 : -1;
    }
    return total;
}

}  // namespace kifu::estimate
