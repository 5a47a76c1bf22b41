#include <kifu/estimate/playout_policy.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>
#include <utility>

namespace kifu::estimate {

namespace {

// A chain of this many stones or more, short of liberties, does not put in atari an opponent chain
// in its eye space whose capture leaves a nakade shape (see nakade_atari).
constexpr int nakade_atari_min_stones = 10;
// Short of liberties: this many or fewer after the atari, the atari'd chain's last liberty included.
constexpr int nakade_atari_liberties = 3;
static_assert(nakade_atari_liberties < PlayoutBoard::max_counted_liberties);
// Chains in a race heading for seki have at most this many liberties.
constexpr int race_liberties = 3;
// Chains in such a race have at least this many stones.
constexpr int race_min_stones = 3;
// Opponent chains next to a racing chain that seki_reply looks at, at most.
constexpr int race_chains = 8;
// Empty regions of this many points or more count as room for an eye whatever they touch further.
constexpr std::size_t eye_region_limit = 8;

// 3x3 shapes worth playing next to the opponent's last move in playouts (hane, cuts, blocks on the
// edge; the MoGo playout shapes). Rows top to bottom around the move in the middle; X and O stand
// for either colour, x for "not X", o for "not O", space for off the board, ? for anything.
constexpr std::array<std::array<std::string_view, 3>, 13> shapes{{
    {"XOX", "...", "???"},  // hane enclosing a stone
    {"XO.", "...", "?.?"},  // hane, no cut
    {"XO?", "X..", "x.?"},  // hane bending around
    {".O.", "X..", "..."},  // diagonal attachment
    {"XO?", "O.o", "?o?"},  // cut
    {"XO?", "O.X", "???"},  // cut after a peep
    {"?X?", "O.O", "ooo"},  // cut through
    {"OX?", "o.O", "???"},  // cut of a knight's move
    {"X.?", "O.?", "   "},  // edge: chase
    {"OX?", "X.O", "   "},  // edge: block a cut
    {"?X?", "x.O", "   "},  // edge: block a connection
    {"?XO", "x.x", "   "},  // edge: descend
    {"?OX", "X.O", "   "},  // edge: cut
}};

// Which of the 4^8 neighbourhoods (2 bits per neighbour: empty, black, white, border) match a shape.
class ShapeTable {
public:
    ShapeTable() : match_(1U << 16, 0) {
        constexpr std::array<std::pair<int, int>, 8> around{
            {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}};
        for (const auto& shape : shapes)
            for (int sym = 0; sym < 8; ++sym)
                for (const Cell x : {Cell::Black, Cell::White}) {
                    std::array<unsigned, 8> allowed{};
                    for (std::size_t k = 0; k < 8; ++k) {
                        const auto [dx, dy] = around[k];
                        const char c = shape[static_cast<std::size_t>(dy + 1)][static_cast<std::size_t>(dx + 1)];
                        int tx = (sym & 4) ? dy : dx;
                        int ty = (sym & 4) ? dx : dy;
                        if (sym & 1) tx = -tx;
                        if (sym & 2) ty = -ty;
                        std::size_t at = 0;
                        while (around[at] != std::pair{tx, ty}) ++at;
                        allowed[at] = states(c, x);
                    }
                    mark(allowed, 0, 0);
                }
    }
    // True when the neighbourhood code matches a shape.
    [[nodiscard]] bool matches(unsigned code) const { return match_[code] != 0; }

private:
    // The cell states (bit i: Cell(i)) that pattern character c allows when X is colour x.
    static unsigned states(char c, Cell x) {
        const unsigned xs = 1U << static_cast<unsigned>(x);
        const unsigned os = 1U << static_cast<unsigned>(other(x));
        switch (c) {
            case 'X': return xs;
            case 'O': return os;
            case 'x': return 15U & ~xs;
            case 'o': return 15U & ~os;
            case '.': return 1U;
            case ' ': return 8U;
            default: return 15U;
        }
    }
    void mark(const std::array<unsigned, 8>& allowed, std::size_t k, unsigned code) {
        if (k == 8) {
            match_[code] = 1;
            return;
        }
        for (unsigned st = 0; st < 4; ++st)
            if (allowed[k] & (1U << st)) mark(allowed, k + 1, code | (st << (2 * k)));
    }
    std::vector<std::uint8_t> match_;
};

// The neighbourhood code of p (see ShapeTable).
unsigned shape_code(const PlayoutBoard& board, int p) {
    const int s = board.stride();
    const int around[8] = {p - s - 1, p - s, p - s + 1, p - 1, p + 1, p + s - 1, p + s, p + s + 1};
    unsigned code = 0;
    for (std::size_t k = 0; k < 8; ++k) code |= static_cast<unsigned>(board.at(around[k])) << (2 * k);
    return code;
}

// The point of `space` (n distinct points) touching more of it than any other when n is 3 to 6
// (straight or bent three, pyramid four, bulky and crossed five, rabbity six); -1 when n is out of
// range or the most connected point is tied.
int vital_point(const int* space, std::size_t n, int stride) {
    if (n < 3 || n > 6) return -1;
    int best = -1;
    int best_degree = -1;
    bool unique = false;
    for (std::size_t i = 0; i < n; ++i) {
        int degree = 0;
        for (int d : {-1, 1, -stride, stride})
            degree += std::find(space, space + n, space[i] + d) != space + n ? 1 : 0;
        if (degree > best_degree) {
            best = space[i];
            best_degree = degree;
            unique = true;
        } else if (degree == best_degree) {
            unique = false;
        }
    }
    return unique ? best : -1;
}

// Copies the stones of the chain at p (at most 6) into `space` (k of them) and returns true when
// the chain touches no other chain of its colour.
bool enclosed_stones(const PlayoutBoard& board, int p, std::array<int, 6>& space, std::size_t& k) {
    const int s = board.stride();
    const Cell color = board.at(p);
    const int h = board.chain_head(p);
    bool enclosed = true;
    int st = h;
    do {
        space[k++] = st;
        for (int q : {st - 1, st + 1, st - s, st + s})
            enclosed = enclosed && (board.at(q) != color || board.chain_head(q) == h);
        st = board.next_stone(st);
    } while (st != h && k < space.size());
    return enclosed && st == h;
}

// True when the empty region at `start` (p and `lib` count as walls) touches no stone of the
// opponent of c within its first eye_region_limit points: an eye, or room enough to make one.
bool eye_region(const PlayoutBoard& board, int start, int p, int lib, Cell c) {
    const int s = board.stride();
    std::array<int, eye_region_limit> region{};
    std::size_t k = 0;
    region[k++] = start;
    for (std::size_t i = 0; i < k; ++i)
        for (int q : {region[i] - 1, region[i] + 1, region[i] - s, region[i] + s}) {
            if (q == p || q == lib) continue;
            const Cell x = board.at(q);
            if (x == other(c)) return false;
            if (x != Cell::Empty || std::find(region.begin(), region.begin() + static_cast<std::ptrdiff_t>(k), q) !=
                                        region.begin() + static_cast<std::ptrdiff_t>(k))
                continue;
            if (k == region.size()) return true;
            region[k++] = q;
        }
    return true;
}

// True when a chain of c next to p has a liberty other than p and `lib` in an eye region: an eye
// besides the space of the chain that c at p puts in atari.
bool other_eye(const PlayoutBoard& board, int p, int lib, Cell c) {
    const int s = board.stride();
    for (int n : {p - 1, p + 1, p - s, p + s}) {
        if (board.at(n) != c) continue;
        const int h = board.chain_head(n);
        int st = h;
        do {
            for (int q : {st - 1, st + 1, st - s, st + s})
                if (board.at(q) == Cell::Empty && q != p && q != lib && eye_region(board, q, p, lib, c)) return true;
            st = board.next_stone(st);
        } while (st != h);
    }
    return false;
}

// True when the chain at p may be in a race: race_min_stones or more stones, not in atari, and no
// more pseudo-liberties than race_liberties liberties can make (each touches at most four stones).
bool may_race(const PlayoutBoard& board, int p) {
    return board.chain_size(p) >= race_min_stones && !board.in_atari(p) &&
           board.pseudo_liberties(p) <= 4 * race_liberties;
}

// Collects the liberties of the chain at p into `own` (nown) and the heads of the opponent chains
// next to it that may race into `opponents` (nopp); false when it has more than race_liberties
// liberties or more than race_chains such neighbours.
bool race_around(const PlayoutBoard& board, int p, int* own, int& nown, int* opponents, int& nopp) {
    const int s = board.stride();
    const Cell o = other(board.at(p));
    const int h = board.chain_head(p);
    int st = h;
    do {
        for (int q : {st - 1, st + 1, st - s, st + s}) {
            const Cell x = board.at(q);
            if (x == Cell::Empty && std::find(own, own + nown, q) == own + nown) {
                if (nown == race_liberties) return false;
                own[nown++] = q;
            } else if (x == o && std::find(opponents, opponents + nopp, board.chain_head(q)) == opponents + nopp &&
                       may_race(board, q)) {
                if (nopp == race_chains) return false;
                opponents[nopp++] = board.chain_head(q);
            }
        }
        st = board.next_stone(st);
    } while (st != h);
    return true;
}

// The outside liberty of the opponent chain at q (not among c's chain liberties `own`, nown of
// them) that c can take without self-atari, when that chain has at most race_liberties liberties
// and shares two or more with c's chain; -1 otherwise.
int outside_liberty(const PlayoutBoard& board, int q, const int* own, int nown, Cell c) {
    int opp[race_liberties + 1];
    const int nopp = board.liberties(q, opp, race_liberties + 1);
    if (nopp > race_liberties) return -1;
    int shared = 0;
    int outside = -1;
    for (int i = 0; i < nopp; ++i) {
        if (std::find(own, own + nown, opp[i]) != own + nown) ++shared;
        else if (board.liberties_after(opp[i], c) >= 2) outside = opp[i];
    }
    return shared >= 2 ? outside : -1;
}

}  // namespace

bool shape_move(const PlayoutBoard& board, int p) {
    static const ShapeTable table;
    return table.matches(shape_code(board, p));
}

int urgent_move(const PlayoutBoard& board, std::vector<int>& ataris, const std::vector<char>* doomed,
                Cell color) {
    const int s = board.stride();
    int capture = -1;
    int capture_size = 0;
    int save = -1;
    int save_size = 0;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < ataris.size(); ++i) {
        const int p = ataris[i];
        const Cell x = board.at(p);
        if (x == Cell::Empty || !board.in_atari(p)) continue;
        const int h = board.chain_head(p);
        bool dup = false;
        for (std::size_t j = 0; j < kept && !dup; ++j) dup = board.chain_head(ataris[j]) == h;
        if (dup) continue;
        ataris[kept++] = p;
        const int size = board.chain_size(p);
        if (x != color) {
            const int lib = board.atari_liberty(p);
            if (size > capture_size && !board.retakable_capture(lib, color)) {
                capture = lib;
                capture_size = size;
            }
            continue;
        }
        if (size <= save_size || (doomed != nullptr && (*doomed)[ix(p)])) continue;
        const int lib = board.atari_liberty(p);
        int move = board.liberties_after(lib, color) >= 2 ? lib : -1;
        for (int st = h; move < 0;) {
            for (int q : {st - 1, st + 1, st - s, st + s})
                if (board.at(q) == other(color) && board.in_atari(q)) move = board.atari_liberty(q);
            st = board.next_stone(st);
            if (st == h) break;
        }
        if (move >= 0) {
            save = move;
            save_size = size;
        }
    }
    ataris.resize(kept);
    if (save >= 0 && save_size > capture_size) return save;
    return capture >= 0 ? capture : save;
}

