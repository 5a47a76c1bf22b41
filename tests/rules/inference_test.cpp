#include <catch2/catch.hpp>

#include <optional>
#include <string>

#include <kifu/rules/inference.hpp>

using kifu::rules::infer;
using kifu::rules::RecordFacts;

namespace {

RecordFacts facts(std::optional<double> komi, std::optional<double> black_margin = std::nullopt,
                  std::string_view place = {}, std::string_view event = {}, int handicap = 0) {
    RecordFacts f;
    f.komi = komi;
    f.black_margin = black_margin;
    f.place = place;
    f.event = event;
    f.handicap = handicap;
    return f;
}

// `f` with its RE margin written in stones.
RecordFacts stones(RecordFacts f) {
    f.margin_in_stones = true;
    f.result = "B+0.75";
    return f;
}

// `f` with its komi written in stones (KM[2.75]).
RecordFacts komi_in_stones(RecordFacts f) {
    f.komi_in_stones = true;
    return f;
}

// `f` with its RE margin written in moku, `unit` ("目" or "집").
RecordFacts moku(RecordFacts f, std::string_view unit = "目") {
    f.moku_unit = unit;
    f.result = "B+4目";
    return f;
}

}  // namespace

TEST_CASE("rules inference: the documented table, first rule that decides", "[rules][inference]") {
    struct Case {
        RecordFacts facts;
        const char* preset;  // nullptr: nothing decides
    };
    auto c = GENERATE(
        // 0. A margin written in stones: area counting, whatever the komi says.
        Case{stones(facts(5.5, 1.5)), "chinese"}, Case{stones(facts(6.5, -7.5, "Nihon Ki-in")), "chinese"},
        // ... or a komi written in stones: KM[2.75] (5.5 points, the Chinese komi until 2002), Fox's KM[325].
        Case{komi_in_stones(facts(5.5)), "chinese"}, Case{komi_in_stones(facts(6.5, 2.5)), "chinese"},
        // 1. A margin area counting gives only with a half point of area (an odd number of shared
        //    points): territory.
        Case{facts(7.5, 2.5), "japanese"},                 // 361 + 7.5 + 2.5 = 371: Black's area would be 185.5
        Case{facts(6.5, -2.5, "Seoul, Korea"), "korean"},  // 361 + 6.5 - 2.5 = 365: odd, so not area
        Case{facts(7.5, 1.5), "chinese"},                  // 361 + 7.5 + 1.5 = 370: an area count; komi 7.5 decides
        // 2. Area-counting komi.
        Case{facts(7.5), "chinese"}, Case{facts(8.0), "ing"},
        // 3. A margin written in moku: territory; in jip, or in Korea, korean. Area-counting komi comes first.
        Case{moku(facts(std::nullopt, 4.0)), "japanese"}, Case{moku(facts(std::nullopt, -3.5), "집"), "korean"},
        Case{moku(facts(std::nullopt, 4.0, "Seoul")), "korean"}, Case{moku(facts(7.5, 1.5)), "chinese"},
        Case{moku(facts(5.5, 1.5, {}, "5th Chunlan Cup")), "japanese"},
        Case{moku(facts(std::nullopt, std::nullopt)), nullptr},  // a moku unit with no margin decides nothing
        // 4. Territory-counting komi; Korea gives korean.
        Case{facts(6.5), "japanese"}, Case{facts(5.5, std::nullopt, "Hanguk Kiwon, Seoul"), "korean"},
        Case{facts(4.5, std::nullopt, {}, "3rd Samsung Cup"), "korean"},
        Case{facts(6.5, std::nullopt, "Beijing"), "japanese"},  // the komi outweighs the place
        // A Korean event played in China, a Korean preliminary of a Chinese event: korean.
        Case{facts(6.5, std::nullopt, "Kempinski Hotel, Beijing", "10th Samsung Cup"), "korean"},
        Case{facts(6.5, std::nullopt, "Hanguk Kiwon, Seoul", "7th Chunlan Cup"), "korean"},
        // Komi 5.5 was also the Chinese rules' (2 3/4 stones) until 2002: at a Chinese event, or in China at an
        // event that names no rules.
        Case{facts(5.5, std::nullopt, "Beijing"), "chinese"},
        Case{facts(5.5, std::nullopt, "Seoul", "1st Chunlan Cup"), "chinese"},
        Case{facts(5.5, std::nullopt, "Beijing", "2nd Samsung Cup"), "korean"},
        Case{facts(5.5, std::nullopt, "Beijing", "Friendly match"), "chinese"},
        Case{facts(5.5, std::nullopt, "Nihon Ki-in"), "japanese"},
        Case{facts(5.5, std::nullopt, {}, "Chinese A League"), "chinese"},
        // An event that names two countries names the sides, not the rules: the place decides.
        Case{facts(5.5, std::nullopt, "Nihon Ki-in Kansai Headquarters", "20th Japan-China Go Exchange"), "japanese"},
        Case{facts(5.5, std::nullopt, "Beijing", "20th Japan-China Go Exchange"), "chinese"},
        Case{facts(5.5, std::nullopt, {}, "Japan-China Go Exchange"), "japanese"},  // the komi alone
        // 5. Place, event or application alone; Edo is Tokyo before 1868 (a word of its own).
        Case{facts(std::nullopt, std::nullopt, "Edo Castle"), "japanese"},
        Case{facts(std::nullopt, std::nullopt, "Credo Hall"), nullptr},
        Case{facts(std::nullopt, std::nullopt, "Nihon Ki-in"), "japanese"},
        Case{facts(std::nullopt, std::nullopt, "Zhongguo Qiyuan, Beijing"), "chinese"},
        Case{facts(0.5, std::nullopt, "NNGS", {}, 9), "japanese"},  // the Go servers: territory
        Case{facts(std::nullopt, std::nullopt, "NNGS Worldwide: nngs.cosmic.org 9696"), "japanese"},
        Case{facts(std::nullopt, std::nullopt, "Pandanet IGS"), "japanese"},
        Case{facts(std::nullopt, std::nullopt, "IGS: igs.joyjoy.net 6969"), "japanese"},
        Case{facts(std::nullopt, std::nullopt, "Twigs Go Club"), nullptr},  // "igs" inside a word names nothing
        Case{facts(std::nullopt, std::nullopt, "Go on IGS"), "japanese"},
        Case{facts(std::nullopt, std::nullopt, "Twigs club, IGS"), "japanese"},
        Case{facts(0.5, std::nullopt, {}, "5th Chunlan Cup", 2), "chinese"},
        // Events of each country by name: the Agon Cup (no KM in its records), the Qisheng with komi 5.5, the BC Card
        // Cup, the KBS Cup (a word of its own).
        Case{facts(std::nullopt, std::nullopt, {}, "21st Agon-Kiriyama Cup"), "japanese"},
        // The Nihon Ki-in's ranking games (no komi before 1996; an odd margin is an area count's too).
        Case{facts(0.0, 5.0, {}, "Oteai 1960"), "japanese"}, Case{facts(0.0, 5.0), nullptr},
        Case{facts(5.5, std::nullopt, {}, "10th Qisheng"), "chinese"},
        Case{facts(std::nullopt, std::nullopt, {}, "3rd BC Card Cup"), "korean"},
        Case{facts(std::nullopt, std::nullopt, {}, "KBS Cup"), "korean"},
        // ... in Chinese, Japanese or Korean words
        Case{facts(std::nullopt, std::nullopt, "日本棋院"), "japanese"},
        Case{facts(std::nullopt, std::nullopt, "한국기원, 서울"), "korean"},
        Case{facts(std::nullopt, std::nullopt, "中国棋院"), "chinese"},
        Case{facts(std::nullopt, std::nullopt, {}, "第3届应氏杯"), "ing"},
        Case{facts(0.0, std::nullopt, {}, {}, 3), nullptr},  // a handicap game's komi says nothing
        Case{facts(std::nullopt), nullptr});
    const auto got = infer(c.facts);
    if (!c.preset) {
        CHECK_FALSE(got);
        return;
    }
    REQUIRE(got);
    CHECK(got->preset == c.preset);
    CHECK_FALSE(got->evidence.empty());
}

