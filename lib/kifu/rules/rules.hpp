#pragma once
// A ruleset as a value: every rule kifu needs as an independent field, plus named presets.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::rules {

enum class KoRule : std::uint8_t { Simple, PositionalSuperko, SituationalSuperko };
enum class Scoring : std::uint8_t { Area, Territory };
// Extra komi White receives in a handicap game of H stones.
enum class HandicapCompensation : std::uint8_t { None, H, HMinusOne };
// What an irregular move costs the offender.
enum class Sanction : std::uint8_t {
    None,           // reported only
    VoidForfeit,    // move void, turn forfeited (a pass)
    VoidWarning,    // move void, turn forfeited, one warning (one penalty stone)
    Loss,           // the game is lost on the spot
};
// What a repetition cycle that is not a basic ko means.
enum class CycleRule : std::uint8_t { Illegal, NoResult, Draw, Replay };

// The articles of a ruleset's own text that kifu cites for each situation; empty where that text
// has none (a ruleset kifu models but whose articles it does not cite cites nothing).
struct Articles {
    std::string_view passes;           // two passes in succession end the game (C-Art 7.3, J-Art 9)
    std::string_view resignation;      // a player resigns (C-Art 7.2)
    std::string_view ko;               // a single ko retaken at once (C-Art 18.3, J-Art 6)
    std::string_view superko;          // an earlier whole-board position recreated (C-Art 6, 20)
    std::string_view cycle;            // a repetition cycle: no result, draw or replay (C-Art 20.3, J-Art 12)
    std::string_view suicide;          // a stone without liberty (C-Art 19, J-Art 4)
    std::string_view twice;            // the same player moves twice (C-Art 17.2, J-Art 2)
    std::string_view occupied;         // a stone on an occupied point (J-Art 3)
    std::string_view foul;             // an illegal move loses on the spot (J-Art 14)
    std::string_view referee_warning;  // a warning the referee gives (C-Art 17.4)
    std::string_view penalty;          // a warning costs a penalty stone at counting (C-Art 24.1)
    std::string_view warnings_lose;    // two warnings lose the game (C-Art 24.2)
    std::string_view count;            // counting and the result (C-Art 9, 11; J-Art 10)
    std::string_view dead_stones;      // dead stones are those both players agree on (C-Art 8, J-Art 9)

    friend bool operator==(const Articles&, const Articles&) = default;
};

// The Chinese Weiqi Competition Rules (2002): the play articles and the referee chapter (17-24).
inline constexpr Articles chinese_articles{.passes = "C-Art 7.3",
                                           .resignation = "C-Art 7.2",
                                           .ko = "C-Art 18.3",
                                           .superko = "C-Art 6, 20",
                                           .cycle = "C-Art 20.3",
                                           .suicide = "C-Art 19",
                                           .twice = "C-Art 17.2",
                                           .occupied = "",
                                           .foul = "",
                                           .referee_warning = "C-Art 17.4",
                                           .penalty = "C-Art 24.1",
                                           .warnings_lose = "C-Art 24.2",
                                           .count = "C-Art 9, 11",
                                           .dead_stones = "C-Art 8"};

struct Rules {
    std::string name = "chinese";
    KoRule ko = KoRule::SituationalSuperko;
    bool suicide_allowed = false;           // multi-stone suicide (NZ, Ing, Tromp-Taylor)
    Scoring scoring = Scoring::Area;
    bool seki_territory = true;             // false: points inside seki count nothing (Japanese)
    bool margin_in_stones = true;           // an area count's margin is stated in stones, half its points (C-Art 11)
    double default_komi = 7.5;              // even game, no KM in the record
    double default_handicap_komi = 0.0;     // handicap game or HA[1] (Black takes the first move), no KM in the record
    HandicapCompensation compensation = HandicapCompensation::H;
    Sanction on_suicide = Sanction::VoidForfeit;        // C-Art 19
    Sanction on_ko = Sanction::VoidWarning;             // C-Art 18.3
    Sanction on_superko = Sanction::VoidForfeit;        // C-Art 6, 20
    Sanction on_twice = Sanction::VoidWarning;          // C-Art 17.2
    Sanction on_occupied = Sanction::VoidForfeit;       // corrupt record (off the board: always void)
    CycleRule cycle = CycleRule::Illegal;               // C-Art 20.3 / J-Art 12
    int warnings_to_lose = 2;                           // C-Art 24.2; 0: the ruleset has no warnings
    Articles articles = chinese_articles;               // what the ruleset's text says, article by article
    std::string unmodelled{};  // what of the ruleset kifu does not model in a count ("group tax (taxALL)"): its games
                               // are replayed under it but not counted; empty when none

    friend bool operator==(const Rules&, const Rules&) = default;
};

// The preset called `name` (chinese, japanese, korean, aga, nz, ing, goe, tromp-taylor; any case;
// also the aliases "new-zealand", "tt", "tromp/taylor").
[[nodiscard]] std::optional<Rules> preset(std::string_view name);
// The preset an SGF RU value names ("Japanese", "Chinese", "AGA", "NZ", "New Zealand", "GOE",
// "Tromp/Taylor", "TT--", ...; case, spaces and punctuation are ignored; in Chinese, Japanese or Korean
// words, by the country or author it opens with: "中国规则", "日本ルール", "한국", "应氏"), or the rules a
// KataGo rules string spells out (katago.hpp); nullopt if unknown.
[[nodiscard]] std::optional<Rules> from_ru(std::string_view ru);
// Names accepted by preset(), for --help.
[[nodiscard]] std::vector<std::string_view> preset_names();
// One line per preset saying what kifu models (ko, suicide, scoring, komi, sanctions), for --help.
[[nodiscard]] std::string_view describe(std::string_view preset_name);
// Stable names: "none", "void-forfeit", "void-warning", "loss".
[[nodiscard]] std::string_view to_string(Sanction s);
// "simple", "positional-superko", "situational-superko".
[[nodiscard]] std::string_view to_string(KoRule k);
// "area", "territory".
[[nodiscard]] std::string_view to_string(Scoring s);
// "none", "H", "H-1".
[[nodiscard]] std::string_view to_string(HandicapCompensation c);
// "illegal", "no-result", "draw", "replay".
[[nodiscard]] std::string_view to_string(CycleRule c);
// Inverse of to_string(CycleRule) (any case); nullopt otherwise.
[[nodiscard]] std::optional<CycleRule> cycle_rule_from_string(std::string_view text);
// Inverse of to_string(Sanction) (any case); nullopt otherwise.
[[nodiscard]] std::optional<Sanction> sanction_from_string(std::string_view text);

}  // namespace kifu::rules
