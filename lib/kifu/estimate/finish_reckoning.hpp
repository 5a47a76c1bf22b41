#pragma once
// The play-out's count of a position (see finish.hpp): each open point (empty, or a stone called dead) is the area of
// the side whose living stones are nearer through open points; under area counting living stones count too, under
// territory counting the teire each side must add once the dame are filled are taken off.

#include <array>
#include <limits>
#include <vector>

#include <kifu/estimate/playout_board.hpp>
#include <kifu/score/must_fill.hpp>

namespace kifu::estimate {

class Reckoning {
public:
    // The distance of a point no living stone of a side reaches.
    static constexpr int unreached = std::numeric_limits<int>::max() / 2;

    // For boards shaped like `shape`; `points` are its cells in the order the play-out scans them, `dead` its stones
    // called dead (one entry per cell, kept up to date by the play-out).
    Reckoning(const PlayoutBoard& shape, const std::vector<int>& points, const std::vector<char>& dead, bool territory);

    // Distances from every open point of `b` to the nearest living stone of each colour, through open points.
    void measure(const PlayoutBoard& b);
    // Black's lead on `b`. Leaves the distances of `b` for distance() and nearer().
    [[nodiscard]] int lead(const PlayoutBoard& b);

    // The distance from p to the nearest living stone of Black (side 0) or White (side 1), as last measured.
    [[nodiscard]] int distance(std::size_t side, int p) const { return dist_[side][ix(p)]; }
    // p is nearer to `side`'s living stones than to the other side's, as last measured.
    [[nodiscard]] bool nearer(std::size_t side, int p) const { return distance(side, p) < distance(1 - side, p); }
    // Living stones of both sides reach p, as last measured: an open boundary or a dame.
    [[nodiscard]] bool reached_by_both(int p) const { return distance(0, p) < unreached && distance(1, p) < unreached; }

private:
    [[nodiscard]] bool open(const PlayoutBoard& b, int p) const;
    [[nodiscard]] int must_fill(const PlayoutBoard& b);

    const std::vector<int>& points_;
    const std::vector<char>& dead_;
    bool territory_;
    std::array<int, 4> dirs_{};
    std::array<std::vector<int>, 2> dist_;
    std::vector<int> queue_;
    std::vector<int> chain_;  // must_fill's chain and its liberties
    std::vector<int> liberties_;
    score::FillScratch fill_scratch_;
};

}  // namespace kifu::estimate
