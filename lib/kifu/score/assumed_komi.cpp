#include <kifu/score/assumed_komi.hpp>

#include <cmath>

#include <fmt/format.h>

namespace kifu::score {

std::optional<int> year_played(const game::Record& record) {
    for (const game::InfoValue& v : record.info) {
        if (v.id != "DT") continue;
        const std::string& s = v.value;
        for (std::size_t i = 0; i < s.size();) {
            std::size_t j = i;
            while (j < s.size() && s[j] >= '0' && s[j] <= '9') ++j;
            if (const int year = j - i == 4 ? std::stoi(s.substr(i, 4)) : 0; year >= 1000) return year;
            i = j == i ? i + 1 : j;
        }
    }
    return std::nullopt;
}

std::optional<double> era_komi(const rules::Rules& rules, int year) {
    if (year < first_year_with_komi) return 0.0;
    if (rules.name == "japanese") return year < 1960 ? 4.5 : year < 2003 ? 5.5 : 6.5;
    if (rules.name == "korean") return year < 1960 ? 4.5 : year < 1999 ? 5.5 : 6.5;
    if (rules.name == "chinese") return year < 2002 ? 5.5 : 7.5;
    return std::nullopt;
}

AssumedKomi assumed_komi(const game::Record& record, const rules::Rules& rules, int handicap) {
    if (handicap > 0) return {rules.default_handicap_komi, rules.name + ", handicap game"};
    // HA[1]: Black takes the first move, with no komi (RULES.md §4, 让先不贴目), as in a handicap game.
    if (record.handicap == 1) return {rules.default_handicap_komi, rules.name + ", HA[1]: Black takes the first move"};
    const AssumedKomi usual{rules.default_komi, rules.name + ", even game"};
    if (record.fox_default_komi) return usual;
    const auto whole = [](double x) { return std::abs(x - std::round(x)) < 1e-9; };
    if (const game::Result* re = record.result ? &*record.result : nullptr; re && !re->moku_unit.empty()) {
        const auto lead = re->black_lead();
        if (lead && !whole(rules.default_komi) && whole(*lead))
            return {0, fmt::format("RE[{}], a margin of whole moku: no half-point komi", re->text)};
    }
    const auto year = year_played(record);
    const auto komi = year ? era_komi(rules, *year) : std::nullopt;
    if (!komi || *komi == rules.default_komi) return usual;
    if (*komi == 0) return {0, fmt::format("played in {}, before komi", *year)};
    return {*komi, fmt::format("{}, even game, played in {}", rules.name, *year)};
}

}  // namespace kifu::score
