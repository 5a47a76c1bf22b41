#include <kifu/game/handicap.hpp>

#include <algorithm>

#include <fmt/format.h>

#include <kifu/game/codes.hpp>

namespace kifu::game {

namespace {

// `points` (distinct or not) are the standard points of as many handicap stones on the record's board; for three, any
// three of the four corners.
bool on_handicap_points(const Record& record, std::vector<go::Point> points) {
    if (record.width != record.height) return false;
    std::vector<go::Point> standard = standard_handicap(record.width, static_cast<int>(points.size()));
    if (standard.empty()) return false;
    std::sort(points.begin(), points.end());
    if (points.size() == 3) {
        std::vector<go::Point> corners = standard_handicap(record.width, 4);
        std::sort(corners.begin(), corners.end());
        return std::includes(corners.begin(), corners.end(), points.begin(), points.end()) &&
               std::adjacent_find(points.begin(), points.end()) == points.end();
    }
    std::sort(standard.begin(), standard.end());
    return points == standard;
}

}  // namespace

StartFacts start_facts(const Record& record) {
    StartFacts f;
    f.ha = record.handicap;
    std::vector<go::Point> black, white, opening;
    bool moving = false;
    for (const Action& a : record.actions) {
        if (a.kind == ActionKind::Move || a.kind == ActionKind::Pass) {
            if (f.first_mover == go::Color::Empty) f.first_mover = a.color;
            if (a.kind == ActionKind::Pass || a.color != go::Color::Black) break;
            moving = true;
            ++f.opening_black_moves;
            opening.push_back(a.point);
            continue;
        }
        if (a.kind == ActionKind::PlayerToMove) {
            if (!moving) f.player_set = true;
            break;
        }
        if (moving || a.kind != ActionKind::Setup) continue;
        if (a.point.x < 0 || a.point.y < 0 || a.point.x >= record.width || a.point.y >= record.height) continue;
        if (a.color == go::Color::Black) black.push_back(a.point);
        if (a.color == go::Color::White) white.push_back(a.point);
    }
    auto distinct = [](std::vector<go::Point>& ps) {
        std::sort(ps.begin(), ps.end());
        return static_cast<int>(std::unique(ps.begin(), ps.end()) - ps.begin());
    };
    f.setup_black = distinct(black);
    f.setup_white = distinct(white);
    f.opening_on_handicap_points = opening.size() >= 2 && on_handicap_points(record, opening);
    return f;
}

Start start_of(const StartFacts& f) {
    if (f.setup_black == 0 && f.setup_white == 0) return Start::Even;
    if (f.setup_black > 0 && f.setup_white == 0 && f.ha >= 1 && !f.player_set) return Start::Handicap;
    return Start::Position;
}

int handicap_moves(const StartFacts& f) {
    const bool handicap = f.ha >= 2 || (f.ha == 0 && f.opening_on_handicap_points);
    return handicap && f.opening_black_moves >= 2 ? f.opening_black_moves : 0;
}

int handicap_stones(Start start, const StartFacts& f) {
    switch (start) {
        case Start::Position: return 0;
        case Start::Handicap: return f.setup_black;
        case Start::Restored: return f.ha;
        case Start::Even: break;
    }
    return handicap_moves(f);
}

namespace {

// The move number of the first move at `p` on the main line (a large number when none).
int first_move_at(const Record& record, go::Point p) {
    for (const Action& a : record.actions)
        if (a.kind == ActionKind::Move && a.point == p) return a.move_number;
    return 1 << 30;
}

// Puts back the standard placement of HA stones when nothing is set up and White moves first;
// false when that does not apply (or the board has no standard placement). Three stones take the
// third corner the players leave empty: lower right in the Japanese order, upper left in the
// Chinese one (Fox).
bool restore_handicap(Record& record, const StartFacts& f, const diag::SourceLocation& ha_at) {
    if (f.ha < 2 || f.setup_black > 0 || f.setup_white > 0 || f.player_set || f.first_mover != go::Color::White ||
        record.width != record.height)
        return false;
    std::vector<go::Point> points = standard_handicap(record.width, f.ha);
    if (points.empty()) return false;
    if (f.ha == 3) {
        const go::Point upper_left = standard_handicap(record.width, 4).back();
        if (first_move_at(record, points[2]) < first_move_at(record, upper_left)) points[2] = upper_left;
    }
    std::vector<Action> setup;
    std::string names;
    for (go::Point p : points) {
        setup.push_back({ActionKind::Setup, go::Color::Black, p, 0, 0, {ha_at.line, ha_at.col}});
        names += (names.empty() ? "" : " ") + go::to_human(p, record.height);
    }
    record.actions.insert(record.actions.begin(), setup.begin(), setup.end());
    record.start = Start::Restored;
    record.diagnostics.push_back(
        {code::HandicapRestored, ha_at,
         fmt::format("HA[{}] but no stone set up and White moves first: the standard "
                     "placement of the {} handicap stones ({}) is restored{}",
                     f.ha, f.ha, names, f.ha == 3 ? " (the third in the corner the players leave empty)" : ""),
         std::nullopt});
    return true;
}

}  // namespace

void resolve_start(Record& record, const diag::SourceLocation& ha_at) {
    const StartFacts f = start_facts(record);
    record.start = start_of(f);
    if (record.start == Start::Even && restore_handicap(record, f, ha_at)) {
        record.handicap_stones = handicap_stones(record.start, f);
        return;
    }
    record.handicap_stones = handicap_stones(record.start, f);
    record.opening_black_moves = f.opening_black_moves;
    record.handicap_moves = record.start == Start::Even ? handicap_moves(f) : 0;
    if (record.start == Start::Handicap && f.ha >= 2 && f.ha != f.setup_black)
        record.diagnostics.push_back(
            {code::HandicapMismatch, ha_at,
             fmt::format("HA[{}] but {} black stone(s) set up before the first move: the game is counted with the {} "
                         "stones on the board",
                         f.ha, f.setup_black, f.setup_black),
             std::nullopt});
    else if (record.start == Start::Even && f.ha >= 2 && f.opening_black_moves < 2)
        record.diagnostics.push_back(
            {code::HandicapMismatch, ha_at,
             fmt::format("HA[{}] but no black stone set up before the first move{}: counted as an even game", f.ha,
                         f.first_mover == go::Color::Black ? ", and Black moves first" : ""),
             std::nullopt});
}

std::vector<go::Point> standard_handicap(int size, int stones) {
    if (size < 7 || size % 2 == 0 || size > 52 || stones < 2 || stones > 9) return {};
    const auto at = [](int x, int y) { return go::Point{static_cast<std::int16_t>(x), static_cast<std::int16_t>(y)}; };
    const int near = size >= 13 ? 3 : 2;  // the star points' distance from the edge
    const int far = size - 1 - near;
    const int mid = size / 2;
    std::vector<go::Point> points{at(far, near), at(near, far)};
    if (stones >= 3) points.push_back(at(far, far));
    if (stones >= 4) points.push_back(at(near, near));
    if (stones >= 6) {
        points.push_back(at(near, mid));
        points.push_back(at(far, mid));
    }
    if (stones >= 8) {
        points.push_back(at(mid, near));
        points.push_back(at(mid, far));
    }
    if (stones % 2 == 1 && stones >= 5) points.push_back(at(mid, mid));
    return points;
}

}  // namespace kifu::game
