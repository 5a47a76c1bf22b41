#include <kifu/estimate/playout_policy.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>
#include <utility>

namespace kifu::estimate {

namespace {

// A cell index as a vector index.
constexpr std::size_t ix(int p) { return static_cast<std::size_t>(p); }

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
    if (n < 3) return -1;
    int best = -1;
    int best_degree = -1;
    bool unique = false;
    for (std::size_t i = 0; i < n; ++i) {
        int degree = 0;
        for (int d : {-1, 1, -s, s}) degree += known(space[i] + d) ? 1 : 0;
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

}  // namespace kifu::estimate
