#include <kifu/sgf/parser.hpp>

#include <algorithm>
#include <cstring>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <kifu/sgf/codes.hpp>
#include <kifu/sgf/grammar.hpp>
#include <kifu/sgf/properties.hpp>
#include <kifu/sgf/tree_charsets.hpp>
#include <kifu/sgf/values.hpp>

namespace kifu::sgf {

namespace {

using grammar::canonical_id;
using grammar::is_letter;
using grammar::is_space;
using grammar::skip_space;

constexpr std::size_t recovery_window = 4096;

// Properties whose repeated occurrences in one node are merged by readers (point lists).
bool is_list(std::string_view id) {
    return id == "AB" || id == "AW" || id == "AE" || id == "TB" || id == "TW" || id == "MA" || id == "CR" ||
           id == "SQ" || id == "TR" || id == "SL" || id == "DD" || id == "VW" || id == "LB" || id == "AR" || id == "LN";
}

// Offset of the ']' closing a value whose text starts at `pos`, honouring '\' escapes; npos if none.
std::size_t find_close(std::string_view text, std::size_t pos) {
    while (pos < text.size()) {
        const void* hit = std::memchr(text.data() + pos, ']', text.size() - pos);
        if (hit == nullptr) return std::string_view::npos;
        std::size_t close = static_cast<std::size_t>(static_cast<const char*>(hit) - text.data());
        std::size_t backslashes = 0;
        while (close - backslashes > pos && text[close - backslashes - 1] == '\\') ++backslashes;
        if (backslashes % 2 == 0) return close;
        pos = close + 1;
    }
    return std::string_view::npos;
}

// True when text[pos...] can follow a property value: end, ';', '(', ')', '[', or IDENT '['.
bool good_continuation(std::string_view text, std::size_t pos) {
    pos = skip_space(text, pos);
    if (pos >= text.size()) return true;
    char c = text[pos];
    if (c == ';' || c == '(' || c == ')' || c == '[') return true;
    if (!is_letter(c)) return false;
    while (pos < text.size() && is_letter(text[pos])) ++pos;
    pos = skip_space(text, pos);
    return pos < text.size() && text[pos] == '[';
}

std::string printable(std::string_view s) { return excerpt(s, 24); }

// The size of the byte-order mark `bytes` start with (UTF-8: 3, UTF-16: 2), which the decoded text leaves out.
std::uint32_t byte_order_mark(std::string_view bytes) {
    if (bytes.starts_with("\xEF\xBB\xBF")) return 3;
    if (bytes.starts_with("\xFF\xFE") || bytes.starts_with("\xFE\xFF")) return 2;
    return 0;
}

// True when the values of `id` are text, whole or in part (a private property's too): a ']' inside one may be the
// writer's mistake and a value cut short is still worth its text; a move, point, number or size ends at its ']'.
bool holds_text(std::string_view id) {
    switch (property_info(id).type) {
        case ValueType::None:
        case ValueType::Number:
        case ValueType::Real:
        case ValueType::Double:
        case ValueType::Color:
        case ValueType::Move:
        case ValueType::PointList:
        case ValueType::PointPair:
        case ValueType::Size: return false;
        default: return true;
    }
}

}  // namespace

void GameTree::clear() {
    nodes.clear();
    props.clear();
    values.clear();
    id_pool.clear();
    offset = 0;
}

const Property* GameTree::find(std::uint32_t n, std::string_view id) const {
    for (const Property* p = props_begin(n); p != props_end(n); ++p)
        if (same_id(p->id, id)) return p;
    return nullptr;
}

const Value* GameTree::first_value(std::uint32_t n, std::string_view id) const {
    const Property* p = find(n, id);
    return (p != nullptr && p->value_count > 0) ? values_begin(*p) : nullptr;
}

Origin after(const Origin& from, std::string_view bytes) {
    const auto end = LineIndex(bytes, from).at(bytes.size());
    return {end.line, end.col, from.offset + bytes.size(), from.games_before};
}

LineIndex::LineIndex(std::string_view text, const Origin& origin) : first_line_(origin.line), first_col_(origin.col) {
    starts_.reserve(text.size() / 32 + 2);
    starts_.push_back(0);
    const char* data = text.data();
    std::size_t n = text.size();
    if (std::memchr(data, '\r', n) == nullptr) {
        const char* at = data;
        const char* end = data + n;
        while (const void* hit = std::memchr(at, '\n', static_cast<std::size_t>(end - at))) {
            at = static_cast<const char*>(hit) + 1;
            starts_.push_back(static_cast<std::uint32_t>(at - data));
        }
        return;
    }
    for (std::size_t i = 0; i < n; ++i) {
        char c = data[i];
        if (c == '\n') {
            starts_.push_back(static_cast<std::uint32_t>(i + 1));
        } else if (c == '\r') {
            if (i + 1 < n && data[i + 1] == '\n') ++i;
            starts_.push_back(static_cast<std::uint32_t>(i + 1));
        }
    }
}

LineIndex::LineCol LineIndex::at(std::uint64_t offset, std::size_t& hint) const {
    if (hint < starts_.size() && starts_[hint] <= offset) {
        for (int step = 0; step < 8; ++step) {
            if (hint + 1 == starts_.size() || starts_[hint + 1] > offset)
                return in_file({static_cast<std::uint32_t>(hint), static_cast<std::uint32_t>(offset - starts_[hint] + 1)});
            ++hint;
        }
    }
    LineCol lc = local(offset);
    hint = lc.line;
    return in_file(lc);
}

LineIndex::LineCol LineIndex::at(std::uint64_t offset) const { return in_file(local(offset)); }

LineIndex::LineCol LineIndex::local(std::uint64_t offset) const {
    if (starts_.empty()) return {0, static_cast<std::uint32_t>(offset + 1)};
    auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
    auto line = static_cast<std::uint32_t>(it - starts_.begin()) - 1;
    return {line, static_cast<std::uint32_t>(offset - starts_[line] + 1)};
}

LineIndex::LineCol LineIndex::in_file(LineCol local) const {
    return {first_line_ + local.line, local.line == 0 ? first_col_ + local.col - 1 : local.col};
}

Parser::Parser(std::string_view bytes, std::string_view file_name, const Origin& origin)
    : file_(file_name), origin_(origin), games_(origin.games_before) {
    DecodedTrees d = decode_trees(bytes);
    if (d.is_converted) {
        storage_ = std::make_shared<const std::string>(std::move(d.converted));
        text_ = *storage_;
    } else {
        text_ = bytes.substr(d.skip);
    }
    // charset notes are at offsets of the input's bytes: their lines are counted there, up to the last
    std::uint64_t last_note = 0;
    for (const TextPiece& piece : d.pieces)
        for (const CharsetNote& note : piece.notes) last_note = std::max(last_note, note.offset);
    std::optional<LineIndex> raw_lines;
    segments_.reserve(d.pieces.size());
    for (TextPiece& piece : d.pieces) {
        Segment& segment = segments_.emplace_back(Segment{piece.text_begin, std::move(piece.charset), {}});
        for (const CharsetNote& note : piece.notes) {
            if (!raw_lines)
                raw_lines.emplace(bytes.substr(0, std::min<std::size_t>(bytes.size(), last_note + 1)), origin_);
            const auto lc = raw_lines->at(note.offset);
            segment.notes.push_back(
                {note.code, {file_, lc.line, lc.col, origin_.offset + note.offset}, note.message, {}});
        }
    }
    // columns count the file's own bytes: on its first line, those of a byte-order mark text() has not
    if (origin_.offset == 0) origin_.col += byte_order_mark(bytes);
    if (const void* nul = std::memchr(text_.data(), '\0', text_.size())) {
        auto first = static_cast<std::size_t>(static_cast<const char*>(nul) - text_.data());
        auto count = static_cast<std::size_t>(std::count(text_.begin() + static_cast<std::ptrdiff_t>(first), text_.end(), '\0'));
        report(pending_, code::NulBytes, first, fmt::format("{} NUL byte(s) ignored", count));
    }
}

Parser::~Parser() = default;

LineIndex::LineCol Parser::line_col(std::uint64_t offset) const {
    return lines().at(offset);
}

const LineIndex& Parser::lines() const {
    if (!lines_) lines_.emplace(text_, origin_);
    return *lines_;
}

diag::SourceLocation Parser::location(std::uint64_t offset) const {
    auto lc = line_col(offset);
    if (storage_ && offset <= text_.size()) {
        // Columns of converted text: the bytes the line's text before `offset` took in the file (measured from the
        // last column found on the same line, as locations mostly come in file order).
        const std::uint32_t first_col = lc.line == origin_.line ? origin_.col : 1;
        const std::size_t line_start = static_cast<std::size_t>(offset) - (lc.col - first_col);
        ColumnMark& m = column_mark_;
        if (m.line_start != line_start || m.offset > offset) m = {line_start, line_start, 0};
        m.bytes += file_bytes(m.offset, static_cast<std::size_t>(offset));
        m.offset = static_cast<std::size_t>(offset);
        lc.col = first_col + static_cast<std::uint32_t>(m.bytes);
    }
    return {file_, lc.line, lc.col, origin_.offset + offset};
}

std::size_t Parser::file_bytes(std::size_t begin, std::size_t end) const {
    if (!storage_) return end - begin;
    std::size_t total = 0;
    // Each segment's part in its own charset.
    for (std::size_t i = 0; i < segments_.size() && begin < end; ++i) {
        const std::size_t segment_end = i + 1 < segments_.size() ? segments_[i + 1].text_begin : text_.size();
        if (segment_end <= begin) continue;
        const std::size_t stop = std::min(end, segment_end);
        total += encoded_size(text_.substr(begin, stop - begin), segments_[i].charset);
        begin = stop;
    }
    return total;
}

void Parser::report(diag::Diagnostics& out, const diag::Code& code, std::uint64_t offset, std::string message) const {
    out.push_back({code, location(offset), std::move(message), {}});
}

void Parser::report_cut(diag::Diagnostics& out, std::size_t at, std::string_view id) const {
    report(out, code::CutValueDropped, at,
           fmt::format("value of {} cut by the end of the file: dropped, not read (a move, point or number cut short "
                       "may not be what was written; B[ or W[ is no pass)",
                       printable(id)));
}

std::size_t Parser::skip_to_game(std::size_t pos, diag::Diagnostics& out) {
    std::size_t start = skip_space(text_, pos);
    if (start >= text_.size()) return text_.size();
    if (text_[start] == '(') return start;
    if (text_[start] == ';' && games_ == 0) {
        std::size_t after = skip_space(text_, start + 1);
        if (after >= text_.size() || is_letter(text_[after]) || text_[after] == ';') return start;
    }
    // junk: look for "(" followed by ";" (or by "(" for a tree of variations)
    std::size_t scan = start;
    std::size_t found = text_.size();
    while (scan < text_.size()) {
        const void* hit = std::memchr(text_.data() + scan, '(', text_.size() - scan);
        if (hit == nullptr) break;
        std::size_t at = static_cast<std::size_t>(static_cast<const char*>(hit) - text_.data());
        std::size_t after = skip_space(text_, at + 1);
        if (after < text_.size() && text_[after] == ';') {
            found = at;
            break;
        }
        scan = at + 1;
    }
    std::string_view junk = text_.substr(start, found - start);
    const bool before = games_ == 0;
    report(out, before ? code::TextBeforeTree : code::TextAfterTree, start,
           fmt::format("{} byte(s) of text {} ignored: \"{}\"", file_bytes(start, found),
                       before ? "before the first game tree" : "after a game tree", printable(junk)));
    return found;
}

namespace {

// The indices, in order, of the properties among `count` at `b` whose identifier an earlier one has: a node of many
// properties is sorted once (n log n), a small one compared pairwise.
std::vector<std::uint32_t> repeated_properties(const Property* b, std::uint32_t count) {
    std::vector<std::uint32_t> repeated;
    if (count <= 16) {
        for (std::uint32_t i = 1; i < count; ++i)
            for (std::uint32_t j = 0; j < i; ++j)
                if (same_id(b[i].id, b[j].id)) {
                    repeated.push_back(i);
                    break;
                }
        return repeated;
    }
    std::vector<std::pair<std::string_view, std::uint32_t>> ids;
    ids.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) ids.emplace_back(b[i].id, i);
    std::sort(ids.begin(), ids.end());
    for (std::size_t k = 1; k < ids.size(); ++k)
        if (ids[k].first == ids[k - 1].first) repeated.push_back(ids[k].second);
    std::sort(repeated.begin(), repeated.end());
    return repeated;
}

}  // namespace

