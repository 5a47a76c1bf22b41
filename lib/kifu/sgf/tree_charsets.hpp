#pragma once
// Decoding a collection's bytes to UTF-8 a game tree at a time: FF[4]'s CA is a root property, so
// each tree is read in its own charset (its own CA, or detected from its own bytes), as if it were
// alone in a file.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/sgf/charset.hpp>

namespace kifu::sgf {

// One piece of the input read in one charset: a game tree with the text before it, or the whole input.
struct TextPiece {
    std::size_t text_begin = 0;      // where its text starts in the decoded text
    std::string charset;             // the charset it was read as ("UTF-8", "GB18030", ...)
    std::vector<CharsetNote> notes;  // what decoding it found, at offsets of the whole input
};

// The decoded text of a whole input: `converted` holds it when the input's bytes could not be used as they are.
struct DecodedTrees {
    bool is_converted = false;
    std::string converted;
    std::size_t skip = 0;           // bytes to skip at the start of the input (a UTF-8 BOM) when not converted
    std::vector<TextPiece> pieces;  // in input order, at least one
};

// Decodes `bytes` as decode_charset() decodes each of its pieces (split_trees()) alone. The input is
// one piece when that reads the same: a single tree, UTF-16 (whose trees cannot be found in the
// bytes), or well-formed UTF-8 whose every CA names UTF-8. Never throws on bad data.
[[nodiscard]] DecodedTrees decode_trees(std::string_view bytes);

}  // namespace kifu::sgf
