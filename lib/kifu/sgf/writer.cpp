#include <kifu/sgf/writer.hpp>

#include <vector>

namespace kifu::sgf {

void append_raw(std::string_view raw, std::string& out) {
    const std::size_t n = raw.size();
    for (std::size_t i = 0; i < n; ++i) {
        char c = raw[i];
        if (c == '\\') {
            if (i + 1 < n && raw[i + 1] == '\0') {
                ++i;  // an escaped NUL byte: dropped with its escape
                continue;
            }
            out += '\\';
            out += i + 1 < n ? raw[++i] : '\\';
            continue;
        }
        if (c == ']') out += '\\';
        if (c == '\0') continue;
        out += c;
    }
}

namespace {

// The value as a reader sees it: escapes resolved (for comparison only).
std::string unescaped(std::string_view raw) {
    std::string s;
    s.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\' && i + 1 < raw.size()) ++i;
        if (raw[i] == '\0') continue;
        s += raw[i];
    }
    return s;
}

bool skipped_at_root(const GameTree& t, std::uint32_t n, const Property& p) {
    (void)t;
    return n == 0 && (p.id == "FF" || p.id == "CA");
}

void write_properties(const GameTree& t, std::uint32_t n, std::string& out) {
    if (n == 0) out += "FF[4]CA[UTF-8]";
    for (const Property* p = t.props_begin(n); p != t.props_end(n); ++p) {
        if (skipped_at_root(t, n, *p)) continue;
        out += p->id;
        for (const Value* v = t.values_begin(*p); v != t.values_end(*p); ++v) {
            out += '[';
            append_raw(v->raw, out);
            out += ']';
        }
    }
}

}  // namespace

void write(const GameTree& tree, std::string& out, const PropertyWriter& properties, Layout layout) {
    if (tree.nodes.empty()) return;
    const std::string_view line = layout == Layout::NodePerLine ? "\n" : "";
    auto node = [&](std::uint32_t n) {
        out += ';';
        properties(n, out);
    };
    // the next variation to write of each node with several children whose variations are open
    std::vector<std::uint32_t> next_variation;
    std::uint32_t n = 0;
    out += '(';
    node(n);
    for (;;) {
        const Node& at = tree.nodes[n];
        if (at.first_child != npos) {
            const std::uint32_t child = at.first_child;
            const std::uint32_t sibling = tree.nodes[child].next_sibling;
            if (sibling == npos) {
                out += line;  // a plain sequence
            } else {
                next_variation.push_back(sibling);
                out += line;
                out += '(';
            }
            n = child;
            node(n);
            continue;
        }
        // a leaf: close variations until one has a next sibling
        for (;;) {
            if (next_variation.empty()) {
                out += ")\n";
                return;
            }
            out += ')';
            std::uint32_t& next = next_variation.back();
            if (next != npos) {
                n = next;
                next = tree.nodes[n].next_sibling;
                out += line;
                out += '(';
                node(n);
                break;
            }
            next_variation.pop_back();
        }
    }
}

void write(const GameTree& tree, std::string& out) {
    write(tree, out, [&](std::uint32_t n, std::string& o) { write_properties(tree, n, o); });
}

std::string write(const Collection& c) {
    std::string out;
    for (const GameTree& t : c.games) write(t, out);
    return out;
}

bool same_tree(const GameTree& a, const GameTree& b) {
    if (a.nodes.size() != b.nodes.size()) return false;
    // walk both in preorder via links (arena orders may differ only if shapes differ)
    std::vector<std::pair<std::uint32_t, std::uint32_t>> todo;
    if (!a.nodes.empty()) todo.emplace_back(0, 0);
    while (!todo.empty()) {
        auto [x, y] = todo.back();
        todo.pop_back();
        std::vector<const Property*> pa, pb;
        for (const Property* p = a.props_begin(x); p != a.props_end(x); ++p)
            if (!skipped_at_root(a, x, *p)) pa.push_back(p);
        for (const Property* p = b.props_begin(y); p != b.props_end(y); ++p)
            if (!skipped_at_root(b, y, *p)) pb.push_back(p);
        if (pa.size() != pb.size()) return false;
        for (std::size_t i = 0; i < pa.size(); ++i) {
            if (pa[i]->id != pb[i]->id || pa[i]->value_count != pb[i]->value_count) return false;
            for (std::uint32_t k = 0; k < pa[i]->value_count; ++k)
                if (unescaped(a.values[pa[i]->first_value + k].raw) != unescaped(b.values[pb[i]->first_value + k].raw))
                    return false;
        }
        std::uint32_t ca = a.nodes[x].first_child, cb = b.nodes[y].first_child;
        while (ca != npos && cb != npos) {
            todo.emplace_back(ca, cb);
            ca = a.nodes[ca].next_sibling;
            cb = b.nodes[cb].next_sibling;
        }
        if (ca != npos || cb != npos) return false;
    }
    return true;
}

}  // namespace kifu::sgf
