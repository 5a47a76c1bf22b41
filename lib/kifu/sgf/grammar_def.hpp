#pragma once
// Boost.Spirit X3 rules for an SGF node: ';' then properties IDENT [value]...; included only by grammar.cpp.

#include <boost/spirit/home/x3.hpp>

#include <kifu/sgf/grammar.hpp>

namespace kifu::sgf::grammar::rules {

namespace x3 = boost::spirit::x3;

struct sink_tag;
struct base_tag;

inline auto const space = x3::omit[*(x3::char_(" \n\r\t\v\f") | x3::char_('\0'))];

inline auto const on_ident = [](auto& ctx) {
    auto& sink = x3::get<sink_tag>(ctx).get();
    const char* base = x3::get<base_tag>(ctx);
    auto range = x3::_attr(ctx);
    sink.ident(static_cast<std::uint32_t>(range.begin() - base), static_cast<std::uint32_t>(range.size()));
};

inline auto const on_value = [](auto& ctx) {
    auto& sink = x3::get<sink_tag>(ctx).get();
    const char* base = x3::get<base_tag>(ctx);
    auto range = x3::_attr(ctx);
    // the range includes the brackets
    sink.value(static_cast<std::uint32_t>(range.begin() - base + 1), static_cast<std::uint32_t>(range.size() - 2));
};

inline auto const letter = x3::char_('A', 'Z') | x3::char_('a', 'z');
inline auto const ident = x3::raw[x3::lexeme[+letter]][on_ident];
inline auto const value_body = *((x3::lit('\\') >> x3::char_) | ~x3::char_(']'));
inline auto const value = x3::raw[x3::lit('[') >> value_body >> x3::lit(']')][on_value];
inline auto const property = ident >> space >> +(value >> space);
inline auto const properties = space >> *(property);
inline auto const node = x3::lit(';') >> properties;

}  // namespace kifu::sgf::grammar::rules
