#include <kifu/game/reader.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include <fmt/format.h>

#include <kifu/game/codes.hpp>
#include <kifu/game/handicap.hpp>
#include <kifu/game/handicap_words.hpp>
#include <kifu/sgf/properties.hpp>
#include <kifu/sgf/tree_split.hpp>
#include <kifu/sgf/values.hpp>
#include <kifu/util/number.hpp>
#include <kifu/util/text.hpp>

namespace kifu::game {

namespace {

using sgf::GameTree;
using sgf::npos;

using util::trim;

class Reader {
public:
    Reader(const GameTree& tree, const sgf::Parser& parser, const ReadOptions& options, Record& record)
        : t_(tree), p_(parser), opt_(options), r_(record), lines_(parser.lines()) {}

    void run() {
        std::vector<std::uint32_t> main;
        for (std::uint32_t n = 0; n != npos; n = t_.nodes[n].first_child) main.push_back(n);
        r_.pos = pos(t_.nodes[0].offset);
        read_info(main);
        if (not_go_) return;
        if (opt_.all_variations) reported_.assign(t_.nodes.size(), false);
        int moves = 0;
        r_.actions.reserve(main.size() + 8);
        for (std::size_t d = 0; d < main.size(); ++d) actions(main[d], static_cast<int>(d), moves, r_.actions);
        r_.move_properties = moves;
        read_markup(main);
        resolve_start(r_, p_.location(ha_offset_));
        if (opt_.all_variations)
            variations();
        else if (opt_.report_variations)
            variation_values(main);
    }

private:
    TextPos pos(std::uint64_t offset) {
        if (p_.storage()) {  // converted text: the parser counts the columns in the file's own bytes
            const diag::SourceLocation at = p_.location(offset);
            return {at.line, at.col};
        }
        auto lc = lines_.at(offset, hint_);
        return {lc.line, lc.col};
    }

    void report(const diag::Code& code, std::uint64_t offset, std::string msg) {
        p_.report(r_.diagnostics, code, offset, std::move(msg));
    }

    // The first value of `id` along the main line (the root first).
    const sgf::Value* info(const std::vector<std::uint32_t>& main, std::string_view id) const {
        for (std::uint32_t n : main) {
            if (const sgf::Value* v = t_.first_value(n, id)) return v;
            if (t_.find(n, "B") != nullptr || t_.find(n, "W") != nullptr) break;
        }
        return nullptr;
    }

    // RE from the game-info nodes or, failing that, from the first later main-line node holding it
    // (whose depth goes to result_node: play after it comes after the recorded end).
    const sgf::Value* result_value(const std::vector<std::uint32_t>& main) {
        if (const sgf::Value* v = info(main, "RE")) return v;
        for (std::size_t depth = 0; depth < main.size(); ++depth)
            if (const sgf::Value* v = t_.first_value(main[depth], "RE")) {
                r_.result_node = static_cast<int>(depth);
                return v;
            }
        return nullptr;
    }

    // The game information `id` as read into r_.info (read_game_info), or "" when not stated.
    [[nodiscard]] std::string stated(std::string_view id) const {
        for (const InfoValue& v : r_.info)
            if (v.id == id) return v.value;
        return {};
    }

    // A game-info or root value decoded as FF[4] SimpleText (escapes, white space) before it is interpreted.
    static std::string decoded(const sgf::Value* v) { return sgf::decode_simple_text(v->raw); }

