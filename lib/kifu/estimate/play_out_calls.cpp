#include <kifu/estimate/play_out_calls.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace kifu::estimate {

bool middle_game(const Finish& played) { return played.largest >= middle_game_move || !played.complete; }

bool needs_new_calls(const Finish& played) { return played.largest >= life_and_death_move || !played.complete; }

SettledCalls calls_after_play_out(const go::Board& start, const Finish& played, const score::DeadStones& before,
                                  const score::DeadStones* after) {
    const go::Board& end = played.board;
    std::vector<char> added(static_cast<std::size_t>(end.width() * end.height()), 0);
    for (const FinishMove& m : played.moves) added[static_cast<std::size_t>(m.point.y * end.width() + m.point.x)] = 1;
    for (go::Point p : played.revived) added[static_cast<std::size_t>(p.y * end.width() + p.x)] = 1;
    // A stone of the record still on the finished board (not taken, nor taken and played again).
    auto kept = [&](go::Point p) {
        return end.at(p) != go::Color::Empty && end.at(p) == start.at(p) &&
               added[static_cast<std::size_t>(p.y * end.width() + p.x)] == 0;
    };
    auto dead_in = [](const score::DeadStones& d, go::Point p) {
        return std::binary_search(d.dead.begin(), d.dead.end(), p);
    };
    SettledCalls out{before, 0};
    out.dead.dead.clear();
    for (go::Point p : before.dead)
        if (kept(p)) out.dead.dead.push_back(p);
    out.dead.groups.clear();
    for (const score::GroupCall& g : before.groups)
        if (std::any_of(g.stones.begin(), g.stones.end(), kept)) out.dead.groups.push_back(g);
    if (!after) return out;
    for (go::Point p : after->dead)
        if (!kept(p)) out.dead.dead.push_back(p);
    std::sort(out.dead.dead.begin(), out.dead.dead.end());
    for (int y = 0; y < end.height(); ++y)
        for (int x = 0; x < end.width(); ++x) {
            const go::Point p{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)};
            out.disputed += kept(p) && dead_in(before, p) != dead_in(*after, p);
        }
    for (const score::GroupCall& g : after->groups)
        if (std::none_of(g.stones.begin(), g.stones.end(), kept)) out.dead.groups.push_back(g);
    return out;
}

}  // namespace kifu::estimate
