// Replay throughput: reads and parses every file given (untimed), then times replay::run over all
// games (one thread, CPU time, best of several rounds) and prints moves/s and games/s per core.

#include <ctime>
#include <cstdio>
#include <string>
#include <vector>

#include "bench_files.hpp"

#include <kifu/game/reader.hpp>
#include <kifu/replay/replay.hpp>
#include <kifu/rules/rules.hpp>

int main(int argc, char** argv) {
    auto inputs = kifu::bench::read_inputs(argc, argv, "bench_replay FILE...");
    if (!inputs) return 2;
    std::vector<kifu::game::Record> records;
    for (std::size_t i = 0; i < inputs->contents.size(); ++i)
        kifu::game::read_games(inputs->contents[i], inputs->names[i], {},
                               [&](kifu::game::Record&& r) { records.push_back(std::move(r)); });
    // Each game under the rules its RU names (chinese when unknown), as kifu-check does.
    std::vector<kifu::rules::Rules> rules;
    for (const auto& r : records) rules.push_back(kifu::rules::from_ru(r.rules_text).value_or(*kifu::rules::preset("chinese")));
    const int rounds = 5;
    double best = 1e9;
    long long moves = 0, events = 0;
    for (int round = 0; round < rounds; ++round) {
        moves = events = 0;
        timespec c0{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c0);
        for (std::size_t k = 0; k < records.size(); ++k) {
            const kifu::replay::Replay r = kifu::replay::run(records[k], rules[k]);
            moves += r.moves;
            events += static_cast<long long>(r.events.size());
        }
        timespec c1{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c1);
        const double s = static_cast<double>(c1.tv_sec - c0.tv_sec) + static_cast<double>(c1.tv_nsec - c0.tv_nsec) * 1e-9;
        if (s < best) best = s;
    }
    std::printf("games %zu  moves %lld  events %lld\n", records.size(), moves, events);
    std::printf("replay: %.3f s  %.1f M moves/s  %.0f games/s (thread CPU time, best of %d)\n", best,
                static_cast<double>(moves) / best / 1e6, static_cast<double>(records.size()) / best, rounds);
    return 0;
}
