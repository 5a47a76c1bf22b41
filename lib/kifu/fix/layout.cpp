#include <kifu/fix/layout.hpp>

#include <kifu/sgf/grammar.hpp>

namespace kifu::fix {

LayoutScan scan_layout(std::string_view text, const ValueSpans& values, sgf::Layout layout) {
    std::size_t next_value = 0;
    LayoutScan scan;
    auto differ = [&](std::size_t at) {
        if (scan.first_difference == std::string_view::npos) scan.first_difference = at;
    };
    char prev = 0;  // the last character outside values and white space (']' after a value)
    int depth = 0;  // parentheses open
    std::size_t i = 0;
    const std::size_t n = text.size();
    while (i < n) {
        const std::size_t space_start = i;
        while (i < n && sgf::grammar::is_space(text[i])) ++i;
        const std::string_view space = text.substr(space_start, i - space_start);
        if (i == n) {
            if (space != "\n" || prev != ')') differ(space_start);
            break;
        }
        const char c = text[i];
        const bool line_before = layout == sgf::Layout::NodePerLine ? (c == ';' || c == '(') && prev != 0 && prev != '('
                                                                    : c == '(' && prev == ')' && depth == 0;
        if (space != (line_before ? "\n" : "")) differ(space_start);
        if (c == '(') {
            ++scan.open_parens;
            ++depth;
        }
        if (c == ')') --depth;
        if (c == '[') {
            ++i;
            while (next_value < values.size() && values[next_value].first < i) ++next_value;
            if (next_value < values.size() && values[next_value].first == i)
                i = values[next_value++].second;
            else
                while (i < n && text[i] != ']') i += text[i] == '\\' ? 2 : 1;
            prev = ']';
            ++i;
            continue;
        }
        prev = c;
        ++i;
    }
    if (n == 0 || !sgf::grammar::is_space(text[n - 1])) differ(n);  // no line break after the last ')'

    return scan;
}

}  // namespace kifu::fix
