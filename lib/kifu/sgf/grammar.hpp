#pragma once
// The X3 grammar's entry points (Boost stays inside grammar.cpp): parse one node or the
// properties of a node, reporting identifiers and values to a NodeSink.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace kifu::sgf::grammar {

// Receives what the grammar recognises; offsets are into the parsed text.
class NodeSink {
public:
    // An identifier was read at [offset, offset+size); its values follow.
    virtual void ident(std::uint32_t offset, std::uint32_t size) = 0;
    // A complete value "[...]" was read; [offset, offset+size) is the text between the brackets.
    virtual void value(std::uint32_t offset, std::uint32_t size) = 0;

protected:
    ~NodeSink() = default;
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
