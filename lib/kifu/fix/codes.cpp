#include <kifu/fix/codes.hpp>

#include <array>

namespace kifu::fix {

std::span<const diag::Code> codes() {
    using namespace code;
    static constexpr std::array table{
        Converted, ByteOrderMark, Layout,      NulBytes,       Junk,    Structure,  Truncated,
        Bracket,   Identifier,    Merged,      EmptyVariation, NoValue, SecondRoot, NodeAfterVariation,
        Replaced,  CutValue,      ExtraValues, Format,         Charset, Komi,       Spacing,
        Rectangle, Pass,          Text,        DuplicatePoint, Size,    Handicap,   Coordinate,
        CommaList, Result,        KomiFromKo};
    return table;
}

}  // namespace kifu::fix
