#include <kifu/replay/replay.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>

#include <fmt/format.h>

#include <kifu/game/codes.hpp>
#include <kifu/util/number.hpp>

namespace kifu::replay {

namespace {

using game::Action;
using game::ActionKind;
using go::Color;
using go::Point;
using rules::Sanction;

// Open-addressing set of position keys, each with the move after which it first arose.
// One per thread, reused across games, so replay allocates nothing per move.
class History {
public:
    void reset(std::size_t expected) {
        std::size_t cap = 64;
        while (cap < 2 * expected + 8) cap *= 2;
        if (keys_.size() < cap) {
            keys_.assign(cap, 0);
            moves_.assign(cap, 0);
        } else {
            std::fill_n(keys_.begin(), cap, 0);
        }
        mask_ = cap - 1;
        size_ = 0;
    }
    // The move stored for `key`, or inserts (key, move) and returns -1.
    int find_or_insert(std::uint64_t key, int move) {
        if (key == 0) key = 1;
        if (2 * (size_ + 1) > mask_ + 1) grow();
        std::size_t i = static_cast<std::size_t>(key) & mask_;
        while (keys_[i] != 0) {
            if (keys_[i] == key) return moves_[i];
            i = (i + 1) & mask_;
        }
        keys_[i] = key;
        moves_[i] = move;
        ++size_;
        return -1;
    }
    // The move stored for `key`, or -1.
    [[nodiscard]] int find(std::uint64_t key) const {
        if (key == 0) key = 1;
        std::size_t i = static_cast<std::size_t>(key) & mask_;
        while (keys_[i] != 0) {
            if (keys_[i] == key) return moves_[i];
            i = (i + 1) & mask_;
        }
        return -1;
    }

private:
    void grow() {
        std::vector<std::uint64_t> keys(std::move(keys_));
        std::vector<int> moves(std::move(moves_));
        const std::size_t old = mask_ + 1;
        keys_.assign(old * 2, 0);
        moves_.assign(old * 2, 0);
        mask_ = old * 2 - 1;
        size_ = 0;
        for (std::size_t k = 0; k < old; ++k)
            if (keys[k] != 0) find_or_insert(keys[k], moves[k]);
    }

    std::vector<std::uint64_t> keys_;
    std::vector<int> moves_;
    std::size_t mask_ = 0;
    std::size_t size_ = 0;
};

constexpr std::uint64_t black_to_move_key = 0x3C6EF372FE94F82BULL;
constexpr std::uint64_t white_to_move_key = 0xA54FF53A5F1D36F1ULL;
constexpr std::uint64_t positional_key = 0x510E527FADE682D1ULL;

class Replayer {
public:
    Replayer(const game::Record& record, std::span<const Action> line, const rules::Rules& rules,
             const Options& options, Replay& out)
        : rec_(record), line_(line), rules_(rules), options_(options), r_(out) {}

    void run() {
        if (rec_.width < 1 || rec_.height < 1 || rec_.width > go::Board::max_size || rec_.height > go::Board::max_size) {
            event(0, Color::Empty, std::nullopt, rec_.pos, code::BadBoardSize, Sanction::None, "",
                  fmt::format("board size {}x{} is outside 1x1..52x52: nothing replayed", rec_.width, rec_.height));
            return;
        }
        history_.reset(line_.size() + 2);
        const std::size_t end = stop_index();
        prepare_handicap(end);
        for (std::size_t k = 0; k < end; ++k) {
            const Action& a = line_[k];
            switch (a.kind) {
                case ActionKind::Setup: k = setup(k, end) - 1; continue;
                case ActionKind::PlayerToMove:
                    // PL next to a move in the same node says who moves after it (as CGoban writes it).
                    if (has_move_in_node(k, end))
                        deferred_pl_ = &a;
                    else
                        player_to_move(a);
                    break;
                case ActionKind::KoOverride: ko_override_ = true; break;
                case ActionKind::Pass: pass(a); break;
                case ActionKind::Move: move(a); break;
            }
            if (a.kind != ActionKind::Pass && a.kind != ActionKind::Move) continue;
            if (deferred_pl_ && !has_move_in_node(k, end)) {
                player_to_move(*deferred_pl_);
                deferred_pl_ = nullptr;
            }
            if (options_.on_move) options_.on_move(r_.board, a.move_number);
        }
        finish();
    }

private:
    // Whether a move or pass follows action k in the same node.
    [[nodiscard]] bool has_move_in_node(std::size_t k, std::size_t end) const {
        for (std::size_t j = k + 1; j < end && line_[j].node == line_[k].node; ++j)
            if (line_[j].kind == ActionKind::Move || line_[j].kind == ActionKind::Pass) return true;
        return false;
    }

    // Index of the first action not to replay under Options::stop_after_move.
    [[nodiscard]] std::size_t stop_index() const {
        if (!options_.stop_after_move) return line_.size();
        for (std::size_t k = 0; k < line_.size(); ++k) {
            const Action& a = line_[k];
            if ((a.kind == ActionKind::Move || a.kind == ActionKind::Pass) && a.move_number > *options_.stop_after_move) {
                std::size_t first = k;
                while (first > 0 && line_[first - 1].node == a.node) --first;
                return first;
            }
        }
        return line_.size();
    }

