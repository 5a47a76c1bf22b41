#pragma once
// ASCII text helpers shared by every module: trimming and case folding.

#include <string>
#include <string_view>

namespace kifu::util {

// `text` without leading and trailing ASCII white space (space, \t, \n, \v, \f, \r) and NUL bytes.
[[nodiscard]] std::string_view trim(std::string_view text);
// `text` with A-Z folded to a-z (other bytes unchanged).
[[nodiscard]] std::string to_lower(std::string_view text);
// Whether `a` and `b` are equal once A-Z are folded to a-z.
[[nodiscard]] bool iequals(std::string_view a, std::string_view b);

}  // namespace kifu::util
