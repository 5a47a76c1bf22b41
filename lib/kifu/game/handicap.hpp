#pragma once
// Handicap games: how a record starts (resolved once, when it is read) and the standard placement
// of handicap stones.

#include <vector>

#include <kifu/diag/diagnostic.hpp>

#include <kifu/game/record.hpp>
#include <kifu/go/color.hpp>
#include <kifu/go/point.hpp>

namespace kifu::game {

// What decides how a game starts: HA and what stands before the first move.
struct StartFacts {
    int ha = 0;                   // HA as written (0 when absent)
    int setup_black = 0;          // distinct black stones set up on the board before the first move
    int setup_white = 0;          // distinct white stones set up on the board before the first move
    bool player_set = false;      // PL before the first move
    int opening_black_moves = 0;  // consecutive B moves the main line starts with
    bool opening_on_handicap_points = false;   // ... exactly on the standard points of that many handicap stones
    go::Color first_mover = go::Color::Empty;  // who makes the first move or pass (Empty: nobody)
};

// The facts of `record`: HA and its main line up to the first move.
[[nodiscard]] StartFacts start_facts(const Record& record);

// Even when nothing is set up; Handicap for black stones with HA (at least 1), no white stones and
// no PL; otherwise (AB with AW, without HA or with HA[0], or with PL) a set-up position.
[[nodiscard]] Start start_of(const StartFacts& facts);

// The handicap stones given as the consecutive B moves the record opens with: all of them when HA is at least 2 (HA
// may disagree: the stones on the board before White's first move are the handicap) or, with no HA, when they stand
// on the standard handicap points (any three corners for three); else none.
[[nodiscard]] int handicap_moves(const StartFacts& facts);

// The handicap a game is counted with: the black stones set up in a handicap game, the standard stones restored, or
// the handicap stones given as moves (HA may disagree: what is on the board is what Black had); 0 in a set-up
// position or an even game.
[[nodiscard]] int handicap_stones(Start start, const StartFacts& facts);

// Resolves how `record` starts (start, handicap_stones, opening_black_moves, handicap_moves) from HA
// and its main line, once. When HA[N] stands with nothing set up and White moves first (the stones
// were lost, as in some Fox exports), the standard placement of N stones is put back as set-up
// actions at the root and G411 (located at `ha_at`) says so. Appends G404 when HA disagrees with the
// stones: a handicap game with another number of AB stones, or HA with no stones (not given as moves): an even game.
void resolve_start(Record& record, const diag::SourceLocation& ha_at);

// The standard points of `stones` (2 to 9) handicap stones on a size x size board (odd, at least
// 7), in this order: upper right and lower left corners, lower right, upper left, the left and
// right sides (6 and more), the top and bottom sides (8 and 9), and last the centre (odd counts).
// Empty when there is no standard placement.
[[nodiscard]] std::vector<go::Point> standard_handicap(int size, int stones);

}  // namespace kifu::game
