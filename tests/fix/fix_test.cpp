#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <kifu/fix/codes.hpp>
#include <kifu/fix/fix.hpp>
#include <kifu/fix/layout.hpp>

using namespace kifu;

namespace {

// The distinct codes of `ds`, sorted, joined by commas.
std::string codes_of(const diag::Diagnostics& ds) { return fmt::format("{}", fmt::join(diag::distinct_codes(ds), ",")); }

// The lines of the diagnostics of `code` in `ds`, in order.
std::vector<std::uint32_t> lines_of(const diag::Diagnostics& ds, std::string_view code) {
    std::vector<std::uint32_t> lines;
    for (const auto& d : ds)
        if (d.code.id == code) lines.push_back(d.loc.line);
    return lines;
}

}  // namespace

TEST_CASE("Each repair: what is written, and the change reported", "[fix]") {
    auto [input, output, codes] = GENERATE(table<std::string, std::string, std::string>({
        // already canonical: not one byte changes
        {"(;FF[4]CA[UTF-8]GM[1]SZ[19]\n;B[pd]\n;W[dp])\n", "(;FF[4]CA[UTF-8]GM[1]SZ[19]\n;B[pd]\n;W[dp])\n", ""},
        // junk outside the game tree, a missing ')' and ';'
        {"junk (;FF[4]CA[UTF-8]GM[1]\n;B[pd] trailing", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd])\n", "F103,F105,F106,F112"},
        {"(;FF[4]CA[UTF-8]GM[1]\n;B[pd]", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd])\n", "F103,F106"},
        // an unescaped ']' and lower-case identifiers (FF[3])
        {"(;FF[4]CA[UTF-8]GM[1]C[a ]b]\n;B[pd])\n", "(;FF[4]CA[UTF-8]GM[1]C[a \\]b]\n;B[pd])\n", "F108"},
        {"(;FF[4]CA[UTF-8]GaMe[1]\n;Black[pd])\n", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd])\n", "F109"},
        // ... but a move ends at its first ']': a stray one after it is removed as junk
        {"(;FF[4]CA[UTF-8]GM[1]\n;B[qd]\n;W[oc]]\n;B[mc])\n", "(;FF[4]CA[UTF-8]GM[1]\n;B[qd]\n;W[oc]\n;B[mc])\n",
         "F105"},
        // repeated properties: lists joined, comments joined, a second single value dropped
        {"(;FF[4]CA[UTF-8]GM[1]AB[dd]AB[pp]C[a]C[b])\n", "(;FF[4]CA[UTF-8]GM[1]AB[dd][pp]C[a\nb])\n", "F110"},
        {"(;FF[4]CA[UTF-8]GM[1]PB[x]PB[y])\n", "(;FF[4]CA[UTF-8]GM[1]PB[x])\n", "F110"},
        {"(;FF[4]CA[UTF-8]GM[1]AB[dd][dd])\n", "(;FF[4]CA[UTF-8]GM[1]AB[dd])\n", "F135"},
        // several values on a property that takes one: the first kept, the others named; texts joined
        {"(;FF[4]CA[UTF-8]GM[1]PB[x][y]KM[6.5][7.5]C[a][b]\n;B[dd][ee])\n",
         "(;FF[4]CA[UTF-8]GM[1]PB[x]KM[6.5]C[a\nb]\n;B[dd])\n", "F117"},
        // ... but an AP that names Fox is kept: Fox's conventions decide how its KM[0] and RE read
        {"(;FF[4]CA[UTF-8]GM[1]AP[GNU Go:3.8]AP[foxwq]KM[0])\n", "(;FF[4]CA[UTF-8]GM[1]AP[foxwq]KM[0])\n", "F110"},
        // BOM, CRLF, NUL bytes, a legacy charset
        {"\xef\xbb\xbf(;FF[4]CA[UTF-8]GM[1])\n", "(;FF[4]CA[UTF-8]GM[1])\n", "F102"},
        {"(;FF[4]CA[UTF-8]GM[1]\r\n;B[pd])\r\n", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd])\n", "F103"},
        {std::string("(;FF[4]CA[UTF-8]GM[1]\0\n;B[pd])\n", 31), "(;FF[4]CA[UTF-8]GM[1]\n;B[pd])\n", "F103,F104"},
        {"(;FF[4]CA[GB2312]GM[1]PB[\xba\xda])\n", "(;FF[4]CA[UTF-8]GM[1]PB[\xe9\xbb\x91])\n", "F101"},
        {"(;FF[4]GM[1]PB[\xba\xda\xb0\xd7])\n", "(;FF[4]CA[UTF-8]GM[1]PB[\xe9\xbb\x91\xe7\x99\xbd])\n", "F101"},
        // FF and CA written as FF[4] wants
        {"(;FF[3]GM[1])\n", "(;FF[4]CA[UTF-8]GM[1])\n", "F120,F121"},
        {"(;FF[4]CA[utf-8]GM[1])\n", "(;FF[4]CA[UTF-8]GM[1])\n", "F121"},
        // values: KM in points, rectangles, passes, white space, square SZ, text per FF[4]
        {"(;FF[4]CA[UTF-8]GM[1]KM[650])\n", "(;FF[4]CA[UTF-8]GM[1]KM[6.5])\n", "F130"},
        // in points the komi is the same number: never rounded; a whole 100 or more keeps its decimal point
        {"(;FF[4]CA[UTF-8]GM[1]KM[99999999999])\n", "(;FF[4]CA[UTF-8]GM[1]KM[999999999.99])\n", "F130"},
        {"(;FF[4]CA[UTF-8]GM[1]KM[12345])\n", "(;FF[4]CA[UTF-8]GM[1]KM[123.45])\n", "F130"},
        {"(;FF[4]CA[UTF-8]GM[1]KM[65100])\n", "(;FF[4]CA[UTF-8]GM[1]KM[651.0])\n", "F130"},
        {"(;FF[4]CA[UTF-8]GM[1]AB[ba:aa][cc:cc])\n", "(;FF[4]CA[UTF-8]GM[1]AB[aa:ba][cc])\n", "F132"},
        {"(;FF[4]CA[UTF-8]GM[1]\n;B[tt])\n", "(;FF[4]CA[UTF-8]GM[1]\n;B[])\n", "F133"},
        {"(;FF[4]CA[UTF-8]GM[1]SZ[21]\n;B[tt])\n", "(;FF[4]CA[UTF-8]GM[1]SZ[21]\n;B[tt])\n", ""},  // a point on 21x21
        {"(;FF[4]CA[UTF-8]GM[1]\n;B[ pd])\n", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd])\n", "F131"},
        {"(;FF[4]CA[UTF-8]GM[1]SZ[19:19])\n", "(;FF[4]CA[UTF-8]GM[1]SZ[19])\n", "F136"},
        {"(;FF[4]CA[UTF-8]GM[1]LB[ cc :x]AR[ aa : bb ])\n", "(;FF[4]CA[UTF-8]GM[1]LB[cc:x]AR[aa:bb])\n", "F131"},
        // a composed value whose points cannot be read stays as written, spaces and all
        {"(;FF[4]CA[UTF-8]GM[1]AR[ aa:bb : cc ])\n", "(;FF[4]CA[UTF-8]GM[1]AR[ aa:bb : cc ])\n", ""},
        {"(;FF[4]CA[UTF-8]GM[1]LN[ a1 :bb])\n", "(;FF[4]CA[UTF-8]GM[1]LN[ a1 :bb])\n", ""},
        // moves as board coordinates, point lists with commas
        {"(;FF[4]CA[UTF-8]GM[1]\n;B[R16]\n;W[Pass])\n", "(;FF[4]CA[UTF-8]GM[1]\n;B[qd]\n;W[])\n", "F138"},
        {"(;FF[4]CA[UTF-8]GM[1]AB[fc,pc][pc,qd])\n", "(;FF[4]CA[UTF-8]GM[1]AB[fc][pc][qd])\n", "F135,F139"},
        // a move the reader reads as none stays as written, escapes and all: a fix never adds a move
        {"(;FF[4]CA[UTF-8]GM[1]\n;B[p\\d])\n", "(;FF[4]CA[UTF-8]GM[1]\n;B[p\\d])\n", ""},
        // a move cut by the end of the file is removed with its node: B[] would be a pass the file never had
        {"(;FF[4]CA[UTF-8]GM[1]\n;B[pd]\n;W[th \\", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd])\n", "F103,F106,F116"},
        {"(;FF[4]CA[UTF-8]GM[1]\n;B[pd]\n;W[", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd])\n", "F103,F106,F116"},
        {"(;FF[4]CA[UTF-8]GM[1]AB[dd][p", "(;FF[4]CA[UTF-8]GM[1]AB[dd])\n", "F103,F106,F116"},
        // a text cut by the end of the file is closed
        {"(;FF[4]CA[UTF-8]GM[1]\n;B[pd]C[cut", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd]C[cut])\n", "F103,F106,F107"},
        {"(;FF[4]CA[UTF-8]GM[1]RE[흑 불계승])\n", "(;FF[4]CA[UTF-8]GM[1]RE[B+R])\n", "F140"},
        {"(;FF[4]CA[UTF-8]GM[1]RE[White wins by 3.5 points])\n", "(;FF[4]CA[UTF-8]GM[1]RE[W+3.5])\n", "F140"},
        // a komi written as KO in the root is written as KM, unless there is a KM
        {"(;FF[4]CA[UTF-8]GM[1]KO[7.5])\n", "(;FF[4]CA[UTF-8]GM[1]KM[7.5])\n", "F141"},
        {"(;FF[4]CA[UTF-8]GM[1]KM[6.5]KO[7.5])\n", "(;FF[4]CA[UTF-8]GM[1]KM[6.5]KO[7.5])\n", ""},
        // a margin in stones or in moku stays in words (FF[4] has no unit for it, and the unit names the counting); a
        // result no words give stays too
        {"(;FF[4]CA[UTF-8]GM[1]RE[白胜3又1/4子])\n", "(;FF[4]CA[UTF-8]GM[1]RE[白胜3又1/4子])\n", ""},
        {"(;FF[4]CA[UTF-8]GM[1]RE[白3目半勝ち])\n", "(;FF[4]CA[UTF-8]GM[1]RE[白3目半勝ち])\n", ""},
        {"(;FF[4]CA[UTF-8]GM[1]RE[B+4目])\n", "(;FF[4]CA[UTF-8]GM[1]RE[B+4目])\n", ""},
        {"(;FF[4]CA[UTF-8]GM[1]RE[has adjourned.])\n", "(;FF[4]CA[UTF-8]GM[1]RE[has adjourned.])\n", ""},
        // a result that is no count has no FF[4] form: a remark after it stays (no "RE[x] written RE[x]")
        {"(;FF[4]CA[UTF-8]GM[1]RE[W+0.0 (Fox)])\n", "(;FF[4]CA[UTF-8]GM[1]RE[W+0.0 (Fox)])\n", ""},
        {"(;FF[4]CA[UTF-8]GM[1]RE[W+\\R]PB[Lee\nSedol]C[soft\\\nbreak])\n",
         "(;FF[4]CA[UTF-8]GM[1]PB[Lee Sedol]RE[W+R]C[softbreak])\n", "F103,F134"},
        {"(;FF[4]CA[UTF-8]GM[1]LB[dd:a\\:b]AP[My\\:App:1.0])\n", "(;FF[4]CA[UTF-8]GM[1]AP[My\\:App:1.0]LB[dd:a\\:b])\n",
         "F103"},
        // an AP with no unescaped ':' is a name alone: its escaped colons stay escaped
        {"(;FF[4]CA[UTF-8]GM[1]AP[My\\:App\\:1.0])\n", "(;FF[4]CA[UTF-8]GM[1]AP[My\\:App\\:1.0])\n", ""},
        // structure: empty variations, a property without a value, a second root, a node after a variation
        {"(;FF[4]CA[UTF-8]GM[1]()\n;B[pd])\n", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd])\n", "F103,F111,F114"},
        {"(;FF[4]CA[UTF-8]GM[1]KO\n;B[pd])\n", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd])\n", "F112"},
        {"((;FF[4]CA[UTF-8]GM[1])(;FF[4]CA[UTF-8]GM[2]))\n", "(;FF[4]CA[UTF-8]GM[1])\n(;FF[4]CA[UTF-8]GM[2])\n",
         "F103,F113"},
        // an empty game beside others is removed; a file of empty games only keeps them
        {"(;FF[4]CA[UTF-8]GM[1])\n(;)\n", "(;FF[4]CA[UTF-8]GM[1])\n", "F103,F111"},
        {"(;)\n(;FF[4]CA[UTF-8]GM[1])\n", "(;FF[4]CA[UTF-8]GM[1])\n", "F103,F111"},
        {"(;)\n", "(;FF[4]CA[UTF-8])\n", "F120,F121"},
        // a sequence after its variations is the line they branch from: the main line, written first
        {"(;FF[4]CA[UTF-8]GM[1](;B[pd])(;B[dd]);W[pp])\n", "(;FF[4]CA[UTF-8]GM[1]\n(;W[pp])\n(;B[pd])\n(;B[dd]))\n",
         "F103,F114"},
        // property order, and a lone variation written as a sequence
        {"(;GM[1]CA[UTF-8]FF[4])\n", "(;FF[4]CA[UTF-8]GM[1])\n", "F103"},
        {"(;FF[4]CA[UTF-8]GM[1]\n(;B[pd]\n;W[dd]))\n", "(;FF[4]CA[UTF-8]GM[1]\n;B[pd]\n;W[dd])\n", "F103"},
    }));
    CAPTURE(input);
    fix::FixResult r = fix::fix(input, "f.sgf");
    CHECK(r.output == output);
    CHECK(codes_of(r.changes) == codes);
    CHECK(r.changed == (input != output));
    for (const auto& d : r.changes) {
        CHECK(d.severity() == diag::Severity::Info);
        CHECK(d.loc.file == "f.sgf");
        CHECK(d.loc.line >= 1);
        CHECK(d.loc.col >= 1);
    }
    // fixing twice changes nothing
    fix::FixResult again = fix::fix(r.output, "f.sgf");
    CHECK(again.output == r.output);
    CHECK(again.changes.empty());
    CHECK_FALSE(again.changed);
}

