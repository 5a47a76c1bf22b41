#include <kifu/sgf/charset.hpp>

#include <iconv.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>
#include <utility>
#include <vector>

#include <kifu/sgf/codes.hpp>

namespace kifu::sgf {

namespace {

constexpr std::string_view replacement = "\xEF\xBF\xBD";

std::string normalise_name(std::string_view name) {
    std::string out;
    for (char c : name) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        out += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    }
    return out;
}

// The CA value as printable ASCII (it comes from undecoded bytes): other bytes become '?'.
std::string ascii_name(std::string_view raw) {
    std::string out;
    for (char c : raw.substr(0, 32)) out += (c >= 0x20 && c < 0x7F) ? c : '?';
    return out;
}

bool is_utf8_name(std::string_view n) { return n == "UTF-8" || n == "UTF8" || n == "US-ASCII" || n == "ASCII"; }

// Charsets whose text is pure 7-bit ASCII with escape sequences (must be converted even when ASCII).
bool is_seven_bit_name(std::string_view n) {
    return n.find("2022") != std::string_view::npos || n == "UTF-7" || n == "UTF7" || n == "HZ";
}

// Iconv names for a few spellings seen in files.
std::string iconv_name(std::string_view given) {
    std::string spelled(given);
    std::replace(spelled.begin(), spelled.end(), '_', '-');
    if (spelled.rfind("ISO8859", 0) == 0) spelled.insert(3, "-");
    const std::string_view n = spelled;
    if (n == "GB2312" || n == "EUC-CN" || n == "GBK" || n == "CP936") return "GB18030";  // supersets
    if (n == "MS-KANJI" || n == "SJIS" || n == "SHIFT-JIS" || n == "WINDOWS-31J") return "CP932";
    if (n == "BIG5" || n == "BIG-5") return "BIG5-HKSCS";
    if (n == "EUC-KR" || n == "KS-C-5601-1987") return "CP949";
    if (n == "ISO-8859-1" || n == "LATIN1" || n == "LATIN-1" || n == "L1")
        return "CP1252";
    return spelled;
}

bool has_high_bytes(std::string_view bytes) {
    std::size_t i = 0;
    std::uint64_t acc = 0;
    for (; i + 8 <= bytes.size(); i += 8) {
        std::uint64_t w;
        std::memcpy(&w, bytes.data() + i, 8);
        acc |= w;
    }
    for (; i < bytes.size(); ++i) acc |= static_cast<unsigned char>(bytes[i]);
    return (acc & 0x8080808080808080ull) != 0;
}

// Length of the well-formed UTF-8 sequence at p[i] (1 for ASCII), or 0 when it is not well formed.
std::size_t utf8_length(const unsigned char* p, std::size_t i, std::size_t n) {
    unsigned char c = p[i];
    if (c < 0x80) return 1;
    std::size_t len;
    std::uint32_t cp;
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
        cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        cp = c & 0x07;
    } else {
        return 0;
    }
    if (i + len > n) return 0;
    for (std::size_t k = 1; k < len; ++k) {
        if ((p[i + k] & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (p[i + k] & 0x3F);
    }
    if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0;
    return len;
}

std::size_t first_invalid_utf8(std::string_view s) {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    std::size_t n = s.size(), i = 0;
    while (i < n) {
        if (i + 8 <= n) {
            std::uint64_t w;
            std::memcpy(&w, p + i, 8);
            if ((w & 0x8080808080808080ull) == 0) {
                i += 8;
                continue;
            }
        }
        const std::size_t len = utf8_length(p, i, n);
        if (len == 0) return i;
        i += len;
    }
    return n;
}

// Counts of well-formed UTF-8 sequences of 3 or 4 bytes (CJK text; legacy double-byte text rarely
// forms them by chance) and of bytes that are not part of a well-formed sequence.
struct Utf8Stats {
    std::size_t valid_multi = 0;
    std::size_t bad = 0;
};

Utf8Stats utf8_stats(std::string_view bytes) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    Utf8Stats st;
    for (std::size_t i = 0; i < bytes.size();) {
        std::size_t len = utf8_length(p, i, bytes.size());
        if (len == 0) {
            ++st.bad;
            ++i;
            continue;
        }
        if (len > 2) ++st.valid_multi;
        i += len;
    }
    return st;
}

// Copies UTF-8 with each byte that is not part of a well-formed sequence replaced by U+FFFD.
std::size_t repair_utf8(std::string_view bytes, std::string& out) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    out.clear();
    out.reserve(bytes.size() + 16);
    std::size_t replaced = 0;
    for (std::size_t i = 0; i < bytes.size();) {
        std::size_t len = utf8_length(p, i, bytes.size());
        if (len == 0) {
            out += replacement;
            ++replaced;
            ++i;
            continue;
        }
        out.append(bytes.data() + i, len);
        i += len;
    }
    return replaced;
}

