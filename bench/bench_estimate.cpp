// Dead-stone estimation over real records: speed (positions per CPU second on one core), agreement
// with TB/TW markup, and the estimated count against RE.
// Usage: bench_estimate [-v|-b] [--seed N] FILE.sgf...   (games that end with two passes are estimated; -v prints
// one line per game: FILE [markup=same|differs] scoring=area|territory ha=N RE=.. est=.. AGREEMENT; -b also
// prints the final position with the calls, and the reason for each call)

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/estimate/estimate.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/go/point.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/compare.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_sources.hpp>

namespace {

struct Totals {
    int positions = 0;
    double cpu_seconds = 0;
    int markup_games = 0;
    int markup_exact = 0;
    long stones = 0;
    long stones_agree = 0;
    int counted = 0;
    int winner_agree = 0;
    int exact_margin = 0;
    int uncertain_games = 0;
    int markup_counted = 0;   // markup games: the count from the markup itself against RE
    int markup_re_exact = 0;
    int same_counted = 0;     // markup games where the estimate equals the markup
    int same_re_exact = 0;    // ... and the estimated count matches RE
};

// The final position: X/O alive, x/o dead, s/t in seki (black/white), +/- territory, * seki point.
void print_board(const kifu::go::Board& board, const kifu::score::DeadStones& est, const kifu::score::Breakdown& b) {
    using namespace kifu;
    auto has = [](const std::vector<go::Point>& v, go::Point p) { return std::find(v.begin(), v.end(), p) != v.end(); };
    std::vector<go::Point> seki;
    for (const score::GroupCall& g : est.groups)
        if (g.seki) seki.insert(seki.end(), g.stones.begin(), g.stones.end());
    for (int y = 0; y < board.height(); ++y) {
        std::printf("%2d ", board.height() - y);
        for (int x = 0; x < board.width(); ++x) {
            const go::Point p{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)};
            const go::Color c = board.at(p);
            char ch = '.';
            if (c != go::Color::Empty) {
                const bool black = c == go::Color::Black;
                ch = has(est.dead, p) ? (black ? 'x' : 'o') : has(seki, p) ? (black ? 's' : 't') : (black ? 'X' : 'O');
            } else if (has(b.black_territory, p)) {
                ch = '+';
            } else if (has(b.white_territory, p)) {
                ch = '-';
            } else if (has(b.seki_points, p) || has(b.seki_eyes, p)) {
                ch = '*';
            }
            std::printf("%c ", ch);
        }
        std::printf("\n");
    }
    for (const score::GroupCall& g : est.groups)
        if (g.dead || g.seki || g.confidence < 0.99) std::printf("  %s\n", g.reason.c_str());
}

