#include <kifu/sgf/charset.hpp>

#include <iconv.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <utility>
#include <vector>

#include <fmt/format.h>

#include <kifu/sgf/charset_detect.hpp>
#include <kifu/sgf/utf8.hpp>
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

}  // namespace

bool is_valid_utf8(std::string_view bytes) { return utf8::first_invalid(bytes) == bytes.size(); }

namespace {

// How UTF-16 text shows itself: a byte-order mark, or NUL in every other byte around '(' or ';'.
struct Utf16Sign {
    std::string_view name;  // "UTF-16LE", "UTF-16BE", or empty for text that is not UTF-16
    bool bom = false;
};

Utf16Sign utf16_sign(std::string_view bytes) {
    auto b = [&](std::size_t i) { return i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0u; };
    if (b(0) == 0xFF && b(1) == 0xFE) return {"UTF-16LE", true};
    if (b(0) == 0xFE && b(1) == 0xFF) return {"UTF-16BE", true};
    if (bytes.size() >= 4 && b(1) == 0 && b(3) == 0 && b(0) != 0 && b(2) != 0) return {"UTF-16LE", false};
    if (bytes.size() >= 4 && b(0) == 0 && b(2) == 0 && b(1) != 0 && b(3) != 0) return {"UTF-16BE", false};
    return {};
}

}  // namespace

bool looks_utf16(std::string_view bytes) { return !utf16_sign(bytes).name.empty(); }

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
    // The descriptor converting `from` to `to` (UTF-8 unless named; reset to its initial state), or invalid().
    iconv_t get(const std::string& from, const std::string& to = "UTF-8") {
        const std::string key = from + '>' + to;
        for (auto& e : entries_)
            if (e.first == key) {
                if (e.second != invalid()) iconv(e.second, nullptr, nullptr, nullptr, nullptr);
                return e.second;
            }
        iconv_t cd = iconv_open(to.c_str(), from.c_str());
        if (entries_.size() >= 16) {
            // bounded: drop the oldest (a descriptor is only used until the next get())
            if (entries_.front().second != invalid()) iconv_close(entries_.front().second);
            entries_.erase(entries_.begin());
        }
        entries_.emplace_back(key, cd);
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

std::size_t encoded_size(std::string_view utf8, std::string_view charset) {
    // The size is the same in either byte order, and a plain UTF-16 encoder would write a byte-order mark.
    const std::string to = charset == "UTF-16" ? std::string("UTF-16LE") : std::string(charset);
    iconv_t cd = iconv_cache().get("UTF-8", to);
    if (cd == IconvCache::invalid()) return utf8.size();
    std::size_t total = 0;
    std::array<char, 256> out{};
    while (!utf8.empty()) {
        if (utf8.starts_with(replacement)) {  // a byte the decoding could not read
            ++total;
            utf8.remove_prefix(replacement.size());
            continue;
        }
        const std::size_t chunk = std::min(utf8.find(replacement), utf8.size());
        char* in = const_cast<char*>(utf8.data());
        std::size_t in_left = chunk;
        while (in_left > 0) {
            char* dst = out.data();
            std::size_t dst_left = out.size();
            const std::size_t r = iconv(cd, &in, &in_left, &dst, &dst_left);
            total += out.size() - dst_left;
            if (r != static_cast<std::size_t>(-1) || errno == E2BIG) continue;
            // a character the charset lacks (or a cut sequence): one byte, its UTF-8 sequence skipped
            const auto lead = static_cast<unsigned char>(*in);
            const std::size_t n = std::min<std::size_t>(in_left, lead < 0xC0   ? 1
                                                                 : lead < 0xE0 ? 2
                                                                 : lead < 0xF0 ? 3
                                                                               : 4);
            in += n;
            in_left -= n;
            ++total;
            iconv(cd, nullptr, nullptr, nullptr, nullptr);
        }
        utf8.remove_prefix(chunk);
    }
    return total;
}

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
        // EILSEQ or EINVAL: one bad byte becomes U+FFFD (some converters fail with no input left: nothing to skip then)
        if (in_left == 0) break;
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
        replaced += utf8::repair(out, repaired);
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
        if (close == std::string_view::npos) continue;  // a long value is an unknown charset (S302), still a CA
        return {bytes.substr(v + 1, close - v - 1), v + 1};
    }
    return {};
}