    // r_.info: the value info() would give for each of info_ids, in one pass over the game-info
    // nodes (26 separate lookups cost a sixth of kifu-check's time).
    void read_game_info(const std::vector<std::uint32_t>& main) {
        static_assert(info_ids.size() <= 32, "one bit per id in `seen`");
        std::array<const sgf::Value*, info_ids.size()> found{};
        for (std::uint32_t n : main) {
            std::uint32_t seen = 0;  // ids met in this node: only the first property of an id counts
            for (const sgf::Property* p = t_.props_begin(n); p != t_.props_end(n); ++p) {
                const auto it = std::find(info_ids.begin(), info_ids.end(), p->id);
                if (it == info_ids.end()) continue;
                const auto i = static_cast<std::size_t>(it - info_ids.begin());
                if (seen & (1u << i)) continue;
                seen |= 1u << i;
                if (found[i] == nullptr && p->value_count > 0) found[i] = t_.values_begin(*p);
            }
            if (t_.find(n, "B") != nullptr || t_.find(n, "W") != nullptr) break;
        }
        for (std::size_t i = 0; i < found.size(); ++i) {
            if (found[i] == nullptr) continue;
            const std::string_view id = info_ids[i];
            r_.info.push_back({id, id == "GC" ? sgf::decode_text(found[i]->raw)
                                              : std::string(trim(sgf::decode_simple_text(found[i]->raw)))});
        }
    }

