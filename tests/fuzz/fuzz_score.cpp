// Fuzz target: what the tools do with a record — check, replay, count with estimation, rule.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <kifu/adjudicate/adjudicate.hpp>
#include <kifu/adjudicate/check.hpp>
#include <kifu/adjudicate/position.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/report/rows.hpp>

// Runs the four tools' per-game work on the bytes; every row must carry an ordinary status.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace kifu;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    auto keep = [](const cli::Row& row) {
        if (row.status < 0 || row.status > 2) __builtin_trap();
        (void)row.data.dump();
    };
    game::ReadOptions read;
    read.all_variations = size % 2 == 1;
    game::read_games(bytes, "fuzz.sgf", read, [&](game::Record&& record) {
        keep(
            report::check_row(adjudicate::check(game::Record(record), {}, read.all_variations), diag::Severity::Error));
        std::optional<int> move;
        if (size % 3 == 0) move = static_cast<int>(size % 7);
        keep(report::position_row(adjudicate::position_at(game::Record(record), {}, move),
                                  {.svg = size % 5 == 0, .image_files = size % 10 == 0, .move = move}, "fuzz.sgf"));
        adjudicate::Options options;
        options.estimate.playouts = size % 3 == 0 ? 0 : 2;
        if (size % 4 == 1) options.policy = adjudicate::DeadPolicy::CrossCheck;
        if (size % 4 == 2) options.rules.rules = "japanese";
        const auto outcome = adjudicate::adjudicate(std::move(record), options);
        if (size % 2 == 0)
            keep(report::score_row(outcome, {.board = true}));
        else
            keep(report::judge_row(outcome, {}));
    });
    return 0;
}
