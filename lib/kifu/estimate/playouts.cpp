#include <kifu/estimate/playouts.hpp>

#include <algorithm>
#include <cmath>

#include <kifu/estimate/playout_policy.hpp>
#include <kifu/util/random.hpp>

namespace kifu::estimate {
namespace {

// Chains of this size or more never play a self-atari in playouts (keeps seki; nakade stays possible).
constexpr int self_atari_limit = 3;
// Share (%) of playout moves that first look for a shape move (see shape_move) next to the opponent's
// last move, and share of the others tried first on the eight points around it.
constexpr std::size_t shape_reply_percent = 90;
constexpr std::size_t local_reply_percent = 30;
// Playouts always run before the early stop may end them.
constexpr int min_playouts = 24;

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

}  // namespace

void run_playouts(const Position& pos, const PlayoutBoard& start, const std::vector<int>& candidates,
                  const std::vector<char>& sealed, Cell to_move, int last_played, const Options& options,
                  Tally& tally) {
    util::SplitMix64 rng{options.seed};
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
    // The chains of to_move's next to the last stone played that are in atari: that move put them there, so their
    // owner answers next, in every playout.
    bool answer_owed = false;
    if (last_played >= 0)
        for (int d : pos.dirs) {
            const int q = last_played + d;
            if (start.at(q) != to_move || !doomed[ix(q)]) continue;
            answer_owed = true;
            int s = q;
            do {
                doomed[ix(s)] = 0;
                s = start.next_stone(s);
            } while (s != q);
        }
    std::vector<int> ataris;
    tally.opp_owned.assign(pos.chains.size(), 0);
    tally.area.assign(ix(start.cells()), {0, 0});
    tally.seki.assign(pos.chains.size(), 0);
    for (int g = 0; g < options.playouts; ++g) {
        board = start;
        cand = candidates;
        Cell color = g % 2 == 0 || answer_owed ? to_move : other(to_move);
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
            // A move the policy may play at q: legal, no own-eye fill or big self-atari, no nakade atari.
            auto may_play = [&](int q) {
                return board.allowed(q, color, self_atari_limit) && !nakade_atari(board, q, color);
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
                    if (may_play(q)) {
                        board.play(q, color);
                        take(q);
                        return;
                    }
                }
            };
            const int urgent = ataris.empty() ? -1 : urgent_move(board, ataris, moves < 2 ? &doomed : nullptr, color);
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
                if (may_play(p)) {
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
                    ataris.erase(std::remove_if(ataris.begin(), ataris.end(), [&](int q) { return !doomed[ix(q)]; }),
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

}  // namespace kifu::estimate
