#include <kifu/estimate/estimate.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <kifu/estimate/codes.hpp>
#include <kifu/estimate/confidence.hpp>
#include <kifu/estimate/explain.hpp>
#include <kifu/estimate/playouts.hpp>
#include <kifu/estimate/position.hpp>
#include <kifu/estimate/proofs.hpp>
#include <kifu/go/point.hpp>

namespace kifu::estimate {

namespace {

constexpr std::array code_table{code::Uncertain, code::BentFour, code::Unfinished, code::UncertainWinner};

// More contested empty points than this (each side's area in a fifth of the playouts) means unfinished.
constexpr int unfinished_points = 40;

// The empty points next to any of `stones`, each once.
std::vector<int> liberties_of(const Position& pos, const std::vector<int>& stones) {
    std::vector<int> seen;
    for (int p : stones)
        for (int d : pos.dirs)
            if (pos.at(p + d) == Cell::Empty && std::find(seen.begin(), seen.end(), p + d) == seen.end())
                seen.push_back(p + d);
    return seen;
}

// The stones of the opponent's chains next to `stones` whose liberties are all among `liberties` (the group's): they
// are in a capturing race with the group and live or die the other way.
int count_hostages(const Position& pos, const std::vector<int>& stones, const std::vector<int>& liberties) {
    std::vector<int> chains;
    for (int p : stones)
        for (int d : pos.dirs)
            if (pos.at(p + d) == other(pos.at(p))) {
                const int c = pos.chain_of[ix(p + d)];
                if (std::find(chains.begin(), chains.end(), c) == chains.end()) chains.push_back(c);
            }
    int hostages = 0;
    for (int c : chains) {
        const std::vector<int>& chain = pos.chains[ix(c)].stones;
        const std::vector<int> own = liberties_of(pos, chain);
        const bool racing = !own.empty() && std::all_of(own.begin(), own.end(), [&](int l) {
            return std::find(liberties.begin(), liberties.end(), l) != liberties.end();
        });
        if (racing) hostages += static_cast<int>(chain.size());
    }
    return hostages;
}

// The empty points of the regions `stones` border, each region flood-filled through empty points.
int count_region_points(const Position& pos, const std::vector<int>& stones) {
    std::vector<char> seen(static_cast<std::size_t>(pos.board.cells()), 0);
    std::vector<int> queue;
    for (int p : stones)
        for (int d : pos.dirs)
            if (pos.at(p + d) == Cell::Empty && !seen[static_cast<std::size_t>(p + d)]) {
                seen[static_cast<std::size_t>(p + d)] = 1;
                queue.push_back(p + d);
            }
    for (std::size_t k = 0; k < queue.size(); ++k)
        for (int d : pos.dirs) {
            const int q = queue[k] + d;
            if (pos.at(q) == Cell::Empty && !seen[static_cast<std::size_t>(q)]) {
                seen[static_cast<std::size_t>(q)] = 1;
                queue.push_back(q);
            }
        }
    return static_cast<int>(queue.size());
}

// Probability that a call is right given the share r (0.5..1) of playouts that agree with it;
// piecewise linear, calibrated on the KGS 2017-01 games with TB/TW markup (proofs say 1.0).
double calibrated(double r) {
    static constexpr std::array<std::pair<double, double>, 5> knots{
        {{0.5, 0.5}, {0.6, 0.8}, {0.7, 0.95}, {0.8, 0.98}, {1.0, 0.99}}};
    r = std::clamp(r, 0.5, 1.0);
    for (std::size_t i = 1; i < knots.size(); ++i)
        if (r <= knots[i].first) {
            const auto [x0, y0] = knots[i - 1];
            const auto [x1, y1] = knots[i];
            return y0 + (y1 - y0) * (r - x0) / (x1 - x0);
        }
    return knots.back().second;
}

// A chain of one stone in atari that can only be taken as a ko: a ko left open.
bool open_ko_stone(const Position& pos, const Chain& ch) {
    const int stone = ch.stones.front();
    return ch.stones.size() == 1 && pos.board.in_atari(stone) &&
           pos.board.retakable_capture(pos.board.atari_liberty(stone), other(ch.color));
}

// A stone called dead that is in atari, can only be taken as a ko, and whose last liberty is
// otherwise enclosed by its owner's living stones: a ko the players left open, so it is not dead
// (the owner connects when the dame are filled). Returns whether any call changed.
bool spare_open_ko_stones(Position& pos) {
    bool changed = false;
    for (Chain& ch : pos.chains) {
        if (ch.status != Status::Dead || ch.proven_dead || !open_ko_stone(pos, ch)) continue;
        const int stone = ch.stones.front();
        const int liberty = pos.board.atari_liberty(stone);
        const bool enclosed = std::all_of(pos.dirs.begin(), pos.dirs.end(), [&](int d) {
            const int q = liberty + d;
            const Cell x = pos.board.at(q);
            return q == stone || x == Cell::Border ||
                   (x == ch.color && pos.chains[ix(pos.chain_of[ix(q)])].status != Status::Dead);
        });
        if (!enclosed) continue;
        ch.status = Status::Alive;
        ch.confidence = calibrated(1.0 - ch.dead_frac);
        changed = true;
    }
    return changed;
}

}  // namespace

std::span<const diag::Code> codes() { return code_table; }

score::DeadStones dead_stones(const go::Board& board, go::Color to_move, const Options& options,
                              std::optional<go::Point> last_move) {
    score::DeadStones out;
    out.source = score::DeadSource::Estimated;
    Position pos(board.width(), board.height());
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const go::Color c = board.at(go::Point{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)});
            if (c != go::Color::Empty) pos.board.place(pos.board.index(x, y), to_cell(c));
        }
    find_chains(pos);
    if (pos.chains.empty()) return out;

    // Proofs: Benson's unconditional life, and what such stones seal off.
    std::vector<char> sealed(ix(pos.board.cells()), 0);
    for (Cell color : {Cell::Black, Cell::White})
        for (const std::vector<int>& cells : benson(pos, color))
            for (int p : cells) {
                sealed[ix(p)] = 1;
                if (pos.stone(p)) pos.chains[ix(pos.chain_of[ix(p)])].proven_dead = true;
            }

    // Statistics: random playouts from the position, proven regions left out.
    PlayoutBoard start = pos.board;
    for (const Chain& ch : pos.chains)
        if (ch.proven_dead && start.at(ch.stones.front()) == ch.color) start.remove_chain(ch.stones.front());
    std::vector<int> candidates;
    for (int p : pos.points)
        if (!sealed[ix(p)] && start.at(p) == Cell::Empty) candidates.push_back(p);
    Tally tally;
    const Cell first = to_move == go::Color::White ? Cell::White : Cell::Black;
    const int last = last_move ? pos.board.index(last_move->x, last_move->y) : -1;
    if (options.playouts > 0) run_playouts(pos, start, candidates, sealed, first, last, options, tally);

    if (tally.games > 0)
        for (int p : pos.points) {
            const auto [b, w] = tally.area[ix(p)];
            out.black_share.push_back(static_cast<float>(b) / static_cast<float>(tally.games));
            out.white_share.push_back(static_cast<float>(w) / static_cast<float>(tally.games));
        }
    int contested = 0;
    if (tally.games > 0)
        for (int p : pos.points) {
            const auto [b, w] = tally.area[ix(p)];
            contested += pos.at(p) == Cell::Empty && std::min(b, w) * 5 >= static_cast<std::uint32_t>(tally.games);
        }
    if (contested > unfinished_points)
        out.diagnostics.push_back(diag::Diagnostic{
            code::Unfinished,
            {},
            fmt::format("the position does not look finished: {} empty points are still contested", contested),
            std::nullopt});

    std::vector<char> alive_for_bent(pos.chains.size(), 0);
    for (std::size_t c = 0; c < pos.chains.size(); ++c) {
        Chain& ch = pos.chains[c];
        if (tally.games > 0) {
            ch.dead_frac =
                static_cast<double>(tally.opp_owned[c]) / (static_cast<double>(ch.stones.size()) * tally.games);
            ch.seki_frac = static_cast<double>(tally.seki[c]) / tally.games;
        }
        if (ch.benson) {
            ch.status = Status::Alive;
            ch.confidence = 1.0;
        } else if (ch.proven_dead) {
            ch.status = Status::Dead;
            ch.confidence = 1.0;
        } else if (tally.games == 0) {
            ch.status = Status::Alive;
            ch.confidence = 0.5;
        } else if (ch.seki_frac >= 0.5) {
            ch.status = Status::Seki;
            ch.confidence = calibrated(ch.seki_frac);
        } else if (ch.dead_frac > dead_share) {
            ch.status = Status::Dead;
            ch.confidence = calibrated(ch.dead_frac);
        } else {
            ch.status = Status::Alive;
            ch.confidence = calibrated(1.0 - ch.dead_frac);
        }
        alive_for_bent[c] = ch.status != Status::Dead;
    }
    if (spare_open_ko_stones(pos))
        for (std::size_t c = 0; c < pos.chains.size(); ++c) alive_for_bent[c] = pos.chains[c].status != Status::Dead;
    nakade(pos);
    if (options.japanese) {
        bent_four(pos, alive_for_bent);
        for (Chain& ch : pos.chains)
            if (ch.bent_four && !ch.benson) {
                ch.status = Status::Dead;
                ch.confidence = std::max(ch.confidence, 0.9);
            }
    }

    // Groups: chains of one colour and one status that share a liberty or touch diagonally; a stone left in an open ko
    // is a group of its own (the ko decides it alone: in its neighbours' group it would stake all their stones on it).
    std::vector<char> open_ko(pos.chains.size());
    for (std::size_t c = 0; c < pos.chains.size(); ++c) open_ko[c] = open_ko_stone(pos, pos.chains[c]) ? 1 : 0;
    std::vector<int> parent(pos.chains.size());
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int a) {
        while (parent[ix(a)] != a) a = parent[ix(a)] = parent[ix(parent[ix(a)])];
        return a;
    };
    auto unite = [&](int a, int b) {
        if (a < 0 || b < 0) return;
        const Chain& ca = pos.chains[ix(a)];
        const Chain& cb = pos.chains[ix(b)];
        if (ca.color != cb.color || ca.status != cb.status || open_ko[ix(a)] || open_ko[ix(b)]) return;
        a = find(a);
        b = find(b);
        if (a != b) parent[ix(std::max(a, b))] = std::min(a, b);
    };
    const int s = pos.board.stride();
    for (int p : pos.points) {
        if (pos.at(p) == Cell::Empty) {
            for (int i = 0; i < 4; ++i)
                for (int j = i + 1; j < 4; ++j)
                    unite(pos.chain_of[ix(p + pos.dirs[ix(i)])], pos.chain_of[ix(p + pos.dirs[ix(j)])]);
        } else {
            for (int d : {s - 1, s + 1}) unite(pos.chain_of[ix(p)], pos.chain_of[ix(p + d)]);
        }
    }
    std::vector<std::vector<int>> members(pos.chains.size());
    for (std::size_t c = 0; c < pos.chains.size(); ++c)
        members[ix(find(static_cast<int>(c)))].push_back(static_cast<int>(c));

    std::vector<std::string> uncertain;
    bool any_bent = false;
    for (const std::vector<int>& group : members) {
        if (group.empty()) continue;
        const Chain& lead = pos.chains[ix(group.front())];
        std::vector<int> stones;
        double confidence = 1.0;
        for (int c : group) {
            const Chain& ch = pos.chains[ix(c)];
            stones.insert(stones.end(), ch.stones.begin(), ch.stones.end());
            confidence = std::min(confidence, ch.confidence);
            any_bent = any_bent || (ch.bent_four && ch.status == Status::Dead);
        }
        score::GroupCall call;
        call.color = to_color(lead.color);
        call.dead = lead.status == Status::Dead;
        call.seki = lead.status == Status::Seki;
        call.confidence = confidence;
        for (int p : stones) call.stones.push_back(pos.point(p));
        const std::vector<int> liberties = liberties_of(pos, stones);
        call.liberties = static_cast<int>(liberties.size());
        call.hostages = count_hostages(pos, stones, liberties);
        if (call.seki) call.region = count_region_points(pos, stones);
        std::sort(call.stones.begin(), call.stones.end());
        const std::string place = describe_place(pos, stones);
        const std::string_view verdict = score::status_word(call);
        const std::string shown = confidence_text(confidence, options.uncertain_below);
        call.reason = fmt::format("{} group at {}, {} stone{}: {} \u2014 {} ({})", go::to_char(call.color), place,
                                  stones.size(), stones.size() == 1 ? "" : "s",
                                  explain(pos, group, stones, lead.color, lead.status, tally.games), verdict, shown);
        if (confidence < options.uncertain_below)
            uncertain.push_back(fmt::format("{} at {} ({} {})", go::to_char(call.color), place, verdict, shown));
        if (call.dead) out.dead.insert(out.dead.end(), call.stones.begin(), call.stones.end());
        out.groups.push_back(std::move(call));
    }
    std::sort(out.dead.begin(), out.dead.end());
    if (!uncertain.empty()) {
        std::string list;
        for (const std::string& u : uncertain) list += (list.empty() ? "" : ", ") + u;
        out.diagnostics.push_back(diag::Diagnostic{
            code::Uncertain,
            {},
            fmt::format("{} uncertain group{}: {}", uncertain.size(), uncertain.size() == 1 ? "" : "s", list),
            std::nullopt});
    }
    if (any_bent)
        out.diagnostics.push_back(
            diag::Diagnostic{code::BentFour, {}, "bent four in the corner ruled dead (Japanese rules)", std::nullopt});
    return out;
}

}  // namespace kifu::estimate