// How plausible decoded UTF-8 text is as natural language: kana, CJK ideographs, Hangul and
// Latin letters score, half-width katakana, private-use and rare blocks and U+FFFD cost.
long plausibility(std::string_view utf8) {
    const auto* p = reinterpret_cast<const unsigned char*>(utf8.data());
    long score = 0;
    int latin_run = 0;  // non-ASCII Latin-1 characters just before this one
    for (std::size_t i = 0; i < utf8.size();) {
        std::size_t len = utf8_length(p, i, utf8.size());
        if (len <= 1) {
            latin_run = 0;
            i += 1;
            continue;
        }
        std::uint32_t cp = p[i] & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
        for (std::size_t k = 1; k < len; ++k) cp = (cp << 6) | (p[i + k] & 0x3F);
        i += len;
        if (cp >= 0x3040 && cp <= 0x30FF) score += 3;
        else if (cp >= 0x4E00 && cp <= 0x9FFF) score += 1;
        else if (cp >= 0xAC00 && cp <= 0xD7A3) score += 1;
        else if (cp >= 0xA0 && cp <= 0x17F) score += latin_run == 0 ? 1 : latin_run == 1 ? 0 : -1;  // accents come alone
        else if (cp >= 0x3000 && cp <= 0x303F) score += 1;
        else if (cp >= 0xFF01 && cp <= 0xFF5E) score += 1;
        else if (cp >= 0xFF61 && cp <= 0xFF9F) score -= 2;
        else if (cp == 0xFFFD) score -= 5;
        else if ((cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0x3400 && cp <= 0x4DBF) || cp >= 0x10000) score -= 1;
        else if (cp >= 0x80 && cp < 0xA0) score -= 2;
        latin_run = (cp >= 0xA0 && cp <= 0x17F) ? latin_run + 1 : 0;
    }
    return score;
}

// Number of GB2312 level-1 (most common) hanzi in GB18030 bytes: a frequency hint.
long gb_common(std::string_view bytes) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    long n = 0;
    for (std::size_t i = 0; i + 1 < bytes.size();) {
        if (p[i] < 0x81) {
            ++i;
            continue;
        }
        if (p[i + 1] >= 0x30 && p[i + 1] <= 0x39) {
            i += 4;
            continue;
        }
        if (p[i] >= 0xB0 && p[i] <= 0xD7 && p[i + 1] >= 0xA1 && p[i + 1] <= 0xFE) ++n;
        i += 2;
    }
    return n;
}

// Guesses a legacy charset for non-UTF-8 bytes and converts; returns the name used. Candidates
// are ranked by plausibility(); one that swallows a ']' (a multi-byte character ending in 0x5D)
// is ruled out.
std::string detect_and_convert(std::string_view bytes, std::string& out, std::size_t& replaced) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    std::size_t high = 0, isolated = 0;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (p[i] < 0x80) continue;
        ++high;
        bool prev_high = i > 0 && p[i - 1] >= 0x80;
        bool next_high = i + 1 < bytes.size() && p[i + 1] >= 0x80;
        if (!prev_high && !next_high) ++isolated;
    }
    static constexpr std::array<const char*, 5> cjk = {"CP1252", "GB18030", "CP932", "BIG5-HKSCS", "CP949"};
    static constexpr std::array<const char*, 1> western = {"CP1252"};
    const bool mostly_isolated = isolated * 2 > high;
    const auto brackets = std::count(bytes.begin(), bytes.end(), ']');
    std::string best_name;
    long best_score = 0;
    std::string candidate;
    auto consider = [&](const char* cs) {
        std::size_t repl = 0;
        if (!convert_to_utf8(bytes, cs, candidate, repl)) return;
        if (std::count(candidate.begin(), candidate.end(), ']') != brackets) return;
        long score = plausibility(candidate) + (std::string_view(cs) == "GB18030" ? gb_common(bytes) : 0);
        if (best_name.empty() || score > best_score) {
            best_score = score;
            best_name = cs;
            out.swap(candidate);
            replaced = repl;
        }
    };
    if (mostly_isolated)
        for (const char* cs : western) consider(cs);
    else
        for (const char* cs : cjk) consider(cs);
    if (best_name.empty()) {
        (void)convert_to_utf8(bytes, "ISO-8859-1", out, replaced);
        return "ISO-8859-1";
    }
    return best_name;
}