    // The colour of the first move or pass, or what PL says before it; Black when there is none.
    [[nodiscard]] Color first_mover(std::size_t end) const {
        for (std::size_t k = 0; k < end; ++k) {
            const Action& a = line_[k];
            if (a.kind == ActionKind::PlayerToMove || a.kind == ActionKind::Move || a.kind == ActionKind::Pass)
                return a.color;
        }
        return Color::Black;
    }

    // How the game starts, as the record resolved it (game::resolve_start): handicap stones given as
    // consecutive B moves (M110), or opening B moves that are not a handicap (M111); who moves first:
    // White after handicap stones, in a set-up position whoever moves first, else Black.
    void prepare_handicap(std::size_t end) {
        const int ha = rec_.handicap;
        const int leading = rec_.opening_black_moves;
        if (leading >= 2) {
            game::TextPos first_pos = rec_.pos;
            for (std::size_t k = 0; k < end; ++k)
                if (line_[k].kind == ActionKind::Move) {
                    first_pos = line_[k].pos;
                    break;
                }
            handicap_moves_ = rec_.handicap_moves;
            if (handicap_moves_ > 0 && leading == ha)
                event(1, Color::Black, std::nullopt, first_pos, code::HandicapAsMoves, Sanction::None, "",
                      fmt::format("handicap of {} stones given as {} consecutive B moves; HA[{}] agrees: treated as "
                                  "handicap placement, White moves next",
                                  ha, leading, ha));
            else if (handicap_moves_ > 0 && ha == 0)
                event(1, Color::Black, std::nullopt, first_pos, code::HandicapMismatch, Sanction::None, "",
                      fmt::format("the record starts with {} consecutive B moves on the standard handicap points and "
                                  "has no HA: treated as the placement of {} handicap stones, White moves next",
                                  leading, leading));
            else if (handicap_moves_ > 0)
                // The stones before White's first move are what Black had: no move of them is a second one in a row.
                event(1, Color::Black, std::nullopt, first_pos, code::HandicapMismatch, Sanction::None, "",
                      fmt::format("the record starts with {} consecutive B moves but HA[{}]: treated as the placement "
                                  "of {} handicap stones (the game is counted with them), White moves next",
                                  leading, ha, leading));
            else
                event(1, Color::Black, std::nullopt, first_pos, code::HandicapMismatch, Sanction::None, "",
                      ha > 0 ? fmt::format("the record starts with {} consecutive B moves but HA[{}]: not treated as "
                                           "handicap placement (HA[1] gives Black the first move only)",
                                           leading, ha)
                             : fmt::format("the record starts with {} consecutive B moves and has no HA: not treated "
                                           "as handicap placement",
                                           leading));
        }
        const bool handicap = rec_.start == game::Start::Handicap || rec_.start == game::Start::Restored;
        expected_first_ = handicap                              ? Color::White
                          : rec_.start == game::Start::Position ? first_mover(end)
                                                                : Color::Black;
        r_.to_move = expected_first_;
    }
    void event(int move, Color color, std::optional<Point> point, game::TextPos pos, const diag::Code& code,
               Sanction sanction, std::string_view article, std::string message,
               std::optional<int> earlier = std::nullopt) {
        // Past max_events_per_code of one code only the count is kept (a summary event at the end),
        // so a corrupt record cannot make memory grow with its length.
        if (++events_per_code_[code] > max_events_per_code) return;
        add_event(move, color, point, pos, code, sanction, article, std::move(message), earlier);
    }

    void add_event(int move, Color color, std::optional<Point> point, game::TextPos pos, const diag::Code& code,
                   Sanction sanction, std::string_view article, std::string message, std::optional<int> earlier) {
        Event e;
        e.move = move;
        e.color = color;
        e.point = point;
        e.pos = pos;
        e.code = code;
        e.sanction = sanction;
        e.article = std::string(article);
        e.message = std::move(message);
        e.earlier_move = earlier;
        r_.events.push_back(std::move(e));
    }

    [[nodiscard]] std::string where(Point p) const {
        if (!r_.board.on_board(p)) return go::to_sgf(p);
        return fmt::format("{} ({})", go::to_human(p, rec_.height), go::to_sgf(p));
    }

    // "position after move 22", or for the position before the first move "starting position" ("set-up position"
    // when stones were set up).
    [[nodiscard]] std::string earlier_position(std::string_view what, int earlier) const {
        if (earlier > 0) return fmt::format("{} after move {}", what, earlier);
        return fmt::format("{} {}", setup_stones_ ? "set-up" : "starting", what);
    }

    [[nodiscard]] std::uint64_t key(std::uint64_t board_hash, Color to_move) const {
        if (rules_.ko == rules::KoRule::PositionalSuperko) return board_hash ^ positional_key;
        return board_hash ^ (to_move == Color::White ? white_to_move_key : black_to_move_key);
    }

    void remember_position(int move) { (void)history_.find_or_insert(key(r_.board.hash(), r_.to_move), move); }

