#pragma once
// The diagnostic codes of kifu::sgf: S1xx syntax and recovery, S2xx values, S3xx charsets.

#include <span>
#include <string_view>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::sgf {

// Every code the sgf module emits, with its severity and meaning.
[[nodiscard]] std::span<const diag::CodeInfo> codes();
// The severity of one of those codes (Warning for a code not in the table).
[[nodiscard]] diag::Severity severity_of(std::string_view code);

}  // namespace kifu::sgf
