// Results written in words, as Chinese, Japanese and Korean archives and some servers write RE: who won (黑/黒/흑/
// Black, 白/백/White), whether that side won or lost (胜/勝/승/wins, 负/負/패/resigns), how (中盘/中押/불계: by
// resignation; 超时/時間/시간: on time; 犯规/反則/반칙: by forfeit) and by how much (目/집/points, 子/stones, with
// 半/반 for a half and 又 joining a whole number to a fraction: "3又3/4子" is 3¾ stones); a draw (和棋/持碁/무승부) and
// an adjourned game (打挂/打ち掛け: FF[4]'s Void) name no winner, even after FF[4]'s "B+".

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <kifu/game/numerals.hpp>
#include <kifu/game/result.hpp>
#include <kifu/util/text.hpp>

namespace kifu::game {

namespace {

using namespace std::string_view_literals;

// A margin of this many points or more is no count.
constexpr double largest_margin = 10000;

// Words, matched anywhere in the text with A-Z folded.
constexpr std::array void_words = {"无胜负"sv, "無勝負"sv, "no result"sv, "void"sv};
constexpr std::array draw_words = {"和棋"sv, "和局"sv, "持碁"sv, "ジゴ"sv, "무승부"sv, "jigo"sv, "draw"sv};
// A game adjourned and never finished (打挂, 打ち掛け): FF[4]'s Void, "suspended play".
constexpr std::array adjourned_words = {"打挂"sv, "打掛"sv, "打ち掛け"sv, "打ちかけ"sv};
constexpr std::array black_words = {"黑"sv, "黒"sv, "흑"sv, "black"sv};
constexpr std::array white_words = {"白"sv, "백"sv, "white"sv};
constexpr std::array win_words = {"胜"sv, "勝"sv, "승"sv, "win"sv, "won"sv};
constexpr std::array loss_words = {"负"sv, "負"sv, "패"sv, "resigns"sv, "resigned"sv, "loses"sv, "lost"sv};
constexpr std::array resign_words = {"中盘"sv, "中盤"sv, "中押"sv, "불계"sv, "resign"sv};
constexpr std::array time_words = {"超时"sv, "超時"sv, "时间"sv, "時間"sv, "시간"sv, "time"sv};
constexpr std::array forfeit_words = {"犯规"sv, "犯規"sv, "反则"sv, "反則"sv, "반칙"sv, "forfeit"sv};
constexpr std::array point_words = {"目"sv, "집"sv, "point"sv, "pt"sv};
constexpr std::array stone_words = {"子"sv, "stone"sv};
constexpr std::array half_words = {"半"sv, "반"sv};
constexpr std::array komi_words = {"贴"sv, "貼"sv, "コミ"sv, "덤"sv, "komi"sv};

bool ascii_letter(char c) { return c >= 'a' && c <= 'z'; }

// Where `word` first occurs in `text`; an English word only where a word starts ("draw", not "withdrawn").
std::size_t find_word(std::string_view text, std::string_view word) {
    std::size_t at = text.find(word);
    if (ascii_letter(word.front()))
        while (at != std::string_view::npos && at > 0 && ascii_letter(text[at - 1])) at = text.find(word, at + 1);
    return at;
}

// Where the first of `words` occurs in `text`, or npos.
template <std::size_t N>
std::size_t find_any(std::string_view text, const std::array<std::string_view, N>& words) {
    std::size_t first = std::string_view::npos;
    for (std::string_view w : words) first = std::min(first, find_word(text, w));
    return first;
}

// Where the one of `words` that stands at text[at] ends.
template <std::size_t N>
std::size_t word_end(std::string_view text, std::size_t at, const std::array<std::string_view, N>& words) {
    for (std::string_view w : words)
        if (text.substr(at, w.size()) == w) return at + w.size();
    return at;
}

template <std::size_t N>
bool has_any(std::string_view text, const std::array<std::string_view, N>& words) {
    return find_any(text, words) != std::string_view::npos;
}

// The numbers of a margin: whole numbers or decimals ("3", "7.5", "三"), fractions ("3/4", "¾", "四分之三") and
// halves (半, 반), added up.
struct Numbers {
    int plain = 0;      // whole numbers and decimals read
    int fractions = 0;  // fractions read
    double value = 0;   // their sum

