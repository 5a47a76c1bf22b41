#include <kifu/sgf/tree_charsets.hpp>

#include <utility>

#include <kifu/sgf/tree_split.hpp>

namespace kifu::sgf {

namespace {

// The whole input as one piece.
DecodedTrees decode_whole(std::string_view bytes) {
    Decoded d = decode_charset(bytes);
    DecodedTrees out{d.is_converted, std::move(d.converted), d.skip, {}};
    out.pieces.push_back({0, std::move(d.charset), std::move(d.notes)});
    return out;
}

}  // namespace

DecodedTrees decode_trees(std::string_view bytes) {
    if (looks_utf16(bytes) || (is_valid_utf8(bytes) && names_only_utf8(bytes))) return decode_whole(bytes);
    const std::vector<std::size_t> starts = split_trees(bytes);
    if (starts.size() < 2) return decode_whole(bytes);
    DecodedTrees out;
    out.pieces.reserve(starts.size());
    std::size_t text_size = 0;  // the decoded text so far (held in `converted` once a piece changed)
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const std::size_t end = i + 1 < starts.size() ? starts[i + 1] : bytes.size();
        const std::string_view piece = bytes.substr(starts[i], end - starts[i]);
        Decoded d = decode_charset(piece);
        if (i == 0 && !d.is_converted) out.skip = d.skip;
        const bool as_is = !d.is_converted && (i == 0 || d.skip == 0);
        if (!as_is && !out.is_converted) {
            out.is_converted = true;
            out.converted.reserve(bytes.size() + bytes.size() / 4);
            out.converted.assign(bytes.substr(out.skip, starts[i] - out.skip));
        }
        TextPiece p{text_size, std::move(d.charset), std::move(d.notes)};
        for (CharsetNote& note : p.notes) note.offset += starts[i];
        const std::string_view text = d.is_converted ? std::string_view(d.converted) : piece.substr(d.skip);
        if (out.is_converted) out.converted.append(text);
        text_size += text.size();
        out.pieces.push_back(std::move(p));
    }
    return out;
}

}  // namespace kifu::sgf
