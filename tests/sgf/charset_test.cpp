#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <kifu/sgf/charset.hpp>
#include <kifu/sgf/charset_detect.hpp>
#include <kifu/sgf/parser.hpp>
#include <kifu/sgf/values.hpp>

using namespace kifu;

namespace {

struct Read {
    std::string comment;  // decoded C of the root
    std::string codes;    // charset codes, in order
    std::string charset;
    bool valid = false;   // the whole text handed on is valid UTF-8
};

Read read(const std::string& bytes) {
    Read r;
    sgf::Parser p(bytes, "c.sgf");
    sgf::GameTree t;
    diag::Diagnostics ds;
    if (p.next(t, ds) && t.first_value(0, "C") != nullptr) r.comment = sgf::decode_text(t.first_value(0, "C")->raw);
    for (const auto& d : ds) r.codes += std::string(r.codes.empty() ? "" : ",") + std::string(d.code.id);
    r.charset = p.charset();
    r.valid = sgf::is_valid_utf8(p.text());
    return r;
}

std::string utf16(const std::string& ascii_with_e_acute, bool little, bool bom) {
    std::string out;
    auto unit = [&](unsigned v) {
        char lo = static_cast<char>(v & 0xFF), hi = static_cast<char>(v >> 8);
        out += little ? lo : hi;
        out += little ? hi : lo;
    };
    if (bom) unit(0xFEFF);
    for (char c : ascii_with_e_acute) unit(c == '~' ? 0xE9u : static_cast<unsigned char>(c));
    return out;
}

TEST_CASE("Charsets named by CA are decoded to UTF-8", "[sgf][charset]") {
    auto [input, comment] = GENERATE(table<std::string, std::string>({
        {"(;CA[UTF-8]C[\xe9\xbb\x91])", "\xe9\xbb\x91"},
        {"(;CA[GB2312]C[\xba\xda])", "\xe9\xbb\x91"},
        {"(;CA[GBK]C[\xba\xda])", "\xe9\xbb\x91"},
        {"(;CA[GB18030]C[\xba\xda])", "\xe9\xbb\x91"},
        {"(;CA[gbk]C[\x81]])", "\xe4\xb9\x9a"},  // a GBK character whose second byte is ']'
        {"(;CA[Big5]C[\xb6\xc2])", "\xe9\xbb\x91"},
        {"(;CA[Shift_JIS]C[\x8d\x95])", "\xe9\xbb\x92"},
        {"(;CA[SJIS]C[\x95\\])", "\xe8\xa1\xa8"},  // a Shift_JIS character whose second byte is '\'
        {"(;CA[EUC-KR]C[\xc8\xe6])", "\xed\x9d\x91"},
        {"(;CA[ISO-8859-1]C[caf\xe9])", "caf\xc3\xa9"},
        {"(;CA[ISO-8859-15]C[\xa4])", "\xe2\x82\xac"},
        {"(;CA[windows-1251]C[\xc0])", "\xd0\x90"},
        {"(;CA[ISO-2022-JP]C[\x1b$B9u\x1b(B])", "\xe9\xbb\x92"},
    }));
    CAPTURE(input);
    Read r = read(input);
    CHECK(r.comment == comment);
    CHECK(r.codes.empty());
    CHECK(r.valid);
}

TEST_CASE("Byte-order marks, UTF-16, missing and wrong CA", "[sgf][charset]") {
    auto [input, comment, codes, charset] = GENERATE(table<std::string, std::string, std::string, std::string>({
        {"\xef\xbb\xbf(;C[\xc3\xa9])", "\xc3\xa9", "S305", "UTF-8"},
        {utf16("(;CA[UTF-16]C[~])", true, true), "\xc3\xa9", "S305", "UTF-16LE"},
        {utf16("(;C[~])", false, true), "\xc3\xa9", "S305", "UTF-16BE"},
        {utf16("(;C[~])", true, false), "\xc3\xa9", "S306", "UTF-16LE"},
        {utf16("(;C[~])", false, false), "\xc3\xa9", "S306", "UTF-16BE"},
        {"(;C[\xba\xda\xb0\xd7\xb6\xd4\xbe\xd6])", "\xe9\xbb\x91\xe7\x99\xbd\xe5\xaf\xb9\xe5\xb1\x80", "S301",
         "GB18030"},
        {"(;C[Caf\xe9 cr\xe9\xe9])", "Caf\xc3\xa9 cr\xc3\xa9\xc3\xa9", "S301", "CP1252"},
        {"(;CA[MS_KANJI]C[\xe9\xbb\x92])", "\xe9\xbb\x92", "S307", "UTF-8"},
        {"(;CA[no-such-charset]C[caf\xe9])", "caf\xc3\xa9", "S302", "CP1252"},
        {"(;CA[UTF-8]C[caf\xe9])", "caf\xc3\xa9", "S303", "CP1252"},
        {"(;PB[\xe7\x8e\x8b\xe5\x85\x83\xe5?\x87]C[\xe6\xae\xb5])", "\xe6\xae\xb5", "S304", "UTF-8"},
        {"(;C[ascii only])", "ascii only", "", "UTF-8"},
        {"(;CA[foo]C[ascii only])", "ascii only", "S302", "UTF-8"},
        // A CA of 64 bytes or more is still a CA (it was read as none: S301, an info, at no CA).
        {"(;CA[" + std::string(100, 'A') + "]C[caf\xe9])", "caf\xc3\xa9", "S302", "CP1252"},
        {"(;CA[ISO8859_1]C[caf\xe9])", "caf\xc3\xa9", "", "ISO8859_1"},
    }));
    CAPTURE(codes);
    Read r = read(input);
    CHECK(r.comment == comment);
    CHECK(r.codes == codes);
    CHECK(r.charset == charset);
    CHECK(r.valid);
}

// Text in each legacy charset (a comment as real records hold), as bytes.
struct Legacy {
    std::string iconv;  // what detection must choose
    std::string ca;     // how a record names it
    std::string bytes;
    std::string utf8;
};

std::vector<Legacy> legacy_texts() {
    return {
        {"GB18030", "GB18030",
         "\xba\xda\xd6\xd0\xc5\xcc\xca\xa4\xa1\xa3\xb0\xd7\xc6\xe5\xd4\xda\xd3\xd2\xcf\xc2\xbd\xc7\xb5\xc4\xcb\xc0\xbb"
         "\xee\xb3\xf6\xc1\xcb\xce\xca\xcc\xe2\xa3\xac\xba\xda\xc6\xe5\xd7\xa5\xd7\xa1\xbb\xfa\xbb\xe1",
         "黑中盘胜。白棋在右下角的死活出了问题，黑棋抓住机会"},
        {"BIG5-HKSCS", "Big5",
         "\xb6\xc2\xa4\xa4\xbdL\xb3\xd3\xa1"
         "C\xa5\xd5\xb4\xd1\xa6"
         "b\xa5k\xa4U\xa8\xa4\xaa\xba\xa6\xba\xac\xa1\xa5X\xa4"
         "F\xb0\xdd\xc3"
         "D\xa1"
         "A\xb6\xc2\xb4\xd1\xa7\xec\xa6\xed\xbe\xf7\xb7|",
         "黑中盤勝。白棋在右下角的死活出了問題，黑棋抓住機會"},
        {"CP932", "Shift_JIS",
         "\x8d\x95\x82\xcc\x92\x86\x89\x9f\x82\xb5\x8f\x9f\x82\xbf\x81"
         "B\x94\x92\x82\xcd\x89"
         "E\x89\xba\x82\xcc\x8e\x80\x8a\x88\x82\xf0\x8c\xeb\x82\xc1\x82\xbd",
         "黒の中押し勝ち。白は右下の死活を誤った"},
        {"EUC-JP", "EUC-JP",
         "\xb9\xf5\xa4\xce\xc3\xe6\xb2\xa1\xa4\xb7\xbe\xa1\xa4\xc1\xa1\xa3\xc7\xf2\xa4\xcf\xb1\xa6\xb2\xbc\xa4\xce\xbb"
         "\xe0\xb3\xe8\xa4\xf2\xb8\xed\xa4\xc3\xa4\xbf",
         "黒の中押し勝ち。白は右下の死活を誤った"},
        {"CP949", "EUC-KR",
         "\xc8\xe6 \xba\xd2\xb0\xe8\xbd\xc2. \xb9\xe9\xc0\xba \xbf\xec\xc7\xcf\xb1\xcd "
         "\xbb\xe7\xc8\xb0\xbf\xa1\xbc\xad \xbd\xc7\xbc\xf6\xc7\xdf\xb4\xd9",
         "흑 불계승. 백은 우하귀 사활에서 실수했다"},
        {"CP1251", "windows-1251",
         "\xd7\xb8\xf0\xed\xfb\xe5 \xe2\xfb\xe8\xe3\xf0\xe0\xeb\xe8: \xe1\xe5\xeb\xfb\xe5 "
         "\xee\xf8\xe8\xe1\xeb\xe8\xf1\xfc \xe2 \xf3\xe3\xeb\xf3",
         "Чёрные выиграли: белые ошиблись в углу"},
        {"CP1252", "ISO-8859-1", "Tr\xe8s belle partie, M\xfcller gagne \xe0 la fin",
         "Très belle partie, Müller gagne à la fin"},
        {"ISO-8859-2", "ISO-8859-2",
         "\xa3\xf3"
         "d\xbc: czarne wygra\xb3y, bia\xb3"
         "e \xbcle zagra\xb3y",
         "Łódź: czarne wygrały, białe źle zagrały"},
        {"ISO-8859-7", "ISO-8859-7",
         "\xd4\xe1 \xec\xe1\xfd\xf1\xe1 \xea\xdd\xf1\xe4\xe9\xf3\xe1\xed \xec\xe5 \xf0\xe1\xf1\xe1\xdf\xf4\xe7\xf3\xe7",
         "Τα μαύρα κέρδισαν με παραίτηση"},
    };
}

}  // namespace