void note_ataris(const PlayoutBoard& board, int p, std::vector<int>& ataris) {
    const int s = board.stride();
    for (int n : {p, p - 1, p + 1, p - s, p + s}) {
        const Cell x = board.at(n);
        if ((x == Cell::Black || x == Cell::White) && board.in_atari(n)) ataris.push_back(n);
    }
}

int nakade_point(const PlayoutBoard& board, const std::vector<int>& captured, Cell capturer) {
    if (captured.empty() || captured.size() > 6) return -1;
    const int s = board.stride();
    std::array<int, 7> space{};
    std::size_t n = 0;
    auto known = [&](int q) {
        const auto end = space.begin() + static_cast<std::ptrdiff_t>(n);
        return std::find(space.begin(), end, q) != end;
    };
    for (int q : captured) {
        if (known(q)) continue;
        space[n++] = q;
    }
    for (std::size_t i = 0; i < n; ++i)
        for (int d : {-1, 1, -s, s}) {
            const int q = space[i] + d;
            const Cell x = board.at(q);
            if (x == Cell::Empty && !known(q)) {
                if (n == 6) return -1;
                space[n++] = q;
            } else if (x == other(capturer)) {
                return -1;
            }
        }
    return vital_point(space.data(), n, s);
}

bool nakade_atari(const PlayoutBoard& board, int p, Cell c) {
    const int s = board.stride();
    const int around[4] = {p - 1, p + 1, p - s, p + s};
    int own_size = 0;
    bool small_opponent = false;
    for (int q : around) {
        const Cell x = board.at(q);
        if (x == c) own_size = std::max(own_size, board.chain_size(q));
        else if (x == other(c))
            small_opponent = small_opponent || (board.chain_size(q) >= 3 && board.chain_size(q) <= 6);
    }
    if (!small_opponent || own_size < nakade_atari_min_stones) return false;
    for (int n : around) {
        if (board.at(n) != other(c) || board.chain_size(n) < 3 || board.chain_size(n) > 6) continue;
        int libs[3];
        if (board.liberties(n, libs, 3) != 2) continue;
        std::array<int, 6> space{};
        std::size_t k = 0;
        if (!enclosed_stones(board, n, space, k) || vital_point(space.data(), k, s) < 0) continue;
        const int lib = libs[0] == p ? libs[1] : libs[0];
        if (board.liberties_after(p, c, nakade_atari_liberties + 1) <= nakade_atari_liberties &&
            !other_eye(board, p, lib, c))
            return true;
    }
    return false;
}

int seki_reply(const PlayoutBoard& board, int last, Cell c) {
    const int s = board.stride();
    int heads[4];  // each chain next to `last` once
    int nheads = 0;
    for (int n : {last - 1, last + 1, last - s, last + s}) {
        if (board.at(n) != c || std::find(heads, heads + nheads, board.chain_head(n)) != heads + nheads) continue;
        heads[nheads++] = board.chain_head(n);
        if (!may_race(board, n)) continue;
        int own[race_liberties];
        int nown = 0;
        int opponents[race_chains];
        int nopp = 0;
        if (!race_around(board, n, own, nown, opponents, nopp)) continue;
        for (int i = 0; i < nopp; ++i) {
            const int reply = outside_liberty(board, opponents[i], own, nown, c);
            if (reply >= 0) return reply;
        }
    }
    return -1;
}

}  // namespace kifu::estimate
