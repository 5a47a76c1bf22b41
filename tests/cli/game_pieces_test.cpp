#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>

#include <kifu/cli/game_pieces.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/sgf/charset.hpp>

#include "support/files.hpp"

using kifu::test::slurp;

namespace fs = std::filesystem;
using kifu::cli::GamePieces;
using kifu::cli::Piece;

namespace {

// Every piece of `path`, read `block` bytes at a time.
std::vector<Piece> pieces_of(const fs::path& path, std::size_t block) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    REQUIRE(fd >= 0);
    GamePieces pieces(fd, false, block);
    std::vector<Piece> out;
    Piece piece;
    while (pieces.next(piece)) out.push_back(piece);
    CHECK(pieces.error().empty());
    ::close(fd);
    return out;
}

// Each game's index, place and diagnostics (code@line:col), as read_games reports them.
std::vector<std::string> games_of(std::string_view bytes, const kifu::sgf::Origin& origin = {}) {
    std::vector<std::string> out;
    kifu::game::read_games(bytes, "x.sgf", {}, [&](kifu::game::Record&& r) {
        std::string line = fmt::format("game {} at {}:{}, {} actions:", r.game_index, r.pos.line, r.pos.col, r.actions.size());
        for (const auto& a : r.actions) line += fmt::format(" {}:{}", a.pos.line, a.pos.col);
        for (const auto& d : r.diagnostics) line += fmt::format(" {}@{}:{}", d.code.id, d.loc.line, d.loc.col);
        out.push_back(line);
    }, origin);
    return out;
}

// The UTF-8 SGF fixtures holding more than one game tree, and a few holding one.
std::vector<fs::path> collections() {
    std::vector<fs::path> out;
    for (const auto& e : fs::recursive_directory_iterator(KIFU_SOURCE_DIR "/testdata"))
        if (e.path().extension() == ".sgf" && kifu::sgf::is_valid_utf8(slurp(e.path()))) out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

TEST_CASE("a file splits into pieces that add up to it, one game tree each, at any block size", "[cli]") {
    const auto files = collections();
    REQUIRE(files.size() > 100);
    for (const std::size_t block : {std::size_t{1}, std::size_t{7}, std::size_t{1} << 20}) {
        int multi = 0;
        for (const auto& f : files) {
            CAPTURE(f, block);
            const auto pieces = pieces_of(f, block);
            std::string joined;
            for (const auto& p : pieces) joined += p.bytes;
            CHECK(joined == slurp(f));
            multi += pieces.size() > 1;
        }
        CHECK(multi >= 3);
    }
}

// Files with NUL bytes differ by design: piece by piece, the S110 note goes with the game holding them.
TEST_CASE("reading a collection piece by piece reports what reading it whole reports", "[cli]") {
    int compared = 0;
    for (const auto& f : collections()) {
        CAPTURE(f);
        const std::string whole = slurp(f);
        if (whole.find('\0') != std::string::npos) continue;
        const auto pieces = pieces_of(f, 64);
        if (pieces.size() < 2) continue;
        std::vector<std::string> piecewise;
        for (const auto& p : pieces)
            for (auto& g : games_of(p.bytes, p.origin)) piecewise.push_back(std::move(g));
        CHECK(piecewise == games_of(whole));
        ++compared;
    }
    CHECK(compared >= 10);
}
