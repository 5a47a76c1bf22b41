#include <kifu/sgf/tree_split.hpp>

#include <kifu/sgf/grammar.hpp>

namespace kifu::sgf {

bool TreeSplitter::find(std::string_view bytes, std::size_t& pos, bool complete) {
    const std::size_t size = bytes.size();
    for (; pos < size; ++pos) {
        const char c = bytes[pos];
        if (per_line_ && depth_ > 0 && !escaped_ && (c == '\n' || c == '\r')) {
            // A tree still open at its line's end when the next line starts a game ("(;"): cut short, it ends here.
            std::size_t j = pos + 1;
            while (j < size && grammar::is_space(bytes[j])) ++j;
            std::size_t k = j + 1;
            while (k < size && grammar::is_space(bytes[k])) ++k;
            if (k >= size && !complete) return false;  // undecided until more is read
            if (k < size && bytes[j] == '(' && bytes[k] == ';') {
                depth_ = 0;
                in_value_ = false;
                ++trees_;
                only_space_ = true;
                tree_end_ = pos;
                continue;
            }
        }
        if (depth_ > 0) {
            if (in_value_) {
                if (escaped_)
                    escaped_ = false;
                else if (c == '\\')
                    escaped_ = true;
                else if (c == ']')
                    in_value_ = false;
            } else if (c == '[') {
                in_value_ = true;
            } else if (c == '(') {
                ++depth_;
            } else if (c == ')' && --depth_ == 0) {
                ++trees_;
                only_space_ = true;
                tree_end_ = pos + 1;
            }
            continue;
        }
        if (c == ';' && !begun_) {
            depth_ = 1;  // a first tree without '(', which the parser reads to the ')' that would close it
            begun_ = true;
            continue;
        }
        if (c != '(') {
            const bool bom = pos < 3 && c == "\xEF\xBB\xBF"[pos];  // a UTF-8 byte-order mark begins nothing
            if (!grammar::is_space(c) && !bom) {
                only_space_ = false;
                begun_ = true;
            }
            continue;
        }
        // "(;" (white space allowed between) always starts a tree; right after a tree, any '(' does.
        std::size_t j = pos + 1;
        while (j < size && grammar::is_space(bytes[j])) ++j;
        if (j == size && !complete) return false;  // undecided until more is read
        const bool semicolon = j < size && bytes[j] == ';';
        if (!semicolon && !only_space_) continue;
        if (trees_ > 0 && semicolon) return true;  // pieces split only before "(;": it always holds a game
        depth_ = 1;
        begun_ = true;
    }
    return false;
}

std::vector<std::size_t> split_trees(std::string_view bytes, bool per_line) {
    std::vector<std::size_t> starts{0};
    TreeSplitter splitter(per_line);
    std::size_t pos = 0;
    while (splitter.find(bytes, pos, true)) {
        starts.push_back(splitter.tree_end());
        splitter.next_piece();
    }
    return starts;
}

}  // namespace kifu::sgf
