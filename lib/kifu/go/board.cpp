#include <kifu/go/board.hpp>

#include <algorithm>
#include <array>
#include <stdexcept>

#include <kifu/util/random.hpp>

namespace kifu::go {

namespace {

constexpr int cap = Board::max_cells;

struct Zobrist {
    std::array<std::array<std::uint64_t, cap>, 2> key{};
};

constexpr Zobrist make_zobrist() {
    Zobrist z;
    util::SplitMix64 random{0x6B69667520676FULL};
    for (auto& colour : z.key)
        for (auto& k : colour) k = random.next();
    return z;
}

constexpr Zobrist zobrist = make_zobrist();

constexpr std::uint64_t key(Color c, int i) { return zobrist.key[static_cast<std::size_t>(index(c))][static_cast<std::size_t>(i)]; }

}  // namespace

Board::Board(int width, int height)
    : width_(width), height_(height), stride_(width + 1), cells_((height + 2) * (width + 1) + 1) {
    for (int i = 0; i < cells_; ++i) cell_[i] = Cell{border, 0, 0, 0, 0};
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) cell_[(y + 1) * stride_ + x + 1].color = 0;
}

Board::Board(const Board& other)
    : width_(other.width_), height_(other.height_), stride_(other.stride_), cells_(other.cells_),
      hash_(other.hash_), stones_{other.stones_[0], other.stones_[1]} {
    std::copy_n(other.cell_, cells_, cell_);
}

Board& Board::operator=(const Board& other) {
    if (this == &other) return *this;
    width_ = other.width_;
    height_ = other.height_;
    stride_ = other.stride_;
    cells_ = other.cells_;
    hash_ = other.hash_;
    stones_[0] = other.stones_[0];
    stones_[1] = other.stones_[1];
    std::copy_n(other.cell_, cells_, cell_);
    return *this;
}

bool Board::is_liberty_of(int empty, int head) const {
    const int nb[4] = {empty - stride_, empty - 1, empty + 1, empty + stride_};
    for (int n : nb)
        if (cell_[n].head == head) return true;
    return false;
}

int Board::count_liberties(int head) const {
    int libs = 0;
    int s = head;
    do {
        const int nb[4] = {s - stride_, s - 1, s + 1, s + stride_};
        for (int l : nb) {
            if (cell_[l].color != 0) continue;
            // Count l once: only from its first neighbour (in a fixed order) that is in the chain.
            const int lnb[4] = {l - stride_, l - 1, l + 1, l + stride_};
            for (int n : lnb)
                if (cell_[n].head == head) {
                    if (n == s) ++libs;
                    break;
                }
        }
        s = cell_[s].next;
    } while (s != head);
    return libs;
}

void Board::merge(int a, int b) {
    if (cell_[a].size < cell_[b].size) std::swap(a, b);
    // a is the larger chain; count liberties of b that a already has.
    int shared = 0;
    int s = b;
    do {
        const int nb[4] = {s - stride_, s - 1, s + 1, s + stride_};
        for (int l : nb) {
            if (cell_[l].color != 0) continue;
            const int lnb[4] = {l - stride_, l - 1, l + 1, l + stride_};
            bool first = false;
            for (int n : lnb)
                if (cell_[n].head == b) {
                    first = n == s;
                    break;
                }
            if (first && is_liberty_of(l, a)) ++shared;
        }
        s = cell_[s].next;
    } while (s != b);
    cell_[a].libs = static_cast<std::uint16_t>(cell_[a].libs + cell_[b].libs - shared);
    cell_[a].size = static_cast<std::uint16_t>(cell_[a].size + cell_[b].size);
    s = b;
    do {
        cell_[s].head = static_cast<std::uint16_t>(a);
        s = cell_[s].next;
    } while (s != b);
    std::swap(cell_[a].next, cell_[b].next);
}