bool names_only_utf8(std::string_view bytes) {
    for (std::size_t from = 0; from < bytes.size();) {
        const CaValue ca = find_ca(bytes.substr(from));
        if (ca.offset == 0) return true;
        const std::string name = normalise_name(ca.name);
        if (!name.empty() && !is_utf8_name(name)) return false;
        from += ca.offset + ca.name.size();
    }
    return true;
}

Decoded decode_charset(std::string_view bytes) {
    Decoded d;
    d.charset = "UTF-8";
    auto b = [&](std::size_t i) { return i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0u; };
    const Utf16Sign sign = utf16_sign(bytes);
    const std::string utf16(sign.name);
    if (sign.bom) {
        d.notes.push_back({code::ByteOrderMark, 0, "byte-order mark: read as " + utf16});
        bytes.remove_prefix(2);
    } else if (!utf16.empty()) {
        d.notes.push_back(
            {code::Utf16WithoutBom, 0, "no byte-order mark but NUL bytes in every other place: read as " + utf16});
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
    std::size_t bad = utf8::first_invalid(bytes);
    bool valid = bad == bytes.size();
    if (!declared || is_utf8_name(name)) {
        if (valid) return d;
        const utf8::Damage damage = utf8::damage(bytes);
        if (damage.valid_multibyte > 0 &&
            (damage.unexplained == 0 || damage.valid_multibyte >= 2 * (damage.unexplained + damage.damaged))) {
            // UTF-8 whose damaged characters (Fox records lost bytes to '?', or a few bytes of another
            // charset) are replaced, not the whole text reinterpreted
            std::size_t replaced = utf8::repair(bytes, d.converted);
            d.is_converted = true;
            d.notes.push_back(
                {code::InvalidBytes, bad + d.skip,
                 fmt::format("text is UTF-8 but {} byte(s) are not well formed: replaced by U+FFFD", replaced)});
            return d;
        }
        Detection found = detect_charset(bytes);
        d.converted = std::move(found.converted);
        d.is_converted = true;
        d.charset = found.charset;
        std::string what = declared ? "CA[" + ascii_name(ca.name) + "] but the text is not valid UTF-8"
                                    : std::string("no CA and the text is not UTF-8");
        d.notes.push_back({declared ? code::CharsetMismatch : code::CharsetDetected, (declared ? ca_offset : bad + d.skip),
                           what + ": read as " + charset_display_name(found.charset) + " (" + found.reason + ")"});
        if (found.replaced > 0)
            d.notes.push_back(
                {code::InvalidBytes, bad + d.skip, std::to_string(found.replaced) + " byte(s) replaced by U+FFFD"});
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
            Detection found = detect_charset(bytes);
            if (found.replaced < replaced) {
                d.converted = std::move(found.converted);
                d.charset = found.charset;
                d.notes.push_back({code::CharsetMismatch, ca_offset,
                                   "CA[" + ascii_name(ca.name) + "] does not fit the text: read as " +
                                       charset_display_name(found.charset) + " (" + found.reason + ")"});
                replaced = found.replaced;
            }
        }
        if (replaced > 0)
            d.notes.push_back(
                {code::InvalidBytes, ca_offset, std::to_string(replaced) + " invalid sequence(s) replaced by U+FFFD"});
        return d;
    }
    Detection found = detect_charset(bytes);
    d.converted = std::move(found.converted);
    d.is_converted = true;
    d.charset = found.charset;
    d.notes.push_back({code::CharsetUnknown, ca_offset,
                       "unknown charset CA[" + ascii_name(ca.name) + "]: read as " +
                           charset_display_name(found.charset) + " (" + found.reason + ")"});
    if (found.replaced > 0)
        d.notes.push_back({code::InvalidBytes, ca_offset, std::to_string(found.replaced) + " byte(s) replaced by U+FFFD"});
    return d;
}

}  // namespace kifu::sgf
