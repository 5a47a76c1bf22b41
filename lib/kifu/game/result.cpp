#include <kifu/game/result.hpp>

#include <cmath>

#include <kifu/sgf/values.hpp>
#include <kifu/util/number.hpp>
#include <kifu/util/text.hpp>

namespace kifu::game {

namespace {

// A result FF[4] names: "0", "Draw", "Void", "?", "B+R", "W+T", "B+F", "W+7.5", "B+"; Other when it is none.
Result parse_sgf_result(std::string_view s) {
    Result r;
    const std::string l = util::to_lower(s);
    if (l.empty() || l == "?" || l == "unknown") {
        r.kind = ResultKind::Unknown;
        return r;
    }
    if (l == "0" || l == "draw" || l == "jigo" || l == "d") {
        r.kind = ResultKind::Draw;
        return r;
    }
    if (l == "void" || l == "none" || l == "no result") {
        r.kind = ResultKind::Void;
        return r;
    }
    if (l.size() >= 2 && (l[0] == 'b' || l[0] == 'w') && l[1] == '+') {
        r.winner = l[0] == 'b' ? go::Color::Black : go::Color::White;
        std::string rest(util::trim(std::string_view(l).substr(2)));
        if (rest.empty()) {
            r.kind = ResultKind::WinnerOnly;
        } else if (rest == "r" || rest == "resign" || rest == "res" || rest == "res." || rest == "resignation") {
            r.kind = ResultKind::Resign;
        } else if (rest == "t" || rest == "time" || rest == "timeout" || rest == "time over" || rest == "time out") {
            r.kind = ResultKind::Time;
        } else if (rest == "f" || rest == "forfeit") {
            r.kind = ResultKind::Forfeit;
        } else if (auto m = sgf::parse_real(rest)) {
            // A count is a positive multiple of half a point; a quarter is a margin in stones (area
            // counting, Fox's Chinese games); anything else cannot be a count.
            const double four = *m * 4;
            const bool quarters = std::fabs(four - std::round(four)) < 1e-9;
            if (*m < 0.25 || !quarters) {
                r.kind = ResultKind::Uncounted;
            } else {
                r.kind = ResultKind::Score;
                r.margin_in_stones = std::fmod(std::round(four), 2.0) != 0;  // no cast: any size of number
                r.margin = r.margin_in_stones ? *m * 2 : *m;
            }
        } else {
            r.kind = ResultKind::Other;  // "B+Illegal", "W+Repetition": the winner is still known
        }
        return r;
    }
    r.kind = ResultKind::Other;
    return r;
}

}  // namespace

Result parse_result(std::string_view text) {
    const std::string_view s = util::trim(text);
    Result r = parse_sgf_result(s);
    // FF[4]'s result with a remark in brackets after it ("W+0.5 (komi 6.5)", "B+3.5 (Chinese rules)"): the result.
    if (r.kind == ResultKind::Other && s.back() == ')') {
        const std::size_t open = s.find('(');
        if (open != std::string_view::npos && open > 0 && s[open - 1] == ' ') {
            Result before = parse_sgf_result(util::trim(s.substr(0, open)));
            if (before.kind != ResultKind::Other && before.kind != ResultKind::Unknown) {
                r = std::move(before);
                r.in_words = true;
            }
        }
    }
    // A result in no form of FF[4]'s, or "B+" with a way of winning or a margin in words ("B+中盘", "W+3.5目"), is
    // read from its words; "B+Illegal" stays FF[4]'s result with a reason it does not name.
    if (r.kind == ResultKind::Other) {
        if (Result words = parse_result_words(s); words.in_words) r = std::move(words);
    }
    r.text = std::string(s);
    return r;
}

std::string sgf_result(const Result& result) {
    const std::string winner = result.winner == go::Color::Black ? "B+" : "W+";
    switch (result.kind) {
        case ResultKind::Score: return winner + util::format_number(result.margin.value_or(0));
        case ResultKind::Resign: return winner + "R";
        case ResultKind::Time: return winner + "T";
        case ResultKind::Forfeit: return winner + "F";
        case ResultKind::WinnerOnly: return winner;
        case ResultKind::Draw: return "0";
        case ResultKind::Void: return "Void";
        case ResultKind::Unknown: return "?";
        case ResultKind::Uncounted:
        case ResultKind::Other: break;
    }
    return result.text;
}

}  // namespace kifu::game