    // " gets a warning (n of limit)" for the warning c is about to get; past the limit, that the
    // game was already decided by the earlier ones.
    [[nodiscard]] std::string warning_words(Color c) const {
        const int n = warnings_[static_cast<std::size_t>(go::index(c))] + 1;
        const int limit = rules_.warnings_to_lose;
        if (n <= limit) return fmt::format(" gets a warning ({} of {})", n, limit);
        return fmt::format(" gets warning {}, after the {} that already decided the game", n, limit);
    }

    // Sanction words appended to a message.
    [[nodiscard]] std::string consequence(Sanction s, Color c, bool forfeits) const {
        switch (s) {
            case Sanction::None: return "";
            case Sanction::VoidForfeit:
                return forfeits ? fmt::format("; move void, {} forfeits the turn (a pass)", go::to_char(c))
                                : "; move void";
            case Sanction::VoidWarning:
                return fmt::format("; move void, {}{}{}", go::to_char(c), forfeits ? " forfeits the turn and" : "",
                                   warning_words(c));
            case Sanction::Loss:
                if (r_.loser)
                    return fmt::format("; an illegal move, but the game was already decided at move {} ({} lost){}",
                                       *r_.lost_at_move, go::to_char(*r_.loser),
                                       forfeits ? "; its stone is not placed" : "");
                return fmt::format("; an illegal move: {} loses the game ({} rules){}", go::to_char(c), rules_.name,
                                   forfeits ? "; its stone is not placed" : "");
        }
        return "";
    }

    // Keeps what a sanction leaves for later messages: the first foul that loses on the spot, and
    // the warnings given so far (to number them). What warnings cost is the judge's to decide.
    void apply_sanction(Sanction s, Color c, int move) {
        if (s == Sanction::Loss && !r_.loser) {
            r_.loser = c;
            r_.lost_at_move = move;
        } else if (s == Sanction::VoidWarning) {
            ++warnings_[static_cast<std::size_t>(go::index(c))];
        }
    }

    // Sets up the points of the run of setup actions from `from` in one node, all at once: O(points + board), and
    // one position for the history. Returns the index after the run.
    std::size_t setup(std::size_t from, std::size_t end) {
        std::size_t k = from;
        stones_.clear();
        const Action* first_edit = nullptr;
        std::vector<std::string> edits;  // "B F9 (was W)", for the report of set-up after the first move
        for (; k < end && line_[k].kind == ActionKind::Setup && line_[k].node == line_[from].node; ++k) {
            const Action& a = line_[k];
            if (!r_.board.on_board(a.point)) {
                event(0, a.color, a.point, a.pos, game::code::BadPointList, Sanction::None, "",
                      fmt::format("setup point {} is off the {}x{} board: left out", go::to_sgf(a.point), rec_.width,
                                  rec_.height));
                continue;
            }
            const Color was = r_.board.at(a.point);
            if (was == a.color) continue;  // AE on an empty point, AB on a black stone: no edit
            if (!first_edit) first_edit = &a;
            edits.push_back(fmt::format("{} {}{}",
                                        a.color == Color::Empty ? "empty" : std::string(1, go::to_char(a.color)),
                                        go::to_human(a.point, rec_.height),
                                        was == Color::Empty ? "" : fmt::format(" (was {})", go::to_char(was))));
            stones_.emplace_back(a.point, a.color);
            setup_stones_ = setup_stones_ || a.color != Color::Empty;
        }
        if (first_edit && any_move_ && first_edit->node != last_setup_report_node_) {
            last_setup_report_node_ = first_edit->node;
            constexpr std::size_t named = 4;
            const std::size_t more = edits.size() > named ? edits.size() - named : 0;
            edits.resize(std::min(edits.size(), named));
            event(r_.moves, Color::Empty, first_edit->point, first_edit->pos, code::SetupAfterStart, Sanction::None, "",
                  fmt::format("setup stones after move {} (node {}): {}{}; applied: the record is edited here",
                              r_.moves, first_edit->node, fmt::join(edits, ", "),
                              more ? fmt::format(" and {} more", more) : std::string()));
        }
        if (!stones_.empty()) {
            r_.board.set_many(stones_);
            position_dirty_ = true;
            unchecked_setup_ = line_[k - 1].pos;
            r_.ko.reset();
        }
        return k;
    }

    // Set-up stones (placed with no captures) left without a liberty: an impossible position, reported once per
    // set-up and kept as set.
    void check_setup_liberties() {
        if (!unchecked_setup_) return;
        const game::TextPos pos = *unchecked_setup_;
        unchecked_setup_.reset();
        int stones = 0;
        std::optional<Point> first;
        for (std::int16_t y = 0; y < r_.board.height(); ++y)
            for (std::int16_t x = 0; x < r_.board.width(); ++x) {
                const Point p{x, y};
                if (r_.board.at(p) == Color::Empty || r_.board.liberties(p) > 0) continue;
                ++stones;
                if (!first) first = p;
            }
        if (stones > 0)
            event(r_.moves, Color::Empty, first, pos, code::SetupWithoutLiberty, Sanction::None, "",
                  fmt::format("the set-up leaves {} without a liberty, the first at {}: an impossible position, kept "
                              "as set",
                              util::count_of(static_cast<std::size_t>(stones), "stone"), where(*first)));
    }

