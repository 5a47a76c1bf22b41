#include <kifu/sgf/charset_detect.hpp>

#include <algorithm>
#include <array>
#include <cstdint>

#include <fmt/format.h>

#include <kifu/sgf/charset.hpp>
#include <kifu/sgf/utf8.hpp>

namespace kifu::sgf {

namespace {

// How a candidate's bytes are structured, for the byte-level frequency score.
enum class Family : std::uint8_t { Utf8, Gb, Big5, ShiftJis, EucKr, EucJp, Single };

struct Candidate {
    const char* iconv;
    Family family;
    int prior;  // added to the score: Windows-1252 for FF[4]'s default (a record without CA is
                // ISO-8859-1), EUC-KR below zero (it must outscore the GB2312 reading of its bytes)
};

// In this order: on equal scores the first wins.
constexpr std::array<Candidate, 10> legacy = {{
    {"GB18030", Family::Gb, 0},
    {"BIG5-HKSCS", Family::Big5, 0},
    {"CP932", Family::ShiftJis, 0},
    {"CP949", Family::EucKr, -4},
    {"EUC-JP", Family::EucJp, 0},
    {"CP1252", Family::Single, 2},
    {"CP1251", Family::Single, 0},
    {"ISO-8859-2", Family::Single, 0},
    {"ISO-8859-5", Family::Single, 0},
    {"ISO-8859-7", Family::Single, 0},
}};

// Bytes scored at most (cut at an ASCII byte): enough to tell, cheap on large collections.
constexpr std::size_t sample_size = 64 * 1024;

// Frequency of the characters in the charset's own language, from the charsets' own layout: the
// common level of each standard (GB2312 level 1, Big5 level 1, JIS X 0208 level 1 and kana, KS X
// 1001 Hangul) scores +2 a character, its rare level 0, symbols +1, extensions and half-width
// kana below zero. Two bytes carry a character, so +2 weighs as much as two letters of a
// single-byte charset.
long byte_score(std::string_view bytes, Family family) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    const std::size_t n = bytes.size();
    long s = 0;
    for (std::size_t i = 0; i < n;) {
        const unsigned char c = p[i];
        if (c < 0x80 || family == Family::Single) {
            ++i;
            continue;
        }
        if (family == Family::Utf8) {
            const std::size_t len = utf8::sequence_length(p, i, n);
            if (len == 0) {
                ++i;
                continue;
            }
            s += len >= 3 ? 2 : 1;
            i += len;
            continue;
        }
        if (family == Family::ShiftJis && c >= 0xA1 && c <= 0xDF) {
            s -= 2;  // half-width katakana
            ++i;
            continue;
        }
        if (family == Family::EucJp && (c == 0x8E || c == 0x8F)) {
            s -= 2;  // half-width katakana, JIS X 0212
            i += c == 0x8E ? 2 : 3;
            continue;
        }
        if (i + 1 >= n) break;
        const unsigned char t = p[i + 1];
        switch (family) {
            case Family::Gb:
                if (t >= 0x30 && t <= 0x39) {
                    s -= 2;  // four-byte GB18030 sequence
                    i += 4;
                    continue;
                }
                if (c >= 0xB0 && c <= 0xD7 && t >= 0xA1)
                    s += 2;
                else if (c >= 0xD8 && c <= 0xF7 && t >= 0xA1)
                    s += 0;
                else if ((c == 0xA1 || c == 0xA3) && t >= 0xA1)
                    s += 1;
                else
                    s -= 1;
                break;
            case Family::Big5:
                if (c >= 0xA4 && c <= 0xC6)
                    s += 2;
                else if (c >= 0xC9 && c <= 0xF9)
                    s += 0;
                else if (c >= 0xA1 && c <= 0xA3)
                    s += 1;
                else
                    s -= 1;
                break;
            case Family::ShiftJis:
                if (c == 0x81)
                    s += 1;
                else if (c == 0x82)
                    s += t >= 0x9F ? 3 : 1;
                else if (c == 0x83)
                    s += t <= 0x96 ? 3 : -1;
                else if (c >= 0x88 && (c < 0x98 || (c == 0x98 && t <= 0x72)))
                    s += 2;
                else if (c >= 0x98 && c <= 0xEA)
                    s += 0;
                else
                    s -= 1;
                break;
            case Family::EucKr:
                if (c >= 0xB0 && c <= 0xC8 && t >= 0xA1)
                    s += 2;
                else if ((c == 0xA1 || c == 0xA3) && t >= 0xA1)
                    s += 1;
                else if (c >= 0xCA && c <= 0xFD && t >= 0xA1)
                    s += 0;
                else
                    s -= (c == 0xC9 || c == 0xFE) ? 2 : 1;
                break;
            case Family::EucJp:
                if ((c == 0xA4 || c == 0xA5) && t >= 0xA1)
                    s += 3;
                else if ((c == 0xA1 || c == 0xA3) && t >= 0xA1)
                    s += 1;
                else if (c >= 0xB0 && c <= 0xCF && t >= 0xA1)
                    s += 2;
                else if (c >= 0xD0 && c <= 0xF4 && t >= 0xA1)
                    s += 0;
                else
                    s -= 1;
                break;
            case Family::Utf8:
            case Family::Single: break;
        }
        i += 2;
    }
    return s;
}

enum class Cls : std::uint8_t { Other, AsciiLetter, Latin, Cyrillic, Greek, Han, Kana, Hangul };

// What the decoded reading holds, for the reason given.
struct Counts {
    long han = 0, kana = 0, hangul = 0, cyrillic = 0, greek = 0, latin = 0, replaced = 0;
};

struct Classified {
    Cls cls = Cls::Other;
    int score = 0;       // the character's own score (letters are scored by word, CJK by run)
    bool upper = false;  // an upper-case letter
    bool lower = false;  // a lower-case letter
    bool basic = true;   // Cyrillic/Greek: a letter of the basic alphabet
};

Classified classify(char32_t cp) {
    Classified k;
    if (cp < 0x80) {
        const bool up = cp >= 'A' && cp <= 'Z', low = cp >= 'a' && cp <= 'z';
        if (up || low) k = {Cls::AsciiLetter, 0, up, low, true};
        return k;
    }
    if (cp <= 0x9F) return {Cls::Other, -6};  // C1 controls
    if (cp <= 0xBF) {
        if (cp == 0xAD) return {Cls::Other, -2};  // soft hyphen
        // nbsp ¡ £ § © « ® ° ² ³ · » ¼ ½ ¿ are seen in Latin text; the other signs mostly in mojibake
        static constexpr std::uint32_t usual = 0b1011'1000'1000'1101'0100'1010'1000'1011;
        return {Cls::Other, (usual >> (cp - 0xA0)) & 1 ? 0 : -1};
    }
    if (cp == 0xD7 || cp == 0xF7) return {Cls::Other, -1};
    if (cp <= 0xFF) return {Cls::Latin, 0, cp <= 0xDE, cp >= 0xDF};
    if (cp <= 0x24F) return {Cls::Latin, 0, cp % 2 == 0 && cp <= 0x17F, cp % 2 == 1 || cp > 0x17F};
    if (cp >= 0x370 && cp <= 0x3FF) {
        const bool up = (cp >= 0x386 && cp <= 0x3AB), low = (cp >= 0x3AC && cp <= 0x3CE);
        return {Cls::Greek, 0, up, low, up || low};
    }
    if (cp >= 0x400 && cp <= 0x4FF) {
        const bool up = cp <= 0x42F, low = cp >= 0x430 && cp <= 0x45F;
        const bool basic = (cp >= 0x410 && cp <= 0x44F) || cp == 0x401 || cp == 0x451;
        return {Cls::Cyrillic, 0, up, low, basic};
    }
    if ((cp >= 0x2010 && cp <= 0x205E) || cp == 0x20AC || cp == 0x2122) return {};    // punctuation, euro, TM
    if ((cp >= 0x3000 && cp <= 0x303F) || (cp >= 0xFF01 && cp <= 0xFF5E)) return {};  // CJK and full-width punctuation
    if (cp >= 0x3040 && cp <= 0x30FF) return {Cls::Kana};
    if (cp >= 0x4E00 && cp <= 0x9FFF) return {Cls::Han};
    if (cp >= 0xAC00 && cp <= 0xD7A3) return {Cls::Hangul};
    if ((cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0xF900 && cp <= 0xFAFF) || cp >= 0x20000) return {Cls::Han, -3};
    if ((cp >= 0x1100 && cp <= 0x11FF) || (cp >= 0x3130 && cp <= 0x318F)) return {Cls::Other, -2};  // jamo
    if (cp >= 0xE000 && cp <= 0xF8FF) return {Cls::Other, -6};                                      // private use
    if (cp >= 0xFF61 && cp <= 0xFF9F) return {Cls::Other, -2};                                      // half-width kana
    if (cp == 0xFFFD) return {Cls::Other, -8};                                                      // replaced
    return {Cls::Other, -1};
}

bool is_letter(Cls c) { return c == Cls::AsciiLetter || c == Cls::Latin || c == Cls::Cyrillic || c == Cls::Greek; }
bool is_cjk(Cls c) { return c == Cls::Han || c == Cls::Kana || c == Cls::Hangul; }

// The script consistency of a decoded reading: a word (a run of letters) keeps to one script and
// to one case after its first letter (a Latin word of three accented letters or more and no ASCII
// letter is unlikely, and so is a sign such as '³' between two letters); a run of CJK characters does not mix Hangul
// with kanji or kana, and a run of Hangul alone reads as Korean.
class TextScore {
public:
    void add(char32_t cp) {
        const Classified k = classify(cp);
        score_ += k.score;
        count(cp, k.cls);
        if (is_letter(k.cls)) {
            if (sign_after_letter_) score_ -= 2;  // "wygra³y": a sign inside a word is a letter of another charset
            word(k);
        } else {
            end_word();
        }
        const bool sign =
            cp >= 0xA0 && cp <= 0xBF && cp != 0xA3 && cp != 0xA7 && cp != 0xA9 && cp != 0xAE && cp != 0xB0;
        sign_after_letter_ = sign && (letter_before_ || sign_after_letter_);
        letter_before_ = is_letter(k.cls);
        if (is_cjk(k.cls)) {
            run_hangul_ = run_hangul_ || k.cls == Cls::Hangul;
            run_other_ = run_other_ || k.cls != Cls::Hangul;
            ++run_length_;
        } else {
            end_run();
        }
    }
    long finish() {
        end_word();
        end_run();
        return score_;
    }
    const Counts& counts() const { return counts_; }

private:
    void count(char32_t cp, Cls c) {
        if (cp == 0xFFFD) ++counts_.replaced;
        switch (c) {
            case Cls::Han: ++counts_.han; break;
            case Cls::Kana: ++counts_.kana; break;
            case Cls::Hangul: ++counts_.hangul; break;
            case Cls::Cyrillic: ++counts_.cyrillic; break;
            case Cls::Greek: ++counts_.greek; break;
            case Cls::Latin: ++counts_.latin; break;
            default: break;
        }
    }
    void word(const Classified& k) {
        const bool ascii = k.cls == Cls::AsciiLetter;
        if (ascii)
            ++ascii_;
        else
            ++other_;
        if (!ascii && k.basic) ++basic_;
        scripts_ |= k.cls == Cls::Cyrillic ? 2u : k.cls == Cls::Greek ? 4u : 1u;
        if (prev_lower_ && k.upper && !(ascii && prev_ascii_)) ++case_changes_;
        prev_lower_ = k.lower;
        prev_ascii_ = ascii;
    }
    void end_word() {
        if (ascii_ + other_ > 0) {
            if (scripts_ != 1u && scripts_ != 2u && scripts_ != 4u) {
                score_ -= 3 * other_;
            } else if (scripts_ != 1u) {
                score_ += basic_ - 2 * case_changes_;
            } else if (other_ > 0) {
                score_ += (ascii_ > 0 || other_ <= 2 ? other_ : -other_) - case_changes_;
            }
        }
        ascii_ = other_ = basic_ = case_changes_ = 0;
        scripts_ = 0;
        prev_lower_ = prev_ascii_ = false;
    }
    void end_run() {
        if (run_hangul_ && run_other_)
            score_ -= 2 * run_length_;
        else if (run_hangul_)
            score_ += run_length_;
        run_length_ = 0;
        run_hangul_ = run_other_ = false;
    }

