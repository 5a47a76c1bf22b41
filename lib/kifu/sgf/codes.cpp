#include <kifu/sgf/codes.hpp>

#include <array>

namespace kifu::sgf {

std::span<const diag::Code> codes() {
    using namespace code;
    static constexpr std::array table{
        TextBeforeTree,     TextAfterTree,   TreeWithoutParen,     MissingClose,  UnclosedValue,
        UnescapedBracket,   LowerCaseId,     RepeatedProperty,     NulBytes,      UnexpectedText,
        NoGameTree,         EmptyTree,       PropertyWithoutValue, SecondRoot,    MissingSemicolon,
        NodeAfterVariation, CutValueDropped, SeveralValues,        OldFormatId,   CharsetDetected,
        CharsetUnknown,     CharsetMismatch, InvalidBytes,         ByteOrderMark, Utf16WithoutBom,
        LegacyCharsetIsUtf8};
    return table;
}

}  // namespace kifu::sgf
