#include <kifu/fix/normalise.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include <kifu/fix/codes.hpp>
#include <kifu/game/reader.hpp>
#include <kifu/game/result.hpp>
#include <kifu/go/point.hpp>
#include <kifu/sgf/writer.hpp>
#include <kifu/util/number.hpp>
#include <kifu/util/text.hpp>

namespace kifu::fix {

namespace {

using sgf::ValueType;

// What FF[4] decoding changes in a text value as written, in words; in a composed part '\:' is needed.
std::string text_changes(std::string_view raw, bool simple, bool composed_part) {
    std::vector<std::string_view> what;
    auto add = [&](std::string_view w) {
        if (std::find(what.begin(), what.end(), w) == what.end()) what.push_back(w);
    };
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c == '\\' && i + 1 < raw.size()) {
            const char e = raw[++i];
            if (e == '\n' || e == '\r')
                add("soft line breaks removed");
            else if (e != '\\' && e != ']' && !(composed_part && e == ':'))
                add("escapes that were not needed removed");
        } else if (c == '\r') {
            add(simple ? "line breaks written as spaces" : "line ends written as LF");
        } else if (c == '\n') {
            if (simple) add("line breaks written as spaces");
        } else if (c == '\t' || c == '\v' || c == '\f') {
            add("tabs written as spaces");
        }
    }
    std::string out;
    for (auto w : what) out += (out.empty() ? "" : ", ") + std::string(w);
    return out.empty() ? std::string("written as FF[4] reads it") : out;
}

// A value made of text: the decoded text escaped again (with ':' too when it is one part of a composed
// value, so that reading it again finds no composition).
NormalValue text_value(std::string decoded, std::string_view raw, bool simple, const std::string& as_written,
                       bool composed_part = false) {
    NormalValue v{sgf::escape_text(decoded, composed_part), {}, {}};
    if (v.text != as_written) {
        v.code = code::Text;
        v.message = text_changes(raw, simple, composed_part);
    }
    return v;
}

// A one-word value (number, real, colour, double, size): decoded, trimmed, escaped again.
NormalValue word_value(const std::string& decoded, const std::string& as_written) {
    const std::string_view trimmed = util::trim(decoded);
    NormalValue v{sgf::escape_text(trimmed), {}, {}};
    if (v.text != as_written) {
        const bool spaced = trimmed.size() != decoded.size();
        v.code = spaced ? code::Spacing : code::Text;
        const std::string before = sgf::excerpt(as_written, 24), after = sgf::excerpt(v.text, 24);
        // When the two print alike, what changed is in the characters printing hides: say which.
        v.message = spaced            ? "white space around [" + after + "] removed"
                    : before != after ? "[" + before + "] written [" + after + "]"
                                      : "[" + after + "]: " + text_changes(as_written, true, false);
    }
    return v;
}

NormalValue komi_value(std::string_view raw, const std::string& as_written) {
    const std::string decoded = sgf::decode_simple_text(raw);
    NormalValue v = word_value(decoded, as_written);
    if (auto k = game::parse_komi(decoded); k && k->rescaled()) {
        // The shortest decimal that reads back as the same number (KM[99999999999]: 999999999.99, not a rounded
        // 1000000000.0); one that needs an exponent stays as written. A whole number of 100 or more keeps a decimal
        // point, or a reader would take it for Fox x100.
        std::string text = fmt::format("{}", k->points);
        if (!std::isfinite(k->points) || text.find_first_of("eE") != std::string::npos) return v;
        const bool looks_x100 = k->points >= 100 || k->points <= -100;
        if (looks_x100 && text.find('.') == std::string::npos) text += ".0";
        v.text = std::move(text);
        v.code = code::Komi;
        v.message = fmt::format("KM[{}] written in points: KM[{}]", sgf::excerpt(as_written, 16), v.text);
    }
    return v;
}

// RE: a result written in words is written as FF[4] writes it ("黑中盘胜" as B+R), but for a margin in stones or in
// moku (FF[4] has no unit, and the unit says how the game was counted, by area or by territory, and a whole number of
// moku that there was no komi: rules::infer, score::assumed_komi); other results as text, and so a result that is no
// count ("W+0.0 (Fox)": FF[4] has no form for it, sgf_result gives the text back).
NormalValue result_value(std::string_view raw, const std::string& as_written) {
    const std::string decoded = sgf::decode_simple_text(raw);
    const game::Result result = game::parse_result(decoded);
    if (!result.in_words || result.kind == game::ResultKind::Other || result.kind == game::ResultKind::Uncounted ||
        result.margin_in_stones || !result.moku_unit.empty())
        return text_value(decoded, raw, true, as_written);
    const std::string text = game::sgf_result(result);
    return {text, code::Result, fmt::format("RE[{}] written RE[{}]", sgf::excerpt(as_written, 32), text)};
}

// A move as the reader reads it (from the value as written, escapes and all): an SGF point, [] for a pass; a value
// the reader reads as no move stays as written (its finding is kept), so that a fix never adds or drops a move.
NormalValue move_value(std::string_view raw, sgf::BoardSize size, const std::string& as_written) {
    const std::optional<sgf::ReadMove> read = sgf::read_move(raw, size);
    if (!read) return {as_written, {}, {}};
    const sgf::MoveValue& m = read->move;
    const std::string text = m.pass ? std::string() : go::to_sgf(m.point);
    if (text == as_written) return {as_written, {}, {}};
    const std::string_view trimmed = util::trim(raw);
    if (read->coordinate)
        return {text, code::Coordinate, fmt::format("[{}] written [{}]", sgf::excerpt(as_written, 16), text)};
    if (m.pass && trimmed == "tt") return {"", code::Pass, "pass [" + as_written + "] written as []"};
    if (trimmed == text) return {text, code::Spacing, "white space around [" + text + "] removed"};
    return {text, code::Text, "[" + sgf::excerpt(as_written, 24) + "] written [" + text + "]"};
}

