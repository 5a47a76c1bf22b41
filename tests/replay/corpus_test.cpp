#include <catch2/catch.hpp>

#include <kifu/game/reader.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>

#include <fstream>
#include <sstream>
#include <string>

using namespace kifu;

namespace {

struct Expected {
    const char* file;
    const char* rules;   // preset name; the RU value picks it (chinese when unknown) if empty
    int moves;
    const char* first;   // the first (up to four) events as "CODE@move"
    std::size_t events;
    bool no_result;
    char loser;  // the first foul the rules punish with a loss ('-': none)
};

// Real records (see testdata/replay/README.md), replayed under their own rules unless named.
const Expected expected[] = {
    {"black_moves_without_ha.sgf", "", 116, "M111@1 M106@2 M106@3 M106@4", 102, false,
     '-'},  // 100 M106 listed + 1 summary
    {"clean_13x13.sgf", "", 111, "", 0, false, '-'},
    {"clean_9x9_cgos.sgf", "", 139, "", 0, false, '-'},
    {"clean_9x9_tromp_taylor.sgf", "", 88, "", 0, false, '-'},
    {"clean_fox_gb18030.sgf", "", 161, "", 0, false, '-'},
    {"clean_kgs_aga.sgf", "", 259, "", 0, false, '-'},
    {"clean_kgs_aga_9_stones.sgf", "", 256, "", 0, false, '-'},
    {"clean_kgs_chinese_6_stones.sgf", "", 330, "", 0, false, '-'},
    {"clean_kgs_japanese_tbtw.sgf", "", 283, "", 0, false, '-'},
    {"clean_kgs_nz.sgf", "", 313, "", 0, false, '-'},
    {"cycle_at_end_fox.sgf", "", 328, "M112@328 M115@328", 2, true, '-'},
    {"cycle_at_end_w_repetition.sgf", "", 381, "M112@381 M115@381", 2, true, '-'},
    {"handicap_ab_in_node1.sgf", "", 267, "", 0, false, '-'},
    {"handicap_as_moves_ha_agrees.sgf", "", 225, "M110@1 M106@222", 2, false, 'B'},
    {"moves_after_two_passes.sgf", "", 56, "M107@52", 1, false, '-'},
    {"occupied_225_pachi.sgf", "", 225, "M102@225", 1, false, '-'},
    {"occupied_242_fox.sgf", "", 293, "M102@242 M102@246 M102@252 M102@258", 13, false, 'W'},
    {"occupied_244_pachi_handicap_moves.sgf", "", 244, "M110@1 M102@244", 2, false, '-'},
    {"pass_out_of_turn.sgf", "", 311, "M119@311", 1, false, '-'},
    {"pl_after_move_cgoban.sgf", "", 238, "", 0, false, '-'},
    {"pl_breaks_alternation.sgf", "", 230, "M117@230", 1, false, '-'},
    {"positional_only_repeat_ko6.sgf", "", 260, "", 0, false, '-'},
    {"positional_only_repeat_ko6.sgf", "tromp-taylor", 260, "M105@248", 4, false, '-'},
    {"positional_only_repeat_reading41.sgf", "", 386, "", 0, false, '-'},
    {"setup_after_move.sgf", "", 68, "M108@68", 1, false, '-'},
    {"superko_at_end_nngs.sgf", "", 462, "M105@462", 1, false, '-'},
    {"triple_ko_void_kgs2003.sgf", "", 114, "M112@108 M115@114", 2, true, '-'},
    {"triple_ko_void_kgs2003.sgf", "chinese", 114, "M105@108", 0, false, '-'},
    {"twice_13x13_mertin.sgf", "", 107, "M106@100 M106@105", 2, false, 'B'},
    {"twice_white_251_fox.sgf", "", 253, "M106@251", 1, false, 'W'},
    {"twice_white_after_ab_node1_fox.sgf", "", 244, "M106@2", 1, false, 'W'},
    {"white_first_ha_without_stones_fox.sgf", "", 191, "", 0, false, '-'},  // the lost HA[2] stones restored (G411)
};

std::string read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    REQUIRE(in);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

}  // namespace

TEST_CASE("real records replay as expected, invariants hold after every move", "[replay][corpus]") {
    for (const auto& x : expected) {
        INFO(x.file << " " << x.rules);
        const std::string path = std::string(KIFU_SOURCE_DIR "/testdata/replay/") + x.file;
        int games = 0;
        game::read_games(read(path), x.file, {}, [&](game::Record&& record) {
            if (games++ > 0) return;
            const auto rules = *x.rules ? *rules::preset(x.rules)
                                        : rules::from_ru(record.rules_text).value_or(*rules::preset("chinese"));
            int last = 0;
            replay::Options options;
            options.on_move = [&](const go::Board& board, int move) {
                board.check_invariants();
                CHECK(move == last + 1);
                last = move;
            };
            const auto r = replay::run(record, rules, options);
            CHECK(r.moves == x.moves);
            std::string first;
            for (std::size_t k = 0; k < r.events.size() && k < 4; ++k)
                first += std::string(first.empty() ? "" : " ") + std::string(r.events[k].code.id) + "@" +
                         std::to_string(r.events[k].move);
            CHECK(first.rfind(x.first, 0) == 0);
            if (x.events > 0) CHECK(r.events.size() == x.events);
            CHECK(r.no_result == x.no_result);
            CHECK((r.loser ? go::to_char(*r.loser) : '-') == x.loser);
            for (const auto& e : r.events) {
                CHECK(e.pos.line > 0);
                CHECK_FALSE(e.message.empty());
            }
        });
        CHECK(games >= 1);
    }
}
