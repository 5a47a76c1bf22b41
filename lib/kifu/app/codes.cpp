#include <kifu/app/codes.hpp>

#include <algorithm>
#include <array>

#include <kifu/cli/codes.hpp>
#include <kifu/estimate/estimate.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/score/codes.hpp>
#include <kifu/sgf/codes.hpp>

namespace kifu::app {

std::span<const diag::Code> codes() {
    using namespace code;
    static constexpr std::array table{RulesAssumed, RulesUnknown, EstimateDiffers, CountedUnfinished};
    return table;
}

const std::vector<diag::Code>& all_codes() {
    static const std::vector<diag::Code> all = [] {
        std::vector<diag::Code> v;
        for (auto table : {cli::codes(), codes(), sgf::codes(), game::codes(), replay::codes(), score::codes(),
                           estimate::codes()})
            v.insert(v.end(), table.begin(), table.end());
        std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
        return v;
    }();
    return all;
}

std::optional<diag::Code> find_code(std::string_view code) {
    const auto& all = all_codes();
    auto it = std::lower_bound(all.begin(), all.end(), code,
                               [](const auto& info, std::string_view c) { return info.id < c; });
    if (it == all.end() || it->id != code) return std::nullopt;
    return *it;
}

}  // namespace kifu::app
