#include <kifu/estimate/finish.hpp>

#include <algorithm>
#include <limits>
#include <tuple>

#include <kifu/estimate/finish_reckoning.hpp>
#include <kifu/estimate/playout_board.hpp>
#include <kifu/estimate/tactics.hpp>

namespace kifu::estimate {
namespace {

// A move changes what the moves this close to it (in rows and columns) are worth.
constexpr int change_radius = 3;
// A point left empty between both sides in this share of the estimate's playouts is a seki liberty; one owned by a side
// in this share is that side's secure area.
constexpr float seki_share = 0.5F;
constexpr float secure_share = 0.95F;
// A point the other side owns in this share of the playouts is its area: a lone stone there is an invasion.
constexpr float invasion_share = 0.8F;

bool is_stone(Cell c) { return c == Cell::Black || c == Cell::White; }

// A move under consideration and what it is worth.
struct Candidate {
    int point = -1;
    int value = std::numeric_limits<int>::min();
    FinishReason reason = FinishReason::Dame;
};

class Finisher {
public:
    Finisher(const go::Board& board, go::Color to_move, std::optional<go::Point> ko, const score::DeadStones& calls,
             const FinishOptions& options)
        : board_(board.width(), board.height()),
          scratch_(board.width(), board.height()),
          probe_(board.width(), board.height()),
          territory_(options.territory),
          to_move_(to_cell(to_move)),
          reckoning_(board_, points_, dead_, options.territory) {
        const int s = board_.stride();
        dirs_ = {-1, 1, -s, s};
        for (int y = 0; y < board.height(); ++y)
            for (int x = 0; x < board.width(); ++x) {
                const int p = board_.index(x, y);
                const go::Color c = board.at(point(p));
                if (c != go::Color::Empty) board_.place(p, to_cell(c));
            }
        points_ = scan_order(board.width(), board.height(), options.scan);
        dead_.assign(ix(board_.cells()), 0);
        for (go::Point p : calls.dead) dead_[ix(board_.index(p.x, p.y))] = 1;
        if (ko) board_.set_ko(board_.index(ko->x, ko->y));
        left_in_atari_.assign(ix(board_.cells()), 0);
        if (options.last_move) {
            const int last = board_.index(options.last_move->x, options.last_move->y);
            for (int p : points_)
                if (is_stone(board_.at(p)) && board_.in_atari(p) && !touches_chain(last, p)) left_in_atari_[ix(p)] = 1;
            // Under territory counting a ko the last move took is connected when the dame are filled, as the players
            // would: a move that neither gains nor takes a turn from the endgame, so it is left as it stands.
            if (territory_ && is_stone(board_.at(last)) && board_.in_atari(last) &&
                board_.retakable_capture(board_.atari_liberty(last), other(board_.at(last))))
                for (int q = board_.next_stone(last);; q = board_.next_stone(q)) {
                    left_in_atari_[ix(q)] = 1;
                    if (q == last) break;
                }
        }
        share_.assign(ix(board_.cells()), {-1.0F, -1.0F});
        if (calls.black_share.size() == points_.size())
            for (int y = 0, i = 0; y < board.height(); ++y)
                for (int x = 0; x < board.width(); ++x, ++i)
                    share_[ix(board_.index(x, y))] = {calls.black_share[ix(i)], calls.white_share[ix(i)]};
        for (std::size_t k = 0; k < 2; ++k) {
            cache_[k].assign(ix(board_.cells()), std::nullopt);
            kills_[k].assign(ix(board_.cells()), 0);
            killed_at_[k].assign(ix(board_.cells()), -1);
            cached_at_[k].assign(ix(board_.cells()), -1);
        }
        changed_at_.assign(ix(board_.cells()), 0);
        read_at_.assign(ix(board_.cells()), -1);
        read_capturable_.assign(ix(board_.cells()), 0);
    }

