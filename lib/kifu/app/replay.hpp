#pragma once
// kifu-replay's work: the position of a game at a move, as a diagram, with captures and events.

#include <optional>
#include <string>

#include <kifu/cli/runner.hpp>
#include <kifu/report/diagram_text.hpp>

namespace kifu::app {

struct ReplayOptions {
    std::string rules;                          // preset overriding RU
    std::string cycle;                          // --cycle: what a C-Art 20.3 cycle means
    std::optional<int> move;                    // show the position after this move (default: the end)
    report::Charset charset = report::Charset::Ascii;
    bool svg = false;                           // write SVG instead of a text diagram
    bool image_files = false;                   // svg: each row names its image file (cli::Row::output_name)
};

// Replays every game of one input up to the chosen move, one row per game. A --move past a game's
// end, or (svg to standard output) a second game, is an I002 row with status 2 instead.
void replay_input(const ReplayOptions& options, const cli::Source& source, const cli::Emit& emit);
// The CSV columns of kifu-replay.
[[nodiscard]] std::vector<std::string> replay_csv_columns();

}  // namespace kifu::app
