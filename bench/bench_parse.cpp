// Parse throughput: reads every file given into memory, then times game::read_games over all of
// them (one thread) and prints MB/s, files, games, actions and diagnostics.

#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "bench_files.hpp"

#include <kifu/game/reader.hpp>

int main(int argc, char** argv) {
    auto inputs = kifu::bench::read_inputs(argc, argv, "bench_parse FILE...");
    if (!inputs) return 2;
    const std::vector<std::string>& names = inputs->names;
    const std::vector<std::string>& files = inputs->contents;
    std::size_t bytes = 0;
    for (const auto& f : files) bytes += f.size();
    const int rounds = 5;
    double best = 1e9;
    double best_cpu = 1e9;
    auto cpu_now = [] {
        timespec ts{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
        return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
    };
    std::size_t games = 0, actions = 0, diagnostics = 0;
    kifu::game::ReadOptions options;
    for (int r = 0; r < rounds; ++r) {
        games = actions = diagnostics = 0;
        auto t0 = std::chrono::steady_clock::now();
        double c0 = cpu_now();
        for (std::size_t i = 0; i < files.size(); ++i) {
            kifu::game::read_games(files[i], names[i], options, [&](kifu::game::Record&& rec) {
                ++games;
                actions += rec.actions.size();
                diagnostics += rec.diagnostics.size();
            });
        }
        double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        double c = cpu_now() - c0;
        if (s < best) best = s;
        if (c < best_cpu) best_cpu = c;
    }
    std::printf("files %zu, %.2f MB, games %zu, actions %zu, diagnostics %zu\n", files.size(), bytes / 1e6, games,
                actions, diagnostics);
    std::printf("parse + read_games: best of %d: %.3f s wall, %.1f MB/s; %.3f s CPU, %.1f MB/s\n", rounds, best,
                bytes / 1e6 / best, best_cpu, bytes / 1e6 / best_cpu);
    return 0;
}
