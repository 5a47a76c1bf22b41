#pragma once
// The codes of the ruling. M114 keeps the id it had when replay decided it (codes are stable).

#include <span>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::judge::code {
using diag::Code;
using diag::Severity;
inline constexpr Code LostByWarnings{"M114", Severity::Warning,
                                     "a second warning: the player loses the game (C-Art 24.2)"};
}  // namespace kifu::judge::code

namespace kifu::judge {

// The codes of the judge module.
[[nodiscard]] std::span<const diag::Code> codes();

}  // namespace kifu::judge
