// Fuzz target: what the tools do with a record — check, replay, count with estimation, rule.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <kifu/app/check.hpp>
#include <kifu/app/judge.hpp>
#include <kifu/app/replay.hpp>
#include <kifu/app/score.hpp>

// Runs the four tools' per-input work on the bytes; every row must carry an ordinary status.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace kifu;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const std::string name = "fuzz.sgf";
    const cli::Source source{name, bytes, {}};
    const cli::Emit emit = [](cli::Row&& row) {
        if (row.status < 0 || row.status > 2) __builtin_trap();
        (void)row.data.dump();
    };

    app::CheckOptions check;
    check.all_variations = size % 2 == 1;
    app::check_input(check, source, emit);

    app::ReplayOptions replay;
    if (size % 3 == 0) replay.move = static_cast<int>(size % 7);
    replay.svg = size % 5 == 0;
    app::replay_input(replay, source, emit);

    app::JudgeOptions judge;
    judge.score.estimate.playouts = size % 3 == 0 ? 0 : 2;
    judge.score.board = true;
    if (size % 4 == 1) judge.score.policy = app::DeadPolicy::CrossCheck;
    if (size % 4 == 2) judge.score.rules = "japanese";
    if (size % 2 == 0)
        app::score_input(judge.score, source, emit);
    else
        app::judge_input(judge, source, emit);
    return 0;
}
