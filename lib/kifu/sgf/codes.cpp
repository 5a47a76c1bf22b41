#include <kifu/sgf/codes.hpp>

#include <array>

namespace kifu::sgf {

namespace {

using diag::Severity;

constexpr std::array<diag::CodeInfo, 23> table = {{
    {"S101", Severity::Warning, "text before the first game tree ignored"},
    {"S102", Severity::Warning, "text after or between game trees ignored"},
    {"S103", Severity::Warning, "game tree does not start with '(' (read as if it did)"},
    {"S104", Severity::Warning, "end of file inside a game tree: missing ')' added"},
    {"S105", Severity::Warning, "value not closed before the end of the file (truncated file)"},
    {"S106", Severity::Warning, "unescaped ']' inside a value, read as part of the value"},
    {"S107", Severity::Warning, "lower-case letters in a property identifier (FF[3] style), dropped"},
    {"S108", Severity::Warning, "property repeated in one node: point lists merged, otherwise the first one is used"},
    {"S110", Severity::Warning, "NUL bytes ignored"},
    {"S112", Severity::Warning, "unexpected text inside a game tree ignored"},
    {"S113", Severity::Error, "no game tree in the file"},
    {"S114", Severity::Warning, "empty game tree or variation '()' ignored"},
    {"S115", Severity::Warning, "property identifier without a value ignored"},
    {"S116", Severity::Warning, "second root node in one game tree, read as another game"},
    {"S117", Severity::Warning, "properties without a ';' before them, read as a node"},
    {"S118", Severity::Warning, "node after a variation in the same sequence, read as one more variation"},
    {"S301", Severity::Info,
     "no CA and the text is not UTF-8: the legacy charset that reads it best was detected (named, with why)"},
    {"S302", Severity::Warning, "CA names an unknown charset: the charset was detected"},
    {"S303", Severity::Warning, "CA does not fit the text: another charset was detected and used"},
    {"S304", Severity::Warning, "bytes invalid in the charset replaced by U+FFFD"},
    {"S305", Severity::Warning, "byte-order mark (UTF-8 BOM skipped, UTF-16 BOM decoded)"},
    {"S306", Severity::Warning, "UTF-16 without byte-order mark detected and decoded"},
    {"S307", Severity::Warning, "CA names a legacy charset but the text is valid UTF-8: read as UTF-8"},
}};

}  // namespace

std::span<const diag::CodeInfo> codes() { return table; }

diag::Severity severity_of(std::string_view code) {
    for (const diag::CodeInfo& c : table)
        if (c.code == code) return c.severity;
    return Severity::Warning;
}

}  // namespace kifu::sgf
