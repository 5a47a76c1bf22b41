#pragma once
// The must-fill rule of Japanese counting without markup, as KGS counts it, written once for any board: a living chain
// whose liberties are all dame but one point of its owner's area must fill that point once the dame are filled (a teire
// the count leaves out of territory), unless the chain, grown through the dame it touches and its owner's chains those
// dame touch, reaches another point the opponent cannot fill: its owner's area or a seki's shared point (whether the
// opponent could cut the dame line is not read).
// score::count applies it to the regions of a final position, the play-out (estimate/finish_reckoning.cpp) to its
// reckoning.

#include <cstddef>
#include <vector>

namespace kifu::score {

// What an empty point is to the rule, for the owner of the chain it touches.
enum class FillKind : unsigned char {
    Dame,    // next to both sides' areas
    Own,     // the owner's area
    Shared,  // a seki's shared point: neither side fills it
    Other,   // the other side's area
};

// Scratch space of must_fill_point, reused across calls.
struct FillScratch {
    std::vector<unsigned> seen;  // one entry per board index, all below `stamp`
    std::vector<int> grown;
    unsigned stamp = 0;
};

// The point the living chain `stones` (board indices) must fill, or -1; `liberties` are the empty points next to it.
// kind(p) classifies an empty point for the chain's owner; for_each_neighbour(p, f) calls f(q) for each on-board
// neighbour q of p; own_stone(q) is true for a living stone of the chain's owner, empty(q) for a point no stone holds
// (the count has taken the dead stones off; the play-out leaves them on the board).
template <class Kind, class ForEachNeighbour, class OwnStone, class IsEmpty>
[[nodiscard]] int must_fill_point(const std::vector<int>& stones, const std::vector<int>& liberties, Kind kind,
                                  ForEachNeighbour for_each_neighbour, OwnStone own_stone, IsEmpty empty,
                                  FillScratch& scratch) {
    int point = -1;
    for (int l : liberties) {
        const FillKind k = kind(l);
        if (k == FillKind::Dame) continue;
        if (point >= 0 || k != FillKind::Own) return -1;
        point = l;
    }
    if (point < 0) return -1;
    // Grow the chain through the dame it touches and the owner's chains those dame touch.
    const unsigned stamp = ++scratch.stamp;
    std::vector<int>& grown = scratch.grown;
    grown = stones;
    for (int s : stones) scratch.seen[static_cast<std::size_t>(s)] = stamp;
    bool beyond = false;
    for (std::size_t k = 0; k < grown.size() && !beyond; ++k)
        for_each_neighbour(grown[k], [&](int q) {
            if (beyond || scratch.seen[static_cast<std::size_t>(q)] == stamp) return;
            if (own_stone(q) || (empty(q) && kind(q) == FillKind::Dame)) {
                scratch.seen[static_cast<std::size_t>(q)] = stamp;
                grown.push_back(q);
            } else if (empty(q) && q != point && (kind(q) == FillKind::Own || kind(q) == FillKind::Shared)) {
                beyond = true;
            }
        });
    return beyond ? -1 : point;
}

}  // namespace kifu::score
