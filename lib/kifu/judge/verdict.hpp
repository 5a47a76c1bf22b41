#pragma once
// A referee's ruling: from the replay's facts, the sanctions (judge/sanctions.hpp) and the count.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/estimate/confidence.hpp>
#include <kifu/estimate/finish.hpp>
#include <kifu/game/record.hpp>
#include <kifu/judge/sanctions.hpp>
#include <kifu/go/color.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/compare.hpp>
#include <kifu/score/count.hpp>

namespace kifu::judge {

enum class Kind : std::uint8_t { Count, NoResult, Draw, LossByWarnings, LossByFoul, Resignation, Time, Forfeit, Undecided };

// "count", "no-result", "draw", "loss-by-warnings", "loss-by-foul", "resignation", "time", "forfeit", "undecided".
[[nodiscard]] std::string_view to_string(Kind kind);

// What the ruling does with RE.
enum class RecordRuling : std::uint8_t {
    Upheld,     // the ruling states RE's outcome
    NotUpheld,  // it states another
    Neither,    // neither confirmed nor overturned: no ruling (an unruled cycle, warnings both reached), uncertain,
                // middle game, within the play-out's error, a count on kifu's estimate of the dead stones or on
                // rules the record does not name, an RE kifu does not understand
    NoRecord,   // the record gives no result (no RE, or RE[?])
};

// "upheld", "not-upheld", "neither", "no-record".
[[nodiscard]] std::string_view to_string(RecordRuling ruling);

struct Verdict {
    Kind kind = Kind::Undecided;
    go::Color winner = go::Color::Empty;
    std::optional<std::string> result;   // SGF style: "B+5.5", "W+F", "0", "Void"; nullopt when undecided
    std::string headline;                // "Black wins by 2¾ stones (B+5.5)."
    std::vector<Reason> reasons;
    RecordRuling record = RecordRuling::NoRecord;
    std::string record_note;             // "The recorded result B+3.5 is not upheld."

    // The ruling states RE's outcome.
    [[nodiscard]] bool agrees_with_record() const { return record == RecordRuling::Upheld; }
};

// Whether a ruling sanctions an irregularity: a loss by a foul or by warnings, a warning or a penalty stone.
[[nodiscard]] bool sanctions_irregularity(const Verdict& verdict, const Sanctions& sanctions);

// Everything the ruling is made from.
struct Case {
    const game::Record& record;
    const rules::Rules& rules;
    const replay::Replay& replay;
    const Sanctions& sanctions;                     // warnings, penalty stones and a loss by warnings
    const score::Breakdown* count;                  // nullptr when the game was not counted
    std::string not_counted_reason;
    const estimate::Finish* played_out = nullptr;      // the play-out of a record that stops before the end
    std::string as_it_stands{};                        // why such a record was counted as it stands instead
    const estimate::Confidence* confidence = nullptr;  // how sure the count is of its winner
    std::string_view not_a_count{};  // why RE cannot be a count of the final position (A013, A015), else empty
    bool guessed_dead = false;  // the count rests on kifu's estimate (a play-out, or calls not all proven), not on
                                // the dead stones the players agreed on: it confirms RE but cannot overturn it
    // The rules when the record does not name them ("japanese, inferred"), else empty: a count under rules kifu chose
    // confirms RE but cannot overturn it.
    std::string guessed_rules{};
    // How RE settled the dead stones (A016, A017), said in the count's reason in place of their source; else empty.
    std::string_view dead_by_record{};
};

// The ruling, with every event that mattered, in order, and the comparison with RE.
[[nodiscard]] Verdict rule(const Case& c);

}  // namespace kifu::judge
