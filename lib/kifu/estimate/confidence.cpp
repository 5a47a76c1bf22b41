#include <kifu/estimate/confidence.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <kifu/estimate/play_out_calls.hpp>
#include <kifu/util/number.hpp>

namespace kifu::estimate {
namespace {

// Share of played-out counts whose margin is off by at least 1, 2, 3, 4, 6 and 10 points, by the largest move of the
// play-out (0: only dame and defences; 1; 2; 3 or more). Measured with bench/calibration on the counted records of the
// shared corpus that stop before the end (2,118 play-outs, 2026-12-06, after the play-out learnt miai counting,
// must-fill teire, not to invade, to save stones called dead that one move joins to a living chain, to leave chains in
// atari the players left so, to forestall a stone that would threaten two chains at once, to count the median of five
// scans, and to call an open-ko stone on its own).
constexpr std::array<double, 6> error_at_least = {1, 2, 3, 4, 6, 10};
constexpr std::array<std::array<double, 6>, 4> playout_errors{{
    {0.097, 0.036, 0.024, 0.020, 0.016, 0.015},
    {0.207, 0.074, 0.029, 0.021, 0.016, 0.014},
    {0.241, 0.097, 0.053, 0.044, 0.028, 0.022},
    {0.484, 0.295, 0.180, 0.139, 0.098, 0.090},
}};

// A position that does not look finished (E503) is no count of a finished game, whatever its other
// risks: its confidence is at most the share of such counts whose winner agrees with RE (32 of 38
// on the counted records of the shared corpus, counted as they stand, bench/calibration 2026-12-03;
// the lower end of that share's 95% interval is 0.70), below the line.
constexpr double unfinished_share = 0.68;

// Risk added when the estimate on the finished position calls stones of the record otherwise than
// the estimate on the record's own position, and enough of them to change the winner.
constexpr double disputed_risk = 0.15;

// Risk added when a played-out count rests on a seki that could change the winner: the players had not
// settled it, and the playouts cannot tell a seki from a group a throw-in of three stones or more kills
// (bench/calibration 2026-12-03: of the 50 played-out counts of the shared corpus with a seki, 10 name
// the wrong winner; of the 2,104 without, 80).
constexpr double unsettled_seki_risk = 0.2;

// Counts whose scans (play_out_scans) disagree are off by more (bench/calibration, 2026-12-06, played-out counts of
// the shared corpus, five scans): scans 1 point apart, 109 counts, 4.6% off by 3 or more and 1.8% by 4, so their
// margin is off by at least the spread plus scan_error_beyond in at most 5%; 2 or more apart, 74 counts, 9.5% off by 6
// or more: such a margin is not to be relied on. (Three scans, 2026-12-04: 120 counts 1 apart, 7.5% off by 3; 64
// counts 2 or more apart, 11% off by 6.)
constexpr double scan_error_beyond = 3;
constexpr double unreliable_spread = 2;

// The row of playout_errors for a play-out: by its largest move.
std::size_t error_row(const Finish& played) {
    return played.largest <= 0 ? 0 : played.largest <= 1 ? 1 : played.largest <= 2 ? 2 : 3;
}

// The chance that the play-out's error exceeds `margin` in the direction that changes the winner.
double playout_risk(const Finish& played, double margin) {
    const std::size_t row = error_row(played);
    // Beyond the last column the share only falls: the last one bounds it.
    double beyond = playout_errors[row].back();
    for (std::size_t i = 0; i < error_at_least.size(); ++i)
        if (error_at_least[i] > margin) {
            beyond = playout_errors[row][i];
            break;
        }
    return beyond / 2;
}

// The stake of a call: how many points the count moves if it is wrong. Each stone is a stone or a
// prisoner and its point changes hands, and so do the empty points next to the group: its eye space
// when it lives, the other side's area when it dies, and the opponent's stones racing it on those
// points, which live or die the other way (a professional record counted W+30.5 against RE[B+0.5], with
// its corner group called dead at 0.50, was confident without them). A group in seki has only the liberties it shares,
// so for a seki call those are the whole regions it borders: if the group in fact dies (or lives), they
// go with it (a KGS game counted B+26.5 with a seki of 8 stones and 2 liberties called 52% sure was
// W+21.5). Next to a wide open area that overstates the stake: the count is then less sure, not more.
double stake(const score::GroupCall& call) {
    const int around = call.seki ? call.region : call.liberties + call.hostages;
    return 2.0 * static_cast<double>(call.stones.size() + static_cast<std::size_t>(around));
}

// Raw confidence -> the share of such counts whose winner agrees with RE, piecewise linear between
// knots fitted by bench/calibration (KIFU_CALIBRATION_FIT=1) on the shared corpus: one map for
// counts of finished games, one for played-out games. Each knot is the lower end of the 95% interval
// of its block's share: a confidence the corpus supports, not one a few lucky records allow.
struct Knot {
    double raw, calibrated;
};
// Each knot sits at the middle of a fitted block, never above a higher block's (KIFU_CALIBRATION_FIT=1
// bench/calibration, 2026-12-03, with the playout_errors above and the calls' risk their largest doubt).
constexpr std::array<Knot, 4> finished_map{{{0.575, 0.758}, {0.775, 0.858}, {0.95, 0.989}, {1.0, 0.989}}};
constexpr std::array<Knot, 7> played_out_map{
    {{0.525, 0.583}, {0.625, 0.709}, {0.725, 0.792}, {0.825, 0.895}, {0.925, 0.953}, {0.975, 0.979}, {1.0, 0.979}}};

double calibrated(double raw, std::span<const Knot> map) {
    if (raw <= map.front().raw) return map.front().calibrated;
    for (std::size_t i = 1; i < map.size(); ++i)
        if (raw <= map[i].raw) {
            const Knot a = map[i - 1];
            const Knot b = map[i];
            return a.calibrated + (b.calibrated - a.calibrated) * (raw - a.raw) / (b.raw - a.raw);
        }
    return map.back().calibrated;
}

}  // namespace

std::string confidence_text(double value, double line) {
    const bool rounds_up_to_line = value < line && std::round(value * 100) / 100 >= line;
    return rounds_up_to_line ? fmt::format("{:.3f}", std::floor(value * 1000) / 1000) : fmt::format("{:.2f}", value);
}

double confidence_shown(double value, double line) {
    const double rounded = std::round(value * 1000) / 1000;
    return value < line && rounded >= line ? std::floor(value * 1000) / 1000 : rounded;
}

double playout_margin_error(const Finish& played) {
    const std::size_t row = error_row(played);
    if (played.spread >= unreliable_spread) return std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < error_at_least.size(); ++i)
        if (playout_errors[row][i] <= 0.05)
            return played.spread > 0 ? std::max(error_at_least[i], played.spread + scan_error_beyond)
                                     : error_at_least[i];
    return std::numeric_limits<double>::infinity();
}

