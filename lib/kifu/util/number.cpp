#include <kifu/util/number.hpp>

#include <cmath>
#include <string>

#include <fmt/format.h>

namespace kifu::util {

std::string format_number(double value) {
    // Beyond what hundredths in a long long hold (a KM or RE of 20 digits), or not finite: whole, as is.
    if (!std::isfinite(value) || std::fabs(value) >= 1e15) return fmt::format("{:.0f}", value);
    const long long hundredths = std::llround(value * 100);
    const auto magnitude = static_cast<unsigned long long>(hundredths < 0 ? -hundredths : hundredths);
    std::string s = hundredths < 0 ? "-" : "";
    s += std::to_string(magnitude / 100);
    const auto fraction = static_cast<unsigned>(magnitude % 100);
    if (fraction != 0) {
        s += '.';
        s += static_cast<char>('0' + fraction / 10);
        if (fraction % 10 != 0) s += static_cast<char>('0' + fraction % 10);
    }
    return s;
}

std::string points(double value) { return format_number(value) + (format_number(value) == "1" ? " point" : " points"); }

std::string count_of(std::size_t n, std::string_view noun) {
    return std::to_string(n) + " " + std::string(noun) + (n == 1 ? "" : "s");
}

}  // namespace kifu::util
