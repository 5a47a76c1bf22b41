#pragma once
// Reading capturing fights on a playout board: can a chain with few liberties be captured when its opponent moves
// first (on its liberties, throwing in a stone when it has two: snapbacks, shortage of liberties), against the owner's
// best defence (extending, capturing, shortening the attacker in a capturing race)?

#include <array>
#include <vector>

#include <kifu/estimate/playout_board.hpp>

namespace kifu::estimate {

class Reader {
public:
    // Moves read at most, chains with more liberties than this taken as safe, positions read at most per question
    // (beyond that the chain is taken as safe).
    static constexpr int depth = 7;
    static constexpr int max_liberties = 3;
    static constexpr int max_nodes = 1000;

    // True when the opponent of the chain at q, moving first, captures it.
    [[nodiscard]] bool capturable(const PlayoutBoard& board, int q);

    // Appends the liberties of the opponent chains next to the chain at p that have few enough liberties to be fought:
    // taking or shortening them defends the chain too.
    static void add_short_neighbours(const PlayoutBoard& board, int p, std::vector<int>& out);

private:
    [[nodiscard]] bool attack(const PlayoutBoard& b, int q, int left);
    [[nodiscard]] bool defend(const PlayoutBoard& b, int q, int left);
    [[nodiscard]] static bool escapes_at_once(const PlayoutBoard& b, int q);
    PlayoutBoard& scratch(int left, const PlayoutBoard& like);

    std::vector<PlayoutBoard> pool_;
    std::array<std::vector<int>, depth + 1> moves_;
    int nodes_ = 0;
};

}  // namespace kifu::estimate
