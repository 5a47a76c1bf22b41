#pragma once
// A typed view of one SGF game tree: game info, the result, and the main line as actions.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/info.hpp>
#include <kifu/go/color.hpp>
#include <kifu/go/point.hpp>

namespace kifu::game {

// Where an action or property stands in its file (1-based; 0 = unknown).
struct TextPos {
    std::uint32_t line = 0;
    std::uint32_t col = 0;
    friend bool operator==(TextPos, TextPos) = default;
};

enum class ResultKind : std::uint8_t {
    Score,       // "B+3.5"
    Resign,      // "W+R", "B+Resign"
    Time,        // "B+T", "B+Time"
    Forfeit,     // "W+F"
    WinnerOnly,  // "B+" with no margin
    Uncounted,   // a result that cannot be a count ("W+0.0", "B+0.02": Fox's wins by other means; a draw
                 // with a half-point komi); winner Empty for a draw
    Draw,        // "0", "Draw", "Jigo"
    Void,        // "Void": no result
    Unknown,     // "?"
    Other,       // anything else (reported)
};

// The parsed RE property.
struct Result {
    std::string text;                 // as written
    ResultKind kind = ResultKind::Unknown;
    go::Color winner = go::Color::Empty;
    std::optional<double> margin;     // points, for Score (a margin written in stones is doubled)
    bool margin_in_stones = false;    // the margin was written in stones ("W+1.25": quarter points)
    std::string_view moku_unit = {};  // "目" or "집" when the margin was written in territory counting's unit ("B+4目")
    bool in_words = false;            // written in words, not as FF[4] writes a result ("黑中盘胜")

    // Black's lead a count (Score) records, in points: its margin, negative when White won; none otherwise.
    [[nodiscard]] std::optional<double> black_lead() const {
        if (kind != ResultKind::Score || !margin) return std::nullopt;
        return winner == go::Color::Black ? *margin : -*margin;
    }
};

// The parsed KM property.
struct Komi {
    std::string text;                 // as written
    double points = 0;                // in points: Fox's x100 values divided, stones doubled (parse_komi)
    bool in_stones = false;           // written in stones (a quarter: KM[2.75], Fox's KM[375]), area counting's unit
    bool in_hundredths = false;       // written in Fox's hundredths (KM[750], KM[375])
    // The written value was not in points.
    [[nodiscard]] bool rescaled() const { return in_stones || in_hundredths; }
};

enum class ActionKind : std::uint8_t {
    Setup,        // AB/AW/AE: color is the stone placed, Empty for AE
    Move,         // B/W at a point
    Pass,         // B[] / W[] / tt on boards up to 19x19
    PlayerToMove, // PL
    KoOverride,   // KO: the next move is legal whatever the ko rule says
};

struct Action {
    ActionKind kind = ActionKind::Move;
    go::Color color = go::Color::Empty;
    go::Point point;                  // Setup and Move only
    int node = 0;                     // 0-based depth along the line (0 = root)
    int move_number = 0;              // Move and Pass: 1-based count of B/W properties
    TextPos pos;                      // where the property value starts
};

// How a game starts (RULES.md §1), resolved once when the record is read (game/handicap.hpp).
enum class Start : std::uint8_t {
    Even,      // nothing set up: Black moves first (handicap stones may come as black moves: replay)
    Handicap,  // Black's handicap stones set up (AB with HA, no AW, no PL): White moves first
    Position,  // a set-up position (AB with AW, AB without HA or with HA[0], or PL): no handicap, either may start
    Restored,  // HA[N], nothing set up and White moves first: the standard N stones were put back (G411)
};

// One game of a collection.
struct Record {
    std::string file;
    int game_index = 0;               // 0-based index of the game tree in its file
    int width = 19;
    int height = 19;
    std::optional<Komi> komi;
    int handicap = 0;                 // HA as written (0 when absent)
    int handicap_stones = 0;          // the handicap the game is counted with (the stones placed); 0 when none
    Start start = Start::Even;        // how the game starts
    int opening_black_moves = 0;      // consecutive B moves the main line starts with (before any W, pass or PL)
    int handicap_moves = 0;           // of those, the handicap stones given as moves (HA[2] or more, nothing set up)
    int move_properties = 0;          // B/W properties of the main line, unreadable ones (S201: no action) included
    std::string rules_text;           // RU as written
    std::optional<Result> result;     // RE
    TextPos result_pos;               // where RE's value starts (line 0: no RE)
    int result_node = 0;              // main-line depth of the node holding RE when a move comes before it
    // The main-line node at `depth` comes after the node holding RE written after the first move: play there is no
    // part of the game (M121).
    [[nodiscard]] bool after_recorded_end(int depth) const { return result_node > 0 && depth > result_node; }
    std::string black_player, white_player, event, place;  // PB, PW, EV, PC as UTF-8
    std::vector<Action> actions;      // the main line, in order
    std::vector<go::Point> territory_black;  // TB of the final nodes: the last main-line move or setup and after
    std::vector<go::Point> territory_white;  // TW of those nodes
    TextPos territory_pos;                   // where the first TB/TW value of those nodes starts (line 0: none)
    diag::Diagnostics diagnostics;    // everything found while reading (syntax, values, info)
    std::vector<std::vector<Action>> variations;  // every root-to-leaf line (ReadOptions::all_variations)
    std::string charset;                          // the charset its game tree was read as ("UTF-8", "GB18030", ...)
    std::string comment_root, application;        // root C, AP (first value) as UTF-8
    std::string comment_end;                      // C of the main line's last node (first value) as UTF-8
    GameInfo info;                    // the game information the record states (game/info.hpp)
    bool fox = false;                 // written by Fox Weiqi: AP[foxwq], or Fox's own TT/TC time properties
    bool fox_default_komi = false;    // Fox's KM[0] of an even game, its default komi: `komi` is left empty (G412)
    bool komi_as_ko = false;          // `komi` was read from a KO in the root, there being no KM (G419)
    TextPos pos;                      // where the game tree starts
    bool no_game_tree = false;        // the file holds no game tree (S113): this record stands for the file, no game
};

}  // namespace kifu::game