    Finish run(const go::Board& start) {
        Finish out;
        out.board = start;
        const int limit = 2 * static_cast<int>(points_.size()) + 20;
        int passes = 0;
        while (passes < 2) {
            if (static_cast<int>(out.moves.size()) >= limit) {
                out.complete = false;
                break;
            }
            const Candidate move = choose();
            if (move.point < 0) {
                ++passes;
                to_move_ = other(to_move_);
                board_.set_ko(-1);  // a pass lifts the ko: the side that took it may connect there
                continue;
            }
            passes = 0;
            board_.play(move.point, to_move_);
            // A stone joined to stones called dead makes one chain with them: it lives or dies whole.
            revive(board_, move.point);
            for (int q : revived_) out.revived.push_back(point(q));
            dead_[ix(move.point)] = 0;
            for (int q : board_.captured()) dead_[ix(q)] = left_in_atari_[ix(q)] = 0;
            // A chain the move joins is no longer as the players left it.
            for (int q = board_.next_stone(move.point); q != move.point; q = board_.next_stone(q))
                left_in_atari_[ix(q)] = 0;
            note_change(move.point, change_radius);
            for (int q : board_.captured()) note_change(q, change_radius);
            note_chains_around(move.point);
            const go::Color color = to_color(to_move_);
            const go::PlayOutcome played = out.board.play(color, point(move.point));
            out.captures[go::index(color)] += played.captured;
            out.moves.push_back({color, point(move.point), static_cast<double>(move.value), move.reason});
            out.largest = std::max(out.largest, static_cast<double>(move.value));
            to_move_ = other(to_move_);
        }
        out.to_move = to_color(to_move_);
        return out;
    }

private:
    // The board's cells in the order of `scan` (see FinishOptions::scan): bit 0 turns the board half round (from the
    // bottom right), bit 1 reads columns instead of rows, bit 2 mirrors it left to right.
    [[nodiscard]] std::vector<int> scan_order(int width, int height, int scan) const {
        std::vector<int> out;
        const bool columns = (scan & 2) != 0;
        const int outer = columns ? width : height, inner = columns ? height : width;
        for (int i = 0; i < outer; ++i)
            for (int j = 0; j < inner; ++j) {
                int x = columns ? i : j, y = columns ? j : i;
                if (scan & 1) {
                    x = width - 1 - x;
                    y = height - 1 - y;
                }
                if (scan & 4) x = width - 1 - x;
                out.push_back(board_.index(x, y));
            }
        return out;
    }

    [[nodiscard]] go::Point point(int p) const {
        const int s = board_.stride();
        return go::Point{static_cast<std::int16_t>(p % s - 1), static_cast<std::int16_t>(p / s - 1)};
    }
    // True when the stone at q is one of the chain at p or next to it.
    [[nodiscard]] bool touches_chain(int q, int p) const {
        const auto in_chain = [&](int r) {
            return board_.at(r) == board_.at(p) && board_.chain_head(r) == board_.chain_head(p);
        };
        return in_chain(q) || std::any_of(dirs_.begin(), dirs_.end(), [&](int d) { return in_chain(q + d); });
    }
    // A stone that is not called dead.
    [[nodiscard]] bool living(const PlayoutBoard& b, int p) const { return is_stone(b.at(p)) && !dead_[ix(p)]; }
    // What a move gains, by the play-out's reckoning.
    struct Gain {
        int points = 0;        // points won at once (nearer points, prisoners under
                               // territory counting)
        bool forcing = false;  // it leaves an opponent chain that must be defended (sente)
    };

