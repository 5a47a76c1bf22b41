#include <kifu/adjudicate/filter.hpp>

namespace kifu::adjudicate {

void drop_filtered(const diag::CodeFilter& filter, Checked& c) {
    diag::drop_filtered(filter, c.record.diagnostics);
    diag::drop_filtered(filter, c.diagnostics);
    diag::drop_filtered(filter, c.findings);
}

void drop_filtered(const diag::CodeFilter& filter, Position& p) {
    diag::drop_filtered(filter, p.record.diagnostics);
    diag::drop_filtered(filter, p.diagnostics);
    diag::drop_filtered(filter, p.replay.events);
}

void drop_filtered(const diag::CodeFilter& filter, Outcome& o) {
    diag::drop_filtered(filter, o.record.diagnostics);
    diag::drop_filtered(filter, o.diagnostics);
    // o.replay.events stay: they are the ruling's facts (its reasons, its irregular moves and whether it sanctions
    // one), which a filter never changes.
}

}  // namespace kifu::adjudicate
