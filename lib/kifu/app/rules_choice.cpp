#include <kifu/app/rules_choice.hpp>

#include <fmt/format.h>

#include <kifu/app/codes.hpp>

namespace kifu::app {

namespace {

RulesChoice from_names(const game::Record& record, std::string_view override_name) {
    if (!override_name.empty())
        if (auto r = rules::preset(override_name)) return {*r, "option", std::nullopt};
    if (!record.rules_text.empty())
        if (auto r = rules::from_ru(record.rules_text)) return {*r, "record", std::nullopt};
    RulesChoice choice{*rules::preset("chinese"), "assumed", std::nullopt};
    diag::Diagnostic note{code::RulesAssumed,
                          {record.file, 0, 0, 0},
                          "the record names no rules (RU); chinese rules assumed",
                          std::nullopt};
    if (!record.rules_text.empty()) {
        note.code = code::RulesUnknown;
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
