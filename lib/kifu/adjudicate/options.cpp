#include <kifu/adjudicate/options.hpp>

#include <charconv>

namespace kifu::adjudicate {

std::optional<DeadPolicy> parse_dead_policy(std::string_view text) {
    if (text == "markup") return DeadPolicy::Markup;
    if (text == "estimate") return DeadPolicy::Estimate;
    if (text == "markup,estimate" || text == "estimate,markup") return DeadPolicy::CrossCheck;
    if (text == "auto") return DeadPolicy::Auto;
    return std::nullopt;
}

std::optional<std::pair<go::Color, int>> parse_penalty(std::string_view text) {
    auto eq = text.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    auto color = go::color_from_string(text.substr(0, eq));
    int n = 0;
    auto digits = text.substr(eq + 1);
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (!color || ec != std::errc() || end != digits.data() + digits.size() || n < 0 || n > 1000) return std::nullopt;
    return std::pair{*color, n};
}

std::optional<judge::RefereeWarning> parse_warning(std::string_view text) {
    auto colon = text.find(':');
    auto color = go::color_from_string(text.substr(0, colon));
    if (!color) return std::nullopt;
    return judge::RefereeWarning{*color, colon == std::string_view::npos ? "" : std::string(text.substr(colon + 1))};
}

}  // namespace kifu::adjudicate
