#pragma once
// Dead-stone estimation for a final position: proofs (Benson, eye space) plus random playouts.

#include <cstdint>
#include <optional>
#include <span>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/estimate/codes.hpp>
#include <kifu/go/board.hpp>
#include <kifu/go/color.hpp>
#include <kifu/score/dead_stones.hpp>

namespace kifu::estimate {

// How the estimate is made; equal options on an equal position give an equal answer.
struct Options {
    std::uint64_t seed = 0x6b69667565737469ULL;  // fixed default: runs are reproducible
    int playouts = 128;                          // at most this many random games (0: proofs only);
                                                 // fewer when every call is clear after 24
    double uncertain_below = 0.8;                // calls less sure than this are listed as uncertain
    bool japanese = false;                       // Japanese rulings (bent four in the corner is dead)
};

// Dead stones and seki in a final position (`to_move` = the player to move), with a call per group. `last_move` is the
// stone the last move placed (none after a pass): chains of the player to move that it put in atari are answered in the
// playouts, where chains left in atari at the end are not saved.
[[nodiscard]] score::DeadStones dead_stones(const go::Board& board, go::Color to_move, const Options& options = {},
                                            std::optional<go::Point> last_move = std::nullopt);

}  // namespace kifu::estimate
