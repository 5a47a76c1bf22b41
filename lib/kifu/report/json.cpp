#include <kifu/report/json.hpp>

#include <kifu/go/point.hpp>
#include <kifu/report/fields.hpp>

namespace kifu::report {

nlohmann::json to_json(const diag::Diagnostic& d) {
    nlohmann::json j = {{field::Code, d.code.id},    {field::Severity, diag::to_string(d.severity())},
                        {field::Message, d.message}, {field::Line, d.loc.line},
                        {field::Col, d.loc.col},     {field::Move, d.move ? nlohmann::json(*d.move) : nullptr}};
    return j;
}

nlohmann::json to_json(const replay::Event& e, int board_height) {
    nlohmann::json j = {{field::Code, e.code.id},
                        {field::Severity, diag::to_string(e.code.severity)},
                        {field::Move, e.move},
                        {field::Color, e.color == go::Color::Empty ? nullptr : nlohmann::json(go::to_name(e.color))},
                        {field::Point, e.point ? nlohmann::json(go::to_human(*e.point, board_height)) : nullptr},
                        {field::SgfPoint, e.point ? nlohmann::json(go::to_sgf(*e.point)) : nullptr},
                        {field::Line, e.pos.line},
                        {field::Col, e.pos.col},
                        {field::Message, e.message}};
    // Every key in every finding (null when it does not apply), so that a fixed schema reads them all.
    j[field::Article] = e.article.empty() ? nullptr : nlohmann::json(e.article);
    j[field::Sanction] = e.sanction == rules::Sanction::None ? nullptr : nlohmann::json(rules::to_string(e.sanction));
    j[field::EarlierMove] = e.earlier_move ? nlohmann::json(*e.earlier_move) : nullptr;
    return j;
}

nlohmann::json info_json(const game::GameInfo& info) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [id, value] : info) j[std::string(id)] = value;
    return j;
}

std::vector<std::string> info_columns() {
    std::vector<std::string> columns;
    for (std::string_view id : game::info_ids) columns.push_back(std::string("/") + field::Info + "/" + std::string(id));
    return columns;
}

nlohmann::json row_head(const game::Record& record, const diag::Diagnostics& diagnostics, bool ok) {
    nlohmann::json ds = nlohmann::json::array();
    for (const auto& d : diagnostics) ds.push_back(to_json(d));
    return {{field::File, record.file},
            {field::Game, record.game_index},
            {field::Ok, ok},
            {field::Diagnostics, std::move(ds)},
            {field::Info, info_json(record.info)}};
}

nlohmann::json error_row(const std::string& path, const diag::Diagnostic& error, const nlohmann::json& fields) {
    nlohmann::json j = fields.is_object() ? fields : nlohmann::json::object();
    j[field::File] = path;
    j[field::Game] = nullptr;
    j[field::Info] = nullptr;
    j[field::Ok] = false;
    j[field::Diagnostics] = nlohmann::json::array({to_json(error)});
    if (j.contains(field::Codes)) j[field::Codes] = nlohmann::json::array({error.code.id});
    return j;
}

}  // namespace kifu::report