TEST_CASE("A change that printing would hide is named", "[fix]") {
    // A line break inside a number prints as a space: the message says what was done.
    fix::FixResult r = fix::fix("(;FF[4]CA[UTF-8]GM[1]\n;B[pd]BL[14\n0])\n", "f.sgf");
    CHECK(r.output == "(;FF[4]CA[UTF-8]GM[1]\n;B[pd]BL[14 0])\n");
    REQUIRE(r.changes.size() == 1);
    CHECK(r.changes[0].message == "BL: [14 0]: line breaks written as spaces");
    // White space around a composed value prints as nothing in the excerpt: the message names it.
    r = fix::fix("(;FF[4]CA[UTF-8]GM[1]AR[ aa:bb ])\n", "f.sgf");
    REQUIRE(r.changes.size() == 1);
    CHECK(r.changes[0].message == "AR: white space around [aa:bb] removed");
}

TEST_CASE("A node of many properties is grouped as a small one: repeats joined to the first, in its place", "[fix]") {
    // More properties than are grouped by a search among the groups: they are grouped by a map, as the search did.
    std::string in = "(;FF[4]CA[UTF-8]GM[1]";
    std::string out = in;
    for (char a = 'A'; a <= 'B'; ++a)
        for (char b = 'A'; b <= 'T'; ++b) {
            in += std::string("Q") + a + b + "[v]";
            out += std::string("Q") + a + b + (a == 'A' && b == 'C' ? "[v][w]" : "[v]");
        }
    in += "AB[aa]QAC[w]AB[bb]C[x]C[y])\n";
    out = "(;FF[4]CA[UTF-8]GM[1]AB[aa][bb]C[x\ny]" + out.substr(21) + ")\n";
    fix::FixResult r = fix::fix(in, "f.sgf");
    CHECK(r.output == out);
    CHECK(codes_of(r.changes) == "F103,F110");  // the properties put in order (F103), the repeats joined
    CHECK(lines_of(r.changes, "F110").size() == 3);
}

