#include <catch2/catch.hpp>

#include <algorithm>

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/adjudicate/check.hpp>
#include <kifu/game/reader.hpp>

using namespace kifu;

namespace {

game::Record read(const std::string& text, game::ReadOptions options = {}) {
    std::vector<game::Record> records;
    game::read_games(text, "t.sgf", options, [&](game::Record&& r) { records.push_back(std::move(r)); });
    return std::move(records.at(0));
}

const diag::Diagnostic* find(const diag::Diagnostics& ds, std::string_view code) {
    for (const auto& d : ds)
        if (d.code.id == code) return &d;
    return nullptr;
}

}  // namespace

TEST_CASE("a finding about the whole game is placed at what it is about", "[adjudicate]") {
    // Line 1: the root (no RU: A001/A003); line 2: RE; line 3: the moves, the last one at col 8; line 4: the markup.
    const std::string text = "(;GM[1]FF[4]SZ[9]KM[6.5]\nRE[W+99.5]\n;B[ee];W[]\n;B[]TB[ee]TW[aa])";
    adjudicate::Options options;
    const auto out = adjudicate::adjudicate(read(text), options);
    for (const auto& d : out.diagnostics) {
        INFO(d.code.id << " " << d.message);
        CHECK(d.loc.line > 0);
        CHECK(d.loc.file == "t.sgf");
    }
    const auto* marked = find(out.diagnostics, "K101");
    REQUIRE(marked != nullptr);
    CHECK(marked->loc.line == 4);
    const auto* rules = find(out.diagnostics, "A003") ? find(out.diagnostics, "A003") : find(out.diagnostics, "A001");
    REQUIRE(rules != nullptr);
    CHECK(rules->loc.line == 1);
    CHECK(rules->loc.col == 2);  // the root node
}

TEST_CASE("a finding about markup split over the final passes is placed at its first TB/TW value", "[adjudicate]") {
    // TW on the first pass (line 3, col 8), TB on the second marking Black's own stone (K101), then an empty node.
    const std::string text = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]\n;B[ee];W[aa]\n;B[]TW[ab]\n;W[]TB[ee]\n;)";
    const auto out = adjudicate::adjudicate(read(text), adjudicate::Options{});
    const auto* marked = find(out.diagnostics, "K101");
    REQUIRE(marked != nullptr);
    CHECK(marked->loc.line == 3);
    CHECK(marked->loc.col == 8);
}

TEST_CASE("kifu-check places the rules it assumed at the game tree's start", "[adjudicate]") {
    const auto out = adjudicate::check(read("(;GM[1]SZ[9]\n;B[ee])"), {}, false);
    const auto* rules = find(out.diagnostics, "A001");
    REQUIRE(rules != nullptr);
    CHECK(rules->loc.line == 1);
}

TEST_CASE("kifu-check --all-variations lists at most the per-game limit of one code, and counts the rest",
          "[adjudicate]") {
    // A main line of passes with a one-stone side variation at every depth: each side variation plays on after the
    // game ended (M107), 298 times.
    const int depth = 300;
    std::string text = "(;GM[1]SZ[19]";
    for (int i = 0; i < depth; ++i) text += std::string("(;") + (i % 2 ? "W[]" : "B[]");
    for (int i = depth - 1; i >= 0; --i) {
        const char point[] = {static_cast<char>('a' + i % 19), static_cast<char>('a' + i / 19), 0};
        text += std::string(")(;") + (i % 2 ? "W[" : "B[") + point + "])";
    }
    text += ")";
    const auto out = adjudicate::check(read(text, {.all_variations = true}), {}, true);
    const auto listed = std::count_if(out.diagnostics.begin(), out.diagnostics.end(),
                                      [](const diag::Diagnostic& d) { return d.code.id == "M107"; });
    CHECK(listed == static_cast<long>(replay::max_events_per_code) + 1);
    CHECK(out.diagnostics.back().message.find("more M107 findings in this game are not listed") != std::string::npos);
}
