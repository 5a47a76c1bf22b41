#pragma once
// Writes game trees as canonical FF[4] UTF-8 SGF, and compares trees for round-trip checks.

#include <string>

#include <kifu/sgf/tree.hpp>

namespace kifu::sgf {

// Appends `tree` as "(;FF[4]CA[UTF-8]...)" to `out`: identifiers canonical, values re-escaped
// (a stray ']' or a trailing '\' is escaped), the root's FF and CA replaced. Iterative: any depth.
void write(const GameTree& tree, std::string& out);
// Every game tree of `c`, one after the other.
[[nodiscard]] std::string write(const Collection& c);

// True when both trees have the same shape, identifiers and (unescaped) values, ignoring the
// root's FF and CA. Used to check parse -> write -> parse.
[[nodiscard]] bool same_tree(const GameTree& a, const GameTree& b);

}  // namespace kifu::sgf
