#include <kifu/estimate/tactics.hpp>

#include <algorithm>

namespace kifu::estimate {

bool Reader::capturable(const PlayoutBoard& board, int q) {
    nodes_ = 0;
    return attack(board, q, depth);
}

// The opponent of the chain at q, to move, captures it (reading `left` more moves).
bool Reader::attack(const PlayoutBoard& b, int q, int left) {
    int libs[max_liberties + 1];
    const int n = b.liberties(q, libs, max_liberties + 1);
    if (n == 1) return true;
    if (n > max_liberties || left == 0 || ++nodes_ > max_nodes) return false;
    const Cell o = other(b.at(q));
    PlayoutBoard& after = scratch(left, b);
    for (int i = 0; i < n; ++i) {
        if (!b.allowed(libs[i], o, n == 2 ? 2 : 1)) continue;  // a throw-in may shorten two liberties
        after = b;
        after.play(libs[i], o);
        if (!defend(after, q, left - 1)) return true;
    }
    return false;
}

// The owner of the chain at q, to move, keeps it: by playing elsewhere (two liberties or more), on one of its
// liberties, or on a liberty of a short attacker (taking it or shortening it).
bool Reader::defend(const PlayoutBoard& b, int q, int left) {
    int libs[max_liberties + 1];
    const int n = b.liberties(q, libs, max_liberties + 1);
    if (n > max_liberties) return true;
    if (left == 0 || ++nodes_ > max_nodes) return n >= 2 || escapes_at_once(b, q);
    if (n >= 2 && !attack(b, q, left - 1)) return true;
    std::vector<int>& moves = moves_[static_cast<std::size_t>(left)];
    moves.assign(libs, libs + n);
    add_short_neighbours(b, q, moves);
    const Cell c = b.at(q);
    PlayoutBoard& after = scratch(left, b);
    for (int m : moves) {
        if (!b.allowed(m, c, 1)) continue;
        after = b;
        after.play(m, c);
        if (!attack(after, q, left - 1)) return true;
    }
    return false;
}

// The chain at q, in atari, gets two liberties or more with one move: extending, or taking a neighbour in atari (the
// reading's horizon: beyond it the defender is given the benefit of the doubt).
bool Reader::escapes_at_once(const PlayoutBoard& b, int q) {
    const Cell c = b.at(q);
    const Cell o = other(c);
    const int dirs[4] = {-1, 1, -b.stride(), b.stride()};
    int s = q;
    do {
        for (int d : dirs)
            if (b.at(s + d) == o && b.in_atari(s + d)) return true;
        s = b.next_stone(s);
    } while (s != q);
    return b.liberties_after(b.atari_liberty(q), c) >= 2;
}

PlayoutBoard& Reader::scratch(int left, const PlayoutBoard& like) {
    while (static_cast<int>(pool_.size()) <= left) pool_.push_back(like);
    return pool_[static_cast<std::size_t>(left)];
}

void Reader::add_short_neighbours(const PlayoutBoard& b, int p, std::vector<int>& out) {
    const Cell o = other(b.at(p));
    const int dirs[4] = {-1, 1, -b.stride(), b.stride()};
    // Each neighbour chain once: a chain touching p's at many stones is read at the first.
    constexpr int remembered = 16;
    int seen[remembered];
    int nseen = 0;
    int s = p;
    do {
        for (int d : dirs) {
            const int q = s + d;
            if (b.at(q) != o) continue;
            const int h = b.chain_head(q);
            if (std::find(seen, seen + nseen, h) != seen + nseen) continue;
            if (nseen < remembered) seen[nseen++] = h;
            // Each liberty touches at most four stones: more pseudo-liberties than that allows are too many.
            if (b.pseudo_liberties(q) > 4 * max_liberties) continue;
            int libs[max_liberties + 1];
            const int k = b.liberties(q, libs, max_liberties + 1);
            if (k > max_liberties) continue;
            for (int i = 0; i < k; ++i)
                if (std::find(out.begin(), out.end(), libs[i]) == out.end()) out.push_back(libs[i]);
        }
        s = b.next_stone(s);
    } while (s != p);
}

}  // namespace kifu::estimate
