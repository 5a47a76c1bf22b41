#include <kifu/report/rows.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>

#include <kifu/cli/archive.hpp>
#include <kifu/cli/codes.hpp>
#include <kifu/estimate/codes.hpp>
#include <kifu/report/diagram_svg.hpp>
#include <kifu/report/fields.hpp>
#include <kifu/report/json.hpp>
#include <kifu/report/pictures.hpp>
#include <kifu/report/text.hpp>

namespace kifu::report {
namespace {

// True when a diagnostic at or above `level` is present.
bool any_at_least(const diag::Diagnostics& diagnostics, diag::Severity level) {
    return std::any_of(diagnostics.begin(), diagnostics.end(), [&](const auto& d) { return d.severity() >= level; });
}

// True when --fail-on uncertain fails the row: an uncertain group (E501) or winner (E504) is reported, and was not
// left out by --ignore/--only (a finding left out is not counted in the exit status either).
bool fails_as_uncertain(const adjudicate::Outcome& o, bool fail_on_uncertain) {
    return fail_on_uncertain && std::any_of(o.diagnostics.begin(), o.diagnostics.end(), [](const auto& d) {
               return d.code == estimate::code::Uncertain || d.code == estimate::code::UncertainWinner;
           });
}

nlohmann::json findings_json(const std::vector<replay::Event>& events, int height) {
    auto a = nlohmann::json::array();
    for (const auto& e : events) a.push_back(to_json(e, height));
    return a;
}

nlohmann::json side_json(const score::Side& s) {
    return {{field::Stones, s.stones}, {field::Territory, s.territory}, {field::Prisoners, s.prisoners},
            {field::Dame, s.dame},     {field::Seki, s.seki},           {field::Penalties, s.penalties},
            {field::Total, s.total}};
}

nlohmann::json points_json(const std::vector<go::Point>& ps) {
    auto a = nlohmann::json::array();
    for (auto p : ps) a.push_back(go::to_sgf(p));
    return a;
}

nlohmann::json board_json(const go::Board& b) {
    auto rows = nlohmann::json::array();
    for (int y = 0; y < b.height(); ++y) {
        std::string row;
        for (int x = 0; x < b.width(); ++x) {
            go::Color c = b.at({static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)});
            row += c == go::Color::Black ? 'X' : c == go::Color::White ? 'O' : '.';
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

nlohmann::json verdict_json(const judge::Verdict& v) {
    auto reasons = nlohmann::json::array();
    for (const auto& r : v.reasons) {
        nlohmann::json reason = {
            {field::Text, r.text},
            {field::Article, r.article.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.article)}};
        reason[field::Move] = r.move ? nlohmann::json(*r.move) : nullptr;
        reasons.push_back(std::move(reason));
    }
    return {{field::Result, v.result ? nlohmann::json(*v.result) : nullptr},
            {field::Kind, judge::to_string(v.kind)},
            {field::Winner, v.winner == go::Color::Empty ? nullptr : nlohmann::json(go::to_name(v.winner))},
            {field::Headline, v.headline},
            {field::AgreesWithRecord, v.agrees_with_record()},
            {field::Record, judge::to_string(v.record)},
            {field::RecordNote, v.record_note},
            {field::Reasons, std::move(reasons)}};
}

// The play-out of an unfinished record: how many moves, the largest, whether both sides passed,
// how far its margin may be off, and each move; null when the record was counted as it stood.
nlohmann::json played_out_json(const adjudicate::Outcome& o) {
    const std::optional<estimate::Finish>& played = o.played_out;
    if (!played) return nullptr;
    const int height = o.record.height;
    auto moves = nlohmann::json::array();
    for (const auto& m : played->moves)
        moves.push_back({{field::Color, go::to_name(m.color)},
                         {field::Point, go::to_human(m.point, height)},
                         {field::SgfPoint, go::to_sgf(m.point)},
                         {field::Reason, estimate::to_string(m.reason)},
                         {field::Value, m.value}});
    const double error = o.margin_error ? o.margin_error->points : std::numeric_limits<double>::infinity();
    return {{field::Moves, played->moves.size()},
            {field::Largest, played->largest},
            {field::Complete, played->complete},
            {field::MarginError, std::isfinite(error) ? nlohmann::json(error) : nullptr},
            {field::Spread, played->spread},
            {field::Played, std::move(moves)}};
}

// A JSON pointer to the field named by `names` ("/black/total").
std::string pointer(std::initializer_list<const char*> names) {
    std::string p;
    for (const char* n : names) p += std::string("/") + n;
    return p;
}

// `fields` with every value null.
nlohmann::json nulled(nlohmann::json fields) {
    for (auto& [key, value] : fields.items()) value = nullptr;
    return fields;
}

// Writes `text` to `path`; a diagnostic (I005) when that fails.
std::optional<diag::Diagnostic> write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    out.close();
    if (out) return std::nullopt;
    return cli::io_error(cli::code::CannotWrite, path, "cannot write the file");
}

// The rules a row names, and where they came from: null for a file with no game tree (no record, no rules).
nlohmann::json rules_name(const game::Record& record, const rules::Choice& choice) {
    return record.no_game_tree ? nlohmann::json(nullptr) : nlohmann::json(choice.rules.name);
}
nlohmann::json rules_origin(const game::Record& record, const rules::Choice& choice) {
    return record.no_game_tree ? nlohmann::json(nullptr) : nlohmann::json(rules::to_string(choice.origin));
}

}  // namespace

nlohmann::json check_fields(const adjudicate::Checked& c) {
    return {{field::Rules, rules_name(c.record, c.rules)},
            {field::RulesOrigin, rules_origin(c.record, c.rules)},
            {field::Moves, c.moves},
            {field::Findings, findings_json(c.findings, c.record.height)},
            {field::Codes, diag::distinct_codes(c.diagnostics)}};
}

nlohmann::json position_fields(const adjudicate::Position& p) {
    const replay::Replay& r = p.replay;
    return {{field::Rules, rules_name(p.record, p.rules)},
            {field::RulesOrigin, rules_origin(p.record, p.rules)},
            {field::Move, r.moves},
            {field::Moves, p.total_moves},
            {field::ToMove, go::to_name(r.to_move)},
            {field::Captures, {{field::Black, r.captures[0]}, {field::White, r.captures[1]}}},
            {field::LastMove, r.last_move ? nlohmann::json(go::to_sgf(*r.last_move)) : nullptr},
            {field::Ko, r.ko ? nlohmann::json(go::to_sgf(*r.ko)) : nullptr},
            {field::Board, board_json(r.board)},
            {field::Findings, findings_json(r.events, p.record.height)}};
}

nlohmann::json score_fields(const adjudicate::Outcome& o) {
    nlohmann::json j;
    j[field::Rules] = rules_name(o.record, o.rules);
    j[field::RulesOrigin] = rules_origin(o.record, o.rules);
    j[field::Moves] = o.replay.moves;
    const score::Breakdown* b = o.count ? &*o.count : nullptr;
    j[field::Komi] = b ? nlohmann::json(b->komi) : nullptr;
    j[field::KomiAssumed] = b ? nlohmann::json(b->komi_assumed) : nullptr;
    j[field::Handicap] = b ? b->handicap : o.record.handicap;
    j[field::Compensation] = b ? nlohmann::json(b->compensation) : nullptr;
    j[field::DeadSource] = o.dead ? score::to_string(o.dead->source) : "unknown";
    j[field::Dead] = o.dead ? points_json(o.dead->dead) : nlohmann::json::array();
    j[field::Black] = b ? side_json(b->black) : nullptr;
    j[field::White] = b ? side_json(b->white) : nullptr;
    j[field::Result] = b && b->result ? nlohmann::json(*b->result) : nullptr;
    j[field::ResultStones] = b && b->result_stones ? nlohmann::json(*b->result_stones) : nullptr;
    j[field::Recorded] = o.record.result ? nlohmann::json(o.record.result->text) : nullptr;
    j[field::Agreement] = score::to_string(o.comparison.agreement);
    j[field::Difference] = o.comparison.difference ? nlohmann::json(*o.comparison.difference) : nullptr;
    j[field::NotCounted] = o.not_counted.empty() ? nullptr : nlohmann::json(o.not_counted);
    j[field::Uncertain] = adjudicate::uncertain_calls(o);
    j[field::Confidence] = o.confidence ? nlohmann::json(estimate::confidence_shown(o.confidence->value)) : nullptr;
    j[field::Confident] = o.confidence ? nlohmann::json(!o.confidence->uncertain()) : nullptr;
    if (o.confidence && std::getenv("KIFU_CONFIDENCE_RAW")) j[field::ConfidenceRaw] = o.confidence->raw;
    j[field::PlayedOut] = played_out_json(o);
    j[field::Codes] = diag::distinct_codes(o.diagnostics);
    return j;
}

nlohmann::json ruling_fields(const adjudicate::Outcome& o) {
    nlohmann::json j = score_fields(o);
    j[field::Verdict] = verdict_json(o.verdict);
    auto events = nlohmann::json::array();
    for (const auto& e : o.replay.events) {
        auto ej = to_json(e, o.record.height);
        ej[field::Text] = ej[field::Message];
        events.push_back(std::move(ej));
    }
    j[field::Events] = std::move(events);
    return j;
}

nlohmann::json check_unknown_fields() { return nulled(check_fields({})); }
nlohmann::json position_unknown_fields() { return nulled(position_fields({})); }
nlohmann::json score_unknown_fields() { return nulled(score_fields({})); }
nlohmann::json judge_unknown_fields() { return nulled(ruling_fields({})); }

cli::Row check_row(const adjudicate::Checked& c, diag::Severity fail_on) {
    const bool ok = !any_at_least(c.diagnostics, fail_on) && !c.usage_error;
    cli::Row row;
    row.data = row_head(c.record, c.diagnostics, ok);
    row.data.update(check_fields(c));
    if (c.usage_error) {
        row.err = diag::format(*c.usage_error) + "\n";
        row.status = 2;
        return row;
    }
    row.out = format_lines(c.diagnostics, std::min(fail_on, diag::Severity::Warning));
    row.status = ok ? 0 : 1;
    row.clean = ok && row.out.empty();
    return row;
}

namespace {

// The row of a game that cannot be shown as asked, `problem` added to its diagnostics: status 2.
cli::Row refused(const adjudicate::Position& p, const diag::Diagnostic& problem) {
    diag::Diagnostics ds = p.diagnostics;
    ds.push_back(problem);
    cli::Row row;
    row.data = row_head(p.record, ds, false);
    row.err = diag::format(problem) + "\n";
    row.status = 2;
    return row;
}

// The image file of game `game` of an input: its relative path without .sgf, "-N" for N > 0, ".svg".
std::string image_name(std::string_view relative, int game) {
    std::string name(relative.empty() ? std::string_view("stdin") : relative);
    if (const std::size_t suffix = cli::sgf_suffix(name); suffix > 0 && name.size() > suffix)
        name.resize(name.size() - suffix);
    if (game > 0) name += "-" + std::to_string(game);
    return name + ".svg";
}

}  // namespace

cli::Row position_row(const adjudicate::Position& p, const PositionView& view, std::string_view relative) {
    if (p.usage_error) return refused(p, *p.usage_error);
    if (view.move && *view.move > p.total_moves)
        return refused(
            p, cli::io_error(cli::code::Usage, p.record.file,
                             "--move " + std::to_string(*view.move) + " is past the end of the record: it has " +
                                 std::to_string(p.total_moves) + (p.total_moves == 1 ? " move" : " moves")));
    if (view.svg && !view.image_files && p.record.game_index > 0)
        return refused(p, cli::io_error(cli::code::Usage, p.record.file,
                                        "a second game: --format svg writes one image to standard output; use "
                                        "--output-dir DIR for one file per record"));
    const bool ok = !any_at_least(p.diagnostics, diag::Severity::Error);
    cli::Row row;
    row.data = row_head(p.record, p.diagnostics, ok);
    row.data.update(position_fields(p));
    if (p.record.no_game_tree)
        row.out = view.svg ? std::string() : p.record.file + ": no game tree: nothing to replay\n";
    else
        row.out = view.svg ? position_svg(p) : position_text(p, view.charset);
    if (view.svg && view.image_files) row.output_name = image_name(relative, p.record.game_index);
    row.err = format_lines(p.record.diagnostics, diag::Severity::Warning);
    row.status = ok ? 0 : 1;
    row.clean = ok && !any_at_least(p.diagnostics, diag::Severity::Warning);
    return row;
}

namespace {

// The row of a game an option could not apply to: the head, the rules, the tool's other fields
// unknown, the usage error on standard error, status 2 (no count, no ruling).
cli::Row usage_row(const adjudicate::Outcome& o, nlohmann::json unknown) {
    cli::Row row;
    row.data = row_head(o.record, o.diagnostics, false);
    unknown.update(row.data);
    unknown[field::Rules] = o.rules.rules.name;
    unknown[field::RulesOrigin] = rules::to_string(o.rules.origin);
    row.data = std::move(unknown);
    row.err = diag::format(*o.usage_error) + "\n";
    row.status = 2;
    return row;
}

}  // namespace

cli::Row score_row(const adjudicate::Outcome& o, const ScoreView& view) {
    if (o.usage_error) return usage_row(o, score_unknown_fields());
    const bool mismatch = o.comparison.agreement == score::Agreement::WinnerDiffers ||
                          o.comparison.agreement == score::Agreement::WinnerSwapped ||
                          o.comparison.agreement == score::Agreement::MarginDiffers;
    const bool uncertain = fails_as_uncertain(o, view.fail_on_uncertain);
    const bool ok = !mismatch && !uncertain && !any_at_least(o.diagnostics, diag::Severity::Error);
    cli::Row row;
    row.data = row_head(o.record, o.diagnostics, ok);
    row.data.update(score_fields(o));
    row.out = score_text(o, view.board);
    row.err = format_lines(o.diagnostics, diag::Severity::Warning);
    row.status = ok ? 0 : 1;
    row.clean = ok;
    return row;
}

cli::Row judge_row(const adjudicate::Outcome& o, const JudgeView& view) {
    if (o.usage_error) return usage_row(o, judge_unknown_fields());
    std::vector<diag::Diagnostic> write_errors;
    const bool pictures = o.record.game_index == 0;
    if (pictures && !view.svg_path.empty())
        if (auto e = write_file(view.svg_path, ruling_svg(o))) write_errors.push_back(*e);
    if (pictures && !view.html_path.empty())
        if (auto e = write_file(view.html_path, ruling_html(o))) write_errors.push_back(*e);
    // With no result recorded (no RE, or RE[?]) there is nothing to uphold: the ruling is clean when it decides the
    // game and sanctions no irregularity, a void move (forfeited turn) included.
    const bool voided = std::any_of(o.replay.events.begin(), o.replay.events.end(),
                                    [](const replay::Event& e) { return e.sanction != rules::Sanction::None; });
    const bool upheld = o.verdict.record != judge::RecordRuling::NoRecord
                            ? o.verdict.agrees_with_record()
                            : o.verdict.kind != judge::Kind::Undecided && !voided &&
                                  !judge::sanctions_irregularity(o.verdict, o.sanctions);
    const bool ok = upheld && !fails_as_uncertain(o, view.fail_on_uncertain);
    cli::Row row;
    row.data = row_head(o.record, o.diagnostics, ok);
    row.data.update(ruling_fields(o));
    row.out = ruling_text(o);
    row.err = format_lines(o.diagnostics, diag::Severity::Warning);
    row.status = ok ? 0 : 1;
    row.clean = ok;
    for (const auto& e : write_errors) {
        row.err += diag::format(e) + "\n";
        row.status = 2;
    }
    return row;
}

namespace {

// `columns`, then the game information's.
std::vector<std::string> with_info(std::vector<std::string> columns) {
    for (auto& c : info_columns()) columns.push_back(std::move(c));
    return columns;
}

}  // namespace

std::vector<std::string> check_columns() {
    using namespace field;
    return with_info({pointer({File}), pointer({Game}), pointer({Ok}), pointer({Rules}), pointer({Moves}),
                      pointer({Codes})});
}

std::vector<std::string> position_columns() {
    using namespace field;
    return with_info({pointer({File}), pointer({Game}), pointer({Ok}), pointer({Rules}), pointer({Move}),
                      pointer({Moves}), pointer({ToMove}), pointer({Captures, Black}), pointer({Captures, White}),
                      pointer({LastMove}), pointer({Ko})});
}

namespace {

// kifu-score's own columns, before the game information.
std::vector<std::string> score_own_columns() {
    using namespace field;
    std::vector<std::string> cols{
        pointer({File}),        pointer({Game}),     pointer({Ok}),           pointer({Rules}),      pointer({Komi}),
        pointer({KomiAssumed}), pointer({Handicap}), pointer({Compensation}), pointer({DeadSource}), pointer({Dead})};
    for (const char* side : {Black, White})
        for (const char* f : {Stones, Territory, Prisoners, Dame, Seki, Penalties, Total})
            cols.push_back(pointer({side, f}));
    for (const char* f : {Result, ResultStones, Recorded, Agreement, Confidence, Confident})
        cols.push_back(pointer({f}));
    cols.push_back(pointer({PlayedOut, Moves}));
    // Why a row was not counted, and what was found: an archive keeper filters a spreadsheet on them.
    cols.push_back(pointer({NotCounted}));
    cols.push_back(pointer({Codes}));
    return cols;
}

}  // namespace

std::vector<std::string> score_columns() { return with_info(score_own_columns()); }

std::vector<std::string> judge_columns() {
    using namespace field;
    auto cols = score_own_columns();
    for (const char* f : {Result, Kind, AgreesWithRecord, Record, Headline}) cols.push_back(pointer({Verdict, f}));
    return with_info(std::move(cols));
}

}  // namespace kifu::report