    void read_info(const std::vector<std::uint32_t>& main) {
        if (const sgf::Value* v = t_.first_value(0, "SZ")) {
            const std::string sz = decoded(v);
            if (auto s = sgf::parse_size(sz)) {
                size_ = *s;
            } else {
                report(code::BadSize, v->offset,
                       fmt::format("board size SZ[{}] is not valid: 19x19 assumed", sgf::excerpt(sz, 16)));
            }
        }
        r_.width = size_.width;
        r_.height = size_.height;
        if (const sgf::Value* v = t_.first_value(0, "GM")) {
            const std::string gm_text = decoded(v);
            auto gm = sgf::parse_number(gm_text);
            if (!gm || *gm != 1) {
                report(code::NotGo, v->offset,
                       fmt::format("GM[{}]: not a game of Go, its moves are not read", sgf::excerpt(gm_text, 16)));
                not_go_ = true;
            }
        }
        if (const sgf::Value* v = t_.first_value(0, "FF")) {
            const std::string ff_text = decoded(v);
            auto ff = sgf::parse_number(ff_text);
            if (!ff || *ff < 1 || *ff > 4)
                report(code::BadFormat, v->offset, fmt::format("FF[{}] is not 1..4", sgf::excerpt(ff_text, 16)));
        }
        if (const sgf::Value* v = info(main, "KM")) {
            const std::string km_text = decoded(v);
            std::string_view km = trim(km_text);
            if (km.empty()) {
                report(code::EmptyKomi, v->offset, "empty KM[]: komi unknown");
            } else if (auto k = parse_komi(km)) {
                if (k->rescaled())
                    report(code::KomiRescaled, v->offset,
                           fmt::format("KM[{}] read as {} points", sgf::excerpt(km, 16), k->points));
                r_.komi = std::move(*k);
                komi_offset_ = v->offset;
            } else {
                report(code::BadKomi, v->offset, fmt::format("KM[{}] is not a number", sgf::excerpt(km, 16)));
            }
        }
        // Some Chinese archives' programs write the komi as KO in the root (TE, RD, KO, GK: "KO[7.5]"); FF[4]'s KO is a
        // move's property without a number.
        if (const sgf::Value* v = t_.first_value(0, "KO"); v && !info(main, "KM")) {
            if (auto k = parse_komi(trim(decoded(v))); k && !k->rescaled()) {
                report(code::KomiAsKo, v->offset,
                       fmt::format("KO[{}] in the root read as KM[{}]", k->points, k->points));
                r_.komi = std::move(*k);
                r_.komi_as_ko = true;
                komi_offset_ = v->offset;
            }
        }
        if (const sgf::Value* v = info(main, "HA")) {
            const std::string ha_text = decoded(v);
            auto ha = sgf::parse_number(ha_text);
            if (ha && *ha >= 0 && *ha <= 1000) {
                r_.handicap = static_cast<int>(*ha);
                ha_offset_ = v->offset;
            } else if (auto stones = parse_handicap_words(ha_text)) {
                r_.handicap = *stones;
                ha_offset_ = v->offset;
                report(code::HandicapInWords, v->offset,
                       fmt::format("HA[{}] read as HA[{}]", sgf::excerpt(ha_text, 16), *stones));
            } else {
                report(code::BadHandicap, v->offset, fmt::format("HA[{}] is not a number", sgf::excerpt(ha_text, 16)));
            }
        }
        read_game_info(main);
        r_.rules_text = stated("RU");
        r_.black_player = stated("PB");
        r_.white_player = stated("PW");
        r_.event = stated("EV");
        r_.place = stated("PC");
        r_.application = stated("AP");
        // Fox's own time properties hold numbers (TT[15], TC[3]); an empty TC[] is another program's.
        const auto stated_in_root = [&](std::string_view id) {
            const sgf::Value* v = t_.first_value(0, id);
            return v != nullptr && !trim(decoded(v)).empty();
        };
        r_.fox = stated_in_root("TT") || stated_in_root("TC");
        for (const sgf::Property* prop = t_.props_begin(0); prop != t_.props_end(0); ++prop)
            if (prop->id == "AP")
                for (const sgf::Value* v = t_.values_begin(*prop); v != t_.values_end(*prop); ++v)
                    r_.fox = r_.fox || sgf::names_fox(v->raw);
        // HA[1] (Black takes the first move) has no komi: its KM[0] is the komi.
        if (r_.fox && r_.komi && r_.komi->points == 0 && r_.handicap == 0) {
            report(code::FoxDefaultKomi, komi_offset_,
                   "Fox writes KM[0] in an even game for its default komi: the ruleset's default is used");
            r_.komi.reset();
            r_.fox_default_komi = true;
        }
        if (const sgf::Value* v = t_.first_value(0, "C")) r_.comment_root = sgf::decode_text(v->raw);
        if (const sgf::Value* v = main.empty() ? nullptr : t_.first_value(main.back(), "C"))
            r_.comment_end = sgf::decode_text(v->raw);
        if (const sgf::Value* v = result_value(main)) {
            r_.result_pos = pos(v->offset);
            Result res = parse_result(decoded(v));
            if (res.kind == ResultKind::Score && r_.fox && fox_flag_set("RL")) {
                report(code::FoxUncounted, v->offset,
                       fmt::format("RE[{}] with Fox's RL[1] is not a count of the board: read as a win for {} without "
                                   "a count",
                                   sgf::excerpt(res.text, 32), go::to_word(res.winner)));
                res.kind = ResultKind::Uncounted;
                res.margin.reset();
                res.margin_in_stones = false;
            } else if (res.kind == ResultKind::Draw && (r_.fox || half_point_komi())) {
                report(code::DrawUncounted, v->offset,
                       r_.fox ? fmt::format("Fox's RE[{}] is not a count of the board: read as a draw without a count",
                                            sgf::excerpt(res.text, 32))
                              : fmt::format("RE[{}] with komi {}: no count is a draw with a half-point komi: read as a "
                                            "draw without a count",
                                            sgf::excerpt(res.text, 32), util::format_number(r_.komi->points)));
                res.kind = ResultKind::Uncounted;
            } else if (res.kind == ResultKind::Other)
                report(code::BadResult, v->offset,
                       res.in_words ? fmt::format("RE[{}] not understood as a count: its words name {} the winner but "
                                                  "no margin a count gives",
                                                  sgf::excerpt(res.text, 32), go::to_word(res.winner))
                                    : fmt::format("RE[{}] not understood", sgf::excerpt(res.text, 32)));
            else if (res.kind == ResultKind::Uncounted)
                report(code::Uncounted, v->offset,
                       fmt::format("RE[{}]: a margin under a quarter point cannot be a count: read as a win for {} "
                                   "without a count",
                                   sgf::excerpt(res.text, 32), go::to_word(res.winner)));
            else if (res.in_words)
                report(code::ResultInWords, v->offset, words_read_as(res));
            else if (res.margin_in_stones)
                report(code::MarginInStones, v->offset,
                       fmt::format("RE[{}]: a margin in quarters is in stones: {} points", sgf::excerpt(res.text, 32),
                                   *res.margin));
            r_.result = std::move(res);
        }
        if (main.size() == 1 && t_.nodes[0].prop_count == 0)
            report(code::EmptyGame, t_.nodes[0].offset, "empty game: no properties and no moves");
    }