std::size_t Parser::parse_node_at(std::size_t pos, GameTree& tree, std::uint32_t parent, diag::Diagnostics& out,
                                  bool semicolon, bool first) {
    auto index = static_cast<std::uint32_t>(tree.nodes.size());
    Node node;
    node.parent = parent;
    node.offset = static_cast<std::uint32_t>(pos);
    node.first_prop = static_cast<std::uint32_t>(tree.props.size());
    tree.nodes.push_back(node);
    if (parent != npos) {
        Node& par = tree.nodes[parent];
        if (par.first_child == npos) {
            par.first_child = par.last_child = index;
        } else if (first) {
            tree.nodes[index].next_sibling = par.first_child;
            par.first_child = index;
        } else {
            tree.nodes[par.last_child].next_sibling = index;
            par.last_child = index;
        }
    }
    grammar::NodeSink builder(tree, text_);
    bool cut = false;  // a value cut by the end of the file was dropped
    std::size_t p = semicolon ? grammar::parse_node(text_, pos, builder) : grammar::parse_properties(text_, pos, builder);
    while (p < text_.size()) {
        char c = text_[p];
        if (c == ';' || c == '(' || c == ')') break;
        // An unescaped ']' inside the previous value: the text after it does not read as SGF. Only a text can hold
        // one; a move, point or number ends at its first ']', and what follows is junk.
        if (builder.has_value() && skip_space(text_, builder.last_close() + 1) == p &&
            holds_text(tree.props.back().id)) {
            std::size_t limit = std::min(text_.size(), p + recovery_window);
            std::size_t q = p;
            bool recovered = false;
            while (q < limit) {
                std::size_t close = find_close(text_.substr(0, limit), q);
                if (close == std::string_view::npos) break;
                if (text_.substr(p, close - p).find('[') != std::string_view::npos) break;
                if (good_continuation(text_, close + 1)) {
                    report(out, code::UnescapedBracket, builder.last_close(),
                           "unescaped ']' inside a value: read as part of the value");
                    builder.extend_last(close);
                    p = skip_space(text_, close + 1);
                    recovered = true;
                    break;
                }
                q = close + 1;
            }
            if (recovered) {
                while (p < text_.size() && text_[p] == '[') {
                    std::size_t close = find_close(text_, p + 1);
                    if (close == std::string_view::npos) break;
                    builder.value(static_cast<std::uint32_t>(p + 1), static_cast<std::uint32_t>(close - p - 1));
                    p = skip_space(text_, close + 1);
                }
                p = grammar::parse_properties(text_, p, builder);
                continue;
            }
        }
        if (is_letter(c)) {
            std::size_t id_end = p;
            while (id_end < text_.size() && is_letter(text_[id_end])) ++id_end;
            std::size_t q = skip_space(text_, id_end);
            std::string_view id = text_.substr(p, id_end - p);
            if (q < text_.size() && text_[q] == '[') {
                // an unterminated value: the file was cut inside it
                if (!holds_text(canonical_id(id))) {
                    report_cut(out, q, canonical_id(id));
                    cut = true;
                    p = text_.size();
                    break;
                }
                builder.ident(static_cast<std::uint32_t>(p), static_cast<std::uint32_t>(id_end - p));
                builder.value(static_cast<std::uint32_t>(q + 1), static_cast<std::uint32_t>(text_.size() - q - 1));
                report(
                    out, code::UnclosedValue, q,
                    fmt::format("value of {} not closed before the end of the file (truncated file?)", printable(id)));
                p = text_.size();
                break;
            }
            report(out, code::PropertyWithoutValue, p, fmt::format("property {} has no value: ignored", printable(id)));
            p = grammar::parse_properties(text_, q, builder);
            continue;
        }
        if (c == '[') {
            std::size_t close = find_close(text_, p + 1);
            if (close == std::string_view::npos) {
                if (builder.has_value() && skip_space(text_, builder.last_close() + 1) == p) {
                    if (holds_text(tree.props.back().id)) {
                        builder.value(static_cast<std::uint32_t>(p + 1),
                                      static_cast<std::uint32_t>(text_.size() - p - 1));
                        report(out, code::UnclosedValue, p,
                               "value not closed before the end of the file (truncated file?)");
                    } else {
                        report_cut(out, p, tree.props.back().id);
                    }
                } else {
                    report(out, code::UnexpectedText, p,
                           fmt::format("unexpected text ignored: \"{}\"", printable(text_.substr(p))));
                }
                p = text_.size();
                break;
            }
            report(out, code::UnexpectedText, p,
                   fmt::format("value without a property identifier ignored: \"{}\"",
                               printable(text_.substr(p, close + 1 - p))));
            p = grammar::parse_properties(text_, close + 1, builder);
            continue;
        }
        std::size_t junk_end = p;
        while (junk_end < text_.size()) {
            char j = text_[junk_end];
            if (j == ';' || j == '(' || j == ')' || j == '[' || is_letter(j) || is_space(j)) break;
            ++junk_end;
        }
        report(out, code::UnexpectedText, p,
               fmt::format("unexpected text ignored: \"{}\"", printable(text_.substr(p, junk_end - p))));
        p = grammar::parse_properties(text_, junk_end, builder);
    }
    // The identifiers with lower-case letters come in the order of their properties: each is looked for from the
    // last one found on (a node of many such properties is read in linear time).
    const Property* const node_props = tree.props.data() + tree.nodes[index].first_prop;
    const Property* const props_end = tree.props.data() + tree.props.size();
    const Property* from = node_props;
    // FF[1] to FF[3] allow lower-case letters in identifiers: an info there, not a warning.
    bool old_format = false;
    if (!builder.lower_case().empty()) {
        // The root's properties are not counted in yet while it is read.
        const Property* const root_begin = index == 0 ? node_props : tree.props_begin(0);
        const Property* const root_end = index == 0 ? props_end : tree.props_end(0);
        const Property* ff = std::find_if(root_begin, root_end, [](const Property& q) { return q.id == "FF"; });
        if (ff != root_end && ff->value_count > 0) {
            const std::string_view raw = tree.values_begin(*ff)->raw;
            old_format = raw == "1" || raw == "2" || raw == "3";
        }
    }
    for (std::uint32_t at : builder.lower_case()) {
        std::size_t end = at;
        while (end < text_.size() && is_letter(text_[end])) ++end;
        auto offset_is = [at](const Property& q) { return q.offset == at; };
        const Property* prop = std::find_if(from, props_end, offset_is);
        if (prop == props_end)
            prop = std::find_if(node_props, props_end, offset_is);
        else
            from = prop + 1;
        report(
            out, old_format ? code::OldFormatId : code::LowerCaseId, at,
            fmt::format("property identifier '{}' has lower-case letters: read as '{}'",
                        printable(text_.substr(at, end - at)), prop != props_end ? prop->id : std::string_view("?")));
    }
    Node& done = tree.nodes[index];
    done.prop_count = static_cast<std::uint32_t>(tree.props.size()) - done.first_prop;
    if (cut && done.prop_count == 0 && parent != npos) {
        // the node held nothing but the value dropped: it goes too (the last node, at the end of the file)
        Node& par = tree.nodes[parent];
        std::uint32_t previous = npos;
        for (std::uint32_t c = par.first_child; c != index; c = tree.nodes[c].next_sibling) previous = c;
        const std::uint32_t next = tree.nodes[index].next_sibling;  // a first child read after its siblings has some
        (previous == npos ? par.first_child : tree.nodes[previous].next_sibling) = next;
        if (par.last_child == index) par.last_child = previous;
        tree.nodes.pop_back();
        return p;
    }
    if (done.prop_count > 1) {
        const Property* b = tree.props.data() + done.first_prop;
        // Of several AP, the one naming Fox is the one that counts (game::Record::fox: its conventions decide how KM
        // and RE read; kifu-fix keeps it).
        const auto fox_ap = [&](const Property& q) {
            return std::any_of(tree.values_begin(q), tree.values_end(q),
                               [](const Value& v) { return names_fox(v.raw); });
        };
        for (std::uint32_t i : repeated_properties(b, done.prop_count)) {
            const bool fox = b[i].id == "AP" && std::any_of(b, b + done.prop_count, [&](const Property& q) {
                                 return q.id == "AP" && fox_ap(q);
                             });
            report(out, code::RepeatedProperty, b[i].offset,
                   fmt::format("property {} appears more than once in a node: {}", b[i].id,
                               is_list(b[i].id) ? "the values are merged"
                               : fox            ? "the one naming Fox is used (Fox's conventions read KM and RE)"
                                                : "the first one is used"));
        }
    }
    for (const Property* q = tree.props.data() + done.first_prop; q != tree.props.data() + tree.props.size(); ++q) {
        if (q->value_count < 2) continue;  // nearly every property: no table lookup on the per-node path
        const PropertyInfo info = property_info(q->id);
        if (info.list || info.type == ValueType::Unknown) continue;
        const Value* v = tree.values.data() + q->first_value;
        // the same value twice (CA[UTF-8][UTF-8], GN[][]) loses nothing
        if (std::all_of(v + 1, v + q->value_count, [v](const Value& w) { return w.raw == v->raw; })) continue;
        report(out, code::SeveralValues, v[1].offset - 1,
               fmt::format("{} takes one value but has {}: [{}] is used, {} ignored", q->id, q->value_count,
                           printable(v[0].raw),
                           q->value_count == 2 ? "[" + printable(v[1].raw) + "]" : std::string("the others")));
    }
    return p;
}

