#include <kifu/adjudicate/check.hpp>

#include <map>
#include <set>
#include <span>
#include <tuple>

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/adjudicate/locate.hpp>

namespace kifu::adjudicate {

Checked check(game::Record&& record, const RulesOptions& options, bool all_variations) {
    Checked out;
    out.record = std::move(record);
    out.rules = choose_rules(out.record, options);
    out.diagnostics = std::move(out.record.diagnostics);
    if (out.rules.note) out.diagnostics.push_back(*out.rules.note);
    if ((out.usage_error = cycle_without_superko(out.rules.rules, out.record.file))) {
        locate(out.usage_error, out.record);
        out.diagnostics.push_back(*out.usage_error);
        locate(out.diagnostics, out.record);
        return out;
    }
    // Variations share their opening with the main line (and the main line is one of them): a
    // variation's event at a place where the same code was already reported is left out.
    std::set<std::tuple<std::string_view, std::uint32_t, std::uint32_t>> reported;
    // The variations' events of one code past the per-game limit the main line keeps too are counted, not listed.
    std::map<std::string_view, std::size_t> listed, unlisted;
    std::map<std::string_view, replay::Event> first_unlisted;
    auto replay_line = [&](std::span<const game::Action> line, bool main_line) {
        replay::Replay r = replay::run(out.record, line, out.rules.rules);
        for (auto& e : r.events) {
            if (!reported.emplace(e.code.id, e.pos.line, e.pos.col).second && !main_line) continue;
            if (!main_line && listed[e.code.id] >= replay::max_events_per_code) {
                if (unlisted[e.code.id]++ == 0) first_unlisted.emplace(e.code.id, e);
                continue;
            }
            ++listed[e.code.id];
            out.diagnostics.push_back(replay::to_diagnostic(e, out.record.file));
            out.findings.push_back(std::move(e));
        }
        return r.moves;
    };
    out.moves = replay_line(out.record.actions, true);
    if (all_variations)
        for (const auto& line : out.record.variations) replay_line(line, false);
    for (auto& [id, e] : first_unlisted) {
        e.message = diag::unlisted_message(unlisted[id], id, replay::max_events_per_code);
        e.sanction = rules::Sanction::None;
        out.diagnostics.push_back(replay::to_diagnostic(e, out.record.file));
        out.findings.push_back(std::move(e));
    }
    locate(out.diagnostics, out.record);
    return out;
}

}  // namespace kifu::adjudicate