TEST_CASE("Moves are evidence: an illegal or unreadable move is written as it was", "[fix]") {
    const std::string input = "(;FF[4]CA[UTF-8]GM[1]SZ[9]\n;B[ee]\n;W[ee]\n;B[zz]\n;W[R16])\n";
    fix::FixResult r = fix::fix(input, "f.sgf");
    CHECK(r.output == input);
    CHECK(r.changes.empty());
    REQUIRE(r.remaining.size() == 1);
    CHECK(r.remaining[0].code.id == "S201");  // W[R16] is not a point: kept, and it stays a finding
}

TEST_CASE("A variation's move that is not a point is written, and kept as a finding", "[fix]") {
    const std::string input = "(;FF[4]CA[UTF-8]GM[1]SZ[19]\n;B[dd]\n(;W[pp])\n(;W[zzz]\n;B[pp])\n(;W[zz][x]))\n";
    fix::FixResult r = fix::fix(input, "f.sgf");
    CHECK(r.output.find("W[zzz]") != std::string::npos);
    REQUIRE(r.remaining.size() == 1);
    CHECK(r.remaining[0].code.id == "S201");
    CHECK(r.remaining[0].message == "W[zzz] (move 2) is not a point: left out");
    CHECK(r.remaining[0].loc.line == 4);
    CHECK(r.remaining[0].loc.col == 5);
}

