#include <kifu/sgf/grammar.hpp>
#include <kifu/sgf/grammar_def.hpp>

namespace kifu::sgf::grammar {

namespace {

template <typename Parser>
std::size_t run(const Parser& p, std::string_view text, std::size_t pos, NodeSink& sink) {
    namespace x3 = boost::spirit::x3;
    const char* base = text.data();
    const char* it = base + pos;
    const char* last = base + text.size();
    // the context is built by hand so the rule object is not copied for every node
    auto with_base = x3::make_context<rules::base_tag>(base);
    auto context = x3::make_context<rules::sink_tag>(sink, with_base);
    x3::unused_type unused;
    if (!p.parse(it, last, context, unused, unused)) return pos;
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
