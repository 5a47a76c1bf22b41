#include <kifu/rules/choice.hpp>

#include <array>

#include <fmt/format.h>

#include <kifu/rules/codes.hpp>

namespace kifu::rules {
namespace {

Choice from_names(const game::Record& record, std::string_view override_name) {
    if (!override_name.empty())
        if (auto r = preset(override_name)) return {*r, Origin::Option, std::nullopt};
    if (!record.rules_text.empty())
        if (auto r = from_ru(record.rules_text)) return {*r, Origin::Record, std::nullopt};
    Choice choice{*preset("chinese"), Origin::Assumed, std::nullopt};
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
    static constexpr std::array table{code::RulesAssumed, code::RulesUnknown};
    return table;
}

std::string_view to_string(Origin origin) {
    switch (origin) {
        case Origin::Option: return "option";
        case Origin::Record: return "record";
        case Origin::Assumed: break;
    }
    return "assumed";
}

Choice choose(const game::Record& record, std::string_view override_name, std::string_view cycle) {
    Choice choice = from_names(record, override_name);
    if (auto c = cycle_rule_from_string(cycle)) choice.rules.cycle = *c;
    return choice;
}

}  // namespace kifu::rules