    // A komi with half a point: no count, by area or territory, is then a draw.
    bool half_point_komi() const {
        return r_.komi && std::fabs(std::fabs(std::fmod(r_.komi->points, 1.0)) - 0.5) < 1e-9;
    }

    // What G415 says of a result read from its words.
    static std::string words_read_as(const Result& res) {
        std::string said =
            fmt::format("RE[{}] is written in words: read as RE[{}]", sgf::excerpt(res.text, 32), sgf_result(res));
        if (res.kind == ResultKind::Score && res.margin_in_stones)
            said += fmt::format(" (a margin of {} stones)", util::format_number(*res.margin / 2));
        return said;
    }

    // True when the root's first `id` value is 1 (Fox's flags: RL[1]).
    bool fox_flag_set(std::string_view id) const {
        const sgf::Value* v = t_.first_value(0, id);
        return v != nullptr && trim(v->raw) == "1";
    }

    // Expands point-list value `v` of property `id` into `out`; false when it is not valid. A value
    // that is not valid, or valid but not written as FF[4] says, is reported when `do_report`.
    bool expand(std::string_view id, const sgf::Value* v, std::vector<go::Point>& out, bool do_report) {
        const std::size_t before = out.size();
        const sgf::ListForm form = sgf::expand_points(v->raw, out);
        if (form == sgf::ListForm::Canonical || !do_report) return form != sgf::ListForm::Invalid;
        const std::string shown = sgf::excerpt(v->raw, 16);
        switch (form) {
            case sgf::ListForm::Invalid:
                report(code::BadPointList, v->offset,
                       fmt::format("{}[{}] is not a point or point list: left out", id, shown));
                return false;
            case sgf::ListForm::Padded:
                report(code::PaddedPoint, v->offset,
                       fmt::format("{}[{}] has white space around a point: read without it", id, shown));
                break;
            case sgf::ListForm::Reversed:
                report(
                    code::OddRectangle, v->offset,
                    fmt::format("{}[{}]: rectangle corners not upper-left:lower-right: read as the rectangle they span",
                                id, shown));
                break;
            case sgf::ListForm::OnePoint:
                report(code::OddRectangle, v->offset,
                       fmt::format("{}[{}]: a 1x1 rectangle, read as the point", id, shown));
                break;
            case sgf::ListForm::Commas:
                report(code::CommaList, v->offset,
                       fmt::format("{}[{}] separates its points with commas: read as {}", id, shown,
                                   util::count_of(out.size() - before, "point")));
                break;
            case sgf::ListForm::Canonical: break;
        }
        return true;
    }

    // The final territory markup: the TB and TW of every main-line node from the one that last changes the board (a
    // move to a point or a setup) to the end of the game, as passes and empty nodes show that same position, in the
    // order met. The game ends with the main line, or before the first move or pass after a node holding RE written
    // after the first move (result_node: play after it is no part of the game, M121). r_.territory_pos: where the
    // first of their TB/TW values starts.
    void read_markup(const std::vector<std::uint32_t>& main) {
        std::size_t end = main.size();
        for (std::size_t d = 0; d < main.size(); ++d)
            if (r_.after_recorded_end(static_cast<int>(d)) &&
                (t_.find(main[d], "B") != nullptr || t_.find(main[d], "W") != nullptr)) {
                end = d;
                break;
            }
        std::size_t from = end - 1;
        while (from > 0 && !changes_board(main[from])) --from;
        const sgf::Value* first = nullptr;
        for (std::size_t d = from; d < end; ++d)
            for (std::string_view id : {"TB", "TW"})
                if (const sgf::Value* v = t_.first_value(main[d], id); v && (!first || v->offset < first->offset))
                    first = v;
        if (first == nullptr) return;
        r_.territory_pos = pos(first->offset);
        for (std::size_t d = from; d < end; ++d) {
            points(main[d], "TB", r_.territory_black, true);
            points(main[d], "TW", r_.territory_white, true);
        }
    }

