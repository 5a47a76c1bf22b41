#include <kifu/judge/sanctions.hpp>

#include <array>

#include <fmt/format.h>

#include <kifu/judge/codes.hpp>
#include <kifu/util/text.hpp>

namespace kifu::judge {

std::span<const diag::Code> codes() {
    static constexpr std::array table{code::LostByWarnings};
    return table;
}

Sanctions sanctions(const game::Record& record, const replay::Replay& replay, const rules::Rules& rules,
                    std::span<const RefereeWarning> referee, const std::array<int, 2>& penalties) {
    Sanctions s;
    const int to_lose = rules.warnings_to_lose;
    const rules::Articles& art = rules.articles;
    const auto cited = [](std::string_view article) {
        return article.empty() ? std::string() : " (" + std::string(article) + ")";
    };
    for (const auto& e : replay.events) {
        if (e.sanction != rules::Sanction::VoidWarning) continue;
        const int n = ++s.warnings[go::index(e.color)];
        const bool decided = replay.loser && *replay.lost_at_move <= e.move;
        if (to_lose <= 0 || n < to_lose || s.lost_by_warnings || decided) continue;
        s.lost_by_warnings = e.color;
        s.lost_at_move = e.move;
        const std::string text =
            fmt::format("{} has {} warnings and loses the game at move {}; later moves are replayed but change nothing",
                        go::to_char(e.color), n, e.move);
        s.loss_reasons.push_back({e.move, std::string(art.warnings_lose),
                                  fmt::format("Move {}, {}: {}.", e.move, go::to_word(e.color), text)});
        s.diagnostics.push_back(
            {code::LostByWarnings, {record.file, e.pos.line, e.pos.col, 0}, text + cited(art.warnings_lose), e.move});
    }
    const std::array<int, 2> from_record = s.warnings;
    for (const auto& w : referee) {
        ++s.warnings[go::index(w.color)];
        // C-Art 17.4 is pressing the clock before placing a stone; for any other reason the warning's own article.
        const bool clock = util::to_lower(w.reason) == "clock";
        s.reasons.push_back({std::nullopt, std::string(clock ? art.referee_warning : art.penalty),
                             fmt::format("The referee warns {}{}: one warning.", go::to_word(w.color),
                                         w.reason.empty() ? "" : " (" + w.reason + ")")});
    }
    for (go::Color col : {go::Color::Black, go::Color::White}) {
        const int n = s.warnings[go::index(col)];
        const int p = penalties[go::index(col)];
        s.penalty_stones[go::index(col)] = n + p;
        if (n > 0 && (to_lose <= 0 || n < to_lose))
            s.reasons.push_back({std::nullopt, std::string(art.penalty),
                                 fmt::format("{} has {} warning{}: {} penalty stone{} at counting.", go::to_word(col),
                                             n, n == 1 ? "" : "s", n, n == 1 ? "" : "s")});
        if (p > 0)
            s.reasons.push_back({std::nullopt, std::string(art.penalty),
                                 fmt::format("The referee gives {} penalty stone{} against {}.", p, p == 1 ? "" : "s",
                                             go::to_word(col))});
    }
    const bool both = to_lose > 0 && !replay.loser && s.warnings[0] >= to_lose && s.warnings[1] >= to_lose;
    if (both && (from_record[0] < to_lose || from_record[1] < to_lose)) {
        s.both_reached = true;
        s.lost_by_warnings.reset();
        s.lost_at_move.reset();
        std::erase_if(s.diagnostics, [](const diag::Diagnostic& d) { return d.code == code::LostByWarnings; });
        s.loss_reasons = {{std::nullopt, std::string(art.warnings_lose),
                           fmt::format("Both players have {} warnings or more (Black {}, White {}): the first to "
                                       "reach {} loses the game, and the referee's warnings (--warning) carry no "
                                       "move, so only the referee can say which came first.",
                                       to_lose, s.warnings[0], s.warnings[1], to_lose)}};
        return s;
    }
    // Referee warnings count after everything the record shows: they decide only when play did not.
    if (!replay.loser && !s.lost_by_warnings)
        for (go::Color col : {go::Color::Black, go::Color::White})
            if (to_lose > 0 && !s.lost_by_warnings && s.warnings[go::index(col)] >= to_lose) {
                s.lost_by_warnings = col;
                s.loss_reasons.push_back({std::nullopt, std::string(art.warnings_lose),
                                          fmt::format("{} has {} warnings, which loses the game.", go::to_word(col),
                                                      s.warnings[go::index(col)])});
            }
    return s;
}

}  // namespace kifu::judge
