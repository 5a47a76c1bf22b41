#include <kifu/sgf/grammar.hpp>
#include <kifu/sgf/grammar_def.hpp>

#include <functional>

namespace kifu::sgf::grammar {

namespace {

template <typename Parser>
std::size_t run(const Parser& p, std::string_view text, std::size_t pos, NodeSink& sink) {
    namespace x3 = boost::spirit::x3;
    const char* base = text.data();
    const char* first = base + pos;
    const char* last = base + text.size();
    auto bound = x3::with<rules::sink_tag>(std::ref(sink))[x3::with<rules::base_tag>(base)[p]];
    const char* it = first;
    if (!x3::parse(it, last, bound)) return pos;
    return static_cast<std::size_t>(it - base);
}

}  // namespace

std::size_t parse_node(std::string_view text, std::size_t pos, NodeSink& sink) {
    return run(rules::node, text, pos, sink);
}

std::size_t parse_properties(std::string_view text, std::size_t pos, NodeSink& sink) {
    return run(rules::properties, text, pos, sink);
}

std::size_t skip_space(std::string_view text, std::size_t pos) {
    while (pos < text.size() && is_space(text[pos])) ++pos;
    return pos;
}

}  // namespace kifu::sgf::grammar