    // What c playing p gains over `before` (Black's lead now). Under territory counting a move that forces the opponent
    // to defend inside its own area gains that point too; stones of c's called dead that it joins to a living chain
    // count as living. Nullopt when the move is not allowed (illegal, own eye, self-atari, next to c's dead stones but
    // none of its living ones, an invasion) or leaves a chain of c's the opponent could capture.
    [[nodiscard]] std::optional<Gain> gain(int p, Cell c, int before) {
        const bool joins_dead = touches_own_dead(p, c);
        if (!board_.allowed(p, c, 1) || only_dead_next(p, c) || invasion(p, c)) return std::nullopt;
        scratch_ = board_;
        scratch_.play(p, c);
        int prisoners = 0;
        for (int q : scratch_.captured()) prisoners += !dead_[ix(q)];
        // Stones called dead that the move joins to a living chain live or die with it.
        revived_.clear();
        if (joins_dead) revive(scratch_, p);
        const auto g = gain_after(p, c, before, prisoners);
        for (int q : revived_) dead_[ix(q)] = 1;
        return g;
    }

    // Lifts the calls on the stones called dead in the chain at p on `b`, and lists them in revived_.
    void revive(const PlayoutBoard& b, int p) {
        revived_.clear();
        for (int q = b.next_stone(p); q != p; q = b.next_stone(q))
            if (dead_[ix(q)]) {
                dead_[ix(q)] = 0;
                revived_.push_back(q);
            }
    }

    // gain() once the move is on scratch_.
    [[nodiscard]] std::optional<Gain> gain_after(int p, Cell c, int before, int prisoners) {
        if (!safe_after(scratch_, p, c)) return std::nullopt;
        const int sign = c == Cell::Black ? 1 : -1;
        Gain g{sign * (reckoning_.lead(scratch_) - before) + (territory_ ? prisoners : 0), false};
        const Threat threat = threat_after(scratch_, p, other(c));
        if (threat == Threat::Killing) return std::nullopt;
        g.forcing = threat != Threat::None;
        if (territory_ && threat == Threat::CostlyDefence) ++g.points;
        return g;
    }

    // A stone of c next to one of c's living stones.
    [[nodiscard]] bool touches_own_living(int p, Cell c) const {
        for (int n : dirs_)
            if (board_.at(p + n) == c && !dead_[ix(p + n)]) return true;
        return false;
    }

    // A stone of c touching none of c's living stones on a point the estimate's playouts give to the other side:
    // an invasion, no endgame move (the distances would count the points around it for c).
    [[nodiscard]] bool invasion(int p, Cell c) const {
        return !touches_own_living(p, c) && share_of(other(c), p) >= invasion_share;
    }

    // A stone of c next to a stone of c's that the estimate called dead: the play-out brings dead stones back to life
    // only by joining them to a living chain (gain()).
    [[nodiscard]] bool touches_own_dead(int p, Cell c) const {
        for (int n : dirs_)
            if (board_.at(p + n) == c && dead_[ix(p + n)]) return true;
        return false;
    }

    // A stone of c at p would touch c's stones called dead but none of its living ones: no move of the play-out's (it
    // never brings dead stones back but by joining them to a living chain).
    [[nodiscard]] bool only_dead_next(int p, Cell c) const {
        return touches_own_dead(p, c) && !touches_own_living(p, c);
    }

    // True when o taking a chain in atari at its last liberty l joins stones of o's called dead and leaves them
    // capturable: the capture does not bring them back to life, so the chain needs no defence (its point stays its
    // owner's, as when the players count).
    [[nodiscard]] bool harmless_capture(int l, Cell o) {
        if (!touches_own_dead(l, o) || !board_.allowed(l, o, 1)) return false;
        probe_ = board_;
        probe_.play(l, o);
        return capturable(probe_, l);
    }

    // What a move leaves its opponent o to answer.
    enum class Threat : std::uint8_t {
        None,           // nothing of o's can be captured
        FreeDefence,    // a chain of o's is threatened; o can defend it on a neutral point
        CostlyDefence,  // ... only inside its own area (a point lost under territory counting)
        Killing,        // no one move of o's keeps every threatened chain
    };