    // Reads the numbers in `text`.
    explicit Numbers(std::string_view text) {
        for (std::size_t i = 0; i < text.size();) {
            auto [c, n] = code_point_at(text, i);
            if (digit(c) >= 0) {
                i = arabic(text, i);
            } else if (chinese_numeral(c) >= 0) {
                i = chinese(text, i);
            } else {
                if (c == U'¼' || c == U'½' || c == U'¾') add_fraction(c == U'¼' ? 0.25 : c == U'½' ? 0.5 : 0.75);
                i += n;
            }
        }
        for (std::string_view h : half_words)
            for (std::size_t at = text.find(h); at != std::string_view::npos; at = text.find(h, at + h.size()))
                add_fraction(0.5);
    }

    void add_plain(double v) {
        ++plain;
        value += v;
    }
    void add_fraction(double v) {
        ++fractions;
        value += v;
    }

    // Reads "3", "7.5", "3,5" or "3/4" from text[i]; returns where it ends.
    std::size_t arabic(std::string_view text, std::size_t i) {
        double whole = 0, scale = 0;
        while (i < text.size()) {
            auto [c, n] = code_point_at(text, i);
            const int d = digit(c);
            if (d >= 0) {
                if (scale > 0) {
                    whole += d * scale;
                    scale /= 10;
                } else {
                    whole = whole * 10 + d;
                }
            } else if ((c == U'.' || c == U',' || c == U'．') && scale == 0 && i + n < text.size() &&
                       digit(code_point_at(text, i + n).first) >= 0) {
                scale = 0.1;
            } else {
                break;
            }
            i += n;
        }
        if (i < text.size()) {
            auto [c, n] = code_point_at(text, i);
            if ((c == U'/' || c == U'／') && i + n < text.size() && digit(code_point_at(text, i + n).first) >= 0) {
                double below = 0;
                for (i += n; i < text.size();) {
                    auto [c2, n2] = code_point_at(text, i);
                    if (digit(c2) < 0) break;
                    below = below * 10 + digit(c2);
                    i += n2;
                }
                add_fraction(below > 0 ? whole / below : std::nan(""));  // n/0: no margin
                return i;
            }
        }
        add_plain(whole);
        return i;
    }

