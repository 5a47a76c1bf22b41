#include <catch2/catch.hpp>

#include <kifu/sgf/values.hpp>

using namespace kifu;
using sgf::BoardSize;

TEST_CASE("Number values", "[sgf][values]") {
    auto [raw, expected] = GENERATE(table<std::string, std::optional<long long>>({
        {"0", 0}, {"19", 19}, {"+3", 3}, {"-4", -4}, {" 7 ", 7}, {"", std::nullopt}, {"a", std::nullopt},
        {"1.5", std::nullopt}, {"+", std::nullopt}, {"12x", std::nullopt},
    }));
    CAPTURE(raw);
    CHECK(sgf::parse_number(raw) == expected);
}

TEST_CASE("Real values", "[sgf][values]") {
    // Each is the double nearest to the decimal, as a literal is read: 0.75 with no noise in the last bit.
    auto [raw, expected] = GENERATE(table<std::string, std::optional<double>>({
        {"6.5", 6.5},        {"0.50", 0.5},         {"-20", -20.0},          {"+7", 7.0},
        {".5", 0.5},         {"750", 750.0},        {"0.500000", 0.5},       {"3,5", 3.5},
        {"", std::nullopt},  {"abc", std::nullopt}, {"6.5.1", std::nullopt}, {"-", std::nullopt},
        {"0.75", 0.75},      {"0.3", 0.3},          {"-7.25", -7.25},        {"2.675", 2.675},
        {"5.", 5.0},         {"--5", std::nullopt}, {"1e3", std::nullopt},   {"inf", std::nullopt},
        {".", std::nullopt},
    }));
    CAPTURE(raw);
    CHECK(sgf::parse_real(raw) == expected);
}

TEST_CASE("Double and Color values", "[sgf][values]") {
    CHECK(sgf::parse_double("1") == 1);
    CHECK(sgf::parse_double("2") == 2);
    CHECK_FALSE(sgf::parse_double("3"));
    auto [raw, expected] = GENERATE(table<std::string, std::optional<go::Color>>({
        {"B", go::Color::Black}, {"W", go::Color::White}, {"b", go::Color::Black}, {"white", go::Color::White},
        {"X", std::nullopt}, {"", std::nullopt}, {"1", std::nullopt},
    }));
    CAPTURE(raw);
    CHECK(sgf::parse_color(raw) == expected);
}

TEST_CASE("Text: escapes, soft line breaks and whitespace", "[sgf][values]") {
    auto [raw, text, simple] = GENERATE(table<std::string, std::string, std::string>({
        {"plain", "plain", "plain"},
        {R"(a\]b)", "a]b", "a]b"},
        {R"(a\\b)", "a\\b", "a\\b"},
        {R"(\:)", ":", ":"},
        {"soft\\\nbreak", "softbreak", "softbreak"},
        {"soft\\\r\nbreak", "softbreak", "softbreak"},
        {"two\nlines", "two\nlines", "two lines"},
        {"crlf\r\nline", "crlf\nline", "crlf line"},
        {"cr\rline", "cr\nline", "cr line"},
        {"lfcr\n\rline", "lfcr\nline", "lfcr line"},
        {"tab\there", "tab here", "tab here"},
        {std::string("nul\0byte", 8), "nulbyte", "nulbyte"},
        {"trailing\\", "trailing", "trailing"},
        // FF[4] 3.2/3.3, case by case: any escaped character is kept as it is ...
        {R"(W+\R)", "W+R", "W+R"},
        {R"(\a\b\[)", "ab[", "ab["},
        // ... except white space, which still becomes a space
        {"esc\\\ttab", "esc tab", "esc tab"},
        {"vt\vff\f", "vt ff ", "vt ff "},
        // soft line breaks with every line end: LF, CR, CRLF, LFCR
        {"a\\\rb", "ab", "ab"},
        {"a\\\n\rb", "ab", "ab"},
        {"a\\\n\nb", "a\nb", "a b"},  // a soft break, then a hard one
        // hard line breaks: each one counts once, two in a row stay two
        {"p1\r\n\r\np2", "p1\n\np2", "p1  p2"},
        {"p1\n\n\np2", "p1\n\n\np2", "p1   p2"},
        {"cr\r\rcr", "cr\n\ncr", "cr  cr"},
        // spaces are kept as written
        {"  two  spaces ", "  two  spaces ", "  two  spaces "},
    }));
    CAPTURE(raw);
    CHECK(sgf::decode_text(raw) == text);
    CHECK(sgf::decode_simple_text(raw) == simple);
}