    // The threat the move at p on `b` makes against o's living chains next to it: how o can answer with one move that
    // keeps them all (`chains`, when given, is set to how many are threatened). Uses the distances of `b` (see
    // Reckoning::lead). A killing move is no endgame move: the estimate called those chains alive (but see pre_empt()).
    [[nodiscard]] Threat threat_after(const PlayoutBoard& b, int p, Cell o, int* chains = nullptr) {
        int threatened[4];
        int k = 0;
        for (int n : dirs_) {
            const int q = p + n;
            if (b.at(q) != o || !living(b, q)) continue;
            const int head = b.chain_head(q);
            if (std::find(threatened, threatened + k, head) != threatened + k || !capturable(b, q)) continue;
            threatened[k++] = head;
        }
        if (chains) *chains = k;
        if (k == 0) return Threat::None;
        std::vector<int>& moves = defences_;
        moves.clear();
        for (int i = 0; i < k; ++i) {
            int libs[Reader::max_liberties + 1];
            const int n = b.liberties(threatened[i], libs, Reader::max_liberties + 1);
            moves.insert(moves.end(), libs, libs + n);
            Reader::add_short_neighbours(b, threatened[i], moves);
        }
        const std::size_t own = o == Cell::Black ? 0 : 1;
        Threat best = Threat::Killing;
        for (int d : moves) {
            if (!b.allowed(d, o, 1)) continue;
            probe_ = b;
            probe_.play(d, o);
            if (std::any_of(threatened, threatened + k, [&](int t) { return capturable(probe_, t); })) continue;
            const bool owned = reckoning_.nearer(own, d);
            best = std::min(best, owned ? Threat::CostlyDefence : Threat::FreeDefence);
            if (best == Threat::FreeDefence) break;
        }
        return best;
    }

    // gain(p, c, before) as computed on an earlier turn when nothing has been played near p since (see note_change): a
    // move's worth is local.
    [[nodiscard]] std::optional<Gain> cached_gain(int p, Cell c, int before) {
        const std::size_t k = c == Cell::Black ? 0 : 1;
        if (cached_at_[k][ix(p)] >= changed_at_[ix(p)]) return cache_[k][ix(p)];
        cache_[k][ix(p)] = gain(p, c, before);
        cached_at_[k][ix(p)] = turn_;
        return cache_[k][ix(p)];
    }

    // Marks the points within `radius` of p as changed: their cached gains are stale.
    void note_change(int p, int radius) {
        ++turn_;
        const int s = board_.stride();
        for (int dy = -radius; dy <= radius; ++dy)
            for (int dx = -radius; dx <= radius; ++dx) {
                const int q = p + dy * s + dx;
                if (q >= 0 && q < board_.cells()) changed_at_[ix(q)] = turn_;
            }
    }

    // Marks the liberties (and their neighbours) of the chains next to p: whether a move there is safe depends on those
    // chains, however far their liberties lie.
    void note_chains_around(int p) {
        for (int n : dirs_) {
            const int q = p + n;
            if (!is_stone(board_.at(q))) continue;
            int libs[64];
            const int k = board_.liberties(q, libs, 64);
            for (int i = 0; i < k; ++i) note_change(libs[i], 1);
        }
    }

    // No chain of c next to p (p included) can be captured by the opponent's next moves.
    [[nodiscard]] bool safe_after(const PlayoutBoard& b, int p, Cell c) {
        for (int q : {p, p - 1, p + 1, p - b.stride(), p + b.stride()})
            if (b.at(q) == c && living(b, q) && capturable(b, q)) return false;
        return true;
    }

    [[nodiscard]] bool capturable(const PlayoutBoard& b, int q) { return reader_.capturable(b, q); }

