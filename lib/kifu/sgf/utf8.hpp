#pragma once
// UTF-8 building blocks shared by charset decoding and detection: sequence lengths, code points,
// and the repair of damaged UTF-8.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace kifu::sgf::utf8 {

// Length of the well-formed UTF-8 sequence at p[i] (1 for ASCII), or 0 when it is not well formed
// (overlong forms, surrogates and values above U+10FFFF are not).
[[nodiscard]] std::size_t sequence_length(const unsigned char* p, std::size_t i, std::size_t n);

// The code point of the well-formed sequence of `length` bytes at p.
[[nodiscard]] inline char32_t code_point(const unsigned char* p, std::size_t length) {
    if (length == 1) return p[0];
    char32_t cp = p[0] & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07);
    for (std::size_t k = 1; k < length; ++k) cp = (cp << 6) | (p[k] & 0x3F);
    return cp;
}

// Offset of the first byte that is not part of a well-formed sequence (bytes.size() when none).
[[nodiscard]] std::size_t first_invalid(std::string_view bytes);

// Copies `bytes` into `out` with each byte that is not part of a well-formed sequence replaced by
// U+FFFD; returns the number of bytes replaced.
std::size_t repair(std::string_view bytes, std::string& out);

// How the bytes that are not well-formed UTF-8 look: a character damaged in transmission (a lead
// byte whose continuation bytes became '?' or were cut off before ASCII, as in Fox records) or
// anything else.
struct Damage {
    std::size_t valid_multibyte = 0;  // well-formed sequences of 2 to 4 bytes
    std::size_t damaged = 0;          // damaged characters
    std::size_t unexplained = 0;      // other bytes that are not well formed
};
[[nodiscard]] Damage damage(std::string_view bytes);

}  // namespace kifu::sgf::utf8