    // Whether node `n` puts a stone on a point or sets up the board (B/W other than a pass, AB, AW, AE).
    bool changes_board(std::uint32_t n) const {
        for (std::string_view id : {"AB", "AW", "AE"})
            if (t_.find(n, id) != nullptr) return true;
        for (std::string_view id : {"B", "W"})
            if (const sgf::Value* v = t_.first_value(n, id)) {
                const std::optional<sgf::ReadMove> read = sgf::read_move(v->raw, size_);
                if (read && !read->move.pass) return true;
            }
        return false;
    }

    // Expands the point lists of property `id` of node `n` into `out`, each point once: values that repeat or
    // overlap (AB[aa:ZZ] many times) add at most the 52x52 points an SGF point can name.
    void points(std::uint32_t n, std::string_view id, std::vector<go::Point>& out, bool do_report) {
        new_point_set();
        for (const sgf::Property* prop = t_.props_begin(n); prop != t_.props_end(n); ++prop) {
            if (prop->id != id) continue;
            for (const sgf::Value* v = t_.values_begin(*prop); v != t_.values_end(*prop); ++v) {
                scratch_.clear();
                if (!expand(id, v, scratch_, do_report)) continue;
                for (go::Point pt : scratch_)
                    if (first_in_set(pt, out.size())) out.push_back(pt);
            }
        }
    }

    // Starts a new set of points for first_in_set.
    void new_point_set() {
        if (seen_.empty()) {
            seen_.assign(point_slots, 0);
            where_.assign(point_slots, 0);
        }
        if (++generation_ == 0) {
            std::fill(seen_.begin(), seen_.end(), 0);
            generation_ = 1;
        }
    }

    // True when `pt` is not yet in the current set, and then adds it, at index `index` of its list; a point no SGF
    // point names (not on 52x52) is always new.
    bool first_in_set(go::Point pt, std::size_t index) {
        if (pt.x < 0 || pt.y < 0 || pt.x >= max_side || pt.y >= max_side) return true;
        const std::size_t k = static_cast<std::size_t>(pt.y) * max_side + static_cast<std::size_t>(pt.x);
        if (seen_[k] == generation_) return false;
        seen_[k] = generation_;
        where_[k] = index;
        return true;
    }

    // Index in its list of `pt`, which the current set holds.
    std::size_t index_in_set(go::Point pt) const {
        return where_[static_cast<std::size_t>(pt.y) * max_side + static_cast<std::size_t>(pt.x)];
    }

    // The properties of node `n` that make actions: B and W (first of each) and whether setup/PL/KO occur.
    struct NodeActions {
        const sgf::Property* black = nullptr;
        const sgf::Property* white = nullptr;
        bool other = false;
    };

    NodeActions scan(std::uint32_t n) const {
        NodeActions a;
        for (const sgf::Property* p = t_.props_begin(n); p != t_.props_end(n); ++p) {
            std::string_view id = p->id;
            if (id.size() == 1) {
                if (id[0] == 'B' && a.black == nullptr) a.black = p;
                if (id[0] == 'W' && a.white == nullptr) a.white = p;
            } else if (id.size() == 2) {
                if ((id[0] == 'A' && (id[1] == 'B' || id[1] == 'W' || id[1] == 'E')) || (id[0] == 'P' && id[1] == 'L') ||
                    (id[0] == 'K' && id[1] == 'O'))
                    a.other = true;
            }
        }
        return a;
    }

