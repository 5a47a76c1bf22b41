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

std::span<const diag::CodeInfo> codes() {
    static constexpr std::array<diag::CodeInfo, 7> table{{
        {code::RulesAssumed, diag::Severity::Info, "the record names no rules; chinese rules assumed"},
        {code::RulesUnknown, diag::Severity::Warning, "the record's RU names rules kifu does not know; chinese rules assumed"},
        {code::RulesInferred, diag::Severity::Info,
         "the record names no rules (or unknown ones): the rules are inferred from its komi, result, place or event"},
        {code::EstimateDiffers, diag::Severity::Warning, "the dead-stone estimate differs from the record's markup"},
        {code::CountedUnfinished, diag::Severity::Warning,
         "the record does not end with two passes: the final position is counted as it stands (--as-it-stands)"},
        {code::PlayedOut, diag::Severity::Info,
         "the record does not end with two passes: the game was played out before it was counted"},
        {code::MiddleGame, diag::Severity::Warning,
         "the record stops in the middle game: its RE cannot be a count of its final position (agreement unfinished)"},
    }};
    return table;
}

const std::vector<diag::CodeInfo>& all_codes() {
    static const std::vector<diag::CodeInfo> all = [] {
        std::vector<diag::CodeInfo> v;
        for (auto table : {cli::codes(), codes(), sgf::codes(), game::codes(), replay::codes(), score::codes(),
                           estimate::codes()})
            v.insert(v.end(), table.begin(), table.end());
        std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.code < b.code; });
        return v;
    }();
    return all;
}

std::optional<diag::CodeInfo> find_code(std::string_view code) {
    const auto& all = all_codes();
    auto it = std::lower_bound(all.begin(), all.end(), code, [](const auto& info, std::string_view c) { return info.code < c; });
    if (it == all.end() || it->code != code) return std::nullopt;
    return *it;
}

}  // namespace kifu::app
