#include <kifu/adjudicate/recount.hpp>

#include <algorithm>
#include <cmath>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <kifu/adjudicate/codes.hpp>
#include <kifu/adjudicate/dead_stones.hpp>
#include <kifu/estimate/confidence.hpp>
#include <kifu/score/compare.hpp>
#include <kifu/score/dead_sources.hpp>
#include <kifu/util/number.hpp>

namespace kifu::adjudicate {
namespace {

// `out`'s dead stones with its call `i` turned the other way (dead or alive), sure now: the players' agreement.
score::DeadStones turned(const Outcome& out, std::size_t i) {
    score::DeadStones dead = *out.dead;
    score::GroupCall& call = dead.groups[i];
    call.dead = !call.dead;
    call.seki = false;
    call.confidence = 1.0;
    std::erase_if(dead.dead, [&](go::Point p) {
        return std::find(call.stones.begin(), call.stones.end(), p) != call.stones.end();
    });
    if (call.dead) dead.dead.insert(dead.dead.end(), call.stones.begin(), call.stones.end());
    std::sort(dead.dead.begin(), dead.dead.end());
    return dead;
}

// `out`'s final position counted again, with these dead stones and under these rules.
score::Breakdown count_again(const Outcome& out, const score::DeadStones& dead, const rules::Rules& rules,
                             const Options& o) {
    return score::count(out.final.board, out.final.captures, dead, rules, count_settings(out, rules, o));
}

// Whether `out`'s final position counted under `rules` with these dead stones gives RE exactly.
bool gives_re(const Outcome& out, const score::DeadStones& dead, const rules::Rules& rules, const Options& o) {
    const score::Breakdown recount = count_again(out, dead, rules, o);
    return recount.result && score::compare(recount, out.record.result).agreement == score::Agreement::Match;
}

// Every stone alive as the players' count shows it (A016): RE counts the finished position so; `more` follows the
// reason.
ShownDead all_alive_by_re(const Outcome& out, std::string_view more) {
    score::DeadStones none = score::alive_all();
    none.source = score::DeadSource::NoneByResult;
    return ShownDead{
        std::move(none), code::NoneDeadByRecord,
        fmt::format("none by the players' count: RE[{}] counts every stone alive{}", out.record.result->text, more)};
}

// The group a call is about ("B group at A17, 8 stones"): its reason up to the colon.
std::string_view group_of(const score::GroupCall& call) {
    return std::string_view(call.reason).substr(0, call.reason.find(':'));
}

// Whether RE is a count with a margin and the main line's last move is a pass (as it is when the game ends with
// two passes): only such a record's RE may show how its players counted. Records that stop without passes are never
// copied to be recounted.
bool re_counts_passed_game(const game::Record& record) {
    if (!record.result || record.result->kind != game::ResultKind::Score) return false;
    const auto last_move = std::find_if(record.actions.rbegin(), record.actions.rend(), [](const game::Action& a) {
        return a.kind == game::ActionKind::Move || a.kind == game::ActionKind::Pass;
    });
    return last_move != record.actions.rend() && last_move->kind == game::ActionKind::Pass;
}

}  // namespace

score::Settings count_settings(const Outcome& out, const rules::Rules& rules, const Options& o) {
    score::Settings settings = score::settings_for(out.record, rules, o.komi);
    settings.penalty_stones = out.sanctions.penalty_stones;
    return settings;
}

bool re_may_show_counting(const game::Record& record, const rules::Choice& choice) {
    return choice.counting_open && re_counts_passed_game(record);
}

bool re_may_show_dead(const game::Record& record, const Options& o) {
    return dead_estimated(record, o) && re_counts_passed_game(record);
}

std::optional<CountingShown> counting_shown_by_re(const Outcome& out, const Options& o) {
    if (!re_may_show_counting(out.record, out.rules) || !counted(out) || out.played_out || !out.as_it_stands.empty() ||
        !out.replay.ended_by_passes || !out.dead || out.comparison.agreement == score::Agreement::Match)
        return std::nullopt;
    auto other = rules::other_counting(out.record, out.rules, o.rules.cycle, {});
    std::optional<ShownDead> none_dead;
    if (!gives_re(out, *out.dead, other->rules, o)) {
        // Every stone alive is a count only by area (Tromp-Taylor's): no ruleset counts territory around dead stones.
        if (other->rules.scoring != rules::Scoring::Area || out.dead->source != score::DeadSource::Estimated ||
            out.dead->dead.empty() || !gives_re(out, score::alive_all(), other->rules, o))
            return std::nullopt;
        none_dead = all_alive_by_re(out, "");
    }
    auto choice = rules::other_counting(
        out.record, out.rules, o.rules.cycle,
        fmt::format("its count: the finished position counted by {}{} gives RE[{}], by {}, {}, {}",
                    rules::to_string(other->rules.scoring), none_dead ? " with every stone alive" : "",
                    out.record.result->text, rules::to_string(out.rules.rules.scoring),
                    out.rules.origin == rules::Origin::Assumed ? "assumed with nothing else deciding"
                                                               : "which " + out.rules.evidence + " suggested",
                    *out.count->result));
    return CountingShown{std::move(*choice), std::move(none_dead)};
}

namespace {

// The ways a game may have been counted besides `rules`' own: the other counting (`other`), and in a handicap game by
// area each compensation the area rulesets give White for the handicap stones (none: nz; one less than the stones:
// aga; the stones: chinese), with what each is called.
std::vector<std::pair<rules::Rules, std::string>> other_ways(const rules::Rules& rules, const rules::Rules& other,
                                                             int handicap) {
    std::vector<std::pair<rules::Rules, std::string>> ways{{other, std::string(rules::to_string(other.scoring))}};
    if (handicap < 2) return ways;
    for (const rules::Rules* area : {&rules, &other}) {
        if (area->scoring != rules::Scoring::Area) continue;
        for (auto [compensation, words] :
             {std::pair{rules::HandicapCompensation::None, "no points"},
              std::pair{rules::HandicapCompensation::HMinusOne, "one point less than the stones"},
              std::pair{rules::HandicapCompensation::H, "a point a stone"}}) {
            if (compensation == area->compensation) continue;
            rules::Rules variant = *area;
            variant.compensation = compensation;
            ways.emplace_back(variant, fmt::format("area with {} for the handicap", words));
        }
    }
    return ways;
}

}  // namespace

std::string other_counting_winner(const Outcome& out, const Options& o) {
    // RE counted as kifu counts shows the players counted so.
    if (!counted(out) || !out.count->winner || out.comparison.agreement == score::Agreement::Match) return {};
    const auto other = rules::other_counting(out.record, out.rules, o.rules.cycle, {});
    if (!other) return {};
    for (const auto& [rules, how] : other_ways(out.rules.rules, other->rules, out.count->handicap)) {
        const score::Breakdown recount = count_again(out, *out.dead, rules, o);
        if (!recount.result || recount.winner == out.count->winner) continue;
        const std::string& ru = out.record.rules_text;
        return fmt::format(
            "{} and counted by {} it is {}",
            ru.empty() ? "the record names no rules" : fmt::format("RU[{}] is no ruleset kifu knows", ru), how,
            *recount.result);
    }
    return {};
}

std::string other_komi_winner(const Outcome& out) {
    // Fox's KM[0] stands for Fox's own default komi (G412), which the ruleset's default is: not unknown.
    if (!counted(out) || out.count->handicap > 0 || !out.count->winner || out.record.fox_default_komi) return {};
    // The komi the professional rules of each counting have used: territory 4.5 (Japan in the 1950s), 5.5 (to 2002) and
    // 6.5; area 5.5 (China to 2002), 6.5, 7 (New Zealand), 7.5 and 8 (Ing).
    std::vector<double> nearest_first = out.count->scoring == rules::Scoring::Territory
                                            ? std::vector{4.5, 5.5, 6.5}
                                            : std::vector{5.5, 6.5, 7.0, 7.5, 8.0};
    if (!out.count->komi_assumed) {
        // An unusual KM that RE contradicts: RE names the other winner by exactly the count with a usual komi (a usual
        // KM is taken as written: a count a point off is the estimate's, not the komi's).
        const auto re = out.record.result ? out.record.result->black_lead() : std::nullopt;
        const bool usual =
            std::find(nearest_first.begin(), nearest_first.end(), out.count->komi) != nearest_first.end();
        if (!re || usual || out.comparison.agreement != score::Agreement::WinnerDiffers) return {};
        for (const double komi : nearest_first) {
            const double margin = out.count->margin_points + out.count->komi - komi;
            if (komi != out.count->komi && std::abs(margin - *re) < 1e-9)
                return fmt::format(
                    "RE[{}] is the count with komi {}, not with KM[{}]: the game's komi may not be "
                    "the record's",
                    out.record.result->text, util::format_number(komi), util::format_number(out.count->komi));
        }
        return {};
    }
    // No komi in an even game was assumed for a reason (RE's whole moku, a game before komi: score::assumed_komi), not
    // by default.
    if (out.count->komi == 0) return {};
    std::stable_sort(nearest_first.begin(), nearest_first.end(),
                     [&](double a, double b) { return std::abs(a - out.count->komi) < std::abs(b - out.count->komi); });
    for (const double komi : nearest_first) {
        const double margin = out.count->margin_points + out.count->komi - komi;
        if (std::abs(margin) < 1e-9 || (margin > 0) == (*out.count->winner == go::Color::Black)) continue;
        return fmt::format("the record has no KM: komi {} is assumed, and with komi {} it is {}",
                           util::format_number(out.count->komi), util::format_number(komi),
                           score::format_result(margin));
    }
    return {};
}

std::optional<ShownDead> dead_shown_by_re(const Outcome& out, const Options& o) {
    if (!counted(out) || out.played_out || !out.as_it_stands.empty() || !out.replay.ended_by_passes || !out.dead ||
        out.dead->source != score::DeadSource::Estimated || out.comparison.agreement == score::Agreement::Match)
        return std::nullopt;
    const std::string& re = out.record.result->text;
    const std::string& estimated = *out.count->result;
    if (!out.dead->dead.empty() && gives_re(out, score::alive_all(), out.rules.rules, o))
        return all_alive_by_re(out, fmt::format("; kifu's estimate, {} dead, gives {}",
                                                util::count_of(out.dead->dead.size(), "stone"), estimated));
    std::vector<std::size_t> uncertain;
    for (std::size_t i = 0; i < out.dead->groups.size(); ++i)
        if (out.dead->groups[i].confidence < out.uncertain_below && !out.dead->groups[i].stones.empty())
            uncertain.push_back(i);
    std::stable_sort(uncertain.begin(), uncertain.end(), [&](std::size_t a, std::size_t b) {
        return out.dead->groups[a].confidence < out.dead->groups[b].confidence;
    });
    for (std::size_t i : uncertain) {
        score::DeadStones shown = turned(out, i);
        if (!gives_re(out, shown, out.rules.rules, o)) continue;
        const score::GroupCall& call = out.dead->groups[i];
        std::string how = fmt::format(
            "estimated, but the {}, {} by the players' count: RE[{}] counts it so; kifu's estimate called it {} ({}) "
            "and gives {}",
            group_of(call), call.dead ? "alive" : "dead", re, score::status_word(call),
            estimate::confidence_text(call.confidence), estimated);
        return ShownDead{std::move(shown), code::CallByRecord, std::move(how)};
    }
    return std::nullopt;
}

std::string sure_call_turned_to_re(const Outcome& out, const Options& o) {
    // A margin is needed: an RE naming only the winner matches any count with that winner.
    if (!out.replay.ended_by_passes || out.played_out || !out.dead ||
        out.dead->source != score::DeadSource::Estimated ||
        out.comparison.agreement != score::Agreement::WinnerDiffers || !out.record.result->black_lead())
        return {};
    for (std::size_t i = 0; i < out.dead->groups.size(); ++i) {
        const score::GroupCall& call = out.dead->groups[i];
        if (call.confidence >= out.uncertain_below && !call.stones.empty() &&
            gives_re(out, turned(out, i), out.rules.rules, o))
            return fmt::format("RE[{}] is the count with the {} {}: the players may have agreed it so",
                               out.record.result->text, group_of(call), call.dead ? "alive" : "dead");
    }
    return {};
}

}  // namespace kifu::adjudicate