    void play(const sgf::Property* prop, go::Color color, int depth, int& moves, std::vector<Action>& out, bool rep) {
        if (prop == nullptr || prop->value_count == 0) return;
        const sgf::Value* v = t_.values_begin(*prop);
        ++moves;
        std::string_view raw = v->raw;
        const std::optional<sgf::ReadMove> read = sgf::read_move(raw, size_);
        if (!read) {
            if (rep)
                report(
                    code::BadMove, v->offset,
                    fmt::format("{}[{}] (move {}) is not a point: left out", prop->id, sgf::excerpt(raw, 16), moves));
            return;
        }
        const sgf::MoveValue& m = read->move;
        if (read->coordinate && rep)
            report(code::BoardCoordinate, v->offset,
                   m.pass ? fmt::format("{}[{}] (move {}) is a pass written as a word: read as a pass", prop->id,
                                        sgf::excerpt(raw, 16), moves)
                          : fmt::format("{}[{}] (move {}) is a board coordinate, not an SGF point: read as {} ({})",
                                        prop->id, sgf::excerpt(raw, 16), moves, go::to_human(m.point, size_.height),
                                        go::to_sgf(m.point)));
        if (rep && raw.size() != 2 && trim(raw).size() != raw.size())
            report(code::PaddedPoint, v->offset,
                   fmt::format("{}[{}] (move {}) has white space around it: read without it", prop->id,
                               sgf::excerpt(raw, 16), moves));
        out.push_back({m.pass ? ActionKind::Pass : ActionKind::Move, color, m.pass ? go::Point{} : m.point, depth,
                       moves, pos(v->offset)});
    }

    // Appends the actions of node `n`; its value problems are reported the first time it is seen.
    void actions(std::uint32_t n, int depth, int& moves, std::vector<Action>& out) {
        const bool rep = reported_.empty() || !reported_[n];
        const NodeActions a = scan(n);
        if (!a.other) {
            play(a.black, go::Color::Black, depth, moves, out, rep);
            play(a.white, go::Color::White, depth, moves, out, rep);
            if (!reported_.empty()) reported_[n] = true;
            return;
        }
        static constexpr std::array<std::pair<std::string_view, go::Color>, 3> setup = {
            {{"AE", go::Color::Empty}, {"AB", go::Color::Black}, {"AW", go::Color::White}}};
        // Each point of the node is set up once, to the colour of the last of AE, AB, AW that names it: values that
        // repeat or overlap (AB[aa:ZZ] many times) set up at most the 52x52 points an SGF point can name.
        if (&out != setup_line_ || out.empty()) {  // a new line: its set-up points are counted afresh
            setup_line_ = &out;
            setup_points_ = 0;
        }
        const std::size_t before = out.size();
        new_point_set();
        for (auto [id, color] : setup) {
            for (const sgf::Property* prop = t_.props_begin(n); prop != t_.props_end(n); ++prop) {
                if (prop->id != id) continue;
                for (const sgf::Value* v = t_.values_begin(*prop); v != t_.values_end(*prop); ++v) {
                    scratch_.clear();
                    if (!expand(id, v, scratch_, rep)) continue;
                    TextPos tp = pos(v->offset);
                    for (go::Point pt : scratch_) {
                        if (first_in_set(pt, out.size())) {
                            if (setup_points_ + (out.size() - before) >= max_setup_points) {
                                if (rep && !setup_capped_)
                                    report(code::TooMuchSetup, v->offset,
                                           fmt::format("more than {} set-up points in one line of play: the rest are "
                                                       "left out (no record needs that many)",
                                                       max_setup_points));
                                setup_capped_ = true;
                                break;
                            }
                            out.push_back({ActionKind::Setup, color, pt, depth, 0, tp});
                        } else if (Action& earlier = out[index_in_set(pt)]; earlier.color != color) {
                            earlier.color = color;
                            earlier.pos = tp;
                        }
                    }
                }
            }
        }
        setup_points_ += out.size() - before;
        if (const sgf::Value* v = t_.first_value(n, "PL")) {
            if (auto c = sgf::parse_color(v->raw))
                out.push_back({ActionKind::PlayerToMove, *c, {}, depth, 0, pos(v->offset)});
            else if (rep)
                report(code::BadPlayer, v->offset, fmt::format("PL[{}] is not a colour", sgf::excerpt(v->raw, 16)));
        }
        if (const sgf::Property* ko = t_.find(n, "KO")) {
            std::uint64_t off = ko->value_count > 0 ? t_.values_begin(*ko)->offset : ko->offset;
            out.push_back({ActionKind::KoOverride, go::Color::Empty, {}, depth, 0, pos(off)});
        }
        play(a.black, go::Color::Black, depth, moves, out, rep);
        play(a.white, go::Color::White, depth, moves, out, rep);
        if (!reported_.empty()) reported_[n] = true;
    }

