#include <kifu/cli/split_inputs.hpp>

#include <cerrno>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <kifu/cli/archive.hpp>
#include <kifu/cli/codes.hpp>
#include <kifu/cli/game_pieces.hpp>
#include <kifu/sgf/charset.hpp>

namespace kifu::cli {

struct SplitInputs::State {
    NextInput next;
    std::size_t split_above;
    std::size_t max_bytes;
    std::optional<Input> whole;        // the input being split (it holds a member's bytes)
    int fd = -1;                       // its open file, when it is a file
    std::optional<GamePieces> pieces;  // its game trees
    std::optional<Piece> ahead;        // the next tree, read ahead to tell the last one

    ~State() { close_file(); }

    void close_file() {
        if (fd >= 0) ::close(fd);
        fd = -1;
    }

    // Starts splitting `input` when it is large, all UTF-8 and holds a game tree; false (input left
    // as it was) otherwise.
    bool start(Input& input) {
        if (input.error || input.is_stdin || input.piece) return false;
        whole = std::move(input);
        const bool per_line = one_game_a_line(whole->relative, whole->path);
        if (whole->bytes) {
            const std::string_view bytes = *whole->bytes;
            if (bytes.size() > split_above && sgf::is_valid_utf8(bytes)) pieces.emplace(bytes, per_line);
        } else if (open_large_utf8_file(whole->path)) {
            pieces.emplace(fd, per_line);
        }
        Piece first;
        if (pieces && pieces->next(first) && pieces->error().empty()) {
            ahead = std::move(first);
            return true;
        }
        input = std::move(*whole);
        stop();
        return false;
    }

    // Opens `path` into fd when it is a regular file larger than split_above, within max_bytes, that
    // reads as UTF-8 (left at its start); false, and nothing open, otherwise.
    bool open_large_utf8_file(const std::string& path) {
        fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        struct stat st {};
        if (fd >= 0 && ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
            const auto size = static_cast<std::size_t>(st.st_size);
            if (size > split_above && size <= max_bytes && reads_as_utf8(fd) && ::lseek(fd, 0, SEEK_SET) == 0)
                return true;
        }
        close_file();
        return false;
    }

    // The piece read ahead as an input, reading the one after it.
    Input take_piece() {
        Piece piece = std::move(*ahead);
        ahead.reset();
        Piece after;
        if (pieces->next(after)) ahead = std::move(after);
        const bool last = !ahead && pieces->error().empty();
        return Input{whole->path, false, std::nullopt, whole->relative, std::move(piece.bytes), piece.origin, last};
    }

    // Ends the split: nothing, or the input carrying the read error that ended it early.
    std::optional<Input> finish() {
        std::optional<Input> failed;
        if (!pieces->error().empty())
            failed = Input{whole->path, false,
                           io_error(code::Unreadable, whole->path, "cannot read: " + pieces->error()), whole->relative};
        stop();
        return failed;
    }

    void stop() {
        pieces.reset();
        ahead.reset();
        whole.reset();
        close_file();
    }
};

SplitInputs::SplitInputs(NextInput next, std::size_t split_above, std::size_t max_bytes)
    : state_(std::make_unique<State>()) {
    state_->next = std::move(next);
    state_->split_above = split_above;
    state_->max_bytes = max_bytes;
}
SplitInputs::SplitInputs(SplitInputs&&) noexcept = default;
SplitInputs::~SplitInputs() = default;

std::optional<Input> SplitInputs::next() {
    State& s = *state_;
    for (;;) {
        if (s.pieces) {
            if (s.ahead) return s.take_piece();
            if (auto failed = s.finish()) return failed;
            continue;
        }
        auto input = s.next();
        if (!input) return std::nullopt;
        if (!s.start(*input)) return input;
    }
}

}  // namespace kifu::cli
