#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <kifu/sgf/tree_split.hpp>

using namespace kifu;

TEST_CASE("a collection splits into pieces of a game tree each, brackets and escapes followed", "[sgf][split]") {
    const std::string bytes = "junk (;C[a ) (; b\\]) (;])(;B[aa]) x (;W[bb]) (;B[cc]";
    const auto starts = sgf::split_trees(bytes);
    REQUIRE(starts.size() == 4);
    CHECK(bytes.substr(starts[0], starts[1]) == "junk (;C[a ) (; b\\]) (;])");
    CHECK(bytes.substr(starts[1], starts[2] - starts[1]) == "(;B[aa])");
    CHECK(bytes.substr(starts[2], starts[3] - starts[2]) == " x (;W[bb])");
    CHECK(bytes.substr(starts[3]) == " (;B[cc]");
    CHECK(sgf::split_trees("(;B[aa])") == std::vector<std::size_t>{0});
    // a first tree without '(' runs, as the parser reads it, to the ')' that closes it: its variations stay in it
    CHECK(sgf::split_trees("\xEF\xBB\xBF;B[aa](;W[bb])(;W[cc])") == std::vector<std::size_t>{0});
    CHECK(sgf::split_trees(";B[aa](;W[bb]))(;W[cc])") == std::vector<std::size_t>{0, 15});
}

TEST_CASE("in a .sgfs file a tree cut short ends at its line's end when a game starts on the next", "[sgf][split]") {
    const std::string bytes = "(;B[aa];W[b\n(;B[cc])\n(;B[dd]\n;W[ee])";
    CHECK(sgf::split_trees(bytes, true) == std::vector<std::size_t>{0, 11, 20});
    CHECK(sgf::split_trees(bytes).size() == 2);  // as a collection, the cut value runs on into the next line's game
}