    // Reports the bad values of the nodes off the main line, each once, with the move numbers of their own line
    // (a parent comes before its children in the tree).
    void variation_values(const std::vector<std::uint32_t>& main) {
        reported_.assign(t_.nodes.size(), false);
        for (std::uint32_t n : main) reported_[n] = true;
        std::vector<int> moves_to(t_.nodes.size(), 0);  // the moves of the line from the root to each node
        std::vector<Action> unused;
        for (std::uint32_t n = 0; n < t_.nodes.size(); ++n) {
            const std::uint32_t parent = t_.nodes[n].parent;
            int moves = parent == npos ? 0 : moves_to[parent];
            unused.clear();
            actions(n, 0, moves, unused);
            moves_to[n] = moves;
        }
    }

    void variations() {
        std::vector<std::uint32_t> path;
        for (std::uint32_t leaf = 0; leaf < t_.nodes.size(); ++leaf) {
            if (t_.nodes[leaf].first_child != npos) continue;
            path.clear();
            for (std::uint32_t n = leaf; n != npos; n = t_.nodes[n].parent) path.push_back(n);
            std::vector<Action> line;
            int moves = 0;
            for (std::size_t d = 0; d < path.size(); ++d)
                actions(path[path.size() - 1 - d], static_cast<int>(d), moves, line);
            r_.variations.push_back(std::move(line));
        }
    }

