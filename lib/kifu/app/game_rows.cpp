#include <kifu/app/game_rows.hpp>

#include <algorithm>

#include <kifu/go/point.hpp>

namespace kifu::app {

nlohmann::json to_json(const replay::Event& e, int board_height) {
    nlohmann::json j = {{"code", e.code.id},
                        {"severity", diag::to_string(e.code.severity)},
                        {"move", e.move},
                        {"color", e.color == go::Color::Empty ? nullptr : nlohmann::json(go::to_name(e.color))},
                        {"point", e.point ? nlohmann::json(go::to_human(*e.point, board_height)) : nullptr},
                        {"sgf_point", e.point ? nlohmann::json(go::to_sgf(*e.point)) : nullptr},
                        {"line", e.pos.line},
                        {"col", e.pos.col},
                        {"message", e.message}};
    if (!e.article.empty()) j["article"] = e.article;
    if (e.sanction != rules::Sanction::None) j["sanction"] = rules::to_string(e.sanction);
    if (e.earlier_move) j["earlier_move"] = *e.earlier_move;
    return j;
}

nlohmann::json row_head(const game::Record& record, const diag::Diagnostics& diagnostics, bool ok) {
    nlohmann::json ds = nlohmann::json::array();
    for (const auto& d : diagnostics) ds.push_back(diag::to_json(d));
    return {{"file", record.file}, {"game", record.game_index}, {"ok", ok}, {"diagnostics", std::move(ds)}};
}

std::string format_lines(const diag::Diagnostics& diagnostics, diag::Severity least) {
    std::string out;
    for (const auto& d : diagnostics)
        if (d.severity() >= least) out += diag::format(d) + "\n";
    return out;
}

std::vector<std::string> distinct_codes(const diag::Diagnostics& diagnostics) {
    std::vector<std::string> codes;
    for (const auto& d : diagnostics) codes.emplace_back(d.code.id);
    std::sort(codes.begin(), codes.end());
    codes.erase(std::unique(codes.begin(), codes.end()), codes.end());
    return codes;
}

bool any_at_least(const diag::Diagnostics& diagnostics, diag::Severity level) {
    for (const auto& d : diagnostics)
        if (d.severity() >= level) return true;
    return false;
}

}  // namespace kifu::app
