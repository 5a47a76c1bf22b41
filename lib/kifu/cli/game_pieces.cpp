#include <kifu/cli/game_pieces.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <unistd.h>

#include <kifu/sgf/charset.hpp>

namespace kifu::cli {
namespace {

// Bytes at the end of `bytes` that may begin a UTF-8 sequence the next block completes.
std::size_t incomplete_tail(std::string_view bytes) {
    for (std::size_t back = 1; back <= 3 && back <= bytes.size(); ++back) {
        const auto c = static_cast<unsigned char>(bytes[bytes.size() - back]);
        if (c < 0x80) return 0;
        if (c >= 0xC0) {
            const std::size_t length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
            return length > back ? back : 0;
        }
    }
    return 0;
}

}  // namespace

bool reads_as_utf8(int fd) {
    std::string block;
    std::size_t carried = 0;
    for (;;) {
        block.resize(carried + piece_block_size);
        const ssize_t n = ::read(fd, block.data() + carried, piece_block_size);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return false;
        const std::size_t size = carried + static_cast<std::size_t>(n);
        const std::string_view bytes(block.data(), size);
        const std::size_t tail = n == 0 ? 0 : incomplete_tail(bytes);
        if (!sgf::is_valid_utf8(bytes.substr(0, size - tail))) return false;
        if (n == 0) return true;
        std::memmove(block.data(), block.data() + size - tail, tail);
        carried = tail;
    }
}

bool GamePieces::next(Piece& piece) {
    for (;;) {
        const bool found = splitter_.find(buffer_, scan_, eof_);
        if (!found && read_more()) continue;
        if (!error_.empty()) return false;
        const std::size_t end = found ? splitter_.tree_end() : buffer_.size();
        if (end == start_) return false;
        const std::string_view bytes(buffer_.data() + start_, end - start_);
        piece.bytes.assign(bytes);
        piece.origin = origin_;
        origin_ = sgf::after(origin_, bytes);
        origin_.games_before += splitter_.trees();
        start_ = end;
        splitter_.next_piece();
        return true;
    }
}

bool GamePieces::read_more() {
    if (eof_ || !error_.empty()) return false;
    if (start_ > 0) {
        buffer_.erase(0, start_);
        scan_ -= start_;
        splitter_.drop_front(start_);
        start_ = 0;
    }
    const std::size_t had = buffer_.size();
    buffer_.resize(had + block_size_);
    for (;;) {
        const ssize_t n = read_block(buffer_.data() + had, block_size_);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) error_ = std::strerror(errno);
        if (n == 0) eof_ = true;
        buffer_.resize(had + static_cast<std::size_t>(n > 0 ? n : 0));
        return n > 0;
    }
}

ssize_t GamePieces::read_block(char* into, std::size_t size) {
    if (!from_memory_) return ::read(fd_, into, size);
    const std::size_t n = std::min(size, memory_.size());
    std::memcpy(into, memory_.data(), n);
    memory_.remove_prefix(n);
    return static_cast<ssize_t>(n);
}

}  // namespace kifu::cli