TEST_CASE("Changes point at the input's line and column", "[fix]") {
    fix::FixResult r = fix::fix("(;FF[4]CA[UTF-8]GM[1]\n;B[pd]\n;W[tt]KM[750]\n;AddBlack[aa])\n", "f.sgf");
    std::vector<std::string> where;
    for (const auto& d : r.changes) where.push_back(fmt::format("{}:{}:{}", d.code.id, d.loc.line, d.loc.col));
    // KM after W is out of the canonical order: the layout change is said at that node
    CHECK(where == std::vector<std::string>{"F103:3:1", "F133:3:4", "F130:3:10", "F109:4:2"});
}

TEST_CASE("HA[N] with no stone set up and White first: the standard stones are written as AB", "[fix]") {
    const std::string input = "(;FF[4]CA[UTF-8]GM[1]SZ[9]HA[2]RE[W+R]\n;W[ee]\n;B[ge])\n";
    fix::FixResult r = fix::fix(input, "f.sgf");
    CHECK(r.output == "(;FF[4]CA[UTF-8]GM[1]SZ[9]HA[2]RE[W+R]AB[gc][cg]\n;W[ee]\n;B[ge])\n");
    CHECK(codes_of(r.changes) == "F137");
    CHECK(r.remaining.empty());  // G411 is repaired, not kept
    // Fixed once, the record has its stones: nothing more to change.
    fix::FixResult again = fix::fix(r.output, "f.sgf");
    CHECK(again.output == r.output);
    CHECK(again.changes.empty());
    // The stones set up by hand, or Black moving first, are not a lost placement.
    CHECK(fix::fix("(;FF[4]CA[UTF-8]GM[1]SZ[9]HA[2]\n;B[ee])\n", "f.sgf").output.find("AB") == std::string::npos);
    // An AB whose value sets up no stone: the restored stones join it (a second AB would be merged by the next fix).
    fix::FixResult joined = fix::fix("(;FF[4]CA[UTF-8]GM[1]SZ[9]HA[2]AB[4]\n;W[ee])\n", "f.sgf");
    CHECK(joined.output == "(;FF[4]CA[UTF-8]GM[1]SZ[9]HA[2]AB[4][gc][cg]\n;W[ee])\n");
    CHECK(fix::fix(joined.output, "f.sgf").output == joined.output);
    // Stones set up later in the main line are the record's own: only the restored ones go to the root.
    fix::FixResult later = fix::fix("(;FF[4]CA[UTF-8]GM[1]SZ[9]HA[2]\n;W[ee]\n;AB[aa])\n", "f.sgf");
    CHECK(later.output == "(;FF[4]CA[UTF-8]GM[1]SZ[9]HA[2]AB[gc][cg]\n;W[ee]\n;AB[aa])\n");
    CHECK(fix::fix(later.output, "f.sgf").output == later.output);
}

