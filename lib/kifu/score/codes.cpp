#include <kifu/score/codes.hpp>

#include <array>

namespace kifu::score {

std::span<const diag::Code> codes() {
    using namespace code;
    static constexpr std::array table{MarkedOwnStone,    MarkedTwice,   PartlyMarkedChain, MarkedOffBoard,
                                      MarkupMismatch,    DeadNotAPoint, DeadEmptyPoint,    DeadNamesNoStone,
                                      TerritoryUnmarked, DeadUnknown,   KomiAssumed,       Seki};
    return table;
}

}  // namespace kifu::score
