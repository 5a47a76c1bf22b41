#pragma once
// The A01x codes of the adjudication, and the table of every code kifu emits.

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::adjudicate::code {
using diag::Code;
using diag::Severity;
inline constexpr Code EstimateDiffers{"A010", Severity::Warning,
                                      "the dead-stone estimate differs from the record's markup"};
inline constexpr Code CountedUnfinished{"A011", Severity::Warning,
                                        "the record does not end with two passes: the final position is counted as it "
                                        "stands"};
inline constexpr Code NoWarnings{"A012", Severity::Error,
                                 "--warning under rules that have no warnings (japanese, korean, tromp-taylor): a "
                                 "usage error, no ruling"};
inline constexpr Code MiddleGame{"A013", Severity::Warning,
                                 "the record stops in the middle game: its RE cannot be a count of its final position "
                                 "(agreement unfinished)"};
inline constexpr Code PlayedOut{"A014", Severity::Info,
                                "the record does not end with two passes: the game was played out before it was "
                                "counted"};
inline constexpr Code CutShort{"A015", Severity::Warning,
                               "the record was cut short: its comment says the moves that follow are not known, or the "
                               "server it names (KGS, CGOS) writes a counted game to its two passes and it stops "
                               "without them, so its RE cannot be a count of its final position (agreement "
                               "unfinished)"};
inline constexpr Code NoneDeadByRecord{"A016", Severity::Info,
                                       "RE is the count of the finished position with every stone alive: the players "
                                       "agreed that no stone was dead (C-Art 8), so the count takes none dead rather "
                                       "than kifu's estimate"};
inline constexpr Code CallByRecord{"A017", Severity::Info,
                                   "RE is the count of the finished position with one of the estimate's uncertain "
                                   "calls (E501) the other way: the players agreed on that group (C-Art 8), so the "
                                   "count takes it so"};
inline constexpr Code WinnerSwapped{"A018", Severity::Warning,
                                    "RE names the other player the winner by the very margin kifu counts (5 points or "
                                    "more): its winner looks written the wrong way round (agreement winner-swapped)"};
inline constexpr Code NoRepetitionRule{"A019", Severity::Error,
                                       "--cycle illegal under rules with only the basic ko rule (japanese, korean): a "
                                       "repetition is no illegal move there (J-Art 12); a usage error, no ruling"};
}  // namespace kifu::adjudicate::code

namespace kifu::adjudicate {

// The A01x table.
[[nodiscard]] std::span<const diag::Code> codes();
// Every code of every module, sorted by id (for --list-codes).
[[nodiscard]] const std::vector<diag::Code>& all_codes();
// The code with this id, if kifu emits it.
[[nodiscard]] std::optional<diag::Code> find_code(std::string_view id);

}  // namespace kifu::adjudicate
