#pragma once
// The JSON pieces every tool's rows are made of: diagnostics, replay events, the row head and the
// row of an input that could not be read (field names from fields.hpp).

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/game/record.hpp>
#include <kifu/replay/replay.hpp>

namespace kifu::report {

// {code, severity, message, line, col, move (null when none)} — the JSON contract of every tool.
[[nodiscard]] nlohmann::json to_json(const diag::Diagnostic& diagnostic);
// A replay event as a `findings`/`events` object: code, severity, move, color, point, sgf_point,
// line, col, message, article, sanction, earlier_move (every key always, null where it does not apply).
[[nodiscard]] nlohmann::json to_json(const replay::Event& event, int board_height);
// {"PB": "...", ...}: the game information the record states, under its SGF names.
[[nodiscard]] nlohmann::json info_json(const game::GameInfo& info);
// The CSV columns of the game information: /info/PB, /info/BR, ... in game::info_ids order.
[[nodiscard]] std::vector<std::string> info_columns();
// {file, game, ok, diagnostics, info} — the fields every tool's rows start with.
[[nodiscard]] nlohmann::json row_head(const game::Record& record, const diag::Diagnostics& diagnostics, bool ok);
// The row of an input that could not be read: the head with `game` and `info` null, then `fields`
// (the tool's own fields, null where unknown).
[[nodiscard]] nlohmann::json error_row(const std::string& path, const diag::Diagnostic& error,
                                       const nlohmann::json& fields);

}  // namespace kifu::report