    void player_to_move(const Action& a) {
        const Color natural = r_.to_move;
        if (a.color != natural && any_move_)
            event(r_.moves, a.color, std::nullopt, a.pos, code::PlayerChanged, Sanction::None, "",
                  fmt::format("PL[{}] after move {}: {} moves next, although {} would", go::to_char(a.color), r_.moves,
                              go::to_char(a.color), go::to_char(natural)));
        if (a.color != natural) position_dirty_ = true;
        r_.to_move = a.color;
        pl_pending_ = true;
    }

    void before_turn() {
        check_setup_liberties();
        if (position_dirty_) {
            remember_position(r_.moves);
            position_dirty_ = false;
        }
    }

    void first_move_check(const Action& a) {
        if (any_move_) return;
        if (a.color != r_.to_move && !pl_pending_)
            event(a.move_number, a.color, std::nullopt, a.pos, code::UnexpectedFirst, Sanction::None, "",
                  expected_first_ == Color::White
                      ? fmt::format("{} moves first, but White should after the handicap stones", go::to_char(a.color))
                  : rec_.handicap >= 2
                      ? fmt::format("{} moves first, but HA[{}] handicap stones are not on the board",
                                    go::to_char(a.color), rec_.handicap)
                      : fmt::format("{} moves first on a board without handicap stones; Black normally starts",
                                    go::to_char(a.color)));
        if (a.color != r_.to_move) r_.to_move = a.color;
    }

    // The offender's turn passes: a pass or a forfeited (void) move.
    void turn_passes(const Action& a, bool forfeit) {
        const Color c = a.color;
        r_.ko.reset();
        r_.last_move.reset();
        r_.to_move = go::opponent(c);
        // Both players must pass in succession (C-Art 7.3, J-Art 9): a second pass by the same player replaces
        // the first.
        passes_in_row_ = passes_in_row_ > 0 && last_passer_ == c ? 1 : passes_in_row_ + 1;
        last_passer_ = c;
        if (passes_in_row_ >= 2 && !game_over_) {
            game_over_ = true;
            r_.end_forfeits = {previous_pass_forfeit_, forfeit};
            // No player chose to pass: both turns were forfeited, one for repeating a position (RULES.md §2).
            r_.end_by_repetition =
                previous_pass_forfeit_ && forfeit && (previous_forfeit_repetition_ || repetition_forfeit_);
            ended_at_ = a.move_number;
            if (!r_.end_move) r_.end_move = a.move_number;
            // A move that lost the game forfeits nothing: the game ended there (J-Art 14), not by these passes.
            if ((forfeit || previous_pass_forfeit_) && !r_.loser)
                event(a.move_number, c, std::nullopt, a.pos, code::EndedByForfeit, Sanction::None,
                      rules_.articles.passes,
                      fmt::format("two consecutive passes, {} a forfeited move, end the game at move {}; a referee "
                                  "may overrule this",
                                  forfeit && previous_pass_forfeit_ ? "both of them"
                                  : forfeit                         ? "the second"
                                                                    : "the first",
                                  a.move_number));
        } else if (passes_in_row_ >= 2 && game_over_ && !forfeit && !previous_pass_forfeit_ &&
                   (r_.end_forfeits[0] || r_.end_forfeits[1])) {
            // After an end a forfeit made, both players pass in turn: they end the game themselves.
            r_.end_forfeits = {};
            r_.end_by_repetition = false;
            ended_at_ = a.move_number;
            r_.end_move = a.move_number;
        }
        previous_pass_forfeit_ = forfeit;
        previous_forfeit_repetition_ = forfeit && repetition_forfeit_;
        // A pass leaves the board as it is: a known position keeps the cycle state, a new one ends it.
        if (history_.find_or_insert(key(r_.board.hash(), r_.to_move), a.move_number) < 0) last_was_repeat_ = false;
    }

    // "it is", "it and the move after it are", "it and the 3 moves after it are": `a` and the moves and passes after
    // it, which play after an end leaves out.
    [[nodiscard]] std::string with_later_moves(const Action& a) const {
        int later = 0;
        for (const Action& b : line_)
            if ((b.kind == ActionKind::Move || b.kind == ActionKind::Pass) && b.move_number > a.move_number) ++later;
        return later == 0   ? std::string("it is")
               : later == 1 ? std::string("it and the move after it are")
                            : fmt::format("it and the {} moves after it are", later);
    }

    // Whether `a` comes after the node holding RE when that node is written after the first move (RULES.md §3: play
    // after a recorded end is no part of the game), so it is neither replayed, sanctioned nor counted; the first such
    // move or pass is reported, with how many follow. The article is cited when RE records a resignation (C-Art 7.2).
    bool after_result(const Action& a) {
        if (!rec_.after_recorded_end(a.node)) return false;
        if (r_.recorded_end) return true;
        r_.recorded_end = a.move_number - 1;
        event(a.move_number, a.color, a.kind == ActionKind::Move ? std::optional(a.point) : std::nullopt, a.pos,
              code::PlayAfterResult, Sanction::None,
              rec_.result->kind == game::ResultKind::Resign ? rules_.articles.resignation : "",
              fmt::format("{} {} after RE[{}] recorded the end of the game (node {}): play after a recorded end is no "
                          "part of the game; {} not replayed, and the position after move {} is the final one",
                          go::to_char(a.color),
                          a.kind == ActionKind::Move ? "plays " + where(a.point) : std::string("passes"),
                          rec_.result->text, rec_.result_node,
                          with_later_moves(a), a.move_number - 1));
        return true;
    }

