#pragma once
// The library's one adjudication: record → rules → replay → final position → dead stones → count →
// ruling. Every tool that counts or rules a game calls it and only renders the Outcome.

#include <kifu/adjudicate/options.hpp>
#include <kifu/adjudicate/outcome.hpp>
#include <kifu/game/record.hpp>

namespace kifu::adjudicate {

// Adjudicates one game: chooses the rules, replays, takes the final position, decides the dead
// stones and counts (unless play decided the game: a foul that loses, the warnings, a repetition
// cycle; or the record's end rules a count out: resignation, time, forfeit, an unfinished record
// without a counted RE; or the rules have what kifu does not count), and rules. Never throws on bad data.
[[nodiscard]] Outcome adjudicate(game::Record&& record, const Options& options);

// The rules of `record` under `options`: --rules, else RU, else the rules inferred from the record (A003), else
// chinese; --cycle sets what a repetition cycle means (rules::choose).
[[nodiscard]] rules::Choice choose_rules(const game::Record& record, const RulesOptions& options);

// The usage error A019 when `rules` make a repetition cycle illegal (--cycle illegal) but have only the basic ko rule:
// no repetition is an illegal move under them, so no tool replays, counts or rules the game so.
[[nodiscard]] std::optional<diag::Diagnostic> cycle_without_superko(const rules::Rules& rules, const std::string& file);

}  // namespace kifu::adjudicate