    // capturable(board_, head) for the chain whose first stone is `head`, as read on an earlier turn when nothing has
    // been played near the chains the reading starts from since (see note_change). Like cached_gain, an approximation:
    // a deep reading can reach further (on the played-out professional records of the shared corpus, once, changing no
    // count).
    [[nodiscard]] bool capturable_now(int head) {
        const int read_at = read_at_[ix(head)];
        bool fresh = read_at >= 0;
        // The chains the reading can touch: the chain itself, the chains next to it and next to its liberties.
        int around[24];
        int k = 0;
        auto note = [&](int q) {
            if (!is_stone(board_.at(q))) return;
            const int h = board_.chain_head(q);
            if (std::find(around, around + k, h) != around + k) return;
            if (k == 24)
                fresh = false;
            else
                around[k++] = h;
        };
        note(head);
        for (int s = head; fresh;) {
            for (int n : dirs_) {
                note(s + n);
                if (board_.at(s + n) == Cell::Empty)
                    for (int m : dirs_) note(s + n + m);
            }
            s = board_.next_stone(s);
            if (s == head) break;
        }
        for (int i = 0; i < k && fresh; ++i)
            for (int s = around[i]; fresh;) {
                fresh = changed_at_[ix(s)] <= read_at;
                s = board_.next_stone(s);
                if (s == around[i]) break;
            }
        if (fresh) return read_capturable_[ix(head)] != 0;
        read_capturable_[ix(head)] = capturable(board_, head) ? 1 : 0;
        read_at_[ix(head)] = turn_;
        return read_capturable_[ix(head)] != 0;
    }

    // The best move for the side to move, or none (a pass).
    [[nodiscard]] Candidate choose() {
        const Cell c = to_move_;
        const Cell o = other(c);
        const int before = reckoning_.lead(board_);
        // Points next to both sides' areas (open boundaries, dame): the play-out's candidates.
        std::vector<int> boundary;
        for (int p : points_)
            if (board_.at(p) == Cell::Empty && reckoning_.reached_by_both(p)) boundary.push_back(p);

        auto best_of = [&](const std::vector<int>& moves, FinishReason reason) {
            Candidate best;
            for (int p : moves)
                if (auto g = gain(p, c, before); g && g->points > best.value) best = {p, g->points, reason};
            return best;
        };
        // 1. A living chain of ours that the opponent could capture: make it safe (when there are several, with the one
        //    move that keeps them all if there is one; else the one whose loss would cost most first). A chain that
        //    only stones called dead touch is not attacked unless in atari: the play-out never brings dead stones back.
        //    A chain the players left in atari (the record's last move did not put it there) is neither saved nor
        //    taken: its owner had a turn to save it, the other side one to take it, and they ended the game so.
        // 2. A living chain of theirs in atari (but one the players left so): take it. Never as a ko (the capturing
        //    stone is left in atari, see safe_after): a ko left open goes to the side that took it last, which
        //    connects in step 1.
        std::vector<std::pair<int, int>> weak;  // (stake, head)
        std::vector<int> captures;
        for (int p : points_) {
            if (!living(board_, p) || board_.chain_head(p) != p) continue;
            int libs[Reader::max_liberties + 1];
            const int n = board_.liberties(p, libs, Reader::max_liberties + 1);
            if (board_.at(p) == o && n == 1 && !left_in_atari_[ix(p)]) captures.push_back(libs[0]);
            if (board_.at(p) == c && n <= Reader::max_liberties &&
                !(n == 1 && (left_in_atari_[ix(p)] || harmless_capture(libs[0], o))) &&
                !(n >= 2 && only_dead_around(p, o)) && capturable_now(p))
                weak.emplace_back(stake(p, n == 1 ? libs[0] : -1, before), p);
        }
        std::sort(weak.rbegin(), weak.rend());
        if (weak.size() > 1) {
            std::vector<int> moves;
            bool in_atari = false;
            for (auto [size, head] : weak) in_atari = add_defences(head, moves) == 1 || in_atari;
            Candidate both;
            for (int p : moves) {
                const auto g = gain(p, c, before);
                if (!g || g->points <= both.value) continue;
                // gain() left the position after p in scratch_.
                if (std::any_of(weak.begin(), weak.end(), [&](auto w) { return capturable(scratch_, w.second); }))
                    continue;
                both = {p, g->points, in_atari ? FinishReason::Save : FinishReason::Defend};
            }
            if (both.point >= 0) return both;
        }
        for (auto [size, head] : weak) {
            std::vector<int> moves;
            const int n = add_defences(head, moves);
            const Candidate best = best_of(moves, n == 1 ? FinishReason::Save : FinishReason::Defend);
            if (best.point >= 0) return best;
        }
        if (const Candidate best = best_of(captures, FinishReason::Capture); best.point >= 0) return best;
        // 3. A stone of theirs that would threaten two of our chains at once: forestall it (see forestall()).
        if (const Candidate teire = forestall(c, before); teire.point >= 0) return teire;
        // 4. The boundary point that matters most (boundary_priority), sente first among equals; or a dame; or a teire
        //    (see teire()).
        Candidate best;
        int best_swing = std::numeric_limits<int>::min();
        bool best_forcing = false;
        for (int p : boundary) {
            const auto mine = open_to(p, c) ? cached_gain(p, c, before) : std::nullopt;
            if (!mine) continue;
            const auto theirs = open_to(p, o) ? cached_gain(p, o, before) : std::nullopt;
            const int swing = boundary_priority(mine->points, mine->forcing, theirs ? theirs->points : 0);
            if (std::tie(swing, mine->forcing, mine->points) <= std::tie(best_swing, best_forcing, best.value))
                continue;
            best = {p, mine->points, FinishReason::Boundary};
            best_swing = swing;
            best_forcing = mine->forcing;
        }
        if (best.point < 0 || best_swing < 0 || (best_swing == 0 && best.value < 0)) return teire(boundary, c);
        if (touches_own_dead(best.point, c))
            best.reason = FinishReason::Rescue;
        else if (best_swing == 0 || (!territory_ && best_swing == 2 && best.value == 1))
            best.reason = FinishReason::Dame;
        return best;
    }

