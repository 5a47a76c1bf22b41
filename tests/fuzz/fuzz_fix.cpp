// Fuzz target: kifu-fix on arbitrary bytes. Fixing twice changes nothing, the fixed text is valid
// UTF-8 and reads with no syntax or charset diagnostic, as the same games (moves, set-up, size, handicap,
// and what KM and RE say: a value written in another form reads the same).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include <kifu/fix/fix.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/sgf/charset.hpp>

namespace {

void expect(bool condition) {
    if (!condition) __builtin_trap();
}

struct Read {
    std::vector<kifu::game::Record> records;
    bool syntax_or_charset = false;  // an S1xx or S3xx diagnostic
};

Read read(std::string_view bytes) {
    Read r;
    kifu::game::read_games(bytes, "fuzz.sgf", {}, [&](kifu::game::Record&& record) {
        for (const auto& d : record.diagnostics)
            if (d.code.id[0] == 'S' && (d.code.id[1] == '1' || d.code.id[1] == '3')) r.syntax_or_charset = true;
        r.records.push_back(std::move(record));
    });
    return r;
}

// The moves of a record (kind, colour, point), which a fix must keep.
std::vector<std::tuple<int, int, int, int>> moves(const kifu::game::Record& r) {
    std::vector<std::tuple<int, int, int, int>> out;
    for (const auto& a : r.actions)
        if (a.kind == kifu::game::ActionKind::Move || a.kind == kifu::game::ActionKind::Pass)
            out.emplace_back(static_cast<int>(a.kind), static_cast<int>(a.color), a.point.x, a.point.y);
    return out;
}

// What a record sets up along its line, once each: set-up stones, PL and KO by node (a point given twice is one;
// a KO in the root read as the komi, which the fix writes as KM, is no ko override).
std::vector<std::tuple<int, int, int, int, int>> setup(const kifu::game::Record& r) {
    using kifu::game::ActionKind;
    std::vector<std::tuple<int, int, int, int, int>> out;
    for (const auto& a : r.actions)
        if (a.kind != ActionKind::Move && a.kind != ActionKind::Pass &&
            !(a.kind == ActionKind::KoOverride && a.node == 0 && r.komi_as_ko))
            out.emplace_back(a.node, static_cast<int>(a.kind), static_cast<int>(a.color), a.point.x, a.point.y);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace kifu;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const fix::FixResult fixed = fix::fix(bytes, "fuzz.sgf");
    const fix::FixResult again = fix::fix(fixed.output, "fuzz.sgf");
    expect(again.output == fixed.output);
    expect(again.changes.empty());
    expect(fixed.changed == (fixed.games > 0 && fixed.output != bytes));  // a file with no game tree is not written
    expect(fixed.changed == !fixed.changes.empty());
    if (fixed.games == 0) return 0;
    expect(sgf::is_valid_utf8(fixed.output));
    Read before = read(bytes);
    const Read after = read(fixed.output);
    // an empty game (G410) beside other games is removed (F111)
    const auto empty = [](const kifu::game::Record& r) {
        for (const auto& d : r.diagnostics)
            if (d.code.id == std::string_view("G410")) return true;
        return false;
    };
    if (!std::all_of(before.records.begin(), before.records.end(), empty)) std::erase_if(before.records, empty);
    expect(!after.syntax_or_charset);
    expect(before.records.size() == after.records.size());
    for (std::size_t g = 0; g < before.records.size(); ++g) {
        expect(moves(before.records[g]) == moves(after.records[g]));
        expect(setup(before.records[g]) == setup(after.records[g]));
        const kifu::game::Record& b = before.records[g];
        const kifu::game::Record& a = after.records[g];
        expect(b.width == a.width && b.height == a.height);
        expect(b.handicap_stones == a.handicap_stones);
        expect(b.komi.has_value() == a.komi.has_value() && (!b.komi || b.komi->points == a.komi->points));
        expect(b.result.has_value() == a.result.has_value());
        if (b.result)
            expect(b.result->kind == a.result->kind && b.result->winner == a.result->winner &&
                   b.result->margin == a.result->margin);
    }
    return 0;
}
