#include <kifu/adjudicate/dead_stones.hpp>

#include <algorithm>
#include <iterator>

#include <fmt/format.h>

#include <kifu/adjudicate/codes.hpp>
#include <kifu/estimate/estimate.hpp>
#include <kifu/score/dead_sources.hpp>

namespace kifu::adjudicate {
namespace {

// "D4 E5" (human points), or "none".
std::string names(const std::vector<go::Point>& points, int height) {
    std::string s;
    for (auto p : points) s += (s.empty() ? "" : " ") + go::to_human(p, height);
    return s.empty() ? std::string("none") : s;
}

// The diagnostic for where an estimate and the markup disagree (A010).
std::optional<diag::Diagnostic> cross_check(const score::DeadStones& markup, const score::DeadStones& estimate,
                                            const game::Record& record) {
    std::vector<go::Point> only_markup, only_estimate;
    std::set_difference(markup.dead.begin(), markup.dead.end(), estimate.dead.begin(), estimate.dead.end(),
                        std::back_inserter(only_markup));
    std::set_difference(estimate.dead.begin(), estimate.dead.end(), markup.dead.begin(), markup.dead.end(),
                        std::back_inserter(only_estimate));
    if (only_markup.empty() && only_estimate.empty()) return std::nullopt;
    return diag::Diagnostic{code::EstimateDiffers,
                            {record.file, 0, 0, 0},
                            fmt::format("the estimate differs from the markup: dead only in the markup: {}; "
                                        "dead only in the estimate: {}",
                                        names(only_markup, record.height), names(only_estimate, record.height)),
                            std::nullopt};
}

}  // namespace

bool dead_estimated(const game::Record& record, const Options& o) {
    if (o.dead || o.alive_all || o.policy == DeadPolicy::Markup) return false;
    return o.policy == DeadPolicy::Estimate || (record.territory_black.empty() && record.territory_white.empty());
}

score::DeadStones decide_dead(const FinalPosition& position, const game::Record& record, const rules::Rules& rules,
                              const Options& o, diag::Diagnostics& diagnostics) {
    auto estimated = [&] {
        estimate::Options eo = o.estimate;
        eo.japanese = rules.scoring == rules::Scoring::Territory;
        return estimate::dead_stones(position.board, position.to_move, eo, position.last_move);
    };
    if (dead_estimated(record, o)) return estimated();
    score::DeadChoice choice{o.dead, o.alive_all, o.policy != DeadPolicy::Estimate};
    score::DeadStones dead = score::choose_dead(position.board, choice, record.territory_black, record.territory_white);
    if (o.policy == DeadPolicy::CrossCheck && dead.source == score::DeadSource::Markup)
        if (auto d = cross_check(dead, estimated(), record)) diagnostics.push_back(std::move(*d));
    return dead;
}

}  // namespace kifu::adjudicate