TEST_CASE("Without CA, detection reads text in each legacy charset and says why", "[sgf][charset]") {
    for (const Legacy& t : legacy_texts()) {
        CAPTURE(t.iconv);
        Read r = read("(;GM[1]C[" + t.bytes + "];B[pd])");
        CHECK(r.charset == t.iconv);
        CHECK(r.comment == t.utf8);
        CHECK(r.codes == "S301");
        CHECK(r.valid);
        sgf::Parser p("(;C[" + t.bytes + "])", "c.sgf");
        sgf::GameTree tree;
        diag::Diagnostics ds;
        (void)p.next(tree, ds);
        REQUIRE(ds.size() == 1);
        CHECK(ds[0].severity() == diag::Severity::Info);
        CHECK(ds[0].message.find("read as " + sgf::charset_display_name(t.iconv) + " (0 byte(s) replaced") !=
              std::string::npos);
        CHECK(ds[0].message.find("next best") != std::string::npos);
    }
}

TEST_CASE("With CA, the named charset is read as it is, without a diagnostic", "[sgf][charset]") {
    for (const Legacy& t : legacy_texts()) {
        CAPTURE(t.ca);
        Read r = read("(;CA[" + t.ca + "]C[" + t.bytes + "])");
        CHECK(r.comment == t.utf8);
        CHECK(r.codes.empty());
        CHECK(r.charset == t.ca);
    }
}

