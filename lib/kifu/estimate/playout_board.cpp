#include <kifu/estimate/playout_board.hpp>

#include <algorithm>
#include <utility>

#include <kifu/go/board.hpp>

namespace kifu::estimate {

static_assert(PlayoutBoard::max_side == go::Board::max_size);

namespace {
constexpr std::size_t at_index(int p) { return static_cast<std::size_t>(p); }
}  // namespace

PlayoutBoard::PlayoutBoard(int width, int height) : width_(width), height_(height), stride_(width + 2) {
    const auto n = static_cast<std::size_t>((width + 2) * (height + 2));
    cell_.assign(n, Cell::Border);
    head_.assign(n, 0);
    next_.assign(n, 0);
    size_.assign(n, 0);
    plibs_.assign(n, 0);
    lsum_.assign(n, 0);
    lsum2_.assign(n, 0);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) cell_[at_index(index(x, y))] = Cell::Empty;
    captured_.reserve(n);
}

bool PlayoutBoard::atari(std::size_t h) const {
    const std::int64_t n = plibs_[h];
    const std::int64_t sum = lsum_[h];
    return n > 0 && n * lsum2_[h] == sum * sum;
}

void PlayoutBoard::add_lib(std::size_t h, int lib) {
    plibs_[h] = static_cast<std::int16_t>(plibs_[h] + 1);
    lsum_[h] += lib;
    lsum2_[h] += static_cast<std::int64_t>(lib) * lib;
}

void PlayoutBoard::remove_lib(std::size_t h, int lib) {
    plibs_[h] = static_cast<std::int16_t>(plibs_[h] - 1);
    lsum_[h] -= lib;
    lsum2_[h] -= static_cast<std::int64_t>(lib) * lib;
}

bool PlayoutBoard::own_true_eye(int p, Cell c) const {
    const Cell o = other(c);
    int bad = 0;
    int edge = 0;
    for (int d : {-stride_ - 1, -stride_ + 1, stride_ - 1, stride_ + 1}) {
        const Cell x = cell_[at_index(p + d)];
        if (x == o)
            ++bad;
        else if (x == Cell::Border)
            edge = 1;
    }
    return bad + edge < 2;
}

template <class Counts>
int PlayoutBoard::neighbour_chain_stones(int p, Cell c, Counts counts) const {
    std::size_t seen[4];
    int nseen = 0;
    int stones = 0;
    for (int n : {p - 1, p + 1, p - stride_, p + stride_}) {
        if (cell_[at_index(n)] != c) continue;
        const std::size_t h = head(n);
        if (std::find(seen, seen + nseen, h) != seen + nseen || !counts(h)) continue;
        seen[nseen++] = h;
        stones += size_[h];
    }
    return stones;
}

int PlayoutBoard::merged_size(int p, Cell c) const {
    return 1 + neighbour_chain_stones(p, c, [](std::size_t) { return true; });
}

bool PlayoutBoard::self_atari(int p, Cell c) const { return liberties_after(p, c) < 2; }

int PlayoutBoard::liberties_after(int p, Cell c, int max) const {
    int libs[max_counted_liberties];
    int count = 0;
    auto add = [&](int q) {
        if (q == p || count >= max || std::find(libs, libs + count, q) != libs + count) return;
        libs[count++] = q;
    };
    const int nb[4] = {p - 1, p + 1, p - stride_, p + stride_};
    for (int n : nb)
        if (cell_[at_index(n)] == Cell::Empty) add(n);
    for (int n : nb) {
        if (count >= max) break;
        if (cell_[at_index(n)] != c || atari(head(n))) continue;
        const int h = head_[at_index(n)];
        int s = h;
        do {
            for (int q : {s - 1, s + 1, s - stride_, s + stride_})
                if (cell_[at_index(q)] == Cell::Empty) add(q);
            s = next_[at_index(s)];
        } while (s != h && count < max);
    }
    return count;
}

int PlayoutBoard::liberties(int p, int* out, int max) const {
    int count = 0;
    const int h = head_[at_index(p)];
    int s = h;
    do {
        for (int q : {s - 1, s + 1, s - stride_, s + stride_}) {
            if (cell_[at_index(q)] != Cell::Empty || std::find(out, out + count, q) != out + count) continue;
            out[count++] = q;
            if (count == max) return count;
        }
        s = next_[at_index(s)];
    } while (s != h);
    return count;
}