Board::Around Board::around(int i, std::uint8_t own) const {
    Around a;
    const Cell& n0 = cell_[i - stride_];
    const Cell& n1 = cell_[i - 1];
    const Cell& n2 = cell_[i + 1];
    const Cell& n3 = cell_[i + stride_];
    a.empties = (n0.color == 0) + (n1.color == 0) + (n2.color == 0) + (n3.color == 0);
    // Empty and border cells have head 0; a head appears again only for the same chain.
    const int h0 = n0.head;
    const int h1 = n1.head;
    const int h2 = n2.head;
    const int h3 = n3.head;
    const bool fresh[4] = {h0 != 0, h1 != 0 && h1 != h0, h2 != 0 && h2 != h0 && h2 != h1,
                           h3 != 0 && h3 != h0 && h3 != h1 && h3 != h2};
    const int heads[4] = {h0, h1, h2, h3};
    const std::uint8_t colors[4] = {n0.color, n1.color, n2.color, n3.color};
    // Branch-free appends: each head is written to both lists, the counts advance where it belongs.
    for (int k = 0; k < 4; ++k) {
        const bool mine = colors[k] == own;
        a.own[a.n_own] = heads[k];
        a.opp[a.n_opp] = heads[k];
        a.n_own += fresh[k] & mine;
        a.n_opp += fresh[k] & !mine;
    }
    return a;
}

void Board::place(int i, Color c, const Around& a) {
    const auto u = static_cast<std::uint16_t>(i);
    const auto own = static_cast<std::uint8_t>(c);
    hash_ ^= key(c, i);
    ++stones_[index(c)];
    for (int k = 0; k < a.n_opp; ++k) --cell_[a.opp[k]].libs;
    if (a.n_own == 0) {
        cell_[i] = Cell{own, u, u, static_cast<std::uint16_t>(a.empties), 1};
        return;
    }
    // Join the largest neighbouring chain: it loses i and gains the empty neighbours of i it lacked.
    int big = a.own[0];
    for (int k = 1; k < a.n_own; ++k)
        if (cell_[a.own[k]].size > cell_[big].size) big = a.own[k];
    Cell& head = cell_[big];
    cell_[i] = Cell{own, static_cast<std::uint16_t>(big), head.next, 0, 0};
    head.next = u;
    ++head.size;
    int libs = head.libs - 1;
    if (a.empties > 0) {
        const int nb[4] = {i - stride_, i - 1, i + 1, i + stride_};
        for (int l : nb) {
            if (cell_[l].color != 0) continue;
            const int lnb[4] = {l - stride_, l - 1, l + 1, l + stride_};
            bool had = false;
            for (int m : lnb) had |= m != i && cell_[m].head == big;
            libs += !had;
        }
    }
    head.libs = static_cast<std::uint16_t>(libs);
    for (int k = 0; k < a.n_own; ++k) {
        if (a.own[k] == big) continue;
        --cell_[a.own[k]].libs;
        merge(big, a.own[k]);
    }
}

int Board::remove_chain(int head) {
    const Color c = static_cast<Color>(cell_[head].color);
    int removed = 0;
    int s = head;
    do {
        const int next = cell_[s].next;
        cell_[s].color = 0;
        cell_[s].head = 0;
        hash_ ^= key(c, s);
        ++removed;
        const int nb[4] = {s - stride_, s - 1, s + 1, s + stride_};
        int seen[4];
        int ns = 0;
        for (int n : nb) {
            const int h = cell_[n].head;
            if (h == 0 || h == head) continue;
            bool dup = false;
            for (int k = 0; k < ns; ++k) dup |= seen[k] == h;
            if (dup) continue;
            seen[ns++] = h;
            ++cell_[h].libs;
        }
        s = next;
    } while (s != head);
    stones_[index(c)] -= removed;
    return removed;
}

PlayError Board::check(Color color, Point p, bool allow_suicide) const {
    if (!on_board(p)) return PlayError::OffBoard;
    const int i = index_of(p);
    if (cell_[i].color != 0) return PlayError::Occupied;
    const auto own = static_cast<std::uint8_t>(color);
    const int nb[4] = {i - stride_, i - 1, i + 1, i + stride_};
    bool joins = false;  // the stone joins a chain of its own colour: a suicide would take more than itself
    for (int n : nb) {
        const std::uint8_t col = cell_[n].color;
        if (col == 0) return PlayError::None;
        if (col == border) continue;
        const int libs = cell_[cell_[n].head].libs;
        if (col == own ? libs > 1 : libs == 1) return PlayError::None;
        joins |= col == own;
    }
    return allow_suicide && joins ? PlayError::None : PlayError::Suicide;
}

