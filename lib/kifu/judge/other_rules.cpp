#include <kifu/judge/other_rules.hpp>

#include <fmt/format.h>

namespace kifu::judge {
namespace {

// What `rules` make of the irregularity an event with code `id` reports; nullopt for a code no sanction answers.
std::optional<rules::Sanction> sanction_for(std::string_view id, const rules::Rules& rules) {
    namespace code = replay::code;
    if (id == code::OffBoard.id) return rules::Sanction::VoidForfeit;  // a corrupt record under every ruleset
    if (id == code::Occupied.id) return rules.on_occupied;
    if (id == code::Suicide.id) return rules.suicide_allowed ? rules::Sanction::None : rules.on_suicide;
    if (id == code::KoRetaken.id) return rules.on_ko;
    if (id == code::PlayedTwice.id) return rules.on_twice;
    if (id == code::Superko.id)
        return rules.ko == rules::KoRule::Simple || rules.cycle != rules::CycleRule::Illegal ? rules::Sanction::None
                                                                                             : rules.on_superko;
    return std::nullopt;
}

// "a loss on the spot", "a void move and a warning", ...
std::string words(rules::Sanction s) {
    switch (s) {
        case rules::Sanction::None: return "no illegal move";
        case rules::Sanction::VoidForfeit: return "a void move, the turn forfeited";
        case rules::Sanction::VoidWarning: return "a void move and a warning";
        case rules::Sanction::Loss: return "a loss on the spot";
    }
    return "no illegal move";
}

}  // namespace

rules::Rules other_candidate(const rules::Rules& rules) {
    return *rules::preset(rules.scoring == rules::Scoring::Territory ? "chinese" : "japanese");
}

std::optional<std::string> sanction_differing(const replay::Replay& replay, const rules::Rules& rules, int last_move) {
    const rules::Rules other = other_candidate(rules);
    for (const auto& e : replay.events) {
        if (e.sanction == rules::Sanction::None || e.move > last_move) continue;
        const auto there = sanction_for(e.code.id, other);
        if (!there || *there == e.sanction) continue;
        return fmt::format("move {}: under {} rules {}, under {} rules {}", e.move, rules.name, words(e.sanction),
                           other.name, words(*there));
    }
    return std::nullopt;
}

}  // namespace kifu::judge
