#pragma once
// Boost.Spirit X3 rules for an SGF node: ';' then properties IDENT [value]...; included only by grammar.cpp.
// The tokens (whitespace, identifier, bracketed value) are small X3 primitive parsers with tight
// loops; the rules compose them and report to the NodeSink found in the parse context.

#include <cstring>

#include <boost/spirit/home/x3.hpp>

#include <kifu/sgf/grammar.hpp>

namespace kifu::sgf::grammar::rules {

namespace x3 = boost::spirit::x3;

struct sink_tag;
struct base_tag;

// Whitespace between tokens (NUL included); always succeeds.
struct space_parser : x3::parser<space_parser> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;
    template <typename It, typename Ctx, typename RCtx, typename Attr>
    bool parse(It& first, const It& last, const Ctx&, RCtx&, Attr&) const {
        while (first != last && is_space(*first)) ++first;
        return true;
    }
};

// A property identifier: one or more ASCII letters; reported to the sink.
struct ident_parser : x3::parser<ident_parser> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;
    template <typename It, typename Ctx, typename RCtx, typename Attr>
    bool parse(It& first, const It& last, const Ctx& ctx, RCtx&, Attr&) const {
        It p = first;
        while (p != last && is_letter(*p)) ++p;
        if (p == first) return false;
        const char* base = x3::get<base_tag>(ctx);
        x3::get<sink_tag>(ctx).ident(static_cast<std::uint32_t>(first - base), static_cast<std::uint32_t>(p - first));
        first = p;
        return true;
    }
};

// A bracketed value "[...]" up to the first ']' not escaped by '\'; reported to the sink.
struct value_parser : x3::parser<value_parser> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;
    template <typename It, typename Ctx, typename RCtx, typename Attr>
    bool parse(It& first, const It& last, const Ctx& ctx, RCtx&, Attr&) const {
        if (first == last || *first != '[') return false;
        const char* open = &*first + 1;
        const char* end = &*first + (last - first);
        const char* from = open;
        // most values are short (moves): look at a few bytes before calling memchr
        for (const char* q = open; q < end && q < open + 8; ++q) {
            if (*q == '\\') break;
            if (*q == ']') {
                const char* base = x3::get<base_tag>(ctx);
                x3::get<sink_tag>(ctx).value(static_cast<std::uint32_t>(open - base),
                                                   static_cast<std::uint32_t>(q - open));
                first += (q - &*first) + 1;
                return true;
            }
        }
        for (;;) {
            const void* hit = std::memchr(from, ']', static_cast<std::size_t>(end - from));
            if (hit == nullptr) return false;
            const char* close = static_cast<const char*>(hit);
            const char* b = close;
            while (b > open && b[-1] == '\\') --b;
            if ((close - b) % 2 == 0) {
                const char* base = x3::get<base_tag>(ctx);
                x3::get<sink_tag>(ctx).value(static_cast<std::uint32_t>(open - base),
                                                   static_cast<std::uint32_t>(close - open));
                first += (close - &*first) + 1;
                return true;
            }
            from = close + 1;
        }
    }
};

inline const space_parser space{};
inline const ident_parser ident{};
inline const value_parser value{};
inline const auto property = ident >> space >> +(value >> space);
inline const auto properties = space >> *property;
inline const auto node = x3::lit(';') >> properties;

}  // namespace kifu::sgf::grammar::rules
