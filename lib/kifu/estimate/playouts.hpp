#pragma once
// Random playouts from the final position: what share of them each chain loses or keeps in seki.

#include <array>
#include <cstdint>
#include <vector>

#include <kifu/estimate/estimate.hpp>
#include <kifu/estimate/position.hpp>

namespace kifu::estimate {

// A chain is dead when more than this share of its stones end in the opponent's area. Below one
// half because a fight left open when both players passed is one the owner did not settle: over the
// 2,603 counted games of corpus/real, 0.36 to 0.44 all agree with RE more often than 0.5 does, and
// 0.40 keeps the exact margins and the markup agreement best.
constexpr double dead_share = 0.40;

// What the playouts counted.
struct Tally {
    std::vector<std::uint32_t> opp_owned;            // per chain: stones ending in the opponent's area
    std::vector<std::uint32_t> seki;                 // per chain: playouts ending alive on a shared liberty
    std::vector<std::array<std::uint32_t, 2>> area;  // per cell: playouts ending in Black's / White's area
    int games = 0;
};

// Plays random games from `start` (moves only on `candidates` and cells freed later, never in sealed
// regions) until every call is clear or options.playouts games are done; counts into `tally`.
// `to_move` moves first in every other game, so neither side has the tempo in an open fight. Chains left in atari at
// the end are not saved, except those of `to_move` next to `last_played` (the stone the last move placed, or -1): that
// move put them in atari and their owner has not answered yet, so `to_move` then moves first in every game.
void run_playouts(const Position& pos, const PlayoutBoard& start, const std::vector<int>& candidates,
                  const std::vector<char>& sealed, Cell to_move, int last_played, const Options& options, Tally& tally);

}  // namespace kifu::estimate
