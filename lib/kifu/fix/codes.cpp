#include <kifu/fix/codes.hpp>

#include <array>

namespace kifu::fix {

std::span<const diag::CodeInfo> codes() {
    using diag::Severity;
    static constexpr std::array<diag::CodeInfo, 24> table{{
        {code::Converted, Severity::Info, "text converted to UTF-8 from the charset it was read as; CA[UTF-8] written"},
        {code::ByteOrderMark, Severity::Info, "byte-order mark removed"},
        {code::Layout, Severity::Info,
         "layout rewritten in the canonical form (line breaks, spacing, property order, parentheses)"},
        {code::NulBytes, Severity::Info, "NUL bytes removed"},
        {code::Junk, Severity::Info, "text outside the game trees, or unexpected text inside one, removed"},
        {code::Structure, Severity::Info, "a missing '(', ')' or ';' written"},
        {code::Truncated, Severity::Info, "a value cut by the end of the file closed"},
        {code::Bracket, Severity::Info, "an unescaped ']' inside a value written escaped"},
        {code::Identifier, Severity::Info,
         "a property identifier written in capitals only (lower-case letters dropped)"},
        {code::Merged, Severity::Info,
         "a property repeated in a node merged into one (lists joined, comments joined, a differing single value "
         "dropped and named)"},
        {code::EmptyVariation, Severity::Info, "an empty game tree or variation '()' removed"},
        {code::NoValue, Severity::Info, "a property identifier without a value removed"},
        {code::SecondRoot, Severity::Info, "a second root node written as a game tree of its own"},
        {code::NodeAfterVariation, Severity::Info, "a node after a variation written as one more variation"},
        {code::Replaced, Severity::Info, "bytes no charset could decode written as U+FFFD"},
        {code::Format, Severity::Info, "FF[4] written"},
        {code::Charset, Severity::Info, "CA[UTF-8] written"},
        {code::Komi, Severity::Info, "KM written in points (a Fox x100 value, or a komi in stones)"},
        {code::Spacing, Severity::Info, "white space around a number, move or point removed"},
        {code::Rectangle, Severity::Info,
         "a point rectangle written upper-left:lower-right, a 1x1 rectangle as its point"},
        {code::Pass, Severity::Info, "a pass written as [] (was tt)"},
        {code::Text, Severity::Info,
         "a text value written as FF[4] reads it (escapes, soft line breaks, line ends, white space)"},
        {code::DuplicatePoint, Severity::Info, "a point repeated in a point list removed"},
        {code::Size, Severity::Info, "a square board SZ[n:n] written SZ[n]"},
    }};
    return table;
}

}  // namespace kifu::fix
