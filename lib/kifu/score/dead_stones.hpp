#pragma once
// Which stones are dead at the end, where that knowledge came from, and how sure it is.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/go/color.hpp>
#include <kifu/go/point.hpp>

namespace kifu::score {

// NoneByResult: nothing is dead because RE is the players' count with every stone alive (A016).
enum class DeadSource : std::uint8_t { List, AliveAll, Markup, Estimated, NoneByResult, Unknown };

// "list", "alive-all", "markup", "estimated", "none-by-re", "unknown" (the JSON `dead_source` values).
[[nodiscard]] std::string_view to_string(DeadSource s);

// A judgement about one chain or group of stones, explained in one line.
struct GroupCall {
    go::Color color = go::Color::Empty;
    std::vector<go::Point> stones;
    bool dead = false;
    bool seki = false;
    double confidence = 1.0;   // 0.5 = a coin toss, 1 = proven
    int liberties = 0;         // empty points next to the group: its eye space when it lives
    int region = 0;            // seki calls: the empty points of all the empty regions the group borders
    int hostages = 0;          // stones of the opponent's chains whose liberties are all the group's: they live or
                               // die the other way
    std::string reason;        // "one eye, no escape", "unconditionally alive (Benson)", ...
};

// A call's status in a word: "dead", "seki" or "alive".
[[nodiscard]] constexpr std::string_view status_word(const GroupCall& call) {
    return call.dead ? "dead" : call.seki ? "seki" : "alive";
}

// The record's final TB/TW points: the territory both players agreed on.
struct MarkedTerritory {
    std::vector<go::Point> black;       // TB, sorted, on-board points only
    std::vector<go::Point> white;       // TW, sorted, on-board points only
};

struct DeadStones {
    DeadSource source = DeadSource::Unknown;
    std::vector<go::Point> dead;        // every dead stone, sorted
    std::vector<GroupCall> groups;      // per-group calls (estimates; may be empty for lists)
    diag::Diagnostics diagnostics;      // inconsistent markup, uncertain groups, ...
    std::optional<MarkedTerritory> marked;  // set for DeadSource::Markup: caps territory counting
    // Estimates only, one entry per point row by row from the top (empty when no playouts ran): the
    // share of the estimate's playouts that ended with the point in Black's / White's area.
    std::vector<float> black_share, white_share;
};

}  // namespace kifu::score
