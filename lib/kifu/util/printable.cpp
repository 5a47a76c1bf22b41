#include <kifu/util/printable.hpp>

#include <cstdint>

namespace kifu::util {
namespace {

// The length of the well-formed UTF-8 character at s[i] (RFC 3629: no overlong form, no surrogate,
// nothing past U+10FFFF), or 0.
std::size_t utf8_length(std::string_view s, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<std::uint8_t>(s[k]); };
    const std::uint8_t b = byte(i);
    if (b < 0x80) return 1;
    std::size_t n = 0;
    std::uint8_t low = 0x80, high = 0xBF;  // the range of the second byte
    if (b >= 0xC2 && b <= 0xDF)
        n = 2;
    else if (b == 0xE0)
        n = 3, low = 0xA0;
    else if (b >= 0xE1 && b <= 0xEC)
        n = 3;
    else if (b == 0xED)
        n = 3, high = 0x9F;
    else if (b >= 0xEE && b <= 0xEF)
        n = 3;
    else if (b == 0xF0)
        n = 4, low = 0x90;
    else if (b >= 0xF1 && b <= 0xF3)
        n = 4;
    else if (b == 0xF4)
        n = 4, high = 0x8F;
    else
        return 0;
    if (i + n > s.size() || byte(i + 1) < low || byte(i + 1) > high) return 0;
    for (std::size_t k = 2; k < n; ++k)
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
    return n;
}

bool is_control(std::string_view s, std::size_t i, std::size_t n) {
    const auto b = static_cast<std::uint8_t>(s[i]);
    return (n == 1 && (b < 0x20 || b == 0x7F)) || (n == 2 && b == 0xC2 && static_cast<std::uint8_t>(s[i + 1]) < 0xA0);
}

void append_escaped(std::string& out, std::string_view bytes) {
    static constexpr char hex[] = "0123456789ABCDEF";
    for (char c : bytes) {
        const auto b = static_cast<std::uint8_t>(c);
        out += "\\x";
        out += hex[b >> 4];
        out += hex[b & 0xF];
    }
}

}  // namespace

std::string printable_name(std::string_view name) {
    std::string out;
    out.reserve(name.size());
    for (std::size_t i = 0; i < name.size();) {
        const std::size_t n = utf8_length(name, i);
        if (n == 0) {
            append_escaped(out, name.substr(i, 1));
            ++i;
        } else {
            if (is_control(name, i, n))
                append_escaped(out, name.substr(i, n));
            else
                out.append(name.substr(i, n));
            i += n;
        }
    }
    return out;
}

}  // namespace kifu::util
