#include <catch2/catch.hpp>

#include <kifu/cli/printable.hpp>

using namespace kifu;

TEST_CASE("printable names: bytes that are not UTF-8 and control characters written as hex escapes, the rest kept",
          "[cli]") {
    auto [name, printed] = GENERATE(table<std::string, std::string>(
        {{"games/a.sgf", "games/a.sgf"},
         {"caf\xe9.sgf", "caf\\xE9.sgf"},                                   // Latin-1
         {"\xe6\x9f\xaf\xe6\xb4\x81.sgf", "\xe6\x9f\xaf\xe6\xb4\x81.sgf"},  // UTF-8 kept
         {"new\nline.sgf", "new\\x0Aline.sgf"},
         {"tab\there\x7f", "tab\\x09here\\x7F"},
         {"c1\xc2\x85.sgf", "c1\\xC2\\x85.sgf"},  // U+0085, a C1 control
         {"\xc0\xaf", "\\xC0\\xAF"},              // overlong '/'
         {"\xed\xa0\x80", "\\xED\\xA0\\x80"},     // a surrogate
         {"cut\xe6\x9f", "cut\\xE6\\x9F"},        // a character cut short
         {"back\\slash", "back\\slash"},
         {std::string("nul\0.sgf", 8), "nul\\x00.sgf"}}));
    CHECK(cli::printable_name(name) == printed);
    CHECK(cli::printable_name(printed) == printed);
}