    void pass(const Action& a) {
        before_turn();
        r_.moves = std::max(r_.moves + 1, a.move_number);
        if (after_result(a) || after_end(a)) return;
        const bool second_pass = passes_in_row_ > 0 && last_passer_ == a.color;  // by the same player
        if (any_move_ && a.color != r_.to_move)
            event(a.move_number, a.color, std::nullopt, a.pos, code::PassOutOfTurn, Sanction::None,
                  second_pass ? rules_.articles.passes : "",
                  fmt::format("{} passes out of turn ({} was to play){}", go::to_char(a.color), go::to_char(r_.to_move),
                              second_pass
                                  ? fmt::format(": two passes by the same player do not end the game, both players "
                                                "must pass in succession; the record may be missing {}'s pass",
                                                go::to_char(r_.to_move))
                                  : std::string()));
        first_move_check(a);
        any_move_ = true;
        pl_pending_ = false;
        ko_override_ = false;
        turn_passes(a, false);
    }

    // A stone placed: the turn taken, the ko and repetition rules, the stone played, repetitions noted.
    void move(const Action& a) {
        before_turn();
        r_.moves = std::max(r_.moves + 1, a.move_number);
        const bool override_ko = ko_override_;
        ko_override_ = false;
        if (after_result(a) || after_end(a)) return;
        if (!take_turn(a)) return;
        const KoCheck ko = check_ko(a, override_ko);
        if (ko.ended) return;
        place(a, ko);
    }

    // What the ko rules made of a move: whether it ended there (void, forfeited), whether it broke a
    // rule, and the history lookup already done for the position after it (-2: none, -1: new).
    struct KoCheck {
        bool ended = false;
        bool violation = false;
        int known = -2;
    };

    // Whether the game already ended with the players' two passes (RULES.md §3): a later move or pass is no part of
    // the game, so it is neither replayed, sanctioned nor counted; the first move is reported (a pass changes
    // nothing), with how many follow. After an end a void move made, play resumes (resume_after_forfeit_end).
    bool after_end(const Action& a) {
        if (!game_over_) return false;
        if (r_.end_forfeits[0] || r_.end_forfeits[1]) return !resume_after_forfeit_end(a);
        if (after_end_reported_ || a.kind == ActionKind::Pass) return true;
        after_end_reported_ = true;
        event(
            a.move_number, a.color, a.point, a.pos, code::PlayAfterEnd, Sanction::None, rules_.articles.passes,
            fmt::format("{} plays {} after the game ended with two passes at move {}: play after the end is no part of "
                        "the game; {} not replayed, and the position at move {} is the final one",
                        go::to_char(a.color), where(a.point), ended_at_,
                        with_later_moves(a), ended_at_));
        return true;
    }

    // An end that a void move made (a forfeited turn counts as a pass) is not the players' own: when they play on, the
    // record is read as they played it, and play resumes (reported at each such end); a pass goes on as a pass. True:
    // replay `a`.
    bool resume_after_forfeit_end(const Action& a) {
        if (a.kind == ActionKind::Pass) return true;
        event(a.move_number, a.color, a.point, a.pos, code::PlayAfterEnd, Sanction::None, rules_.articles.passes,
              fmt::format("{} plays {} after the game ended at move {} with two passes, {} (a void move): the "
                          "players played on, so play resumes",
                          go::to_char(a.color), where(a.point), ended_at_,
                          r_.end_forfeits[0] && r_.end_forfeits[1] ? "both of them forfeited turns"
                                                                   : "one of them a forfeited turn"));
        game_over_ = false;
        r_.end_forfeits = {};
        return true;
    }

    // Whose turn it is: a second move in a row is sanctioned (false when it is void and the turn
    // stays with the opponent); handicap stones given as moves are Black's.
    bool take_turn(const Action& a) {
        const Color c = a.color;
        const int n = a.move_number;
        const bool placing_handicap = n <= handicap_moves_ && c == Color::Black;
        if (any_move_ && c != r_.to_move && !placing_handicap) {
            const Sanction s = rules_.on_twice;
            event(n, c, a.point, a.pos, code::PlayedTwice, s, rules_.articles.twice,
                  fmt::format("{} plays twice in a row at {}{}{}", go::to_char(c), where(a.point),
                              pl_pending_ ? fmt::format(" (PL said {})", go::to_char(r_.to_move)) : std::string(),
                              s == Sanction::VoidForfeit || s == Sanction::VoidWarning
                                  ? fmt::format("; the move is void and {} is still to play{}", go::to_char(r_.to_move),
                                                s == Sanction::VoidWarning
                                                    ? fmt::format("; {}{}", go::to_char(c), warning_words(c))
                                                    : std::string())
                                  : consequence(s, c, false)));
            apply_sanction(s, c, n);
            any_move_ = true;
            if (s == Sanction::VoidForfeit || s == Sanction::VoidWarning) return false;
            r_.to_move = c;
        }
        first_move_check(a);
        if (placing_handicap) r_.to_move = c;
        any_move_ = true;
        pl_pending_ = false;
        return true;
    }

