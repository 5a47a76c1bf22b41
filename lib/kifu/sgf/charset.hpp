#pragma once
// Charset decoding of a whole SGF buffer to UTF-8: byte-order marks, the CA property, and
// detection of legacy encodings when CA is missing or wrong.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::sgf {

// A charset problem found while decoding (code S3xx, at a byte offset of the *input* bytes).
struct CharsetNote {
    diag::Code code;
    std::uint64_t offset = 0;
    std::string message;
};

// The outcome of decoding: `converted` holds the UTF-8 text when the input was not used as is.
struct Decoded {
    bool is_converted = false;
    std::string converted;
    std::size_t skip = 0;      // bytes to skip at the start of the input (a UTF-8 BOM) when not converted
    std::string charset;       // the charset the input was read as ("UTF-8", "GB18030", ...)
    std::vector<CharsetNote> notes;
};

// Decodes `bytes`: UTF-16 (BOM or NUL pattern), CA[...] honoured when plausible, valid UTF-8 kept,
// otherwise a detected legacy charset; invalid sequences become U+FFFD. Never throws on bad data.
[[nodiscard]] Decoded decode_charset(std::string_view bytes);

// Converts `bytes` from `charset` (an iconv name) to UTF-8; nullopt-like false when the name is unknown.
// `replaced` counts invalid sequences written as U+FFFD.
[[nodiscard]] bool convert_to_utf8(std::string_view bytes, std::string_view charset, std::string& out,
                                   std::size_t& replaced);

// How many bytes the UTF-8 text `utf8` takes in `charset` (an iconv name), as decode_charset() read it from there: a
// U+FFFD, or a character the charset lacks, counts as the one byte it was decoded from. Its own size when the name is
// unknown.
[[nodiscard]] std::size_t encoded_size(std::string_view utf8, std::string_view charset);

// True when `bytes` is well-formed UTF-8 (no overlongs, no surrogates).
[[nodiscard]] bool is_valid_utf8(std::string_view bytes);

// True when `bytes` look like UTF-16 (a byte-order mark, or NUL bytes in every other place), as
// decode_charset() reads them.
[[nodiscard]] bool looks_utf16(std::string_view bytes);

// The first value of a CA property found by scanning raw bytes, and its offset; empty when none.
struct CaValue {
    std::string_view name;
    std::uint64_t offset = 0;
};
[[nodiscard]] CaValue find_ca(std::string_view bytes);
// True when no CA property (as find_ca() finds them, anywhere in `bytes`) names a charset other than
// UTF-8 or ASCII.
[[nodiscard]] bool names_only_utf8(std::string_view bytes);

}  // namespace kifu::sgf
