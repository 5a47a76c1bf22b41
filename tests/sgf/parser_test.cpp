#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include <kifu/sgf/codes.hpp>
#include <kifu/sgf/parser.hpp>
#include <kifu/sgf/writer.hpp>

using namespace kifu;

namespace {

// The properties down the first children from the root, as ID[raw value]...
std::string main_line(const sgf::GameTree& t) {
    std::string line;
    for (std::uint32_t n = 0; n != sgf::npos; n = t.nodes[n].first_child)
        for (const sgf::Property* p = t.props_begin(n); p != t.props_end(n); ++p)
            line += std::string(p->id) + "[" + std::string(t.values_begin(*p)->raw) + "]";
    return line;
}

std::string codes_of(const diag::Diagnostics& ds) {
    std::vector<std::string> v;
    for (const auto& d : ds) v.emplace_back(d.code.id);
    std::sort(v.begin(), v.end());
    std::string s;
    for (const auto& c : v) s += (s.empty() ? "" : ",") + c;
    return s;
}

std::string property_ids(const sgf::GameTree& t, std::uint32_t n) {
    std::string s;
    for (const sgf::Property* p = t.props_begin(n); p != t.props_end(n); ++p) s += std::string(p->id) + " ";
    return s;
}

}  // namespace

TEST_CASE("Recovery: every quirk of real files is a warning with a stable code", "[sgf][parser]") {
    auto [input, codes, games] = GENERATE(table<std::string, std::string, int>({
        {"(;GM[1]SZ[19];B[dd];W[pp])", "", 1},
        {"Some header text\n(;B[dd])", "S101", 1},
        {"(;B[dd])\n-- trailer --", "S102", 1},
        {"(;B[dd])\n\n  \n", "", 1},
        {";GM[1];B[dd];W[pp])", "S103", 1},
        {"(;GM[1];B[dd];W[pp]", "S104", 1},
        {"(;GM[1];B[dd](;W[pp]", "S104", 1},
        {"(;GM[1]C[cut in the mid", "S104,S105", 1},
        {"(;GM[1];B[dd];W[", "S104,S119", 1},
        {"(;GM[1];B[dd]AB[aa][b", "S104,S119", 1},
        {"(;C[he said ]hello] B[aa])", "S106", 1},
        {"(;C[see [1]]B[aa])", "S106", 1},
        {"(;B[qd];W[oc]]\n;B[mc])", "S112", 1},
        {"(;KM[6.5]]PB[x])", "S112", 1},
        {"(;AddBlack[aa]CoPyright[x])", "S107,S107", 1},
        {"(;FF[4]AddBlack[aa])", "S107", 1},
        {"(;AP[a]AP[b])", "S108", 1},
        {"(;AB[aa]AB[bb])", "S108", 1},
        {"(;KM[6.5][7.5]PB[x][y][z];B[dd][ee])", "S120,S120,S120", 1},
        {"(;AB[aa][bb]XX[a][b]C[c]CA[UTF-8][UTF-8])", "", 1},
        {std::string("(;B[aa]\0\0;W[bb])", 16), "S110", 1},
        {"(;B[aa] $$ ;W[bb])", "S112", 1},
        {"no game here", "S101,S113", 0},
        {"", "S113", 0},
        {"()(;B[aa])", "S114", 1},
        {"(;B[aa]XY;W[bb])", "S115", 1},
        {"((;B[aa])(;B[bb]))", "S116", 2},
        {"( GM[1]SZ[9];B[aa])", "S117", 1},
        {"(;GM[1](;B[aa]);W[bb])", "S118", 1},
        {"(;B[aa])(;B[bb])(;B[cc])", "", 3},
        {"(;B[aa])junk(;B[bb])", "S102", 2},
    }));
    CAPTURE(input);
    diag::Diagnostics ds;
    sgf::Collection c = sgf::parse(input, "t.sgf", ds);
    CHECK(codes_of(ds) == codes);
    CHECK(static_cast<int>(c.games.size()) == games);
    for (const auto& d : ds) {
        CHECK(d.loc.file == "t.sgf");
        CHECK(d.loc.line >= 1);
        CHECK(d.severity() >= diag::Severity::Warning);
    }
}

