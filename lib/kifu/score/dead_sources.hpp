#pragma once
// Where the dead stones come from: a referee's list, nobody dead, or the record's TB/TW markup.

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <kifu/go/board.hpp>
#include <kifu/go/point.hpp>
#include <kifu/score/dead_stones.hpp>

namespace kifu::score {

// Dead stones named by a list of points ("dd,Q16", separated by commas or blanks; SGF or human
// coordinates). Naming one stone of a chain kills the whole chain. Items that are not points of the
// board (K106, which the adjudication makes a usage error) and empty points (K107) are reported and
// skipped. Source: List.
[[nodiscard]] DeadStones dead_from_list(const go::Board& board, std::string_view points);

// Nothing is dead (Tromp-Taylor style). Source: AliveAll.
[[nodiscard]] DeadStones alive_all();

// Dead stones from final TB/TW markup: a stone inside the opponent's marked territory is dead, and
// with it its whole chain (K103 when only part of a chain is marked). Reported: a marked point that
// holds the marker's own stone (K101, ignored), a point in both TB and TW (K102), an off-board point
// (K104). `marked` keeps the cleaned TB/TW; count() compares it with the regions (K105, K109).
// nullopt when both are empty.
[[nodiscard]] std::optional<DeadStones> dead_from_markup(const go::Board& board,
                                                         std::span<const go::Point> territory_black,
                                                         std::span<const go::Point> territory_white);

// No source available: nothing is removed and K110 says that dead stones are unknown. Source: Unknown.
[[nodiscard]] DeadStones dead_unknown();

// What the user asked for, in the order of precedence of the options.
struct DeadChoice {
    std::optional<std::string> list;  // --dead POINTS
    bool alive_all = false;           // --alive-all
    bool use_markup = true;           // read the record's TB/TW
};

// --dead, then --alive-all, then markup; dead_unknown() when none applies (the caller may then estimate).
[[nodiscard]] DeadStones choose_dead(const go::Board& board, const DeadChoice& choice,
                                     std::span<const go::Point> territory_black,
                                     std::span<const go::Point> territory_white);

}  // namespace kifu::score
