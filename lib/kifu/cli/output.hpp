#pragma once
// Output formats and the row every tool emits for each game.

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace kifu::cli {

// Svg is text-like: each row's `out` holds an image (kifu-replay only).
enum class Format { Text, Json, Jsonl, Csv, Svg };

// One game's result: the machine-readable object and its text rendering.
struct Row {
    nlohmann::json data;   // the JSON contract fields (file, game, ok, diagnostics, …)
    std::string out;       // text format: what goes to stdout
    std::string err;       // text format: what goes to stderr (diagnostics)
    int status = 0;        // 0 clean, 1 findings, 2 I/O error
    std::string output_name;  // with RunSettings::output_dir: `out` goes to this file under it
    bool clean = false;       // nothing to report: left out under --quiet (RunSettings::quiet)
};

// `value` as one line of JSON; a string that is not UTF-8 (which no row should hold) gets U+FFFD for
// its bad bytes rather than ending the run.
[[nodiscard]] std::string dump(const nlohmann::json& value);
// A CSV field: strings quoted per RFC 4180 when needed, numbers and booleans as JSON writes them,
// null empty, arrays of scalars joined with spaces, other values as quoted JSON.
[[nodiscard]] std::string csv_field(const nlohmann::json& value);
// A CSV line ending in "\n": the values of `columns` looked up in `data` by JSON pointer ("/black/total").
[[nodiscard]] std::string csv_line(const nlohmann::json& data, const std::vector<std::string>& columns);
// The header line: column pointers written with '.' separators ("black.total").
[[nodiscard]] std::string csv_header(const std::vector<std::string>& columns);

// Notes why a write to standard output failed (`err`, an errno value); the first reason is kept.
void note_stdout_error(int err);
// Flushes standard output and returns `status`, or 2 when a write to it failed: then one I005 error
// ("standard output: error: cannot write: No space left on device [I005]") goes to standard error,
// once per process. A closed pipe (EPIPE) is no error: the run ends quietly with `status`.
[[nodiscard]] int finish_stdout(int status);

}  // namespace kifu::cli
