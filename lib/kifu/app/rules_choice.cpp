#include <kifu/app/rules_choice.hpp>

#include <fmt/format.h>

#include <kifu/app/codes.hpp>
#include <kifu/rules/inference.hpp>

namespace kifu::app {

namespace {

// What the record says that bears on its rules.
rules::RecordFacts facts_of(const game::Record& record) {
    rules::RecordFacts f;
    if (record.komi) f.komi = record.komi->points;
    f.handicap = record.handicap >= 2 ? record.handicap : record.handicap_stones >= 2 ? record.handicap_stones : 0;
    f.points = record.width * record.height;
    if (record.result && record.result->kind == game::ResultKind::Score && record.result->margin)
        f.black_margin = record.result->winner == go::Color::Black ? *record.result->margin : -*record.result->margin;
    f.place = record.place;
    f.event = record.event;
    f.application = record.application;
    return f;
}

RulesChoice from_names(const game::Record& record, std::string_view override_name) {
    if (!override_name.empty())
        if (auto r = rules::preset(override_name)) return {*r, "option", std::nullopt};
    if (!record.rules_text.empty())
        if (auto r = rules::from_ru(record.rules_text)) return {*r, "record", std::nullopt};
    if (auto inferred = rules::infer(facts_of(record))) {
        diag::Diagnostic why{std::string(code::RulesInferred), diag::Severity::Info, {record.file, 0, 0, 0},
                             fmt::format("{}; {} rules inferred from {}",
                                         record.rules_text.empty() ? "the record names no rules (RU)"
                                                                   : fmt::format("unknown rules RU[{}]", record.rules_text),
                                         inferred->preset, inferred->evidence),
                             std::nullopt};
        return {*rules::preset(inferred->preset), "inferred", std::move(why)};
    }
    RulesChoice choice{*rules::preset("chinese"), "assumed", std::nullopt};
    diag::Diagnostic note{std::string(code::RulesAssumed), diag::Severity::Info, {record.file, 0, 0, 0},
                          "the record names no rules (RU); chinese rules assumed", std::nullopt};
    if (!record.rules_text.empty()) {
        note.code = code::RulesUnknown;
        note.severity = diag::Severity::Warning;
        note.message = fmt::format("unknown rules RU[{}]; chinese rules assumed (use --rules to choose)", record.rules_text);
    }
    choice.note = std::move(note);
    return choice;
}

}  // namespace

RulesChoice choose_rules(const game::Record& record, std::string_view override_name, std::string_view cycle) {
    RulesChoice choice = from_names(record, override_name);
    if (auto c = rules::cycle_rule_from_string(cycle)) choice.rules.cycle = *c;
    return choice;
}

}  // namespace kifu::app
