#include <kifu/adjudicate/unfinished.hpp>

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <kifu/adjudicate/codes.hpp>
#include <kifu/estimate/codes.hpp>
#include <kifu/estimate/play_out_calls.hpp>
#include <kifu/score/count.hpp>
#include <kifu/sgf/values.hpp>
#include <kifu/util/number.hpp>
#include <kifu/util/text.hpp>

namespace kifu::adjudicate {
bool looks_unfinished(const Outcome& out) {
    return out.dead && diag::first_of(out.dead->diagnostics, estimate::code::Unfinished) != nullptr;
}

namespace {
// Why a record with these dead stones is not played out: the user asked, or the dead stones are not kifu's estimate.
std::string not_played_out(const score::DeadStones& dead, const Options& o) {
    if (o.as_it_stands) return "as --as-it-stands asks";
    switch (dead.source) {
        case score::DeadSource::Markup: return "by its territory markup";
        case score::DeadSource::List: return "with the dead stones --dead names";
        case score::DeadSource::AliveAll: return "with every stone alive, as --alive-all asks";
        case score::DeadSource::NoneByResult: return "with every stone alive, as RE shows the players agreed";
        case score::DeadSource::Estimated:
        case score::DeadSource::Unknown: break;
    }
    return "the dead stones are unknown";
}
}  // namespace

namespace {
// One play-out of the record's final position: the finished game, the calls on it, and its count's margin.
struct PlayedOut {
    estimate::Finish played;
    score::DeadStones dead;
    double margin = 0;
};

PlayedOut play_out_with(const Outcome& out, const Options& o, int scan) {
    const FinalPosition& start = out.final;
    PlayedOut run;
    run.played = estimate::finish(start.board, start.to_move, start.ko, *out.dead,
                                  {out.rules.rules.scoring == rules::Scoring::Territory, start.last_move, scan});
    if (run.played.moves.empty()) return run;
    std::optional<score::DeadStones> after;
    if (estimate::needs_new_calls(run.played)) {
        estimate::Options eo = o.estimate;
        eo.japanese = out.rules.rules.scoring == rules::Scoring::Territory;
        after = estimate::dead_stones(run.played.board, run.played.to_move, eo);
    }
    estimate::SettledCalls settled =
        estimate::calls_after_play_out(start.board, run.played, *out.dead, after ? &*after : nullptr);
    run.played.disputed = settled.disputed;
    run.dead = std::move(settled.dead);
    const std::array<int, 2> captures{start.captures[0] + run.played.captures[0],
                                      start.captures[1] + run.played.captures[1]};
    run.margin = score::count(run.played.board, captures, run.dead, out.rules.rules,
                              score::settings_for(out.record, out.rules.rules, o.komi))
                     .margin_points;
    return run;
}
}  // namespace

void play_out(Outcome& out, const Options& o) {
    if (out.replay.ended_by_passes || !out.dead) return;
    if (o.as_it_stands || out.dead->source != score::DeadSource::Estimated) {
        out.as_it_stands = not_played_out(*out.dead, o);
        return;
    }
    // A position the estimate finds unfinished (E503) is no endgame: playing it out takes up to hundreds of greedy
    // moves (a quarter of a second) and names RE's winner less often than counting it as it stands (on the 32 such
    // records of the shared corpus whose RE names a winner, 2026-12-03: 21 and 26).
    if (looks_unfinished(out)) {
        out.as_it_stands = "the position does not look finished: a middle-game position is not played out";
        return;
    }
    // The record is played out once per scan (estimate::play_out_scans) and counted with the median margin: equally
    // good moves have no order of their own. Whether any move changes the count does not depend on the scan; when
    // the first two scans agree, their count is taken and the others are not played.
    std::vector<PlayedOut> runs;
    for (int scan : estimate::play_out_scans) {
        runs.push_back(play_out_with(out, o, scan));
        if (runs.front().played.moves.empty()) {
            out.as_it_stands = "the play-out finds no move that changes the count";
            return;
        }
        if (runs.size() == 2 && runs[0].margin == runs[1].margin) break;
    }
    std::vector<double> margins;
    for (const PlayedOut& run : runs) margins.push_back(run.margin);
    std::sort(margins.begin(), margins.end());
    // Of the runs with the median count, the first scan's: the play-out shown is the one a single scan would give
    // whenever it agrees.
    PlayedOut& median = *std::find_if(runs.begin(), runs.end(),
                                      [&](const PlayedOut& run) { return run.margin == margins[margins.size() / 2]; });
    median.played.spread = margins.back() - margins.front();
    const auto sign = [](double m) { return (m > 0) - (m < 0); };
    median.played.scans_split = sign(margins.front()) != sign(margins.back());
    const FinalPosition& start = out.final;
    out.dead = std::move(median.dead);
    out.final = {median.played.board,
                 {start.captures[0] + median.played.captures[0], start.captures[1] + median.played.captures[1]},
                 median.played.to_move,
                 std::nullopt,
                 std::nullopt};
    out.played_out = std::move(median.played);
}

void note_unfinished(Outcome& out) {
    if (out.played_out)
        out.diagnostics.push_back(
            {code::PlayedOut,
             {out.record.file, 0, 0, 0},
             fmt::format("the record does not end with two passes: played out in {} before counting (the "
                         "largest worth {})",
                         util::count_of(out.played_out->moves.size(), "move"), util::points(out.played_out->largest)),
             std::nullopt});
    else if (!out.replay.ended_by_passes)
        out.diagnostics.push_back(
            {code::CountedUnfinished,
             {out.record.file, 0, 0, 0},
             fmt::format("the record does not end with two passes: the final position is counted as it stands{}",
                         out.as_it_stands.empty() ? "" : " (" + out.as_it_stands + ")"),
             std::nullopt});
}

namespace {
// The server a record's PC names when it writes every counted game to its two passes, else empty.
std::string_view server_writing_passes(const game::Record& record) {
    const std::string place = util::to_lower(record.place);
    if (place.find("cgos") != std::string::npos) return "CGOS";
    if (place.find("kgs") != std::string::npos) return "KGS";
    return {};
}

// Whether a comment says the moves that follow are not in the record: "No further moves known", "moves beyond 204
// not known" (GoGoD's words), "以下略", "以下100手略" (the rest omitted).
bool says_moves_missing(std::string_view comment) {
    const std::string lower = util::to_lower(comment);
    const auto has = [&](std::string_view w) { return lower.find(w) != std::string::npos; };
    const bool later =
        has("further") || has("beyond") || has("after") || has("remaining") || has("rest") || has("following");
    return (has("move") && later && (has("unknown") || has("not known") || has("not recorded"))) ||
           has("no further move") || has("以下略") || has("以下省略") || (has("以下") && has("手略"));
}
}  // namespace

std::string cut_short(const Outcome& out) {
    if (out.replay.ended_by_passes || !out.record.result || out.record.result->kind != game::ResultKind::Score)
        return {};
    for (const std::string* c : {&out.record.comment_end, &out.record.comment_root})
        if (says_moves_missing(*c))
            return fmt::format("the record was cut short (its comment says so: C[{}])", sgf::excerpt(*c, 48));
    const std::string_view server = server_writing_passes(out.record);
    if (server.empty()) return {};
    const int last = out.replay.last_game_move();
    const std::string stops =
        last == 0 ? std::string("has no moves") : fmt::format("stops at move {} without them", last);
    return fmt::format("the record was cut short ({} writes a counted game to its two passes; this one {})", server,
                       stops);
}

void judge_not_a_count(Outcome& out) {
    const bool compared = out.comparison.agreement != score::Agreement::NotCounted &&
                          out.comparison.agreement != score::Agreement::Missing;
    if (!compared || !out.record.result || out.replay.ended_by_passes) return;
    const std::string_view estimated = out.played_out ? "the finish" : "the position as it stands";
    if (std::string why = cut_short(out); !why.empty()) {
        out.diagnostics.push_back({code::CutShort,
                                   {out.record.file, 0, 0, 0},
                                   fmt::format("{}: RE[{}] was counted on moves the record lacks; the count is kifu's "
                                               "estimate of {}",
                                               why, out.record.result->text, estimated),
                                   std::nullopt});
        out.not_a_count = std::move(why);
        out.comparison = {score::Agreement::Unfinished, std::nullopt};
        return;
    }
    // The estimate finds the position unfinished (E503; then it is not played out), or the play-out
    // needed a middle-game move.
    const bool unfinished = looks_unfinished(out);
    if (!unfinished && !(out.played_out && estimate::middle_game(*out.played_out))) return;
    out.diagnostics.push_back(
        {code::MiddleGame,
         {out.record.file, 0, 0, 0},
         fmt::format("the record stops in the middle game ({}): RE[{}] cannot be a count of its final position; "
                     "the count is kifu's estimate of {}",
                     unfinished
                         ? "the position does not look finished"
                         : fmt::format("the play-out needed a move worth {}", util::points(out.played_out->largest)),
                     out.record.result->text, estimated),
         std::nullopt});
    out.not_a_count = "the record stops in the middle game";
    out.comparison = {score::Agreement::Unfinished, std::nullopt};
}

}  // namespace kifu::adjudicate