MarginError margin_error(const Finish& played, const score::DeadStones& dead) {
    MarginError out{playout_margin_error(played), {}};
    if (!std::isfinite(out.points) || dead.source != score::DeadSource::Estimated) return out;
    for (const score::GroupCall& call : dead.groups) {
        const double worth = stake(call);
        if (call.confidence >= margin_sure_call || worth <= out.points) continue;
        const std::string_view name = std::string_view(call.reason).substr(0, call.reason.find(':'));
        out = {worth, fmt::format("{}: {}, {}", name, score::status_word(call),
                                  confidence_text(call.confidence, margin_sure_call))};
    }
    return out;
}

std::string scans_disagree_text(const Finish& played) {
    if (played.spread <= 0) return {};
    return fmt::format("equal moves played in {} orders give counts {} apart", play_out_scans.size(),
                       util::points(played.spread));
}

Confidence confidence(double margin_points, const score::DeadStones& dead, const CountBasis& basis) {
    const Finish* played = basis.played;
    Confidence c;
    const double margin = std::fabs(margin_points);
    double risk = 0;
    std::vector<std::pair<double, std::string>> doubts;  // (risk, reason): said largest first
    auto doubt = [&](double r, std::string reason) {
        risk += r;
        if (!reason.empty()) doubts.emplace_back(r, std::move(reason));
    };
    if (dead.source == score::DeadSource::Estimated) {
        // The calls' doubts come from the same playouts and mostly from one fight, so they are not
        // independent: the largest is the calls' risk (bench/calibration ranks the winners that
        // disagree with RE better by it than by the sum). Each doubtful call is still said.
        double largest = 0;
        std::size_t unlisted = 0;  // calls at least 90% sure that could still change the winner
        double unlisted_largest = 0;
        for (const score::GroupCall& call : dead.groups) {
            if (call.confidence >= 1.0 || stake(call) <= margin) continue;
            const double r = 1.0 - call.confidence;
            largest = std::max(largest, r);
            if (call.confidence < 0.9) {
                doubts.emplace_back(r, call.reason);
            } else {
                ++unlisted;
                unlisted_largest = std::max(unlisted_largest, r);
            }
        }
        if (unlisted > 0)
            doubts.emplace_back(unlisted_largest,
                                fmt::format("{} at least 90% sure whose status could change the winner",
                                            util::count_of(unlisted, "group call")));
        risk += largest;
    }
    if (played && !played->moves.empty()) {
        const double r = playout_risk(*played, margin);
        doubt(r, r >= 0.01 ? fmt::format("the game was played out ({}, the largest worth {}) and the margin is {}",
                                         util::count_of(played->moves.size(), "move"), util::points(played->largest),
                                         util::points(margin))
                           : std::string());
        if (2.0 * played->disputed > margin)
            doubt(disputed_risk,
                  fmt::format("{} stones are called otherwise on the finished position", played->disputed));
        const auto seki_at_stake = std::find_if(dead.groups.begin(), dead.groups.end(),
                                                [&](const score::GroupCall& g) { return g.seki && stake(g) > margin; });
        if (dead.source == score::DeadSource::Estimated && seki_at_stake != dead.groups.end())
            doubt(unsettled_seki_risk,
                  fmt::format("the count rests on a seki the players had not settled ({})",
                              std::string_view(seki_at_stake->reason).substr(0, seki_at_stake->reason.find(':'))));
        if (middle_game(*played))
            doubt(0.5, played->complete ? "the record stops in the middle game" : "the play-out did not finish");
        // Equal moves played in other orders name other winners: the order decides the winner.
        if (played->scans_split)
            doubt(0.5, fmt::format("{}, which name different winners", scans_disagree_text(*played)));
    }
    if (basis.unfinished) doubt(0.25, "the position does not look finished");
    // Dame the players' own dead stones leave are theirs to leave, and so are dame between groups all proven alive or
    // dead; once any call is only judged, the dame are the calls' doubt, whatever the margin (the calls decide where
    // the boundaries run).
    const bool judged = std::any_of(dead.groups.begin(), dead.groups.end(),
                                    [](const score::GroupCall& g) { return g.confidence < 1.0; });
    if (dead.source == score::DeadSource::Estimated && judged && basis.dame_share >= open_board_share)
        doubt(0.5,
              fmt::format("{:.0f}% of the board is left dame: the position was not settled", 100 * basis.dame_share));
    // The count is of a position the players went on from: it says nothing sure of the game they counted.
    if (!basis.not_whole_game.empty()) doubt(0.5, std::string(basis.not_whole_game));
    if (!basis.agreed_otherwise.empty()) doubt(0.5, std::string(basis.agreed_otherwise));
    if (!basis.counting_unknown.empty()) doubt(0.5, std::string(basis.counting_unknown));
    if (!basis.komi_unknown.empty()) doubt(0.5, std::string(basis.komi_unknown));
    if (!basis.markup_contradicted.empty()) doubt(0.5, std::string(basis.markup_contradicted));
    std::stable_sort(doubts.begin(), doubts.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (auto& d : doubts) c.reasons.push_back(std::move(d.second));
    c.raw = std::clamp(1.0 - risk, 0.5, 1.0);
    const bool played_out = played && !played->moves.empty();
    c.value = played_out ? calibrated(c.raw, played_out_map) : calibrated(c.raw, finished_map);
    if (basis.unfinished) c.value = std::min(c.value, unfinished_share);
    return c;
}

}  // namespace kifu::estimate
