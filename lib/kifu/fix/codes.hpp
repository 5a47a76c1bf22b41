#pragma once
// The codes of kifu-fix's changes (F1xx): one per kind of repair or normalisation, each an info
// diagnostic at the place in the input that was changed.

#include <span>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::fix::code {
using diag::Code;
using diag::Severity;
inline constexpr Code Converted{"F101", Severity::Info,
                                "text converted to UTF-8 from the charset it was read as; CA[UTF-8] written"};
inline constexpr Code ByteOrderMark{"F102", Severity::Info, "byte-order mark removed"};
inline constexpr Code Layout{
    "F103", Severity::Info,
    "layout rewritten in the canonical form (line breaks, spacing, property order, parentheses)"};
inline constexpr Code NulBytes{"F104", Severity::Info, "NUL bytes removed"};
inline constexpr Code Junk{"F105", Severity::Info,
                           "text outside the game trees, or unexpected text inside one, removed"};
inline constexpr Code Structure{"F106", Severity::Info, "a missing '(', ')' or ';' written"};
inline constexpr Code Truncated{"F107", Severity::Info, "a value cut by the end of the file closed"};
inline constexpr Code Bracket{"F108", Severity::Info, "an unescaped ']' inside a value written escaped"};
inline constexpr Code Identifier{"F109", Severity::Info,
                                 "a property identifier written in capitals only (lower-case letters dropped)"};
inline constexpr Code Merged{"F110", Severity::Info,
                             "a property repeated in a node merged into one (lists joined, comments joined, a "
                             "differing single value dropped and named)"};
inline constexpr Code EmptyVariation{"F111", Severity::Info, "an empty game tree or variation '()' removed"};
inline constexpr Code NoValue{"F112", Severity::Info, "a property identifier without a value removed"};
inline constexpr Code SecondRoot{"F113", Severity::Info, "a second root node written as a game tree of its own"};
inline constexpr Code NodeAfterVariation{
    "F114", Severity::Info,
    "a node after a variation written as the main line, before the variations, unless the first of them is longer"};
inline constexpr Code Replaced{"F115", Severity::Info, "bytes no charset could decode written as U+FFFD"};
inline constexpr Code CutValue{"F116", Severity::Info,
                               "a move, point or number value cut by the end of the file removed (not written as a "
                               "pass or a value it may not be)"};
inline constexpr Code ExtraValues{"F117", Severity::Info,
                                  "several values given to a property that takes one written as one (texts joined, "
                                  "otherwise the first kept and the others dropped and named)"};
inline constexpr Code Format{"F120", Severity::Info, "FF[4] written"};
inline constexpr Code Charset{"F121", Severity::Info, "CA[UTF-8] written"};
inline constexpr Code Komi{"F130", Severity::Info, "KM written in points (a Fox x100 value, or a komi in stones)"};
inline constexpr Code Spacing{"F131", Severity::Info, "white space around a number, move or point removed"};
inline constexpr Code Rectangle{"F132", Severity::Info,
                                "a point rectangle written upper-left:lower-right, a 1x1 rectangle as its point"};
inline constexpr Code Pass{"F133", Severity::Info, "a pass written as [] (was tt)"};
inline constexpr Code Text{
    "F134", Severity::Info,
    "a text value written as FF[4] reads it (escapes, soft line breaks, line ends, white space)"};
inline constexpr Code DuplicatePoint{"F135", Severity::Info, "a point repeated in a point list removed"};
inline constexpr Code Size{"F136", Severity::Info, "a square board SZ[n:n] written SZ[n]"};
inline constexpr Code Handicap{"F137", Severity::Info,
                               "the standard handicap stones written as AB: HA[N], no stone set up and White moving "
                               "first (the stones were lost in export)"};
inline constexpr Code Coordinate{"F138", Severity::Info,
                                 "a move written as a board coordinate or the word pass written as an SGF point or []"};
inline constexpr Code CommaList{"F139", Severity::Info,
                                "a point list written with commas in one value written as one value per point"};
inline constexpr Code Result{"F140", Severity::Info,
                             "a result RE written in words written as FF[4] writes it (B+R, W+7.5, 0)"};
inline constexpr Code KomiFromKo{"F141", Severity::Info,
                                 "a komi written as KO in the root, with no KM, written as KM (FF[4]'s KO is a move's "
                                 "property without a value)"};
}  // namespace kifu::fix::code

namespace kifu::fix {

// The F1xx table, every entry of severity info.
[[nodiscard]] std::span<const diag::Code> codes();

}  // namespace kifu::fix
