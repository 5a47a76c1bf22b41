// Fuzz target: every SGF value decoder on arbitrary text; checks the decoders' stated contracts.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <kifu/fix/normalise.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/sgf/charset.hpp>
#include <kifu/sgf/values.hpp>

namespace {

// Stops the run when a stated contract does not hold.
void expect(bool condition) {
    if (!condition) __builtin_trap();
}

}  // namespace

// Decodes the bytes with each value decoder; the first byte picks the board size for moves.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace kifu;
    if (size == 0) return 0;
    const sgf::BoardSize board{1 + data[0] % 52, 1 + (data[0] / 4) % 52};
    const std::string_view raw(reinterpret_cast<const char*>(data) + 1, size - 1);

    (void)sgf::parse_number(raw);
    (void)sgf::parse_real(raw);
    (void)sgf::parse_double(raw);
    (void)sgf::parse_color(raw);
    const std::string text = sgf::decode_text(raw);
    const std::string simple = sgf::decode_simple_text(raw);
    expect(text.size() <= raw.size() && simple.size() <= raw.size());
    expect(simple.find('\n') == std::string::npos);
    expect(text.find('\0') == std::string::npos);
    const std::string escaped = sgf::escape_text(raw, data[0] & 1);
    expect(sgf::decode_text(escaped) == sgf::decode_text(raw) || raw.find('\\') != std::string_view::npos ||
           raw.find_first_of("\r\n\t\v\f") != std::string_view::npos || raw.find('\0') != std::string_view::npos);
    const std::string cut = sgf::excerpt(raw, data[0] % 40);
    if (sgf::is_valid_utf8(raw)) expect(sgf::is_valid_utf8(cut));

    if (auto s = sgf::parse_size(raw)) expect(s->width >= 1 && s->width <= 52 && s->height >= 1 && s->height <= 52);
    if (auto p = sgf::parse_point(raw)) expect(p->x < 52 && p->y < 52);
    (void)sgf::parse_move(raw, board);
    std::vector<go::Point> points;
    const sgf::ListForm form = sgf::expand_points(raw, points);
    if (form == sgf::ListForm::Invalid) expect(points.empty());
    expect(form == sgf::ListForm::Commas ? points.size() <= (raw.size() + 1) / 3 : points.size() <= 52 * 52);
    if (auto parts = sgf::split_composed(raw)) expect(parts->first.size() + parts->second.size() < raw.size());
    if (auto parts = sgf::decode_composed(raw)) expect(parts->first.find('\n') == std::string::npos);

    // kifu-fix reports a value changed only when what it writes differs from what was written.
    for (std::string_view id :
         {"B", "AB", "AR", "LB", "LN", "SZ", "KM", "RE", "HA", "C", "PB", "DT", "AP", "FG", "XX"}) {
        const fix::NormalValue nv = fix::normalise(sgf::property_info(id), raw, board);
        if (nv.code) expect(nv.text != raw || !nv.more.empty());
    }

    (void)game::parse_komi(raw);
    // A result read from words is one FF[4] writes, and reads back as the same result; but a result that is no count
    // (Uncounted), which FF[4] has no form for, and sgf_result gives back as written.
    const game::Result result = game::parse_result(raw);
    if (result.in_words && result.kind != game::ResultKind::Other && result.kind != game::ResultKind::Uncounted) {
        const game::Result again = game::parse_result(game::sgf_result(result));
        expect(!again.in_words && again.kind == result.kind && again.winner == result.winner);
        if (result.kind == game::ResultKind::Score) expect(again.margin == result.margin && *result.margin < 10000);
    }
    return 0;
}
