#pragma once
// The JSON field names of every tool's rows, written once (the contract scripts and CI rely on:
// new fields may be added, none renamed). CSV columns are JSON pointers built from these names.

namespace kifu::report::field {

// Every row.
inline constexpr const char* File = "file";
inline constexpr const char* Game = "game";
inline constexpr const char* Ok = "ok";
inline constexpr const char* Diagnostics = "diagnostics";
inline constexpr const char* Info = "info";  // the game information, under SGF names (game/info.hpp)
// A diagnostic, a finding or an event.
inline constexpr const char* Code = "code";
inline constexpr const char* Severity = "severity";
inline constexpr const char* Message = "message";
inline constexpr const char* Line = "line";
inline constexpr const char* Col = "col";
inline constexpr const char* Move = "move";
inline constexpr const char* Color = "color";
inline constexpr const char* Point = "point";
inline constexpr const char* SgfPoint = "sgf_point";
inline constexpr const char* Article = "article";
inline constexpr const char* Sanction = "sanction";
inline constexpr const char* EarlierMove = "earlier_move";
inline constexpr const char* Text = "text";
// kifu-check.
inline constexpr const char* Rules = "rules";
inline constexpr const char* RulesOrigin = "rules_origin";
inline constexpr const char* Moves = "moves";
inline constexpr const char* Findings = "findings";
inline constexpr const char* Codes = "codes";
// kifu-replay.
inline constexpr const char* ToMove = "to_move";
inline constexpr const char* Captures = "captures";
inline constexpr const char* Black = "black";
inline constexpr const char* White = "white";
inline constexpr const char* LastMove = "last_move";
inline constexpr const char* Ko = "ko";
inline constexpr const char* Board = "board";
// kifu-score.
inline constexpr const char* Komi = "komi";
inline constexpr const char* KomiAssumed = "komi_assumed";
inline constexpr const char* Handicap = "handicap";
inline constexpr const char* Compensation = "compensation";
inline constexpr const char* DeadSource = "dead_source";
inline constexpr const char* Dead = "dead";
inline constexpr const char* Stones = "stones";
inline constexpr const char* Territory = "territory";
inline constexpr const char* Prisoners = "prisoners";
inline constexpr const char* Dame = "dame";
inline constexpr const char* Seki = "seki";
inline constexpr const char* Penalties = "penalties";
inline constexpr const char* Total = "total";
inline constexpr const char* Result = "result";
inline constexpr const char* ResultStones = "result_stones";
inline constexpr const char* Recorded = "recorded";
inline constexpr const char* Agreement = "agreement";
inline constexpr const char* Difference = "difference";
inline constexpr const char* NotCounted = "not_counted";
inline constexpr const char* Uncertain = "uncertain";
inline constexpr const char* Confidence = "confidence";
inline constexpr const char* ConfidenceRaw = "confidence_raw";  // only with KIFU_CONFIDENCE_RAW set (bench/calibration)
inline constexpr const char* PlayedOut = "played_out";
inline constexpr const char* Largest = "largest";
inline constexpr const char* Complete = "complete";
inline constexpr const char* MarginError = "margin_error";
inline constexpr const char* Spread = "spread";
inline constexpr const char* Played = "played";
inline constexpr const char* Reason = "reason";
inline constexpr const char* Value = "value";
// kifu-judge.
inline constexpr const char* Verdict = "verdict";
inline constexpr const char* Kind = "kind";
inline constexpr const char* Winner = "winner";
inline constexpr const char* Headline = "headline";
inline constexpr const char* AgreesWithRecord = "agrees_with_record";
inline constexpr const char* Record = "record";
inline constexpr const char* RecordNote = "record_note";
inline constexpr const char* Reasons = "reasons";
inline constexpr const char* Events = "events";
// kifu-fix (one row per file).
inline constexpr const char* Games = "games";
inline constexpr const char* Changed = "changed";
inline constexpr const char* Changes = "changes";
inline constexpr const char* ChangeCodes = "change_codes";
inline constexpr const char* Charset = "charset";
inline constexpr const char* Output = "output";
// A run's JSON summary (report/summary.hpp, fix/rows.hpp); also Games, Changed, Rules, Codes,
// Agreement, Severity above.
inline constexpr const char* Tool = "tool";
inline constexpr const char* Inputs = "inputs";
inline constexpr const char* Files = "files";
inline constexpr const char* WithFindings = "with_findings";
inline constexpr const char* Unreadable = "unreadable";
inline constexpr const char* Counted = "counted";
inline constexpr const char* Confident = "confident";  // also a row's: confidence at least estimate::confident_from
inline constexpr const char* Refused = "refused";
inline constexpr const char* DeadSources = "dead_sources";
inline constexpr const char* Written = "written";
inline constexpr const char* OutputRefused = "output_refused";
inline constexpr const char* DryRun = "dry_run";
inline constexpr const char* Folders = "folders";
inline constexpr const char* Count = "count";
inline constexpr const char* Meaning = "meaning";

}  // namespace kifu::report::field
