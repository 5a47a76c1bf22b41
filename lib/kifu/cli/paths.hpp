#pragma once
// Whether two paths name one file: how the tools keep from writing over an input.

#include <string>

namespace kifu::cli {

// True when `a` and `b` both exist and are the same file (the same device and inode: a hard link or a symbolic link
// to it too).
[[nodiscard]] bool same_file(const std::string& a, const std::string& b);

}  // namespace kifu::cli
