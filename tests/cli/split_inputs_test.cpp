#include <catch2/catch.hpp>

#include <limits>
#include <string>
#include <vector>

#include <kifu/cli/split_inputs.hpp>

#include "temp_dir.hpp"

using namespace kifu::cli;

namespace {

constexpr std::size_t no_limit = std::numeric_limits<std::size_t>::max();

// Every input SplitInputs hands out for `inputs`, splitting above `split_above` bytes.
std::vector<Input> split_all(std::vector<Input> inputs, std::size_t split_above, std::size_t max_bytes = no_limit) {
    std::size_t next = 0;
    SplitInputs split(
        [&]() -> std::optional<Input> {
            if (next == inputs.size()) return std::nullopt;
            return std::move(inputs[next++]);
        },
        split_above, max_bytes);
    std::vector<Input> out;
    while (auto input = split.next()) out.push_back(std::move(*input));
    return out;
}

Input file(const TempDir& dir, const std::string& name) { return Input{(dir.path / name).string(), false, {}, name}; }

const std::string three_games = "(;GM[1]SZ[9];B[aa])\n(;GM[1]SZ[9]\n;B[bb])\n(;GM[1]SZ[9];W[cc])\n";

}  // namespace

TEST_CASE("a large collection is handed out a game tree at a time, each where it lies in the file", "[cli]") {
    TempDir dir;
    dir.write("self.sgfs", three_games);
    const auto out = split_all({file(dir, "self.sgfs")}, 10);
    REQUIRE(out.size() == 3);
    std::string joined;
    for (const Input& piece : out) {
        REQUIRE(piece.bytes);
        REQUIRE(piece.piece);
        CHECK(piece.path == (dir.path / "self.sgfs").string());
        CHECK(piece.relative == "self.sgfs");
        joined += *piece.bytes;
    }
    CHECK(joined == three_games);
    // Text between trees goes with the tree after it (GamePieces).
    CHECK(out[1].piece->line == 1);
    CHECK(out[1].piece->games_before == 1);
    CHECK(out[2].piece->line == 3);
    CHECK(out[2].piece->games_before == 2);
    CHECK(out[2].piece->offset == three_games.find("\n(;GM[1]SZ[9];W"));
    CHECK_FALSE(out[0].last_piece);
    CHECK_FALSE(out[1].last_piece);
    CHECK(out[2].last_piece);
}

TEST_CASE("an archive member's bytes are split like a file's", "[cli]") {
    Input member{"a.zip!self.sgfs", false, {}, "self.sgfs", three_games};
    const auto out = split_all({member}, 10);
    REQUIRE(out.size() == 3);
    CHECK(*out[2].bytes == "\n(;GM[1]SZ[9];W[cc])\n");
    CHECK(out[2].path == "a.zip!self.sgfs");
}

TEST_CASE("small, non-UTF-8, too large, missing and failed inputs are handed on whole", "[cli]") {
    TempDir dir;
    dir.write("small.sgf", three_games);
    dir.write("latin1.sgf", "(;GM[1]C[caf\xe9])(;GM[1])");
    dir.write("large.sgf", three_games);
    Input failed{"bad", false, kifu::diag::Diagnostic{}, "bad"};
    const auto out = split_all({file(dir, "small.sgf"), file(dir, "missing.sgf"), failed}, 1000);
    REQUIRE(out.size() == 3);
    for (const Input& input : out) {
        CHECK_FALSE(input.piece);
        CHECK(input.last_piece);
    }
    CHECK(out[1].path == (dir.path / "missing.sgf").string());
    CHECK(out[2].error);
    CHECK(split_all({file(dir, "latin1.sgf")}, 4).size() == 1);
    CHECK(split_all({file(dir, "large.sgf")}, 4, 20).size() == 1);  // its I004 comes when it is read
}

TEST_CASE("a piece is read as its part of the file", "[cli]") {
    TempDir dir;
    dir.write("self.sgfs", three_games);
    const auto out = split_all({file(dir, "self.sgfs")}, 10);
    std::vector<std::string> seen;
    for (const Input& piece : out) {
        auto error = read_input(piece, no_limit, [&](const Source& source) {
            CHECK(source.origin.line == piece.piece->line);
            seen.emplace_back(source.bytes);
        });
        CHECK_FALSE(error);
    }
    CHECK(seen ==
          std::vector<std::string>{"(;GM[1]SZ[9];B[aa])", "\n(;GM[1]SZ[9]\n;B[bb])", "\n(;GM[1]SZ[9];W[cc])\n"});
}
