#pragma once
// File names as kifu prints them: valid UTF-8 with no control character, in every format.

#include <string>
#include <string_view>

namespace kifu::cli {

// `name` with each byte that is not part of a well-formed UTF-8 character, and each control
// character (U+0000-U+001F, U+007F, U+0080-U+009F), written as `\xHH` (two upper-case hex digits per
// byte); everything else, backslashes included, as it is. Idempotent.
[[nodiscard]] std::string printable_name(std::string_view name);

}  // namespace kifu::cli
