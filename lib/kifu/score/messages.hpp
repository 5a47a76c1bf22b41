#pragma once
// Small helpers the counting module uses to word its diagnostics.

#include <string>
#include <vector>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/go/point.hpp>

namespace kifu::score {

// A diagnostic with no location (the caller's tool adds the file).
[[nodiscard]] diag::Diagnostic make(const diag::Code& code, std::string message);
// "3 points: dd, ee, ff" (at most six listed).
[[nodiscard]] std::string list_points(const std::vector<go::Point>& ps);

}  // namespace kifu::score
