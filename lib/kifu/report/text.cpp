#include <kifu/report/text.hpp>

#include <cmath>

#include <fmt/format.h>

#include <kifu/report/pictures.hpp>
#include <kifu/score/codes.hpp>
#include <kifu/util/number.hpp>

namespace kifu::report {
namespace {

using util::format_number;

// The count as a table of stones, territory, prisoners, dame, seki, penalties and totals; the total's line says which
// rows it adds (area and territory counting add different ones).
std::string breakdown_table(const score::Breakdown& b) {
    std::string out = fmt::format("  {:<11}{:>8}{:>8}\n", "", "Black", "White");
    auto line = [&](std::string_view label, auto black, auto white, std::string_view note = "") {
        out += fmt::format("  {:<11}{:>8}{:>8}{}\n", label, format_number(black), format_number(white), note);
    };
    line("stones", b.black.stones, b.white.stones);
    line("territory", b.black.territory, b.white.territory);
    line("prisoners", b.black.prisoners, b.white.prisoners);
    line("dame", b.black.dame, b.white.dame);
    line("seki", b.black.seki, b.white.seki);
    // The penalty row is what each total gains by them, not the stones each side was given.
    const bool penalised = b.black.penalties != 0 || b.white.penalties != 0;
    line("penalties", b.black.penalties, b.white.penalties,
         !penalised                          ? ""
         : b.scoring == rules::Scoring::Area ? "   (each penalty stone: -1 to its side, +1 to the other)"
                                             : "   (each penalty stone: +1 to the other side)");
    line("total", b.black.total, b.white.total,
         b.scoring == rules::Scoring::Area ? "   (stones + territory + dame + half the seki + penalties)"
                                           : "   (territory + prisoners + penalties)");
    return out;
}

// ", assumed" or ", inferred" after the rules' name when the record did not name them.
std::string_view origin_note(rules::Origin origin) {
    if (origin == rules::Origin::Assumed) return ", assumed";
    if (origin == rules::Origin::Inferred) return ", inferred";
    return "";
}

// "C1, D1 and E1": the first six points of a list, then "...".
std::string point_list(const std::vector<go::Point>& points, int height) {
    std::string out;
    for (std::size_t i = 0; i < points.size() && i < 6; ++i)
        out += (i == 0 ? "" : i + 1 == points.size() ? " and " : ", ") + go::to_human(points[i], height);
    if (points.size() > 6) out += ", ...";
    return out;
}

// "  not territory: 1 point, C1 (White must fill it once the dame are filled)": the enclosed points the
// count leaves out, and why.
std::string not_counted_line(const score::Breakdown& b, int height) {
    const std::string points = point_list(b.unclaimed, height);
    std::string why = "enclosed, but left out of the TB/TW markup";
    if (b.dead_source != score::DeadSource::Markup) {
        const auto [black, white] = b.unclaimed_of;
        const std::string who = black && white ? "their owners" : black ? "Black" : "White";
        why = fmt::format("{} must fill {} once the dame are filled", who, b.unclaimed.size() == 1 ? "it" : "them");
    }
    return fmt::format("  not territory: {}, {} ({})\n", util::count_of(b.unclaimed.size(), "point"), points, why);
}

}  // namespace

std::string format_lines(const diag::Diagnostics& diagnostics, diag::Severity least) {
    std::string out;
    for (const auto& d : diagnostics)
        if (d.severity() >= least) out += diag::format(d) + "\n";
    return out;
}

std::string score_text(const adjudicate::Outcome& o, bool board) {
    const auto& rec = o.record;
    std::string head = rec.file + (rec.game_index ? fmt::format(" (game {})", rec.game_index + 1) : "");
    std::string recorded = rec.result ? "RE[" + rec.result->text + "]" : "no RE";
    if (!adjudicate::counted(o)) {
        // The reason names RE when it is RE's doing ("the game ended by resignation (RE[W+R])"): said once.
        // No game tree: no record to have an RE either.
        const bool names_re = o.not_counted.find(recorded) != std::string::npos || rec.no_game_tree;
        return fmt::format("{}: not counted: {}{}\n", head, o.not_counted, names_re ? "" : "; " + recorded);
    }
    const score::Breakdown& b = *o.count;
    std::string out = fmt::format("{}: {} — {} ({} rules, {} counting)\n", head, *b.result, score::describe(b),
                                  o.rules.rules.name, b.scoring == rules::Scoring::Area ? "area" : "territory");
    out += fmt::format("  recorded {}: {}", recorded, score::to_string(o.comparison.agreement));
    if (o.comparison.difference) out += fmt::format(" (by {})", format_number(*o.comparison.difference));
    out += "\n";
    out += fmt::format("  komi {}{}, handicap {}, compensation {}; dead stones: {} ({})\n", format_number(b.komi),
                       b.komi_assumed ? " (assumed)" : "", b.handicap, format_number(b.compensation), b.dead.size(),
                       o.dead_by_record.empty() ? score::to_string(o.dead->source) : o.dead_by_record);
    if (!b.unclaimed.empty()) out += not_counted_line(b, o.final.board.height());
    if (!b.seki_eyes_counted && !b.seki_eyes.empty())
        out += fmt::format("  seki eyes: {}, {}, count for no one (J-Art 8: a group in seki has no territory)\n",
                           util::count_of(b.seki_eyes.size(), "point"), point_list(b.seki_eyes, o.final.board.height()));
    if (o.played_out) {
        const estimate::MarginError error = o.margin_error.value_or(estimate::MarginError{});
        const std::string scans = estimate::scans_disagree_text(*o.played_out);
        out += fmt::format(
            "  played out: {} before counting (the largest worth {}){}; {}{}\n",
            util::count_of(o.played_out->moves.size(), "move"), util::points(o.played_out->largest),
            o.played_out->complete ? "" : ", not finished", scans.empty() ? scans : scans + ", the median is kept; ",
            !std::isfinite(error.points) ? std::string("the margin is not to be relied on")
            : error.call.empty()
                ? fmt::format("the margin is off by {} or more in at most 5% of such play-outs (margin_error)",
                              util::points(error.points))
                : fmt::format("the margin rests on a call less than {:.0f}% sure ({}) and may be off by as much "
                              "as it is worth: {} (margin_error)",
                              100 * estimate::margin_sure_call, error.call, util::points(error.points)));
    }
    if (o.confidence)
        out += fmt::format("  confidence {}{}\n", estimate::confidence_text(o.confidence->value),
                           o.confidence->uncertain() ? " (uncertain)" : "");
    out += breakdown_table(b);
    if (board) out += to_text(final_diagram(o));
    return out;
}

std::string ruling_text(const adjudicate::Outcome& o) {
    const auto& rec = o.record;
    const auto& v = o.verdict;
    const std::string rules =  // a file with no game tree holds no record to name rules for
        rec.no_game_tree ? std::string()
                         : fmt::format(" ({} rules{})", o.rules.rules.name, origin_note(o.rules.origin));
    std::string out = fmt::format("Ruling on {}{}{}:\n  {}\n  {}\n", rec.file,
                                  rec.game_index ? fmt::format(", game {}", rec.game_index + 1) : "", rules, v.headline,
                                  v.record_note);
    // Rules the record does not name: the referee reads why these were applied, and may choose others.
    if (o.rules.note && o.rules.guessed()) {
        const std::string& why = o.rules.note->message;  // A002's already names --rules
        out += fmt::format("  Rules: {}{}.\n", why,
                           why.find("--rules") == std::string::npos ? " (--rules to rule under others)" : "");
    }
    // A komi the record does not state: the referee reads what was assumed and why, and may give another.
    if (adjudicate::counted(o) && o.count->komi_assumed)
        if (const diag::Diagnostic* k = diag::first_of(o.count->diagnostics, score::code::KomiAssumed))
            out += fmt::format("  Komi: {}; --komi to rule with another.\n", k->message);
    if (!v.reasons.empty()) out += "\nReasons:\n";
    int n = 0;
    for (const auto& r : v.reasons)
        out += fmt::format("  {}. {}{}\n", ++n, r.text, r.article.empty() ? "" : " [" + r.article + "]");
    const bool by_count = (v.kind == judge::Kind::Count || v.kind == judge::Kind::Draw) && adjudicate::counted(o);
    if (by_count) out += "\n" + score_text(o, false);
    return out;
}

std::string position_text(const adjudicate::Position& p, Charset charset) {
    const replay::Replay& r = p.replay;
    std::string out = to_text(position_diagram(p), charset);
    out += fmt::format("Captures: Black has taken {}, White has taken {}.\n", r.captures[0], r.captures[1]);
    if (!r.events.empty()) out += "Events:\n";
    for (const auto& e : r.events) out += "  " + diag::format(replay::to_diagnostic(e, p.record.file)) + "\n";
    return out;
}

}  // namespace kifu::report
