#include <kifu/score/messages.hpp>

namespace kifu::score {

diag::Diagnostic make(const diag::Code& code, std::string message) {
    return {code, {}, std::move(message), std::nullopt};
}

std::string list_points(const std::vector<go::Point>& ps) {
    std::string s = std::to_string(ps.size()) + (ps.size() == 1 ? " point: " : " points: ");
    for (std::size_t i = 0; i < ps.size() && i < 6; ++i) s += (i ? ", " : "") + go::to_sgf(ps[i]);
    if (ps.size() > 6) s += ", ...";
    return s;
}

}  // namespace kifu::score