    // The basic ko rule, then (superko rules) whether the move recreates an earlier position.
    KoCheck check_ko(const Action& a, bool override_ko) {
        const Color c = a.color;
        const Point p = a.point;
        const int n = a.move_number;
        KoCheck out;
        if (r_.ko && *r_.ko == p && c == ko_forbidden_) {
            out.violation = true;
            if (override_ko) {
                event(n, c, p, a.pos, code::KoForced, Sanction::None, "",
                      fmt::format("{} retakes the ko at {} at once; the record's KO property forces it: accepted",
                                  go::to_char(c), where(p)));
                return out;
            }
            const Sanction s = rules_.on_ko;
            event(n, c, p, a.pos, code::KoRetaken, s, rules_.articles.ko,
                  fmt::format("{} retakes the ko at {} at once{}", go::to_char(c), where(p), consequence(s, c, true)));
            out.ended = void_move(s, a);
            return out;
        }
        if (rules_.ko == rules::KoRule::Simple) return out;
        const std::optional<std::uint64_t> after = r_.board.hash_after(c, p, rules_.suicide_allowed);
        if (!after) {
            illegal_placement(a, r_.board.check(c, p, rules_.suicide_allowed));
            out.ended = true;
            return out;
        }
        const int earlier = history_.find_or_insert(key(*after, go::opponent(c)), n);
        out.known = earlier;
        if (earlier < 0) return out;
        if (override_ko) {
            event(n, c, p, a.pos, code::KoForced, Sanction::None, "",
                  fmt::format("{} at {} repeats the {}; the record's KO property forces it: accepted", go::to_char(c),
                              where(p), earlier_position("position", earlier)),
                  earlier);
            out.violation = true;
        } else if (rules_.cycle == rules::CycleRule::Illegal) {
            const Sanction s = rules_.on_superko;
            const bool positional = rules_.ko == rules::KoRule::PositionalSuperko;
            event(n, c, p, a.pos, code::Superko, s, rules_.articles.superko,
                  fmt::format("{} at {} recreates the {}{} ({} superko){}", go::to_char(c), where(p),
                              earlier_position(positional ? "whole-board position" : "position", earlier),
                              positional ? "" : fmt::format(" with {} to move", go::to_char(go::opponent(c))),
                              positional ? "positional" : "situational", consequence(s, c, true)),
                  earlier);
            out.violation = true;
            repetition_forfeit_ = true;
            out.ended = void_move(s, a);
            repetition_forfeit_ = false;
        }
        return out;
    }

    // Plays the stone (an illegal placement is reported and forfeits the turn), counts captures and
    // an allowed suicide, and notes whether the position repeats an earlier one.
    void place(const Action& a, const KoCheck& ko) {
        const Color c = a.color;
        const Point p = a.point;
        const int n = a.move_number;
        const go::PlayOutcome out = r_.board.play(c, p, rules_.suicide_allowed);
        if (out.error != go::PlayError::None) {
            illegal_placement(a, out.error);
            return;
        }
        r_.captures[static_cast<std::size_t>(go::index(c))] += out.captured;
        r_.captures[static_cast<std::size_t>(go::index(go::opponent(c)))] += out.suicided;
        if (out.suicided > 0)
            event(n, c, p, a.pos, code::SuicideAllowed, Sanction::None, "",
                  fmt::format("{} at {} removes its own {} stone{} (suicide, allowed under {} rules)", go::to_char(c),
                              where(p), out.suicided, out.suicided == 1 ? "" : "s", rules_.name));
        r_.ko = out.ko;
        ko_forbidden_ = go::opponent(c);
        r_.last_move = out.suicided > 0 ? std::nullopt : std::optional<Point>(p);
        r_.to_move = go::opponent(c);
        passes_in_row_ = 0;
        previous_pass_forfeit_ = false;
        note_repetition(a, ko);
    }

    // A position after a move that occurred before (with the same player to move) is a repetition
    // cycle: reported once when it starts (unless the move already broke a rule).
    void note_repetition(const Action& a, const KoCheck& ko) {
        const int n = a.move_number;
        const int earlier = ko.known != -2 ? ko.known : history_.find_or_insert(key(r_.board.hash(), r_.to_move), n);
        if (earlier < 0) {
            last_was_repeat_ = false;
            return;
        }
        if (!ko.violation && !last_was_repeat_)
            event(n, a.color, a.point, a.pos,
                  rules_.cycle == rules::CycleRule::Illegal ? code::Superko : code::Repetition, Sanction::None,
                  rules_.articles.cycle,
                  fmt::format("the position after move {} ({} at {}) repeats the {}, {} to move: "
                              "a repetition cycle (triple ko, eternal life, ...)",
                              n, go::to_char(a.color), where(a.point), earlier_position("position", earlier),
                              go::to_char(r_.to_move)),
                  earlier);
        last_was_repeat_ = true;
        any_repetition_ = true;
    }

