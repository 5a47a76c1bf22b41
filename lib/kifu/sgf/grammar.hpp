#pragma once
// The X3 grammar's entry points (Boost stays inside grammar.cpp): parse one node or the
// properties of a node, reporting identifiers and values to a NodeSink.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/sgf/tree.hpp>

namespace kifu::sgf::grammar {

// The canonical form of an identifier: its upper-case letters ("AddBlack" -> "AB"), or all of it in capitals when it
// has none ("b" -> "B").
[[nodiscard]] inline std::string canonical_id(std::string_view raw) {
    std::string canon;
    for (char c : raw)
        if (c >= 'A' && c <= 'Z') canon += c;
    if (canon.empty())
        for (char c : raw) canon += static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    return canon;
}

// Receives what the grammar recognises and appends it to a GameTree (offsets are into `text`).
// Identifiers with lower-case letters are canonicalised ("AddBlack" -> "AB") and remembered so
// the caller can report them.
class NodeSink {
public:
    NodeSink(GameTree& tree, std::string_view text) : tree_(tree), text_(text) {}

    // An identifier was read at [offset, offset+size); its values follow.
    void ident(std::uint32_t offset, std::uint32_t size) {
        id_offset_ = offset;
        id_size_ = size;
        committed_ = false;
    }
    // A complete value "[...]" was read; [offset, offset+size) is the text between the brackets.
    void value(std::uint32_t offset, std::uint32_t size) {
        if (!committed_) commit();
        tree_.values.push_back({text_.substr(offset, size), offset});
        ++tree_.props.back().value_count;
        last_close_ = offset + size;
        has_value_ = true;
    }
    // Extends the last value up to `close` (an unescaped ']' inside it was recovered).
    void extend_last(std::size_t close) {
        Value& v = tree_.values.back();
        v.raw = text_.substr(v.offset, close - v.offset);
        last_close_ = static_cast<std::uint32_t>(close);
    }
    [[nodiscard]] bool has_value() const { return has_value_; }
    [[nodiscard]] std::size_t last_close() const { return last_close_; }
    // Offsets of the identifiers that had lower-case letters.
    [[nodiscard]] const std::vector<std::uint32_t>& lower_case() const { return lower_; }

private:
    void commit() {
        std::string_view id = text_.substr(id_offset_, id_size_);
        bool upper = true;
        for (char c : id) upper = upper && c >= 'A' && c <= 'Z';
        if (!upper) id = canonical(id);
        tree_.props.push_back({id, id_offset_, static_cast<std::uint32_t>(tree_.values.size()), 0});
        committed_ = true;
    }
    std::string_view canonical(std::string_view raw) {
        tree_.id_pool.push_back(canonical_id(raw));
        lower_.push_back(id_offset_);
        return tree_.id_pool.back();
    }

    GameTree& tree_;
    std::string_view text_;
    std::uint32_t id_offset_ = 0;
    std::uint32_t id_size_ = 0;
    bool committed_ = true;
    bool has_value_ = false;
    std::uint32_t last_close_ = 0;
    std::vector<std::uint32_t> lower_;
};

// Parses ";" then properties from text[pos]; returns where parsing stopped (after whitespace).
[[nodiscard]] std::size_t parse_node(std::string_view text, std::size_t pos, NodeSink& sink);
// Parses properties (no ";") from text[pos]; returns where parsing stopped (after whitespace).
[[nodiscard]] std::size_t parse_properties(std::string_view text, std::size_t pos, NodeSink& sink);
// Skips whitespace (and NUL bytes) from pos.
[[nodiscard]] std::size_t skip_space(std::string_view text, std::size_t pos);
// True for the bytes the grammar treats as whitespace between tokens (NUL included).
[[nodiscard]] constexpr bool is_space(char c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f' || c == '\0';
}
// True for ASCII letters.
[[nodiscard]] constexpr bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

}  // namespace kifu::sgf::grammar
