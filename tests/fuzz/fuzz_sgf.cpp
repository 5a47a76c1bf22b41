// Fuzz target: the SGF parser (tree by tree), the record reader, and the split of a large
// collection into game-tree pieces, on arbitrary bytes.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include <string>

#include <sys/mman.h>
#include <unistd.h>

#include <kifu/cli/game_pieces.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/sgf/parser.hpp>

namespace {

// Splits the bytes into pieces through a memory file: they must add up to the bytes, start where
// the whole text's line index says, and each read as at least one game.
void split_into_pieces(std::string_view bytes) {
    using namespace kifu;
    const int fd = ::memfd_create("fuzz.sgf", 0);
    if (fd < 0) return;
    if (::write(fd, bytes.data(), bytes.size()) != static_cast<ssize_t>(bytes.size()) || ::lseek(fd, 0, SEEK_SET) != 0) {
        ::close(fd);
        return;
    }
    const sgf::LineIndex lines(bytes);
    cli::GamePieces pieces(fd, false, 1 + bytes.size() % 13);
    cli::Piece piece;
    std::string joined;
    while (pieces.next(piece)) {
        const auto at = lines.at(piece.origin.offset);
        if (piece.origin.offset != joined.size() || at.line != piece.origin.line || at.col != piece.origin.col)
            __builtin_trap();
        joined += piece.bytes;
        std::size_t games = 0;
        game::read_games(piece.bytes, "fuzz.sgf", {}, [&](game::Record&&) { ++games; }, piece.origin);
        if (games == 0) __builtin_trap();
    }
    ::close(fd);
    if (joined != bytes) __builtin_trap();
}

}  // namespace

// Parses the bytes as SGF, walks every property value, then reads them as game records.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace kifu;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    {
        sgf::Parser parser(bytes, "fuzz.sgf");
        sgf::GameTree tree;
        diag::Diagnostics out;
        std::size_t values = 0;
        while (parser.next(tree, out)) values += tree.values.size();
        for (const auto& d : out) (void)diag::format(d);
        (void)values;
    }
    game::ReadOptions options;
    options.all_variations = size % 2 == 0;
    std::size_t games = 0;
    game::read_games(bytes, "fuzz.sgf", options, [&](game::Record&& record) {
        ++games;
        for (const auto& d : record.diagnostics) (void)diag::format(d);
    });
    if (games == 0) __builtin_trap();
    split_into_pieces(bytes);
    return 0;
}
