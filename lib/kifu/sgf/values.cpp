#include <kifu/sgf/values.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <iterator>
#include <string>

#include <kifu/go/point.hpp>
#include <kifu/util/text.hpp>

namespace kifu::sgf {

namespace {

using util::trim;

// raw without its NUL bytes, which the parser reports as ignored, and an escape before one dropped with it (as
// sgf::append_raw writes the value): raw itself when it has none, else `buffer`.
std::string_view without_nul(std::string_view raw, std::string& buffer) {
    if (raw.find('\0') == std::string_view::npos) return raw;
    buffer.clear();
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\' && i + 1 < raw.size() && raw[i + 1] == '\0')
            ++i;
        else if (raw[i] != '\0')
            buffer += raw[i];
    }
    return buffer;
}

int coord(char c) {
    if (c >= 'a' && c <= 'z') return c - 'a';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
    return -1;
}

std::string decode(std::string_view raw, bool simple) {
    std::string out;
    out.reserve(raw.size());
    const std::size_t n = raw.size();
    for (std::size_t i = 0; i < n; ++i) {
        char c = raw[i];
        if (c == '\\') {
            if (i + 1 >= n) break;
            char e = raw[++i];
            if (e == '\n' || e == '\r') {
                // soft line break: "\" + any of LF, CR, CRLF, LFCR is removed
                if (i + 1 < n && (raw[i + 1] == '\n' || raw[i + 1] == '\r') && raw[i + 1] != e) ++i;
                continue;
            }
            c = e;
            if (c == '\t' || c == '\v' || c == '\f') c = ' ';
            if (c != '\0') out += c;
            continue;
        }
        if (c == '\n' || c == '\r') {
            if (i + 1 < n && (raw[i + 1] == '\n' || raw[i + 1] == '\r') && raw[i + 1] != c) ++i;
            out += simple ? ' ' : '\n';
            continue;
        }
        if (c == '\t' || c == '\v' || c == '\f') {
            out += ' ';
            continue;
        }
        if (c == '\0') continue;
        out += c;
    }
    return out;
}

}  // namespace

std::optional<long long> parse_number(std::string_view raw) {
    std::string buffer;
    std::string_view s = trim(without_nul(raw, buffer));
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    if (s.empty()) return std::nullopt;
    long long v = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
    return v;
}

std::optional<double> parse_real(std::string_view raw) {
    std::string buffer;
    std::string_view s = trim(without_nul(raw, buffer));
    bool negative = false;
    if (!s.empty() && (s.front() == '+' || s.front() == '-')) {
        negative = s.front() == '-';
        s.remove_prefix(1);
    }
    // digits, then a point or comma and digits: read as the double nearest to the decimal (0.75 is 0.75, not
    // 0.7 + 0.05 with a last bit of noise).
    std::string decimal;
    decimal.reserve(s.size());
    std::size_t i = 0;
    bool digits = false;
    for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
        decimal += s[i];
        digits = true;
    }
    if (i < s.size() && (s[i] == '.' || s[i] == ',')) {
        decimal += '.';
        for (++i; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
            decimal += s[i];
            digits = true;
        }
    }
    if (!digits || i != s.size()) return std::nullopt;
    double v = 0;
    const auto [end, ec] =
        std::from_chars(decimal.data(), decimal.data() + decimal.size(), v, std::chars_format::fixed);
    if (ec != std::errc{} || end != decimal.data() + decimal.size()) return std::nullopt;
    return negative ? -v : v;
}

std::optional<int> parse_double(std::string_view raw) {
    std::string buffer;
    std::string_view s = trim(without_nul(raw, buffer));
    if (s == "1") return 1;
    if (s == "2") return 2;
    return std::nullopt;
}

std::optional<go::Color> parse_color(std::string_view raw) {
    std::string buffer;
    std::string_view s = trim(without_nul(raw, buffer));
    if (s.size() == 1) {
        if (s[0] == 'B' || s[0] == 'b') return go::Color::Black;
        if (s[0] == 'W' || s[0] == 'w') return go::Color::White;
        return std::nullopt;
    }
    if (util::iequals(s, "black")) return go::Color::Black;
    if (util::iequals(s, "white")) return go::Color::White;
    return std::nullopt;
}

std::string decode_text(std::string_view raw) { return decode(raw, false); }

std::string decode_simple_text(std::string_view raw) { return decode(raw, true); }

std::optional<std::pair<std::string, std::string>> decode_composed(std::string_view raw) {
    auto parts = split_composed(raw);
    if (!parts) return std::nullopt;
    return std::make_pair(decode(parts->first, true), decode(parts->second, true));
}

std::string escape_text(std::string_view text, bool composed_part) {
    std::string out;
    out.reserve(text.size() + 4);
    for (char c : text) {
        if (c == '\\' || c == ']' || (composed_part && c == ':')) out += '\\';
        out += c;
    }
    return out;
}

