#include <kifu/report/pictures.hpp>

#include <algorithm>

#include <fmt/format.h>

#include <kifu/report/diagram_svg.hpp>
#include <kifu/report/html.hpp>
#include <kifu/report/text.hpp>

namespace kifu::report {
namespace {

SvgStyle small_style() {
    SvgStyle s;
    s.cell = 22;
    return s;
}

// Before/after diagrams of one sanctioned move, cropped around its point.
HtmlSection irregular_move(const adjudicate::Outcome& o, const replay::Event& e) {
    const int height = o.record.height;
    HtmlSection section;
    section.heading = fmt::format("Move {}: {}", e.move, e.article.empty() ? std::string("irregular move") : e.article);
    section.paragraphs.push_back(e.message);
    const replay::Replay before = adjudicate::replay_to(o.record, o.rules.rules, e.move - 1);
    const replay::Replay after = adjudicate::replay_to(o.record, o.rules.rules, e.move);
    for (auto [r, label] : {std::pair{&before, "before"}, std::pair{&after, "after"}}) {
        Diagram d(r->board);
        if (e.point && r->board.on_board(*e.point)) {
            d.crop = crop_around(r->board, *e.point, 4);
            d.marks.emplace_back(*e.point, Mark::Illegal);
        }
        if (r->ko) d.marks.emplace_back(*r->ko, Mark::Ko);
        d.caption = fmt::format("{} move {}{}", label, e.move,
                                e.point ? " at " + go::to_human(*e.point, height) : std::string());
        section.svgs.push_back(to_svg(d, small_style()));
    }
    return section;
}

}  // namespace

Diagram final_diagram(const adjudicate::Outcome& o) {
    Diagram d(o.final.board);
    if (!o.count) return d;
    const score::Breakdown& b = *o.count;
    auto mark = [&](const std::vector<go::Point>& ps, Mark m) {
        for (auto p : ps) d.marks.emplace_back(p, m);
    };
    mark(b.dead, Mark::Dead);
    mark(b.black_territory, Mark::BlackTerritory);
    mark(b.white_territory, Mark::WhiteTerritory);
    mark(b.dame_points, Mark::Dame);
    mark(b.seki_points, Mark::Seki);
    if (!b.seki_eyes_counted) mark(b.seki_eyes, Mark::Seki);  // nobody's, like the shared points
    mark(b.unclaimed, Mark::Unclaimed);
    if (o.played_out)
        for (const auto& m : o.played_out->moves)
            if (d.board.at(m.point) == m.color) d.marks.emplace_back(m.point, Mark::PlayedOut);
    d.caption = fmt::format("{}: final position, {} ({})", o.record.file, b.result.value_or("not counted"),
                            score::to_string(b.dead_source));
    return d;
}

// " (White passed)" when the move shown was a pass, else empty: no stone marks it.
std::string passed_note(const game::Record& record, int move) {
    const auto shown = std::find_if(record.actions.begin(), record.actions.end(), [&](const game::Action& a) {
        return a.move_number == move && (a.kind == game::ActionKind::Move || a.kind == game::ActionKind::Pass);
    });
    if (move == 0 || shown == record.actions.end() || shown->kind != game::ActionKind::Pass) return {};
    return fmt::format(" ({} passed)", go::to_word(shown->color));
}

Diagram position_diagram(const adjudicate::Position& p) {
    const replay::Replay& r = p.replay;
    Diagram d(r.board);
    if (r.last_move) d.marks.emplace_back(*r.last_move, Mark::LastMove);
    if (r.ko) d.marks.emplace_back(*r.ko, Mark::Ko);
    for (const auto& e : r.events)
        if (e.move == r.moves && e.point && e.sanction != rules::Sanction::None && r.board.on_board(*e.point))
            d.marks.emplace_back(*e.point, Mark::Illegal);
    d.caption = fmt::format("{}: move {} of {}{}, {} to play", p.record.file, r.moves, p.total_moves,
                            passed_note(p.record, r.moves), go::to_word(r.to_move));
    return d;
}

std::string position_svg(const adjudicate::Position& p) {
    Diagram d = position_diagram(p);
    // The text diagram says the captures on a line of its own; an image says them on a line of its caption.
    d.caption +=
        fmt::format("\ncaptures: Black has taken {}, White has taken {}", p.replay.captures[0], p.replay.captures[1]);
    return to_svg(d) + "\n";
}

std::string ruling_svg(const adjudicate::Outcome& o) { return to_svg(final_diagram(o)) + "\n"; }

std::string ruling_html(const adjudicate::Outcome& o) {
    std::vector<HtmlSection> sections;
    HtmlSection verdict;
    verdict.heading = "Ruling";
    verdict.paragraphs = {o.verdict.headline, o.verdict.record_note,
                          fmt::format("Rules: {} ({}).", o.rules.rules.name, rules::to_string(o.rules.origin))};
    sections.push_back(std::move(verdict));
    HtmlSection reasons;
    reasons.heading = "Reasons";
    int n = 0;
    for (const auto& r : o.verdict.reasons)
        reasons.paragraphs.push_back(
            fmt::format("{}. {}{}", ++n, r.text, r.article.empty() ? "" : " [" + r.article + "]"));
    sections.push_back(std::move(reasons));
    HtmlSection final_position;
    final_position.heading = "Final position";
    if (adjudicate::counted(o)) final_position.preformatted.push_back(score_text(o, false));
    final_position.svgs.push_back(to_svg(final_diagram(o)));
    sections.push_back(std::move(final_position));
    for (const auto& e : o.replay.events)
        if (e.sanction != rules::Sanction::None && e.move > 0) sections.push_back(irregular_move(o, e));
    return html_page("Ruling on " + o.record.file, sections);
}

}  // namespace kifu::report