std::string Parser::charsets() const {
    std::vector<std::string_view> seen;
    std::string joined;
    for (const Segment& s : segments_) {
        if (std::find(seen.begin(), seen.end(), s.charset) != seen.end()) continue;
        seen.push_back(s.charset);
        joined += (joined.empty() ? "" : ", ") + s.charset;
    }
    return joined;
}

void Parser::hand_out_notes(diag::Diagnostics& out, bool all) {
    for (; handed_out_ < segments_.size() && (all || segments_[handed_out_].text_begin <= pos_); ++handed_out_) {
        for (auto& d : segments_[handed_out_].notes) out.push_back(std::move(d));
        segments_[handed_out_].notes.clear();
        if (handed_out_ == 0) {
            for (auto& d : pending_) out.push_back(std::move(d));
            pending_.clear();
        }
    }
}

bool Parser::next(GameTree& tree, diag::Diagnostics& out) {
    tree.clear();
    hand_out_notes(out, false);
    lines_after_variations_.clear();
    if (!read_tree(tree, out)) {
        hand_out_notes(out, true);
        return false;
    }
    settle_lines_after_variations(tree);
    auto after = std::upper_bound(segments_.begin(), segments_.end(), tree.offset,
                                  [](std::size_t at, const Segment& s) { return at < s.text_begin; });
    segment_ = after == segments_.begin() ? 0 : static_cast<std::size_t>(after - segments_.begin()) - 1;
    return true;
}