bool PlayoutBoard::retakable_capture(int p, Cell c) const {
    const int taken = neighbour_chain_stones(p, other(c), [this](std::size_t h) { return atari(h); });
    return taken == 1 && liberties_after(p, c) == 0;
}

void PlayoutBoard::put(int p, Cell c) {
    const std::size_t i = at_index(p);
    cell_[i] = c;
    head_[i] = static_cast<std::int16_t>(p);
    next_[i] = static_cast<std::int16_t>(p);
    size_[i] = 1;
    plibs_[i] = 0;
    lsum_[i] = 0;
    lsum2_[i] = 0;
    const int nb[4] = {p - 1, p + 1, p - stride_, p + stride_};
    for (int n : nb) {
        const Cell x = cell_[at_index(n)];
        if (x == Cell::Empty)
            add_lib(i, n);
        else if (x == Cell::Black || x == Cell::White)
            remove_lib(head(n), p);
    }
    for (int n : nb)
        if (cell_[at_index(n)] == c && head(n) != head(p)) merge(head(p), head(n));
}

void PlayoutBoard::merge(std::size_t a, std::size_t b) {
    if (size_[a] < size_[b]) std::swap(a, b);
    int s = static_cast<int>(b);
    do {
        head_[at_index(s)] = static_cast<std::int16_t>(a);
        s = next_[at_index(s)];
    } while (s != static_cast<int>(b));
    std::swap(next_[a], next_[b]);
    size_[a] = static_cast<std::int16_t>(size_[a] + size_[b]);
    plibs_[a] = static_cast<std::int16_t>(plibs_[a] + plibs_[b]);
    lsum_[a] += lsum_[b];
    lsum2_[a] += lsum2_[b];
}

void PlayoutBoard::capture(std::size_t h) {
    const std::size_t first = captured_.size();
    int s = static_cast<int>(h);
    do {
        cell_[at_index(s)] = Cell::Empty;
        captured_.push_back(s);
        s = next_[at_index(s)];
    } while (s != static_cast<int>(h));
    for (std::size_t k = first; k < captured_.size(); ++k) {
        const int q = captured_[k];
        for (int n : {q - 1, q + 1, q - stride_, q + stride_}) {
            const Cell x = cell_[at_index(n)];
            if (x == Cell::Black || x == Cell::White) add_lib(head(n), q);
        }
    }
}

void PlayoutBoard::place(int p, Cell c) {
    put(p, c);
    ko_ = -1;
}

void PlayoutBoard::remove_chain(int p) {
    captured_.clear();
    capture(head(p));
    ko_ = -1;
}

bool PlayoutBoard::allowed(int p, Cell c, int self_atari_limit) const {
    if (cell_[at_index(p)] != Cell::Empty || p == ko_) return false;
    const Cell o = other(c);
    int empties = 0;
    bool capture_any = false;
    bool friendly_safe = false;
    bool all_own = true;
    for (int n : {p - 1, p + 1, p - stride_, p + stride_}) {
        const Cell x = cell_[at_index(n)];
        if (x == Cell::Empty) {
            ++empties;
            all_own = false;
        } else if (x == o) {
            all_own = false;
            capture_any = capture_any || atari(head(n));
        } else if (x == c) {
            friendly_safe = friendly_safe || !atari(head(n));
        }
    }
    if (all_own && own_true_eye(p, c)) return false;
    if (!capture_any) {
        if (empties == 0 && !friendly_safe) return false;
        if (empties < 2 && merged_size(p, c) >= self_atari_limit && self_atari(p, c)) return false;
    }
    return true;
}

void PlayoutBoard::play(int p, Cell c) {
    const Cell o = other(c);
    captured_.clear();
    put(p, c);
    for (int n : {p - 1, p + 1, p - stride_, p + stride_})
        if (cell_[at_index(n)] == o && plibs_[head(n)] == 0) capture(head(n));
    const std::size_t h = head(p);
    ko_ = (captured_.size() == 1 && size_[h] == 1 && plibs_[h] == 1) ? captured_[0] : -1;
}

bool PlayoutBoard::try_play(int p, Cell c, int self_atari_limit) {
    if (!allowed(p, c, self_atari_limit)) return false;
    play(p, c);
    return true;
}

}  // namespace kifu::estimate
