#pragma once
// The K1xx diagnostic codes of the counting module.

#include <span>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::score {

// Every code kifu::score emits, for --list-codes and the man pages.
[[nodiscard]] std::span<const diag::CodeInfo> codes();

}  // namespace kifu::score
