#include <kifu/fix/fix.hpp>

#include <algorithm>
#include <array>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <kifu/cli/archive.hpp>
#include <kifu/fix/codes.hpp>
#include <kifu/fix/layout.hpp>
#include <kifu/fix/normalise.hpp>
#include <kifu/game/codes.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/go/point.hpp>
#include <kifu/sgf/codes.hpp>
#include <kifu/sgf/parser.hpp>
#include <kifu/sgf/properties.hpp>
#include <kifu/sgf/tree_split.hpp>
#include <kifu/sgf/values.hpp>
#include <kifu/sgf/writer.hpp>
#include <kifu/util/text.hpp>

namespace kifu::fix {

namespace {

using diag::Severity;

// What kifu-fix does about a recovery the reader reports, and the code of that change.
struct Repair {
    std::string_view reader_code;
    diag::Code change_code;
    std::string_view done;
};

constexpr std::array<Repair, 20> repairs = {{
    {"S101", code::Junk, "removed"},
    {"S102", code::Junk, "removed"},
    {"S112", code::Junk, "removed"},
    {"S103", code::Structure, "'(' written"},
    {"S104", code::Structure, "')' written"},
    {"S117", code::Structure, "';' written"},
    {"S105", code::Truncated, "value closed"},
    {"S119", code::CutValue, "removed"},
    {"S106", code::Bracket, "written as '\\]'"},
    {"S107", code::Identifier, "written in capitals"},
    {"S121", code::Identifier, "written in capitals"},
    {"S110", code::NulBytes, "removed"},
    {"S114", code::EmptyVariation, "removed"},
    {"S115", code::NoValue, "removed"},
    {"S116", code::SecondRoot, "written as a game tree of its own"},
    {"S118", code::NodeAfterVariation, "written in the order it was read"},
    {"S301", code::Converted, "written as UTF-8"},
    {"S302", code::Converted, "written as UTF-8"},
    {"S303", code::Converted, "written as UTF-8"},
    {"S306", code::Converted, "written as UTF-8"},
}};

// Reader codes a fixed file no longer has (the repairs above, the value forms normalise() writes
// canonically, charset notes, FF and KM written as FF[4] wants).
bool repaired(std::string_view reader_code) {
    for (const Repair& r : repairs)
        if (r.reader_code == reader_code) return true;
    static constexpr std::array<std::string_view, 14> others = {"S108", "S120", "S205", "S206", "S207", "S208", "S304",
                                                                "S305", "G411", "S307", "G402", "G409", "G415", "A001"};
    return std::find(others.begin(), others.end(), reader_code) != others.end();
}

// The handicap stones the reader put back (G411): the first set-up actions, one per handicap stone (stones set up
// after the first move, later in the main line, are the record's own).
std::vector<go::Point> restored_stones(const game::Record& record) {
    std::vector<go::Point> points;
    if (record.start != game::Start::Restored) return points;
    for (const game::Action& a : record.actions) {
        if (a.kind != game::ActionKind::Setup || std::cmp_greater_equal(points.size(), record.handicap_stones)) break;
        points.push_back(a.point);
    }
    return points;
}

class Fixer {
public:
    // `origin`: where `bytes` lie in the file (a line of a .sgfs file, fixed alone).
    Fixer(std::string_view bytes, std::string_view file_name, sgf::Layout layout, const sgf::Origin& origin = {})
        : bytes_(bytes), parser_(bytes, file_name, origin), layout_(layout) {}

