#include <kifu/cli/option_checks.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <utility>

#include <fmt/format.h>

namespace kifu::cli {

std::string say_list(const std::vector<std::string>& words) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i) out += i + 1 == words.size() ? " or " : ", ";
        out += words[i];
    }
    return out;
}

CLI::Validator one_of(std::vector<std::string> words, bool any_case) {
    return CLI::Validator(
        [words = std::move(words), any_case](std::string& value) -> std::string {
            const std::string folded = any_case ? CLI::detail::to_lower(value) : value;
            if (std::find(words.begin(), words.end(), folded) != words.end()) return {};
            return fmt::format("'{}' is not a valid value: use {}", value, say_list(words));
        },
        "");
}

CLI::Validator whole_number(std::uint64_t least, std::uint64_t most) {
    return CLI::Validator(
        [least, most](std::string& value) -> std::string {
            const std::string range = fmt::format("use a whole number from {} to {}", least, most);
            std::uint64_t n = 0;
            const char* end = value.data() + value.size();
            const auto [stop, error] = std::from_chars(value.data(), end, n);
            const bool digits = !value.empty() && stop == end;
            if (digits && error == std::errc::result_out_of_range) return fmt::format("{} is out of range: {}", value, range);
            if (!digits || error != std::errc())
                return fmt::format("'{}' is not a whole number from {} to {}", value, least, most);
            if (n < least || n > most) return fmt::format("{} is out of range: {}", value, range);
            return {};
        },
        "");
}

CLI::Validator decimal_number() {
    return CLI::Validator(
        [](std::string& value) -> std::string {
            double x = 0;
            const char* end = value.data() + value.size();
            const auto [stop, error] = std::from_chars(value.data(), end, x);
            if (value.empty() || stop != end || error != std::errc() || !std::isfinite(x))
                return fmt::format("'{}' is not a number (such as 6.5 or -3)", value);
            return {};
        },
        "");
}

}  // namespace kifu::cli
