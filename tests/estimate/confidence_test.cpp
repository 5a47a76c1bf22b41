#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <kifu/estimate/confidence.hpp>
#include <kifu/estimate/finish.hpp>
#include <kifu/score/dead_stones.hpp>

#include "support/points.hpp"

using kifu::test::pt;
using kifu::go::Color;
using kifu::go::Point;
namespace est = kifu::estimate;
namespace score = kifu::score;

namespace {

// What a count rests on: its play-out, whether it looks unfinished, the share of the board left dame.
est::CountBasis basis(const est::Finish* played, bool unfinished = false, double dame_share = 0) {
    est::CountBasis b;
    b.played = played;
    b.unfinished = unfinished;
    b.dame_share = dame_share;
    return b;
}

// An estimated call of White's: `stones` stones and `liberties` empty points next to them, `confidence` sure.
score::GroupCall call(std::size_t stones, int liberties, double confidence, std::string reason) {
    score::GroupCall g;
    g.color = Color::White;
    g.stones.assign(stones, pt(0, 0));
    g.liberties = liberties;
    g.dead = true;
    g.confidence = confidence;
    g.reason = std::move(reason);
    return g;
}

score::DeadStones estimated(std::vector<score::GroupCall> groups) {
    score::DeadStones d;
    d.source = score::DeadSource::Estimated;
    d.groups = std::move(groups);
    return d;
}

}  // namespace

TEST_CASE("confidence: a small margin after a play-out is uncertain, a large one is not", "[estimate][confidence]") {
    score::DeadStones dead;
    dead.source = score::DeadSource::Estimated;
    est::Finish f;
    f.moves.push_back({Color::Black, pt(0, 0), 1, est::FinishReason::Boundary});
    f.largest = 1;
    const auto close = est::confidence(0.5, dead, basis(&f));
    const auto clear = est::confidence(30.5, dead, basis(&f));
    CHECK(close.value < est::confident_from);
    CHECK_FALSE(close.reasons.empty());
    CHECK(clear.value >= est::confident_from);
    CHECK(clear.value > close.value);
    // The same margin on a finished game (no play-out) is confident.
    CHECK(est::confidence(0.5, dead).value >= est::confident_from);
    // A position that does not look finished never is.
    CHECK(est::confidence(30.5, dead, basis(&f, true)).value < est::confident_from);
    // ... nor when it is counted as it stands, however wide the margin (a KGS record of three handicap
    // stones and RE[W+12.5] was "B+357.5, confidence 0.96").
    CHECK(est::confidence(357.5, dead, basis(nullptr, true)).value < est::confident_from);
}

TEST_CASE("confidence: a doubtful call weighs its stones and the empty points next to it", "[estimate][confidence]") {
    score::DeadStones dead;
    dead.source = score::DeadSource::Estimated;
    score::GroupCall call;
    call.color = Color::White;
    call.dead = true;
    call.confidence = 0.5;
    call.reason = "W group at A5, 21 stones: dead (0.50)";
    for (int y = 0; y < 21; ++y) call.stones.push_back(pt(0, y % 19));
    dead.groups.push_back(call);
    // 21 stones move the count by 42 points: a margin of 52.5 would survive them alone, but not with
    // the group's eye space (8 empty points next to it: 58 points), as on a professional record
    // counted B+52.5 against RE[W+2.5].
    CHECK(est::confidence(52.5, dead).value >= est::confident_from);
    dead.groups.front().liberties = 8;
    const auto doubt = est::confidence(52.5, dead);
    CHECK(doubt.value < est::confident_from);
    CHECK(doubt.reasons == std::vector<std::string>{call.reason});
    // A margin beyond the whole stake is not in doubt.
    CHECK(est::confidence(60.5, dead).value >= est::confident_from);
}

