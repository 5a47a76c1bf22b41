#include <kifu/estimate/estimate.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <kifu/estimate/playout_board.hpp>
#include <kifu/estimate/playout_policy.hpp>
#include <kifu/go/point.hpp>

namespace kifu::estimate {

namespace {

constexpr std::array<diag::CodeInfo, 3> code_table{{
    {"E501", diag::Severity::Warning,
     "uncertain groups: life or death decided with confidence below the threshold"},
    {"E502", diag::Severity::Info, "bent four in the corner ruled dead (Japanese rules)"},
    {"E503", diag::Severity::Warning, "the position does not look finished: many empty points are still contested"},
}};

// Chains of this size or more never play a self-atari in playouts (keeps seki; nakade stays possible).
constexpr int self_atari_limit = 3;
// Share (%) of playout moves that first look for a shape move (see shape_move) next to the opponent's
// last move, and share of the others tried first on the eight points around it.
constexpr std::size_t shape_reply_percent = 90;
constexpr std::size_t local_reply_percent = 30;
// A chain is dead when more than this share of its stones end in the opponent's area. Below one
// half because a fight left open when both players passed is one the owner did not settle: over the
// 2,603 counted games of corpus/real, 0.36 to 0.44 all agree with RE more often than 0.5 does, and
// 0.40 keeps the exact margins and the markup agreement best.
constexpr double dead_share = 0.40;
// Playouts always run before the early stop may end them.
constexpr int min_playouts = 24;
// More contested empty points than this (each side's area in a fifth of the playouts) means unfinished.
constexpr int unfinished_points = 40;

// A cell index as a vector index.
constexpr std::size_t ix(int p) { return static_cast<std::size_t>(p); }

// go::Color as a playout-board cell.
Cell to_cell(go::Color c) {
    return c == go::Color::Black ? Cell::Black : c == go::Color::White ? Cell::White : Cell::Empty;
}
// A playout-board cell as go::Color.
go::Color to_color(Cell c) {
    return c == Cell::Black ? go::Color::Black : c == Cell::White ? go::Color::White : go::Color::Empty;
}

// splitmix64: small, fast, deterministic.
struct Rng {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n).
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(((next() >> 32) * n) >> 32); }
};

// The call for a chain.
enum class Status : std::uint8_t { Alive, Dead, Seki };

// One chain of the position with the facts and the call about it.
struct Chain {
    Cell color = Cell::Empty;
    std::vector<int> stones;
    bool benson = false;        // unconditionally alive
    bool proven_dead = false;   // inside a region sealed by unconditionally alive stones
    bool bent_four = false;     // Japanese ruling
    double dead_frac = 0;       // share of playouts (per stone) ending in opponent's area
    double seki_frac = 0;       // share of playouts ending with the chain alive on shared liberties
    Status status = Status::Alive;
    double confidence = 1.0;
};

// The position as seen by the static analysis.
struct Position {
    PlayoutBoard board;
    std::vector<int> points;         // on-board cell indices, row by row
    std::vector<int> chain_of;       // per cell: chain index or -1
    std::vector<Chain> chains;
    std::array<int, 4> dirs{};

    explicit Position(int w, int h) : board(w, h) {
        const int s = board.stride();
        dirs = {-1, 1, -s, s};
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) points.push_back(board.index(x, y));
        chain_of.assign(ix(board.cells()), -1);
    }
    [[nodiscard]] Cell at(int p) const { return board.at(p); }
    [[nodiscard]] go::Point point(int p) const {
        const int s = board.stride();
        return go::Point{static_cast<std::int16_t>(p % s - 1), static_cast<std::int16_t>(p / s - 1)};
    }
    [[nodiscard]] bool stone(int p) const { return at(p) == Cell::Black || at(p) == Cell::White; }
};

// Fills pos.chains and pos.chain_of from the stones on pos.board.
void find_chains(Position& pos) {
    std::vector<int> stack;
    for (int p : pos.points) {
        if (!pos.stone(p) || pos.chain_of[ix(p)] >= 0) continue;
        Chain chain;
        chain.color = pos.at(p);
        const int id = static_cast<int>(pos.chains.size());
        pos.chain_of[ix(p)] = id;
        stack.assign(1, p);
        while (!stack.empty()) {
            const int q = stack.back();
            stack.pop_back();
            chain.stones.push_back(q);
            for (int d : pos.dirs) {
                const int n = q + d;
                if (pos.at(n) == chain.color && pos.chain_of[ix(n)] < 0) {
                    pos.chain_of[ix(n)] = id;
                    stack.push_back(n);
                }
            }
        }
        std::sort(chain.stones.begin(), chain.stones.end());
        pos.chains.push_back(std::move(chain));
    }
}

