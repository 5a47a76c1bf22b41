#include <kifu/rules/rules.hpp>

#include <array>
#include <cctype>

#include <kifu/rules/katago.hpp>
#include <kifu/util/text.hpp>

namespace kifu::rules {

namespace {

struct Preset {
    std::string_view name;
    std::string_view description;
    Rules (*make)();
};

// The Japanese Rules of Go (1989): no warnings and no penalties, an illegal move loses (J-Art 14).
constexpr Articles japanese_articles{.passes = "J-Art 9",
                                     .resignation = "",
                                     .ko = "J-Art 6",
                                     .superko = "",
                                     .cycle = "J-Art 12",
                                     .suicide = "J-Art 4",
                                     .twice = "J-Art 2",
                                     .occupied = "J-Art 3",
                                     .foul = "J-Art 14",
                                     .referee_warning = "",
                                     .penalty = "",
                                     .warnings_lose = "",
                                     .count = "J-Art 10",
                                     .dead_stones = "J-Art 9"};

Rules chinese() { return Rules{}; }

Rules japanese() {
    Rules r;
    r.name = "japanese";
    r.articles = japanese_articles;
    r.warnings_to_lose = 0;
    r.ko = KoRule::Simple;
    r.scoring = Scoring::Territory;
    r.seki_territory = false;
    r.default_komi = 6.5;
    r.compensation = HandicapCompensation::None;
    r.on_suicide = r.on_ko = r.on_superko = r.on_twice = r.on_occupied = Sanction::Loss;
    r.cycle = CycleRule::NoResult;
    return r;
}

// Modelled as japanese; kifu cites no article of the Korean rules.
Rules korean() {
    Rules r = japanese();
    r.name = "korean";
    r.articles = {};
    return r;
}

Rules aga() {
    Rules r;
    r.margin_in_stones = false;
    r.name = "aga";
    r.articles = {};
    r.default_handicap_komi = 0.5;
    r.compensation = HandicapCompensation::HMinusOne;
    return r;
}

Rules nz() {
    Rules r;
    r.margin_in_stones = false;
    r.name = "nz";
    r.articles = {};
    r.suicide_allowed = true;
    r.default_komi = 7.0;
    r.compensation = HandicapCompensation::None;
    return r;
}

Rules ing() {
    Rules r;
    r.margin_in_stones = false;
    r.name = "ing";
    r.articles = {};
    r.suicide_allowed = true;
    r.default_komi = 7.5;
    return r;
}

Rules goe() {
    Rules r = ing();
    r.name = "goe";
    return r;
}

Rules tromp_taylor() {
    Rules r;
    r.margin_in_stones = false;
    r.name = "tromp-taylor";
    r.articles = {};
    r.ko = KoRule::PositionalSuperko;
    r.suicide_allowed = true;
    r.compensation = HandicapCompensation::None;
    r.on_ko = r.on_twice = Sanction::VoidForfeit;
    r.warnings_to_lose = 0;  // no warnings: an illegal move is void, nothing more
    return r;
}

constexpr std::array<Preset, 8> presets{{
    {"chinese",
     "situational superko, no suicide, area counting, komi 7.5, H points back for H handicap stones; "
     "C-Art 17-24 sanctions: void move and forfeited turn, a warning for ko and for playing twice, "
     "two warnings lose",
     chinese},
    {"japanese",
     "simple ko (a longer cycle left unbroken is no result, J-Art 12), no suicide, territory counting, "
     "no points in seki, komi 6.5, no handicap compensation; any illegal move loses",
     japanese},
    {"korean", "as japanese: simple ko, territory counting, komi 6.5, an illegal move loses", korean},
    {"aga",
     "situational superko, no suicide, area counting (AGA's pass stones make area and territory agree, so "
     "kifu counts area), komi 7.5, 0.5 in handicap games plus H-1 points; Chinese sanctions",
     aga},
    {"nz",
     "situational superko, suicide of more than one stone allowed, area counting, komi 7, no handicap compensation; "
     "Chinese sanctions",
     nz},
    {"ing",
     "situational superko (kifu does not model Ing's ko categories), suicide of more than one stone allowed, area "
     "counting, "
     "komi 7.5 (Ing's 8 with Black winning ties), H points back; Chinese sanctions",
     ing},
    {"goe", "as ing", goe},
    {"tromp-taylor",
     "positional superko, suicide of more than one stone allowed, area counting, komi 7.5, no compensation; an illegal "
     "move is void and forfeits the turn, no warnings",
     tromp_taylor},
}};

// Lower case with everything but letters and digits dropped: "Tromp/Taylor" -> "tromptaylor".
std::string squash(std::string_view text) {
    std::string out = util::to_lower(text);
    std::erase_if(out, [](char ch) { return !std::isalnum(static_cast<unsigned char>(ch)); });
    return out;
}

std::optional<Rules> by_name(std::string_view name) {
    for (const auto& p : presets)
        if (p.name == name) return p.make();
    return std::nullopt;
}

// The preset a ruleset named in Chinese, Japanese or Korean words points to, by the country or the rules' author it
// opens with ("中国规则", "日本ルール", "韓國", "한국 룰", "应氏规则").
std::optional<Rules> from_ru_words(std::string_view ru) {
    struct Name {
        std::string_view opening;
        std::string_view preset;
    };
    static constexpr std::array<Name, 14> names{{{"中国", "chinese"},
                                                 {"中國", "chinese"},
                                                 {"중국", "chinese"},
                                                 {"日本", "japanese"},
                                                 {"일본", "japanese"},
                                                 {"韩国", "korean"},
                                                 {"韓國", "korean"},
                                                 {"韓国", "korean"},
                                                 {"한국", "korean"},
                                                 {"应氏", "ing"},
                                                 {"應氏", "ing"},
                                                 {"計點", "ing"},
                                                 {"计点", "ing"},
                                                 {"잉", "ing"}}};
    for (const Name& n : names)
        if (ru.substr(0, n.opening.size()) == n.opening) return by_name(n.preset);
    return std::nullopt;
}

}  // namespace

std::optional<Rules> preset(std::string_view name) {
    const std::string s = squash(name);
    if (s == "newzealand") return nz();
    if (s == "tt" || s == "tromptaylor") return tromp_taylor();
    for (const auto& p : presets)
        if (squash(p.name) == s) return p.make();
    return std::nullopt;
}

std::optional<Rules> from_ru(std::string_view ru) {
    if (auto katago = from_katago(ru)) return katago;
    if (auto named = from_ru_words(util::trim(ru))) return named;
    const std::string s = squash(ru);
    if (s.empty()) return std::nullopt;
    auto starts = [&](std::string_view prefix) { return s.rfind(prefix, 0) == 0; };
    // Country codes and the language codes some programs write (RU[zh], RU[ja], RU[ko]).
    if (starts("japan") || s == "jp" || s == "ja" || s == "nihonkiin") return by_name("japanese");
    if (starts("chin") || s == "cn" || s == "zh") return by_name("chinese");
    if (starts("korea") || s == "kr" || s == "ko") return by_name("korean");
    if (starts("aga") || starts("american")) return by_name("aga");
    if (s == "nz" || starts("newzealand") || starts("nzrules")) return by_name("nz");
    if (s == "goe" || starts("goe")) return by_name("goe");
    if (s == "ing" || starts("ingrules") || starts("ingsst") || starts("ings")) return by_name("ing");
    if (s == "tt" || starts("tromp")) return by_name("tromp-taylor");
    return std::nullopt;
}

std::vector<std::string_view> preset_names() {
    std::vector<std::string_view> out;
    for (const auto& p : presets) out.push_back(p.name);
    return out;
}

std::string_view describe(std::string_view preset_name) {
    const auto r = preset(preset_name);
    if (!r) return {};
    for (const auto& p : presets)
        if (p.name == r->name) return p.description;
    return {};
}

std::string_view to_string(Sanction s) {
    switch (s) {
        case Sanction::None: return "none";
        case Sanction::VoidForfeit: return "void-forfeit";
        case Sanction::VoidWarning: return "void-warning";
        case Sanction::Loss: return "loss";
    }
    return "none";
}

std::string_view to_string(KoRule k) {
    switch (k) {
        case KoRule::Simple: return "simple";
        case KoRule::PositionalSuperko: return "positional-superko";
        case KoRule::SituationalSuperko: return "situational-superko";
    }
    return "simple";
}

std::string_view to_string(Scoring s) { return s == Scoring::Area ? "area" : "territory"; }

std::string_view to_string(HandicapCompensation c) {
    switch (c) {
        case HandicapCompensation::None: return "none";
        case HandicapCompensation::H: return "H";
        case HandicapCompensation::HMinusOne: return "H-1";
    }
    return "none";
}

std::string_view to_string(CycleRule c) {
    switch (c) {
        case CycleRule::Illegal: return "illegal";
        case CycleRule::NoResult: return "no-result";
        case CycleRule::Draw: return "draw";
        case CycleRule::Replay: return "replay";
    }
    return "illegal";
}

std::optional<CycleRule> cycle_rule_from_string(std::string_view text) {
    for (auto c : {CycleRule::Illegal, CycleRule::NoResult, CycleRule::Draw, CycleRule::Replay})
        if (util::iequals(to_string(c), text)) return c;
    return std::nullopt;
}

std::optional<Sanction> sanction_from_string(std::string_view text) {
    for (auto s : {Sanction::None, Sanction::VoidForfeit, Sanction::VoidWarning, Sanction::Loss})
        if (util::iequals(to_string(s), text)) return s;
    return std::nullopt;
}

}  // namespace kifu::rules
