#include <kifu/app/judge_pictures.hpp>

#include <fmt/format.h>

#include <kifu/report/diagram_svg.hpp>
#include <kifu/report/html.hpp>

namespace kifu::app {
namespace {

// The position after `move` (0: after setup), replayed afresh.
replay::Replay position_after(const RuledGame& g, int move) {
    replay::Options o;
    o.stop_after_move = move;
    return replay::run(g.scored.record, g.scored.rules, o);
}

report::SvgStyle small_style() {
    report::SvgStyle s;
    s.cell = 22;
    return s;
}

// Before/after diagrams of one sanctioned move, cropped around its point.
report::HtmlSection irregular_move(const RuledGame& g, const replay::Event& e) {
    const int height = g.scored.record.height;
    report::HtmlSection section;
    section.heading = fmt::format("Move {}: {}", e.move, e.article.empty() ? std::string("irregular move") : e.article);
    section.paragraphs.push_back(e.message);
    replay::Replay before = position_after(g, e.move - 1);
    replay::Replay after = position_after(g, e.move);
    for (auto [r, label] : {std::pair{&before, "before"}, std::pair{&after, "after"}}) {
        report::Diagram d(r->board);
        if (e.point && r->board.on_board(*e.point)) {
            d.crop = report::crop_around(r->board, *e.point, 4);
            d.marks.emplace_back(*e.point, report::Mark::Illegal);
        }
        if (r->ko) d.marks.emplace_back(*r->ko, report::Mark::Ko);
        d.caption = fmt::format("{} move {}{}", label, e.move,
                                e.point ? " at " + go::to_human(*e.point, height) : std::string());
        section.svgs.push_back(report::to_svg(d, small_style()));
    }
    return section;
}

}  // namespace

std::string ruling_svg(const RuledGame& g) {
    return report::to_svg(final_diagram(g.scored)) + "\n";
}

std::string ruling_html(const RuledGame& g) {
    std::vector<report::HtmlSection> sections;
    report::HtmlSection verdict;
    verdict.heading = "Ruling";
    verdict.paragraphs = {g.verdict.headline, g.verdict.record_note,
                          fmt::format("Rules: {} ({}).", g.scored.rules.name, g.scored.rules_origin)};
    sections.push_back(std::move(verdict));
    report::HtmlSection reasons;
    reasons.heading = "Reasons";
    int n = 0;
    for (const auto& r : g.verdict.reasons)
        reasons.paragraphs.push_back(fmt::format("{}. {}{}", ++n, r.text, r.article.empty() ? "" : " [" + r.article + "]"));
    sections.push_back(std::move(reasons));
    report::HtmlSection final_position;
    final_position.heading = "Final position";
    if (g.scored.breakdown && g.scored.breakdown->result) final_position.paragraphs.push_back(score_text(g.scored, false));
    final_position.svgs.push_back(report::to_svg(final_diagram(g.scored)));
    sections.push_back(std::move(final_position));
    for (const auto& e : g.scored.replay.events)
        if (e.sanction != rules::Sanction::None && e.move > 0) sections.push_back(irregular_move(g, e));
    return report::html_page("Ruling on " + g.scored.record.file, sections);
}

}  // namespace kifu::app