TEST_CASE("confidence: a doubtful call weighs the opponent stones racing it", "[estimate][confidence]") {
    // 11 stones with 2 liberties move the count by 26 points; the 3 stones of the opponent's that share
    // only those liberties die if the group lives: 32 points, more than a margin of 26.5 (a professional
    // record counted W+26.5 against RE[B+4.5]).
    auto racing = call(11, 2, 0.6, "B group at P15\u2013T19, 11 stones: dead (0.60)");
    CHECK(est::confidence(26.5, estimated({racing})).value >= est::confident_from);
    racing.hostages = 3;
    const auto doubt = est::confidence(26.5, estimated({racing}));
    CHECK(doubt.value < est::confident_from);
    CHECK(doubt.reasons == std::vector<std::string>{racing.reason});
    CHECK(est::confidence(32.5, estimated({racing})).value >= est::confident_from);
}

TEST_CASE("confidence: a doubtful seki call weighs the regions around it", "[estimate][confidence]") {
    // 8 stones in seki with 2 shared liberties: 20 points by their stones and liberties, but the 30
    // empty points of the regions they border go with them if the seki is wrong (76 points).
    auto seki = call(8, 2, 0.52, "B group at A17, 8 stones: seki (0.52)");
    seki.seki = true;
    seki.dead = false;
    seki.region = 30;
    auto plain = seki;
    plain.seki = false;
    CHECK(est::confidence(26.5, estimated({plain})).value >= est::confident_from);
    const auto doubt = est::confidence(26.5, estimated({seki}));
    CHECK(doubt.value < est::confident_from);
    CHECK(doubt.reasons == std::vector<std::string>{seki.reason});
    CHECK(est::confidence(76.5, estimated({seki})).value >= est::confident_from);
}

TEST_CASE("confidence: a seki the players had not settled makes a played-out count uncertain",
          "[estimate][confidence]") {
    // A sure seki (0.96) of 11 stones next to 3 empty points: 28 points at stake. The playouts keep a
    // seki that a throw-in of three stones kills (a professional record counted B+17.5 was W+8.5).
    auto seki = call(11, 2, 0.96, "B group at P1\u2013T4, 11 stones: seki (0.96)");
    seki.seki = true;
    seki.dead = false;
    seki.region = 3;
    est::Finish played;
    played.moves.push_back({Color::Black, pt(0, 0), 1, est::FinishReason::Dame});
    played.largest = 1;
    const auto unsettled = est::confidence(17.5, estimated({seki}), basis(&played));
    CHECK(unsettled.value < est::confident_from);
    CHECK(unsettled.reasons.front() ==
          "the count rests on a seki the players had not settled (B group at P1\u2013T4, 11 stones)");
    // The same seki on a game the players finished, or one that cannot change the winner, is no doubt.
    CHECK(est::confidence(17.5, estimated({seki})).value >= est::confident_from);
    CHECK(est::confidence(30.5, estimated({seki}), basis(&played)).value >= est::confident_from);
}

TEST_CASE("confidence: sure calls are said together and weigh their largest doubt, not their sum",
          "[estimate][confidence]") {
    // Ten calls 95% sure, each able to change a 3.5-point margin: no single one is worth listing, and
    // the reasons say them together. They come from the same playouts, so their doubts are one doubt:
    // the count is as sure as its least sure call (on the shared corpus the summed doubts ranked the
    // wrong winners worse than the largest one), and confident.
    score::DeadStones dead;
    dead.source = score::DeadSource::Estimated;
    for (std::int16_t i = 0; i < 10; ++i) {
        score::GroupCall call;
        call.color = Color::Black;
        call.confidence = 0.95;
        call.stones = {pt(i, 0), pt(i, 1)};
        call.reason = "B group";
        dead.groups.push_back(call);
    }
    const auto doubt = est::confidence(3.5, dead);
    CHECK(doubt.raw == Approx(0.95));
    CHECK(doubt.value >= est::confident_from);
    CHECK(doubt.reasons ==
          std::vector<std::string>{"10 group calls at least 90% sure whose status could change the winner"});
    // Beyond their stakes (4 points each) they are no doubt, and say nothing.
    CHECK(est::confidence(4.5, dead).reasons.empty());
    // The doubts are said largest first: the unfinished position (0.25), one call 85% sure (0.15), then
    // the nine calls 95% sure (0.05 each).
    dead.groups.front().confidence = 0.85;
    dead.groups.front().reason = "B group at A1";
    const auto ordered = est::confidence(3.5, dead, basis(nullptr, true));
    CHECK(ordered.reasons == std::vector<std::string>{"the position does not look finished", "B group at A1",
                                                      "9 group calls at least 90% sure whose status could change "
                                                      "the winner"});
}

