#pragma once
// The diagnostic codes of kifu::sgf: S1xx syntax and recovery, S3xx charsets.

#include <span>
#include <string_view>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::sgf::code {
using diag::Code;
using diag::Severity;
inline constexpr Code TextBeforeTree{"S101", Severity::Warning, "text before the first game tree ignored"};
inline constexpr Code TextAfterTree{"S102", Severity::Warning, "text after or between game trees ignored"};
inline constexpr Code TreeWithoutParen{"S103", Severity::Warning,
                                       "game tree does not start with '(' (read as if it did)"};
inline constexpr Code MissingClose{"S104", Severity::Warning, "end of file inside a game tree: missing ')' added"};
inline constexpr Code UnclosedValue{"S105", Severity::Warning,
                                    "value not closed before the end of the file (truncated file)"};
inline constexpr Code UnescapedBracket{
    "S106", Severity::Warning,
    "unescaped ']' inside a text value, read as part of the value (a move, point or number ends at its first ']')"};
inline constexpr Code LowerCaseId{"S107", Severity::Warning,
                                  "lower-case letters in a property identifier (FF[3] style), dropped"};
inline constexpr Code RepeatedProperty{
    "S108", Severity::Warning, "property repeated in one node: point lists merged, otherwise the first one is used (of several AP, the one naming Fox)"};
inline constexpr Code NulBytes{"S110", Severity::Warning, "NUL bytes ignored"};
inline constexpr Code UnexpectedText{"S112", Severity::Warning, "unexpected text inside a game tree ignored"};
inline constexpr Code NoGameTree{"S113", Severity::Error, "no game tree in the file"};
inline constexpr Code EmptyTree{"S114", Severity::Warning, "empty game tree or variation '()' ignored"};
inline constexpr Code PropertyWithoutValue{"S115", Severity::Warning, "property identifier without a value ignored"};
inline constexpr Code SecondRoot{"S116", Severity::Warning, "second root node in one game tree, read as another game"};
inline constexpr Code MissingSemicolon{"S117", Severity::Warning,
                                       "properties without a ';' before them, read as a node"};
inline constexpr Code NodeAfterVariation{
    "S118", Severity::Warning,
    "node after a variation in the same sequence, read as the main line, before the variations, unless the first of "
    "them is the longer line"};
inline constexpr Code CutValueDropped{
    "S119", Severity::Warning,
    "value of a move, point or number property cut by the end of the file: dropped (a cut B[ is not a pass)"};
inline constexpr Code SeveralValues{"S120", Severity::Warning,
                                    "differing values given to a property that takes one: the first one is used"};
inline constexpr Code OldFormatId{"S121", Severity::Info,
                                  "lower-case letters in a property identifier of an FF[1]-FF[3] file, where they are "
                                  "allowed (Black, AddBlack): read as its capitals"};
inline constexpr Code CharsetDetected{"S301", Severity::Info,
                                      "no CA and the text is not UTF-8: the legacy charset that reads it best was "
                                      "detected (named, with why)"};
inline constexpr Code CharsetUnknown{"S302", Severity::Warning,
                                     "CA names an unknown charset: the charset was detected"};
inline constexpr Code CharsetMismatch{"S303", Severity::Warning,
                                      "CA does not fit the text: another charset was detected and used"};
inline constexpr Code InvalidBytes{"S304", Severity::Warning, "bytes invalid in the charset replaced by U+FFFD"};
inline constexpr Code ByteOrderMark{"S305", Severity::Warning,
                                    "byte-order mark (UTF-8 BOM skipped, UTF-16 BOM decoded)"};
inline constexpr Code Utf16WithoutBom{"S306", Severity::Warning, "UTF-16 without byte-order mark detected and decoded"};
inline constexpr Code LegacyCharsetIsUtf8{"S307", Severity::Warning,
                                          "CA names a legacy charset but the text is valid UTF-8: read as UTF-8"};
}  // namespace kifu::sgf::code

namespace kifu::sgf {

// Every code the sgf module emits, with its severity and meaning.
[[nodiscard]] std::span<const diag::Code> codes();

}  // namespace kifu::sgf
