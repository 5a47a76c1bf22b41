// Fuzz target: the SGF parser (tree by tree) and the record reader on arbitrary bytes.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include <kifu/game/reader.hpp>
#include <kifu/sgf/parser.hpp>

// Parses the bytes as SGF, walks every property value, then reads them as game records.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace kifu;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    {
        sgf::Parser parser(bytes, "fuzz.sgf");
        sgf::GameTree tree;
        diag::Diagnostics out;
        std::size_t values = 0;
        while (parser.next(tree, out)) values += tree.values.size();
        for (const auto& d : out) (void)diag::format(d);
        (void)values;
    }
    game::ReadOptions options;
    options.all_variations = size % 2 == 0;
    std::size_t games = 0;
    game::read_games(bytes, "fuzz.sgf", options, [&](game::Record&& record) {
        ++games;
        for (const auto& d : record.diagnostics) (void)diag::format(d);
    });
    if (games == 0) __builtin_trap();
    return 0;
}
