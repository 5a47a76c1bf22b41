#pragma once
// Whether SGF text is already in the writer's canonical layout (sgf/writer.hpp): white space
// outside values only as one line break before each node or variation that does not open a tree
// or variation, and after the last ')'.

#include <cstddef>
#include <string_view>

namespace kifu::fix {

struct LayoutScan {
    std::size_t first_difference =
        std::string_view::npos;   // offset of the first white space (or its absence) that differs
    std::size_t open_parens = 0;  // '(' outside values
};

// Scans `text` (escapes inside values honoured).
[[nodiscard]] LayoutScan scan_layout(std::string_view text);

}  // namespace kifu::fix