    FixResult run() {
        sgf::GameTree tree;
        diag::Diagnostics found;
        int index = 0;
        std::vector<Game> held;  // empty games before the first game that is not: removed when one follows
        bool wrote_game = false;
        while (parser_.next(tree, found)) {
            // a variation's bad move is written too: it is reported as the main line's is
            game::Record record = game::read_record(tree, parser_, {.report_variations = true}, index++);
            if (index == 1) result_.info = record.info;
            if (is_empty(record) && !wrote_game) {
                held.push_back(Game{std::move(tree), std::move(found), std::move(record)});
                tree = sgf::GameTree();  // the parser's tree is otherwise reused, its storage kept
                found.clear();
                continue;
            }
            for (Game& h : held) remove(h.tree, h.found, h.record);
            held.clear();
            if (is_empty(record)) {
                remove(tree, found, record);
            } else {
                write(tree, found, record);
                wrote_game = true;
            }
            found.clear();
        }
        for (Game& h : held) write(h.tree, h.found, h.record);  // a file of empty games only keeps them
        take_reader(found);
        result_.games = index;
        result_.charset = parser_.charsets();
        check_layout();
        std::stable_sort(
            result_.changes.begin(), result_.changes.end(),
            [](const diag::Diagnostic& a, const diag::Diagnostic& b) { return a.loc.offset < b.loc.offset; });
        if (result_.games == 0) result_.changes.clear();  // nothing is written: nothing changes
        result_.changed = result_.games > 0 && result_.output != bytes_;
        if (result_.changed && result_.changes.empty()) change(code::Layout, 0, "written in the canonical form");
        diag::limit_per_code(result_.changes, 100);
        return std::move(result_);
    }

private:
    // An empty game tree held until the file shows whether another game follows, with what reading it found.
    struct Game {
        sgf::GameTree tree;
        diag::Diagnostics found;
        game::Record record;
    };

    // The reader's finding of a game with nothing in it (G410): no properties and no moves.
    static bool says_empty(const diag::Diagnostic& d) { return d.code == game::code::EmptyGame; }
    static bool is_empty(const game::Record& record) {
        return std::any_of(record.diagnostics.begin(), record.diagnostics.end(), says_empty);
    }

    // Writes a game tree with what reading it found.
    void write(const sgf::GameTree& tree, diag::Diagnostics& found, game::Record& record) {
        converted_reported_ = ca_reported_ = false;  // each tree is read in its own charset: said for each
        komi_as_ko_ = record.komi_as_ko;
        take_reader(found);
        take_reader(record.diagnostics);
        write_tree(tree, sgf::BoardSize{record.width, record.height}, restored_stones(record));
    }

    // An empty game beside the file's other games: left out, as an empty variation '()' is.
    void remove(const sgf::GameTree& tree, diag::Diagnostics& found, game::Record& record) {
        std::erase_if(record.diagnostics, says_empty);
        take_reader(found);
        take_reader(record.diagnostics);
        change(code::EmptyVariation, tree.offset,
               "removed (an empty game: no properties and no moves, beside the file's other games)");
    }

    void change(const diag::Code& code, std::uint64_t offset, std::string message) {
        result_.changes.push_back({code, parser_.location(offset), std::move(message), {}});
    }

    // Turns the reader's recoveries into changes and keeps what a fix leaves as it is.
    void take_reader(diag::Diagnostics& found) {
        for (diag::Diagnostic& d : found) {
            if (d.code == sgf::code::ByteOrderMark) {
                result_.changes.push_back(
                    {code::ByteOrderMark, d.loc, "byte-order mark removed (" + d.message + ")", {}});
            } else if (d.code == sgf::code::InvalidBytes) {
                result_.changes.push_back({code::Replaced, d.loc, "written as U+FFFD (" + d.message + ")", {}});
            } else if (d.code == game::code::HandicapRestored) {
                result_.changes.push_back({code::Handicap, d.loc, "AB written: " + d.message, {}});
            } else if (d.code == sgf::code::LegacyCharsetIsUtf8) {
                ca_reported_ = true;
                result_.changes.push_back({code::Charset, d.loc, "CA[UTF-8] written (" + d.message + ")", {}});
            }
            for (const Repair& r : repairs) {
                if (r.reader_code != d.code.id) continue;
                if (r.change_code == code::Converted) converted_reported_ = true;
                if (r.change_code == code::Structure || r.change_code == code::Junk ||
                    r.change_code == code::SecondRoot || r.change_code == code::EmptyVariation ||
                    r.change_code == code::NodeAfterVariation)
                    structure_reported_ = true;
                result_.changes.push_back({r.change_code, d.loc, std::string(r.done) + " (" + d.message + ")", {}});
            }
            if (!repaired(d.code.id) && d.severity() >= Severity::Warning) result_.remaining.push_back(std::move(d));
        }
        found.clear();
    }

