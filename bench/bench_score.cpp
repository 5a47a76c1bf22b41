// Counting throughput: reads every file given into memory, then times parse + replay + dead stones
// from TB/TW markup + count (one thread, best of 20 rounds) and prints games/s. Games that end in a
// numeric RE are compared with it; `--list` prints every game that does not match.

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "bench_files.hpp"

#include <kifu/game/reader.hpp>
#include <kifu/judge/sanctions.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>
#include <kifu/score/compare.hpp>
#include <kifu/score/count.hpp>
#include <kifu/score/dead_sources.hpp>

namespace {

struct Outcome {
    std::string file;
    std::string rules;
    std::string recorded;
    std::string computed;
    kifu::score::Agreement agreement = kifu::score::Agreement::Missing;
};

// Parse, replay and count every game of one file.
void score_file(const std::string& bytes, const std::string& name, std::vector<Outcome>* out, std::size_t& games) {
    using namespace kifu;
    game::read_games(bytes, name, {}, [&](game::Record&& rec) {
        ++games;
        const auto rules = rules::from_ru(rec.rules_text).value_or(rules::Rules{});
        const auto rep = replay::run(rec, rules);
        const auto dead = score::choose_dead(rep.board, {}, rec.territory_black, rec.territory_white);
        auto settings = score::settings_for(rec, rules, std::nullopt);
        settings.penalty_stones = judge::sanctions(rec, rep, rules, {}, {}).penalty_stones;
        const auto b = score::count(rep.board, rep.captures, dead, rules, settings);
        if (out) {
            const auto cmp = score::compare(b, rec.result);
            out->push_back({rec.file, rules.name, rec.result ? rec.result->text : "", b.result.value_or("-"), cmp.agreement});
        }
    });
}

// CPU time of this thread (not disturbed by other processes on a busy machine).
double thread_cpu_seconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
    auto inputs = kifu::bench::read_inputs(argc, argv, "bench_score [--list] FILE...");
    if (!inputs) return 2;
    const bool list = inputs->list;
    const std::vector<std::string>& names = inputs->names;
    const std::vector<std::string>& files = inputs->contents;

    std::vector<Outcome> outcomes;
    std::size_t games = 0;
    for (std::size_t i = 0; i < files.size(); ++i) score_file(files[i], names[i], &outcomes, games);

    double best = 1e9;
    double best_cpu = 1e9;
    for (int r = 0; r < 20; ++r) {
        std::size_t n = 0;
        const auto t0 = std::chrono::steady_clock::now();
        const double c0 = thread_cpu_seconds();
        for (std::size_t i = 0; i < files.size(); ++i) score_file(files[i], names[i], nullptr, n);
        best_cpu = std::min(best_cpu, thread_cpu_seconds() - c0);
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }

    std::map<std::string, std::map<std::string, int>> per_rules;
    for (const auto& o : outcomes) {
        ++per_rules[o.rules][std::string(kifu::score::to_string(o.agreement))];
        if (list && o.agreement != kifu::score::Agreement::Match && o.agreement != kifu::score::Agreement::NotCounted &&
            o.agreement != kifu::score::Agreement::Missing)
            std::printf("%s\t%s\tRE %s\tcount %s\t%s\n", o.file.c_str(), o.rules.c_str(), o.recorded.c_str(),
                        o.computed.c_str(), std::string(kifu::score::to_string(o.agreement)).c_str());
    }
    for (const auto& [rules, counts] : per_rules) {
        std::printf("%-12s", rules.c_str());
        for (const auto& [what, n] : counts) std::printf(" %s %d", what.c_str(), n);
        std::printf("\n");
    }
    std::printf("files %zu, games %zu, best of 20: %.4f s wall, %.4f s CPU; %.0f games/s wall, %.0f games/s per core (CPU)\n",
                files.size(), games, best, best_cpu, static_cast<double>(games) / best, static_cast<double>(games) / best_cpu);
    return 0;
}
