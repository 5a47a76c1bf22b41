#include <catch2/catch.hpp>

#include <string>

#include <kifu/sgf/charset.hpp>
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

}  // namespace

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
        {"(;C[\xba\xda\xb0\xd7\xb6\xd4\xbe\xd6])", "\xe9\xbb\x91\xe7\x99\xbd\xe5\xaf\xb9\xe5\xb1\x80", "S301", "GB18030"},
        {"(;C[Caf\xe9 cr\xe9\xe9])", "Caf\xc3\xa9 cr\xc3\xa9\xc3\xa9", "S301", "CP1252"},
        {"(;CA[MS_KANJI]C[\xe9\xbb\x92])", "\xe9\xbb\x92", "S307", "UTF-8"},
        {"(;CA[no-such-charset]C[caf\xe9])", "caf\xc3\xa9", "S302", "CP1252"},
        {"(;CA[UTF-8]C[caf\xe9])", "caf\xc3\xa9", "S303", "CP1252"},
        {"(;PB[\xe7\x8e\x8b\xe5\x85\x83\xe5?\x87]C[\xe6\xae\xb5])", "\xe6\xae\xb5", "S304", "UTF-8"},
        {"(;C[ascii only])", "ascii only", "", "UTF-8"},
        {"(;CA[foo]C[ascii only])", "ascii only", "S302", "UTF-8"},
        {"(;CA[ISO8859_1]C[caf\xe9])", "caf\xc3\xa9", "", "ISO8859_1"},
    }));
    CAPTURE(codes);
    Read r = read(input);
    CHECK(r.comment == comment);
    CHECK(r.codes == codes);
    CHECK(r.charset == charset);
    CHECK(r.valid);
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
