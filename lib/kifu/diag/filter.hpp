#pragma once
// Which codes a run reports (--ignore, --only): findings a user chose not to see are neither
// printed nor counted in the exit status.

#include <algorithm>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>

namespace kifu::diag {

// Codes or code prefixes ("S3", "M106"), case-insensitive: a code is kept when it starts with no
// `ignore` entry and, when `only` is given, with one of `only`.
struct CodeFilter {
    std::vector<std::string> ignore;
    std::vector<std::string> only;

    [[nodiscard]] bool empty() const { return ignore.empty() && only.empty(); }
    [[nodiscard]] bool keeps(std::string_view id) const;
};

// An empty string when `prefix` starts at least one code of `codes`, else why not.
[[nodiscard]] std::string check_code_prefix(std::string_view prefix, std::span<const Code> codes);

// Removes from `found` (diagnostics, replay events: anything with a `code`) what `filter` does not keep.
template <class Found>
void drop_filtered(const CodeFilter& filter, std::vector<Found>& found) {
    if (filter.empty()) return;
    std::erase_if(found, [&](const Found& f) { return !filter.keeps(f.code.id); });
}

}  // namespace kifu::diag