    // FF[4] and CA[UTF-8] at the root: what was there before, said once per tree.
    void root_changes(const sgf::GameTree& tree) {
        const sgf::Value* ff = tree.first_value(0, "FF");
        if (ff == nullptr)
            change(code::Format, tree.nodes[0].offset, "FF[4] added");
        else if (util::trim(sgf::decode_simple_text(ff->raw)) != "4")
            change(code::Format, ff->offset, fmt::format("FF[{}] written as FF[4]", sgf::excerpt(ff->raw, 8)));
        const sgf::Value* ca = tree.first_value(0, "CA");
        if (parser_.charset() != "UTF-8") {
            if (!converted_reported_)
                change(code::Converted, ca ? ca->offset : tree.nodes[0].offset,
                       fmt::format("written as UTF-8 (read as {})", parser_.charset()));
            converted_reported_ = true;
        } else if (ca == nullptr) {
            change(code::Charset, tree.nodes[0].offset, "CA[UTF-8] added");
        } else if (ca->raw != "UTF-8" && !ca_reported_) {
            change(code::Charset, ca->offset, fmt::format("CA[{}] written as CA[UTF-8]", sgf::excerpt(ca->raw, 16)));
        }
    }

    // The properties of node `n` of `tree` as kifu-fix writes them (see fix()).
    void write_node(const sgf::GameTree& tree, std::uint32_t n, sgf::BoardSize size,
                    const std::vector<go::Point>& add_black, std::string& out) {
        struct Group {
            sgf::PropertyInfo info;
            std::vector<const sgf::Property*> props;
        };
        std::vector<Group> groups;
        // The group of each identifier: looked up among the groups while they are few, in a map once they are many
        // (a node of 200,000 distinct properties is grouped in linear time).
        std::unordered_map<std::string_view, std::size_t> group_of;
        const bool ko_is_komi = n == 0 && komi_as_ko_;
        for (const sgf::Property* p = tree.props_begin(n); p != tree.props_end(n); ++p) {
            const std::string_view id = ko_is_komi && p->id == "KO" ? std::string_view("KM") : p->id;
            if (id != p->id)
                change(code::KomiFromKo, tree.values_begin(*p)->offset,
                       fmt::format("KO[{}] written as KM[{}]", sgf::excerpt(tree.values_begin(*p)->raw, 16),
                                   sgf::excerpt(tree.values_begin(*p)->raw, 16)));
            std::size_t g = 0;
            if (groups.size() < 16) {
                while (g < groups.size() && groups[g].info.id != id) ++g;
            } else {
                if (group_of.empty())
                    for (std::size_t k = 0; k < groups.size(); ++k) group_of.emplace(groups[k].info.id, k);
                g = group_of.try_emplace(id, groups.size()).first->second;
            }
            if (g < groups.size())
                groups[g].props.push_back(p);
            else
                groups.push_back({sgf::property_info(id), {p}});
        }
        const bool ordered = std::is_sorted(groups.begin(), groups.end(),
                                            [](const Group& a, const Group& b) { return a.info.rank < b.info.rank; });
        if (!ordered && !reordered_at_) reordered_at_ = tree.nodes[n].offset;
        std::stable_sort(groups.begin(), groups.end(),
                         [](const Group& a, const Group& b) { return a.info.rank < b.info.rank; });
        if (n == 0) out += "FF[4]CA[UTF-8]";
        // Stones to add as AB, in the canonical place: after the node's own AB values when it has some (none of them
        // set up a stone, or there would be nothing to restore), else as an AB of their own.
        const int ab_rank = sgf::property_info("AB").rank;
        bool add_pending = !add_black.empty();
        auto write_added = [&](const std::vector<std::string>& written) {
            for (const go::Point& p : add_black)
                if (const std::string v = go::to_sgf(p); std::find(written.begin(), written.end(), v) == written.end())
                    out += "[" + v + "]";
            add_pending = false;
        };
        for (const Group& g : groups) {
            if (add_pending && g.info.rank > ab_rank) {
                out += "AB";
                write_added({});
            }
            if (n == 0 && (g.info.id == "FF" || g.info.id == "CA")) continue;
            out += g.info.id;
            const std::vector<std::string> written = values(tree, g.info, g.props, size);
            for (const std::string& v : written) {
                out += '[';
                out += v;
                out += ']';
            }
            if (add_pending && g.info.id == "AB") write_added(written);
        }
        if (add_pending) {
            out += "AB";
            write_added({});
        }
    }

