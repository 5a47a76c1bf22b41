#pragma once
// The komi a record that states none (no KM, or Fox's KM[0]) is counted with, and why.

#include <optional>
#include <string>

#include <kifu/game/record.hpp>
#include <kifu/rules/rules.hpp>

namespace kifu::score {

// Games played before this year without a KM are taken to have had no komi: komi came into professional play in
// Japan from 1939 and was the rule only from the 1950s; archives write KM for the games that had one.
inline constexpr int first_year_with_komi = 1950;

struct AssumedKomi {
    double points = 0;
    std::string why;  // "chinese, even game", "RE[B+4目], a margin of whole moku: no half-point komi"
};

// The komi professional play used in an even game in `year` under `rules`: none before first_year_with_komi; by
// japanese rules 4.5 in the 1950s, 5.5 to 2002, then 6.5 (korean: 6.5 from 1999); by chinese rules 5.5 (2¾ stones)
// to 2001, then 7.5. None for the other presets, whose komi has not changed. As the records of the shared corpus that
// state KM have it: the Judan 5.5 from 1961 to some games of 2003, the Samsung Cup 6.5 from 1999, the Chunlan Cup 7.5
// from 2002.
[[nodiscard]] std::optional<double> era_komi(const rules::Rules& rules, int year);

// By the first that applies: a handicap game or HA[1] (Black takes the first move): the rules' handicap komi; an RE
// margin of whole moku, territory counting's unit ("B+4目"), where the rules' komi has a half point: 0, as a half-point
// komi never gives one (a margin in points does not decide it: archives write "B+1" for games with a komi of 8, or
// of 3/4 stone); a game dated (DT): the komi of its year (era_komi); else the rules' komi for an even game. Fox's KM[0]
// is Fox's own default, the rules' komi, whatever RE says.
[[nodiscard]] AssumedKomi assumed_komi(const game::Record& record, const rules::Rules& rules, int handicap);

// The year DT names (its first run of exactly four digits from 1000 on: not a placeholder such as 0000-00-00), or
// none.
[[nodiscard]] std::optional<int> year_played(const game::Record& record);

}  // namespace kifu::score