    // Applies a Void sanction as a forfeited turn; false when the sanction lets the move stand.
    // A foul that loses (a ko retaken, a superko) is void too: its stone never stands, so later
    // moves are not misread. (A second move in a row that loses stands: the record goes on with it.)
    bool void_move(Sanction s, const Action& a) {
        apply_sanction(s, a.color, a.move_number);
        if (s != Sanction::None) {
            remember_kept_stones(a);
            turn_passes(a, true);
            return true;
        }
        return false;
    }

    // The stones a void move would have captured stay on the board: remembered with the move, so that a later move the
    // players made there is not taken for a corrupt record.
    void remember_kept_stones(const Action& a) {
        if (a.kind != ActionKind::Move ||
            r_.board.check(a.color, a.point, rules_.suicide_allowed) != go::PlayError::None)
            return;
        go::Board played = r_.board;
        if (played.play(a.color, a.point, rules_.suicide_allowed).captured == 0) return;
        if (kept_by_void_.empty()) kept_by_void_.assign(static_cast<std::size_t>(rec_.width * rec_.height), 0);
        for (std::int16_t y = 0; y < rec_.height; ++y)
            for (std::int16_t x = 0; x < rec_.width; ++x)
                if (const Point q{x, y}; r_.board.at(q) != Color::Empty && played.at(q) == Color::Empty)
                    kept_by_void_[static_cast<std::size_t>(y * rec_.width + x)] = a.move_number;
    }

    // The void move that would have captured the stone at p (0: none).
    [[nodiscard]] int kept_by_void(Point p) const {
        return kept_by_void_.empty() ? 0 : kept_by_void_[static_cast<std::size_t>(p.y * rec_.width + p.x)];
    }

    void illegal_placement(const Action& a, go::PlayError err) {
        const Color c = a.color;
        const Point p = a.point;
        const int n = a.move_number;
        if (err == go::PlayError::Suicide) {
            const Sanction s = rules_.on_suicide;
            int stones = 1;
            std::array<Point, 4> seen{};
            int ns = 0;
            for (Point q : {Point{p.x, static_cast<std::int16_t>(p.y - 1)}, Point{static_cast<std::int16_t>(p.x - 1), p.y},
                            Point{static_cast<std::int16_t>(p.x + 1), p.y}, Point{p.x, static_cast<std::int16_t>(p.y + 1)}}) {
                if (r_.board.at(q) != c) continue;
                const Point id = *r_.board.chain_id(q);
                if (std::find(seen.begin(), seen.begin() + ns, id) != seen.begin() + ns) continue;
                seen[static_cast<std::size_t>(ns++)] = id;
                stones += r_.board.chain_size(q);
            }
            event(n, c, p, a.pos, code::Suicide, s, rules_.articles.suicide,
                  fmt::format(
                      "{} plays a suicide at {}: {} without a liberty{}{}", go::to_char(c), where(p),
                      stones == 1 ? std::string("its stone would be") : fmt::format("its {} stones would be", stones),
                      rules_.suicide_allowed ? " (these rules allow only the suicide of more than one stone)" : "",
                      consequence(s, c, true)));
            apply_sanction(s, c, n);
        } else {
            // A point off the board is no point to play on: the record is corrupt there under every ruleset (the
            // Japanese loss on the spot is for a stone on an occupied point, J-Art 3).
            const bool off = err == go::PlayError::OffBoard;
            const Sanction s = off ? Sanction::VoidForfeit : rules_.on_occupied;
            event(
                n, c, p, a.pos, off ? code::OffBoard : code::Occupied, s, off ? "" : rules_.articles.occupied,
                off ? fmt::format("{} plays at {}, off the {}x{} board: the record is corrupt here{}", go::to_char(c),
                                  go::to_sgf(p), rec_.width, rec_.height, consequence(s, c, true))
                : kept_by_void(p) > 0
                    ? fmt::format("{} plays on the occupied point {} (a {} stone is there): move {}, which would have "
                                  "captured it, was void, so the stone stayed where the players' board had none{}",
                                  go::to_char(c), where(p), go::to_name(r_.board.at(p)), kept_by_void(p),
                                  consequence(s, c, true))
                    : fmt::format("{} plays on the occupied point {} (a {} stone is there): the record is corrupt "
                                  "here{}",
                                  go::to_char(c), where(p), go::to_name(r_.board.at(p)), consequence(s, c, true)));
            apply_sanction(s, c, n);
        }
        turn_passes(a, true);
    }

    void finish() {
        check_setup_liberties();
        for (const auto& [code, n] : events_per_code_)
            if (n > max_events_per_code)
                add_event(0, Color::Empty, std::nullopt, rec_.pos, code, Sanction::None, "",
                          diag::unlisted_message(n - max_events_per_code, code.id, max_events_per_code), std::nullopt);
        r_.ended_by_passes = game_over_;
        if (rules_.cycle == rules::CycleRule::Illegal) return;
        const bool void_result = rec_.result && rec_.result->kind == game::ResultKind::Void;
        if (!(last_was_repeat_ || (void_result && any_repetition_))) return;
        if (ended_otherwise()) {
            // J-Art 12's no result needs the players to leave the cycle so; a recorded resignation,
            // time loss or forfeit shows they did not: the recorded end stands.
            event(r_.moves, Color::Empty, std::nullopt, last_pos(), code::CycleEndedOtherwise, Sanction::None,
                  rules_.articles.cycle,
                  fmt::format("the record ends inside a repetition cycle, but RE[{}] records that the game ended "
                              "otherwise: the cycle does not decide it",
                              rec_.result->text));
            return;
        }
        r_.cycle_ruling = rules_.cycle;
        r_.cycle_by_void = !last_was_repeat_;
        r_.no_result = rules_.cycle == rules::CycleRule::NoResult;
        const std::string_view ruling = rules::to_string(rules_.cycle);
        event(r_.moves, Color::Empty, std::nullopt, last_pos(), code::EndsInCycle, Sanction::None,
              cycle_article(rules_, rules_.cycle),
              last_was_repeat_
                  ? fmt::format("the record ends inside a repetition cycle that neither player left: {}", ruling)
                  : fmt::format("RE[{}] and the position repeated during play: {}", rec_.result->text, ruling));
    }

