#pragma once
// Each tool's row for one game: the JSON contract fields, the text a person reads, and the exit
// status it contributes; and each tool's CSV columns.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include <kifu/adjudicate/check.hpp>
#include <kifu/adjudicate/outcome.hpp>
#include <kifu/adjudicate/position.hpp>
#include <kifu/cli/output.hpp>
#include <kifu/diag/diagnostic.hpp>
#include <kifu/report/diagram_text.hpp>

namespace kifu::report {

// kifu-check's fields: rules, rules_origin, moves, findings, codes.
[[nodiscard]] nlohmann::json check_fields(const adjudicate::Checked& checked);
// kifu-replay's fields: rules, move, moves, to_move, captures, last_move, ko, board, findings.
[[nodiscard]] nlohmann::json position_fields(const adjudicate::Position& position);
// kifu-score's fields (DESIGN.md's contract): rules, komi, dead stones, both sides' counts, result, agreement, ...
[[nodiscard]] nlohmann::json score_fields(const adjudicate::Outcome& outcome);
// kifu-score's fields plus `verdict` and `events`.
[[nodiscard]] nlohmann::json ruling_fields(const adjudicate::Outcome& outcome);

// Each tool's own fields, all null: what the row of an input that could not be read carries (the
// contract holds for every row).
[[nodiscard]] nlohmann::json check_unknown_fields();
[[nodiscard]] nlohmann::json position_unknown_fields();
[[nodiscard]] nlohmann::json score_unknown_fields();
[[nodiscard]] nlohmann::json judge_unknown_fields();

// kifu-check: findings at or above `fail_on` make the game not ok; text lists them from warnings up.
[[nodiscard]] cli::Row check_row(const adjudicate::Checked& checked, diag::Severity fail_on);
// How kifu-replay shows a game.
struct PositionView {
    Charset charset = Charset::Ascii;
    bool svg = false;          // an SVG image instead of a text diagram
    bool image_files = false;  // svg: each row names its image file (cli::Row::output_name, --output-dir)
    std::optional<int> move;   // the move asked for (--move)
};
// kifu-replay: the position as a text diagram (or SVG), captures and events. A --move past the
// game's end, or (SVG to standard output) a second game, is an I002 row with status 2 instead.
// `relative`: the input's path relative to its folder or archive (names the image file).
[[nodiscard]] cli::Row position_row(const adjudicate::Position& position, const PositionView& view,
                                    std::string_view relative);

// How kifu-score shows a game.
struct ScoreView {
    bool board = false;              // --board: the final position, marked
    bool fail_on_uncertain = false;  // --fail-on uncertain
};
// kifu-score: not ok on a mismatch with RE, an error, or (asked) an uncertain estimated group or winner (E501, E504).
[[nodiscard]] cli::Row score_row(const adjudicate::Outcome& outcome, const ScoreView& view);

// Where kifu-judge writes the pictures of the first game of an input.
struct JudgeView {
    std::string svg_path;   // --svg FILE
    std::string html_path;  // --html FILE
    bool fail_on_uncertain = false;  // --fail-on uncertain: an uncertain group or winner (E501, E504) is a finding
};
// kifu-judge: ok when the ruling upholds RE, or with no RE when it decides the game and sanctions nothing (and, asked,
// no estimated group or winner is uncertain); writes --svg/--html for the file's first game (status 2 and I005 when a
// file cannot be written).
[[nodiscard]] cli::Row judge_row(const adjudicate::Outcome& outcome, const JudgeView& view);

// The CSV columns (JSON pointers) of each tool: its own, then the game information (info_columns).
[[nodiscard]] std::vector<std::string> check_columns();
[[nodiscard]] std::vector<std::string> position_columns();
[[nodiscard]] std::vector<std::string> score_columns();
[[nodiscard]] std::vector<std::string> judge_columns();

}  // namespace kifu::report
