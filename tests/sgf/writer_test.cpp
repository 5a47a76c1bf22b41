#include <catch2/catch.hpp>

#include <string>

#include <kifu/sgf/parser.hpp>
#include <kifu/sgf/writer.hpp>

using namespace kifu;

TEST_CASE("Writer: canonical FF[4] UTF-8, escapes, variations", "[sgf][writer]") {
    diag::Diagnostics ds;
    auto c = sgf::parse("(;FF[3]CA[ISO-8859-1]GM[1]C[caf\xe9 a\\]b];B[aa](;W[bb])(;W[cc];B[dd]))", "w.sgf", ds);
    std::string out = sgf::write(c);
    CHECK(out.rfind("(;FF[4]CA[UTF-8]GM[1]C[caf\xc3\xa9 a\\]b]", 0) == 0);
    CHECK(out.find("FF[3]") == std::string::npos);
    CHECK(out == "(;FF[4]CA[UTF-8]GM[1]C[caf\xc3\xa9 a\\]b]\n;B[aa]\n(;W[bb])\n(;W[cc]\n;B[dd]))\n");
    diag::Diagnostics ds2;
    auto again = sgf::parse(out, "w2.sgf", ds2);
    CHECK(ds2.empty());
    REQUIRE(again.games.size() == 1);
    CHECK(sgf::same_tree(c.games[0], again.games[0]));
}

TEST_CASE("Writer escapes what recovery accepted", "[sgf][writer]") {
    auto [input, fragment] = GENERATE(table<std::string, std::string>({
        {"(;C[he said ]hello] B[aa])", "C[he said \\]hello]"},
        {"(;C[ends with a backslash\\", "C[ends with a backslash\\\\]"},
        {"(;AddBlack[aa])", "AB[aa]"},
    }));
    diag::Diagnostics ds;
    auto c = sgf::parse(input, "w.sgf", ds);
    std::string out = sgf::write(c);
    CAPTURE(out);
    CHECK(out.find(fragment) != std::string::npos);
    diag::Diagnostics ds2;
    auto again = sgf::parse(out, "w2.sgf", ds2);
    CHECK(ds2.empty());
    REQUIRE(again.games.size() == c.games.size());
    CHECK(sgf::same_tree(c.games[0], again.games[0]));
}

TEST_CASE("Writer layout: one node a line, variations opened on a new line, any depth", "[sgf][writer]") {
    auto [input, expected] = GENERATE(table<std::string, std::string>({
        {"(;B[aa])", "(;FF[4]CA[UTF-8]B[aa])\n"},
        {"(;GM[1](;B[aa](;W[bb];B[cc])(;W[dd]))(;B[ee]))",
         "(;FF[4]CA[UTF-8]GM[1]\n(;B[aa]\n(;W[bb]\n;B[cc])\n(;W[dd]))\n(;B[ee]))\n"},
        {"(;GM[1];B[aa](;W[bb]))", "(;FF[4]CA[UTF-8]GM[1]\n;B[aa]\n;W[bb])\n"},  // one child: a sequence
    }));
    diag::Diagnostics ds;
    auto c = sgf::parse(input, "w.sgf", ds);
    CHECK(sgf::write(c) == expected);
    // written again, nothing changes
    diag::Diagnostics ds2;
    CHECK(sgf::write(sgf::parse(expected, "w2.sgf", ds2)) == expected);
    CHECK(ds2.empty());
}

TEST_CASE("Raw values: escapes kept, a stray closing bracket and a trailing backslash escaped, NUL bytes dropped", "[sgf][writer]") {
    std::string out;
    sgf::append_raw(std::string("a\\]b]c\0d\\\0e\\", 12), out);
    CHECK(out == "a\\]b\\]cde\\\\");
}

TEST_CASE("Writer on a 100,000-deep variation", "[sgf][writer][deep]") {
    std::string deep = "(;GM[1]";
    for (int i = 0; i < 100000; ++i) deep += "(;B[aa]";
    deep += std::string(100000, ')') + ")";
    diag::Diagnostics ds;
    auto c = sgf::parse(deep, "deep.sgf", ds);
    const std::string out = sgf::write(c);
    CHECK(out.size() > 600000);
    diag::Diagnostics ds2;
    auto again = sgf::parse(out, "deep2.sgf", ds2);
    REQUIRE(again.games.size() == 1);
    CHECK(sgf::same_tree(c.games[0], again.games[0]));
}

TEST_CASE("same_tree notices differences", "[sgf][writer]") {
    diag::Diagnostics ds;
    auto a = sgf::parse("(;B[aa];W[bb])", "a", ds);
    auto b = sgf::parse("(;B[aa];W[cc])", "b", ds);
    auto c = sgf::parse("(;B[aa](;W[bb])(;W[cc]))", "c", ds);
    CHECK_FALSE(sgf::same_tree(a.games[0], b.games[0]));
    CHECK_FALSE(sgf::same_tree(a.games[0], c.games[0]));
    CHECK(sgf::same_tree(a.games[0], a.games[0]));
}
