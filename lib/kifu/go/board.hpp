#pragma once
// The Go board: a copyable value with incremental chains, exact liberty counts and a Zobrist hash.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
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
    // Cells of the padded array of the largest board: (52 + 2 rows) x (52 + 1 columns) + 1.
    static constexpr int max_cells = (max_size + 2) * (max_size + 1) + 1;

    // An empty width x height board; both in [1, 52] (precondition).
    Board(int width, int height);
    // Copies only the cells the board uses, so small boards copy cheaply.
    Board(const Board& other);
    Board& operator=(const Board& other);
    ~Board() = default;

    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }
    [[nodiscard]] bool on_board(Point p) const {
        return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_;
    }
    // The stone at p, Empty off the board.
    [[nodiscard]] Color at(Point p) const {
        return on_board(p) ? static_cast<Color>(cell_[index_of(p)].color) : Color::Empty;
    }

    // Places `color` at p; captures opponent chains without liberties first (C-Art 4.2), then
    // its own chain if it has none: removed when allow_suicide and the chain is more than the new stone (a single
    // stone's suicide is illegal under every ruleset: RULES.md allows multi-stone suicide only), else
    // PlayError::Suicide.
    PlayOutcome play(Color color, Point p, bool allow_suicide = false);
    // What play(color, p, allow_suicide) would report as error, without changing the board.
    [[nodiscard]] PlayError check(Color color, Point p, bool allow_suicide = false) const;
    // The hash() the board would have after play(color, p, allow_suicide); nullopt when check() fails.
    [[nodiscard]] std::optional<std::uint64_t> hash_after(Color color, Point p, bool allow_suicide = false) const;
    // Setup (AB/AW/AE): sets p to `color` (Empty clears) with no captures. Precondition: on board.
    void set(Point p, Color color);
    // Setup of many points at once: as set() for each in turn, the chains rebuilt once at the end when there are
    // many, so a set-up node costs O(points + board) however the chains it splits and joins. Precondition: on board.
    void set_many(std::span<const std::pair<Point, Color>> stones);

    // Zobrist key of the stones alone (equal positions have equal keys).
    [[nodiscard]] std::uint64_t hash() const { return hash_; }
    // Stones of `color` on the board.
    [[nodiscard]] int stones(Color color) const { return color == Color::Empty ? 0 : stones_[index(color)]; }
    // Liberties of the chain at p (0 for an empty point).
    [[nodiscard]] int liberties(Point p) const;
    // The stones of the chain at p (empty for an empty point).
    [[nodiscard]] std::vector<Point> chain(Point p) const;
    // Number of stones in the chain at p (0 for an empty point).
    [[nodiscard]] int chain_size(Point p) const;
    // A point that identifies the chain at p (equal for all its stones); nullopt for an empty point.
    [[nodiscard]] std::optional<Point> chain_id(Point p) const;

    // Recomputes chains, liberties, counts and hash from scratch; throws std::logic_error on mismatch.
    void check_invariants() const;

    // Rows of 'X' (black), 'O' (white), '.' (empty), top row first, one line per row.
    [[nodiscard]] std::string to_ascii() const;
    // Inverse of to_ascii; whitespace inside a row is ignored; throws std::invalid_argument.
    [[nodiscard]] static Board from_ascii(std::string_view diagram);

    // Same size and the same stones.
    friend bool operator==(const Board& a, const Board& b);

private:
    // One cell of the padded array: its colour (3 = border), and for a stone its chain's
    // representative (head), the next stone of the chain (a cycle), and at the head the chain's
    // liberty and stone counts. Empty and border cells have head 0.
    struct Cell {
        std::uint8_t color;
        std::uint16_t head;
        std::uint16_t next;
        std::uint16_t libs;
        std::uint16_t size;
    };
    static constexpr std::uint8_t border = 3;

    [[nodiscard]] int index_of(Point p) const { return (p.y + 1) * stride_ + p.x + 1; }
    [[nodiscard]] Point point_of(int i) const {
        return Point{static_cast<std::int16_t>(i % stride_ - 1), static_cast<std::int16_t>(i / stride_ - 1)};
    }
    [[nodiscard]] int count_liberties(int head) const;
    [[nodiscard]] bool is_liberty_of(int empty, int head) const;
    // The distinct chains around an empty point, by colour, and its empty neighbours.
    struct Around {
        int empties = 0;
        int n_own = 0;
        int n_opp = 0;
        int own[4];
        int opp[4];
    };
    [[nodiscard]] Around around(int i, std::uint8_t own) const;
    void place(int i, Color c, const Around& nb);
    void merge(int a, int b);
    int remove_chain(int head);
    void rebuild_chain(int start);

    int width_;
    int height_;
    int stride_;
    int cells_;
    std::uint64_t hash_ = 0;
    int stones_[2] = {0, 0};
    Cell cell_[max_cells];
};

}  // namespace kifu::go
