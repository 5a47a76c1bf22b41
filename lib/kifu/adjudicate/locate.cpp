#include <kifu/adjudicate/locate.hpp>

#include <algorithm>
#include <array>
#include <string_view>

namespace kifu::adjudicate {
namespace {

// What a whole-game finding is about.
enum class Subject { Result, Markup, FinalPosition, Game };

// The codes about RE, about TB/TW, and about the final position; any other is about the game as a whole.
constexpr std::array<std::string_view, 5> result_codes{"A013", "A015", "A016", "A017", "A018"};
constexpr std::array<std::string_view, 3> markup_codes{"K101", "K105", "K109"};
constexpr std::array<std::string_view, 7> final_position_codes{"A011", "A014", "E501", "E502", "E503", "E504", "K113"};

template <std::size_t N>
bool among(const std::array<std::string_view, N>& codes, std::string_view id) {
    return std::find(codes.begin(), codes.end(), id) != codes.end();
}

Subject subject_of(std::string_view id) {
    if (among(result_codes, id)) return Subject::Result;
    if (among(markup_codes, id)) return Subject::Markup;
    if (among(final_position_codes, id)) return Subject::FinalPosition;
    return Subject::Game;
}

// The place of the last move or pass of the main line (play after a node holding RE is no part of the game, M121);
// the game tree's start when there is none.
game::TextPos last_move(const game::Record& record) {
    for (auto a = record.actions.rbegin(); a != record.actions.rend(); ++a)
        if ((a->kind == game::ActionKind::Move || a->kind == game::ActionKind::Pass) &&
            !record.after_recorded_end(a->node))
            return a->pos;
    return record.pos;
}

game::TextPos place_of(Subject subject, const game::Record& record) {
    switch (subject) {
        case Subject::Result:
            if (record.result_pos.line > 0) return record.result_pos;
            break;
        case Subject::Markup:
            if (record.territory_pos.line > 0) return record.territory_pos;
            break;
        case Subject::FinalPosition: return last_move(record);
        case Subject::Game: break;
    }
    return record.pos;
}

}  // namespace

void locate(diag::Diagnostics& diagnostics, const game::Record& record) {
    for (diag::Diagnostic& d : diagnostics) {
        if (d.loc.line > 0) continue;
        const game::TextPos at = place_of(subject_of(d.code.id), record);
        if (d.loc.file.empty()) d.loc.file = record.file;
        d.loc.line = at.line;
        d.loc.col = at.col;
    }
}

void locate(std::optional<diag::Diagnostic>& usage_error, const game::Record& record) {
    if (!usage_error) return;
    diag::Diagnostics one{*usage_error};
    locate(one, record);
    usage_error = std::move(one.front());
}

}  // namespace kifu::adjudicate
