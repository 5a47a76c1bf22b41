#pragma once
// A referee's ruling: from the replay's sanctions, the referee's own warnings and the count.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/game/record.hpp>
#include <kifu/go/color.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/compare.hpp>
#include <kifu/score/count.hpp>

namespace kifu::judge {

enum class Kind : std::uint8_t { Count, NoResult, Draw, LossByWarnings, LossByFoul, Resignation, Time, Forfeit, Undecided };

// "count", "no-result", "draw", "loss-by-warnings", "loss-by-foul", "resignation", "time", "forfeit", "undecided".
[[nodiscard]] std::string_view to_string(Kind kind);

// A warning the record cannot show (e.g. pressing the clock before placing a stone, C-Art 17.4).
struct RefereeWarning {
    go::Color color = go::Color::Black;
    std::string reason;
};

// One reason of the ruling, in the order a referee reads them out.
struct Reason {
    std::optional<int> move;
    std::string article;   // "C-Art 18.3", or empty
    std::string text;      // a full sentence
};

struct Verdict {
    Kind kind = Kind::Undecided;
    go::Color winner = go::Color::Empty;
    std::optional<std::string> result;   // SGF style: "B+5.5", "W+F", "0", "Void"; nullopt when undecided
    std::string headline;                // "Black wins by 2¾ stones (B+5.5)."
    std::vector<Reason> reasons;
    bool agrees_with_record = false;     // the ruling equals RE
    std::string record_note;             // "The recorded result B+3.5 is not upheld."
};

// Everything the ruling is made from.
struct Case {
    const game::Record& record;
    const rules::Rules& rules;
    const replay::Replay& replay;
    const score::Breakdown* count;                  // nullptr when the game was not counted
    std::string not_counted_reason;
    std::vector<RefereeWarning> referee_warnings;   // --warning
    std::array<int, 2> penalty_stones{};            // --penalty, [black, white]
};

// The ruling, with every event that mattered, in order, and the comparison with RE.
[[nodiscard]] Verdict rule(const Case& c);

}  // namespace kifu::judge