TEST_CASE("rules inference names its evidence", "[rules][inference]") {
    const auto got = infer(facts(6.5, std::nullopt, "Nihon Ki-in"));
    REQUIRE(got);
    CHECK(got->evidence == "komi 6.5 (territory counting) and PC[Nihon Ki-in]");
    const auto parity = infer(facts(6.5, -2.5));
    REQUIRE(parity);
    CHECK(parity->evidence.find("area counting gives it only with an odd number of points counted for neither side, in "
                                "seki or left unfilled") != std::string::npos);
    CHECK(infer(facts(std::nullopt, std::nullopt, {}, "Meijin League"))->evidence == "EV[Meijin League]");
    CHECK(infer(stones(facts(5.5, 1.5)))->evidence == "RE[B+0.75], a margin in stones (area counting)");
    CHECK(infer(komi_in_stones(facts(5.5)))->evidence ==
          "a komi written in stones (2.75 stones, 5.5 points: area counting)");
    CHECK(infer(moku(facts(std::nullopt, 4.0)))->evidence == "RE[B+4目], a margin in moku (territory counting)");
    CHECK_FALSE(infer(moku(facts(std::nullopt, 4.0)))->counting_open);
    // A Chinese event is no evidence for japanese rules (a Chunlan Cup preliminary with komi 6.5).
    const auto chunlan = infer(facts(6.5, std::nullopt, {}, "15th Chunlan Cup"));
    REQUIRE(chunlan);
    CHECK(chunlan->preset == "japanese");
    CHECK(chunlan->evidence == "komi 6.5 (territory counting)");
}