    long score_ = 0;
    Counts counts_;
    long ascii_ = 0, other_ = 0, basic_ = 0, case_changes_ = 0;
    unsigned scripts_ = 0;
    bool prev_lower_ = false, prev_ascii_ = false;
    bool letter_before_ = false, sign_after_letter_ = false;
    long run_length_ = 0;
    bool run_hangul_ = false, run_other_ = false;
};

struct Scored {
    const Candidate* candidate = nullptr;
    long score = 0;
    Counts counts;
    std::string text;
    std::size_t replaced = 0;
};

// Decodes `bytes` with one candidate and scores the reading; false when it is ruled out.
bool score(const Candidate& c, std::string_view bytes, Scored& out) {
    out.candidate = &c;
    if (c.family == Family::Utf8) {
        out.replaced = utf8::repair(bytes, out.text);
    } else if (!convert_to_utf8(bytes, c.iconv, out.text, out.replaced)) {
        return false;
    }
    if (std::count(out.text.begin(), out.text.end(), ']') != std::count(bytes.begin(), bytes.end(), ']')) return false;
    TextScore ts;
    const auto* p = reinterpret_cast<const unsigned char*>(out.text.data());
    for (std::size_t i = 0; i < out.text.size();) {
        const std::size_t len = std::max<std::size_t>(1, utf8::sequence_length(p, i, out.text.size()));
        ts.add(utf8::code_point(p + i, len));
        i += len;
    }
    out.score = ts.finish() + byte_score(bytes, c.family) + c.prior;
    out.counts = ts.counts();
    return true;
}

std::string describe(const Counts& k) {
    std::string out;
    auto add = [&](long n, std::string_view what) {
        if (n > 0) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", n, what);
    };
    add(k.han, "Han characters");
    add(k.kana, "kana");
    add(k.hangul, "Hangul syllables");
    add(k.cyrillic, "Cyrillic letters");
    add(k.greek, "Greek letters");
    add(k.latin, "accented Latin letters");
    return out.empty() ? std::string("no letters outside ASCII") : out;
}

// The start of `bytes` up to about sample_size, cut before an ASCII byte (never inside a character).
std::string_view sample_of(std::string_view bytes) {
    if (bytes.size() <= sample_size) return bytes;
    std::size_t end = sample_size;
    while (end < bytes.size() && static_cast<unsigned char>(bytes[end]) >= 0x80) ++end;
    return bytes.substr(0, end);
}

constexpr Candidate utf8_candidate{"UTF-8", Family::Utf8, 0};

}  // namespace

