#pragma once
// The Go board: a copyable value with incremental chains, exact liberty counts and a Zobrist hash.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/go/color.hpp>
#include <kifu/go/point.hpp>

namespace kifu::go {

// Why a stone could not be placed (the board is unchanged in every case but None).
enum class PlayError : std::uint8_t { None, OffBoard, Occupied, Suicide };

// What happened when a stone was placed.
struct PlayOutcome {
    PlayError error = PlayError::None;
    int captured = 0;              // opponent stones removed
    int suicided = 0;              // own stones removed (multi-stone suicide, when allowed)
    std::optional<Point> ko;       // the point the opponent may not retake at once (simple ko)
};

class Board {
public:
    static constexpr int max_size = 52;

    // An empty width x height board; both in [1, 52] (precondition).
    Board(int width, int height);

    [[nodiscard]] int width() const;
    [[nodiscard]] int height() const;
    [[nodiscard]] bool on_board(Point p) const;
    // The stone at p, Empty off the board.
    [[nodiscard]] Color at(Point p) const;

    // Places `color` at p; captures opponent chains without liberties first (C-Art 4.2), then
    // its own chain if it has none: removed when allow_suicide, else PlayError::Suicide.
    PlayOutcome play(Color color, Point p, bool allow_suicide = false);
    // Setup (AB/AW/AE): sets p to `color` (Empty clears) with no captures. Precondition: on board.
    void set(Point p, Color color);

    // Zobrist key of the stones alone (equal positions have equal keys).
    [[nodiscard]] std::uint64_t hash() const;
    // Stones of `color` on the board.
    [[nodiscard]] int stones(Color color) const;
    // Liberties of the chain at p (0 for an empty point).
    [[nodiscard]] int liberties(Point p) const;
    // The stones of the chain at p (empty for an empty point).
    [[nodiscard]] std::vector<Point> chain(Point p) const;

    // Recomputes chains, liberties, counts and hash from scratch; throws std::logic_error on mismatch.
    void check_invariants() const;

    // Rows of 'X' (black), 'O' (white), '.' (empty), top row first, one line per row.
    [[nodiscard]] std::string to_ascii() const;
    // Inverse of to_ascii; whitespace inside a row is ignored; throws std::invalid_argument.
    [[nodiscard]] static Board from_ascii(std::string_view diagram);

    friend bool operator==(const Board& a, const Board& b);

private:
    struct Impl;
    // (data members chosen by the implementation)
};

}  // namespace kifu::go