TEST_CASE("Text escaping for writing", "[sgf][values]") {
    CHECK(sgf::escape_text("a]b\\c") == "a\\]b\\\\c");
    CHECK(sgf::escape_text("a:b") == "a:b");
    CHECK(sgf::escape_text("a:b", true) == "a\\:b");
}

TEST_CASE("Board sizes", "[sgf][values]") {
    auto [raw, expected] = GENERATE(table<std::string, std::optional<BoardSize>>({
        {"19", BoardSize{19, 19}}, {"9", BoardSize{9, 9}}, {"1", BoardSize{1, 1}}, {"52", BoardSize{52, 52}},
        {"19:13", BoardSize{19, 13}}, {" 25 ", BoardSize{25, 25}}, {"0", std::nullopt}, {"53", std::nullopt},
        {"-10", std::nullopt}, {"a", std::nullopt}, {"19:", std::nullopt}, {"", std::nullopt},
    }));
    CAPTURE(raw);
    CHECK(sgf::parse_size(raw) == expected);
}

TEST_CASE("Points and moves", "[sgf][values]") {
    auto [raw, x, y] = GENERATE(table<std::string, int, int>({
        {"aa", 0, 0}, {"dp", 3, 15}, {"ss", 18, 18}, {"zA", 25, 26}, {"ZZ", 51, 51}, {"tt", 19, 19},
    }));
    CAPTURE(raw);
    auto p = sgf::parse_point(raw);
    REQUIRE(p);
    CHECK(p->x == x);
    CHECK(p->y == y);
    for (std::string bad : {"", "a", "abc", "a1", "90", "c c"}) {
        CAPTURE(bad);
        CHECK_FALSE(sgf::parse_point(bad));
    }
}

TEST_CASE("Moves: pass as [] and as tt up to 19x19", "[sgf][values]") {
    CHECK(sgf::parse_move("", {19, 19}) == sgf::MoveValue{true, {}});
    CHECK(sgf::parse_move("tt", {19, 19}) == sgf::MoveValue{true, {}});
    CHECK(sgf::parse_move("tt", {9, 9}) == sgf::MoveValue{true, {}});
    CHECK(sgf::parse_move("tt", {21, 21}) == sgf::MoveValue{false, {19, 19}});
    CHECK(sgf::parse_move("tt", {19, 21}) == sgf::MoveValue{false, {19, 19}});
    CHECK(sgf::parse_move("dd", {19, 19}) == sgf::MoveValue{false, {3, 3}});
    CHECK_FALSE(sgf::parse_move("R16", {19, 19}));
}

TEST_CASE("Moves written as board coordinates or the word pass", "[sgf][values]") {
    CHECK(sgf::parse_board_coordinate("R16", {19, 19}) == sgf::MoveValue{false, {16, 3}});
    CHECK(sgf::parse_board_coordinate("q4", {19, 19}) == sgf::MoveValue{false, {15, 15}});
    CHECK(sgf::parse_board_coordinate(" J1 ", {9, 9}) == sgf::MoveValue{false, {8, 8}});  // J follows H: no I
    CHECK(sgf::parse_board_coordinate("Pass", {19, 19}) == sgf::MoveValue{true, {}});
    CHECK(sgf::parse_board_coordinate("PASS", {9, 9}) == sgf::MoveValue{true, {}});
    // read_move: an SGF point first, a board coordinate only when it is none, and says which
    CHECK(sgf::read_move("dd", {19, 19})->move == sgf::MoveValue{false, {3, 3}});
    CHECK_FALSE(sgf::read_move("dd", {19, 19})->coordinate);
    CHECK(sgf::read_move("R16", {19, 19})->move == sgf::MoveValue{false, {16, 3}});
    CHECK(sgf::read_move("R16", {19, 19})->coordinate);
    CHECK_FALSE(sgf::read_move("p\\d", {19, 19}));
    for (std::string bad : {"R16", "I5", "A0", "a10", "dd", "", "R", "16", "passe"}) {
        CAPTURE(bad);
        CHECK_FALSE(sgf::parse_board_coordinate(bad, {9, 9}));  // off a 9x9 board, no column I, row 0, no number
    }
}

TEST_CASE("Values: NUL bytes are ignored inside a value, as the parser reports them", "[sgf][values]") {
    using namespace std::string_literals;
    CHECK(sgf::parse_move("p\0\0d"s, {19, 19}) == sgf::MoveValue{false, {15, 3}});
    CHECK(sgf::parse_move("\0"s, {19, 19}) == sgf::MoveValue{true, {}});
    // an escaped NUL goes with its escape, as the writer drops it (a fixed file reads the same move)
    CHECK(sgf::parse_move("dd\0\0\\\0"s, {19, 19}) == sgf::MoveValue{false, {3, 3}});
    CHECK_FALSE(sgf::parse_move("dd\\"s, {19, 19}));
    CHECK(sgf::parse_point("\0dd"s) == go::Point{3, 3});
    CHECK(sgf::parse_number("1\09"s) == 19);
    CHECK(sgf::parse_real("6\0.5"s) == 6.5);
    CHECK(sgf::parse_color("\0B"s) == go::Color::Black);
}