TEST_CASE("A node of many properties reports each repeated one, in order, as a small node does", "[sgf][parser]") {
    // 40 distinct private properties and some repeated ones, two written in lower case: more than a node is compared
    // pairwise for, so the identifiers are sorted; the reports are those of the pairwise check, in the file's order.
    std::string sgf = "(;AB[aa]";
    for (char a = 'A'; a <= 'B'; ++a)
        for (char b = 'A'; b <= 'T'; ++b) sgf += std::string("Q") + a + b + "[v]";
    sgf += "CoPyright[x]AB[bb]QAC[w]AddBlack[cc]CoPyright[y]QBT[z]AB[dd])";
    diag::Diagnostics ds;
    const auto c = sgf::parse(sgf, "t.sgf", ds);
    REQUIRE(c.games.size() == 1);
    CHECK(c.games[0].nodes[0].prop_count == 48);
    std::vector<std::pair<std::uint64_t, std::string>> seen;
    for (const auto& d : ds) seen.emplace_back(d.loc.offset, std::string(d.code.id) + " " + d.message);
    std::sort(seen.begin(), seen.end());
    std::vector<std::string> messages;
    for (const auto& [offset, m] : seen) messages.push_back(std::to_string(offset - 248) + " " + m);
    const std::vector<std::string> expected = {
        "0 S107 property identifier 'CoPyright' has lower-case letters: read as 'CP'",
        "12 S108 property AB appears more than once in a node: the values are merged",
        "18 S108 property QAC appears more than once in a node: the first one is used",
        "24 S107 property identifier 'AddBlack' has lower-case letters: read as 'AB'",
        "24 S108 property AB appears more than once in a node: the values are merged",
        "36 S107 property identifier 'CoPyright' has lower-case letters: read as 'CP'",
        "36 S108 property CP appears more than once in a node: the first one is used",
        "48 S108 property QBT appears more than once in a node: the first one is used",
        "54 S108 property AB appears more than once in a node: the values are merged",
    };
    CHECK(messages == expected);
}

TEST_CASE("Lower-case letters in identifiers are an info in FF[1]-FF[3] files, which allow them", "[sgf][parser]") {
    auto [sgf, codes] = GENERATE(table<std::string, std::string>({
        {"(;FileFormat[3]AddBlack[aa];White[bb])", "S121,S121,S121"},
        {"(;AddBlack[aa]FF[1];B[cc])", "S121"},  // FF after them in the root
        {"(;FF[4]AddBlack[aa])", "S107"},
        {"(;AddBlack[aa])", "S107"},  // no FF: taken as a file of today's
    }));
    CAPTURE(sgf);
    diag::Diagnostics ds;
    const auto c = sgf::parse(sgf, "t.sgf", ds);
    REQUIRE(c.games.size() == 1);
    std::string got;
    for (const auto& d : ds) got += (got.empty() ? "" : ",") + std::string(d.code.id);
    CHECK(got == codes);
}

TEST_CASE("A sequence after its variations is the line they branch from: the main line", "[sgf][parser]") {
    // As an archive writes commentary diagrams: the game goes on after them, outside their brackets.
    diag::Diagnostics ds;
    const auto c = sgf::parse("(;GM[1];B[pd](;W[aa];B[bb])(;W[cc]);W[dd];B[ee])", "t.sgf", ds);
    REQUIRE(c.games.size() == 1);
    const sgf::GameTree& t = c.games[0];
    CHECK(main_line(t) == "GM[1]B[pd]W[dd]B[ee]");
    const std::uint32_t move1 = t.nodes[0].first_child;
    int children = 0;
    for (std::uint32_t k = t.nodes[move1].first_child; k != sgf::npos; k = t.nodes[k].next_sibling) ++children;
    CHECK(children == 3);  // the main line, then the two variations
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].code.id == "S118");
}