std::optional<std::uint64_t> Board::hash_after(Color color, Point p, bool allow_suicide) const {
    if (!on_board(p)) return std::nullopt;
    const int i = index_of(p);
    if (cell_[i].color != 0) return std::nullopt;
    const auto own = static_cast<std::uint8_t>(color);
    const int nb[4] = {i - stride_, i - 1, i + 1, i + stride_};
    std::uint64_t h = hash_ ^ key(color, i);
    int seen[4];
    int ns = 0;
    bool captures = false;
    bool breathes = false;
    for (int n : nb) {
        const std::uint8_t col = cell_[n].color;
        if (col == 0) breathes = true;
        if (col != 1 && col != 2) continue;
        const int head = cell_[n].head;
        if (col == own) {
            breathes |= cell_[head].libs > 1;
            continue;
        }
        if (cell_[head].libs != 1) continue;
        bool dup = false;
        for (int k = 0; k < ns; ++k) dup |= seen[k] == head;
        if (dup) continue;
        seen[ns++] = head;
        captures = true;
        const Color c = static_cast<Color>(col);
        int s = head;
        do {
            h ^= key(c, s);
            s = cell_[s].next;
        } while (s != head);
    }
    if (captures || breathes) return h;
    const bool joins = std::any_of(std::begin(nb), std::end(nb), [&](int n) { return cell_[n].color == own; });
    if (!allow_suicide || !joins) return std::nullopt;  // a single stone's suicide is never allowed
    // Suicide: the new stone and every chain of its own colour next to it disappear.
    h = hash_;
    for (int n : nb) {
        if (cell_[n].color != own) continue;
        const int head = cell_[n].head;
        bool dup = false;
        for (int k = 0; k < ns; ++k) dup |= seen[k] == head;
        if (dup) continue;
        seen[ns++] = head;
        int s = head;
        do {
            h ^= key(color, s);
            s = cell_[s].next;
        } while (s != head);
    }
    return h;
}

PlayOutcome Board::play(Color color, Point p, bool allow_suicide) {
    PlayOutcome out;
    if (!on_board(p)) {
        out.error = PlayError::OffBoard;
        return out;
    }
    const int i = index_of(p);
    if (cell_[i].color != 0) {
        out.error = PlayError::Occupied;
        return out;
    }
    const auto own = static_cast<std::uint8_t>(color);
    const Around a = around(i, own);
    bool captures = false;
    for (int k = 0; k < a.n_opp; ++k) captures |= cell_[a.opp[k]].libs == 1;
    if (!captures && a.empties == 0 && (!allow_suicide || a.n_own == 0)) {  // never a single stone's suicide
        bool breathes = false;
        for (int k = 0; k < a.n_own; ++k) breathes |= cell_[a.own[k]].libs > 1;
        if (!breathes) {
            out.error = PlayError::Suicide;
            return out;
        }
    }
    place(i, color, a);
    int last_captured = 0;
    if (captures) {
        for (int k = 0; k < a.n_opp; ++k) {
            const int h = a.opp[k];
            if (cell_[h].libs != 0) continue;
            last_captured = h;
            out.captured += remove_chain(h);
        }
    }
    const int h = cell_[i].head;
    if (cell_[h].libs == 0) {
        out.suicided = remove_chain(h);
    } else if (out.captured == 1 && cell_[h].size == 1 && cell_[h].libs == 1) {
        out.ko = point_of(last_captured);
    }
    return out;
}

void Board::rebuild_chain(int start) {
    const auto c = cell_[start].color;
    const auto h = static_cast<std::uint16_t>(start);
    std::vector<int> stack{start};
    cell_[start].head = h;
    int prev = start;
    int size = 0;
    while (!stack.empty()) {
        const int s = stack.back();
        stack.pop_back();
        ++size;
        if (s != start) {
            cell_[prev].next = static_cast<std::uint16_t>(s);
            prev = s;
        }
        const int nb[4] = {s - stride_, s - 1, s + 1, s + stride_};
        for (int n : nb)
            if (cell_[n].color == c && cell_[n].head == 0) {
                cell_[n].head = h;
                stack.push_back(n);
            }
    }
    cell_[prev].next = h;
    cell_[start].size = static_cast<std::uint16_t>(size);
    cell_[start].libs = static_cast<std::uint16_t>(count_liberties(start));
}