TEST_CASE("confidence: a finished position with much of the board left dame by the calls is uncertain",
          "[estimate][confidence]") {
    // A KGS game that ended with two passes and 30 dame (8% of the board) between groups the estimate had to call:
    // counted W+28.5, RE[B+24.5].
    const auto dead = estimated({call(6, 4, 0.99, "sure call")});
    CHECK(est::confidence(28.5, dead, basis(nullptr, false, 0.07)).value >= est::confident_from);
    const auto open = est::confidence(28.5, dead, basis(nullptr, false, 30.0 / 361));
    CHECK(open.value < est::confident_from);
    CHECK(open.reasons == std::vector<std::string>{"8% of the board is left dame: the position was not settled"});
    // Dame the players' own dead stones leave (markup, or none dead by RE) are theirs: no doubt.
    auto marked = dead;
    marked.source = score::DeadSource::Markup;
    CHECK(est::confidence(28.5, marked, basis(nullptr, false, 30.0 / 361)).value >= est::confident_from);
    // So are dame between groups the estimate proved alive (Benson).
    CHECK(est::confidence(28.5, estimated({call(6, 4, 1.0, "proof")}), basis(nullptr, false, 30.0 / 361)).value >=
          est::confident_from);
}

TEST_CASE("confidence: an RE that a sure call turned gives makes the winner uncertain", "[estimate][confidence]") {
    // A KGS game counted B+3.5 whose RE[W+1.50] is the count with two stones called dead (for sure) alive.
    const auto dead = estimated({call(2, 1, 1.0, "W group at T2\u2013T3, 2 stones: dead (1.00)")});
    CHECK(est::confidence(3.5, dead).value >= est::confident_from);
    est::CountBasis agreed;
    agreed.agreed_otherwise = "RE[W+1.50] is the count with the W group at T2\u2013T3, 2 stones alive";
    const auto doubt = est::confidence(3.5, dead, agreed);
    CHECK(doubt.value < est::confident_from);
    CHECK(doubt.reasons == std::vector<std::string>{std::string(agreed.agreed_otherwise)});
}

TEST_CASE("confidence: two doubtful calls weigh the larger doubt and both are said", "[estimate][confidence]") {
    // Two calls, 80% and 70% sure, each large enough to change a 3.5-point winner.
    const auto two = est::confidence(3.5, estimated({call(6, 4, 0.8, "first call"), call(5, 3, 0.7, "second call")}));
    CHECK(two.raw == Approx(0.7));  // one less the larger doubt; their sum would say 0.5
    CHECK(two.reasons == std::vector<std::string>{"second call", "first call"});  // the larger doubt first
    CHECK(two.value < est::confident_from);
    // The larger doubt alone: the same raw confidence.
    CHECK(est::confidence(3.5, estimated({call(5, 3, 0.7, "second call")})).raw == Approx(two.raw));
}

TEST_CASE("confidence: the calibrated value rises with the raw one and is never below a coin toss",
          "[estimate][confidence]") {
    est::Finish played;
    played.moves.push_back({Color::Black, pt(0, 0), 1, est::FinishReason::Dame});
    played.largest = 1;
    for (const bool with_playout : {false, true}) {
        double last = 0;
        for (int percent = 50; percent >= 0; --percent) {
            const auto c = est::confidence(30.5, estimated({call(20, 10, 1.0 - percent / 100.0, "g")}),
                                           basis(with_playout ? &played : nullptr));
            CHECK(c.value >= 0.5);
            CHECK(c.value >= last);
            last = c.value;
        }
        CHECK(last >= est::confident_from);  // nothing in doubt: confident
    }
}

