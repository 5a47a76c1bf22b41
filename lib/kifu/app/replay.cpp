#include <kifu/app/replay.hpp>

#include <fmt/format.h>

#include <kifu/app/game_rows.hpp>
#include <kifu/app/rules_choice.hpp>
#include <kifu/cli/archive.hpp>
#include <kifu/cli/codes.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/report/diagram.hpp>
#include <kifu/report/diagram_svg.hpp>

namespace kifu::app {
namespace {

std::string color_word(go::Color c) { return c == go::Color::Black ? "Black" : "White"; }

// The diagram of the replayed position: last move, ko point and the illegal tries at the shown move.
report::Diagram make_diagram(const replay::Replay& r, const std::string& caption) {
    report::Diagram d(r.board);
    if (r.last_move) d.marks.emplace_back(*r.last_move, report::Mark::LastMove);
    if (r.ko) d.marks.emplace_back(*r.ko, report::Mark::Ko);
    for (const auto& e : r.events)
        if (e.move == r.moves && e.point && e.sanction != rules::Sanction::None && r.board.on_board(*e.point))
            d.marks.emplace_back(*e.point, report::Mark::Illegal);
    d.caption = caption;
    return d;
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

// The row of a game that cannot be shown as asked: an I002 diagnostic, status 2.
cli::Row refused(const game::Record& record, diag::Diagnostics ds, std::string why) {
    const auto problem = cli::io_error(cli::code::Usage, record.file, std::move(why));
    ds.push_back(problem);
    cli::Row row;
    row.data = row_head(record, ds, false);
    row.err = diag::format(problem) + "\n";
    row.status = 2;
    return row;
}

// The image file of game `game` of an input: its relative path without .sgf, "-N" for N > 0, ".svg".
std::string image_name(std::string_view relative, int game) {
    std::string name(relative.empty() ? std::string_view("stdin") : relative);
    if (name.size() > 4 && cli::is_sgf_name(name)) name.resize(name.size() - 4);
    if (game > 0) name += fmt::format("-{}", game);
    return name + ".svg";
}

}  // namespace

void replay_input(const ReplayOptions& o, const cli::Source& source, const cli::Emit& emit) {
    game::read_games(source.bytes, source.name, {}, [&](game::Record&& record) {
        RulesChoice choice = choose_rules(record, o.rules, o.cycle);
        diag::Diagnostics ds = record.diagnostics;
        if (choice.note) ds.push_back(*choice.note);
        replay::Options ro;
        ro.stop_after_move = o.move;
        replay::Replay r = replay::run(record, choice.rules, ro);
        int total = 0;
        for (const auto& a : record.actions)
            if (a.kind == game::ActionKind::Move || a.kind == game::ActionKind::Pass) ++total;
        if (o.move && *o.move > total)
            return emit(refused(record, std::move(ds),
                                fmt::format("--move {} is past the end of the record: it has {} move{}", *o.move, total,
                                            total == 1 ? "" : "s")));
        if (o.svg && !o.image_files && record.game_index > 0)
            return emit(refused(record, std::move(ds),
                                "a second game: --format svg writes one image to standard output; "
                                "use --output-dir DIR for one file per record"));
        auto findings = nlohmann::json::array();
        for (const auto& e : r.events) {
            ds.push_back(replay::to_diagnostic(e, record.file));
            findings.push_back(to_json(e, record.height));
        }
        std::string caption = fmt::format("{}: move {} of {}, {} to play", record.file, r.moves, total,
                                          color_word(r.to_move));
        cli::Row row;
        bool ok = !any_at_least(ds, diag::Severity::Error);
        row.data = row_head(record, ds, ok);
        row.data["rules"] = choice.rules.name;
        row.data["move"] = r.moves;
        row.data["moves"] = total;
        row.data["to_move"] = go::to_name(r.to_move);
        row.data["captures"] = {{"black", r.captures[0]}, {"white", r.captures[1]}};
        row.data["last_move"] = r.last_move ? nlohmann::json(go::to_sgf(*r.last_move)) : nullptr;
        row.data["ko"] = r.ko ? nlohmann::json(go::to_sgf(*r.ko)) : nullptr;
        row.data["board"] = board_json(r.board);
        row.data["findings"] = std::move(findings);
        report::Diagram diagram = make_diagram(r, caption);
        if (o.svg) {
            row.out = report::to_svg(diagram) + "\n";
            if (o.image_files) row.output_name = image_name(source.relative, record.game_index);
        } else {
            row.out = report::to_text(diagram, o.charset);
            row.out += fmt::format("Captures: Black has taken {}, White has taken {}.\n", r.captures[0], r.captures[1]);
            if (!r.events.empty()) row.out += "Events:\n";
            for (const auto& e : r.events) row.out += "  " + diag::format(replay::to_diagnostic(e, record.file)) + "\n";
        }
        row.err = format_lines(record.diagnostics, diag::Severity::Warning);
        row.status = ok ? 0 : 1;
        emit(std::move(row));
    }, source.origin);
}

std::vector<std::string> replay_csv_columns() {
    return {"/file", "/game", "/ok", "/rules", "/move", "/moves", "/to_move", "/captures/black", "/captures/white",
            "/last_move", "/ko"};
}

}  // namespace kifu::app
