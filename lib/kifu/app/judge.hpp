#pragma once
// kifu-judge's work: a referee's ruling for each game of a disputed record.

#include <string>
#include <vector>

#include <kifu/app/score.hpp>
#include <kifu/cli/runner.hpp>
#include <kifu/judge/verdict.hpp>

namespace kifu::app {

struct JudgeOptions {
    ScoreOptions score;                                  // rules, komi, dead stones, penalties
    std::vector<judge::RefereeWarning> warnings;         // --warning COLOR[:REASON]
    std::string svg_path;                                // --svg FILE: the final position, marked
    std::string html_path;                               // --html FILE: the whole ruling with diagrams
};

// A ruled game: the count and everything the ruling rests on.
struct RuledGame {
    ScoredGame scored;
    judge::Verdict verdict;
};

// Replays, counts and rules one record.
[[nodiscard]] RuledGame rule_game(game::Record&& record, const JudgeOptions& options);
// The ruling as text a referee can read aloud: the verdict first, then the reasons and the count.
[[nodiscard]] std::string ruling_text(const RuledGame& game);
// kifu-score's fields plus `verdict` and `events`.
[[nodiscard]] nlohmann::json ruling_fields(const RuledGame& game);

// Rules every game of one input, one row per game; writes --svg/--html for the first game.
void judge_input(const JudgeOptions& options, const cli::Source& source, const cli::Emit& emit);
// The CSV columns of kifu-judge.
[[nodiscard]] std::vector<std::string> judge_csv_columns();
// "B", "W:clock" → a warning; nullopt when malformed.
[[nodiscard]] std::optional<judge::RefereeWarning> parse_warning(std::string_view text);

}  // namespace kifu::app