    const GameTree& t_;
    const sgf::Parser& p_;
    const ReadOptions& opt_;
    Record& r_;
    sgf::BoardSize size_;
    std::uint64_t ha_offset_ = 0;
    std::uint64_t komi_offset_ = 0;
    std::vector<bool> reported_;
    bool not_go_ = false;
    std::vector<go::Point> scratch_;
    // Set-up points kept in one line of play (the actions vector `setup_line_`): past max_setup_points the rest are
    // left out (G417), so a small file of whole-board set-ups cannot take gigabytes.
    static constexpr std::size_t max_setup_points = 1'000'000;
    const std::vector<Action>* setup_line_ = nullptr;
    std::size_t setup_points_ = 0;
    bool setup_capped_ = false;
    // The point sets of first_in_set: a slot per point an SGF point names, in the set when its stamp is generation_.
    static constexpr int max_side = 52;
    static constexpr std::size_t point_slots = static_cast<std::size_t>(max_side) * max_side;
    std::vector<std::uint32_t> seen_;
    std::vector<std::size_t> where_;
    std::uint32_t generation_ = 0;
    const sgf::LineIndex& lines_;
    std::size_t hint_ = 0;
};

}  // namespace

std::optional<Komi> parse_komi(std::string_view text) {
    std::string_view s = trim(text);
    auto v = sgf::parse_real(s);
    if (!v) return std::nullopt;
    Komi k;
    k.text = std::string(s);
    double points = *v;
    if (std::fabs(points) >= 100 && s.find('.') == std::string_view::npos) {
        points /= 100;
        k.in_hundredths = true;
    }
    double frac = std::fabs(points) - std::floor(std::fabs(points));
    if (std::fabs(frac - 0.25) < 1e-9 || std::fabs(frac - 0.75) < 1e-9) {
        points = std::round(points * 4) / 2;  // quarter stones, counted exactly, to points
        k.in_stones = true;
    }
    k.points = points;
    return k;
}

std::span<const diag::Code> codes() {
    using namespace code;
    static constexpr std::array table{
        BadMove,      BadPointList,     BadSize,       BadPlayer,    PaddedPoint,      OddRectangle,   BoardCoordinate,
        CommaList,    EmptyKomi,        KomiRescaled,  BadKomi,      HandicapMismatch, BadResult,      Uncounted,
        NotGo,        HandicapRestored, BadHandicap,   BadFormat,    EmptyGame,        FoxDefaultKomi, MarginInStones,
        FoxUncounted, ResultInWords,    DrawUncounted, TooMuchSetup, HandicapInWords,  KomiAsKo};
    return table;
}

Record read_record(const GameTree& tree, const sgf::Parser& parser, const ReadOptions& options, int game_index) {
    Record r;
    r.file = parser.location(0).file;
    r.game_index = game_index;
    r.charset = parser.charset();
    if (tree.nodes.empty()) return r;
    Reader reader(tree, parser, options, r);
    reader.run();
    return r;
}

namespace {
// Diagnostics of one code listed per game; the rest are counted (see diag::limit_per_code).
constexpr std::size_t max_diagnostics_per_code = 100;
}  // namespace

void read_games(std::string_view bytes, std::string_view file_name, const ReadOptions& options,
                const std::function<void(Record&&)>& on_game, const sgf::Origin& origin) {
    std::optional<Record> previous;  // handed on once the next game (or the end) shows what follows it
    int index = origin.games_before;
    std::string charset;
    // Reads the game trees of one part of `bytes` (all of it, or a line of a .sgfs file) at `at` in the file.
    const auto read_part = [&](std::string_view part, const sgf::Origin& at) {
        sgf::Parser parser(part, file_name, at);
        sgf::GameTree tree;
        diag::Diagnostics found;
        while (parser.next(tree, found)) {
            Record r = read_record(tree, parser, options, index++);
            diag::Diagnostics all = std::move(found);
            found.clear();
            for (auto& d : r.diagnostics) all.push_back(std::move(d));
            r.diagnostics = std::move(all);
            diag::limit_per_code(r.diagnostics, max_diagnostics_per_code);
            if (previous) on_game(std::move(*previous));
            previous = std::move(r);
        }
        if (charset.empty()) charset = parser.charset();
        if (!previous) {
            previous.emplace();
            previous->file = std::string(file_name);
            previous->game_index = index;
            previous->charset = charset;
            previous->no_game_tree = true;
        }
        for (auto& d : found) previous->diagnostics.push_back(std::move(d));
    };
    if (!options.tree_per_line) {
        read_part(bytes, origin);
    } else {
        // A KataGo .sgfs file: a game tree a line; a line cut short ends there (sgf::TreeSplitter's per-line rule).
        const std::vector<std::size_t> starts = sgf::split_trees(bytes, true);
        sgf::Origin at = origin;
        for (std::size_t i = 0; i < starts.size(); ++i) {
            const std::size_t end = i + 1 < starts.size() ? starts[i + 1] : bytes.size();
            const std::string_view part = bytes.substr(starts[i], end - starts[i]);
            at.games_before = index;
            read_part(part, at);
            at = sgf::after(at, part);
        }
    }
    diag::limit_per_code(previous->diagnostics, max_diagnostics_per_code);
    on_game(std::move(*previous));
}

}  // namespace kifu::game
