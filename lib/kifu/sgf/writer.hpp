#pragma once
// Writes game trees as FF[4] UTF-8 SGF in one canonical layout, and compares trees for round-trip
// checks.

#include <cstdint>
#include <functional>
#include <string>

#include <kifu/sgf/tree.hpp>

namespace kifu::sgf {

// Appends the properties of node `node` (what follows its ';') to `out`.
using PropertyWriter = std::function<void(std::uint32_t node, std::string& out)>;

// How a tree's nodes are laid out: one per line (the canonical layout), or the whole tree on one
// line (KataGo's .sgfs files hold a game a line and are read line by line).
enum class Layout : std::uint8_t { NodePerLine, TreePerLine };

// Appends `tree` in the canonical layout: "(" then one node per line (";" and its properties);
// a node with several children opens each variation "(" on a new line and closes it ")" right
// after its last node; ")" and a line break end the tree (with Layout::TreePerLine, only that
// last line break). `properties` writes each node's properties. Iterative: any depth.
void write(const GameTree& tree, std::string& out, const PropertyWriter& properties,
           Layout layout = Layout::NodePerLine);
// As above, the properties as parsed: identifiers canonical, values re-escaped (a stray ']' or a
// trailing '\' is escaped, NUL bytes dropped), the root's FF and CA replaced by FF[4]CA[UTF-8].
void write(const GameTree& tree, std::string& out);
// Every game tree of `c`, one after the other.
[[nodiscard]] std::string write(const Collection& c);

// Appends a raw value with its escapes normalised as write() does.
void append_raw(std::string_view raw, std::string& out);

// True when both trees have the same shape, identifiers and (unescaped) values, ignoring the
// root's FF and CA. Used to check parse -> write -> parse.
[[nodiscard]] bool same_tree(const GameTree& a, const GameTree& b);

}  // namespace kifu::sgf