TEST_CASE("A file without a game tree writes nothing and keeps its error", "[fix]") {
    fix::FixResult r = fix::fix("no game here", "f.sgf");
    CHECK(r.output.empty());
    CHECK(r.games == 0);
    REQUIRE_FALSE(r.remaining.empty());
    CHECK(r.remaining.back().code.id == "S113");
}

TEST_CASE("A file without a game tree is not changed: nothing is written, so no change is listed", "[fix]") {
    const std::string nul_bytes(40, '\0');
    fix::FixResult r = fix::fix(nul_bytes, "f.sgf");
    CHECK(r.games == 0);
    CHECK_FALSE(r.changed);
    CHECK(r.changes.empty());
    REQUIRE_FALSE(r.remaining.empty());
    CHECK(r.remaining.back().code.id == "S113");
}

TEST_CASE("Layout scan: only the writer's line breaks", "[fix]") {
    CHECK(fix::scan_layout("(;GM[1]\n;B[aa]\n(;W[bb])\n(;W[cc]))\n").first_difference == std::string_view::npos);
    CHECK(fix::scan_layout("(;GM[1]\n;B[aa]\n(;W[bb])\n(;W[cc]))\n").open_parens == 3);
    CHECK(fix::scan_layout("(;GM[1];B[aa])\n").first_difference == 7);
    CHECK(fix::scan_layout("(;GM[1]\n;B[aa]) \n").first_difference == 15);
    CHECK(fix::scan_layout("(;GM[1] C[x])\n").first_difference == 7);
    CHECK(fix::scan_layout("(;C[a \\] (\n])\n").first_difference == std::string_view::npos);  // inside values
    CHECK(fix::scan_layout("(;GM[1])").first_difference == 8);                                // no final line break
}