// A maximal connected set of cells that are not `color` (empty points and opponent stones).
struct Region {
    std::vector<int> cells;
    std::vector<int> empties;
    std::vector<int> chains;     // bordering chains of `color`
    std::vector<int> vital_to;   // bordering chains every empty point of the region touches
};

// Every region of non-`color` cells, with region_of set per cell (-1 for `color` stones).
std::vector<Region> regions_of(const Position& pos, Cell color, std::vector<int>& region_of) {
    std::vector<Region> regions;
    region_of.assign(ix(pos.board.cells()), -1);
    std::vector<int> stack;
    for (int p : pos.points) {
        if (pos.at(p) == color || region_of[ix(p)] >= 0) continue;
        Region r;
        const int id = static_cast<int>(regions.size());
        region_of[ix(p)] = id;
        stack.assign(1, p);
        while (!stack.empty()) {
            const int q = stack.back();
            stack.pop_back();
            r.cells.push_back(q);
            if (pos.at(q) == Cell::Empty) r.empties.push_back(q);
            for (int d : pos.dirs) {
                const int n = q + d;
                const Cell x = pos.at(n);
                if (x == Cell::Border) continue;
                if (x == color) {
                    const int c = pos.chain_of[ix(n)];
                    if (std::find(r.chains.begin(), r.chains.end(), c) == r.chains.end()) r.chains.push_back(c);
                } else if (region_of[ix(n)] < 0) {
                    region_of[ix(n)] = id;
                    stack.push_back(n);
                }
            }
        }
        for (int c : r.chains) {
            const bool vital = std::all_of(r.empties.begin(), r.empties.end(), [&](int e) {
                return std::any_of(pos.dirs.begin(), pos.dirs.end(),
                                   [&](int d) { return pos.chain_of[ix(e + d)] == c; });
            });
            if (vital && !r.empties.empty()) r.vital_to.push_back(c);
        }
        regions.push_back(std::move(r));
    }
    return regions;
}

// Benson's algorithm for `color`; marks unconditionally alive chains and returns the regions
// they seal (every region whose bordering chains all live and to one of which it is vital).
std::vector<std::vector<int>> benson(Position& pos, Cell color) {
    std::vector<int> region_of;
    const std::vector<Region> regions = regions_of(pos, color, region_of);
    std::vector<char> alive(pos.chains.size(), 0);
    for (std::size_t c = 0; c < pos.chains.size(); ++c) alive[c] = pos.chains[c].color == color;
    std::vector<char> region_ok(regions.size(), 0);
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t r = 0; r < regions.size(); ++r)
            region_ok[r] = std::all_of(regions[r].chains.begin(), regions[r].chains.end(),
                                       [&](int c) { return alive[ix(c)] != 0; });
        std::vector<int> vital_count(pos.chains.size(), 0);
        for (std::size_t r = 0; r < regions.size(); ++r)
            if (region_ok[r])
                for (int c : regions[r].vital_to) ++vital_count[ix(c)];
        for (std::size_t c = 0; c < pos.chains.size(); ++c)
            if (alive[c] && vital_count[c] < 2) {
                alive[c] = 0;
                changed = true;
            }
    }
    std::vector<std::vector<int>> sealed;
    for (std::size_t c = 0; c < pos.chains.size(); ++c)
        if (alive[c]) pos.chains[c].benson = true;
    for (std::size_t r = 0; r < regions.size(); ++r) {
        const Region& reg = regions[r];
        if (reg.chains.empty() || reg.vital_to.empty()) continue;
        if (std::all_of(reg.chains.begin(), reg.chains.end(), [&](int c) { return alive[ix(c)] != 0; }))
            sealed.push_back(reg.cells);
    }
    return sealed;
}