    // The values a property is written with, when repeated in its node or given several values:
    // lists joined (a point twice kept once), private properties' values joined, texts joined by a
    // line break, a single value kept once (the first, as the reader does; a differing one is
    // named in the change), but an AP that names Fox (its conventions decide how KM and RE read).
    std::vector<std::string> values(const sgf::GameTree& tree, const sgf::PropertyInfo& info,
                                    const std::vector<const sgf::Property*>& props, sgf::BoardSize size) {
        const bool keep_all = info.list || info.type == sgf::ValueType::Unknown;
        const std::string id(info.id);
        std::vector<std::string> out;
        for (std::size_t k = 0; k < props.size(); ++k) {
            const sgf::Property& p = *props[k];
            for (const sgf::Value* v = tree.values_begin(p); v != tree.values_end(p); ++v) {
                // a second value of one property (S120) is not a property repeated in the node (S108)
                const diag::Code& merged = v != tree.values_begin(p) ? code::ExtraValues : code::Merged;
                NormalValue nv = normalise(info, v->raw, size);
                if (nv.code) change(*nv.code, v->offset, id + ": " + nv.message);
                if (out.empty() || keep_all) {
                    nv.more.insert(nv.more.begin(), std::move(nv.text));
                    for (std::string& text : nv.more) {
                        if (info.type == sgf::ValueType::PointList &&
                            std::find(out.begin(), out.end(), text) != out.end()) {
                            change(code::DuplicatePoint, v->offset,
                                   fmt::format("{}[{}] given twice: kept once", id, text));
                            continue;
                        }
                        out.push_back(std::move(text));
                    }
                    continue;
                }
                if (info.type == sgf::ValueType::Text && out.front() != nv.text) {
                    out.front() = sgf::escape_text(sgf::decode_text(out.front()) + "\n" + sgf::decode_text(nv.text));
                    change(merged, v->offset, fmt::format("a second {} text joined to the first", id));
                } else if (out.front() == nv.text) {
                    change(merged, v->offset,
                           fmt::format("{}[{}] given twice: written once", id, sgf::excerpt(nv.text, 24)));
                } else if (id == "AP" && sgf::names_fox(nv.text) && !sgf::names_fox(out.front())) {
                    change(merged, v->offset,
                           fmt::format("a second AP value: [{}] kept (it names Fox, whose conventions decide how KM "
                                       "and RE read), [{}] dropped",
                                       sgf::excerpt(nv.text, 24), sgf::excerpt(out.front(), 24)));
                    out.front() = std::move(nv.text);
                } else {
                    change(merged, v->offset,
                           fmt::format("a second {} value: [{}] kept (as read), [{}] dropped", id,
                                       sgf::excerpt(out.front(), 24), sgf::excerpt(nv.text, 24)));
                }
            }
            if (k > 0 && keep_all)
                change(code::Merged, p.offset, fmt::format("{} repeated in a node: the values joined", id));
        }
        return out;
    }

    // Writes `tree`; `restored`: the handicap stones the reader put back (G411), written as the root's AB.
    void write_tree(const sgf::GameTree& tree, sgf::BoardSize size, const std::vector<go::Point>& restored) {
        if (tree.nodes.empty()) return;
        for (const sgf::Value& v : tree.values) value_spans_.emplace_back(v.offset, v.offset + v.raw.size());
        root_changes(tree);
        sgf::write(
            tree, result_.output,
            [&](std::uint32_t n, std::string& out) {
                write_node(tree, n, size, n == 0 ? restored : std::vector<go::Point>{}, out);
            },
            layout_);
    }