void Board::set(Point p, Color color) {
    const int i = index_of(p);
    const auto old = static_cast<Color>(cell_[i].color);
    if (old == color) return;
    if (old != Color::Empty) {
        const int h = cell_[i].head;
        int s = h;
        do {
            cell_[s].head = 0;
            s = cell_[s].next;
        } while (s != h);
        cell_[i].color = 0;
        hash_ ^= key(old, i);
        --stones_[index(old)];
        const int nb[4] = {i - stride_, i - 1, i + 1, i + stride_};
        int seen[4];
        int ns = 0;
        for (int n : nb) {
            const auto col = cell_[n].color;
            if (col == static_cast<std::uint8_t>(old)) {
                if (cell_[n].head == 0) rebuild_chain(n);
            } else if (col == 1 || col == 2) {
                const int hn = cell_[n].head;
                bool dup = false;
                for (int k = 0; k < ns; ++k) dup |= seen[k] == hn;
                if (dup) continue;
                seen[ns++] = hn;
                ++cell_[hn].libs;
            }
        }
        // Chains of the old colour next to i gained i as a liberty; rebuild counted it already.
    }
    if (color != Color::Empty) place(i, color, around(i, static_cast<std::uint8_t>(color)));
}

void Board::set_many(std::span<const std::pair<Point, Color>> stones) {
    // A few points: set() one by one, each O(1) but for the chains it splits.
    if (stones.size() <= 8) {
        for (const auto& [p, color] : stones) set(p, color);
        return;
    }
    for (const auto& [p, color] : stones) {
        const int i = index_of(p);
        const auto old = static_cast<Color>(cell_[i].color);
        if (old == color) continue;
        if (old != Color::Empty) {
            hash_ ^= key(old, i);
            --stones_[index(old)];
        }
        if (color != Color::Empty) {
            hash_ ^= key(color, i);
            ++stones_[index(color)];
        }
        cell_[i].color = static_cast<std::uint8_t>(color);
    }
    for (int i = 0; i < cells_; ++i) cell_[i].head = 0;
    for (int i = 0; i < cells_; ++i)
        if ((cell_[i].color == 1 || cell_[i].color == 2) && cell_[i].head == 0) rebuild_chain(i);
}

int Board::liberties(Point p) const {
    if (!on_board(p)) return 0;
    const int h = cell_[index_of(p)].head;
    return h == 0 ? 0 : cell_[h].libs;
}

int Board::chain_size(Point p) const {
    if (!on_board(p)) return 0;
    const int h = cell_[index_of(p)].head;
    return h == 0 ? 0 : cell_[h].size;
}

std::optional<Point> Board::chain_id(Point p) const {
    if (!on_board(p)) return std::nullopt;
    const int h = cell_[index_of(p)].head;
    if (h == 0) return std::nullopt;
    return point_of(h);
}

std::vector<Point> Board::chain(Point p) const {
    std::vector<Point> out;
    if (!on_board(p)) return out;
    const int h = cell_[index_of(p)].head;
    if (h == 0) return out;
    int s = h;
    do {
        out.push_back(point_of(s));
        s = cell_[s].next;
    } while (s != h);
    return out;
}

