#pragma once
// Where kifu-fix writes each fixed file: under --output-dir at the input's relative path, never over
// an input nor twice to one path; written through a temporary file renamed over the target.

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <kifu/cli/inputs.hpp>

namespace kifu::fix {

// Where each input's fixed file goes: output_dir joined with the input's path relative to the
// folder (or archive) it was found in, or its file name when it was named directly ("stdin.sgf"
// for standard input). Refuses (an error on the input) an output that is an input, or that an
// earlier input of the run already writes.
class OutputPlan {
public:
    explicit OutputPlan(std::string output_dir) : dir_(std::move(output_dir)) {}
    // The output path of `input`, or nothing (and input.error set) when it is refused.
    std::optional<std::string> assign(cli::Input& input);
    // The output assigned to the input named `path`, taken out of the plan (thread-safe).
    std::optional<std::string> take(const std::string& path);

private:
    std::string dir_;
    std::map<std::string, std::string> pending_;  // input path -> output not yet taken
    std::map<std::string, std::string> claimed_;  // output path -> the input that writes it (about 100 bytes an input)
    std::mutex mutex_;
};

// Usage problems found before the run: the output folder inside (or equal to) an input folder, or
// an input named on the command line inside the output folder. Empty when there are none.
[[nodiscard]] std::string check_output_dir(const std::string& output_dir, const std::vector<std::string>& inputs);

// Writes `bytes` to `path` (creating its folder) through a temporary file in the same folder
// renamed over it; the error message, or empty.
[[nodiscard]] std::string write_file(const std::string& path, const std::string& bytes);

}  // namespace kifu::fix