TEST_CASE("Damaged UTF-8 stays UTF-8: only the damaged bytes are replaced", "[sgf][charset]") {
    // Fox records: a byte of a character became '?', or a name was cut inside its last character
    auto [input, name, rank] = GENERATE(table<std::string, std::string, std::string>({
        {"(;PB[\xe5\xad?\xe5?\xa5\xe4\xba\x86]BR[9\xe7\xba\xa7])",
         "\xef\xbf\xbd\xef\xbf\xbd?\xef\xbf\xbd?\xef\xbf\xbd\xe4\xba\x86", "9\xe7\xba\xa7"},
        {"(;PB[\xe7\xa5\x9e\xe7\x9a]BR[9\xe6\xae\xb5])", "\xe7\xa5\x9e\xef\xbf\xbd\xef\xbf\xbd", "9\xe6\xae\xb5"},
        {"(;CA[UTF-8]PB[\xe3?\xbd\xe3?\x93]BR[9\xe6\xae\xb5])", "\xef\xbf\xbd?\xef\xbf\xbd\xef\xbf\xbd?\xef\xbf\xbd",
         "9\xe6\xae\xb5"},
    }));
    CAPTURE(input);
    sgf::Parser p(input, "fox.sgf");
    sgf::GameTree tree;
    diag::Diagnostics ds;
    REQUIRE(p.next(tree, ds));
    CHECK(p.charset() == "UTF-8");
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].code.id == "S304");
    CHECK(sgf::decode_simple_text(tree.first_value(0, "PB")->raw) == name);
    CHECK(sgf::decode_simple_text(tree.first_value(0, "BR")->raw) == rank);
}

TEST_CASE("UTF-8 validation", "[sgf][charset]") {
    CHECK(sgf::is_valid_utf8("plain ascii"));
    CHECK(sgf::is_valid_utf8("\xe9\xbb\x91\xc3\xa9"));
    CHECK_FALSE(sgf::is_valid_utf8("caf\xe9"));
    CHECK_FALSE(sgf::is_valid_utf8("\xc0\xaf"));          // overlong
    CHECK_FALSE(sgf::is_valid_utf8("\xed\xa0\x80"));      // surrogate
    CHECK_FALSE(sgf::is_valid_utf8("\xe9\xbb"));          // cut
}

TEST_CASE("CA is found only as a property", "[sgf][charset]") {
    CHECK(sgf::find_ca("(;GM[1]CA[GB2312]C[x])").name == "GB2312");
    CHECK(sgf::find_ca("(;C[a CA[fake] in a comment]CA[UTF-8])").name == "UTF-8");
    CHECK(sgf::find_ca("(;C[no charset])").name.empty());
}

TEST_CASE("A converter that fails after taking the last byte ends the conversion", "[sgf][charset]") {
    // glibc's CP949 takes A2 E8 and still reports an invalid sequence, with no input left: the conversion used to
    // skip a byte past the end (found by fuzz_sgf on a record read without CA).
    std::string out;
    std::size_t replaced = 0;
    REQUIRE(sgf::convert_to_utf8("ab\xa2\xe8", "CP949", out, replaced));
    CHECK(sgf::is_valid_utf8(out));
    CHECK(out.rfind("ab", 0) == 0);
    const std::string record = std::string(" gU()\xb6\xa4\xbd\x01", 9) + std::string(6, '\0') + "\x01\xa2\xe8";
    CHECK_NOTHROW((void)sgf::decode_charset(record));
}
