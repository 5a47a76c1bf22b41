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
inline constexpr Code EmptyKomi{"G401", Severity::Warning, "empty komi KM[]: komi unknown"};
inline constexpr Code KomiRescaled{"G402", Severity::Warning,
                                   "komi rescaled: Fox x100 value, or a value in stones doubled into points"};
inline constexpr Code BadKomi{"G403", Severity::Warning, "komi KM is not a number: komi unknown"};
inline constexpr Code HandicapMismatch{
    "G404", Severity::Warning, "handicap HA does not match the number of black stones set up before the first move"};
inline constexpr Code BadResult{"G405", Severity::Warning, "result RE not understood"};
inline constexpr Code SuspectMargin{"G406", Severity::Warning,
                                    "result margin suspect (not a multiple of 0.5, or zero with a winner)"};
inline constexpr Code NotGo{"G407", Severity::Error,
                            "GM is not 1: not a game of Go (its moves, setup and markup are not read)"};
inline constexpr Code HandicapRestored{"G411", Severity::Warning,
                                       "HA but no stones set up and White moves first: the standard handicap placement "
                                       "is restored"};
inline constexpr Code BadHandicap{"G408", Severity::Warning, "handicap HA is not a number: ignored"};
inline constexpr Code BadFormat{"G409", Severity::Warning, "file format FF is not 1..4"};
inline constexpr Code EmptyGame{"G410", Severity::Warning,
                                "empty game tree: a root node without properties and no moves"};
}  // namespace kifu::game::code

namespace kifu::game {

// The diagnostic codes of kifu::game (G4xx game info; also S2xx value codes it emits).
[[nodiscard]] std::span<const diag::Code> codes();

}  // namespace kifu::game
