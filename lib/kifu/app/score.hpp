#pragma once
// kifu-score's work: replay each game, find its dead stones, count it, compare with RE.

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <kifu/cli/runner.hpp>
#include <kifu/estimate/confidence.hpp>
#include <kifu/estimate/estimate.hpp>
#include <kifu/estimate/finish.hpp>
#include <kifu/game/record.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/report/diagram.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/compare.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_sources.hpp>

namespace kifu::app {

// Where dead stones may come from when no --dead / --alive-all is given.
enum class DeadPolicy {
    Auto,        // the record's markup, else an estimate (default)
    Markup,      // markup only; without it the game is not counted
    Estimate,    // always estimate, ignoring markup
    CrossCheck,  // markup (else estimate), and report where the estimate differs from the markup
};

struct ScoreOptions {
    std::string rules;                     // preset overriding RU
    std::string cycle;                     // --cycle: what a C-Art 20.3 cycle means
    std::optional<double> komi;            // overrides KM
    std::optional<std::string> dead;       // --dead POINTS
    bool alive_all = false;                // --alive-all
    DeadPolicy policy = DeadPolicy::Auto;  // --dead-stones
    std::array<int, 2> penalties{};        // --penalty B=N / W=N, [black, white]
    estimate::Options estimate;            // --seed, --playouts
    bool fail_on_uncertain = false;        // --fail-on uncertain
    bool board = false;                    // --board: the final position, marked
    bool as_it_stands = false;             // --as-it-stands: count an unfinished record without playing it out
    bool quiet = false;
};

// Everything worked out for one game, for kifu-score and kifu-judge alike.
struct ScoredGame {
    game::Record record;
    std::string rules_origin;
    rules::Rules rules;
    replay::Replay replay;
    std::optional<estimate::Finish> played_out;  // the play-out of an unfinished game, when one was needed
    std::optional<score::DeadStones> dead;     // nullopt when the game is not counted
    std::optional<score::Breakdown> breakdown;
    std::optional<estimate::Confidence> confidence;  // how sure the count is of its winner (counted games)
    score::Comparison comparison;
    std::string not_counted_reason;            // why the game was not counted
    double uncertain_below = 0.8;              // estimated calls less sure than this are uncertain
    diag::Diagnostics diagnostics;             // reading, rules, replay, dead stones and counting
};

// Replays and counts one record (not counted when it ended by resignation, time or forfeit).
[[nodiscard]] ScoredGame score_game(game::Record&& record, const ScoreOptions& options);
// The kifu-score JSON row fields of a scored game (DESIGN.md's contract).
[[nodiscard]] nlohmann::json score_fields(const ScoredGame& game);
// The final position with dead stones, territory, dame and seki marked.
[[nodiscard]] report::Diagram final_diagram(const ScoredGame& game);
// The breakdown a referee can check by hand (and the marked final position when `board`).
[[nodiscard]] std::string score_text(const ScoredGame& game, bool board);

// Reads, replays and counts every game of one input, one row per game.
void score_input(const ScoreOptions& options, const cli::Source& source, const cli::Emit& emit);
// The CSV columns of kifu-score.
[[nodiscard]] std::vector<std::string> score_csv_columns();
// "B=1" → {black, 1}; nullopt when malformed.
[[nodiscard]] std::optional<std::pair<go::Color, int>> parse_penalty(std::string_view text);
// "markup", "estimate", "markup,estimate" → a policy.
[[nodiscard]] std::optional<DeadPolicy> parse_dead_policy(std::string_view text);

// Games per agreement category and per ruleset, for --summary.
struct ScoreSummary {
    int games = 0, counted = 0, unreadable = 0;
    std::map<std::string, int> agreement;
    std::map<std::string, std::map<std::string, int>> per_rules;   // rules → agreement → games
    std::map<std::string, int> dead_sources;

    void add(const cli::Row& row);
    [[nodiscard]] std::string to_text() const;
};

}  // namespace kifu::app
