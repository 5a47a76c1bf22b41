#include <kifu/rules/inference.hpp>

#include <array>
#include <cmath>
#include <string>

#include <fmt/format.h>

#include <kifu/util/text.hpp>

namespace kifu::rules {
namespace {

// Words in PC, EV or AP that name where a game was played, with the ruleset used there.
struct Clue {
    std::string_view word;
    std::string_view preset;
    bool whole_word = false;  // only as a word of its own (a short word that longer words contain)
    bool server = false;      // a go server, whose games are played under several rulesets: its name suggests
                              // the usual one, it does not fix the counting
};
constexpr std::array<Clue, 96> clues{{
    {"ing cup", "ing"},
    {"ing chang-ki", "ing"},
    {"应氏杯", "ing"},
    {"應氏盃", "ing"},
    {"應氏杯", "ing"},
    {"japan", "japanese"},
    {"tokyo", "japanese"},
    {"osaka", "japanese"},
    {"nagoya", "japanese"},
    {"kyoto", "japanese"},
    {"nihon ki-in", "japanese"},
    {"kansai ki-in", "japanese"},
    {"honinbo", "japanese"},
    {"meijin", "japanese"},
    {"kisei", "japanese", true},  // not in "Kiseido", the publisher that ran KGS
    {"judan", "japanese"},
    {"tengen", "japanese"},
    {"oza", "japanese", true},
    {"gosei", "japanese"},
    {"nhk", "japanese"},
    {"agon", "japanese"},
    {"oteai", "japanese"},      // the Nihon Ki-in's ranking tournament (1924-2003)
    {"edo", "japanese", true},  // Tokyo before 1868: the castle games (PC[Edo Castle])
    {"all japan", "japanese"},
    {"ryusei", "japanese"},
    {"shinjin", "japanese"},
    {"daiwa", "japanese"},
    {"kakusei", "japanese"},
    {"fujitsu", "japanese"},
    {"toyota", "japanese"},
    {"kgs", "japanese", false, true},
    // NNGS and IGS (Pandanet) score by territory: of the 292 NNGS games of the shared corpus, 213 count to their RE
    // under japanese rules, 81 under chinese.
    {"nngs", "japanese", false, true},
    {"pandanet", "japanese", false, true},
    {"igs", "japanese", true, true},
    {"kiseido", "japanese", false, true},  // KGS's old name ("The Kiseido Go Server")
    // Fox (AP[foxwq]) names its rules in RU: 3,482 of the 3,644 Fox records of the shared corpus say Japanese.
    {"foxwq", "japanese", false, true},
    {"日本", "japanese"},
    {"東京", "japanese"},
    {"东京", "japanese"},
    {"関西棋院", "japanese"},
    {"大手合", "japanese"},
    {"江戸", "japanese"},
    {"korea", "korean"},
    {"seoul", "korean"},
    {"busan", "korean"},
    {"daejeon", "korean"},
    {"hanguk kiwon", "korean"},
    {"kiwon", "korean"},
    {"kuksu", "korean"},
    {"myeongin", "korean"},
    {"guksu", "korean"},
    {"lg cup", "korean"},
    {"bc card", "korean"},
    {"gs caltex", "korean"},
    {"kiseong", "korean"},
    {"chunwon", "korean"},
    {"kbs", "korean", true},
    {"samsung", "korean"},
    {"tygem", "korean", false, true},
    {"韩国", "korean"},
    {"韓国", "korean"},
    {"韓國", "korean"},
    {"한국", "korean"},
    {"서울", "korean"},
    {"首尔", "korean"},
    {"china", "chinese"},
    {"chinese", "chinese"},  // "Chinese A League", "Chinese Women's Championship"
    {"beijing", "chinese"},
    {"shanghai", "chinese"},
    {"hangzhou", "chinese"},
    {"nanjing", "chinese"},
    {"suzhou", "chinese"},
    {"chengdu", "chinese"},
    {"guangzhou", "chinese"},
    {"shenzhen", "chinese"},
    {"zhongguo qiyuan", "chinese"},
    {"chunlan", "chinese"},
    {"mingren", "chinese"},
    {"tianyuan", "chinese"},
    {"qisheng", "chinese"},
    {"changqi", "chinese"},
    {"liguang", "chinese"},
    {"cctv", "chinese"},
    {"xinren wang", "chinese"},
    {"weiqi league", "chinese"},
    {"jia league", "chinese"},
    {"qiwang", "chinese"},
    {"guoshou", "chinese"},
    {"mlily", "chinese"},
    {"bailing", "chinese"},
    {"chongqing", "chinese"},
    {"wuhan", "chinese"},
    {"xian", "chinese"},
    {"中国", "chinese"},
    {"中國", "chinese"},
    {"北京", "chinese"},
}};

// Whether `word` occurs in `s`, when `whole` only between characters that are no letters or digits.
bool contains(std::string_view s, std::string_view word, bool whole) {
    const auto inside_word = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
    for (std::size_t at = s.find(word); at != std::string_view::npos; at = s.find(word, at + 1)) {
        const std::size_t end = at + word.size();
        if (!whole || ((at == 0 || !inside_word(s[at - 1])) && (end == s.size() || !inside_word(s[end])))) return true;
    }
    return false;
}

// The first clue found in `text` (checked in table order); with `preset`, the first that points to it. None when the
// text holds clues of two rulesets (a server's aside): "Japan-China Go Exchange" names both sides, not the rules.
std::optional<Clue> clue_in(std::string_view text, std::string_view preset = {}) {
    const std::string s = util::to_lower(text);  // place and event names are matched without case
    std::optional<Clue> found;
    for (const Clue& c : clues)
        if ((preset.empty() || c.preset == preset) && contains(s, c.word, c.whole_word)) {
            found = c;
            break;
        }
    if (!found || found->server) return found;
    for (const Clue& c : clues)
        if (!c.server && c.preset != found->preset && contains(s, c.word, c.whole_word)) return std::nullopt;
    return found;
}

struct Found {
    Clue clue;
    std::string where;  // "PC[Nihon Ki-in]"
};

// The clue of the place, else the event, else the application, else Fox's own properties; with `preset`, the first of
// them that points to it.
std::optional<Found> where_played(const RecordFacts& f, std::string_view preset = {}) {
    for (auto [id, text] : {std::pair{"PC", f.place}, std::pair{"EV", f.event}, std::pair{"AP", f.application}})
        if (auto c = clue_in(text, preset)) return Found{*c, fmt::format("{}[{}]", id, text)};
    if (const auto fox = clue_in("foxwq", preset); fox && f.fox) return Found{*fox, "Fox's own properties"};
    return std::nullopt;
}

bool near(double a, double b) { return std::fabs(a - b) < 1e-9; }

// Komi 5.5 was also the Chinese rules' (2¾ stones) until 2002: the clue that makes it so, a Chinese event, or China as
// the place or application of an event that names no rules (a Samsung Cup game played in Beijing is korean).
std::optional<Found> chinese_venue(const RecordFacts& f) {
    if (!clue_in(f.event)) return where_played(f, "chinese");
    RecordFacts event_only;
    event_only.event = f.event;
    return where_played(event_only, "chinese");
}

// A territory ruleset: korean when the place, event or application is Korean (a Samsung Cup game played in Beijing, a
// Chunlan Cup preliminary played in Seoul), else japanese; the evidence cites a place only when it is such a clue (a
// Chinese event is none for japanese rules).
Inference territory(const RecordFacts& f, std::string evidence) {
    const std::optional<Found> korea = where_played(f, "korean");
    const std::optional<Found> place = korea ? korea : where_played(f, "japanese");
    if (place) evidence += fmt::format(" and {}", place->where);
    return {korea ? "korean" : "japanese", std::move(evidence)};
}

}  // namespace

std::optional<Inference> infer(const RecordFacts& f) {
    const std::optional<Found> place = where_played(f);
    const bool even = f.handicap < 2;
    const bool open = !place || place->clue.server;  // the komi, or a server's name, does not fix the counting
    if (f.margin_in_stones && f.black_margin)
        return Inference{"chinese", fmt::format("RE[{}], a margin in stones (area counting)", f.result)};
    if (f.komi_in_stones)
        return Inference{"chinese", fmt::format("a komi written in stones ({} stones, {} points: area counting)",
                                                *f.komi / 2, *f.komi)};
    if (even && f.komi && f.black_margin) {
        const double twice_black_area = f.points + *f.komi + *f.black_margin;
        const double rounded = std::round(twice_black_area);
        if (near(twice_black_area, rounded) && static_cast<long long>(rounded) % 2 != 0) {
            Inference by_margin = territory(
                f, fmt::format("RE's margin of {} with komi {} (area counting gives it "
                               "only with an odd number of points counted for neither side, in seki or left unfilled)",
                               std::fabs(*f.black_margin), *f.komi));
            by_margin.counting_open = true;
            return by_margin;
        }
    }
    if (even && f.komi) {
        // Fox writes a Chinese game's komi in stones (rule 0) and a Japanese game's in points, both in hundredths: of
        // the records of the shared corpus that name their rules, the 151 with KM[375] or KM[325] say Chinese, the 146
        // with KM[750] Japanese. A KM[7.5] that another program wrote into a Fox record is no such sign.
        if (near(*f.komi, 7.5) && f.fox && f.komi_in_hundredths) {
            Inference fox = territory(f, "komi 7.5 in points (Fox writes a Chinese game's komi in stones, KM[375])");
            fox.counting_open = true;
            return fox;
        }
        if (near(*f.komi, 7.5)) return Inference{"chinese", "komi 7.5 (area counting)", open};
        if (near(*f.komi, 8)) return Inference{"ing", "komi 8 (Ing's area counting)", open};
    }
    if (!f.moku_unit.empty() && f.black_margin) {
        const std::string evidence = fmt::format("RE[{}], a margin in moku (territory counting)", f.result);
        return f.moku_unit == "집" ? Inference{"korean", evidence} : territory(f, evidence);
    }
    if (even && f.komi) {
        if (const auto china = near(*f.komi, 5.5) ? chinese_venue(f) : std::nullopt)
            return Inference{"chinese", fmt::format("komi 5.5 (2\u00be stones, area counting) and {}", china->where),
                             china->clue.server};
        if (near(*f.komi, 6.5) || near(*f.komi, 5.5) || near(*f.komi, 4.5)) {
            Inference by_komi = territory(f, fmt::format("komi {} (territory counting)", *f.komi));
            by_komi.counting_open = open;
            return by_komi;
        }
    }
    if (place) return Inference{std::string(place->clue.preset), place->where, place->clue.server};
    return std::nullopt;
}

}  // namespace kifu::rules