    // Reads a Chinese number ("三", "十二", "二十五") or fraction ("四分之三") from text[i]; returns where it ends.
    std::size_t chinese(std::string_view text, std::size_t i) {
        const auto [below, after] = chinese_whole_number(text, i);
        constexpr std::string_view of = "分之";
        if (text.substr(after, of.size()) == of && after + of.size() < text.size() &&
            chinese_numeral(code_point_at(text, after + of.size()).first) >= 0) {
            const auto [above, end] = chinese_whole_number(text, after + of.size());
            add_fraction(below > 0 ? above / below : std::nan(""));
            return end;
        }
        add_plain(below);
        return after;
    }
};

// The margin the words give, in points, and whether it was written in stones; nullopt when they give none that
// can be a count, or give no margin at all (`written` then says whether they tried).
struct Margin {
    std::optional<double> points;
    bool in_stones = false;
    std::string_view moku_unit;  // "目" or "집": the unit of territory counting
    bool written = false;
};

// A character of a number as results write it: digits, numerals, a decimal point, a fraction, 又, 半, spaces.
bool number_char(char32_t c) {
    constexpr std::u32string_view marks = U".,/．／又分之半반¼½¾ ";
    return digit(c) >= 0 || chinese_numeral(c) >= 0 || marks.find(c) != std::u32string_view::npos;
}

Margin margin_of(std::string_view text) {
    Margin m;
    const std::size_t at_points = find_any(text, point_words), at_stones = find_any(text, stone_words);
    const Numbers all(text);
    m.written = at_points != at_stones || all.plain > 0 || all.fractions > 0;
    // One unit, a komi not named beside it ("贴6目半"), and every number of the text written next to the unit: the
    // number before it ("3又3/4子", "7目", "반집") and a half after it ("7目半", "3집반").
    if ((at_points == std::string_view::npos) == (at_stones == std::string_view::npos) || has_any(text, komi_words))
        return m;
    const bool in_stones = at_stones != std::string_view::npos;
    const std::size_t unit = in_stones ? at_stones : at_points;
    std::size_t start = unit;
    while (start > 0 && number_char(code_point_at(text, previous_code_point(text, start)).first))
        start = previous_code_point(text, start);
    std::size_t end = in_stones ? word_end(text, unit, stone_words) : word_end(text, unit, point_words);
    end = std::min(text.find_first_not_of(' ', end), text.size());
    for (std::string_view h : half_words)
        if (text.substr(end, h.size()) == h) end += h.size();
    const Numbers near(text.substr(start, end - start));
    if (near.plain != all.plain || near.fractions != all.fractions || near.plain > 1 || near.fractions > 1 ||
        !(near.value > 0))
        return m;
    const double points = in_stones ? near.value * 2 : near.value;
    // A count is whole half points, at least one, and less than any board's points (52x52) with any komi.
    if (!(points >= 0.5 && points < largest_margin) || std::fabs(points * 2 - std::round(points * 2)) > 1e-9) return m;
    m.points = std::round(points * 2) / 2;  // "1又1/4999999999999子" is within the tolerance of 2 points, not 2
    m.in_stones = in_stones;
    for (std::string_view moku : {"目"sv, "집"sv})
        if (!in_stones && text.substr(unit, moku.size()) == moku) m.moku_unit = moku;
    return m;
}

// The margin after FF[4]'s "B+" written in numbers with a fraction, in points: "1 1/2", "1/2", "2½"; none for
// anything else (a word, a unit, two numbers of a kind).
Margin margin_in_numbers(std::string_view rest) {
    Margin m;
    rest = util::trim(rest);
    for (std::size_t i = 0; i < rest.size();) {
        const auto [c, n] = code_point_at(rest, i);
        if (!number_char(c) || chinese_numeral(c) >= 0 || c == U'又' || c == U'分' || c == U'之' || c == U'.' ||
            c == U',')
            return m;
        i += n;
    }
    const Numbers numbers(rest);
    if (numbers.fractions != 1 || numbers.plain > 1 || !(numbers.value >= 0.5 && numbers.value < largest_margin) ||
        std::fabs(numbers.value * 2 - std::round(numbers.value * 2)) > 1e-9)
        return m;
    m.points = std::round(numbers.value * 2) / 2;
    m.written = true;
    return m;
}

// `lower` without the count of moves some archives put before the result ("294수 흑0.5집승", "共253手 黑中盘胜",
// "211手完 白中押し勝ち"): digits or numerals followed by 수 or 手, with 共/总/總 before and 完/까지/まで after.
std::string without_move_count(std::string lower) {
    constexpr std::array moves_words = {"수"sv, "手"sv};
    constexpr std::array before_words = {"共"sv, "总"sv, "總"sv};
    constexpr std::array after_words = {"完"sv, "까지"sv, "まで"sv, "끝"sv};
    for (std::string_view w : moves_words)
        for (std::size_t at = lower.find(w); at != std::string::npos; at = lower.find(w, at + 1)) {
            std::size_t start = at;
            while (start > 0 && (digit(code_point_at(lower, previous_code_point(lower, start)).first) >= 0 ||
                                 chinese_numeral(code_point_at(lower, previous_code_point(lower, start)).first) >= 0))
                start = previous_code_point(lower, start);
            if (start == at) continue;  // 先手, 手合: no count
            for (std::string_view b : before_words)
                if (start >= b.size() && lower.compare(start - b.size(), b.size(), b) == 0) start -= b.size();
            std::size_t end = at + w.size();
            for (std::string_view a : after_words)
                if (lower.compare(end, a.size(), a) == 0) end += a.size();
            lower.replace(start, end - start, " ");
            at = start;
        }
    return lower;
}

// The side the text names first: a colour word, or a lone B or W opening it ("B 中盘胜").
go::Color subject(std::string_view lower) {
    const std::size_t b = find_any(lower, black_words), w = find_any(lower, white_words);
    if (b != w) return b < w ? go::Color::Black : go::Color::White;
    if (lower.size() >= 2 && (lower[0] == 'b' || lower[0] == 'w') && !ascii_letter(lower[1]))
        return lower[0] == 'b' ? go::Color::Black : go::Color::White;
    return go::Color::Empty;
}

}  // namespace

Result parse_result_words(std::string_view text) {
    Result r;
    r.kind = ResultKind::Other;
    const std::string lower(util::trim(without_move_count(util::to_lower(util::trim(text)))));
    // FF[4]'s "B+" with the rest in words ("B+中盘", "W+3.5目"): the side before '+' won.
    const bool plus = lower.size() >= 2 && (lower[0] == 'b' || lower[0] == 'w') && lower[1] == '+';
    const Result not_read = r;
    if (plus && lower.find_first_of("+?", 2) != std::string::npos) return r;  // "B+1.5 ? W+timeout": which?
    // What follows FF[4]'s "B+" alone: archives that write every result so put it before a draw ("B+和棋") or an
    // adjourned game ("W+打挂") too, which name no winner.
    const std::string_view after_plus = plus ? util::trim(std::string_view(lower).substr(2)) : std::string_view{};
    const auto only = [&](const auto& words) {
        return std::find(words.begin(), words.end(), after_plus) != words.end();
    };
    if ((!plus && has_any(lower, void_words)) || has_any(lower, adjourned_words)) {
        r.kind = ResultKind::Void;
    } else if ((!plus && (has_any(lower, draw_words) || lower == "和")) ||
               (plus && (only(draw_words) || after_plus == "和"))) {
        r.kind = ResultKind::Draw;
    } else {
        const go::Color side = subject(lower);
        const bool win = plus || has_any(lower, win_words), loss = has_any(lower, loss_words);
        const ResultKind how = has_any(lower, resign_words)    ? ResultKind::Resign
                               : has_any(lower, time_words)    ? ResultKind::Time
                               : has_any(lower, forfeit_words) ? ResultKind::Forfeit
                                                               : ResultKind::WinnerOnly;
        if (side == go::Color::Empty || (win && loss) || !(win || loss || how != ResultKind::WinnerOnly)) return r;
        r.winner = loss ? go::opponent(side) : side;
        r.kind = how;
        if (how == ResultKind::WinnerOnly) {
            // FF[4]'s "B+" with a fraction ("B+1 1/2") has no unit: its numbers are points.
            Margin m = plus ? margin_in_numbers(std::string_view(lower).substr(2)) : Margin{};
            if (!m.points) m = margin_of(lower);
            if (m.points) {
                r.kind = ResultKind::Score;
                r.margin = m.points;
                r.margin_in_stones = m.in_stones;
                r.moku_unit = m.moku_unit;
            } else if (m.written) {
                r.kind = ResultKind::Other;  // a margin no count gives: the winner is still known
            }
        }
        // "B+Illegal": the words name no way of winning and no margin, so FF[4]'s reading stands.
        if (plus && (r.kind == ResultKind::WinnerOnly || r.kind == ResultKind::Other)) return not_read;
    }
    r.in_words = true;
    return r;
}

}  // namespace kifu::game
