#pragma once
// A small, fast board for random playouts: padded 1-D cells, chains as circular lists with
// pseudo-liberty count, sum and sum of squares (exact atari test without liberty sets).

#include <cstddef>
#include <cstdint>
#include <vector>

#include <kifu/go/color.hpp>

namespace kifu::estimate {

// Cell contents of the playout board.
enum class Cell : std::uint8_t { Empty = 0, Black = 1, White = 2, Border = 3 };

// Black <-> White.
[[nodiscard]] constexpr Cell other(Cell c) { return c == Cell::Black ? Cell::White : Cell::Black; }

// go::Color as a cell, and back (an empty point either way).
[[nodiscard]] constexpr Cell to_cell(go::Color c) {
    return c == go::Color::Black ? Cell::Black : c == go::Color::White ? Cell::White : Cell::Empty;
}
[[nodiscard]] constexpr go::Color to_color(Cell c) {
    return c == Cell::Black ? go::Color::Black : c == Cell::White ? go::Color::White : go::Color::Empty;
}

// A cell index as a vector index.
[[nodiscard]] constexpr std::size_t ix(int p) { return static_cast<std::size_t>(p); }

class PlayoutBoard {
public:
    // The most liberties liberties_after counts.
    static constexpr int max_counted_liberties = 4;
    // The largest side (SGF's): a padded board's indices fit the 16-bit cells below.
    static constexpr int max_side = 52;
    static_assert((max_side + 2) * (max_side + 2) <= INT16_MAX);
    // An empty width x height board (1..max_side each).
    PlayoutBoard(int width, int height);

    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }
    // Index of (x, y) in the padded array; neighbours are index +-1 and +-stride().
    [[nodiscard]] int index(int x, int y) const { return (y + 1) * stride_ + x + 1; }
    [[nodiscard]] int stride() const { return stride_; }
    // Size of the padded array.
    [[nodiscard]] int cells() const { return static_cast<int>(cell_.size()); }
    [[nodiscard]] Cell at(int p) const { return cell_[static_cast<std::size_t>(p)]; }

    // Puts a stone without captures (setting up a legal position); chains are merged.
    void place(int p, Cell c);
    // Removes the whole chain at p (setting up); neighbours gain the liberties.
    void remove_chain(int p);
    // Forbids playing at p on the next move (a simple ko left open; -1: none).
    void set_ko(int p) { ko_ = p; }

    // True when c at p is legal, does not fill c's own true eye, and is not a self-atari of a chain
    // of `self_atari_limit` or more stones.
    [[nodiscard]] bool allowed(int p, Cell c, int self_atari_limit) const;
    // Plays c at p, capturing what it takes. Precondition: allowed(p, c, any limit).
    void play(int p, Cell c);
    // Plays c at p when allowed(p, c, self_atari_limit); returns false (board unchanged) otherwise.
    bool try_play(int p, Cell c, int self_atari_limit);
    // Points emptied by the last successful try_play.
    [[nodiscard]] const std::vector<int>& captured() const { return captured_; }

    // The first stone of the chain at p (its identity until the chain changes).
    [[nodiscard]] int chain_head(int p) const { return head_[static_cast<std::size_t>(p)]; }
    [[nodiscard]] int chain_size(int p) const { return size_[head(p)]; }
    // Pseudo-liberties of the chain at p: each liberty counted once per stone it touches (1 to 4).
    [[nodiscard]] int pseudo_liberties(int p) const { return plibs_[head(p)]; }
    // True when the chain at p has exactly one liberty.
    [[nodiscard]] bool in_atari(int p) const { return atari(head(p)); }
    // The only liberty of the chain at p. Precondition: in_atari(p).
    [[nodiscard]] int atari_liberty(int p) const {
        const std::size_t h = head(p);
        return static_cast<int>(lsum_[h] / plibs_[h]);
    }
    // Liberties (0 up to `max`, meaning `max` or more) of c's chain after c plays at p, not counting
    // captures. Precondition: max <= max_counted_liberties.
    [[nodiscard]] int liberties_after(int p, Cell c, int max = 2) const;
    // True when c at p captures exactly one stone and leaves its chain with that point as its only
    // liberty: the opponent can take back (a ko, or a snapback when the chain has two stones or more).
    [[nodiscard]] bool retakable_capture(int p, Cell c) const;
    // Up to `max` distinct liberties of the chain at p, written to `out`; returns how many.
    [[nodiscard]] int liberties(int p, int* out, int max) const;
    // Next stone in the chain's circular list.
    [[nodiscard]] int next_stone(int p) const { return next_[static_cast<std::size_t>(p)]; }

private:
    // The chain head of the stone at p, as an index into the per-chain arrays.
    [[nodiscard]] std::size_t head(int p) const { return static_cast<std::size_t>(head_[static_cast<std::size_t>(p)]); }
    // True when all pseudo-liberties of chain h are one point.
    [[nodiscard]] bool atari(std::size_t h) const;
    // p (all four neighbours c or edge) is c's true eye: few enough opponent diagonals.
    [[nodiscard]] bool own_true_eye(int p, Cell c) const;
    // Stones in the distinct chains of colour c next to p whose head `counts` accepts.
    template <class Counts>
    [[nodiscard]] int neighbour_chain_stones(int p, Cell c, Counts counts) const;
    // Stones in c's chain after c plays at p (no captures counted).
    [[nodiscard]] int merged_size(int p, Cell c) const;
    // c at p, capturing nothing, leaves its chain with fewer than two liberties.
    [[nodiscard]] bool self_atari(int p, Cell c) const;
    // Pseudo-liberty bookkeeping of chain h.
    void add_lib(std::size_t h, int lib);
    void remove_lib(std::size_t h, int lib);
    // Places c at p and merges chains; no captures.
    void put(int p, Cell c);
    // Joins chains a and b (the larger one keeps its head).
    void merge(std::size_t a, std::size_t b);
    // Removes chain h, appending its points to captured_.
    void capture(std::size_t h);

    int width_;
    int height_;
    int stride_;
    int ko_ = -1;
    // Per cell, as small as max_side allows (indices and pseudo-liberty counts fit in 16 bits, their sums in 32), so
    // that copying a board (the reading copies one per move) moves little memory.
    std::vector<Cell> cell_;
    std::vector<std::int16_t> head_;
    std::vector<std::int16_t> next_;
    std::vector<std::int16_t> size_;
    std::vector<std::int16_t> plibs_;
    std::vector<std::int32_t> lsum_;
    std::vector<std::int64_t> lsum2_;
    std::vector<int> captured_;
};

}  // namespace kifu::estimate
