#include <kifu/score/dead_sources.hpp>

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <vector>

#include <kifu/score/regions.hpp>

namespace kifu::score {
namespace {

diag::Diagnostic make(std::string code, diag::Severity severity, std::string message) {
    diag::Diagnostic d;
    d.code = std::move(code);
    d.severity = severity;
    d.message = std::move(message);
    return d;
}

// "3 points: dd, ee, ff" (at most six listed).
std::string list_points(const std::vector<go::Point>& ps) {
    std::string s = std::to_string(ps.size()) + (ps.size() == 1 ? " point: " : " points: ");
    for (std::size_t i = 0; i < ps.size() && i < 6; ++i) s += (i ? ", " : "") + go::to_sgf(ps[i]);
    if (ps.size() > 6) s += ", ...";
    return s;
}

void sort_unique(std::vector<go::Point>& ps) {
    std::sort(ps.begin(), ps.end());
    ps.erase(std::unique(ps.begin(), ps.end()), ps.end());
}

bool contains(const std::vector<go::Point>& sorted, go::Point p) {
    return std::binary_search(sorted.begin(), sorted.end(), p);
}

}  // namespace

DeadStones dead_from_list(const go::Board& board, std::string_view points) {
    DeadStones out;
    out.source = DeadSource::List;
    std::vector<std::string> bad;
    std::vector<go::Point> empty;
    std::size_t i = 0;
    while (i < points.size()) {
        const auto is_sep = [](char c) { return c == ',' || c == ' ' || c == '\t' || c == '\n' || c == ';'; };
        while (i < points.size() && is_sep(points[i])) ++i;
        std::size_t j = i;
        while (j < points.size() && !is_sep(points[j])) ++j;
        if (j == i) break;
        const auto token = points.substr(i, j - i);
        i = j;
        const auto p = go::point_from_string(token, board.width(), board.height());
        if (!p) {
            bad.emplace_back(token);
        } else if (board.at(*p) == go::Color::Empty) {
            empty.push_back(*p);
        } else {
            for (const auto q : board.chain(*p)) out.dead.push_back(q);
        }
    }
    sort_unique(out.dead);
    if (!bad.empty()) {
        std::string msg = "--dead: not a point on this " + std::to_string(board.width()) + "x" +
                          std::to_string(board.height()) + " board:";
        for (const auto& b : bad) msg += " '" + b + "'";
        out.diagnostics.push_back(make("K106", diag::Severity::Error, msg));
    }
    if (!empty.empty())
        out.diagnostics.push_back(make("K107", diag::Severity::Warning, "--dead names empty " + list_points(empty)));
    return out;
}

DeadStones alive_all() {
    DeadStones out;
    out.source = DeadSource::AliveAll;
    return out;
}

DeadStones dead_unknown() {
    DeadStones out;
    out.source = DeadSource::Unknown;
    out.diagnostics.push_back(make("K110", diag::Severity::Warning,
                                   "dead stones unknown: no --dead, --alive-all or TB/TW markup; the game is not counted"));
    return out;
}

std::optional<DeadStones> dead_from_markup(const go::Board& board, std::span<const go::Point> territory_black,
                                           std::span<const go::Point> territory_white) {
    if (territory_black.empty() && territory_white.empty()) return std::nullopt;
    DeadStones out;
    out.source = DeadSource::Markup;
    MarkedTerritory marked;
    std::vector<go::Point> off_board;
    for (const auto p : territory_black) (board.on_board(p) ? marked.black : off_board).push_back(p);
    for (const auto p : territory_white) (board.on_board(p) ? marked.white : off_board).push_back(p);
    sort_unique(marked.black);
    sort_unique(marked.white);
    sort_unique(off_board);

    std::vector<go::Point> both;
    std::set_intersection(marked.black.begin(), marked.black.end(), marked.white.begin(), marked.white.end(),
                          std::back_inserter(both));
    std::vector<go::Point> own;
    std::vector<go::Point> seeds;
    auto clean = [&](std::vector<go::Point>& ps, go::Color marker) {
        std::vector<go::Point> kept;
        kept.reserve(ps.size());
        for (const auto p : ps) {
            if (contains(both, p)) continue;
            const auto c = board.at(p);
            if (c == marker) {
                own.push_back(p);
                continue;
            }
            if (c == go::opponent(marker)) seeds.push_back(p);
            kept.push_back(p);
        }
        ps = std::move(kept);
    };
    clean(marked.black, go::Color::Black);
    clean(marked.white, go::Color::White);
    sort_unique(own);
    sort_unique(seeds);

    std::vector<go::Point> partial;
    for (const auto p : seeds) {
        if (contains(out.dead, p)) continue;
        auto& marks = board.at(p) == go::Color::White ? marked.black : marked.white;
        std::vector<go::Point> missing;
        for (const auto q : board.chain(p)) {
            out.dead.push_back(q);
            if (!contains(marks, q)) missing.push_back(q);
        }
        sort_unique(out.dead);
        if (!missing.empty()) {
            partial.insert(partial.end(), missing.begin(), missing.end());
            marks.insert(marks.end(), missing.begin(), missing.end());
            sort_unique(marks);
        }
    }

    if (!own.empty())
        out.diagnostics.push_back(
            make("K101", diag::Severity::Warning, "TB/TW marks the marker's own stones as territory, ignored: " + list_points(own)));
    if (!both.empty())
        out.diagnostics.push_back(make("K102", diag::Severity::Warning, "marked as both TB and TW, ignored: " + list_points(both)));
    if (!partial.empty()) {
        sort_unique(partial);
        out.diagnostics.push_back(make("K103", diag::Severity::Warning,
                                       "chains only partly marked dead, taken as dead as a whole; unmarked " + list_points(partial)));
    }
    if (!off_board.empty())
        out.diagnostics.push_back(make("K104", diag::Severity::Warning, "TB/TW off the board, ignored: " + list_points(off_board)));

    const Regions r = analyse(board, out.dead);
    std::vector<go::Point> mismatch;
    std::vector<go::Point> unmarked;
    for (const auto p : marked.black)
        if (r.at(p) != PointKind::BlackTerritory) mismatch.push_back(p);
    for (const auto p : marked.white)
        if (r.at(p) != PointKind::WhiteTerritory) mismatch.push_back(p);
    for (int i = 0; i < static_cast<int>(r.kind.size()); ++i) {
        const auto k = r.kind[static_cast<std::size_t>(i)];
        const auto p = r.point(i);
        if (r.seki_eye[static_cast<std::size_t>(i)]) continue;
        if ((k == PointKind::BlackTerritory && !contains(marked.black, p)) ||
            (k == PointKind::WhiteTerritory && !contains(marked.white, p)))
            unmarked.push_back(p);
    }
    if (!mismatch.empty()) {
        sort_unique(mismatch);
        out.diagnostics.push_back(make("K105", diag::Severity::Warning,
                                       "marked territory is not enclosed by the marker's living stones: " + list_points(mismatch)));
    }
    if (!unmarked.empty())
        out.diagnostics.push_back(make("K109", diag::Severity::Info,
                                       "enclosed but not marked as territory (e.g. a point that must be filled): " +
                                           list_points(unmarked)));
    out.marked = std::move(marked);
    return out;
}

DeadStones choose_dead(const go::Board& board, const DeadChoice& choice, std::span<const go::Point> territory_black,
                       std::span<const go::Point> territory_white) {
    if (choice.list) return dead_from_list(board, *choice.list);
    if (choice.alive_all) return alive_all();
    if (choice.use_markup) {
        if (auto d = dead_from_markup(board, territory_black, territory_white)) return std::move(*d);
    }
    return dead_unknown();
}

}  // namespace kifu::score