TEST_CASE("rules inference leaves the counting open when the komi alone or a go server decided", "[rules][inference]") {
    CHECK(infer(facts(6.5))->counting_open);
    CHECK(infer(facts(7.5))->counting_open);
    CHECK_FALSE(infer(facts(6.5, std::nullopt, "Nihon Ki-in"))->counting_open);
    // RE's margin suggests territory counting, but area counting gives it too with an odd number of shared points:
    // the players' count of a finished position decides.
    CHECK(infer(facts(6.5, -2.5))->counting_open);
    CHECK_FALSE(infer(facts(std::nullopt, std::nullopt, {}, "Meijin League"))->counting_open);
    // A server hosts games under several rulesets: its name suggests the usual one, it fixes nothing.
    const auto kgs = infer(facts(std::nullopt, std::nullopt, "The Kiseido Go Server (KGS) at http://kgs.kiseido.com/"));
    REQUIRE(kgs);
    CHECK(kgs->preset == "japanese");
    CHECK(kgs->counting_open);
    CHECK(kgs->evidence == "PC[The Kiseido Go Server (KGS) at http://kgs.kiseido.com/]");
    CHECK(infer(facts(6.5, std::nullopt, "KGS"))->counting_open);
    CHECK(infer(facts(6.5, std::nullopt, "The Kiseido Go Server"))->counting_open);  // KGS by its old name
    CHECK(infer(facts(std::nullopt, std::nullopt, "Tygem Baduk"))->counting_open);
    // Fox names its rules in RU, Japanese nearly always: a Fox record without RU is read so, the counting open.
    RecordFacts fox = facts(std::nullopt);
    fox.fox = true;
    const auto by_fox = infer(fox);
    REQUIRE(by_fox);
    CHECK(by_fox->preset == "japanese");
    CHECK(by_fox->counting_open);
    CHECK(by_fox->evidence == "Fox's own properties");
    fox.place = "Beijing";
    CHECK(infer(fox)->preset == "chinese");  // a place of its own decides first
    // Fox writes a Chinese game's komi in stones (KM[375]), a Japanese game's in points (KM[750]).
    fox.place = {};
    fox.komi = 7.5;
    CHECK(infer(fox)->preset == "chinese");  // KM[7.5]: written by another program
    fox.komi_in_hundredths = true;           // KM[750]
    const auto fox_points = infer(fox);
    REQUIRE(fox_points);
    CHECK(fox_points->preset == "japanese");
    CHECK(fox_points->counting_open);
    CHECK(fox_points->evidence ==
          "komi 7.5 in points (Fox writes a Chinese game's komi in stones, KM[375]) and Fox's own properties");
    fox.komi_in_stones = true;
    CHECK(infer(fox)->preset == "chinese");
    CHECK(infer(facts(7.5))->preset == "chinese");  // not Fox: area counting
    // The Kisei title is a word of its own, not the start of "Kiseido".
    CHECK_FALSE(infer(facts(std::nullopt, std::nullopt, {}, "30th Kisei"))->counting_open);
    CHECK(infer(facts(std::nullopt, std::nullopt, {}, "30th Kisei"))->preset == "japanese");
}
