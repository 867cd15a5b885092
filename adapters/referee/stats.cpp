#include "stats.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace referee {

namespace {

constexpr double kZ95 = 1.959963984540054;  // two-sided 95% quantile of the normal distribution
constexpr double kEmptyCell = 1e-3;         // pseudo-count for empty pentanomial cells in the SPRT

EloEstimate estimate(double mean, double variance, double samples) {
  EloEstimate e;
  e.elo = elo_from_score(mean);
  if (samples <= 0) {
    e.error95 = std::numeric_limits<double>::infinity();
    return e;
  }
  const double margin = kZ95 * std::sqrt(variance / samples);
  e.error95 = (elo_from_score(mean + margin) - elo_from_score(mean - margin)) / 2;
  return e;
}

// The Lagrange multiplier of the largest-likelihood distribution with mean `target` over the outcomes
// a[i] with observed frequencies f[i]: p[i] = f[i] / (1 + lambda (a[i] - target)), where lambda solves
// sum f[i] (a[i] - target) / (1 + lambda (a[i] - target)) = 0 (a decreasing function of lambda).
double lagrange_multiplier(const std::array<double, 5>& a, const std::array<double, 5>& f, double target) {
  // Every weight 1 + lambda (a[i] - target) must stay positive.
  double lo = -1e300, hi = 1e300;
  for (int i = 0; i < 5; ++i) {
    const double d = a[i] - target;
    if (d > 0) lo = std::max(lo, -1 / d);
    if (d < 0) hi = std::min(hi, -1 / d);
  }
  auto g = [&](double lambda) {
    double sum = 0;
    for (int i = 0; i < 5; ++i) sum += f[i] * (a[i] - target) / (1 + lambda * (a[i] - target));
    return sum;
  };
  for (int iteration = 0; iteration < 200; ++iteration) {
    const double mid = (lo + hi) / 2;
    if (g(mid) > 0)
      lo = mid;
    else
      hi = mid;
  }
  return (lo + hi) / 2;
}

}  // namespace

double Trinomial::score() const {
  const long long n = games();
  return n ? (double(wins) + 0.5 * double(draws)) / double(n) : 0.5;
}

double Trinomial::draw_ratio() const { return games() ? double(draws) / double(games()) : 0; }

long long Pentanomial::pairs() const {
  long long n = 0;
  for (long long c : counts) n += c;
  return n;
}

void Pentanomial::add_pair(double first, double second) {
  const int half_points = int(std::lround(2 * (first + second)));
  if (half_points >= 0 && half_points <= 4) ++counts[std::size_t(half_points)];
}

double elo_from_score(double score) {
  if (score <= 0) return -std::numeric_limits<double>::infinity();
  if (score >= 1) return std::numeric_limits<double>::infinity();
  return -400 * std::log10(1 / score - 1);
}

double score_from_elo(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

EloEstimate elo_from_games(const Trinomial& t) {
  const double n = double(t.games());
  const double s = t.score();
  if (n == 0) return estimate(s, 0, 0);
  const double variance =
      (double(t.wins) * (1 - s) * (1 - s) + double(t.draws) * (0.5 - s) * (0.5 - s) + double(t.losses) * s * s) / n;
  return estimate(s, variance, n);
}

EloEstimate elo_from_pairs(const Pentanomial& p) {
  const double n = double(p.pairs());
  if (n == 0) return estimate(0.5, 0, 0);
  double mean = 0;
  for (int i = 0; i < 5; ++i) mean += double(p.counts[i]) * (i / 4.0);
  mean /= n;
  double variance = 0;
  for (int i = 0; i < 5; ++i) variance += double(p.counts[i]) * (i / 4.0 - mean) * (i / 4.0 - mean);
  variance /= n;
  return estimate(mean, variance, n);
}

double likelihood_of_superiority(const Trinomial& t) {
  const double decisive = double(t.wins + t.losses);
  if (decisive == 0) return 0.5;
  return 0.5 * (1 + std::erf(double(t.wins - t.losses) / std::sqrt(2 * decisive)));
}

double SprtSettings::lower_bound() const { return std::log(beta / (1 - alpha)); }
double SprtSettings::upper_bound() const { return std::log((1 - beta) / alpha); }

double sprt_llr(const Pentanomial& p, const SprtSettings& s) {
  if (p.pairs() == 0) return 0;
  const std::array<double, 5> outcome = {0, 0.25, 0.5, 0.75, 1};
  std::array<double, 5> frequency{};
  double total = 0;
  for (int i = 0; i < 5; ++i) total += frequency[i] = std::max(double(p.counts[i]), kEmptyCell);
  for (double& f : frequency) f /= total;
  const double s0 = score_from_elo(s.elo0), s1 = score_from_elo(s.elo1);
  const double lambda0 = lagrange_multiplier(outcome, frequency, s0);
  const double lambda1 = lagrange_multiplier(outcome, frequency, s1);
  // log p1[i] - log p0[i] = log(1 + lambda0 (a - s0)) - log(1 + lambda1 (a - s1)).
  double per_pair = 0;
  for (int i = 0; i < 5; ++i)
    per_pair += frequency[i] * (std::log1p(lambda0 * (outcome[i] - s0)) - std::log1p(lambda1 * (outcome[i] - s1)));
  return total * per_pair;
}

SprtDecision sprt_decide(double llr, const SprtSettings& s) {
  if (llr >= s.upper_bound()) return SprtDecision::AcceptH1;
  if (llr <= s.lower_bound()) return SprtDecision::AcceptH0;
  return SprtDecision::Continue;
}

std::string format_elo(const EloEstimate& e) {
  auto number = [](double x, bool sign) {
    if (std::isinf(x) || std::isnan(x)) return std::string(x < 0 ? "-inf" : "inf");
    char buf[32];
    if (std::fabs(x) < 0.05) x = 0;  // no "-0.0"
    std::snprintf(buf, sizeof buf, sign ? "%+.1f" : "%.1f", x);
    return std::string(buf);
  };
  return number(e.elo, true) + " +/- " + number(e.error95, false);
}

}  // namespace referee
