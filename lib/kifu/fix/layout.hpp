#pragma once
// Whether SGF text is already in the writer's layout (sgf/writer.hpp): white space outside values
// only as one line break before each node or variation that does not open a tree or variation, and
// after the last ')' (with sgf::Layout::TreePerLine: only between trees and after the last).

#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

#include <kifu/sgf/writer.hpp>

namespace kifu::fix {

struct LayoutScan {
    std::size_t first_difference =
        std::string_view::npos;   // offset of the first white space (or its absence) that differs
    std::size_t open_parens = 0;  // '(' outside values
};

// Where the parser found values in a text: [begin, end) of the bytes between '[' and ']', sorted.
using ValueSpans = std::vector<std::pair<std::size_t, std::size_t>>;

// Scans `text`; a '[' opening one of `values` skips to its end, any other runs to the next ']'
// that is not escaped.
[[nodiscard]] LayoutScan scan_layout(std::string_view text, const ValueSpans& values = {},
                                     sgf::Layout layout = sgf::Layout::NodePerLine);

}  // namespace kifu::fix