// Japanese ruling: a chain set sealed around an L-shaped four-point region in a corner, with the
// bend on the corner point and no liberty outside it, is dead (bent four in the corner).
void bent_four(Position& pos, const std::vector<char>& surrounded_alive) {
    const int w = pos.board.width();
    const int h = pos.board.height();
    if (w < 4 || h < 4) return;
    for (Cell color : {Cell::Black, Cell::White}) {
        std::vector<int> region_of;
        const std::vector<Region> regions = regions_of(pos, color, region_of);
        for (const Region& r : regions) {
            if (r.cells.size() != 4 || r.chains.empty()) continue;
            bool shaped = false;
            for (int cx : {0, w - 1})
                for (int cy : {0, h - 1}) {
                    const int sx = cx == 0 ? 1 : -1;
                    const int sy = cy == 0 ? 1 : -1;
                    const int corner = pos.board.index(cx, cy);
                    const int ex = pos.board.index(cx + sx, cy) - corner;
                    const int ey = pos.board.index(cx, cy + sy) - corner;
                    for (auto [a, b] : {std::pair{ex, ey}, std::pair{ey, ex}}) {
                        std::array<int, 4> want{corner, corner + a, corner + 2 * a, corner + b};
                        std::sort(want.begin(), want.end());
                        std::vector<int> have = r.cells;
                        std::sort(have.begin(), have.end());
                        shaped = shaped || std::equal(want.begin(), want.end(), have.begin());
                    }
                }
            if (!shaped) continue;
            bool sealed = true;
            for (int c : r.chains) {
                for (int s : pos.chains[ix(c)].stones)
                    for (int d : pos.dirs) {
                        const int n = s + d;
                        if (pos.at(n) == Cell::Empty && region_of[ix(n)] != region_of[ix(r.cells[0])]) sealed = false;
                        if (pos.at(n) == other(color) && region_of[ix(n)] != region_of[ix(r.cells[0])] &&
                            !surrounded_alive[ix(pos.chain_of[ix(n)])])
                            sealed = false;
                    }
            }
            if (!sealed) continue;
            for (int c : r.chains) pos.chains[ix(c)].bent_four = true;
        }
    }
}

// What the playouts counted.
struct Tally {
    std::vector<std::uint32_t> opp_owned;  // per chain: stones ending in the opponent's area
    std::vector<std::uint32_t> seki;       // per chain: playouts ending alive on a shared liberty
    std::vector<std::array<std::uint32_t, 2>> area;  // per cell: playouts ending in Black's / White's area
    int games = 0;
};

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

// True when every chain's call is clear from the playouts so far: its share of lost endings lies
// two standard errors away from dead_share, and of seki endings from one half.
bool settled(const Position& pos, const Tally& tally) {
    const double n = tally.games;
    auto clear = [n](double x, double line) {
        return std::abs(x - line) > 2.0 * std::sqrt(std::max(x * (1 - x), 0.02) / n);
    };
    for (std::size_t c = 0; c < pos.chains.size(); ++c) {
        const Chain& ch = pos.chains[c];
        if (ch.benson || ch.proven_dead) continue;
        const double lost = tally.opp_owned[c] / (static_cast<double>(ch.stones.size()) * n);
        if (!clear(lost, dead_share) || !clear(tally.seki[c] / n, 0.5)) return false;
    }
    return true;
}

