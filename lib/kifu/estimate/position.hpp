#pragma once
// The position the estimate reasons about: its chains, with the facts and the call about each.

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <kifu/estimate/playout_board.hpp>
#include <kifu/go/point.hpp>

namespace kifu::estimate {

// The call for a chain.
enum class Status : std::uint8_t { Alive, Dead, Seki };

// One chain of the position with the facts and the call about it.
struct Chain {
    Cell color = Cell::Empty;
    std::vector<int> stones;
    bool benson = false;        // unconditionally alive
    bool proven_dead = false;   // inside a region sealed by unconditionally alive stones
    bool bent_four = false;     // Japanese ruling
    bool nakade = false;        // one eye: its only eye space, once it captures inside, is a dead shape (proofs.hpp)
    double dead_frac = 0;       // share of playouts (per stone) ending in opponent's area
    double seki_frac = 0;       // share of playouts ending with the chain alive on shared liberties
    Status status = Status::Alive;
    double confidence = 1.0;
};

// The position as seen by the static analysis.
struct Position {
    PlayoutBoard board;
    std::vector<int> points;         // on-board cell indices, row by row
    std::vector<int> chain_of;       // per cell: chain index or -1
    std::vector<Chain> chains;
    std::array<int, 4> dirs{};

    explicit Position(int w, int h) : board(w, h) {
        const int s = board.stride();
        dirs = {-1, 1, -s, s};
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) points.push_back(board.index(x, y));
        chain_of.assign(ix(board.cells()), -1);
    }
    [[nodiscard]] Cell at(int p) const { return board.at(p); }
    [[nodiscard]] go::Point point(int p) const {
        const int s = board.stride();
        return go::Point{static_cast<std::int16_t>(p % s - 1), static_cast<std::int16_t>(p / s - 1)};
    }
    [[nodiscard]] bool stone(int p) const { return at(p) == Cell::Black || at(p) == Cell::White; }
};

// Fills pos.chains and pos.chain_of from the stones on pos.board.
void find_chains(Position& pos);

}  // namespace kifu::estimate