    // Whether RE records an end the players chose: a resignation, a time loss or a forfeit.
    [[nodiscard]] bool ended_otherwise() const {
        if (!rec_.result) return false;
        const auto k = rec_.result->kind;
        return k == game::ResultKind::Resign || k == game::ResultKind::Time || k == game::ResultKind::Forfeit;
    }

    [[nodiscard]] game::TextPos last_pos() const {
        for (std::size_t k = line_.size(); k > 0; --k)
            if (line_[k - 1].kind == ActionKind::Move || line_[k - 1].kind == ActionKind::Pass) return line_[k - 1].pos;
        return rec_.pos;
    }

    const game::Record& rec_;
    std::span<const Action> line_;
    const rules::Rules& rules_;
    const Options& options_;
    Replay& r_;
    static thread_local History history_;

    // Events per code, in code order.
    struct ById {
        bool operator()(const diag::Code& a, const diag::Code& b) const { return a.id < b.id; }
    };
    std::map<diag::Code, std::size_t, ById> events_per_code_;
    std::array<int, 2> warnings_{0, 0};  // warnings given so far per colour, to number them
    const Action* deferred_pl_ = nullptr;
    Color ko_forbidden_ = Color::Empty;
    Color expected_first_ = Color::Black;
    int handicap_moves_ = 0;
    int ended_at_ = 0;
    int passes_in_row_ = 0;
    int last_setup_report_node_ = -1;
    std::vector<std::pair<Point, Color>> stones_;  // setup's points of one node
    bool previous_pass_forfeit_ = false;
    bool repetition_forfeit_ = false;           // the turn being forfeited is a move void for repeating a position
    bool previous_forfeit_repetition_ = false;  // the previous pass was such a forfeit
    std::vector<int> kept_by_void_;  // per point (y * width + x): the void move that would have captured its stone
    bool game_over_ = false;
    bool setup_stones_ = false;  // stones were set up (AB/AW)
    bool after_end_reported_ = false;
    Color last_passer_ = Color::Empty;  // who made the last pass or forfeited the last turn
    bool any_move_ = false;
    bool pl_pending_ = false;
    bool ko_override_ = false;
    bool position_dirty_ = true;
    std::optional<game::TextPos> unchecked_setup_;  // where the last set-up not yet checked for liberties stands
    bool last_was_repeat_ = false;
    bool any_repetition_ = false;
};

thread_local History Replayer::history_;

}  // namespace

Replay run(const game::Record& record, const rules::Rules& rules, const Options& options) {
    return run(record, std::span<const Action>(record.actions), rules, options);
}

Replay run(const game::Record& record, std::span<const Action> line, const rules::Rules& rules,
           const Options& options) {
    const bool valid = record.width >= 1 && record.height >= 1 && record.width <= go::Board::max_size &&
                       record.height <= go::Board::max_size;
    Replay out{.board = go::Board(valid ? record.width : 1, valid ? record.height : 1)};
    Replayer(record, line, rules, options, out).run();
    return out;
}

std::span<const diag::Code> codes() {
    using namespace code;
    static constexpr std::array table{OffBoard,           Occupied,         Suicide,
                                      KoRetaken,          Superko,          PlayedTwice,
                                      PlayAfterEnd,       SetupAfterStart,  KoForced,
                                      HandicapAsMoves,    HandicapMismatch, Repetition,
                                      EndedByForfeit,     EndsInCycle,      UnexpectedFirst,
                                      PlayerChanged,      SuicideAllowed,   PassOutOfTurn,
                                      BadBoardSize,       PlayAfterResult,  CycleEndedOtherwise,
                                      SetupWithoutLiberty};
    return table;
}

std::string_view cycle_article(const rules::Rules& rules, rules::CycleRule ruling) {
    const bool chinese_text = rules.articles.cycle == rules::chinese_articles.cycle;
    return ruling == rules::CycleRule::NoResult || chinese_text ? rules.articles.cycle : std::string_view();
}

diag::Diagnostic to_diagnostic(const Event& event, std::string_view file) {
    std::string message = event.message;
    if (!event.article.empty()) message += " (" + event.article + ")";
    return {event.code,
            {std::string(file), event.pos.line, event.pos.col, 0},
            std::move(message),
            event.move > 0 ? std::optional<int>(event.move) : std::nullopt};
}

}  // namespace kifu::replay
