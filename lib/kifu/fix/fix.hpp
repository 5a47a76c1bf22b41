#pragma once
// kifu-fix's work on one file: every game tree read as kifu reads it, written back as canonical
// FF[4] UTF-8, and every change said with the input's file:line:col and an F1xx code.

#include <string>
#include <string_view>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/info.hpp>
#include <kifu/sgf/writer.hpp>

namespace kifu::fix {

struct FixResult {
    std::string output;           // the fixed collection (empty when the file holds no game tree)
    diag::Diagnostics changes;    // one per change (F1xx, info), in file order, at most 100 of a code; none if no tree
    diag::Diagnostics remaining;  // what the reader reports that a fix does not repair (bad values, game info)
    int games = 0;
    game::GameInfo info;          // the first game's information (game/info.hpp)
    std::string charset;   // the charset the input was read as (each game tree its own: the distinct ones, ", ")
    bool changed = false;  // the output differs from the input bytes (a file without a game tree has none: false)
};

// Reads `bytes` (the whole file named `file_name`) and writes it back: the reader's recoveries
// applied (junk, parentheses, escapes, identifiers, repeated properties, BOM, NUL bytes, charset),
// every value in its canonical form (KM in points, rectangles corner to corner, passes as []),
// FF[4] and CA[UTF-8] in each root, properties in the canonical order, the writer's layout. The
// game content stays: every node, move (legal or not), variation, comment and markup; a value
// that cannot be read is written as it was. Never throws on bad data.
[[nodiscard]] FixResult fix(std::string_view bytes, std::string_view file_name);
// The same in `layout`.
[[nodiscard]] FixResult fix(std::string_view bytes, std::string_view file_name, sgf::Layout layout);

// The layout a file is written back in: a game tree a line for KataGo's .sgfs files (by `name`, the file's own or a
// compressed one's without its compression suffix; standard input, "-", when every line of `bytes` is one game tree),
// else a node a line.
[[nodiscard]] sgf::Layout layout_for(std::string_view name, std::string_view bytes);

}  // namespace kifu::fix
