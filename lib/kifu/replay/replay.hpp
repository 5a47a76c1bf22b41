#pragma once
// Replays a game record under a ruleset: the final position, captures, and every irregularity as
// an event with move number, place in the file, rule article and sanction (RULES.md §1-3).

#include <array>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/replay/codes.hpp>
#include <kifu/go/board.hpp>
#include <kifu/go/color.hpp>
#include <kifu/go/point.hpp>
#include <kifu/rules/rules.hpp>

namespace kifu::replay {

// One irregularity or notable fact, in move order.
struct Event {
    int move = 0;                        // 1-based move number (0 for setup and record-level facts)
    go::Color color = go::Color::Empty;  // who played (Empty for record-level facts)
    std::optional<go::Point> point;      // where, when a point is involved
    game::TextPos pos;                   // where the property value stands in the file
    diag::Code code;                     // stable, M1xx (see codes()), with its severity
    rules::Sanction sanction = rules::Sanction::None;  // what the chosen rules make of it
    std::string article;                 // "C-Art 18.3", "J-Art 12"; empty when no article applies
    std::string message;                 // plain words with human and SGF coordinates
    std::optional<int> earlier_move;     // repetitions: the move after which the position first arose (0 = start)
};

// Events of one code listed per game; past it only their number is kept (one event says how many more).
inline constexpr std::size_t max_events_per_code = 100;

struct Options {
    std::optional<int> stop_after_move;  // stop after move N (0: the position after setup)
    // Called after every B/W property is replayed, with the board and the move number (tests, diagrams);
    // it must not call run() itself (the position history is per thread).
    std::function<void(const go::Board&, int move)> on_move;
};

struct Replay {
    go::Board board{19, 19};             // position after the last replayed action
    std::array<int, 2> captures{
        0, 0};  // stones captured BY black [0] / white [1] (suicided stones count for the opponent)
    int moves = 0;                       // the number of the last B/W property replayed (passes, void and unreadable moves count)
    bool ended_by_passes = false;        // the replay ends after two consecutive passes (forfeits included)
    std::optional<int> recorded_end{};   // the last move before the node holding RE, when play follows that node
                                         // (M121): the position after it is the final one
    // The last move of the game: recorded_end when play follows RE's node, else the last replayed (0: none).
    [[nodiscard]] int last_game_move() const { return recorded_end.value_or(moves); }
    std::optional<int> end_move{};       // the move that first ended the game by passes (play may have resumed), or
                                         // the players' own two passes that followed an end a forfeit made
    // When ended_by_passes: whether the [first, second] of the two final passes was a forfeited turn,
    // and whether both were, one of them a move void for repeating a position (no player chose to pass).
    std::array<bool, 2> end_forfeits{};
    bool end_by_repetition = false;
    std::optional<go::Color> loser{};    // the first move the rules sanction with the loss of the game (Sanction::Loss)
    std::optional<int> lost_at_move{};   // its move number
    bool no_result = false;              // the record ends inside a repetition cycle (or RE[Void] after one) and the rules say no result
    std::optional<rules::CycleRule> cycle_ruling{};  // set when such a cycle decides the game (no-result, draw, replay)
    bool cycle_by_void = false;            // ... a cycle play left, decided because RE[Void] records the game so
    std::optional<go::Point> ko{};         // point the player to move may not retake now (simple ko)
    go::Color to_move = go::Color::Black;
    std::optional<go::Point> last_move{};  // the last stone actually placed by the last move, if it was one
    std::vector<Event> events{};
};

// Replays the main line of `record` under `rules`. Never throws on bad data.
[[nodiscard]] Replay run(const game::Record& record, const rules::Rules& rules, const Options& options = {});
// Replays `line` (e.g. one of record.variations) with the board size, handicap and result of `record`.
[[nodiscard]] Replay run(const game::Record& record, std::span<const game::Action> line, const rules::Rules& rules,
                         const Options& options = {});

// The article that rules a cycle so: C-Art 20.3 for any of the competition's choices, J-Art 12 for no result
// only (the Japanese text has no draw or replay); empty when the rules' text has none.
[[nodiscard]] std::string_view cycle_article(const rules::Rules& rules, rules::CycleRule ruling);

// The event as a diagnostic located in `file`: the message with the article in parentheses, the move kept.
[[nodiscard]] diag::Diagnostic to_diagnostic(const Event& event, std::string_view file);

}  // namespace kifu::replay