void Board::check_invariants() const {
    auto fail = [](const std::string& what) { throw std::logic_error("Board invariant: " + what); };
    if (width_ < 1 || height_ < 1 || width_ > max_size || height_ > max_size) fail("size out of range");
    if (stride_ != width_ + 1 || cells_ != (height_ + 2) * stride_ + 1) fail("layout");
    std::uint64_t hash = 0;
    int stones[2] = {0, 0};
    for (int i = 0; i < cells_; ++i) {
        const int x = i % stride_ - 1;
        const int y = i / stride_ - 1;
        const bool inside = x >= 0 && y >= 0 && x < width_ && y < height_;
        const auto col = cell_[i].color;
        if (!inside) {
            if (col != border || cell_[i].head != 0) fail("border cell changed");
            continue;
        }
        if (col == border || col > 3) fail("bad colour");
        if (col == 0) {
            if (cell_[i].head != 0) fail("empty point with a chain");
            continue;
        }
        hash ^= key(static_cast<Color>(col), i);
        ++stones[col - 1];
    }
    if (hash != hash_) fail("hash");
    if (stones[0] != stones_[0] || stones[1] != stones_[1]) fail("stone counts");
    std::vector<int> component(static_cast<std::size_t>(cells_), 0);
    std::vector<char> lib_seen(static_cast<std::size_t>(cells_), 0);
    int id = 0;
    for (int i = 0; i < cells_; ++i) {
        const auto col = cell_[i].color;
        if ((col != 1 && col != 2) || component[static_cast<std::size_t>(i)] != 0) continue;
        ++id;
        std::vector<int> members{i};
        component[static_cast<std::size_t>(i)] = id;
        for (std::size_t k = 0; k < members.size(); ++k) {
            const int s = members[k];
            const int nb[4] = {s - stride_, s - 1, s + 1, s + stride_};
            for (int n : nb)
                if (cell_[n].color == col && component[static_cast<std::size_t>(n)] == 0) {
                    component[static_cast<std::size_t>(n)] = id;
                    members.push_back(n);
                }
        }
        const int h = cell_[i].head;
        if (h <= 0 || h >= cells_ || component[static_cast<std::size_t>(h)] != id) fail("head outside its chain");
        int libs = 0;
        for (int s : members) {
            if (cell_[s].head != h) fail("chain with two heads");
            const int nb[4] = {s - stride_, s - 1, s + 1, s + stride_};
            for (int n : nb)
                if (cell_[n].color == 0 && lib_seen[static_cast<std::size_t>(n)] != id % 127 + 1) {
                    lib_seen[static_cast<std::size_t>(n)] = static_cast<char>(id % 127 + 1);
                    ++libs;
                }
        }
        for (int s : members)
            for (int n : {s - stride_, s - 1, s + 1, s + stride_})
                if (cell_[n].color == 0) lib_seen[static_cast<std::size_t>(n)] = 0;
        if (cell_[h].size != static_cast<int>(members.size())) fail("chain size");
        if (cell_[h].libs != libs) fail("liberty count");
        int walked = 0;
        int s = h;
        do {
            if (component[static_cast<std::size_t>(s)] != id) fail("stone list leaves its chain");
            ++walked;
            if (walked > static_cast<int>(members.size())) fail("stone list too long");
            s = cell_[s].next;
        } while (s != h);
        if (walked != static_cast<int>(members.size())) fail("stone list too short");
    }
}

std::string Board::to_ascii() const {
    std::string out;
    out.reserve(static_cast<std::size_t>((width_ + 1) * height_));
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            const auto col = cell_[(y + 1) * stride_ + x + 1].color;
            out += col == 1 ? 'X' : col == 2 ? 'O' : '.';
        }
        out += '\n';
    }
    return out;
}

Board Board::from_ascii(std::string_view diagram) {
    std::vector<std::string> rows;
    std::string row;
    auto flush = [&] {
        if (!row.empty()) rows.push_back(row);
        row.clear();
    };
    for (char ch : diagram) {
        if (ch == '\n') {
            flush();
        } else if (ch == ' ' || ch == '\t' || ch == '\r') {
            continue;
        } else if (ch == 'X' || ch == 'O' || ch == '.' || ch == '+') {
            row += ch;
        } else {
            throw std::invalid_argument(std::string("board diagram: unexpected character '") + ch + "'");
        }
    }
    flush();
    if (rows.empty() || rows.size() > static_cast<std::size_t>(max_size))
        throw std::invalid_argument("board diagram: 1 to 52 rows expected");
    const auto width = rows.front().size();
    if (width > static_cast<std::size_t>(max_size)) throw std::invalid_argument("board diagram: more than 52 columns");
    for (const auto& r : rows)
        if (r.size() != width) throw std::invalid_argument("board diagram: rows of different lengths");
    Board board(static_cast<int>(width), static_cast<int>(rows.size()));
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < width; ++x) {
            const char ch = rows[y][x];
            if (ch == 'X' || ch == 'O')
                board.set(Point{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)},
                          ch == 'X' ? Color::Black : Color::White);
        }
    return board;
}

bool operator==(const Board& a, const Board& b) {
    if (a.width_ != b.width_ || a.height_ != b.height_ || a.hash_ != b.hash_) return false;
    for (int i = 0; i < a.cells_; ++i)
        if (a.cell_[i].color != b.cell_[i].color) return false;
    return true;
}

}  // namespace kifu::go
