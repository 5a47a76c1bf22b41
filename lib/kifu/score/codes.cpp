#include <kifu/score/codes.hpp>

#include <array>

namespace kifu::score {
namespace {

using diag::Severity;

constexpr std::array<diag::CodeInfo, 13> table{{
    {"K101", Severity::Warning, "TB/TW point holds a stone of the marker's own colour (ignored)"},
    {"K102", Severity::Warning, "point marked as both TB and TW (ignored)"},
    {"K103", Severity::Warning, "only part of a chain is marked dead; the whole chain is taken as dead"},
    {"K104", Severity::Warning, "TB/TW point off the board (ignored)"},
    {"K105", Severity::Warning, "marked territory does not match the board once the dead stones are off"},
    {"K106", Severity::Error, "--dead item is not a point on this board (skipped)"},
    {"K107", Severity::Warning, "--dead point holds no stone (skipped)"},
    {"K109", Severity::Info, "territory a flood fill gives is not marked (left out under territory counting)"},
    {"K110", Severity::Warning, "dead stones unknown: no --dead, --alive-all, markup or estimate; not counted"},
    {"K111", Severity::Info, "komi not in the record: the ruleset's default is assumed"},
    {"K112", Severity::Warning, "HA and the number of AB stones disagree"},
    {"K113", Severity::Info, "seki: shared points and eyes of groups in seki"},
    {"K114", Severity::Warning, "a player reached the warnings that lose the game (C-Art 24.2)"},
}};

}  // namespace

std::span<const diag::CodeInfo> codes() { return table; }

}  // namespace kifu::score
