#pragma once
// --ignore and --only applied to what a tool reports: every list of findings a renderer reads
// loses the codes the filter does not keep (the count and the ruling, with the events it rests on, stay as they are).

#include <kifu/adjudicate/check.hpp>
#include <kifu/adjudicate/outcome.hpp>
#include <kifu/adjudicate/position.hpp>
#include <kifu/diag/filter.hpp>

namespace kifu::adjudicate {

void drop_filtered(const diag::CodeFilter& filter, Checked& checked);
void drop_filtered(const diag::CodeFilter& filter, Position& position);
void drop_filtered(const diag::CodeFilter& filter, Outcome& outcome);

}  // namespace kifu::adjudicate
