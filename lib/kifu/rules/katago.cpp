#include <kifu/rules/katago.hpp>

#include <array>
#include <cctype>
#include <span>
#include <string>
#include <utility>

#include <fmt/format.h>

#include <kifu/util/text.hpp>

namespace kifu::rules {
namespace {

// Reads the fields of a KataGo rules string one after another, case aside.
class Fields {
public:
    explicit Fields(std::string_view text) : text_(text) {}

    [[nodiscard]] bool done() const { return at_ == text_.size(); }
    // True (and past it) when `word` comes next.
    bool take(std::string_view word) {
        if (!util::iequals(text_.substr(at_, word.size()), word)) return false;
        at_ += word.size();
        return true;
    }
    // The value of the first of `words` that comes next (and past it), or nullopt.
    template <class T>
    std::optional<T> one_of(std::span<const std::pair<std::string_view, T>> words) {
        for (const auto& [word, value] : words)
            if (take(word)) return value;
        return std::nullopt;
    }
    // Past a number (komi's value); false when none comes next.
    bool skip_number() {
        const std::size_t from = at_;
        while (at_ < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[at_])) || text_[at_] == '.' ||
                                      text_[at_] == '-' || text_[at_] == '+'))
            ++at_;
        return at_ > from;
    }

private:
    std::string_view text_;
    std::size_t at_ = 0;
};

// The words KataGo writes for each field's values (N-1 before N: the longer word first).
template <class T, std::size_t N>
using Words = std::array<std::pair<std::string_view, T>, N>;
constexpr Words<KoRule, 3> ko_words{{{"SIMPLE", KoRule::Simple},
                                     {"POSITIONAL", KoRule::PositionalSuperko},
                                     {"SITUATIONAL", KoRule::SituationalSuperko}}};
constexpr Words<Scoring, 2> scoring_words{{{"AREA", Scoring::Area}, {"TERRITORY", Scoring::Territory}}};
constexpr Words<bool, 2> seki_tax_words{{{"NONE", false}, {"SEKI", true}}};
constexpr Words<bool, 1> group_tax_words{{{"ALL", true}}};
constexpr Words<bool, 2> flag_words{{{"0", false}, {"1", true}}};
constexpr Words<HandicapCompensation, 3> bonus_words{
    {{"0", HandicapCompensation::None}, {"N-1", HandicapCompensation::HMinusOne}, {"N", HandicapCompensation::H}}};

// The word `words` writes for `value`.
template <class T, std::size_t N>
std::string_view word_for(const Words<T, N>& words, T value) {
    for (const auto& [word, v] : words)
        if (v == value) return word;
    return {};
}

struct Spelled {
    std::optional<KoRule> ko;
    std::optional<Scoring> scoring;
    bool seki_tax = false;  // tax SEKI: no points in seki
    bool group_tax = false;  // tax ALL: two points taken per group too (not modelled in a count)
    std::optional<bool> suicide;
    HandicapCompensation bonus = HandicapCompensation::None;
    bool button = false;  // button1: a half point to the first to pass (not modelled in a count)
};

// The fields of `text`, or nullopt when it is no KataGo rules string kifu can apply (an unknown word, SPIGHT ko).
std::optional<Spelled> spelled(std::string_view text) {
    Fields f(text);
    Spelled s;
    while (!f.done()) {
        bool read = false;  // the field and its value
        if (f.take("komi")) {
            read = f.skip_number();
        } else if (f.take("ko")) {
            read = (s.ko = f.one_of<KoRule>(ko_words)).has_value();
        } else if (f.take("scoring") || f.take("score")) {
            read = (s.scoring = f.one_of<Scoring>(scoring_words)).has_value();
        } else if (f.take("tax")) {
            const auto seki = f.one_of<bool>(seki_tax_words);
            s.group_tax = !seki && f.one_of<bool>(group_tax_words).has_value();
            read = seki.has_value() || s.group_tax;
            s.seki_tax = seki.value_or(false) || s.group_tax;
        } else if (f.take("sui")) {
            read = (s.suicide = f.one_of<bool>(flag_words)).has_value();
        } else if (f.take("whb")) {
            const auto bonus = f.one_of<HandicapCompensation>(bonus_words);
            read = bonus.has_value();
            s.bonus = bonus.value_or(HandicapCompensation::None);
        } else if (f.take("button")) {
            const auto button = f.one_of<bool>(flag_words);
            read = button.has_value();
            s.button = button.value_or(false);
        } else if (f.take("fpok")) {
            read = f.one_of<bool>(flag_words).has_value();
        }
        if (!read) return std::nullopt;
    }
    if (!s.ko || !s.scoring || !s.suicide) return std::nullopt;
    return s;
}

// KataGo's own spelling of the fields kifu models.
std::string katago_name(const Spelled& s) {
    std::string name = fmt::format(
        "ko{}score{}tax{}sui{}", word_for(ko_words, *s.ko), word_for(scoring_words, *s.scoring),
        s.group_tax ? std::string_view("ALL") : word_for(seki_tax_words, s.seki_tax), word_for(flag_words, *s.suicide));
    if (s.bonus != HandicapCompensation::None) name += fmt::format("whb{}", word_for(bonus_words, s.bonus));
    if (s.button) name += "button1";
    return name;
}

}  // namespace

std::optional<Rules> from_katago(std::string_view text) {
    const auto s = spelled(text);
    if (!s) return std::nullopt;
    const auto spells = [&](const Rules& r) {
        return r.ko == *s->ko && r.scoring == *s->scoring && r.seki_territory == !s->seki_tax &&
               r.suicide_allowed == *s->suicide && r.compensation == s->bonus && !s->group_tax && !s->button;
    };
    for (std::string_view name : preset_names())
        if (const Rules p = *preset(name); spells(p)) return p;
    Rules r = *preset(s->scoring == Scoring::Area ? "tromp-taylor" : "japanese");
    r.name = katago_name(*s);
    r.articles = {};
    r.ko = *s->ko;
    r.seki_territory = !s->seki_tax;
    r.suicide_allowed = *s->suicide;
    r.compensation = s->bonus;
    if (s->group_tax) r.unmodelled = "group tax (taxALL)";
    if (s->button) r.unmodelled += (r.unmodelled.empty() ? "" : " and ") + std::string("button (button1)");
    // A cycle under simple ko is no result (J-Art 12); under a superko the move that repeats is illegal.
    r.cycle = r.ko == KoRule::Simple ? CycleRule::NoResult : CycleRule::Illegal;
    return r;
}

}  // namespace kifu::rules
