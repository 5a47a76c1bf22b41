#pragma once
// Checks of option values that say in plain words what is allowed (CLI11 validators: they run on
// the text before it is converted, so no value reaches a conversion error).

#include <cstdint>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace kifu::cli {

// One of `words` (in any case when `any_case`): "'xml' is not a valid value: use text, json, jsonl or csv".
[[nodiscard]] CLI::Validator one_of(std::vector<std::string> words, bool any_case = false);
// A whole number from `least` to `most`: "0 is out of range: use a whole number from 1 to 1024",
// "'x' is not a whole number from 1 to 1024".
[[nodiscard]] CLI::Validator whole_number(std::uint64_t least, std::uint64_t most);
// A finite decimal number such as 6.5 or -3: "'abc' is not a number (such as 6.5)".
[[nodiscard]] CLI::Validator decimal_number();
// "a, b or c": words joined as a sentence says them.
[[nodiscard]] std::string say_list(const std::vector<std::string>& words);

}  // namespace kifu::cli