void Parser::settle_lines_after_variations(GameTree& tree) const {
    // True when the line down the first children from a is longer than the one from b (read up to a bound).
    const auto longer = [&](std::uint32_t a, std::uint32_t b) {
        for (int step = 0; step < 100000; ++step) {
            if (b == npos) return a != npos;
            if (a == npos) return false;
            a = tree.nodes[a].first_child;
            b = tree.nodes[b].first_child;
        }
        return false;
    };
    for (std::uint32_t n : lines_after_variations_) {
        if (n >= tree.nodes.size()) continue;
        const std::uint32_t parent = tree.nodes[n].parent;
        if (parent == npos || tree.nodes[parent].first_child != n) continue;
        const std::uint32_t first_variation = tree.nodes[n].next_sibling;
        if (first_variation == npos || !longer(first_variation, n)) continue;
        Node& par = tree.nodes[parent];
        par.first_child = first_variation;
        tree.nodes[par.last_child].next_sibling = n;
        tree.nodes[n].next_sibling = npos;
        par.last_child = n;
    }
}

bool Parser::read_tree(GameTree& tree, diag::Diagnostics& out) {
    for (;;) {
        if (!in_tree_) {
            pos_ = skip_to_game(pos_, out);
            if (pos_ >= text_.size()) {
                if (games_ == 0) report(out, code::NoGameTree, text_.size(), "no game tree found in the file");
                return false;
            }
            tree.clear();
            if (tree.nodes.capacity() == 0) {
                // about one node, property and value per 7 bytes of a game record; bounded for big files
                const std::size_t guess = std::min<std::size_t>(text_.size() / 7 + 16, 1u << 15);
                tree.nodes.reserve(guess);
                tree.props.reserve(guess);
                tree.values.reserve(guess);
            }
            tree.offset = static_cast<std::uint32_t>(pos_);
            in_tree_ = true;
            after_close_ = false;
            current_ = npos;
            stack_.clear();
            if (text_[pos_] == '(') {
                implicit_open_ = false;
                stack_.push_back(npos);
                stack_.push_back(0);
                ++pos_;
            } else {
                implicit_open_ = true;
                report(out, code::TreeWithoutParen, pos_, "game tree does not start with '(': read as if it did");
            }
        }
        pos_ = skip_space(text_, pos_);
        if (pos_ >= text_.size()) {
            std::size_t open = stack_.size() / 2 + (implicit_open_ ? 1 : 0);
            if (open > 0)
                report(out, code::MissingClose, text_.size(),
                       fmt::format("end of file inside a game tree: {} missing ')' added", open));
            in_tree_ = false;
            stack_.clear();
            if (tree.nodes.empty()) continue;
            ++games_;
            return true;
        }
        char c = text_[pos_];
        const bool bare = c != ';' && is_letter(c) && good_continuation(text_, pos_);
        if (c == ';' || bare) {
            if (current_ == npos && !tree.nodes.empty()) {
                report(out, code::SecondRoot, pos_,
                       "a second root node in one game tree: read as the start of another game");
                for (std::size_t i = 0; i + 1 < stack_.size(); i += 2) {
                    stack_[i] = npos;  // the open '(' refer to the finished tree: detach them
                    stack_[i + 1] = 0;
                }
                ++games_;
                return true;
            }
            if (bare) report(out, code::MissingSemicolon, pos_, "properties without a ';' before them: read as a node");
            const bool after_variations = after_close_;
            if (after_variations)
                report(out, code::NodeAfterVariation, pos_,
                       "node after a variation: read as the main line, before the variations, unless the first of "
                       "them is the longer line");
            after_close_ = false;
            if (tree.nodes.empty()) tree.offset = std::min<std::uint32_t>(tree.offset, static_cast<std::uint32_t>(pos_));
            std::uint32_t parent = current_;
            current_ = static_cast<std::uint32_t>(tree.nodes.size());
            pos_ = parse_node_at(pos_, tree, parent, out, !bare, after_variations);
            if (after_variations && tree.nodes.size() > current_) lines_after_variations_.push_back(current_);
        } else if (c == '(') {
            after_close_ = false;
            stack_.push_back(current_);
            stack_.push_back(static_cast<std::uint32_t>(tree.nodes.size()));
            ++pos_;
        } else if (c == ')') {
            after_close_ = stack_.size() > 2;
            if (stack_.empty()) {
                // a tree without '(' ended by ')'
                ++pos_;
                in_tree_ = false;
                if (tree.nodes.empty()) continue;
                ++games_;
                return true;
            }
            std::uint32_t size_at_open = stack_.back();
            stack_.pop_back();
            current_ = stack_.back();
            stack_.pop_back();
            if (size_at_open == tree.nodes.size())
                report(out, code::EmptyTree, pos_, "empty game tree or variation '()' ignored");
            ++pos_;
            if (stack_.empty() && !implicit_open_) {
                in_tree_ = false;
                if (tree.nodes.empty()) continue;
                ++games_;
                return true;
            }
        } else {
            std::size_t junk_end = pos_;
            while (junk_end < text_.size() && text_[junk_end] != ';' && text_[junk_end] != '(' && text_[junk_end] != ')')
                ++junk_end;
            report(out, code::UnexpectedText, pos_,
                   fmt::format("unexpected text ignored: \"{}\"", printable(text_.substr(pos_, junk_end - pos_))));
            pos_ = junk_end;
        }
    }
}

Collection parse(std::string_view bytes, std::string_view file_name, diag::Diagnostics& out) {
    Parser parser(bytes, file_name);
    Collection c;
    GameTree tree;
    while (parser.next(tree, out)) c.games.push_back(std::exchange(tree, GameTree{}));
    c.storage = parser.storage();
    c.text = parser.text();
    c.charset = parser.charsets();
    return c;
}

}  // namespace kifu::sgf