std::string charset_display_name(std::string_view iconv) {
    if (iconv == "CP1252") return "Windows-1252 (Latin-1)";
    if (iconv == "CP1251") return "Windows-1251 (Cyrillic)";
    if (iconv == "CP932") return "Shift_JIS (CP932)";
    if (iconv == "CP949") return "EUC-KR (CP949)";
    if (iconv == "BIG5-HKSCS") return "Big5";
    if (iconv == "ISO-8859-2") return "ISO-8859-2 (Latin-2)";
    if (iconv == "ISO-8859-5") return "ISO-8859-5 (Cyrillic)";
    if (iconv == "ISO-8859-7") return "ISO-8859-7 (Greek)";
    return std::string(iconv);
}

Detection detect_charset(std::string_view bytes) {
    const std::string_view sample = sample_of(bytes);
    const bool some_utf8 = utf8::damage(sample).valid_multibyte > 0;
    Scored best, second, current;
    auto consider = [&](const Candidate& c) {
        if (!score(c, sample, current)) return;
        if (!best.candidate || current.score > best.score) {
            std::swap(second, best);
            std::swap(best, current);
        } else if (!second.candidate || current.score > second.score) {
            std::swap(second, current);
        }
    };
    if (some_utf8) consider(utf8_candidate);
    for (const Candidate& c : legacy) consider(c);
    Detection d;
    if (!best.candidate) {
        // every reading swallows a ']': read byte for byte
        d.charset = "CP1252";
        (void)convert_to_utf8(bytes, d.charset, d.converted, d.replaced);
        d.reason = "every multi-byte reading would change the SGF structure";
        return d;
    }
    d.charset = best.candidate->iconv;
    if (sample.size() == bytes.size()) {
        d.converted = std::move(best.text);
        d.replaced = best.replaced;
    } else if (best.candidate->family == Family::Utf8) {
        d.replaced = utf8::repair(bytes, d.converted);
    } else {
        (void)convert_to_utf8(bytes, d.charset, d.converted, d.replaced);
    }
    d.reason = fmt::format("{} byte(s) replaced, {}", best.replaced, describe(best.counts));
    if (second.candidate)
        d.reason +=
            fmt::format("; next best {} ({} byte(s) replaced, {})", charset_display_name(second.candidate->iconv),
                        second.replaced, describe(second.counts));
    return d;
}

}  // namespace kifu::sgf