TEST_CASE("KataGo's .sgfs files keep a game tree a line, read line by line", "[fix]") {
    CHECK(fix::scan_layout("(;GM[1];B[aa](;W[bb])(;W[cc]))\n(;GM[1])\n", {}, kifu::sgf::Layout::TreePerLine)
              .first_difference == std::string_view::npos);
    CHECK(fix::scan_layout("(;GM[1]\n;B[aa])\n", {}, kifu::sgf::Layout::TreePerLine).first_difference == 7);
    CHECK(fix::scan_layout("(;GM[1])(;GM[1])\n", {}, kifu::sgf::Layout::TreePerLine).first_difference == 8);

    const std::string input = "(;FF[4]GM[1]SZ[9]\n;B[ee]\n;W[cc](;B[dd])(;B[ff]))\n(;GM[1]SZ[9];B[aa])";
    const fix::FixResult r = fix::fix(input, "selfplay/games.SGFS");
    CHECK(r.output == "(;FF[4]CA[UTF-8]GM[1]SZ[9];B[ee];W[cc](;B[dd])(;B[ff]))\n(;FF[4]CA[UTF-8]GM[1]SZ[9];B[aa])\n");
    CHECK(fix::fix(r.output, "games.sgfs").changes.empty());
    // The same trees in a .sgf file: a node a line.
    CHECK(fix::fix(r.output, "games.sgf").output ==
          "(;FF[4]CA[UTF-8]GM[1]SZ[9]\n;B[ee]\n;W[cc]\n(;B[dd])\n(;B[ff]))\n(;FF[4]CA[UTF-8]GM[1]SZ[9]\n;B[aa])\n");
}