    // A stone c adds in its own area so that a dame it cannot fill safely yet can be filled next: when c has no move
    // left but such a dame, c strengthens the chain that makes it unsafe. Under area counting any point of c's area
    // will do (a stone there costs nothing), also for a dame that neither side can fill at once (open_to takes it for a
    // seki liberty; a real one stays unsafe to fill); under territory counting only the other liberty of a chain whose
    // only liberties are that point and the dame (the chain must be connected there once the dame is filled; the count
    // leaves such a point out unless the chain reaches another liberty through other dame, see score/must_fill.hpp).
    // None otherwise.
    [[nodiscard]] Candidate teire(const std::vector<int>& boundary, Cell c) {
        reckoning_.measure(board_);  // the gains read since choose() began left the distances of other boards
        const std::size_t own = c == Cell::Black ? 0 : 1;
        for (int p : boundary) {
            if (territory_ ? !open_to(p, c) : secure_for(other(c), p)) continue;
            for (int n : dirs_) {
                const int q = p + n;
                if (board_.at(q) != c || !living(board_, q)) continue;
                int libs[8];
                const int k = board_.liberties(q, libs, 8);
                if (territory_ && (k != 2 || (libs[0] != p && libs[1] != p))) continue;
                for (int i = 0; i < k; ++i) {
                    const int t = libs[i];
                    const bool in_own_area = reckoning_.nearer(own, t);
                    if (t == p || !in_own_area || !board_.allowed(t, c, 1)) continue;
                    probe_ = board_;
                    probe_.play(t, c);
                    if (!safe_after(probe_, t, c) || !probe_.allowed(p, c, 1)) continue;
                    scratch_ = probe_;
                    scratch_.play(p, c);
                    if (safe_after(scratch_, p, c)) return {t, 0, FinishReason::Defend};
                }
            }
        }
        return {};
    }

    // True when a stone of o's at p on board_ threatens two or more of the other side's living chains so that no one
    // answer keeps them all, and cannot itself be captured. A placement inside the other side's area counts; a stone
    // only next to o's stones called dead does not (only_dead_next).
    [[nodiscard]] bool killing_move(int p, Cell o) {
        if (!board_.allowed(p, o, 1) || only_dead_next(p, o)) return false;
        scratch_ = board_;
        scratch_.play(p, o);
        reckoning_.measure(scratch_);
        int chains = 0;
        return threat_after(scratch_, p, other(o), &chains) == Threat::Killing && chains >= 2 &&
               !capturable(scratch_, p);
    }

