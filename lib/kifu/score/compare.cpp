#include <kifu/score/compare.hpp>

#include <cmath>

namespace kifu::score {

std::string_view to_string(Agreement a) {
    switch (a) {
        case Agreement::Match: return "match";
        case Agreement::WinnerDiffers: return "winner-differs";
        case Agreement::WinnerSwapped: return "winner-swapped";
        case Agreement::MarginDiffers: return "margin-differs";
        case Agreement::NotCounted: return "not-counted";
        case Agreement::Missing: break;
        case Agreement::Unfinished: return "unfinished";
    }
    return "missing";
}

Comparison compare(const Breakdown& computed, const std::optional<game::Result>& recorded, bool played_out) {
    Comparison c;
    if (!recorded) return c;
    const auto kind = recorded->kind;
    const bool counted = kind == game::ResultKind::Score || kind == game::ResultKind::Draw ||
                         kind == game::ResultKind::WinnerOnly;
    if (!counted || !computed.result) {
        c.agreement = Agreement::NotCounted;
        return c;
    }
    const go::Color mine = computed.winner.value_or(go::Color::Empty);
    const go::Color theirs = kind == game::ResultKind::Draw ? go::Color::Empty : recorded->winner;
    if (mine != theirs) {
        const bool swapped = !played_out && kind == game::ResultKind::Score && recorded->margin &&
                             mine != go::Color::Empty && theirs != go::Color::Empty &&
                             std::abs(*recorded->margin) >= swapped_min_margin &&
                             std::abs(std::abs(computed.margin_points) - std::abs(*recorded->margin)) < 1e-6;
        c.agreement = swapped ? Agreement::WinnerSwapped : Agreement::WinnerDiffers;
        return c;
    }
    if (kind == game::ResultKind::Score && recorded->margin) {
        const double diff = std::abs(computed.margin_points) - std::abs(*recorded->margin);
        if (std::abs(diff) > 1e-6) {
            c.agreement = Agreement::MarginDiffers;
            c.difference = diff;
            return c;
        }
    }
    c.agreement = Agreement::Match;
    return c;
}

}  // namespace kifu::score
