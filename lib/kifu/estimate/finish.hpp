#pragma once
// Playing an unfinished game out before it is counted: both sides answer ataris (not those by dead stones that taking
// the chain would not bring back to life, nor those the players left so, which are not taken either), defend chains a
// move could capture (the costliest loss first), forestall with a teire a stone of the other side's that would threaten
// two chains at once, close open boundaries in the order of boundary_priority and fill dame
// (after the teire a dame needs; under territory counting the teire the count will charge are part of the reckoning),
// never their own eyes or territory otherwise, until neither has a move that changes the count. A ko left open goes to
// the side that took it last: it connects (under territory counting, one the record's last move took is connected
// with the dame: left as it stands, with no turn spent on it). Stones called dead are never brought back to life but by
// one move that joins them to a living chain.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include <kifu/go/board.hpp>
#include <kifu/go/color.hpp>
#include <kifu/go/point.hpp>
#include <kifu/score/dead_stones.hpp>

namespace kifu::estimate {

// Why the play-out chose a move.
enum class FinishReason : std::uint8_t {
    Save,      // a chain in atari gets out
    Capture,   // an opponent chain in atari is taken
    Defend,    // a chain that one more opponent move would capture is made safe, or a teire forestalls a double threat
    Boundary,  // an open boundary point: the move gains points
    Rescue,    // stones called dead are joined to a living chain
    Dame,      // a neutral point: the move gains nothing but must be filled
};

// "save", "capture", "defend", "boundary", "rescue", "dame".
[[nodiscard]] std::string_view to_string(FinishReason reason);

// One move of the play-out.
struct FinishMove {
    go::Color color = go::Color::Empty;
    go::Point point;
    double value = 0;  // points the move gains for its player, by the play-out's
                       // own reckoning
    FinishReason reason = FinishReason::Dame;
};

struct FinishOptions {
    bool territory = false;              // territory counting: dame are worth nothing and prisoners count
    std::optional<go::Point> last_move;  // the record's last stone: a chain in atari that neither it nor its chain
                                         // touches was left so by the players: neither saved nor taken
    int scan = 0;  // the order the play-out looks at points in, which decides between equally good moves: one of
                   // the board's eight symmetries (0: row by row from the top left; see play_out_scans)
};

// The scans a record is played out with, in turn: rows from the top left, rows from the bottom right, then (only
// when those two disagree) columns from the top left, columns from the bottom right and rows from the top right.
// Equally good moves have no order of their own, and on 8.6% of the unfinished professional records of the shared
// corpus the count changes when the tie goes the other way; the median of the counts is RE's more often than any one
// scan's (2026-12-04, three scans: 80.1% exact against 78.8-79.7%), and the median of five more often than of three
// (80.50% against 80.14% that day; 81.06% against 80.60% on 2026-12-06, winners unchanged).
inline constexpr std::array<int, 5> play_out_scans{0, 1, 2, 3, 4};

// The finished game.
struct Finish {
    go::Board board{19, 19};        // the position after the play-out
    std::vector<FinishMove> moves;  // in order; empty when the position was finished already
    std::array<int, 2> captures{};  // stones captured during the play-out by [black, white]
    go::Color to_move = go::Color::Black;
    double largest = 0;              // the largest value of a move played (a real fight when large)
    bool complete = true;            // both sides passed before the move limit
    int disputed = 0;                // stones of the record the estimate on the finished position calls otherwise
    double spread = 0;               // how far apart the counts of the scans (play_out_scans) lie, in points; 0 when
                                     // the first two agree (the others are then not played)
    bool scans_split = false;        // the scans' counts name different winners (or one a draw)
    std::vector<go::Point> revived;  // stones called dead that a move of the play-out joined to a living chain
};

// Plays `board` (`to_move` to play, `ko` the point it may not retake at once) out. `calls` are the estimate's calls on
// it: stones called dead are left where they are and their points count for the side that surrounds them; chains in
// seki keep their shared liberties. Deterministic.
[[nodiscard]] Finish finish(const go::Board& board, go::Color to_move, std::optional<go::Point> ko,
                            const score::DeadStones& calls, const FinishOptions& options = {});

// How the play-out ranks a boundary point for the player to move: what the move gains (twice when it forces an answer:
// a sente move keeps the initiative, as in miai counting) plus what the opponent would gain there (nothing when less).
[[nodiscard]] constexpr int boundary_priority(int mine, bool forcing, int theirs) {
    return (forcing ? 2 : 1) * mine + (theirs > 0 ? theirs : 0);
}

}  // namespace kifu::estimate
