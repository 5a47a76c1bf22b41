#pragma once
// Reading a large SGF collection one game tree at a time, in memory bounded by its largest game.

#include <cstddef>
#include <string>
#include <string_view>

#include <sys/types.h>

#include <kifu/sgf/tree.hpp>
#include <kifu/sgf/tree_split.hpp>

namespace kifu::cli {

// Bytes read at a time by GamePieces and reads_as_utf8.
inline constexpr std::size_t piece_block_size = std::size_t{1} << 20;

// One game tree of a file with the text before it, and where it starts in the file.
struct Piece {
    std::string bytes;
    sgf::Origin origin;
};

// Splits what an open file descriptor holds into pieces of one game tree each, reading it in blocks,
// where sgf::TreeSplitter splits (the text between trees goes with the next tree, and the last piece
// runs to the end of the file).
class GamePieces {
public:
    // `per_line`: a KataGo .sgfs file, a game tree a line (see sgf::TreeSplitter).
    explicit GamePieces(int fd, bool per_line = false, std::size_t block_size = piece_block_size)
        : fd_(fd), block_size_(block_size), splitter_(per_line) {}
    // The same over bytes already in memory (an archive member), taken a block at a time.
    explicit GamePieces(std::string_view bytes, bool per_line = false, std::size_t block_size = piece_block_size)
        : memory_(bytes), from_memory_(true), block_size_(block_size), splitter_(per_line) {}
    // Reads the next piece into `piece`; false at the end of the file or on a read error (error()).
    bool next(Piece& piece);
    // Why reading failed (strerror), or empty.
    [[nodiscard]] const std::string& error() const { return error_; }

private:
    // Reads one more block; false at the end of the file or on an error.
    bool read_more();
    // Up to `size` bytes from the file or memory into `into`: how many, 0 at the end, -1 on an error.
    ssize_t read_block(char* into, std::size_t size);

    int fd_ = -1;
    std::string_view memory_;    // the bytes when from_memory_, the part not yet read
    bool from_memory_ = false;
    std::size_t block_size_;     // bytes per read
    std::string buffer_;         // bytes read and not yet handed out start at buffer_[start_]
    std::size_t start_ = 0;
    std::size_t scan_ = 0;  // how far buffer_ has been scanned
    bool eof_ = false;
    std::string error_;
    sgf::TreeSplitter splitter_;  // the scanner's state at scan_
    sgf::Origin origin_;         // where buffer_[start_] is in the file
};

// True when everything `fd` holds from its current offset is well-formed UTF-8 (read in blocks;
// the offset is left wherever reading stopped).
[[nodiscard]] bool reads_as_utf8(int fd);

}  // namespace kifu::cli
