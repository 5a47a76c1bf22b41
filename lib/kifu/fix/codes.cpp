#include <kifu/fix/codes.hpp>

#include <array>

namespace kifu::fix {

std::span<const diag::Code> codes() {
    static constexpr std::array table{code::Converted,      code::ByteOrderMark,
                                      code::Layout,         code::NulBytes,
                                      code::Junk,           code::Structure,
                                      code::Truncated,      code::Bracket,
                                      code::Identifier,     code::Merged,
                                      code::EmptyVariation, code::NoValue,
                                      code::SecondRoot,     code::NodeAfterVariation,
                                      code::Replaced,       code::Format,
                                      code::Charset,        code::Komi,
                                      code::Spacing,        code::Rectangle,
                                      code::Pass,           code::Text,
                                      code::DuplicatePoint, code::Size,
                                      code::Handicap,       code::Coordinate,
                                      code::CommaList,      code::Result};
    return table;
}

}  // namespace kifu::fix