TEST_CASE("Nodes after a longer first variation are one more variation: the game is the longest line",
          "[sgf][parser]") {
    // As old programs wrote a game and the what-ifs after its end: the game is the first variation.
    diag::Diagnostics ds;
    const auto c = sgf::parse("(;GM[1];B[pd](;W[aa];B[bb];W[cc];B[dd])(;W[ee]);W[ff];B[gg])", "t.sgf", ds);
    REQUIRE(c.games.size() == 1);
    const sgf::GameTree& t = c.games[0];
    CHECK(main_line(t) == "GM[1]B[pd]W[aa]B[bb]W[cc]B[dd]");
    std::vector<std::string> firsts;
    for (std::uint32_t k = t.nodes[t.nodes[0].first_child].first_child; k != sgf::npos; k = t.nodes[k].next_sibling)
        firsts.emplace_back(t.values_begin(*t.props_begin(k))->raw);
    CHECK(firsts == std::vector<std::string>{"aa", "ee", "ff"});  // as written, the trailing line last
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].code.id == "S118");
}

TEST_CASE("Of two AP, the one naming Fox is said to count", "[sgf][parser]") {
    diag::Diagnostics ds;
    (void)sgf::parse("(;AP[GNU Go:3.8]AP[foxwq]KM[0])", "t.sgf", ds);
    REQUIRE(ds.size() == 1);
    CHECK(
        ds[0].message ==
        "property AP appears more than once in a node: the one naming Fox is used (Fox's conventions read KM and RE)");
    diag::Diagnostics other;
    (void)sgf::parse("(;AP[a]AP[b])", "t.sgf", other);
    REQUIRE(other.size() == 1);
    CHECK(other[0].message == "property AP appears more than once in a node: the first one is used");
}

TEST_CASE("Recovered values keep their text", "[sgf][parser]") {
    diag::Diagnostics ds;
    auto c = sgf::parse("(;C[he said ]hello] B[aa])", "t.sgf", ds);
    REQUIRE(c.games.size() == 1);
    const auto& t = c.games[0];
    REQUIRE(t.first_value(0, "C"));
    CHECK(t.first_value(0, "C")->raw == "he said ]hello");
    REQUIRE(t.first_value(0, "B"));
    CHECK(t.first_value(0, "B")->raw == "aa");

    // a move, point or number ends at its first ']': a stray one after it is junk, not part of the value
    auto stray = sgf::parse("(;B[qd];W[oc]]\n;B[mc])", "t.sgf", ds);
    REQUIRE(stray.games[0].nodes.size() == 3);
    CHECK(stray.games[0].first_value(1, "W")->raw == "oc");
    CHECK(stray.games[0].first_value(2, "B")->raw == "mc");

    auto lower = sgf::parse("(;AddBlack[aa][bb]CoPyright[x])", "t.sgf", ds);
    CHECK(property_ids(lower.games[0], 0) == "AB CP ");

    auto cut = sgf::parse("(;GM[1]C[cut in the mid", "t.sgf", ds);
    CHECK(cut.games[0].first_value(0, "C")->raw == "cut in the mid");

    // a move cut by the end of the file is no move (B[] would be a pass): dropped, and its node, left empty, too
    auto move = sgf::parse("(;GM[1];B[dd](;W[pp])(;W[", "t.sgf", ds);
    REQUIRE(move.games[0].nodes.size() == 3);
    CHECK(move.games[0].nodes[1].last_child == 2);
    CHECK(move.games[0].nodes[2].next_sibling == sgf::npos);
    auto point = sgf::parse("(;GM[1];B[dd]AB[aa][b", "t.sgf", ds);
    CHECK(point.games[0].props.back().value_count == 1);
}

TEST_CASE("Tree shape: variations as first-child / next-sibling links", "[sgf][parser]") {
    diag::Diagnostics ds;
    auto c = sgf::parse("(;GM[1];B[aa](;W[bb];B[cc])(;W[dd]))", "t.sgf", ds);
    CHECK(ds.empty());
    REQUIRE(c.games.size() == 1);
    const auto& t = c.games[0];
    REQUIRE(t.nodes.size() == 5);
    CHECK(t.nodes[0].first_child == 1);
    CHECK(t.nodes[1].first_child == 2);
    CHECK(t.nodes[2].next_sibling == 4);
    CHECK(t.nodes[2].first_child == 3);
    CHECK(t.nodes[4].parent == 1);
    CHECK(t.nodes[4].next_sibling == sgf::npos);
    CHECK(t.first_value(4, "W")->raw == "dd");
}

