#pragma once
// Runs a tool's per-file work over many inputs on several threads, printing rows in input order.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <kifu/cli/inputs.hpp>
#include <kifu/cli/output.hpp>
#include <kifu/game/reader.hpp>

namespace kifu::cli {

// Hands one game's row to the runner (called in game order, from the worker's thread).
using Emit = std::function<void(Row&&)>;
// A tool's work on one input (or one piece of a large one): one row per game out (at least one row).
using Process = std::function<void(const Source& source, const Emit& emit)>;

struct RunSettings {
    Format format = Format::Text;
    unsigned jobs = 1;                      // worker threads (>= 1)
    std::size_t max_bytes = 0;              // per input
    // Larger UTF-8 inputs are handed out a game tree at a time (SplitInputs): memory is bounded by the
    // largest game, and with several jobs the games of one collection run in parallel.
    std::size_t split_above = std::size_t{64} << 10;
    bool progress = false;                  // show a progress bar on stderr when the run is long
    bool quiet = false;                     // --quiet: clean rows (Row::clean) are not printed
    std::vector<std::string> csv_columns;   // JSON pointers, in column order
    std::string tool;                       // for the progress bar
    std::function<std::optional<std::size_t>()> total_inputs;  // for the progress bar, once known
    // Rows with an output_name are written to that file under this folder (created as needed, each
    // name once per run: a second record of the same name is an I005 error), and stdout names the
    // file; empty: every row goes to stdout.
    std::string output_dir;
    // Archive members' bytes held by the inputs taken but not yet processed: past this, workers
    // wait (one member is always let through), so memory stays bounded whatever the members' sizes.
    std::size_t max_bytes_in_flight = std::size_t{32} << 20;
    nlohmann::json error_fields;            // the tool's own fields in the row of an unreadable input
};

// Loads each input, calls `process` on it (in parallel, in batches of consecutive inputs), prints
// rows in input order as soon as they are ready and calls `on_row` with each on the calling thread.
// Input errors become rows with status 2. Returns the worst status (0, 1 or 2). Stops quietly when
// stdout is a closed pipe. Memory is bounded whatever the number of inputs, of archive members or of
// rows per input. The progress line (settings.progress) is erased before anything is printed.
int run(const NextInput& next_input, const RunSettings& settings, const Process& process,
        const std::function<void(const Row&)>& on_row);

// Reads every game of `source` (see game::read_games) and hands each record to `each`, in order.
void for_each_game(const Source& source, const game::ReadOptions& options,
                   const std::function<void(game::Record&&)>& each);

// The row for an input that could not be read, with the tool's `fields` (null where unknown).
[[nodiscard]] Row error_row(const std::string& path, const diag::Diagnostic& error, const nlohmann::json& fields = {});

}  // namespace kifu::cli
