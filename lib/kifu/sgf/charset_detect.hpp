#pragma once
// Choosing the charset of text that is not UTF-8 and names none (or a wrong one): each candidate
// legacy charset decodes the text, and the one whose reading is cleanest and most plausible wins.

#include <cstddef>
#include <string>
#include <string_view>

namespace kifu::sgf {

// The chosen reading of some bytes.
struct Detection {
    std::string charset;       // the iconv name used ("GB18030", "CP949", "CP1251", ...)
    std::string converted;     // the whole text as UTF-8
    std::size_t replaced = 0;  // bytes that no reading could decode, written as U+FFFD
    std::string reason;        // why this one: "no byte replaced, 24 Hangul syllables; next best GB18030"
};

// Decodes `bytes` (not valid UTF-8) with each of GB18030, Big5, Shift_JIS, EUC-KR, EUC-JP,
// Windows-1252, Windows-1251, ISO-8859-2, ISO-8859-5 and ISO-8859-7, and keeps the best reading:
// each replaced byte costs, characters common in the charset's own language score (GB2312 level 1
// hanzi, Big5 level 1, JIS level 1 kanji and kana, KS X 1001 Hangul), and words must keep to one
// script (a Cyrillic letter inside a Latin word, Hangul inside a run of kanji, or half-width kana
// count against a reading). A reading that turns a multi-byte character's trail byte ']' into part
// of the character is ruled out (it would change the SGF structure). Never fails: the last resort
// is Windows-1252.
[[nodiscard]] Detection detect_charset(std::string_view bytes);

// A human name for an iconv charset name ("CP949" -> "EUC-KR (CP949)").
[[nodiscard]] std::string charset_display_name(std::string_view iconv_name);

}  // namespace kifu::sgf
