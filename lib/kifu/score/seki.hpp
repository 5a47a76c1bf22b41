#pragma once
// Seki: neutral points neither side can fill, the chains that share them, and their eyes.

#include <kifu/score/regions.hpp>

namespace kifu::score {

// Fills the Dame points of neutral regions of at most 8 points (larger ones are open boundaries)
// in turn with whichever colour can do so without leaving its own chain in atari (a fill that
// captures always can, and so can one whose last liberty lies in the filler's own territory of two
// points or more, which it fills first); the points nobody can fill become Seki,
// the living chains touching them are marked in seki_chain, and so are the chains around the
// group's eyes: one-colour regions of at most 6 points next to a chain in seki, marked in seki_eye
// (not territory under rules with seki_territory = false, J-Art 8). `stones` is the board with its dead stones still
// on: a side must take the dead stones in its eyes before it fills a dame (the points it fills to take them are no
// liberties of its own any more), so the trial fills start from the position after those captures.
void find_seki(Regions& regions, const go::Grid<go::Color>& stones);

}  // namespace kifu::score
