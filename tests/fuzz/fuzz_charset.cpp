// Fuzz target: charset detection and conversion of whole buffers to UTF-8.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <kifu/sgf/charset.hpp>

// Decodes the bytes as a file would be, then converts them from a charset picked by the first byte.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace kifu;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const sgf::Decoded decoded = sgf::decode_charset(bytes);
    if (decoded.is_converted && !sgf::is_valid_utf8(decoded.converted)) __builtin_trap();
    if (!decoded.is_converted && decoded.skip > size) __builtin_trap();
    (void)sgf::find_ca(bytes);

    static constexpr std::array<std::string_view, 8> names{"UTF-8",     "GB18030", "SHIFT_JIS", "EUC-KR",
                                                           "ISO-8859-1", "UTF-16LE", "BIG5",      "no-such-charset"};
    if (size == 0) return 0;
    std::string out;
    std::size_t replaced = 0;
    if (sgf::convert_to_utf8(bytes.substr(1), names[data[0] % names.size()], out, replaced) &&
        !sgf::is_valid_utf8(out))
        __builtin_trap();
    return 0;
}