    // Line breaks and spacing, property order and parentheses: one change for the file, at the first place.
    void check_layout() {
        if (result_.output.empty()) return;
        std::sort(value_spans_.begin(), value_spans_.end());
        const LayoutScan in = scan_layout(parser_.text(), value_spans_, layout_);
        const LayoutScan out = scan_layout(result_.output, {}, layout_);
        std::vector<std::string> what;
        std::uint64_t at = in.first_difference == std::string_view::npos ? parser_.text().size() : in.first_difference;
        if (in.first_difference != std::string_view::npos) what.emplace_back("line breaks and spacing");
        if (reordered_at_) {
            what.emplace_back("property order");
            at = std::min<std::uint64_t>(at, *reordered_at_);
        }
        if (in.open_parens != out.open_parens && !structure_reported_) {
            what.emplace_back("parentheses");
            at = std::min<std::uint64_t>(at, 0);
        }
        if (what.empty()) return;
        std::string joined;
        for (const auto& w : what) joined += (joined.empty() ? "" : ", ") + w;
        change(code::Layout, std::min<std::uint64_t>(at, parser_.text().empty() ? 0 : parser_.text().size() - 1),
               "layout rewritten in the canonical form: " + joined);
    }

    std::string_view bytes_;
    sgf::Parser parser_;
    FixResult result_;
    sgf::Layout layout_;  // KataGo's .sgfs files keep a game tree a line
    std::optional<std::uint32_t> reordered_at_;
    ValueSpans value_spans_;  // every value of the input, for the layout scan
    bool converted_reported_ = false, ca_reported_ = false, structure_reported_ = false;
    bool komi_as_ko_ = false;  // the tree being written has its komi as KO in the root, no KM (the reader's G419)
};

// A .sgfs file with a line cut short (sgf::TreeSplitter's per-line rule, `starts`): each line is fixed as the file it
// would be alone, so the cut line never takes the next line's game (as the other tools read it).
FixResult fix_lines(std::string_view bytes, std::string_view file_name, std::vector<std::size_t> starts) {
    // the line break before a game goes with the line before it
    for (std::size_t i = 1; i < starts.size(); ++i)
        while (starts[i] < bytes.size() && (bytes[starts[i]] == '\r' || bytes[starts[i]] == '\n')) ++starts[i];
    FixResult all;
    sgf::Origin at;
    std::vector<std::string> charsets;
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const std::size_t end = i + 1 < starts.size() ? starts[i + 1] : bytes.size();
        const std::string_view line = bytes.substr(starts[i], end - starts[i]);
        FixResult one = Fixer(line, file_name, sgf::Layout::TreePerLine, at).run();
        if (i == 0) all.info = std::move(one.info);
        all.output += one.output;
        for (auto& d : one.changes) all.changes.push_back(std::move(d));
        for (auto& d : one.remaining) all.remaining.push_back(std::move(d));
        all.games += one.games;
        if (!one.charset.empty() && std::find(charsets.begin(), charsets.end(), one.charset) == charsets.end())
            charsets.push_back(one.charset);
        at = sgf::after(at, line);
        at.games_before = all.games;
    }
    for (const auto& c : charsets) all.charset += (all.charset.empty() ? "" : ", ") + c;
    all.changed = all.games > 0 && all.output != bytes;
    diag::limit_per_code(all.changes, 100);
    return all;
}

}  // namespace

FixResult fix(std::string_view bytes, std::string_view file_name) {
    return fix(bytes, file_name, layout_for(file_name, bytes));
}

FixResult fix(std::string_view bytes, std::string_view file_name, sgf::Layout layout) {
    if (layout == sgf::Layout::TreePerLine) {
        std::vector<std::size_t> lines = sgf::split_trees(bytes, true);
        if (lines != sgf::split_trees(bytes)) return fix_lines(bytes, file_name, std::move(lines));
    }
    return Fixer(bytes, file_name, layout).run();
}

sgf::Layout layout_for(std::string_view name, std::string_view bytes) {
    if (cli::is_sgfs_name(name)) return sgf::Layout::TreePerLine;
    if (name != "-") return sgf::Layout::NodePerLine;
    int trees = 0;
    for (std::size_t at = 0; at < bytes.size();) {
        const std::size_t end = std::min(bytes.find('\n', at), bytes.size());
        const std::string_view line = util::trim(bytes.substr(at, end - at));
        at = end + 1;
        if (line.empty()) continue;
        if (line.front() != '(' || line.back() != ')') return sgf::Layout::NodePerLine;
        ++trees;
    }
    return trees >= 2 ? sgf::Layout::TreePerLine : sgf::Layout::NodePerLine;
}

}  // namespace kifu::fix