NormalValue point_list_value(std::string_view raw, const std::string& as_written) {
    std::vector<go::Point> points;
    const sgf::ListForm form = sgf::expand_points(raw, points);
    if (form == sgf::ListForm::Canonical || form == sgf::ListForm::Invalid) return {as_written, {}, {}};
    if (form == sgf::ListForm::Commas) {
        NormalValue v{go::to_sgf(points.front()), code::CommaList, {}};
        for (std::size_t k = 1; k < points.size(); ++k) v.more.push_back(go::to_sgf(points[k]));
        v.message = fmt::format("[{}] written as {}, one value each", sgf::excerpt(as_written, 16),
                                util::count_of(points.size(), "point"));
        return v;
    }
    std::string text;
    if (form == sgf::ListForm::OnePoint || points.size() == 1) {
        text = go::to_sgf(points.front());
    } else {
        text = go::to_sgf(points.front()) + ":" + go::to_sgf(points.back());
    }
    const std::string_view why = form == sgf::ListForm::Padded     ? "white space removed"
                                 : form == sgf::ListForm::OnePoint ? "a 1x1 rectangle written as its point"
                                                                   : "rectangle written upper-left:lower-right";
    return {text, form == sgf::ListForm::Padded ? code::Spacing : code::Rectangle,
            fmt::format("[{}] written [{}]: {}", sgf::excerpt(as_written, 16), text, why)};
}

// What one part of a composed value holds: a point or a number is read trimmed, text as it is.
enum class Part : std::uint8_t { Text, Point, Number };

// The part as a reader reads it, or none when it is not what it must be.
std::optional<std::string_view> read_part(std::string_view part, Part kind) {
    if (kind == Part::Text) return part;
    const std::string_view trimmed = util::trim(part);
    const bool readable = kind == Part::Point
                              ? sgf::parse_point(trimmed).has_value()
                              : !trimmed.empty() && std::all_of(trimmed.begin(), trimmed.end(),
                                                                [](char c) { return c >= '0' && c <= '9'; });
    return readable ? std::optional<std::string_view>(trimmed) : std::nullopt;
}

// A composed value: each part decoded, trimmed when it is a point or number, escaped again with ':' escaped too. A
// value whose point or number part cannot be read is kept as written (reported when read).
NormalValue composed_value(std::string_view raw, Part first_kind, Part second_kind, const std::string& as_written) {
    auto parts = sgf::decode_composed(raw);
    if (!parts) {
        if (first_kind == Part::Text) return text_value(sgf::decode_simple_text(raw), raw, true, as_written, true);
        return {as_written, {}, {}};  // not composed as it must be
    }
    const auto first = read_part(parts->first, first_kind);
    const auto second = read_part(parts->second, second_kind);
    if (!first || !second) return {as_written, {}, {}};
    NormalValue v{sgf::escape_text(*first, true) + ":" + sgf::escape_text(*second, true), {}, {}};
    if (v.text != as_written) {
        const bool spaced = first->size() != parts->first.size() || second->size() != parts->second.size();
        v.code = spaced ? code::Spacing : code::Text;
        const std::string before = sgf::excerpt(as_written, 24), after = sgf::excerpt(v.text, 24);
        // When the two print alike (the excerpt leaves out the white space around a value), say what changed.
        v.message = before != after ? "[" + before + "] written [" + after + "]"
                    : spaced        ? "white space around [" + after + "] removed"
                                    : "[" + after + "]: " + text_changes(as_written, true, true);
    }
    return v;
}

NormalValue size_value(std::string_view raw, const std::string& as_written) {
    const std::string decoded = sgf::decode_simple_text(raw);
    NormalValue v = word_value(decoded, as_written);
    if (auto s = sgf::parse_size(decoded); s && s->width == s->height && v.text.find(':') != std::string::npos) {
        v.text = std::to_string(s->width);
        v.code = code::Size;
        v.message = fmt::format("SZ[{}] of a square board written SZ[{}]", sgf::excerpt(as_written, 16), v.text);
    }
    return v;
}

}  // namespace

NormalValue normalise(const sgf::PropertyInfo& info, std::string_view raw, sgf::BoardSize size) {
    std::string as_written;
    sgf::append_raw(raw, as_written);
    switch (info.type) {
        case ValueType::Unknown:
        case ValueType::None: return {as_written, {}, {}};
        case ValueType::Number:
        case ValueType::Double:
        case ValueType::Color: return word_value(sgf::decode_simple_text(raw), as_written);
        case ValueType::Real:
            if (info.id == "KM") return komi_value(raw, as_written);
            return word_value(sgf::decode_simple_text(raw), as_written);
        case ValueType::SimpleText:
            if (info.id == "RE") return result_value(raw, as_written);
            return text_value(sgf::decode_simple_text(raw), raw, true, as_written);
        case ValueType::Text: return text_value(sgf::decode_text(raw), raw, false, as_written);
        case ValueType::Move: return move_value(raw, size, as_written);
        case ValueType::PointList: return point_list_value(raw, as_written);
        case ValueType::PointPair: return composed_value(raw, Part::Point, Part::Point, as_written);
        case ValueType::Label: return composed_value(raw, Part::Point, Part::Text, as_written);
        case ValueType::Application: return composed_value(raw, Part::Text, Part::Text, as_written);
        case ValueType::Figure: return composed_value(raw, Part::Number, Part::Text, as_written);
        case ValueType::Size: return size_value(raw, as_written);
    }
    return {as_written, {}, {}};
}

}  // namespace kifu::fix
