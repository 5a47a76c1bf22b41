#pragma once
// The generic SGF tree: one game tree as a flat node arena whose properties and values are views
// into the (UTF-8) text buffer, each with its byte offset; line/col are computed on demand.

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::sgf {

// "No index" marker for parent/child/sibling links.
inline constexpr std::uint32_t npos = 0xFFFFFFFFu;

// Equality of short identifiers without a library call (hot in lookups).
[[nodiscard]] inline bool same_id(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] != b[i]) return false;
    return true;
}

// One bracketed value: the raw bytes between '[' and ']' (escapes not yet decoded).
struct Value {
    std::string_view raw;
    std::uint32_t offset = 0;  // byte offset of the first byte after '['
};

// One property: canonical upper-case identifier and its values (values[first .. first+count)).
struct Property {
    std::string_view id;       // canonical: only the upper-case letters ("AddBlack" -> "AB")
    std::uint32_t offset = 0;  // byte offset of the identifier
    std::uint32_t first_value = 0;
    std::uint32_t value_count = 0;
};

// One node: its properties (props[first .. first+count)) and tree links.
struct Node {
    std::uint32_t parent = npos;
    std::uint32_t first_child = npos;
    std::uint32_t next_sibling = npos;
    std::uint32_t last_child = npos;
    std::uint32_t first_prop = 0;
    std::uint32_t prop_count = 0;
    std::uint32_t offset = 0;  // byte offset of the node's ';'
};

// One game tree; node 0 is the root. Views stay valid while the parser (its buffer) lives.
struct GameTree {
    GameTree() = default;
    GameTree(GameTree&&) = default;
    GameTree& operator=(GameTree&&) = default;
    GameTree(const GameTree&) = delete;
    GameTree& operator=(const GameTree&) = delete;

    std::vector<Node> nodes;
    std::vector<Property> props;
    std::vector<Value> values;
    std::uint32_t offset = 0;  // byte offset of the opening '(' (or of the root ';')
    std::deque<std::string> id_pool;  // canonical ids that are not views into the buffer

    // Empties the tree, keeping capacity (for streaming many games through one tree).
    void clear();
    // The properties of node `n`.
    [[nodiscard]] const Property* props_begin(std::uint32_t n) const { return props.data() + nodes[n].first_prop; }
    [[nodiscard]] const Property* props_end(std::uint32_t n) const {
        return props.data() + nodes[n].first_prop + nodes[n].prop_count;
    }
    // The first property `id` of node `n`, or nullptr.
    [[nodiscard]] const Property* find(std::uint32_t n, std::string_view id) const;
    // The values of property `p`.
    [[nodiscard]] const Value* values_begin(const Property& p) const { return values.data() + p.first_value; }
    [[nodiscard]] const Value* values_end(const Property& p) const {
        return values.data() + p.first_value + p.value_count;
    }
    // The raw first value of `id` in node `n`, or nullptr when absent.
    [[nodiscard]] const Value* first_value(std::uint32_t n, std::string_view id) const;
};

// Where a buffer starts in its file: the whole file, or one piece of a large collection read a
// game tree at a time.
struct Origin {
    std::uint32_t line = 1;      // line of the buffer's first byte in the file
    std::uint32_t col = 1;       // column of that byte
    std::uint64_t offset = 0;    // byte offset of that byte
    int games_before = 0;        // game trees of the file before the buffer
};

// Maps byte offsets of a buffer to 1-based line and column in its file (LF, CRLF and lone CR end a line).
class LineIndex {
public:
    LineIndex() = default;
    explicit LineIndex(std::string_view text, const Origin& origin = {});
    struct LineCol {
        std::uint32_t line = 0;
        std::uint32_t col = 0;
    };
    // Line and column (byte-based, 1-based) of `offset`.
    [[nodiscard]] LineCol at(std::uint64_t offset) const;
    // As at(), starting the search from `hint` (a line index kept by the caller for increasing offsets).
    [[nodiscard]] LineCol at(std::uint64_t offset, std::size_t& hint) const;

private:
    // Line (0-based index into starts_) and column within the buffer.
    [[nodiscard]] LineCol local(std::uint64_t offset) const;
    // A buffer position as a file position.
    [[nodiscard]] LineCol in_file(LineCol local) const;

    std::vector<std::uint32_t> starts_;
    std::uint32_t first_line_ = 1, first_col_ = 1;
};

// Where the byte after `bytes` lies in the file, `bytes` lying at `from` (lines counted as LineIndex counts them;
// games_before kept).
[[nodiscard]] Origin after(const Origin& from, std::string_view bytes);

// A whole file: every game tree (for the writer and tests; tools stream with sgf::Parser).
struct Collection {
    std::shared_ptr<const std::string> storage;  // the decoded text when it had to be converted
    std::string_view text;                       // what the trees' views point into
    std::string charset;                         // the charsets the input was read as (Parser::charsets)
    std::vector<GameTree> games;
};

}  // namespace kifu::sgf
