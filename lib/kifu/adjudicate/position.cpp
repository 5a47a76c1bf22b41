#include <kifu/adjudicate/position.hpp>

#include <algorithm>

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/adjudicate/locate.hpp>

namespace kifu::adjudicate {

Position position_at(game::Record&& record, const RulesOptions& options, std::optional<int> move) {
    Position out;
    out.record = std::move(record);
    out.rules = choose_rules(out.record, options);
    out.diagnostics = out.record.diagnostics;
    if (out.rules.note) out.diagnostics.push_back(*out.rules.note);
    if ((out.usage_error = cycle_without_superko(out.rules.rules, out.record.file))) {
        locate(out.usage_error, out.record);
        return out;
    }
    replay::Options ro;
    ro.stop_after_move = move;
    out.replay = replay::run(out.record, out.rules.rules, ro);
    out.total_moves = out.record.move_properties;
    // A move left out as unreadable (S201) keeps its number: the position after it is the one before it.
    out.replay.moves = std::max(out.replay.moves, std::min(move.value_or(out.total_moves), out.total_moves));
    for (const auto& e : out.replay.events) out.diagnostics.push_back(replay::to_diagnostic(e, out.record.file));
    locate(out.diagnostics, out.record);
    return out;
}

replay::Replay replay_to(const game::Record& record, const rules::Rules& rules, int move) {
    replay::Options o;
    o.stop_after_move = move;
    return replay::run(record, rules, o);
}

}  // namespace kifu::adjudicate
