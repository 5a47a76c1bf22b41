#pragma once
// Walking a folder tree for SGF files lazily, so memory does not grow with the files it holds.

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <sys/types.h>

#include <kifu/cli/inputs.hpp>

namespace kifu::cli {

// Yields the SGF files (*.sgf, *.sgfs; see is_sgf_name) and the archives (any case; see is_archive_name)
// under a folder, each with its path relative to the root: each folder's problems, then its files in
// name order, then its subfolders in name order; a tree with neither is one problem (I002), never a
// silent nothing. Folders are identified by device and inode, so a
// symbolic link loop is visited once and reported (I003). Only the current folder's file names are
// held, packed in one buffer.
class FolderWalk {
public:
    explicit FolderWalk(std::string root);
    // The next file or problem, or nothing once the tree is done.
    [[nodiscard]] std::optional<Input> next();

private:
    // Lists the next folder on the stack into problems_/names_; false when the stack is empty.
    bool open_next_folder();

    std::size_t prefix_;                      // characters of the root and its '/' that start every path
    std::string root_;                        // the folder as named
    bool yielded_ = false;                    // a file or a problem came out of the walk
    std::set<std::pair<dev_t, ino_t>> seen_;
    std::vector<std::string> stack_;          // folders still to list, the next one last
    std::vector<Input> problems_;             // of the current folder, in the order met
    std::string folder_;                      // the current folder
    std::string names_;                       // its *.sgf and archive file names, each ended by '\0'
    std::vector<std::uint32_t> starts_;       // where each name starts in names_, in name order
    std::size_t next_problem_ = 0, next_name_ = 0;
};

}  // namespace kifu::cli