    // killing_move(p, o) as read on an earlier turn when nothing has been played near p since.
    [[nodiscard]] bool cached_killing(int p, Cell o) {
        const std::size_t k = o == Cell::Black ? 0 : 1;
        if (killed_at_[k][ix(p)] < changed_at_[ix(p)]) {
            kills_[k][ix(p)] = killing_move(p, o) ? 1 : 0;
            killed_at_[k][ix(p)] = turn_;
        }
        return kills_[k][ix(p)] != 0;
    }

    // The teire c adds against the other side's killing moves (killing_move) on the liberties of c's chains with two
    // liberties or one, or none when there are none (or no one move forestalls them all). The players add it before
    // the dame are filled, often inside their own area.
    [[nodiscard]] Candidate forestall(Cell c, int before) {
        std::vector<int> kills;
        for (int p : points_) {
            if (!living(board_, p) || board_.at(p) != c || board_.chain_head(p) != p) continue;
            int libs[Reader::max_liberties + 1];
            const int n = board_.liberties(p, libs, Reader::max_liberties + 1);
            if (n > 2) continue;
            for (int i = 0; i < n; ++i)
                if (std::find(kills.begin(), kills.end(), libs[i]) == kills.end() && cached_killing(libs[i], other(c)))
                    kills.push_back(libs[i]);
        }
        return kills.empty() ? Candidate{} : pre_empt(kills, c, before);
    }

    // The move of c's (a point of `kills`, or a liberty of a short chain of c's next to one) after which the other side
    // has none of its killing moves `kills` left, the one that costs c least; or none.
    [[nodiscard]] Candidate pre_empt(const std::vector<int>& kills, Cell c, int before) {
        const Cell o = other(c);
        std::vector<int> moves = kills;
        for (int t : kills)
            for (int n : dirs_)
                if (board_.at(t + n) == c && living(board_, t + n)) {
                    int libs[Reader::max_liberties + 1];
                    const int k = board_.liberties(t + n, libs, Reader::max_liberties + 1);
                    if (k <= Reader::max_liberties) moves.insert(moves.end(), libs, libs + k);
                }
        std::sort(moves.begin(), moves.end());
        moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
        Candidate best;
        for (int d : moves) {
            const auto g = gain(d, c, before);
            if (!g || g->points <= best.value) continue;
            const PlayoutBoard saved = board_;
            board_.play(d, c);
            const bool left = std::any_of(kills.begin(), kills.end(),
                                          [&](int t) { return board_.at(t) == Cell::Empty && killing_move(t, o); });
            board_ = saved;
            if (!left) best = {d, g->points, FinishReason::Defend};
        }
        return best;
    }

    // What losing c's weak chain at `head` would cost: its stones twice (stones and points), or the opponent's gain
    // taking it at `liberty` (in atari) when larger; nothing when that taking could be taken back (a ko).
    [[nodiscard]] int stake(int head, int liberty, int before) {
        const int stones = 2 * board_.chain_size(head);
        if (liberty < 0) return stones;
        const Cell o = other(board_.at(head));
        if (board_.retakable_capture(liberty, o)) return 0;
        const auto taken = gain(liberty, o, before);
        return taken ? std::max(taken->points, stones) : stones;
    }

    // Every stone of o's next to the chain at `head` is called dead.
    [[nodiscard]] bool only_dead_around(int head, Cell o) const {
        int s = head;
        do {
            for (int d : dirs_)
                if (board_.at(s + d) == o && !dead_[ix(s + d)]) return false;
            s = board_.next_stone(s);
        } while (s != head);
        return true;
    }