std::string display_name(const std::string& iconv) {
    if (iconv == "CP1252") return "Windows-1252 (Latin-1)";
    if (iconv == "CP932") return "Shift_JIS (CP932)";
    if (iconv == "CP949") return "EUC-KR (CP949)";
    if (iconv == "BIG5-HKSCS") return "Big5";
    return iconv;
}

}  // namespace

bool is_valid_utf8(std::string_view bytes) { return first_invalid_utf8(bytes) == bytes.size(); }

namespace {

// Per-thread cache of open conversion descriptors: opening one loads a gconv module (mmap),
// which would otherwise dominate the cost of converting a small file.
class IconvCache {
public:
    IconvCache() = default;
    IconvCache(const IconvCache&) = delete;
    IconvCache& operator=(const IconvCache&) = delete;
    ~IconvCache() {
        for (auto& e : entries_)
            if (e.second != invalid()) iconv_close(e.second);
    }
    // The descriptor converting `from` to UTF-8 (reset to its initial state), or invalid().
    iconv_t get(const std::string& from) {
        for (auto& e : entries_)
            if (e.first == from) {
                if (e.second != invalid()) iconv(e.second, nullptr, nullptr, nullptr, nullptr);
                return e.second;
            }
        iconv_t cd = iconv_open("UTF-8", from.c_str());
        if (entries_.size() >= 16) {
            // bounded: drop the oldest (a descriptor is only used until the next get())
            if (entries_.front().second != invalid()) iconv_close(entries_.front().second);
            entries_.erase(entries_.begin());
        }
        entries_.emplace_back(from, cd);
        return cd;
    }
    static iconv_t invalid() { return reinterpret_cast<iconv_t>(-1); }

private:
    std::vector<std::pair<std::string, iconv_t>> entries_;
};

IconvCache& iconv_cache() {
    thread_local IconvCache cache;
    return cache;
}

// True when iconv can convert from `charset`.
bool charset_known(const std::string& charset) { return iconv_cache().get(charset) != IconvCache::invalid(); }

}  // namespace

bool convert_to_utf8(std::string_view bytes, std::string_view charset, std::string& out, std::size_t& replaced) {
    replaced = 0;
    out.clear();
    std::string from(charset);
    iconv_t cd = iconv_cache().get(from);
    if (cd == IconvCache::invalid()) return false;
    out.resize(bytes.size() * 2 + 16);
    char* in = const_cast<char*>(bytes.data());
    std::size_t in_left = bytes.size();
    std::size_t used = 0;
    while (in_left > 0) {
        if (out.size() - used < 16) out.resize(out.size() * 2);
        char* dst = out.data() + used;
        std::size_t dst_left = out.size() - used;
        std::size_t r = iconv(cd, &in, &in_left, &dst, &dst_left);
        used = static_cast<std::size_t>(dst - out.data());
        if (r != static_cast<std::size_t>(-1)) break;
        if (errno == E2BIG) {
            out.resize(out.size() * 2);
            continue;
        }
        // EILSEQ or EINVAL: one bad byte becomes U+FFFD
        if (out.size() - used < replacement.size()) out.resize(out.size() * 2);
        std::memcpy(out.data() + used, replacement.data(), replacement.size());
        used += replacement.size();
        ++replaced;
        ++in;
        --in_left;
        iconv(cd, nullptr, nullptr, nullptr, nullptr);
    }
    // flush shift state (ISO-2022)
    for (;;) {
        char* dst = out.data() + used;
        std::size_t dst_left = out.size() - used;
        std::size_t r = iconv(cd, nullptr, nullptr, &dst, &dst_left);
        used = static_cast<std::size_t>(dst - out.data());
        if (r != static_cast<std::size_t>(-1) || errno != E2BIG) break;
        out.resize(out.size() * 2);
    }
    out.resize(used);
    // glibc lets some non-Unicode sequences through (5-byte UTF-8 forms, UCS-4 above U+10FFFF)
    if (std::string repaired; !is_valid_utf8(out)) {
        replaced += repair_utf8(out, repaired);
        out.swap(repaired);
    }
    return true;
}

