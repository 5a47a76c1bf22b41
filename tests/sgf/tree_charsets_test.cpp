#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <kifu/game/reader.hpp>
#include <kifu/sgf/charset.hpp>
#include <kifu/sgf/parser.hpp>
#include <kifu/sgf/tree_split.hpp>

#include "support/files.hpp"

using namespace kifu;
using kifu::test::slurp;
namespace fs = std::filesystem;

namespace {

// One game as read: index, players, charset, and its charset codes with their file:line:col.
struct CollectedGame {
    int index = 0;
    std::string black, white, comment, charset, notes;
    std::string codes;  // the charset codes alone
};

std::vector<CollectedGame> read_collection(std::string_view bytes) {
    std::vector<CollectedGame> out;
    game::read_games(bytes, "c.sgfs", {}, [&](game::Record&& r) {
        CollectedGame g{r.game_index, r.black_player, r.white_player, r.comment_root, r.charset, {}, {}};
        for (const auto& d : r.diagnostics) {
            if (d.code.id.substr(0, 2) != "S3") continue;
            g.notes += fmt::format("{}{}@{}:{}", g.notes.empty() ? "" : ",", d.code.id, d.loc.line, d.loc.col);
            g.codes += fmt::format("{}{}", g.codes.empty() ? "" : ",", d.code.id);
        }
        out.push_back(g);
    });
    return out;
}

// A KGS game on one line, its names in UTF-8.
std::string kgs_line(int i) {
    return fmt::format("(;GM[1]FF[4]CA[UTF-8]SZ[19]PB[柯洁{}]PW[李世石]RE[B+R]C[{}];B[pd];W[dd];B[pp];W[dp])\n", i,
                       std::string(600, 'x'));
}

}  // namespace

TEST_CASE("each game tree of a collection is read in its own charset, its notes on its own row", "[sgf][charset]") {
    const auto games = read_collection(slurp(KIFU_SOURCE_DIR "/testdata/cli/charset-per-game.sgfs"));
    REQUIRE(games.size() == 5);
    CHECK(games[0].black == "柯洁");
    CHECK(games[0].notes.empty());
    CHECK(games[1].black == "René");
    CHECK(games[1].white == "Jürgen");
    CHECK(games[1].charset == "CP1252");
    CHECK(games[1].notes == "S301@2:98");
    CHECK(games[2].black == "éè");
    CHECK(games[2].notes == "S303@3:16");
    CHECK(games[3].black == "常婷");
    CHECK(games[3].charset == "GB2312");
    CHECK(games[3].notes.empty());
    CHECK(games[4].black == "조훈현");
    CHECK(games[4].white == "曺薫鉉");
    CHECK(games[4].charset == "UTF-8");
}

TEST_CASE("a game tree reads the same alone and anywhere in a collection", "[sgf][charset]") {
    const std::string latin = "(;GM[1]CA[UTF-8]PB[\xe9\xe8]RE[B+R];B[pd])\n";
    const auto alone = read_collection(latin);
    REQUIRE(alone.size() == 1);
    CHECK(alone[0].black == "éè");
    CHECK(alone[0].notes == "S303@1:11");
    for (const int before : {1, 2, 100}) {
        CAPTURE(before);
        std::string file;
        for (int i = 0; i < before; ++i) file += kgs_line(i);
        if (before == 100) REQUIRE(file.size() > 65536);
        const auto games = read_collection(file + latin + kgs_line(before));
        REQUIRE(games.size() == static_cast<std::size_t>(before + 2));
        for (const CollectedGame& g : games)
            CHECK(g.notes == (g.index == before ? fmt::format("S303@{}:11", before + 1) : ""));
        CHECK(games[before].black == "éè");
        CHECK(games[before].charset == "CP1252");
        CHECK(games[0].black == "柯洁0");
        CHECK(games.back().black == fmt::format("柯洁{}", before));
    }
}

TEST_CASE("a legacy CA on a later game of a UTF-8 collection is that game's", "[sgf][charset]") {
    const auto games = read_collection("(;CA[UTF-8]PB[柯洁])\n(;CA[GB2312]PB[李世石])\n(;PB[常昊])\n");
    REQUIRE(games.size() == 3);
    CHECK(games[0].notes.empty());
    CHECK(games[1].notes == "S307@2:6");
    CHECK(games[1].black == "李世石");
    CHECK(games[2].notes.empty());
}

TEST_CASE("the parser names each game tree's charset and every charset of the input", "[sgf][charset]") {
    const std::string bytes =
        "(;CA[GB2312]C[\xba\xda])(;C[caf\xe9 au lait, cr\xe8me br\xfbl\xe9\x65])(;CA[GB2312]C[\xba\xda])";
    sgf::Parser p(bytes, "c.sgf");
    sgf::GameTree t;
    diag::Diagnostics ds;
    std::vector<std::string> each;
    while (p.next(t, ds)) each.push_back(p.charset());
    CHECK(each == std::vector<std::string>{"GB2312", "CP1252", "GB2312"});
    CHECK(p.charsets() == "GB2312, CP1252");
    CHECK(sgf::is_valid_utf8(p.text()));
}

// Fixtures with NUL bytes (a file-level note) and UTF-16 (decoded whole) are left out.
TEST_CASE("every fixture's game trees read in their collection as each reads alone", "[sgf][charset]") {
    int compared = 0;
    for (const auto& e : fs::recursive_directory_iterator(KIFU_SOURCE_DIR "/testdata")) {
        if (e.path().extension() != ".sgf" && e.path().extension() != ".sgfs") continue;
        const std::string bytes = slurp(e.path());
        if (bytes.find('\0') != std::string::npos || sgf::looks_utf16(bytes)) continue;
        const auto starts = sgf::split_trees(bytes);
        if (starts.size() < 2) continue;
        CAPTURE(e.path());
        std::vector<CollectedGame> alone;
        for (std::size_t i = 0; i < starts.size(); ++i) {
            const std::size_t end = i + 1 < starts.size() ? starts[i + 1] : bytes.size();
            for (CollectedGame& g : read_collection(bytes.substr(starts[i], end - starts[i]))) {
                g.index = static_cast<int>(alone.size());
                alone.push_back(std::move(g));
            }
        }
        const auto together = read_collection(bytes);
        REQUIRE(together.size() == alone.size());
        for (std::size_t i = 0; i < alone.size(); ++i) {
            CAPTURE(i);
            CHECK(together[i].black == alone[i].black);
            CHECK(together[i].white == alone[i].white);
            CHECK(together[i].comment == alone[i].comment);
            CHECK(together[i].charset == alone[i].charset);
            CHECK(together[i].codes == alone[i].codes);  // at the piece's own lines when alone
        }
        ++compared;
    }
    CHECK(compared >= 10);
}