    // p is c's secure area by the estimate's playouts (owned by c in nearly all of them).
    [[nodiscard]] bool secure_for(Cell c, int p) const { return share_of(c, p) >= secure_share; }

    // The share of the estimate's playouts that ended with p in c's area (-1: the playouts never saw p).
    [[nodiscard]] float share_of(Cell c, int p) const {
        const auto [black, white] = share_[ix(p)];
        return c == Cell::Black ? black : white;
    }

    // A point c may play in the play-out, by the estimate's playouts: not a seki liberty (left empty between both
    // sides in most playouts, and neither can fill it without a self-atari) and not in the other side's secure area
    // (owned by it in nearly all; c's own secure points it may fill). Points the playouts never saw (added since, or no
    // playouts) are open.
    [[nodiscard]] bool open_to(int p, Cell c) const {
        const auto [black, white] = share_[ix(p)];
        if (black < 0) return true;
        if (secure_for(other(c), p)) return false;
        const bool seki_like = 1.0F - black - white >= seki_share;
        return !seki_like || board_.allowed(p, Cell::Black, 1) || board_.allowed(p, Cell::White, 1);
    }

    // Appends the moves that may make the chain at `head` safe on board_: its liberties, and the liberties of the
    // opponent chains in atari next to it. Returns how many liberties it has (up to Reader::max_liberties + 1).
    int add_defences(int head, std::vector<int>& out) const {
        int libs[Reader::max_liberties + 1];
        const int n = board_.liberties(head, libs, Reader::max_liberties + 1);
        out.insert(out.end(), libs, libs + n);
        const Cell o = other(board_.at(head));
        int s = head;
        do {
            for (int d : dirs_) {
                const int q = s + d;
                if (board_.at(q) == o && board_.in_atari(q)) out.push_back(board_.atari_liberty(q));
            }
            s = board_.next_stone(s);
        } while (s != head);
        return n;
    }

    PlayoutBoard board_;
    PlayoutBoard scratch_;
    PlayoutBoard probe_;
    bool territory_;
    Cell to_move_;
    std::array<int, 4> dirs_{};
    std::vector<int> points_;
    std::vector<char> dead_;
    Reckoning reckoning_;        // counts positions with points_ and dead_
    std::vector<int> defences_;  // threat_after's candidate answers
    std::vector<int> revived_;   // revive()'s stones: called dead, joined to a living chain by a move
    // Per cell: a stone of a chain in atari when the play-out began that the record's last move did not put there: the
    // players left it so, neither saving nor taking it.
    std::vector<char> left_in_atari_;
    Reader reader_;
    // Gains cached per colour and point, the turn they were computed at, and the turn each point last had a move near
    // it.
    std::array<std::vector<std::optional<Gain>>, 2> cache_;
    std::array<std::vector<int>, 2> cached_at_;
    // Per colour and point: whether a stone there would be a killing move (killing_move), and the turn that was read.
    std::array<std::vector<char>, 2> kills_;
    std::array<std::vector<int>, 2> killed_at_;
    std::vector<int> changed_at_;
    // Per chain head: the turn its capturability was last read (-1: never), and the answer.
    std::vector<int> read_at_;
    std::vector<char> read_capturable_;
    int turn_ = 1;
    std::vector<std::array<float, 2>> share_;  // per cell: the estimate's Black / White area share
};

}  // namespace

std::string_view to_string(FinishReason reason) {
    switch (reason) {
        case FinishReason::Save: return "save";
        case FinishReason::Capture: return "capture";
        case FinishReason::Defend: return "defend";
        case FinishReason::Boundary: return "boundary";
        case FinishReason::Rescue: return "rescue";
        case FinishReason::Dame: return "dame";
    }
    return "dame";
}

Finish finish(const go::Board& board, go::Color to_move, std::optional<go::Point> ko, const score::DeadStones& calls,
              const FinishOptions& options) {
    Finisher finisher(board, to_move, ko, calls, options);
    return finisher.run(board);
}

}  // namespace kifu::estimate