CaValue find_ca(std::string_view bytes) {
    std::size_t pos = 0;
    while ((pos = bytes.find("CA", pos)) != std::string_view::npos) {
        std::size_t at = pos;
        pos += 2;
        if (at > 0) {
            char prev = bytes[at - 1];
            if ((prev >= 'A' && prev <= 'Z') || (prev >= 'a' && prev <= 'z') || prev == '\\') continue;
            // the identifier must follow ';', ']' or whitespace
            std::size_t k = at;
            while (k > 0 && (bytes[k - 1] == ' ' || bytes[k - 1] == '\n' || bytes[k - 1] == '\r' || bytes[k - 1] == '\t'))
                --k;
            if (k > 0 && bytes[k - 1] != ';' && bytes[k - 1] != ']') continue;
        }
        std::size_t v = pos;
        while (v < bytes.size() && (bytes[v] == ' ' || bytes[v] == '\n' || bytes[v] == '\r' || bytes[v] == '\t')) ++v;
        if (v >= bytes.size() || bytes[v] != '[') continue;
        std::size_t close = bytes.find(']', v + 1);
        if (close == std::string_view::npos || close - v > 64) continue;
        return {bytes.substr(v + 1, close - v - 1), v + 1};
    }
    return {};
}

Decoded decode_charset(std::string_view bytes) {
    Decoded d;
    d.charset = "UTF-8";
    auto b = [&](std::size_t i) { return i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0u; };
    // UTF-16 with a byte-order mark, or without one (NUL in every other byte around '(' or ';').
    std::string utf16;
    if (b(0) == 0xFF && b(1) == 0xFE) utf16 = "UTF-16LE";
    if (b(0) == 0xFE && b(1) == 0xFF) utf16 = "UTF-16BE";
    if (!utf16.empty()) {
        d.notes.push_back({code::ByteOrderMark, 0, "byte-order mark: read as " + utf16});
        bytes.remove_prefix(2);
    } else if (bytes.size() >= 4 && b(1) == 0 && b(3) == 0 && b(0) != 0 && b(2) != 0) {
        utf16 = "UTF-16LE";
        d.notes.push_back(
            {code::Utf16WithoutBom, 0, "no byte-order mark but NUL bytes in every other place: read as UTF-16LE"});
    } else if (bytes.size() >= 4 && b(0) == 0 && b(2) == 0 && b(1) != 0 && b(3) != 0) {
        utf16 = "UTF-16BE";
        d.notes.push_back(
            {code::Utf16WithoutBom, 0, "no byte-order mark but NUL bytes in every other place: read as UTF-16BE"});
    }
    if (!utf16.empty()) {
        std::size_t replaced = 0;
        d.is_converted = convert_to_utf8(bytes, utf16, d.converted, replaced);
        d.charset = utf16;
        if (replaced > 0)
            d.notes.push_back({code::InvalidBytes, 0,
                               std::to_string(replaced) + " invalid " + utf16 + " sequence(s) replaced by U+FFFD"});
        return d;
    }
    if (b(0) == 0xEF && b(1) == 0xBB && b(2) == 0xBF) {
        d.notes.push_back({code::ByteOrderMark, 0, "UTF-8 byte-order mark ignored"});
        d.skip = 3;
        bytes.remove_prefix(3);
    }
    CaValue ca = find_ca(bytes);
    std::string name = normalise_name(ca.name);
    std::uint64_t ca_offset = ca.offset + d.skip;
    bool high = has_high_bytes(bytes);
    bool declared = !name.empty();
    if (!high) {
        if (declared && is_seven_bit_name(name)) {
            std::size_t replaced = 0;
            if (convert_to_utf8(bytes, iconv_name(name), d.converted, replaced)) {
                d.is_converted = true;
                d.charset = ascii_name(ca.name);
                if (replaced > 0)
                    d.notes.push_back({code::InvalidBytes, ca_offset,
                                       std::to_string(replaced) + " invalid sequence(s) replaced by U+FFFD"});
            }
        }
        if (declared && !is_utf8_name(name) && !d.is_converted && !charset_known(iconv_name(name)))
            d.notes.push_back({code::CharsetUnknown, ca_offset,
                               "unknown charset CA[" + ascii_name(ca.name) + "]: the text is ASCII"});
        return d;  // pure ASCII reads the same in any ASCII-compatible charset
    }
    std::size_t bad = first_invalid_utf8(bytes);
    bool valid = bad == bytes.size();
    if (!declared || is_utf8_name(name)) {
        if (valid) return d;
        Utf8Stats st = utf8_stats(bytes);
        if (st.valid_multi * 2 >= st.bad) {
            // mostly UTF-8 with damaged bytes (Fox files lost bytes to '?'): repair, do not reinterpret
            std::size_t replaced = repair_utf8(bytes, d.converted);
            d.is_converted = true;
            d.notes.push_back(
                {code::InvalidBytes, bad + d.skip,
                 fmt::format("text is UTF-8 but {} byte(s) are not well formed: replaced by U+FFFD", replaced)});
            return d;
        }
        std::size_t replaced = 0;
        std::string used = detect_and_convert(bytes, d.converted, replaced);
        d.is_converted = true;
        d.charset = used;
        std::string what = declared ? "CA[" + ascii_name(ca.name) + "] but the text is not valid UTF-8"
                                    : std::string("no CA and the text is not UTF-8");
        d.notes.push_back({declared ? code::CharsetMismatch : code::CharsetDetected,
                           (declared ? ca_offset : bad + d.skip), what + ": read as " + display_name(used)});
        if (replaced > 0)
            d.notes.push_back(
                {code::InvalidBytes, bad + d.skip, std::to_string(replaced) + " byte(s) replaced by U+FFFD"});
        return d;
    }
    if (valid) {
        d.notes.push_back({code::LegacyCharsetIsUtf8, ca_offset,
                           "CA[" + ascii_name(ca.name) + "] but the text is valid UTF-8: read as UTF-8"});
        return d;
    }
    std::size_t replaced = 0;
    std::string iname = iconv_name(name);
    if (convert_to_utf8(bytes, iname, d.converted, replaced)) {
        d.is_converted = true;
        d.charset = ascii_name(ca.name);
        if (replaced > 0) {
            // the declared charset does not fit: try detection, keep whichever loses fewer bytes
            std::string other;
            std::size_t other_replaced = 0;
            std::string used = detect_and_convert(bytes, other, other_replaced);
            if (other_replaced < replaced) {
                d.converted = std::move(other);
                d.charset = used;
                d.notes.push_back(
                    {code::CharsetMismatch, ca_offset,
                     "CA[" + ascii_name(ca.name) + "] does not fit the text: read as " + display_name(used)});
                replaced = other_replaced;
            }
        }
        if (replaced > 0)
            d.notes.push_back(
                {code::InvalidBytes, ca_offset, std::to_string(replaced) + " invalid sequence(s) replaced by U+FFFD"});
        return d;
    }
    std::string used = detect_and_convert(bytes, d.converted, replaced);
    d.is_converted = true;
    d.charset = used;
    d.notes.push_back({code::CharsetUnknown, ca_offset,
                       "unknown charset CA[" + ascii_name(ca.name) + "]: read as " + display_name(used)});
    if (replaced > 0)
        d.notes.push_back({code::InvalidBytes, ca_offset, std::to_string(replaced) + " byte(s) replaced by U+FFFD"});
    return d;
}

}  // namespace kifu::sgf
