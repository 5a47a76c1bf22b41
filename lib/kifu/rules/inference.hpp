#pragma once
// The ruleset a record most likely was played under when it names none (no RU):
// read from its komi, its result's margin, where and at what event it was
// played, and the application that wrote it.

#include <optional>
#include <string>
#include <string_view>

namespace kifu::rules {

// What a record says that bears on its rules.
struct RecordFacts {
    std::optional<double> komi;          // KM in points
    bool komi_in_stones = false;         // KM was written in stones (KM[2.75], Fox's KM[375]): area counting's unit
    bool komi_in_hundredths = false;     // KM was written in Fox's hundredths (KM[750])
    int handicap = 0;                    // handicap stones (0 or 1: an even game)
    int points = 361;                    // board points (width x height)
    std::optional<double> black_margin;  // RE's margin in points, positive when Black won
    std::string_view result;             // RE as written
    bool margin_in_stones = false;       // RE's margin was written in stones ("W+1.25", "白胜3又1/4子")
    std::string_view moku_unit = {};     // "目" or "집" when RE's margin was written in territory counting's unit
    std::string_view place;              // PC
    std::string_view event;              // EV
    std::string_view application;        // AP
    bool fox = false;                    // written by Fox (AP[foxwq], or Fox's TT/TC properties: game::Record::fox)
};

// An inferred ruleset: a preset name and the evidence in words ("komi 6.5 and
// PC[Nihon Ki-in]").
struct Inference {
    std::string preset;
    std::string evidence;
    bool counting_open = false;  // decided by RE's margin (rule 1: an odd number of shared points lets area counting
                                 // give it too), by the komi alone (rule 2 or 4, with no place, event or application)
                                 // or by a go server's name (KGS, NNGS, IGS, Pandanet, Tygem: several rulesets each)
};

// The ruleset the facts point to, by the first rule of this table that decides:
//   0. an RE margin written in stones, the unit of area counting's count ("白胜3又1/4子", "W+1.25"), or a komi
//      written in stones (KM[2.75], the Chinese komi until 2002; Fox's KM[325] and KM[375]): chinese;
//   1. even game, and an RE margin that area counting gives only with half a point of area (an odd
//      number of shared points): territory counting, korean when the place, event or application is Korean, else
//      japanese;
//   2. even-game komi 7.5: chinese, but Fox's KM[750] territory counting (Fox writes a Chinese game's komi in
//      stones, KM[375], rule 0); 8: ing (area counting);
//   3. an RE margin written in moku, the unit of territory counting ("B+4目", "흑 3집반 승"): korean when written
//      in 집 or when the place, event or application is Korean, else japanese;
//   4. even-game komi 5.5 at a Chinese event, or in China at an event that names no rules: chinese (2¾ stones, the
//      Chinese komi until 2002); else even-game komi 6.5, 5.5 or 4.5: territory counting, korean or japanese as in 1;
//   5. the place, event or application (in English, or in Chinese, Japanese or Korean words for the
//      countries, capitals and the Ing Cup): Japan, Japanese titles, KGS, Fox: japanese; Korea, Korean events,
//      Tygem: korean; China, Chinese events: chinese; the Ing Cup: ing.
// Nullopt when nothing decides. Rule 1, rules 2 and 4 alone, a server's name (counting_open), like nothing at all,
// leave the counting to be confirmed by the players' count of a finished game (rules::other_counting, adjudicate).
[[nodiscard]] std::optional<Inference> infer(const RecordFacts& facts);

}  // namespace kifu::rules
