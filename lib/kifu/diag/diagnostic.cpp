#include <kifu/diag/diagnostic.hpp>

#include <algorithm>
#include <map>

#include <fmt/format.h>

namespace kifu::diag {

std::string_view to_string(Severity severity) {
    switch (severity) {
        case Severity::Info: return "info";
        case Severity::Warning: return "warning";
        case Severity::Error: return "error";
        case Severity::Fatal: return "fatal";
    }
    return "error";
}

std::optional<Severity> severity_from_string(std::string_view text) {
    for (auto s : {Severity::Info, Severity::Warning, Severity::Error, Severity::Fatal})
        if (to_string(s) == text) return s;
    return std::nullopt;
}

std::string format(const Diagnostic& d) {
    std::string where = d.loc.file.empty() ? std::string("<input>") : d.loc.file;
    if (d.loc.line > 0) where += fmt::format(":{}:{}", d.loc.line, d.loc.col);
    return fmt::format("{}: {}: {} [{}]", where, to_string(d.severity()), d.message, d.code.id);
}

void limit_per_code(Diagnostics& ds, std::size_t max_per_code) {
    std::map<std::string_view, std::size_t> seen;
    std::map<std::string_view, SourceLocation> first_unlisted;
    Diagnostics kept;
    for (auto& d : ds)
        if (++seen[d.code.id] <= max_per_code)
            kept.push_back(std::move(d));
        else
            first_unlisted.emplace(d.code.id, d.loc);
    if (kept.size() == ds.size()) {
        ds = std::move(kept);
        return;
    }
    for (const auto& entry : seen) {
        const std::string_view id = entry.first;
        const std::size_t n = entry.second;
        if (n <= max_per_code) continue;
        const auto& first =
            *std::find_if(kept.begin(), kept.end(), [&](const Diagnostic& d) { return d.code.id == id; });
        kept.push_back({first.code,
                        first_unlisted.at(id),  // where the first one not listed is
                        unlisted_message(n - max_per_code, id, max_per_code), std::nullopt});
    }
    ds = std::move(kept);
}

std::string unlisted_message(std::size_t more, std::string_view id, std::size_t listed) {
    return fmt::format("{} more {} findings in this game are not listed (the first {} are)", more, id, listed);
}

std::size_t findings_in(const Diagnostic& d) {
    const std::string tail = fmt::format(" more {} findings in this game are not listed", d.code.id);
    const auto at = d.message.find(tail);
    if (at == std::string::npos || at == 0) return 1;
    std::size_t more = 0;
    for (std::size_t i = 0; i < at; ++i) {
        if (d.message[i] < '0' || d.message[i] > '9') return 1;
        more = more * 10 + static_cast<std::size_t>(d.message[i] - '0');
    }
    return more;
}

const Diagnostic* first_of(const Diagnostics& ds, const Code& code) {
    const auto it = std::find_if(ds.begin(), ds.end(), [&](const Diagnostic& d) { return d.code.id == code.id; });
    return it == ds.end() ? nullptr : &*it;
}

std::optional<Severity> worst(const Diagnostics& ds) {
    if (ds.empty()) return std::nullopt;
    return std::max_element(ds.begin(), ds.end(),
                            [](const Diagnostic& a, const Diagnostic& b) { return a.severity() < b.severity(); })
        ->severity();
}

std::vector<std::string> distinct_codes(const Diagnostics& ds) {
    std::vector<std::string> codes;
    for (const auto& d : ds) codes.emplace_back(d.code.id);
    std::sort(codes.begin(), codes.end());
    codes.erase(std::unique(codes.begin(), codes.end()), codes.end());
    return codes;
}

}  // namespace kifu::diag