// A stone called dead that is in atari, can only be taken as a ko, and whose last liberty is
// otherwise enclosed by its owner's living stones: a ko the players left open, so it is not dead
// (the owner connects when the dame are filled). Returns whether any call changed.
bool spare_open_ko_stones(Position& pos) {
    bool changed = false;
    for (Chain& ch : pos.chains) {
        const int stone = ch.stones.front();
        if (ch.status != Status::Dead || ch.proven_dead || ch.stones.size() != 1 || !pos.board.in_atari(stone))
            continue;
        const int liberty = pos.board.atari_liberty(stone);
        if (!pos.board.retakable_capture(liberty, other(ch.color))) continue;
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

// Plays random games from `start` (moves only on `candidates` and cells freed later, never in sealed
// regions) until every call is clear or options.playouts games are done; counts into `tally`.
// `to_move` moves first in every other game, so neither side has the tempo in an open fight.
void run_playouts(const Position& pos, const PlayoutBoard& start, const std::vector<int>& candidates,
                  const std::vector<char>& sealed, Cell to_move, const Options& options, Tally& tally) {
    Rng rng{options.seed};
    PlayoutBoard board = start;
    std::vector<int> cand;
    cand.reserve(ix(start.cells()));
    std::vector<char> playable(ix(start.cells()), 0);
    for (int p : pos.points) playable[ix(p)] = !sealed[ix(p)];
    std::vector<Cell> owner(ix(start.cells()), Cell::Empty);
    std::vector<char> shared(ix(start.cells()), 0);
    const int limit = 4 * static_cast<int>(pos.points.size()) + 100;
    std::vector<int> start_ataris;
    std::vector<char> doomed(ix(start.cells()), 0);
    for (int p : pos.points)
        if (start.at(p) != Cell::Empty && start.in_atari(p)) {
            doomed[ix(p)] = 1;
            if (start.chain_head(p) == p) start_ataris.push_back(p);
        }
    std::vector<int> ataris;
    tally.opp_owned.assign(pos.chains.size(), 0);
    tally.area.assign(ix(start.cells()), {0, 0});
    tally.seki.assign(pos.chains.size(), 0);
    for (int g = 0; g < options.playouts; ++g) {
        board = start;
        cand = candidates;
        Cell color = g % 2 == 0 ? to_move : other(to_move);
        int passes = 0;
        int last = -1;
        int nakade = -1;
        ataris = start_ataris;
        for (int moves = 0; passes < 2 && moves < limit; ++moves) {
            std::size_t k = cand.size();
            int played = -1;
            // Records the move just played at q (no longer a candidate).
            auto take = [&](int q) {
                const auto at = std::find(cand.begin(), cand.end(), q);
                if (at != cand.end()) {
                    *at = cand.back();
                    cand.pop_back();
                }
                played = q;
            };
            // Plays the first point (from a random start) around p that is legal and, when
            // `shaped`, matches a shape.
            auto reply_around = [&](int p, bool shaped) {
                const int s = board.stride();
                const int around[8] = {p - 1, p + 1, p - s, p + s, p - s - 1, p - s + 1, p + s - 1, p + s + 1};
                const std::size_t first = rng.below(8);
                for (std::size_t j = 0; j < 8; ++j) {
                    const int q = around[(first + j) % 8];
                    if (board.at(q) != Cell::Empty || !playable[ix(q)]) continue;
                    if (shaped && !shape_move(board, q)) continue;
                    if (board.allowed(q, color, self_atari_limit) && !nakade_atari(board, q, color)) {
                        board.play(q, color);
                        take(q);
                        return;
                    }
                }
            };
            const int urgent =
                ataris.empty() ? -1 : urgent_move(board, ataris, moves < 2 ? &doomed : nullptr, color);
            if (urgent >= 0 && board.try_play(urgent, color, 1)) take(urgent);
            const bool open = k > 0;
            if (open && played < 0 && nakade >= 0 && playable[ix(nakade)] &&
                board.try_play(nakade, color, self_atari_limit))
                take(nakade);
            nakade = -1;
            if (open && played < 0 && last >= 0) {
                const int reply = seki_reply(board, last, color);
                if (reply >= 0 && playable[ix(reply)] && board.try_play(reply, color, self_atari_limit)) take(reply);
            }
            if (open && played < 0 && last >= 0 && rng.below(100) < shape_reply_percent) reply_around(last, true);
            if (open && played < 0 && last >= 0 && rng.below(100) < local_reply_percent) reply_around(last, false);
            if (played >= 0) k = 0;
            while (k > 0) {
                const std::size_t i = rng.below(k);
                const int p = cand[i];
                if (board.allowed(p, color, self_atari_limit) && !nakade_atari(board, p, color)) {
                    board.play(p, color);
                    cand[i] = cand.back();
                    cand.pop_back();
                    played = p;
                    break;
                }
                std::swap(cand[i], cand[k - 1]);
                --k;
            }
            if (played >= 0) {
                // Captures in the first two moves only clear away chains left in atari at the end.
                if (moves >= 2) nakade = nakade_point(board, board.captured(), color);
                for (int q : board.captured())
                    if (playable[ix(q)]) cand.push_back(q);
                if (moves == 0)
                    ataris.erase(
                        std::remove_if(ataris.begin(), ataris.end(), [&](int q) { return !doomed[ix(q)]; }),
                        ataris.end());
                else
                    ataris.clear();
                note_ataris(board, played, ataris);
            }
            last = played;
            passes = played >= 0 ? 0 : passes + 1;
            color = other(color);
        }
        for (int p : pos.points) {
            const Cell x = board.at(p);
            shared[ix(p)] = 0;
            if (x != Cell::Empty) {
                owner[ix(p)] = x;
                continue;
            }
            bool b = false;
            bool w = false;
            for (int d : pos.dirs) {
                b = b || board.at(p + d) == Cell::Black;
                w = w || board.at(p + d) == Cell::White;
            }
            owner[ix(p)] = b && !w ? Cell::Black : w && !b ? Cell::White : Cell::Empty;
            shared[ix(p)] = b && w;
        }
        for (int p : pos.points)
            if (owner[ix(p)] != Cell::Empty) ++tally.area[ix(p)][owner[ix(p)] == Cell::Black ? 0 : 1];
        for (std::size_t c = 0; c < pos.chains.size(); ++c) {
            const Chain& ch = pos.chains[c];
            const Cell opp = other(ch.color);
            bool on_shared = false;
            for (int s : ch.stones) {
                if (owner[ix(s)] == opp) ++tally.opp_owned[c];
                if (board.at(s) == ch.color)
                    for (int d : pos.dirs) on_shared = on_shared || shared[ix(s + d)] != 0;
            }
            if (on_shared && board.at(ch.stones.front()) == ch.color) ++tally.seki[c];
        }
        ++tally.games;
        if (tally.games >= min_playouts && tally.games % 8 == 0 && settled(pos, tally)) break;
    }
}

// Eye facts about a set of stones, for the one-line explanation.
struct Eyes {
    int eyes = 0;        // enclosed empty regions that are not false eyes
    int false_eyes = 0;  // single points whose diagonals the opponent controls
};

// Counts the eyes of `stones` (colour `color`): enclosed empty regions of up to 30 points.
Eyes count_eyes(const Position& pos, const std::vector<int>& stones, Cell color) {
    Eyes e;
    std::vector<char> seen(ix(pos.board.cells()), 0);
    std::vector<int> stack;
    const int s = pos.board.stride();
    for (int st : stones)
        for (int d : pos.dirs) {
            const int start = st + d;
            if (pos.at(start) != Cell::Empty || seen[ix(start)]) continue;
            std::vector<int> region;
            bool enclosed = true;
            stack.assign(1, start);
            seen[ix(start)] = 1;
            while (!stack.empty()) {
                const int q = stack.back();
                stack.pop_back();
                region.push_back(q);
                for (int dd : pos.dirs) {
                    const int n = q + dd;
                    const Cell x = pos.at(n);
                    if (x == Cell::Empty && !seen[ix(n)]) {
                        seen[ix(n)] = 1;
                        stack.push_back(n);
                    } else if (x == other(color)) {
                        enclosed = false;
                    }
                }
            }
            if (!enclosed || region.size() > 30) continue;
            if (region.size() == 1) {
                int bad = 0;
                int edge = 0;
                for (int dd : {-s - 1, -s + 1, s - 1, s + 1}) {
                    const Cell x = pos.at(region[0] + dd);
                    if (x == other(color)) ++bad;
                    else if (x == Cell::Border) edge = 1;
                }
                if (bad + edge >= 2) {
                    ++e.false_eyes;
                    continue;
                }
            }
            ++e.eyes;
        }
    return e;
}

// "Q16" or the span "Q16–R17" (lower left to upper right) of a set of cells.
std::string describe_place(const Position& pos, const std::vector<int>& stones) {
    const int h = pos.board.height();
    int x0 = 1 << 20, y0 = -1, x1 = -1, y1 = 1 << 20;
    for (int p : stones) {
        const go::Point q = pos.point(p);
        x0 = std::min<int>(x0, q.x);
        x1 = std::max<int>(x1, q.x);
        y0 = std::max<int>(y0, q.y);
        y1 = std::min<int>(y1, q.y);
    }
    const go::Point lo{static_cast<std::int16_t>(x0), static_cast<std::int16_t>(y0)};
    const go::Point hi{static_cast<std::int16_t>(x1), static_cast<std::int16_t>(y1)};
    if (lo == hi) return go::to_human(lo, h);
    return go::to_human(lo, h) + "\u2013" + go::to_human(hi, h);
}

// The one-line reason for the call on a group.
std::string explain(const Position& pos, const std::vector<int>& group_chains, const std::vector<int>& stones,
                    Cell color, Status status) {
    bool benson = true;
    bool proven = false;
    bool bent = false;
    for (int c : group_chains) {
        benson = benson && pos.chains[ix(c)].benson;
        proven = proven || pos.chains[ix(c)].proven_dead;
        bent = bent || pos.chains[ix(c)].bent_four;
    }
    const Eyes e = count_eyes(pos, stones, color);
    if (status == Status::Seki)
        return e.eyes > 0 ? "seki with one eye: shared liberties neither side can fill"
                          : "seki: shared liberties neither side can fill";
    if (status == Status::Alive) {
        if (benson) return "unconditionally alive (Benson)";
        if (e.eyes >= 2) return "two eyes or more";
        double lost = 0;
        for (int c : group_chains)
            lost += pos.chains[ix(c)].dead_frac * static_cast<double>(pos.chains[ix(c)].stones.size());
        lost /= static_cast<double>(stones.size());
        return fmt::format("keeps its area in {:.0f}% of playouts", 100.0 * (1.0 - lost));
    }
    if (proven) return "sealed inside unconditionally alive stones, no eyes possible";
    if (bent) return "bent four in the corner (Japanese rules)";
    if (e.eyes == 0 && e.false_eyes > 0) return "only false eyes, no escape";
    if (e.eyes == 0) return "no eyes, no escape";
    if (e.eyes == 1) return "one eye, no escape";
    return "eye space too small, no escape";
}

}  // namespace

std::span<const diag::CodeInfo> codes() { return code_table; }

score::DeadStones dead_stones(const go::Board& board, go::Color to_move, const Options& options) {
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
    if (options.playouts > 0) run_playouts(pos, start, candidates, sealed, first, options, tally);

    int contested = 0;
    if (tally.games > 0)
        for (int p : pos.points) {
            const auto [b, w] = tally.area[ix(p)];
            contested += pos.at(p) == Cell::Empty && std::min(b, w) * 5 >= static_cast<std::uint32_t>(tally.games);
        }
    if (contested > unfinished_points)
        out.diagnostics.push_back(diag::Diagnostic{
            "E503", diag::Severity::Warning, {},
            fmt::format("the position does not look finished: {} empty points are still contested", contested),
            std::nullopt});

    std::vector<char> alive_for_bent(pos.chains.size(), 0);
    for (std::size_t c = 0; c < pos.chains.size(); ++c) {
        Chain& ch = pos.chains[c];
        if (tally.games > 0) {
            ch.dead_frac = static_cast<double>(tally.opp_owned[c]) /
                           (static_cast<double>(ch.stones.size()) * tally.games);
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
    if (options.japanese) {
        bent_four(pos, alive_for_bent);
        for (Chain& ch : pos.chains)
            if (ch.bent_four && !ch.benson) {
                ch.status = Status::Dead;
                ch.confidence = std::max(ch.confidence, 0.9);
            }
    }

    // Groups: chains of one colour and one status that share a liberty or touch diagonally.
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
        if (ca.color != cb.color || ca.status != cb.status) return;
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
    for (std::size_t c = 0; c < pos.chains.size(); ++c) members[ix(find(static_cast<int>(c)))].push_back(static_cast<int>(c));

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
        std::sort(call.stones.begin(), call.stones.end());
        const std::string place = describe_place(pos, stones);
        const std::string_view verdict = call.dead ? "dead" : call.seki ? "seki" : "alive";
        call.reason = fmt::format("{} group at {}, {} stone{}: {} \u2014 {} ({:.2f})", go::to_char(call.color), place,
                                  stones.size(), stones.size() == 1 ? "" : "s",
                                  explain(pos, group, stones, lead.color, lead.status), verdict, confidence);
        if (confidence < options.uncertain_below)
            uncertain.push_back(fmt::format("{} at {} ({} {:.2f})", go::to_char(call.color), place, verdict, confidence));
        if (call.dead) out.dead.insert(out.dead.end(), call.stones.begin(), call.stones.end());
        out.groups.push_back(std::move(call));
    }
    std::sort(out.dead.begin(), out.dead.end());
    if (!uncertain.empty()) {
        std::string list;
        for (const std::string& u : uncertain) list += (list.empty() ? "" : ", ") + u;
        out.diagnostics.push_back(diag::Diagnostic{
            "E501", diag::Severity::Warning, {},
            fmt::format("{} uncertain group{}: {}", uncertain.size(), uncertain.size() == 1 ? "" : "s", list),
            std::nullopt});
    }
    if (any_bent)
        out.diagnostics.push_back(diag::Diagnostic{"E502", diag::Severity::Info, {},
                                                   "bent four in the corner ruled dead (Japanese rules)",
                                                   std::nullopt});
    return out;
}

}  // namespace kifu::estimate
