#include <catch2/catch.hpp>

#include <kifu/score/compare.hpp>

using namespace kifu;

namespace {

score::Breakdown counted(double margin) {
    score::Breakdown b;
    b.margin_points = margin;
    b.result = score::format_result(margin);
    if (margin != 0) b.winner = margin > 0 ? go::Color::Black : go::Color::White;
    return b;
}

game::Result re(game::ResultKind kind, go::Color winner, std::optional<double> margin) {
    game::Result r;
    r.kind = kind;
    r.winner = winner;
    r.margin = margin;
    return r;
}

}  // namespace

TEST_CASE("agreement names", "[score]") {
    CHECK(score::to_string(score::Agreement::Match) == "match");
    CHECK(score::to_string(score::Agreement::WinnerDiffers) == "winner-differs");
    CHECK(score::to_string(score::Agreement::WinnerSwapped) == "winner-swapped");
    CHECK(score::to_string(score::Agreement::MarginDiffers) == "margin-differs");
    CHECK(score::to_string(score::Agreement::NotCounted) == "not-counted");
    CHECK(score::to_string(score::Agreement::Missing) == "missing");
}

TEST_CASE("comparison with RE", "[score]") {
    using K = game::ResultKind;
    const auto b = counted(3.5);
    CHECK(score::compare(b, re(K::Score, go::Color::Black, 3.5)).agreement == score::Agreement::Match);
    CHECK(score::compare(b, re(K::Score, go::Color::White, 3.5)).agreement == score::Agreement::WinnerDiffers);
    const auto m = score::compare(b, re(K::Score, go::Color::Black, 1.5));
    CHECK(m.agreement == score::Agreement::MarginDiffers);
    CHECK(m.difference == Approx(2.0));
    CHECK(score::compare(b, re(K::Resign, go::Color::Black, std::nullopt)).agreement == score::Agreement::NotCounted);
    CHECK(score::compare(b, re(K::Time, go::Color::White, std::nullopt)).agreement == score::Agreement::NotCounted);
    CHECK(score::compare(b, re(K::WinnerOnly, go::Color::Black, std::nullopt)).agreement == score::Agreement::Match);
    CHECK(score::compare(b, std::nullopt).agreement == score::Agreement::Missing);
    CHECK(score::compare(counted(0), re(K::Draw, go::Color::Empty, std::nullopt)).agreement == score::Agreement::Match);
    CHECK(score::compare(b, re(K::Draw, go::Color::Empty, std::nullopt)).agreement == score::Agreement::WinnerDiffers);
    CHECK(score::format_result(-0.5) == "W+0.5");
    CHECK(score::format_result(0.0) == "0");
    CHECK(score::format_result(12.25) == "B+12.25");
}

TEST_CASE("RE naming the other winner by the count's own margin reads as swapped from 5 points", "[score]") {
    using K = game::ResultKind;
    using A = score::Agreement;
    CHECK(score::compare(counted(-10.5), re(K::Score, go::Color::Black, 10.5)).agreement == A::WinnerSwapped);
    CHECK(score::compare(counted(5), re(K::Score, go::Color::White, 5)).agreement == A::WinnerSwapped);
    // Closer margins are ordinary misses of a point or a few; another margin is no swap.
    CHECK(score::compare(counted(4.5), re(K::Score, go::Color::White, 4.5)).agreement == A::WinnerDiffers);
    CHECK(score::compare(counted(-0.5), re(K::Score, go::Color::Black, 0.5)).agreement == A::WinnerDiffers);
    CHECK(score::compare(counted(-10.5), re(K::Score, go::Color::Black, 11.5)).agreement == A::WinnerDiffers);
    // RE without a margin, or a draw, names no margin to swap.
    CHECK(score::compare(counted(-10.5), re(K::WinnerOnly, go::Color::Black, std::nullopt)).agreement ==
          A::WinnerDiffers);
    CHECK(score::compare(counted(10.5), re(K::Draw, go::Color::Empty, std::nullopt)).agreement == A::WinnerDiffers);
    // A played-out count's margin is kifu's estimate of the finish: it cannot show RE's winner swapped.
    CHECK(score::compare(counted(-10.5), re(K::Score, go::Color::Black, 10.5), true).agreement == A::WinnerDiffers);
}
