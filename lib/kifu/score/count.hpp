#pragma once
// Counting a finished game: Chinese area (C-Art 9, 11) or Japanese territory, komi, handicap
// compensation and penalty stones, with a breakdown a referee can check by hand.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/go/board.hpp>
#include <kifu/go/color.hpp>
#include <kifu/go/point.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/dead_stones.hpp>

namespace kifu::score {

// One player's column of the count.
struct Side {
    int stones = 0;          // living stones on the board
    double territory = 0;    // enclosed empty or dead-stone points that count for this player
    int prisoners = 0;       // captured during play + the opponent's dead stones
    double dame = 0;         // area: half of the neutral points not in seki; territory: 0
    int seki = 0;            // neutral points in seki (shared liberties); area counts half of them
    double penalties = 0;    // signed: area -own +opponent's penalty stones; territory +opponent's
    double total = 0;        // area: stones+territory+dame+seki/2+penalties; territory: territory+prisoners+penalties
};

// Everything besides the position that decides the count.
struct Settings {
    double komi = 0;                      // points White receives
    bool komi_assumed = false;            // not in the record: the ruleset default (RULES.md §4)
    int handicap = 0;                     // handicap stones (0 in an even game)
    std::array<int, 2> penalty_stones{};  // against [black, white]: what judge::sanctions decided (C-Art 24.1)
    diag::Diagnostics diagnostics;        // K111 komi assumed
};

struct Breakdown {
    Side black;
    Side white;
    double komi = 0;
    bool komi_assumed = false;
    int handicap = 0;
    double compensation = 0;                  // extra points to White for the handicap
    rules::Scoring scoring = rules::Scoring::Area;
    DeadSource dead_source = DeadSource::Unknown;
    std::optional<std::string> result;        // SGF style "B+3.5", "W+0.5", "0"; nullopt when dead stones are unknown
    std::optional<double> result_stones;      // chinese (rules.margin_in_stones): the margin in stones (unsigned)
    std::optional<go::Color> winner;          // nullopt for a draw or no result
    double margin_points = 0;                 // Black's total - White's total - komi - compensation
    // Point lists in board order (row by row from the top), except `dead` (sorted like DeadStones).
    std::vector<go::Point> dead;              // the dead stones taken off
    std::vector<go::Point> dame_points;       // neutral points that can be filled
    std::vector<go::Point> seki_points;       // neutral points nobody can fill
    std::vector<go::Point> seki_eyes;         // one-colour points enclosed by a chain in seki
    bool seki_eyes_counted = true;            // the rules count seki eyes as territory (not Japanese: J-Art 8)
    std::vector<go::Point> black_territory;   // points counted as Black's territory
    std::vector<go::Point> white_territory;   // points counted as White's territory
    // Territory rules only: enclosed points not counted, those the markup leaves out or, without markup, those a chain
    // must fill once the dame are filled (must_fill.hpp).
    std::vector<go::Point> unclaimed;
    std::array<int, 2> unclaimed_of{};        // how many of them are Black's and White's
    diag::Diagnostics diagnostics;            // settings' diagnostics plus K105, K109 (markup), K113
};

// Counts `final_board` with `dead` taken off. `captures` = stones captured during play by
// [black, white]. Area: each side's stones + enclosed points + half of every neutral point; the
// margin in stones is Black's count minus par (points/2 + komi/2 + compensation/2), in points
// twice that. Territory: enclosed points + prisoners; nothing for neutral points, and with
// seki_territory = false nothing for seki eyes; with markup dead stones only marked points count
// (the players' agreement may leave out a point that must be filled), without markup nothing for
// the points that must be filled (must_fill.hpp). Markup that disagrees with the regions is
// reported (K105, K109).
[[nodiscard]] Breakdown count(const go::Board& final_board, const std::array<int, 2>& captures,
                              const DeadStones& dead, const rules::Rules& rules, const Settings& settings);

// Komi (override, else KM, else the ruleset default for an even or handicap game, assumed) and the
// handicap the record resolved (Record::handicap_stones, when at least 2).
[[nodiscard]] Settings settings_for(const game::Record& record, const rules::Rules& rules,
                                    std::optional<double> komi_override);

// Points of compensation for `handicap` stones under `rules` (H, H-1 or none).
[[nodiscard]] double compensation(const rules::Rules& rules, int handicap);

// SGF style result for a Black-positive margin in points: "B+3.5", "W+0.5", "0".
[[nodiscard]] std::string format_result(double margin_points);

// "Black wins by ¾ stone" (a margin in stones: result_stones) or "White wins by 2.5 points" (any other), "draw", or
// "not counted".
[[nodiscard]] std::string describe(const Breakdown& b);

}  // namespace kifu::score
