#pragma once
// Reads SGF bytes into game::Records, one game tree at a time (memory bounded by one game).

#include <functional>
#include <span>
#include <string_view>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/codes.hpp>
#include <kifu/game/record.hpp>
#include <kifu/game/result.hpp>
#include <kifu/sgf/parser.hpp>
#include <kifu/sgf/tree.hpp>

namespace kifu::game {

struct ReadOptions {
    bool all_variations = false;  // also fill Record::variations with every root-to-leaf line
    bool report_variations = false;  // also report the bad values of every variation's nodes (without the lines)
    bool tree_per_line = false;      // a KataGo .sgfs file: a game tree a line, a line cut short ends at its line's end
};

// Reads every game tree of an SGF buffer in file order and calls on_game with each Record.
// File-level problems (junk, no game tree at all) are attached to the first Record, a game tree's
// charset notes to its own (each tree is read in its own charset, see sgf/tree_charsets.hpp);
// a file with no game tree yields one Record with no actions and an error diagnostic, so every
// file produces at least one Record. `origin` places `bytes` in a larger file (one piece of a
// collection read a game tree at a time): locations and game indexes are then the file's. Never
// throws on bad data.
void read_games(std::string_view bytes, std::string_view file_name, const ReadOptions& options,
                const std::function<void(Record&&)>& on_game, const sgf::Origin& origin = {});

// Builds the Record of one parsed game tree (diagnostics of the game info and values appended).
[[nodiscard]] Record read_record(const sgf::GameTree& tree, const sgf::Parser& parser, const ReadOptions& options,
                                 int game_index);

// Parses a KM value. |KM| >= 100 written without a decimal point is Fox's x100 encoding (KM[750] = 7.5); a value ending
// in .25/.75 is a komi in stones (KM[375] = 3.75 stones = 7.5 points under Chinese counting) and is doubled. Both set
// Komi::rescaled() (the reader warns G402); nullopt when the text is not a number.
[[nodiscard]] std::optional<Komi> parse_komi(std::string_view text);

}  // namespace kifu::game
