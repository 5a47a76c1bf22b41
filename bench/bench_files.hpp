#pragma once
// The inputs of a benchmark: every file named on its command line, read whole before timing starts.

#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::bench {

struct Inputs {
    std::vector<std::string> names;
    std::vector<std::string> contents;
    bool list = false;  // --list was given (bench_score prints one line per game)
};

// Reads argv[1..]; nullopt (after a message) when a file cannot be read or none is given.
inline std::optional<Inputs> read_inputs(int argc, char** argv, std::string_view usage) {
    Inputs in;
    for (int i = 1; i < argc; ++i) {
        if (std::string_view(argv[i]) == "--list") {
            in.list = true;
            continue;
        }
        std::ifstream file(argv[i], std::ios::binary);
        if (!file) {
            std::fprintf(stderr, "cannot read %s\n", argv[i]);
            return std::nullopt;
        }
        std::ostringstream ss;
        ss << file.rdbuf();
        in.names.emplace_back(argv[i]);
        in.contents.push_back(ss.str());
    }
    if (in.contents.empty()) {
        std::fprintf(stderr, "usage: %.*s\n", static_cast<int>(usage.size()), usage.data());
        return std::nullopt;
    }
    return in;
}

}  // namespace kifu::bench
