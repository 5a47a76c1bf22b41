#include <kifu/app/judge.hpp>

#include <fstream>

#include <fmt/format.h>

#include <kifu/app/game_rows.hpp>
#include <kifu/app/judge_pictures.hpp>
#include <kifu/cli/codes.hpp>
#include <kifu/game/reader.hpp>

namespace kifu::app {

RuledGame rule_game(game::Record&& record, const JudgeOptions& o) {
    ScoreOptions so = o.score;
    for (const auto& w : o.warnings) ++so.penalties[go::index(w.color)];
    RuledGame g;
    g.scored = score_game(std::move(record), so);
    const ScoredGame& s = g.scored;
    judge::Case c{s.record, s.rules, s.replay, s.breakdown ? &*s.breakdown : nullptr, s.not_counted_reason,
                  o.warnings, o.score.penalties};
    g.verdict = judge::rule(c);
    return g;
}

std::string ruling_text(const RuledGame& g) {
    const auto& rec = g.scored.record;
    const auto& v = g.verdict;
    std::string out = fmt::format("Ruling on {}{} ({} rules{}):\n  {}\n  {}\n", rec.file,
                                  rec.game_index ? fmt::format(", game {}", rec.game_index + 1) : "",
                                  g.scored.rules.name, g.scored.rules_origin == "assumed" ? ", assumed" : "",
                                  v.headline, v.record_note);
    if (!v.reasons.empty()) out += "\nReasons:\n";
    int n = 0;
    for (const auto& r : v.reasons)
        out += fmt::format("  {}. {}{}\n", ++n, r.text, r.article.empty() ? "" : " [" + r.article + "]");
    bool counted = (v.kind == judge::Kind::Count || v.kind == judge::Kind::Draw) && g.scored.breakdown &&
                   g.scored.breakdown->result;
    if (counted) out += "\n" + score_text(g.scored, false);
    return out;
}

nlohmann::json ruling_fields(const RuledGame& g) {
    nlohmann::json j = score_fields(g.scored);
    auto reasons = nlohmann::json::array();
    for (const auto& r : g.verdict.reasons) {
        nlohmann::json reason = {{"text", r.text}, {"article", r.article}};
        reason["move"] = r.move ? nlohmann::json(*r.move) : nullptr;
        reasons.push_back(std::move(reason));
    }
    j["verdict"] = {{"result", g.verdict.result ? nlohmann::json(*g.verdict.result) : nullptr},
                    {"kind", judge::to_string(g.verdict.kind)},
                    {"winner", g.verdict.winner == go::Color::Empty ? nullptr : nlohmann::json(go::to_name(g.verdict.winner))},
                    {"headline", g.verdict.headline},
                    {"agrees_with_record", g.verdict.agrees_with_record},
                    {"reasons", std::move(reasons)}};
    auto events = nlohmann::json::array();
    for (const auto& e : g.scored.replay.events) {
        auto ej = to_json(e, g.scored.record.height);
        ej["text"] = ej["message"];
        events.push_back(std::move(ej));
    }
    j["events"] = std::move(events);
    return j;
}

namespace {

// Writes `text` to `path`; a diagnostic (I005) when that fails.
std::optional<diag::Diagnostic> write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    out.close();
    if (out) return std::nullopt;
    return cli::io_error(cli::code::CannotWrite, path, "cannot write the file");
}

}  // namespace

void judge_input(const JudgeOptions& o, const cli::Source& source, const cli::Emit& emit) {
    game::read_games(source.bytes, source.name, {}, [&](game::Record&& record) {
        bool pictures = record.game_index == 0;
        RuledGame g = rule_game(std::move(record), o);
        std::vector<diag::Diagnostic> write_errors;
        if (pictures && !o.svg_path.empty())
            if (auto e = write_file(o.svg_path, ruling_svg(g))) write_errors.push_back(*e);
        if (pictures && !o.html_path.empty())
            if (auto e = write_file(o.html_path, ruling_html(g))) write_errors.push_back(*e);
        bool ok = g.verdict.agrees_with_record;
        cli::Row row;
        row.data = row_head(g.scored.record, g.scored.diagnostics, ok);
        row.data.update(ruling_fields(g));
        row.out = ruling_text(g);
        row.err = format_lines(g.scored.diagnostics, diag::Severity::Error);
        row.status = ok ? 0 : 1;
        for (const auto& e : write_errors) {
            row.err += diag::format(e) + "\n";
            row.status = 2;
        }
        emit(std::move(row));
    }, source.origin);
}

std::vector<std::string> judge_csv_columns() {
    auto cols = score_csv_columns();
    cols.insert(cols.end(), {"/verdict/result", "/verdict/kind", "/verdict/agrees_with_record", "/verdict/headline"});
    return cols;
}

std::optional<judge::RefereeWarning> parse_warning(std::string_view text) {
    auto colon = text.find(':');
    auto color = go::color_from_string(text.substr(0, colon));
    if (!color) return std::nullopt;
    judge::RefereeWarning w{*color, colon == std::string_view::npos ? "" : std::string(text.substr(colon + 1))};
    return w;
}

}  // namespace kifu::app
