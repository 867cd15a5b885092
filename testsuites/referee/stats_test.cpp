// Match statistics against values worked out by hand from the textbook formulas, written out here
// apart from the code under test:
//   score s = (W + D/2) / N; Elo(s) = -400 log10(1/s - 1) (logistic Elo);
//   per-game variance v = (W (1-s)^2 + D (1/2-s)^2 + L s^2) / N; 95% margin m = 1.95996 sqrt(v / N);
//   error bar = (Elo(s + m) - Elo(s - m)) / 2;  LOS = (1 + erf((W - L) / sqrt(2 (W + L)))) / 2.
// SPRT: for small Elo differences the generalised SPRT's log-likelihood ratio is close to
//   LLR ~ N (s1 - s0) (2 mu - s0 - s1) / (2 var)   (mu, var: mean and variance of the pair scores),
// and for pairs that are all 0 or all 2 points it is the Bernoulli ratio
//   LLR = n_WW ln(s1/s0) + n_LL ln((1-s1)/(1-s0)).
#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "stats.h"

using namespace referee;

namespace stats_test {
namespace {

double hand_elo(double s) { return -400 * std::log10(1 / s - 1); }

}  // namespace

TEST_CASE("stats: Elo and error bar from W/D/L, hand-computed", "[stats]") {
  // W=10 D=20 L=10: s = 0.5, Elo 0; v = (10*0.25 + 10*0.25)/40 = 0.125; m = 1.95996*sqrt(0.125/40) = 0.10957;
  // (Elo(0.60957) - Elo(0.39043)) / 2 = 77.39.
  const EloEstimate even = elo_from_games({10, 20, 10});
  CHECK(even.elo == Approx(0).margin(1e-9));
  CHECK(even.error95 == Approx(77.389).epsilon(1e-4));

  // W=60 D=20 L=20: s = 0.7, Elo = 400 log10(7/3) = 147.19; v = (60*0.09 + 20*0.04 + 20*0.49)/100 = 0.16.
  const EloEstimate strong = elo_from_games({60, 20, 20});
  CHECK(strong.elo == Approx(147.1907).epsilon(1e-6));
  const double m = 1.959963984540054 * std::sqrt(0.16 / 100);
  CHECK(strong.error95 == Approx((hand_elo(0.7 + m) - hand_elo(0.7 - m)) / 2).epsilon(1e-9));
  CHECK(strong.error95 == Approx(66.013).epsilon(1e-4));

  // The interval reaches a score of 1: unbounded.
  CHECK(std::isinf(elo_from_games({3, 0, 1}).error95));
  CHECK(std::isinf(elo_from_games({5, 0, 0}).elo));
}

TEST_CASE("stats: LOS, draw ratio, score", "[stats]") {
  CHECK(likelihood_of_superiority({10, 20, 10}) == Approx(0.5));
  // W=60 L=20: erf(40 / sqrt(160)) = erf(3.1623): LOS = 0.9999961.
  CHECK(likelihood_of_superiority({60, 20, 20}) == Approx(0.99999613).epsilon(1e-7));
  // W=3 L=1: (1 + erf(2 / sqrt(8))) / 2 = 0.841345 (the normal distribution at one standard deviation).
  CHECK(likelihood_of_superiority({3, 0, 1}) == Approx(0.8413447).epsilon(1e-6));
  const Trinomial t{60, 20, 20};
  CHECK(t.score() == Approx(0.7));
  CHECK(t.draw_ratio() == Approx(0.2));
  CHECK(Trinomial{}.score() == 0.5);
}

TEST_CASE("stats: pentanomial counts and pair Elo", "[stats]") {
  Pentanomial p;
  p.add_pair(0, 0);
  p.add_pair(1, 0);
  p.add_pair(0.5, 0.5);
  p.add_pair(1, 0.5);
  p.add_pair(1, 1);
  p.add_pair(0.5, 0);
  CHECK(p.counts == std::array<long long, 5>{1, 1, 2, 1, 1});
  CHECK(p.pairs() == 6);

  // Counts [2, 10, 20, 15, 3]: mu = (10*0.25 + 20*0.5 + 15*0.75 + 3)/50 = 0.535, Elo(0.535) = 24.36;
  // var = sum c (a - mu)^2 / 50 = 0.0459; error = 45.67.
  Pentanomial q;
  q.counts = {2, 10, 20, 15, 3};
  const EloEstimate e = elo_from_pairs(q);
  CHECK(e.elo == Approx(24.3603).epsilon(1e-5));
  CHECK(e.error95 == Approx(45.6677).epsilon(1e-4));
}

TEST_CASE("stats: SPRT log-likelihood ratio on pentanomial counts", "[stats][sprt]") {
  SprtSettings s;
  s.elo0 = 0;
  s.elo1 = 5;
  s.alpha = 0.05;
  s.beta = 0.05;
  // Bounds: ln(0.05/0.95) = -2.944, ln(0.95/0.05) = +2.944.
  CHECK(s.lower_bound() == Approx(-2.944439).epsilon(1e-6));
  CHECK(s.upper_bound() == Approx(2.944439).epsilon(1e-6));
  CHECK(sprt_llr({}, s) == 0);

  // Counts [20, 100, 200, 110, 22] (mean pair score near s0 and s1, where the approximation holds):
  // mu = (100*0.25 + 200*0.5 + 110*0.75 + 22)/452 = 0.507743, var = sum c (a - mu)^2 / 452 = 0.0522077;
  // LLR ~ 452 (s1 - s0)(2 mu - s0 - s1) / (2 var) = 0.2583.
  Pentanomial q;
  q.counts = {20, 100, 200, 110, 22};
  const double s0 = 0.5, s1 = 1 / (1 + std::pow(10.0, -5.0 / 400));
  const std::array<double, 5> a = {0, 0.25, 0.5, 0.75, 1};
  double mu = 0, var = 0;
  for (int i = 0; i < 5; ++i) mu += double(q.counts[i]) * a[i] / 452;
  for (int i = 0; i < 5; ++i) var += double(q.counts[i]) * (a[i] - mu) * (a[i] - mu) / 452;
  const double approx = 452 * (s1 - s0) * (2 * mu - s0 - s1) / (2 * var);
  CHECK(approx == Approx(0.2583).epsilon(1e-3));
  CHECK(sprt_llr(q, s) == Approx(approx).epsilon(0.005));
  // Counts [40, 200, 400, 230, 45]: the approximation gives 0.9198 by the same formula.
  Pentanomial q2;
  q2.counts = {40, 200, 400, 230, 45};
  CHECK(sprt_llr(q2, s) == Approx(0.9197).epsilon(0.01));

  // Scores exactly halfway between the hypotheses carry no evidence either way.
  Pentanomial mid;
  mid.counts = {10, 0, 0, 0, 10};
  SprtSettings sym;
  sym.elo0 = -10;
  sym.elo1 = 10;
  CHECK(sprt_llr(mid, sym) == Approx(0).margin(1e-6));

  // Only won and lost pairs: the Bernoulli ratio (elo0 = 0, elo1 = 20; 40 pairs won, 30 lost).
  Pentanomial wl;
  wl.counts = {30, 0, 0, 0, 40};
  SprtSettings big;
  big.elo0 = 0;
  big.elo1 = 20;
  const double b1 = 1 / (1 + std::pow(10.0, -20.0 / 400));
  const double bernoulli = 40 * std::log(b1 / 0.5) + 30 * std::log((1 - b1) / 0.5);
  CHECK(sprt_llr(wl, big) == Approx(bernoulli).epsilon(0.01));

  // Decisions at the bounds.
  CHECK(sprt_decide(3.0, s) == SprtDecision::AcceptH1);
  CHECK(sprt_decide(-3.0, s) == SprtDecision::AcceptH0);
  CHECK(sprt_decide(0.5, s) == SprtDecision::Continue);
  CHECK(std::string(sprt_decision_name(SprtDecision::AcceptH1)) == "H1 accepted");
  CHECK(std::string(sprt_decision_name(SprtDecision::AcceptH0)) == "H0 accepted");
  CHECK(std::string(sprt_decision_name(SprtDecision::Continue)) == "continue");

  // Growing evidence: many more won pairs drive the ratio past the upper bound.
  Pentanomial strong;
  strong.counts = {20, 80, 200, 160, 40};
  CHECK(sprt_llr(strong, s) > s.upper_bound());
  Pentanomial weak;
  weak.counts = {40, 160, 200, 80, 20};
  CHECK(sprt_llr(weak, s) < s.lower_bound());
}

// Exact values, computed apart from this code: Python with mpmath (40 digits) solving the
// constrained maximum-likelihood problem directly from its Karush-Kuhn-Tucker conditions,
//   f_i / p_i = lambda + nu * dc/dp_i,  sum p_i = 1,  c(p) = 0,
// with seven unknowns (p_0..p_4, lambda, nu) by multidimensional Newton (mpmath.findroot), moving c from
// the sample's own value to the hypothesis in 200 continuation steps; f are the counts with empty cells
// as 0.001 pairs, divided by their total n; LLR = n sum f_i (ln p1_i - ln p0_i). The constraints:
//   logistic:   c(p) = sum p_i a_i - 1 / (1 + 10^(-elo / 400)),             a = 0, 1/4, 1/2, 3/4, 1
//   normalized: c(p) = mu(p) - 1/2 - t sigma(p), t = sqrt(2) elo ln(10) / 800  (mu, sigma of the a_i under p)
// (The code under test uses one Lagrange multiplier and bisection, and for the normalized model a
// linearised constraint iterated to a fixed point: a different route to the same maximum.)
TEST_CASE("stats: SPRT LLR against exact values", "[stats][sprt]") {
  struct Case {
    std::array<long long, 5> counts;
    double elo0, elo1, logistic, normalized;
  };
  const Case cases[] = {
      {{0, 0, 3, 0, 1}, 0, 5, 0.0570727010291884, 0.0399883245770321},
      {{2, 10, 20, 15, 3}, 0, 5, 0.199329272693998, 0.139008498307843},
      {{20, 100, 200, 110, 22}, 0, 5, 0.257983306775948, 0.21792113493443},
      {{1, 2, 3, 4, 5}, -3, 7, 0.283687498302186, 0.283057455588521},
      {{5, 0, 7, 0, 9}, 0, 10, 0.159968518302095, 0.182105884243675},
      {{3, 11, 25, 9, 2}, 0, 2, -0.0616238633014054, -0.038056805299451},
  };
  for (const Case& c : cases) {
    Pentanomial p;
    p.counts = c.counts;
    SprtSettings s;
    s.elo0 = c.elo0;
    s.elo1 = c.elo1;
    INFO(c.counts[0] << " " << c.counts[1] << " " << c.counts[2] << " " << c.counts[3] << " " << c.counts[4]);
    CHECK(sprt_llr(p, s) == Approx(c.logistic).epsilon(1e-9));
    s.model = SprtModel::Normalized;
    CHECK(sprt_llr(p, s) == Approx(c.normalized).epsilon(1e-9));
  }
}

TEST_CASE("stats: numbers never print as -0.0", "[stats]") {
  CHECK(format_number(-0.0, "%+.1f") == "+0.0");
  CHECK(format_number(-0.04, "%+.1f") == "+0.0");
  CHECK(format_number(-0.04, "%.2f") == "-0.04");
  CHECK(format_number(-0.004, "%.2f") == "0.00");
  CHECK(format_number(-1.25, "%+.1f") == "-1.2");
  // A score of exactly 50 % is 0 Elo, computed as -400 log10(1) = -0.0.
  CHECK(format_elo(elo_from_games({0, 4, 0})) == "+0.0 +/- 0.0");
}

}  // namespace stats_test
