#pragma once
// The diagnostic codes of kifu::game: S2xx property values, G4xx game information.

#include <span>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::game::code {
using diag::Code;
using diag::Severity;
inline constexpr Code BadMove{"S201", Severity::Error, "move value is not a point or pass: the move is left out"};
inline constexpr Code BadPointList{"S202", Severity::Warning,
                                   "point or point-list value (AB/AW/AE/TB/TW) is not valid: left out"};
inline constexpr Code BadSize{"S203", Severity::Error, "board size SZ is not valid (1..52, or W:H): 19x19 assumed"};
inline constexpr Code BadPlayer{"S204", Severity::Warning, "PL is not a colour: ignored"};
inline constexpr Code PaddedPoint{"S205", Severity::Warning,
                                  "move or point written with white space around it (B[ aa]): read without it"};
inline constexpr Code OddRectangle{"S206", Severity::Warning,
                                   "point rectangle not written upper-left:lower-right, or a 1x1 rectangle (AB[ba:aa], "
                                   "AB[aa:aa]): read as the points it covers"};
inline constexpr Code BoardCoordinate{"S207", Severity::Warning,
                                      "move written as a board coordinate or a word, not an SGF point (B[R16], "
                                      "W[pass]): read as that point or a pass"};
inline constexpr Code CommaList{"S208", Severity::Warning,
                                "points of a list written in one value separated by commas (AB[fc,pc]): read as "
                                "the points it names"};
inline constexpr Code EmptyKomi{"G401", Severity::Warning, "empty komi KM[]: komi unknown"};
inline constexpr Code KomiRescaled{"G402", Severity::Warning,
                                   "komi rescaled: Fox x100 value, or a value in stones doubled into points"};
inline constexpr Code BadKomi{"G403", Severity::Warning, "komi KM is not a number: komi unknown"};
inline constexpr Code HandicapMismatch{
    "G404", Severity::Warning, "handicap HA does not match the number of black stones set up before the first move"};
inline constexpr Code BadResult{"G405", Severity::Warning, "result RE not understood"};
inline constexpr Code Uncounted{"G406", Severity::Info,
                                "result margin cannot be a count (under a quarter point, or not in quarters): a win "
                                "without a count"};
inline constexpr Code NotGo{"G407", Severity::Error,
                            "GM is not 1: not a game of Go (its moves, setup and markup are not read)"};
inline constexpr Code HandicapRestored{"G411", Severity::Warning,
                                       "HA but no stones set up and White moves first: the standard handicap placement "
                                       "is restored"};
inline constexpr Code BadHandicap{"G408", Severity::Warning, "handicap HA is not a number: ignored"};
inline constexpr Code BadFormat{"G409", Severity::Warning, "file format FF is not 1..4"};
inline constexpr Code EmptyGame{"G410", Severity::Warning,
                                "empty game tree: a root node without properties and no moves"};
inline constexpr Code FoxDefaultKomi{"G412", Severity::Info,
                                     "Fox's KM[0] in an even game: the komi is the ruleset's default"};
inline constexpr Code MarginInStones{"G413", Severity::Info,
                                     "result margin in quarter points: read as stones (area counting) and doubled into "
                                     "points"};
inline constexpr Code FoxUncounted{"G414", Severity::Info,
                                   "Fox's RL[1] on a counted RE: not a count of the board, read as a win without a "
                                   "count"};
inline constexpr Code ResultInWords{"G415", Severity::Info,
                                    "result RE written in words (Chinese, Japanese, Korean or English): read as the "
                                    "result they say"};
inline constexpr Code DrawUncounted{"G416", Severity::Info,
                                    "a drawn RE that cannot be a count of the board (Fox's draws; a half-point komi): "
                                    "read as a draw without a count"};
inline constexpr Code TooMuchSetup{"G417", Severity::Error,
                                   "more set-up points (AB/AW/AE) in one line of play than any record needs: the rest "
                                   "are left out"};
inline constexpr Code HandicapInWords{"G418", Severity::Info,
                                      "handicap HA written in words (Chinese, Japanese, Korean or English): read as "
                                      "the number of stones they name, 0 for an even game"};
inline constexpr Code KomiAsKo{"G419", Severity::Info,
                               "komi written as KO in the root (a Chinese archive's own property) and no KM: read as "
                               "the komi"};
}  // namespace kifu::game::code

namespace kifu::game {

// The diagnostic codes of kifu::game (G4xx game info; also S2xx value codes it emits).
[[nodiscard]] std::span<const diag::Code> codes();

}  // namespace kifu::game
