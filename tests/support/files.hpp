#pragma once
// Test helper: a file's whole content, read as bytes.

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace kifu::test {

inline std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

}  // namespace kifu::test
