#pragma once
// Test helpers: a strict-enough well-formedness check for the SVG and HTML we generate.

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::report::test {

// True when every tag is closed in order (void HTML elements and <!...> excepted), no '<' or '>'
// appears in text or attribute values, and every '&' starts one of the five entities we emit.
inline bool well_formed(std::string_view doc) {
    static constexpr std::string_view voids[] = {"meta", "br", "hr", "img", "link", "input"};
    static constexpr std::string_view entities[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&#39;"};
    std::vector<std::string> open;
    std::size_t i = 0;
    while (i < doc.size()) {
        const char c = doc[i];
        if (c == '&') {
            const bool known = std::any_of(std::begin(entities), std::end(entities),
                                           [&](std::string_view e) { return doc.substr(i, e.size()) == e; });
            if (!known) return false;
            ++i;
            continue;
        }
        if (c == '>') return false;
        if (c != '<') {
            ++i;
            continue;
        }
        bool quoted = false;
        std::size_t end = i + 1;
        for (; end < doc.size(); ++end) {
            if (doc[end] == '"') quoted = !quoted;
            else if (!quoted && doc[end] == '>') break;
            else if (doc[end] == '<') return false;
        }
        if (end >= doc.size()) return false;
        const std::string_view tag = doc.substr(i + 1, end - i - 1);
        i = end + 1;
        if (tag.empty()) return false;
        if (tag[0] == '!' || tag[0] == '?') continue;
        if (tag[0] == '/') {
            if (open.empty() || open.back() != tag.substr(1)) return false;
            open.pop_back();
            continue;
        }
        if (tag.back() == '/') continue;
        const std::string name(tag.substr(0, tag.find_first_of(" \n\t")));
        if (std::find(std::begin(voids), std::end(voids), name) != std::end(voids)) continue;
        if (name == "style") {
            const auto close = doc.find("</style>", i);
            if (close == std::string_view::npos) return false;
            i = close + 8;
            continue;
        }
        open.push_back(name);
    }
    return open.empty();
}

// Occurrences of `needle` in `text`.
inline std::size_t count(std::string_view text, std::string_view needle) {
    std::size_t n = 0;
    for (auto at = text.find(needle); at != std::string_view::npos; at = text.find(needle, at + needle.size())) ++n;
    return n;
}

}  // namespace kifu::report::test
