#pragma once
// One property value as kifu-fix writes it: decoded with the one FF[4] decoder of sgf/values and
// escaped again, white space and rectangle corners normalised, KM in points.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/sgf/properties.hpp>
#include <kifu/sgf/values.hpp>

namespace kifu::fix {

// A value ready to go between '[' and ']', and what changed when it is not the value as written
// (beyond the escapes of a stray ']' and NUL bytes, which the parser reports).
struct NormalValue {
    std::string text;
    std::optional<diag::Code> code;  // nullopt: unchanged
    std::string message;
    std::vector<std::string> more = {};  // values to write after it (a comma-separated point list split up)
};

// The canonical form of `raw`, a value of property `info` on a board of `size`.
[[nodiscard]] NormalValue normalise(const sgf::PropertyInfo& info, std::string_view raw, sgf::BoardSize size);

}  // namespace kifu::fix
