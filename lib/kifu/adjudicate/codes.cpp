#include <kifu/adjudicate/codes.hpp>

#include <algorithm>
#include <array>

#include <kifu/cli/codes.hpp>
#include <kifu/estimate/codes.hpp>
#include <kifu/game/codes.hpp>
#include <kifu/judge/codes.hpp>
#include <kifu/replay/codes.hpp>
#include <kifu/rules/codes.hpp>
#include <kifu/score/codes.hpp>
#include <kifu/sgf/codes.hpp>

namespace kifu::adjudicate {

std::span<const diag::Code> codes() {
    static constexpr std::array table{code::EstimateDiffers,  code::CountedUnfinished, code::NoWarnings,
                                      code::MiddleGame,       code::PlayedOut,         code::CutShort,
                                      code::NoneDeadByRecord, code::CallByRecord,      code::WinnerSwapped,
                                      code::NoRepetitionRule};
    return table;
}

const std::vector<diag::Code>& all_codes() {
    static const std::vector<diag::Code> all = [] {
        std::vector<diag::Code> v;
        for (auto table : {cli::codes(), rules::codes(), codes(), sgf::codes(), game::codes(), replay::codes(),
                           judge::codes(), score::codes(), estimate::codes()})
            v.insert(v.end(), table.begin(), table.end());
        std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
        return v;
    }();
    return all;
}

std::optional<diag::Code> find_code(std::string_view id) {
    const auto& all = all_codes();
    auto it =
        std::lower_bound(all.begin(), all.end(), id, [](const diag::Code& c, std::string_view i) { return c.id < i; });
    if (it == all.end() || it->id != id) return std::nullopt;
    return *it;
}

}  // namespace kifu::adjudicate
