#pragma once
// The M1xx codes of replay: every irregular move, repetition and end of game it reports.

#include <span>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::replay::code {
using diag::Code;
using diag::Severity;
inline constexpr Code OffBoard{"M101", Severity::Error,
                               "a move off the board: the record is corrupt there (void, turn forfeited)"};
inline constexpr Code Occupied{"M102", Severity::Error,
                               "a move on an occupied point: the record is corrupt there (void, turn forfeited; a loss "
                               "under rules where an illegal move loses, J-Art 3)"};
inline constexpr Code Suicide{"M103", Severity::Error,
                              "suicide: the move leaves its own stones without a liberty (C-Art 5, 19)"};
inline constexpr Code KoRetaken{"M104", Severity::Error, "a single ko retaken at once (C-Art 18.3, J-Art 6)"};
inline constexpr Code Superko{"M105", Severity::Error,
                              "superko: the move recreates an earlier whole-board position (C-Art 6, 20)"};
inline constexpr Code PlayedTwice{"M106", Severity::Error, "the same colour plays twice in a row (C-Art 17.2)"};
inline constexpr Code PlayAfterEnd{"M107", Severity::Warning,
                                   "play goes on after the game ended with two passes: no part of the game, not "
                                   "replayed or counted (after an end a void move made: play resumes)"};
inline constexpr Code SetupAfterStart{"M108", Severity::Warning, "setup stones (AB/AW/AE) after the first move"};
inline constexpr Code KoForced{"M109", Severity::Info, "the KO property forces a move the ko rule forbids: accepted"};
inline constexpr Code HandicapAsMoves{
    "M110", Severity::Info, "handicap stones given as consecutive black moves; HA agrees: treated as handicap"};
inline constexpr Code HandicapMismatch{"M111", Severity::Warning,
                                       "HA does not match the handicap stones placed (or consecutive black moves open "
                                       "a record without HA)"};
inline constexpr Code Repetition{
    "M112", Severity::Warning,
    "a whole-board position repeats (triple ko, eternal life, ...): not illegal under these "
    "rules"};
inline constexpr Code EndedByForfeit{
    "M113", Severity::Info, "the game ends with two consecutive passes, one of them a forfeited turn (C-Art 7.3)"};
inline constexpr Code EndsInCycle{"M115", Severity::Warning,
                                  "the record ends inside a repetition cycle: no result, draw or replay (J-Art 12, "
                                  "C-Art 20.3)"};
inline constexpr Code UnexpectedFirst{"M116", Severity::Warning,
                                      "the first move is not by the colour expected to start"};
inline constexpr Code PlayerChanged{"M117", Severity::Info, "PL changes the player to move"};
inline constexpr Code SuicideAllowed{"M118", Severity::Info,
                                     "a suicide the rules allow (of more than one stone): the player's own stones are "
                                     "removed"};
inline constexpr Code PassOutOfTurn{"M119", Severity::Warning,
                                    "a pass out of turn (a second pass by the same player does not end the game)"};
inline constexpr Code BadBoardSize{"M120", Severity::Error, "the board size is outside 1x1..52x52: nothing replayed"};
inline constexpr Code PlayAfterResult{
    "M121", Severity::Warning,
    "play goes on after the node whose RE records the end of the game: no part of the "
    "game, not replayed or counted"};
inline constexpr Code CycleEndedOtherwise{"M122", Severity::Warning,
                                          "the record ends inside a repetition cycle, but RE records a resignation, "
                                          "time loss or forfeit: the recorded end stands (J-Art 12)"};
inline constexpr Code SetupWithoutLiberty{"M123", Severity::Warning,
                                          "set-up stones (AB/AW) left without a liberty: an impossible position, kept "
                                          "as set"};
}  // namespace kifu::replay::code

namespace kifu::replay {

// Every M code with its severity and meaning.
[[nodiscard]] std::span<const diag::Code> codes();

}  // namespace kifu::replay
