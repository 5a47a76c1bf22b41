#include <kifu/cli/printable.hpp>

#include <cstdint>

#include <kifu/sgf/utf8.hpp>

namespace kifu::cli {
namespace {

// The length of the well-formed UTF-8 character at s[i], or 0.
std::size_t utf8_length(std::string_view s, std::size_t i) {
    return sgf::utf8::sequence_length(reinterpret_cast<const unsigned char*>(s.data()), i, s.size());
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

}  // namespace kifu::cli
