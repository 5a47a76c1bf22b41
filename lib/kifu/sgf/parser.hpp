#pragma once
// Streaming SGF parser: decodes the charset once (each game tree of a collection in its own, see
// sgf/tree_charsets.hpp), then yields game trees one at a time, with recovery for what real files
// contain; every recovery is a diagnostic (codes in sgf/codes.hpp).

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/diag/diagnostic.hpp>
#include <kifu/sgf/tree.hpp>

namespace kifu::sgf {

class Parser {
public:
    // Prepares `bytes` (not copied unless a charset conversion is needed; must outlive the parser),
    // which start at `origin` in the file (locations are reported in the file).
    Parser(std::string_view bytes, std::string_view file_name, const Origin& origin = {});
    ~Parser();
    Parser(const Parser&) = delete;
    Parser& operator=(const Parser&) = delete;

    // Parses the next game tree into `tree` (cleared first); false at the end of the input.
    // Diagnostics found on the way (a tree's charset notes come with it; notes of the text after the
    // last tree with the final call) are appended to `out`.
    [[nodiscard]] bool next(GameTree& tree, diag::Diagnostics& out);
    // The UTF-8 text every view in the trees points into.
    [[nodiscard]] std::string_view text() const { return text_; }
    // The charset the last game tree returned was read as (before the first, the first piece's).
    [[nodiscard]] const std::string& charset() const { return segments_[segment_].charset; }
    // Every charset the input was read as, in file order, each once, joined with ", ".
    [[nodiscard]] std::string charsets() const;
    // The decoded text when a conversion was needed (shared so a Collection can keep it alive).
    [[nodiscard]] std::shared_ptr<const std::string> storage() const { return storage_; }
    // Number of game trees of the file returned so far (counting those before the origin).
    [[nodiscard]] int games() const { return games_; }
    // File, line and column of a byte offset of text(): the column counts the file's own bytes (of converted input,
    // the bytes its line's text took in the file's charset).
    [[nodiscard]] diag::SourceLocation location(std::uint64_t offset) const;
    // How many of the file's own bytes text()[begin, end) was read from (end - begin unless it was converted).
    [[nodiscard]] std::size_t file_bytes(std::size_t begin, std::size_t end) const;
    // Line and column of a byte offset of text().
    [[nodiscard]] LineIndex::LineCol line_col(std::uint64_t offset) const;
    // The line table of text() (built on first use).
    [[nodiscard]] const LineIndex& lines() const;
    // Appends a diagnostic at `offset` of text().
    void report(diag::Diagnostics& out, const diag::Code& code, std::uint64_t offset, std::string message) const;

private:
    // A part of text() read in one charset, and its notes not yet handed out.
    struct Segment {
        std::size_t text_begin = 0;
        std::string charset;
        diag::Diagnostics notes;
    };
    // Appends the notes of the segments that start at or before pos_ (all of them at the end).
    void hand_out_notes(diag::Diagnostics& out, bool all);
    // next() without the charset bookkeeping.
    [[nodiscard]] bool read_tree(GameTree& tree, diag::Diagnostics& out);

    std::size_t skip_to_game(std::size_t pos, diag::Diagnostics& out);
    // A sequence written after its variations (S118) stays the main line unless the variation written first is the
    // longer line: then it is that variation's last sibling (a record's game is its longest line; a commentary
    // diagram written as a branch is short, and so are the what-ifs old programs wrote after the game).
    void settle_lines_after_variations(GameTree& tree) const;
    // Reads the node at `pos` as the last child of `parent` (as its first when `first`: a sequence after its
    // variations is the line they branch from, S118, unless settle_lines_after_variations finds otherwise).
    std::size_t parse_node_at(std::size_t pos, GameTree& tree, std::uint32_t parent, diag::Diagnostics& out,
                              bool semicolon, bool first = false);
    // Reports the value of `id` (not text) opened at `at` and cut by the end of the file, which is dropped.
    void report_cut(diag::Diagnostics& out, std::size_t at, std::string_view id) const;

    std::string file_;
    Origin origin_;
    std::string_view text_;
    std::shared_ptr<const std::string> storage_;
    std::vector<Segment> segments_;  // at least one
    std::size_t handed_out_ = 0;     // segments whose notes went out
    std::size_t segment_ = 0;        // the segment of the last game tree returned
    diag::Diagnostics pending_;      // file-level notes (NUL bytes), handed out with the first game
    mutable std::optional<LineIndex> lines_;
    // The last column location() measured in converted text: its line's start, the offset and its file bytes so far.
    struct ColumnMark {
        std::size_t line_start = std::string_view::npos, offset = 0, bytes = 0;
    };
    mutable ColumnMark column_mark_;
    std::size_t pos_ = 0;
    std::vector<std::uint32_t> stack_;  // open '(' : the node new nodes attach to
    std::uint32_t current_ = npos;     // the last node of the current sequence
    bool in_tree_ = false;              // inside a game tree (stack_ may be empty for a missing '(')
    bool after_close_ = false;          // the last token closed a variation
    // The first nodes of sequences written after their variations (S118), read as their parents' first children.
    std::vector<std::uint32_t> lines_after_variations_;
    bool implicit_open_ = false;        // the current tree had no '('
    int games_ = 0;
};

// Parses a whole buffer into a Collection (keeps the decoded text alive); diagnostics to `out`.
[[nodiscard]] Collection parse(std::string_view bytes, std::string_view file_name, diag::Diagnostics& out);

}  // namespace kifu::sgf
