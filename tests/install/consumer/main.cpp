// Reads a small SGF and plays a move: proves the installed kifu package compiles and links.
#include <iostream>

#include <kifu/game/reader.hpp>
#include <kifu/go/board.hpp>

int main() {
    int moves = 0;
    kifu::game::read_games("(;SZ[9];B[ee];W[cc])", "inline.sgf", {}, [&](kifu::game::Record&& r) {
        for (const auto& a : r.actions) moves += a.kind == kifu::game::ActionKind::Move;
    });
    kifu::go::Board board(9, 9);
    board.play(kifu::go::Color::Black, {4, 4});
    std::cout << moves << ' ' << board.stones(kifu::go::Color::Black) << '\n';
    return moves == 2 ? 0 : 1;
}
