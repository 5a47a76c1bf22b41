#include <kifu/sgf/utf8.hpp>

#include <cstring>

namespace kifu::sgf::utf8 {

namespace {

constexpr std::string_view replacement = "\xEF\xBF\xBD";

// Length a lead byte announces (2 to 4), or 0 for a byte that cannot start a sequence.
std::size_t announced_length(unsigned char c) {
    if (c >= 0xC2 && c <= 0xDF) return 2;
    if (c >= 0xE0 && c <= 0xEF) return 3;
    if (c >= 0xF0 && c <= 0xF4) return 4;
    return 0;
}

bool is_continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

// The end of the run of ASCII bytes that starts at p[i] (8 bytes at a time: records are mostly ASCII).
std::size_t ascii_end(const unsigned char* p, std::size_t i, std::size_t n) {
    for (; i + 8 <= n; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, p + i, 8);
        if ((w & 0x8080808080808080ull) != 0) break;
    }
    while (i < n && p[i] < 0x80) ++i;
    return i;
}

}  // namespace

std::size_t sequence_length(const unsigned char* p, std::size_t i, std::size_t n) {
    const unsigned char c = p[i];
    if (c < 0x80) return 1;
    const std::size_t len = announced_length(c);
    if (len == 0 || i + len > n) return 0;
    for (std::size_t k = 1; k < len; ++k)
        if (!is_continuation(p[i + k])) return 0;
    const char32_t cp = code_point(p + i, len);
    if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0;
    return len;
}

std::size_t first_invalid(std::string_view s) {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const std::size_t n = s.size();
    std::size_t i = 0;
    while ((i = ascii_end(p, i, n)) < n) {
        const std::size_t len = sequence_length(p, i, n);
        if (len == 0) return i;
        i += len;
    }
    return n;
}

std::size_t repair(std::string_view bytes, std::string& out) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    out.clear();
    out.reserve(bytes.size() + 16);
    std::size_t replaced = 0;
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t ascii = ascii_end(p, i, bytes.size());
        out.append(bytes.data() + i, ascii - i);
        if ((i = ascii) == bytes.size()) break;
        const std::size_t len = sequence_length(p, i, bytes.size());
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

Damage damage(std::string_view bytes) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    const std::size_t n = bytes.size();
    Damage d;
    for (std::size_t i = 0; (i = ascii_end(p, i, n)) < n;) {
        const std::size_t len = sequence_length(p, i, n);
        if (len > 1) {
            ++d.valid_multibyte;
            i += len;
            continue;
        }
        // A lead byte followed by its continuation slots, each a continuation byte or a '?' put in
        // its place, or cut short by an ASCII byte: one damaged character.
        const std::size_t want = announced_length(p[i]);
        std::size_t k = 1;
        bool question = false;
        while (want > 0 && k < want && i + k < n && (is_continuation(p[i + k]) || p[i + k] == '?')) {
            question = question || p[i + k] == '?';
            ++k;
        }
        const bool cut = want > 0 && k < want && (i + k == n || p[i + k] < 0x80);
        if (want > 0 && ((k == want && question) || cut)) {
            ++d.damaged;
            i += k;
            continue;
        }
        ++d.unexplained;
        ++i;
    }
    return d;
}

}  // namespace kifu::sgf::utf8
