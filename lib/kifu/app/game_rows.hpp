#pragma once
// Pieces every tool puts into its per-game rows.

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/replay/replay.hpp>

namespace kifu::app {

// A replay event as a `findings`/`events` object: code, severity, move, color, point, sgf_point,
// line, col, article, sanction, message.
[[nodiscard]] nlohmann::json to_json(const replay::Event& event, int board_height);
// {"file","game","ok","diagnostics"} — the fields every tool's rows start with.
[[nodiscard]] nlohmann::json row_head(const game::Record& record, const diag::Diagnostics& diagnostics, bool ok);
// Diagnostics as GNU-style lines, only those at or above `least`.
[[nodiscard]] std::string format_lines(const diag::Diagnostics& diagnostics, diag::Severity least);
// The distinct codes of `diagnostics`, sorted.
[[nodiscard]] std::vector<std::string> distinct_codes(const diag::Diagnostics& diagnostics);
// True when a diagnostic at or above `level` is present.
[[nodiscard]] bool any_at_least(const diag::Diagnostics& diagnostics, diag::Severity level);

}  // namespace kifu::app
