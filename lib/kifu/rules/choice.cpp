#include <kifu/rules/choice.hpp>

#include <array>

#include <fmt/format.h>

#include <kifu/rules/codes.hpp>
#include <kifu/rules/inference.hpp>
#include <kifu/rules/katago.hpp>

namespace kifu::rules {
namespace {

// What the record says that bears on its rules.
RecordFacts facts_of(const game::Record& record) {
    RecordFacts f;
    if (record.komi) {
        f.komi = record.komi->points;
        f.komi_in_stones = record.komi->in_stones;
        f.komi_in_hundredths = record.komi->in_hundredths;
    }
    f.handicap = record.handicap >= 2 ? record.handicap : record.handicap_stones >= 2 ? record.handicap_stones : 0;
    f.points = record.width * record.height;
    if (record.result) {
        f.black_margin = record.result->black_lead();
        f.result = record.result->text;
        f.margin_in_stones = record.result->margin_in_stones;
        f.moku_unit = record.result->moku_unit;
    }
    f.place = record.place;
    f.event = record.event;
    f.application = record.application;
    f.fox = record.fox;
    return f;
}

// "the record names no rules (RU)" or "unknown rules RU[x]".
std::string what_the_record_says(const game::Record& record) {
    return record.rules_text.empty() ? "the record names no rules (RU)"
                                     : fmt::format("unknown rules RU[{}]", record.rules_text);
}

// A003: the rules `name` inferred from `evidence`.
diag::Diagnostic inferred_note(const game::Record& record, std::string_view name, std::string_view evidence) {
    return {code::RulesInferred,
            {record.file, 0, 0, 0},
            fmt::format("{}; {} rules inferred from {}", what_the_record_says(record), name, evidence),
            std::nullopt};
}

Choice from_names(const game::Record& record, std::string_view override_name) {
    if (!override_name.empty()) {
        if (auto r = preset(override_name)) return {*r, Origin::Option, std::nullopt};
        if (auto r = from_katago(override_name)) return {*r, Origin::Option, std::nullopt};
    }
    if (!record.rules_text.empty())
        if (auto r = from_ru(record.rules_text)) return {*r, Origin::Record, std::nullopt};
    if (auto inferred = infer(facts_of(record)))
        return {*preset(inferred->preset), Origin::Inferred,
                inferred_note(record, inferred->preset, inferred->evidence), inferred->counting_open,
                inferred->evidence};
    Choice choice{*preset("chinese"), Origin::Assumed, std::nullopt, true};
    if (record.no_game_tree) return choice;  // no record: no rules to name
    if (record.rules_text.empty())
        choice.note = diag::Diagnostic{code::RulesAssumed,
                                       {record.file, 0, 0, 0},
                                       "the record names no rules (RU); chinese rules assumed",
                                       std::nullopt};
    else
        choice.note = diag::Diagnostic{
            code::RulesUnknown,
            {record.file, 0, 0, 0},
            fmt::format("unknown rules RU[{}]; chinese rules assumed (use --rules to choose)", record.rules_text),
            std::nullopt};
    return choice;
}

}  // namespace

std::span<const diag::Code> codes() {
    static constexpr std::array table{code::RulesAssumed, code::RulesUnknown, code::RulesInferred};
    return table;
}

std::string_view to_string(Origin origin) {
    switch (origin) {
        case Origin::Option: return "option";
        case Origin::Record: return "record";
        case Origin::Inferred: return "inferred";
        case Origin::Assumed: break;
    }
    return "assumed";
}

Choice choose(const game::Record& record, std::string_view override_name, std::string_view cycle) {
    Choice choice = from_names(record, override_name);
    if (auto c = cycle_rule_from_string(cycle)) choice.rules.cycle = *c;
    return choice;
}

std::optional<Choice> other_counting(const game::Record& record, const Choice& choice, std::string_view cycle,
                                     std::string_view evidence) {
    if (!choice.counting_open) return std::nullopt;
    const std::string_view name = choice.rules.scoring == Scoring::Area ? "japanese" : "chinese";
    Choice other{*preset(name), Origin::Inferred, inferred_note(record, name, evidence)};
    if (auto c = cycle_rule_from_string(cycle)) other.rules.cycle = *c;
    return other;
}

}  // namespace kifu::rules