TEST_CASE("a confidence is never shown as the line it falls short of", "[estimate][confidence]") {
    CHECK(est::confidence_text(0.988) == "0.99");
    CHECK(est::confidence_text(0.94) == "0.94");
    CHECK(est::confidence_text(0.949) == "0.949");  // uncertain: not "0.95"
    CHECK(est::confidence_text(0.95) == "0.95");
    CHECK(est::confidence_text(0.7996, 0.8) == "0.799");
    CHECK(est::confidence_text(0.7996) == "0.80");
    // JSON's number: three decimals, never rounded up to the line (filtering on it agrees with `confident`).
    CHECK(est::confidence_shown(0.9496) == Approx(0.949));
    CHECK(est::confidence_shown(0.9506) == Approx(0.951));
    CHECK(est::confidence_shown(0.95) == Approx(0.95));
    CHECK(est::confidence_shown(0.9872) == Approx(0.987));
}

TEST_CASE("a play-out's margin error grows with its largest move", "[estimate][confidence]") {
    est::Finish f;
    f.moves.push_back({Color::Black, pt(0, 0), 0, est::FinishReason::Dame});
    CHECK(est::playout_margin_error(f) == 2);  // dame only: off by 2 or more in 3.9% of such play-outs, by 1 in 10.7%
    f.largest = 1;
    CHECK(est::playout_margin_error(f) == 3);  // off by 2 or more in 7.9%
    f.largest = 2;
    CHECK(est::playout_margin_error(f) == 4);  // off by 3 or more in 5.1%
    f.largest = 8;  // a real fight: no bound within 5%
    CHECK(std::isinf(est::playout_margin_error(f)));
}

TEST_CASE("a played-out margin may be off by as much as a doubtful call it rests on", "[estimate][confidence]") {
    // A professional record played out in 6 small moves, with a White group of 37 stones called dead at even odds:
    // counted B+112.5 against RE's B+8.5. The play-out's table alone bounds the error at 3 points.
    est::Finish f;
    f.moves.push_back({Color::Black, pt(0, 0), 1, est::FinishReason::Boundary});
    f.largest = 1;
    const score::GroupCall even = call(37, 13, 0.5, "W group at L16, 37 stones: no eyes, no escape \u2014 dead (0.50)");
    const est::MarginError error =
        est::margin_error(f, estimated({call(2, 1, 0.6, "W group at A1, 2 stones: x"), even}));
    CHECK(error.points == 100);  // 2 x (37 stones + 13 liberties): the larger of the two doubtful calls
    CHECK(error.call == "W group at L16, 37 stones: dead, 0.50");
    // Calls at least 95% sure, and calls worth less than the table's bound, leave the table's bound.
    for (const auto& sure : {call(37, 13, 0.95, "W group at L16, 37 stones: x"), call(1, 0, 0.5, "W group at A1: x")}) {
        const est::MarginError table = est::margin_error(f, estimated({sure}));
        CHECK(table.points == 3);
        CHECK(table.call.empty());
    }
    // Dead stones the players marked are no call of kifu's.
    score::DeadStones marked = estimated({even});
    marked.source = score::DeadSource::Markup;
    CHECK(est::margin_error(f, marked).points == 3);
    // No bound stays no bound.
    f.largest = 8;
    CHECK(std::isinf(est::margin_error(f, estimated({even})).points));
}

TEST_CASE("confidence: a play-out whose orders name different winners is uncertain", "[estimate][confidence]") {
    // A professional record played out in five orders counted 24 points apart around B+7.5: one order named White.
    est::Finish played;
    played.moves.push_back({Color::Black, pt(0, 0), 1, est::FinishReason::Dame});
    played.largest = 1;
    played.spread = 24;
    const score::DeadStones none = estimated({});
    CHECK(est::confidence(7.5, none, basis(&played)).value >= est::confident_from);  // the same winner in every order
    played.scans_split = true;
    const auto split = est::confidence(7.5, none, basis(&played));
    CHECK(split.value < est::confident_from);
    CHECK(split.reasons.front() ==
          "equal moves played in 5 orders give counts 24 points apart, which name different "
          "winners");
}
