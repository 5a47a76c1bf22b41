#pragma once
// Where a collection's bytes split into game trees, found before any decoding (the structure bytes
// are ASCII in every charset a collection is split in): one rule for the reader's charset decoding
// and for reading a large file a game tree at a time.

#include <cstddef>
#include <string_view>
#include <vector>

namespace kifu::sgf {

// Scans SGF bytes, possibly a block at a time, for the places where a new piece starts. Trees are
// found as the parser finds them (a '(' that is the first thing after a tree, a "(;" after other
// text, or a ';' that is the first thing of all: a tree without '('); a piece ends with its tree's closing ')' when a
// tree starting "(;" follows, so text between trees goes with the next tree. Brackets, escapes and nesting are
// followed, so a '(' inside a value never splits.
class TreeSplitter {
public:
    // `per_line`: a KataGo .sgfs file, a game tree a line: a line break followed by "(;" (a game on the next line) also
    // ends a tree left open (cut short), with whatever value it was in, so a cut line never takes the next line's game.
    explicit TreeSplitter(bool per_line = false) : per_line_(per_line) {}
    // Scans `bytes` from `pos` for a tree that starts a new piece: true with `pos` at its '(' (the
    // piece before it ends at tree_end()); false when the bytes run out first, with `pos` where to go
    // on once more bytes are appended (`complete`: none will be).
    [[nodiscard]] bool find(std::string_view bytes, std::size_t& pos, bool complete);
    // Offset just after the ')' that closed the last whole tree.
    [[nodiscard]] std::size_t tree_end() const { return tree_end_; }
    // Whole trees scanned since the current piece began.
    [[nodiscard]] int trees() const { return trees_; }
    // Begins the next piece (at the tree find() stopped at, or after the end).
    void next_piece() { trees_ = 0; }
    // The first `n` bytes were dropped from the front of the bytes scanned: offsets move back.
    void drop_front(std::size_t n) { tree_end_ -= tree_end_ < n ? tree_end_ : n; }

private:
    bool per_line_ = false;
    int depth_ = 0;  // open '(' of the current tree
    bool in_value_ = false, escaped_ = false;
    int trees_ = 0;           // whole trees in the current piece
    bool only_space_ = true;  // nothing but white space since that tree closed
    bool begun_ = false;      // anything but white space scanned
    std::size_t tree_end_ = 0;
};

// Where each piece of `bytes` starts, as TreeSplitter cuts them: 0 first, one entry per game tree
// (the text before a tree going with it, the last piece running to the end).
[[nodiscard]] std::vector<std::size_t> split_trees(std::string_view bytes, bool per_line = false);

}  // namespace kifu::sgf