TEST_CASE("Locations: line and column of properties and values, CRLF and CR line ends, a byte-order mark",
          "[sgf][parser]") {
    std::string utf16 = "\xFF\xFE";
    for (char c : std::string("(;GM[1];B[aa];W[bb])")) utf16 += std::string{c, '\0'};
    auto [input, line, col] = GENERATE_COPY(table<std::string, std::uint32_t, std::uint32_t>({
        {"(;GM[1]\n;B[aa]\n;W[bb])", 3, 4},
        {"(;GM[1]\r\n;B[aa]\r\n;W[bb])", 3, 4},
        {"(;GM[1]\r;B[aa]\r;W[bb])", 3, 4},
        {"(;GM[1];B[aa];W[bb])", 1, 17},
        // columns count the file's own bytes: on the first line, those of a byte-order mark too
        {"\xEF\xBB\xBF(;GM[1];B[aa];W[bb])", 1, 20},
        {utf16, 1, 35},
    }));
    diag::Diagnostics ds;
    sgf::Parser p(input, "t.sgf");
    sgf::GameTree t;
    REQUIRE(p.next(t, ds));
    const sgf::Value* w = t.first_value(2, "W");
    REQUIRE(w);
    const diag::SourceLocation at = p.location(w->offset);
    CHECK(at.line == line);
    CHECK(at.col == col);
    for (const auto& d : ds) CHECK(d.loc.col == 1);  // a byte-order mark's own note is at its first byte
}

TEST_CASE("Deep input: 100,000 nested variations parse without recursion", "[sgf][parser][deep]") {
    constexpr int depth = 100000;
    std::string s;
    s.reserve(depth * 10);
    for (int i = 0; i < depth; ++i) s += (i % 2 == 0) ? "(;B[aa]" : "(;W[bb]";
    s += std::string(depth, ')');
    diag::Diagnostics ds;
    auto c = sgf::parse(s, "deep.sgf", ds);
    CHECK(ds.empty());
    REQUIRE(c.games.size() == 1);
    CHECK(c.games[0].nodes.size() == depth);
    CHECK(c.games[0].nodes.back().parent == depth - 2);
    std::string w = sgf::write(c);
    diag::Diagnostics ds2;
    auto again = sgf::parse(w, "deep-rt.sgf", ds2);
    REQUIRE(again.games.size() == 1);
    CHECK(sgf::same_tree(c.games[0], again.games[0]));
}

TEST_CASE("Deep input: a 1,000,000-node main line", "[sgf][parser][deep]") {
    constexpr int nodes = 1000000;
    std::string s = "(;GM[1]SZ[19]";
    s.reserve(nodes * 6 + 16);
    for (int i = 1; i < nodes; ++i) {
        s += (i % 2 == 1) ? ";B[" : ";W[";
        s += static_cast<char>('a' + i % 19);
        s += static_cast<char>('a' + (i / 19) % 19);
        s += ']';
    }
    s += ')';
    diag::Diagnostics ds;
    sgf::Parser p(s, "long.sgf");
    sgf::GameTree t;
    REQUIRE(p.next(t, ds));
    CHECK(ds.empty());
    CHECK(t.nodes.size() == nodes);
    CHECK(t.nodes[nodes - 1].parent == nodes - 2);
    CHECK_FALSE(p.next(t, ds));
}

TEST_CASE("Code table lists every sgf code once", "[sgf][codes]") {
    auto table = sgf::codes();
    REQUIRE(table.size() >= 20);
    std::vector<std::string_view> seen;
    for (const auto& c : table) {
        CHECK(c.id.size() == 4);
        CHECK(c.id[0] == 'S');
        CHECK_FALSE(c.meaning.empty());
        CHECK(std::find(seen.begin(), seen.end(), c.id) == seen.end());
        seen.push_back(c.id);
    }
    CHECK(std::find(seen.begin(), seen.end(), "S113") != seen.end());
}
