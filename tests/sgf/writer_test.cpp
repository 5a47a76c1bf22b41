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
    CHECK(out.find("(;W[bb]\n)(;W[cc]\n;B[dd]\n))") != std::string::npos);
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

TEST_CASE("same_tree notices differences", "[sgf][writer]") {
    diag::Diagnostics ds;
    auto a = sgf::parse("(;B[aa];W[bb])", "a", ds);
    auto b = sgf::parse("(;B[aa];W[cc])", "b", ds);
    auto c = sgf::parse("(;B[aa](;W[bb])(;W[cc]))", "c", ds);
    CHECK_FALSE(sgf::same_tree(a.games[0], b.games[0]));
    CHECK_FALSE(sgf::same_tree(a.games[0], c.games[0]));
    CHECK(sgf::same_tree(a.games[0], a.games[0]));
}