TEST_CASE("Point lists: several points in one value, separated by commas", "[sgf][values]") {
    using sgf::ListForm;
    std::vector<go::Point> out;
    CHECK(sgf::expand_points("fc,pc, pd,aa", out) == ListForm::Commas);
    CHECK(out == std::vector<go::Point>{{5, 2}, {15, 2}, {15, 3}, {0, 0}});
    out.clear();
    CHECK(sgf::expand_points("fc,,pc", out) == ListForm::Invalid);
    CHECK(sgf::expand_points("fc,aa:ss", out) == ListForm::Invalid);  // no rectangles: a value lists at most a
                                                                      // point per 3 bytes
    CHECK(sgf::expand_points("fc,p", out) == ListForm::Invalid);
    CHECK(out.empty());  // nothing appended from a list that is not valid
}

TEST_CASE("Point lists: single points and compressed rectangles", "[sgf][values]") {
    using sgf::ListForm;
    std::vector<go::Point> out;
    CHECK(sgf::expand_points("aa:cc", out) == ListForm::Canonical);
    CHECK(out.size() == 9);
    out.clear();
    CHECK(sgf::expand_points("cc:aa", out) == ListForm::Reversed);  // read, but not as FF[4] writes it
    CHECK(out.size() == 9);
    CHECK(out.front() == go::Point{0, 0});
    CHECK(out.back() == go::Point{2, 2});
    out.clear();
    CHECK(sgf::expand_points("ba:ab", out) == ListForm::Reversed);  // upper-right:lower-left
    CHECK(out == std::vector<go::Point>{{0, 0}, {1, 0}, {0, 1}, {1, 1}});
    out.clear();
    CHECK(sgf::expand_points("ab:ad", out) == ListForm::Canonical);
    CHECK(out == std::vector<go::Point>{{0, 1}, {0, 2}, {0, 3}});
    out.clear();
    CHECK(sgf::expand_points("dd", out) == ListForm::Canonical);
    CHECK(out == std::vector<go::Point>{{3, 3}});
    CHECK(sgf::expand_points("aa:", out) == ListForm::Invalid);
    CHECK(sgf::expand_points("", out) == ListForm::Invalid);
    CHECK(out.size() == 1);
    out.clear();
    CHECK(sgf::expand_points(" dd", out) == ListForm::Padded);
    CHECK(sgf::expand_points("aa: bb", out) == ListForm::Padded);
    CHECK(sgf::expand_points("bb:bb", out) == ListForm::OnePoint);
    CHECK(out == std::vector<go::Point>{{3, 3}, {0, 0}, {1, 0}, {0, 1}, {1, 1}, {1, 1}});
}

TEST_CASE("Composed values", "[sgf][values]") {
    auto c = sgf::split_composed("aa:bb");
    REQUIRE(c);
    CHECK(c->first == "aa");
    CHECK(c->second == "bb");
    auto e = sgf::split_composed(R"(a\:b:c)");
    REQUIRE(e);
    CHECK(e->first == R"(a\:b)");
    CHECK(e->second == "c");
    CHECK_FALSE(sgf::split_composed("plain"));
}

TEST_CASE("Composed values decoded part by part", "[sgf][values]") {
    auto c = sgf::decode_composed(R"(My\:App:1\]0)");
    REQUIRE(c);
    CHECK(c->first == "My:App");
    CHECK(c->second == "1]0");
    auto label = sgf::decode_composed("dd:two\nlines");
    REQUIRE(label);
    CHECK(label->second == "two lines");  // SimpleText: the line break is a space
    auto soft = sgf::decode_composed("3:soft\\\nbreak\\\\");
    REQUIRE(soft);
    CHECK(soft->second == "softbreak\\");
    CHECK_FALSE(sgf::decode_composed(R"(no\:colon)"));
}

TEST_CASE("Excerpts for messages stay valid UTF-8", "[sgf][values]") {
    CHECK(sgf::excerpt("short") == "short");
    CHECK(sgf::excerpt("a\nb\tc") == "a b c");
    CHECK(sgf::excerpt("abcdef", 3) == "abc...");
    CHECK(sgf::excerpt("ab\xe9\xbb\x91", 3) == "ab...");  // never cuts inside a character
    CHECK(sgf::excerpt("ab\xe9\xbb\x91", 5) == "ab\xe9\xbb\x91");
}