void run_game(const kifu::game::Record& record, bool verbose, bool boards, std::optional<std::uint64_t> seed, Totals& t) {
    using namespace kifu;
    if (!record.result || record.result->kind != game::ResultKind::Score) return;
    // Without RU, territory counting: those records (GNU Go, Fuego matches) match RE under territory
    // rules (73 more of their 167 games than under area rules, which kifu-score assumes per RULES.md).
    const rules::Rules rules = rules::from_ru(record.rules_text).value_or(*rules::preset("japanese"));
    const replay::Replay rep = replay::run(record, rules);
    if (!rep.ended_by_passes || rep.end_move != rep.moves) return;
    estimate::Options options;
    options.japanese = rules.scoring == rules::Scoring::Territory;
    if (seed) options.seed = *seed;
    const std::clock_t c0 = std::clock();
    const score::DeadStones est = estimate::dead_stones(rep.board, rep.to_move, options);
    t.cpu_seconds += static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    ++t.positions;
    const bool uncertain = std::any_of(est.diagnostics.begin(), est.diagnostics.end(),
                                       [](const diag::Diagnostic& d) { return d.code.id == "E501"; });
    t.uncertain_games += uncertain;

    std::string line = record.file;
    if (const auto markup = score::dead_from_markup(rep.board, record.territory_black, record.territory_white)) {
        ++t.markup_games;
        const bool exact = markup->dead == est.dead;
        t.markup_exact += exact;
        for (int y = 0; y < rep.board.height(); ++y)
            for (int x = 0; x < rep.board.width(); ++x) {
                const go::Point p{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)};
                if (rep.board.at(p) == go::Color::Empty) continue;
                ++t.stones;
                const bool a = std::binary_search(markup->dead.begin(), markup->dead.end(), p);
                const bool b = std::binary_search(est.dead.begin(), est.dead.end(), p);
                t.stones_agree += a == b;
            }
        line += exact ? " markup=same" : " markup=differs";
        if (boards && !exact) {
            std::string diff;
            for (const go::Point p : markup->dead)
                if (!std::binary_search(est.dead.begin(), est.dead.end(), p)) diff += " dead:" + go::to_human(p, rep.board.height());
            for (const go::Point p : est.dead)
                if (!std::binary_search(markup->dead.begin(), markup->dead.end(), p)) diff += " alive:" + go::to_human(p, rep.board.height());
            line += " [markup" + diff + "]";
        }
    }
    const score::Settings settings = score::settings_for(record, rules, std::nullopt);
    const score::Breakdown counted = score::count(rep.board, rep.captures, est, rules, settings);
    const score::Comparison cmp = score::compare(counted, record.result);
    if (const auto markup = score::dead_from_markup(rep.board, record.territory_black, record.territory_white)) {
        const score::Breakdown by_markup = score::count(rep.board, rep.captures, *markup, rules, settings);
        ++t.markup_counted;
        t.markup_re_exact += score::compare(by_markup, record.result).agreement == score::Agreement::Match;
        if (markup->dead == est.dead) {
            ++t.same_counted;
            t.same_re_exact += cmp.agreement == score::Agreement::Match;
        }
    }
    const bool other_winner =
        cmp.agreement == score::Agreement::WinnerDiffers || cmp.agreement == score::Agreement::WinnerSwapped;
    if (cmp.agreement == score::Agreement::Match || cmp.agreement == score::Agreement::MarginDiffers || other_winner) {
        ++t.counted;
        t.winner_agree += !other_winner;
        t.exact_margin += cmp.agreement == score::Agreement::Match;
    }
    if (verbose)
        std::printf("%s scoring=%s ha=%d RE=%s est=%s %s%s\n", line.c_str(),
                    rules.scoring == rules::Scoring::Area ? "area" : "territory", record.handicap,
                    record.result->text.c_str(),
                    counted.result.value_or("-").c_str(), std::string(score::to_string(cmp.agreement)).c_str(),
                    uncertain ? " uncertain" : "");
    if (boards) {
        print_board(rep.board, est, counted);
        for (const diag::Diagnostic& d : est.diagnostics)
            std::printf("  [%s] %s\n", std::string(d.code.id).c_str(), d.message.c_str());
    }
}

}  // namespace

int main(int argc, char** argv) {
    bool verbose = false;
    bool boards = false;
    std::optional<std::uint64_t> seed;
    Totals t;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "-v") {
            verbose = true;
            continue;
        }
        if (arg == "--seed" && i + 1 < argc) {
            seed = std::stoull(argv[++i]);
            continue;
        }
        if (arg == "-b") {
            verbose = true;
            boards = true;
            continue;
        }
        std::ifstream in(argv[i], std::ios::binary);
        if (!in) {
            std::fprintf(stderr, "%s: cannot open\n", argv[i]);
            continue;
        }
        const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        kifu::game::read_games(bytes, arg, {}, [&](kifu::game::Record&& r) { run_game(r, verbose, boards, seed, t); });
    }
    auto pct = [](long a, long b) { return b > 0 ? 100.0 * static_cast<double>(a) / static_cast<double>(b) : 0.0; };
    std::printf("positions %d, %.3f s CPU, %.0f positions/s per core, %d with uncertain groups\n", t.positions,
                t.cpu_seconds, t.cpu_seconds > 0 ? t.positions / t.cpu_seconds : 0.0, t.uncertain_games);
    std::printf("markup: %d games, exact %d (%.1f%%), stones %ld, agreement %.3f%%\n", t.markup_games, t.markup_exact,
                pct(t.markup_exact, t.markup_games), t.stones, pct(t.stones_agree, t.stones));
    std::printf("markup games counted from the markup: %d, exact margin %.1f%%; where the estimate equals the "
                "markup: %d, estimated count exact %.1f%%\n",
                t.markup_counted, pct(t.markup_re_exact, t.markup_counted), t.same_counted,
                pct(t.same_re_exact, t.same_counted));
    std::printf("RE: %d counted, winner %.2f%%, exact margin %.2f%%\n", t.counted, pct(t.winner_agree, t.counted),
                pct(t.exact_margin, t.counted));
    return 0;
}