std::string excerpt(std::string_view raw, std::size_t max_bytes) {
    std::string_view s = trim(raw);
    bool cut = false;
    if (s.size() > max_bytes) {
        std::size_t n = max_bytes;
        while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
        s = s.substr(0, n);
        cut = true;
    }
    std::string out;
    out.reserve(s.size() + 3);
    for (char c : s) out += (static_cast<unsigned char>(c) < 0x20) ? ' ' : c;
    if (cut) out += "...";
    return out;
}

std::optional<BoardSize> parse_size(std::string_view raw) {
    std::string_view s = trim(raw);
    auto colon = s.find(':');
    auto one = [](std::string_view t) -> std::optional<int> {
        auto v = parse_number(t);
        if (!v || *v < 1 || *v > 52) return std::nullopt;
        return static_cast<int>(*v);
    };
    if (colon == std::string_view::npos) {
        auto v = one(s);
        if (!v) return std::nullopt;
        return BoardSize{*v, *v};
    }
    auto w = one(s.substr(0, colon));
    auto h = one(s.substr(colon + 1));
    if (!w || !h) return std::nullopt;
    return BoardSize{*w, *h};
}

std::optional<go::Point> parse_point(std::string_view raw) {
    std::string buffer;
    std::string_view s = trim(without_nul(raw, buffer));
    if (s.size() != 2) return std::nullopt;
    int x = coord(s[0]), y = coord(s[1]);
    if (x < 0 || y < 0) return std::nullopt;
    return go::Point{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)};
}

std::optional<MoveValue> parse_move(std::string_view raw, BoardSize size) {
    if (raw.size() == 2 && raw[0] >= 'a' && raw[0] <= 'z' && raw[1] >= 'a' && raw[1] <= 'z') {
        if (raw[0] == 't' && raw[1] == 't' && size.width <= 19 && size.height <= 19) return MoveValue{true, {}};
        return MoveValue{false, go::Point{static_cast<std::int16_t>(raw[0] - 'a'), static_cast<std::int16_t>(raw[1] - 'a')}};
    }
    std::string buffer;
    std::string_view s = trim(without_nul(raw, buffer));
    if (s.empty()) return MoveValue{true, {}};
    if (s == "tt" && size.width <= 19 && size.height <= 19) return MoveValue{true, {}};
    auto p = parse_point(s);
    if (!p) return std::nullopt;
    return MoveValue{false, *p};
}

std::optional<MoveValue> parse_board_coordinate(std::string_view raw, BoardSize size) {
    std::string buffer;
    const std::string_view s = trim(without_nul(raw, buffer));
    if (util::iequals(s, "pass")) return MoveValue{true, {}};
    // Two letters are an SGF point (parse_move's): only a letter and a row number here.
    if (s.size() < 2 || !std::isdigit(static_cast<unsigned char>(s.back())) ||
        std::isalpha(static_cast<unsigned char>(s[1])))
        return std::nullopt;
    const auto p = go::point_from_string(s, size.width, size.height);
    if (!p) return std::nullopt;
    return MoveValue{false, *p};
}

std::optional<ReadMove> read_move(std::string_view raw, BoardSize size) {
    if (const auto m = parse_move(raw, size)) return ReadMove{*m, false};
    if (const auto m = parse_board_coordinate(raw, size)) return ReadMove{*m, true};
    return std::nullopt;
}

ListForm expand_points(std::string_view raw, std::vector<go::Point>& out) {
    if (raw.find(',') != std::string_view::npos) {
        // Points only, no rectangles: a value lists at most a point per 3 bytes, however long it is.
        const std::size_t before = out.size();
        for (std::size_t from = 0;;) {
            const std::size_t comma = std::min(raw.find(',', from), raw.size());
            const auto point = parse_point(raw.substr(from, comma - from));
            if (!point) {
                out.resize(before);
                return ListForm::Invalid;
            }
            out.push_back(*point);
            if (comma == raw.size()) return ListForm::Commas;
            from = comma + 1;
        }
    }
    auto colon = raw.find(':');
    if (colon == std::string_view::npos) {
        auto p = parse_point(raw);
        if (!p) return ListForm::Invalid;
        out.push_back(*p);
        return raw.size() == 2 ? ListForm::Canonical : ListForm::Padded;
    }
    const std::string_view first = raw.substr(0, colon), second = raw.substr(colon + 1);
    auto a = parse_point(first);
    auto b = parse_point(second);
    if (!a || !b) return ListForm::Invalid;
    auto x0 = std::min(a->x, b->x), x1 = std::max(a->x, b->x);
    auto y0 = std::min(a->y, b->y), y1 = std::max(a->y, b->y);
    for (auto y = y0; y <= y1; ++y)
        for (auto x = x0; x <= x1; ++x) out.push_back(go::Point{x, y});
    if (first.size() != 2 || second.size() != 2) return ListForm::Padded;
    if (*a == *b) return ListForm::OnePoint;
    return (a->x == x0 && a->y == y0) ? ListForm::Canonical : ListForm::Reversed;
}

std::optional<std::pair<std::string_view, std::string_view>> split_composed(std::string_view raw) {
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\') {
            ++i;
            continue;
        }
        if (raw[i] == ':') return std::make_pair(raw.substr(0, i), raw.substr(i + 1));
    }
    return std::nullopt;
}

}  // namespace kifu::sgf
