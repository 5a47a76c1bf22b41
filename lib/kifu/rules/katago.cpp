#include <kifu/rules/katago.hpp>

#include <array>
#include <cctype>
#include <string>

namespace kifu::rules {
namespace {

// Reads the fields of a KataGo rules string one after another, case aside.
class Fields {
public:
    explicit Fields(std::string_view text) : text_(text) {}

    [[nodiscard]] bool done() const { return at_ == text_.size(); }
    // True (and past it) when `word` comes next.
    bool take(std::string_view word) {
        if (text_.size() - at_ < word.size()) return false;
        for (std::size_t i = 0; i < word.size(); ++i)
            if (std::tolower(static_cast<unsigned char>(text_[at_ + i])) !=
                std::tolower(static_cast<unsigned char>(word[i])))
                return false;
        at_ += word.size();
        return true;
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

struct Spelled {
    std::optional<KoRule> ko;
    std::optional<Scoring> scoring;
    bool seki_tax = false;  // tax SEKI: no points in seki
    std::optional<bool> suicide;
    HandicapCompensation bonus = HandicapCompensation::None;
};

// The fields of `text`, or nullopt when it is no KataGo rules string kifu can apply.
std::optional<Spelled> spelled(std::string_view text) {
    Fields f(text);
    Spelled s;
    while (!f.done()) {
        if (f.take("komi")) {
            if (!f.skip_number()) return std::nullopt;
        } else if (f.take("ko")) {
            if (f.take("simple"))
                s.ko = KoRule::Simple;
            else if (f.take("positional"))
                s.ko = KoRule::PositionalSuperko;
            else if (f.take("situational"))
                s.ko = KoRule::SituationalSuperko;
            else
                return std::nullopt;  // SPIGHT: not modelled
        } else if (f.take("scoring") || f.take("score")) {
            if (f.take("area"))
                s.scoring = Scoring::Area;
            else if (f.take("territory"))
                s.scoring = Scoring::Territory;
            else
                return std::nullopt;
        } else if (f.take("tax")) {
            if (f.take("seki"))
                s.seki_tax = true;
            else if (!f.take("none"))
                return std::nullopt;  // ALL (a tax on every group): not modelled
        } else if (f.take("sui")) {
            if (f.take("1"))
                s.suicide = true;
            else if (f.take("0"))
                s.suicide = false;
            else
                return std::nullopt;
        } else if (f.take("whb")) {
            if (f.take("n-1"))
                s.bonus = HandicapCompensation::HMinusOne;
            else if (f.take("n"))
                s.bonus = HandicapCompensation::H;
            else if (f.take("0"))
                s.bonus = HandicapCompensation::None;
            else
                return std::nullopt;
        } else if (f.take("button")) {
            if (!f.take("0")) return std::nullopt;  // the button: not modelled
        } else if (f.take("fpok")) {
            if (!f.take("1") && !f.take("0")) return std::nullopt;
        } else {
            return std::nullopt;
        }
    }
    if (!s.ko || !s.scoring || !s.suicide) return std::nullopt;
    return s;
}

std::string_view ko_word(KoRule k) {
    return k == KoRule::Simple ? "SIMPLE" : k == KoRule::PositionalSuperko ? "POSITIONAL" : "SITUATIONAL";
}

// KataGo's own spelling of the fields kifu models.
std::string katago_name(const Spelled& s) {
    std::string name = "ko" + std::string(ko_word(*s.ko)) + "score" +
                       (s.scoring == Scoring::Area ? "AREA" : "TERRITORY") + "tax" + (s.seki_tax ? "SEKI" : "NONE") +
                       "sui" + (*s.suicide ? "1" : "0");
    if (s.bonus == HandicapCompensation::H) name += "whbN";
    if (s.bonus == HandicapCompensation::HMinusOne) name += "whbN-1";
    return name;
}

}  // namespace

std::optional<Rules> from_katago(std::string_view text) {
    const auto s = spelled(text);
    if (!s) return std::nullopt;
    const auto spells = [&](const Rules& r) {
        return r.ko == *s->ko && r.scoring == *s->scoring && r.seki_territory == !s->seki_tax &&
               r.suicide_allowed == *s->suicide && r.compensation == s->bonus;
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
    if (r.ko == KoRule::Simple) r.cycle = CycleRule::NoResult;
    return r;
}

}  // namespace kifu::rules
