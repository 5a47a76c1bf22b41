#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include <kifu/game/reader.hpp>
#include <kifu/sgf/charset.hpp>
#include <kifu/sgf/parser.hpp>
#include <kifu/sgf/writer.hpp>

#include "support/files.hpp"

using namespace kifu;
using kifu::test::slurp;

namespace {

struct Expected {
    std::string file;
    std::string codes;
};

std::vector<Expected> manifest() {
    std::vector<Expected> rows;
    std::istringstream in(slurp(KIFU_SOURCE_DIR "/testdata/sgf/expected-codes.tsv"));
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto tab = line.find('\t');
        if (tab == std::string::npos) continue;
        std::string codes = line.substr(tab + 1);
        rows.push_back({line.substr(0, tab), codes == "-" ? std::string() : codes});
    }
    return rows;
}

}  // namespace

TEST_CASE("Corpus fixtures: exact diagnostic codes, valid UTF-8, parse-write-parse", "[sgf][corpus]") {
    const auto rows = manifest();
    const auto real = std::count_if(rows.begin(), rows.end(), [](const Expected& e) { return e.file.rfind("real/", 0) == 0; });
    const auto broken = std::count_if(rows.begin(), rows.end(), [](const Expected& e) { return e.file.rfind("malformed/", 0) == 0; });
    CHECK(real >= 300);
    CHECK(broken >= 60);
    for (const Expected& e : rows) {
        CAPTURE(e.file);
        const std::string bytes = slurp(KIFU_SOURCE_DIR "/testdata/sgf/" + e.file);
        REQUIRE_FALSE(bytes.empty());
        std::vector<std::string> codes;
        int records = 0;
        bool text_ok = true;
        game::read_games(bytes, e.file, {}, [&](game::Record&& r) {
            ++records;
            for (const auto& d : r.diagnostics) {
                codes.emplace_back(d.code.id);
                if (d.loc.file != e.file || !sgf::is_valid_utf8(d.message)) text_ok = false;
            }
            for (const std::string* s : {&r.black_player, &r.white_player, &r.event, &r.place, &r.comment_root})
                if (!sgf::is_valid_utf8(*s)) text_ok = false;
        });
        std::sort(codes.begin(), codes.end());
        std::string joined;
        for (const auto& c : codes) joined += (joined.empty() ? "" : ",") + c;
        CHECK(records >= 1);
        CHECK(joined == e.codes);
        CHECK(text_ok);

        diag::Diagnostics ds, ds2;
        auto first = sgf::parse(bytes, e.file, ds);
        const std::string written = sgf::write(first);
        CHECK(sgf::is_valid_utf8(written));
        auto second = sgf::parse(written, e.file, ds2);
        REQUIRE(first.games.size() == second.games.size());
        for (std::size_t g = 0; g < first.games.size(); ++g) CHECK(sgf::same_tree(first.games[g], second.games[g]));
    }
}
