#include <kifu/diag/filter.hpp>

#include <kifu/util/text.hpp>

namespace kifu::diag {
namespace {

// Whether `id` starts with `prefix`, ignoring case.
bool starts_with(std::string_view id, std::string_view prefix) {
    return prefix.size() <= id.size() && util::to_lower(id.substr(0, prefix.size())) == util::to_lower(prefix);
}

bool starts_with_any(std::string_view id, const std::vector<std::string>& prefixes) {
    return std::any_of(prefixes.begin(), prefixes.end(), [&](const std::string& p) { return starts_with(id, p); });
}

}  // namespace

bool CodeFilter::keeps(std::string_view id) const {
    if (starts_with_any(id, ignore)) return false;
    return only.empty() || starts_with_any(id, only);
}

std::string check_code_prefix(std::string_view prefix, std::span<const Code> codes) {
    if (prefix.empty()) return "an empty code: use codes or prefixes such as M106 or S3";
    for (const Code& c : codes)
        if (starts_with(c.id, prefix)) return "";
    return "'" + std::string(prefix) + "' is no code and starts none (see --list-codes)";
}

}  // namespace kifu::diag