TEST_CASE("Each game tree of a collection is written from its own charset, and the row names them all", "[fix]") {
    const std::string input =
        "(;FF[4]CA[UTF-8]GM[1]PB[柯洁])\n(;FF[4]GM[1]PB[Ren\xe9 "
        "J\xfcrgen])\n(;FF[4]CA[GB2312]GM[1]PB[\xb3\xa3\xe6\xc3])\n";
    const fix::FixResult r = fix::fix(input, "games.sgfs");
    CHECK(r.output ==
          "(;FF[4]CA[UTF-8]GM[1]PB[柯洁])\n(;FF[4]CA[UTF-8]GM[1]PB[René Jürgen])\n(;FF[4]CA[UTF-8]GM[1]PB[常婷])\n");
    CHECK(r.charset == "UTF-8, CP1252, GB2312");
    CHECK(codes_of(r.changes) == "F101");
    // each converted tree's conversion is said at its own place
    CHECK(lines_of(r.changes, "F101") == std::vector<std::uint32_t>{2, 3});
}

TEST_CASE("Two trees in one legacy charset: each conversion said at its tree", "[fix]") {
    for (const std::string second : {"(;CA[ISO-8859-1]GM[1]C[caf\xe9])\n", "(;CA[GB18030]GM[1]C[\xb0\xd7])\n"}) {
        const fix::FixResult r = fix::fix("(;CA[ISO-8859-1]GM[1]C[caf\xe9])\n" + second, "l.sgf");
        CHECK(lines_of(r.changes, "F101") == std::vector<std::uint32_t>{1, 2});
    }
}

TEST_CASE("Fix code table", "[fix][codes]") {
    auto table = fix::codes();
    CHECK(table.size() == 31);
    for (const auto& c : table) {
        CHECK(c.id.size() == 4);
        CHECK(c.id[0] == 'F');
        CHECK(c.severity == diag::Severity::Info);
    }
}

TEST_CASE("kifu-fix on a .sgfs file with a line cut short fixes each line as its own game", "[fix]") {
    const std::string cut = "(;GM[1]SZ[9];B[ee];W[c\n(;GM[1]SZ[9];B[cc])\n(;GM[1]SZ[9];B[dd])\n";
    const fix::FixResult r = fix::fix(cut, "self.sgfs");
    CHECK(r.games == 3);
    CHECK(r.output ==
          "(;FF[4]CA[UTF-8]GM[1]SZ[9];B[ee])\n(;FF[4]CA[UTF-8]GM[1]SZ[9];B[cc])\n(;FF[4]CA[UTF-8]GM[1]SZ[9];B[dd])\n");
    // the changes are located in the file: the third line's root is at 3:2
    CHECK(std::any_of(r.changes.begin(), r.changes.end(), [](const diag::Diagnostic& d) {
        return d.loc.line == 3 && d.loc.col == 2 && d.code.id == std::string_view("F120");
    }));
    // the same bytes as a .sgf collection: the cut value runs on into the next line's game
    CHECK(fix::fix(cut, "self.sgf").games == 2);
}
