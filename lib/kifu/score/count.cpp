#include <kifu/score/count.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>

#include <fmt/format.h>

#include <kifu/score/assumed_komi.hpp>
#include <kifu/score/codes.hpp>
#include <kifu/score/messages.hpp>
#include <kifu/score/must_fill.hpp>
#include <kifu/score/regions.hpp>
#include <kifu/util/number.hpp>

namespace kifu::score {
namespace {

using util::format_number;

// 0.75 -> "¾", 1.25 -> "1¼", 0.375 -> "⅜" (a quarter-point komi gives eighths), 2 -> "2"; other values in decimals.
std::string stones_text(double v) {
    if (!std::isfinite(v) || std::fabs(v) >= 1e15) return format_number(v);  // eighths would overflow a long
    const double e = std::round(v * 8);
    if (std::abs(e - v * 8) > 1e-9) return format_number(v);
    const auto whole = static_cast<long>(e) / 8;
    const auto rest = static_cast<long>(e) % 8;
    static const char* const frac[] = {"",       "\u215b", "\u00bc", "\u215c",
                                       "\u00bd", "\u215d", "\u00be", "\u215e"};  // ⅛ ¼ ⅜ ½ ⅝ ¾ ⅞
    return (whole || !rest ? std::to_string(whole) : std::string{}) + frac[rest];
}

// K105: marked points that are not the marker's territory; K109: territory left unmarked.
void markup_checks(const Regions& r, const go::Grid<std::uint8_t>& claim, diag::Diagnostics& out) {
    std::vector<go::Point> mismatch;
    std::vector<go::Point> unmarked;
    for (std::size_t i = 0; i < r.kind.size(); ++i) {
        const auto m = claim[i];
        const auto k = r.kind[i];
        const auto p = r.point(static_cast<int>(i));
        if ((m == 1 && k != PointKind::BlackTerritory) || (m == 2 && k != PointKind::WhiteTerritory))
            mismatch.push_back(p);
        if (m == 0 && !r.seki_eye[i] && (k == PointKind::BlackTerritory || k == PointKind::WhiteTerritory))
            unmarked.push_back(p);
    }
    if (!mismatch.empty())
        out.push_back(make(code::MarkupMismatch,
                           "marked territory is not enclosed by the marker's living stones: " + list_points(mismatch)));
    if (!unmarked.empty())
        out.push_back(
            make(code::TerritoryUnmarked,
                 "enclosed but not marked as territory (e.g. a point that must be filled): " + list_points(unmarked)));
}

// The living chain through `start` and its liberties; `stones` and `liberties` are filled. `seen`
// (one entry per point, all below `stamp`) is scratch.
void chain_at(const Regions& r, int start, std::vector<int>& stones, std::vector<int>& liberties,
              std::vector<unsigned>& seen, unsigned stamp) {
    const go::Color c = r.live[static_cast<std::size_t>(start)];
    stones.assign(1, start);
    liberties.clear();
    seen[static_cast<std::size_t>(start)] = stamp;
    for (std::size_t k = 0; k < stones.size(); ++k)
        for (int j : r.live.neighbours(stones[k])) {
            if (j < 0 || seen[static_cast<std::size_t>(j)] == stamp) continue;
            if (r.live[static_cast<std::size_t>(j)] == c) {
                seen[static_cast<std::size_t>(j)] = stamp;
                stones.push_back(j);
            } else if (r.live[static_cast<std::size_t>(j)] == go::Color::Empty) {
                seen[static_cast<std::size_t>(j)] = stamp;
                liberties.push_back(j);
            }
        }
}

// Territory points a player must fill once the dame are filled (Japanese counting without markup): the rule of
// must_fill.hpp on the regions of the final position.
std::vector<std::uint8_t> must_fill(const Regions& r) {
    std::vector<std::uint8_t> fill(r.live.size(), 0), done(r.live.size(), 0);
    std::vector<int> stones, liberties;
    std::vector<unsigned> seen(r.live.size(), 0);
    FillScratch scratch{std::vector<unsigned>(r.live.size(), 0), {}, 0};
    unsigned stamp = 0;
    for (int start = 0; start < static_cast<int>(r.live.size()); ++start) {
        const go::Color c = r.live[static_cast<std::size_t>(start)];
        if (c == go::Color::Empty || done[static_cast<std::size_t>(start)]) continue;
        chain_at(r, start, stones, liberties, seen, ++stamp);
        for (int s : stones) done[static_cast<std::size_t>(s)] = 1;
        const PointKind own = c == go::Color::Black ? PointKind::BlackTerritory : PointKind::WhiteTerritory;
        const auto kind = [&](int j) {
            const PointKind k = r.kind[static_cast<std::size_t>(j)];
            return k == PointKind::Dame   ? FillKind::Dame
                   : k == own             ? FillKind::Own
                   : k == PointKind::Seki ? FillKind::Shared
                                          : FillKind::Other;
        };
        const auto for_each_neighbour = [&](int p, auto&& f) {
            for (int j : r.live.neighbours(p))
                if (j >= 0) f(j);
        };
        const auto own_stone = [&](int j) { return r.live[static_cast<std::size_t>(j)] == c; };
        const auto empty = [&](int j) { return r.live[static_cast<std::size_t>(j)] == go::Color::Empty; };
        const int point = must_fill_point(stones, liberties, kind, for_each_neighbour, own_stone, empty, scratch);
        if (point >= 0) fill[static_cast<std::size_t>(point)] = 1;
    }
    return fill;
}

}  // namespace

double compensation(const rules::Rules& rules, int handicap) {
    if (handicap < 2) return 0;
    switch (rules.compensation) {
        case rules::HandicapCompensation::H: return handicap;
        case rules::HandicapCompensation::HMinusOne: return handicap - 1;
        case rules::HandicapCompensation::None: break;
    }
    return 0;
}

std::string format_result(double margin_points) {
    if (std::abs(margin_points) < 1e-9) return "0";
    return (margin_points > 0 ? "B+" : "W+") + format_number(std::abs(margin_points));
}

Breakdown count(const go::Board& final_board, const std::array<int, 2>& captures, const DeadStones& dead,
                const rules::Rules& rules, const Settings& settings) {
    Breakdown b;
    b.komi = settings.komi;
    b.komi_assumed = settings.komi_assumed;
    b.handicap = settings.handicap;
    b.compensation = compensation(rules, settings.handicap);
    b.scoring = rules.scoring;
    b.dead_source = dead.source;
    b.diagnostics = settings.diagnostics;

    const Regions r = analyse(final_board, dead.dead);
    for (const auto p : dead.dead) {
        if (!final_board.on_board(p)) continue;
        const auto c = final_board.at(p);
        if (c == go::Color::Empty) continue;
        b.dead.push_back(p);
        ++(c == go::Color::Black ? b.white : b.black).prisoners;
    }
    b.black.prisoners += captures[0];
    b.white.prisoners += captures[1];

    const bool territory = rules.scoring == rules::Scoring::Territory;
    b.seki_eyes_counted = !territory || rules.seki_territory;
    const bool capped = dead.marked.has_value();
    go::Grid<std::uint8_t> claim(r.width, r.height, 0);  // bit 1: TB, bit 2: TW
    if (capped) {
        for (const auto p : dead.marked->black)
            if (claim.contains(p)) claim[p] |= 1;
        for (const auto p : dead.marked->white)
            if (claim.contains(p)) claim[p] |= 2;
    }
    // Without markup, Japanese counting leaves out the points that must be filled after the dame.
    const std::vector<std::uint8_t> fill = territory && !capped ? must_fill(r) : std::vector<std::uint8_t>{};
    int dame = 0;
    b.black_territory.reserve(r.kind.size() / 2);
    b.white_territory.reserve(r.kind.size() / 2);
    for (int i = 0; i < static_cast<int>(r.kind.size()); ++i) {
        const auto si = static_cast<std::size_t>(i);
        const auto p = r.point(i);
        switch (r.kind[si]) {
            case PointKind::BlackStone: ++b.black.stones; break;
            case PointKind::WhiteStone: ++b.white.stones; break;
            case PointKind::Dame:
                ++dame;
                b.dame_points.push_back(p);
                break;
            case PointKind::Seki:
                ++b.black.seki;
                ++b.white.seki;
                b.seki_points.push_back(p);
                break;
            case PointKind::BlackTerritory:
            case PointKind::WhiteTerritory: {
                const bool black = r.kind[si] == PointKind::BlackTerritory;
                if (r.seki_eye[si]) {
                    b.seki_eyes.push_back(p);
                    if (!b.seki_eyes_counted) break;
                }
                if ((capped && territory && !(claim[si] & (black ? 1 : 2))) || (!fill.empty() && fill[si])) {
                    b.unclaimed.push_back(p);
                    ++b.unclaimed_of[black ? 0 : 1];
                    break;
                }
                (black ? b.black_territory : b.white_territory).push_back(p);
                break;
            }
        }
    }
    if (capped) markup_checks(r, claim, b.diagnostics);
    b.black.territory = static_cast<double>(b.black_territory.size());
    b.white.territory = static_cast<double>(b.white_territory.size());

    const int pen_b = settings.penalty_stones[0];
    const int pen_w = settings.penalty_stones[1];
    if (territory) {
        b.black.penalties = pen_w;
        b.white.penalties = pen_b;
        b.black.total = b.black.territory + b.black.prisoners + b.black.penalties;
        b.white.total = b.white.territory + b.white.prisoners + b.white.penalties;
    } else {
        b.black.dame = b.white.dame = dame / 2.0;
        b.black.penalties = pen_w - pen_b;
        b.white.penalties = pen_b - pen_w;
        b.black.total = b.black.stones + b.black.territory + b.black.dame + b.black.seki / 2.0 + b.black.penalties;
        b.white.total = b.white.stones + b.white.territory + b.white.dame + b.white.seki / 2.0 + b.white.penalties;
    }
    b.margin_points = b.black.total - b.white.total - b.komi - b.compensation;

    if (!b.seki_points.empty())
        b.diagnostics.push_back(make(code::Seki, "seki: " + util::count_of(b.seki_points.size(), "shared point") +
                                                     ", " + util::count_of(b.seki_eyes.size(), "eye point") +
                                                     (b.seki_eyes_counted ? "" : " (not territory)")));

    if (dead.source != DeadSource::Unknown) {
        b.result = format_result(b.margin_points);
        if (std::abs(b.margin_points) >= 1e-9) b.winner = b.margin_points > 0 ? go::Color::Black : go::Color::White;
        if (!territory && rules.margin_in_stones) b.result_stones = std::abs(b.margin_points) / 2;
    }
    return b;
}

Settings settings_for(const game::Record& record, const rules::Rules& rules, std::optional<double> komi_override) {
    Settings s;
    s.handicap = record.handicap_stones >= 2 ? record.handicap_stones : 0;
    if (komi_override) {
        s.komi = *komi_override;
    } else if (record.komi) {
        s.komi = record.komi->points;
    } else {
        const AssumedKomi assumed = assumed_komi(record, rules, s.handicap);
        s.komi = assumed.points;
        s.komi_assumed = true;
        s.diagnostics.push_back(
            make(code::KomiAssumed,
                 fmt::format("{}: komi {} assumed ({})", record.fox_default_komi ? "KM[0], Fox's default" : "no KM",
                             format_number(s.komi), assumed.why)));
    }
    return s;
}

std::string describe(const Breakdown& b) {
    if (!b.result) return "not counted";
    if (!b.winner) return "draw";
    const std::string who(go::to_word(*b.winner));
    if (b.result_stones) {
        const double s = *b.result_stones;
        return who + " wins by " + stones_text(s) + (s > 1 ? " stones" : " stone");
    }
    const double m = std::abs(b.margin_points);
    return who + " wins by " + format_number(m) + (m == 1 ? " point" : " points");
}

}  // namespace kifu::score
