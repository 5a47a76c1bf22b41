#include <kifu/sgf/properties.hpp>

#include <array>

#include <kifu/util/text.hpp>

namespace kifu::sgf {

namespace {

using T = ValueType;

struct Entry {
    std::string_view id;
    ValueType type;
    bool list;
};

// The FF[4] properties of Go (general and GM[1]) in canonical order: root, game info, setup, move,
// node and move annotation, markup, the rest.
constexpr std::array<Entry, 67> table = {{
    {"FF", T::Number, false},     {"CA", T::SimpleText, false},  {"GM", T::Number, false},
    {"SZ", T::Size, false},       {"AP", T::Application, false}, {"ST", T::Number, false},
    {"GN", T::SimpleText, false}, {"PB", T::SimpleText, false},  {"BR", T::SimpleText, false},
    {"BT", T::SimpleText, false}, {"PW", T::SimpleText, false},  {"WR", T::SimpleText, false},
    {"WT", T::SimpleText, false}, {"KM", T::Real, false},        {"HA", T::Number, false},
    {"RU", T::SimpleText, false}, {"RE", T::SimpleText, false},  {"DT", T::SimpleText, false},
    {"EV", T::SimpleText, false}, {"RO", T::SimpleText, false},  {"PC", T::SimpleText, false},
    {"SO", T::SimpleText, false}, {"US", T::SimpleText, false},  {"AN", T::SimpleText, false},
    {"CP", T::SimpleText, false}, {"ON", T::SimpleText, false},  {"OT", T::SimpleText, false},
    {"TM", T::Real, false},       {"GC", T::Text, false},        {"PL", T::Color, false},
    {"AB", T::PointList, true},   {"AW", T::PointList, true},    {"AE", T::PointList, true},
    {"B", T::Move, false},        {"W", T::Move, false},         {"KO", T::None, false},
    {"MN", T::Number, false},     {"BL", T::Real, false},        {"WL", T::Real, false},
    {"OB", T::Number, false},     {"OW", T::Number, false},      {"N", T::SimpleText, false},
    {"C", T::Text, false},        {"GB", T::Double, false},      {"GW", T::Double, false},
    {"DM", T::Double, false},     {"UC", T::Double, false},      {"HO", T::Double, false},
    {"V", T::Real, false},        {"BM", T::Double, false},      {"TE", T::Double, false},
    {"DO", T::None, false},       {"IT", T::None, false},        {"TB", T::PointList, true},
    {"TW", T::PointList, true},   {"MA", T::PointList, true},    {"CR", T::PointList, true},
    {"SQ", T::PointList, true},   {"TR", T::PointList, true},    {"SL", T::PointList, true},
    {"LB", T::Label, true},       {"AR", T::PointPair, true},    {"LN", T::PointPair, true},
    {"DD", T::PointList, true},   {"VW", T::PointList, true},    {"FG", T::Figure, false},
    {"PM", T::Number, false},
}};

}  // namespace

PropertyInfo property_info(std::string_view id) {
    for (std::size_t i = 0; i < table.size(); ++i)
        if (table[i].id == id) return {table[i].id, table[i].type, table[i].list, static_cast<int>(i)};
    return {id, ValueType::Unknown, false, static_cast<int>(table.size())};
}

bool names_fox(std::string_view application) { return util::to_lower(application).find("foxwq") != std::string::npos; }

}  // namespace kifu::sgf
