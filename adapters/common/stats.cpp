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

// The Lagrange multiplier of the largest-likelihood distribution over outcomes with observed frequencies
// f[i] under one linear constraint sum p[i] d[i] = 0: p[i] = f[i] / (1 + lambda d[i]), where lambda
// solves sum f[i] d[i] / (1 + lambda d[i]) = 0 (a decreasing function of lambda).
double lagrange_multiplier(const std::array<double, 5>& d, const std::array<double, 5>& f) {
  // Every weight 1 + lambda d[i] must stay positive.
  double lo = -1e300, hi = 1e300;
  for (int i = 0; i < 5; ++i) {
    if (d[i] > 0) lo = std::max(lo, -1 / d[i]);
    if (d[i] < 0) hi = std::min(hi, -1 / d[i]);
  }
  auto g = [&](double lambda) {
    double sum = 0;
    for (int i = 0; i < 5; ++i) sum += f[i] * d[i] / (1 + lambda * d[i]);
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

constexpr std::array<double, 5> kPairScore = {0, 0.25, 0.5, 0.75, 1};

// The largest-likelihood distribution with mean `s`.
std::array<double, 5> logistic_mle(const std::array<double, 5>& f, double s) {
  std::array<double, 5> d{};
  for (int i = 0; i < 5; ++i) d[i] = kPairScore[i] - s;
  const double lambda = lagrange_multiplier(d, f);
  std::array<double, 5> p{};
  for (int i = 0; i < 5; ++i) p[i] = f[i] / (1 + lambda * d[i]);
  return p;
}

// The largest-likelihood distribution with (mean - 1/2) / sigma = t: the constraint, linearised at the
// current estimate, is sum p[i] phi[i] = 0 with phi[i] = a[i] - 1/2 - t sigma (1 + ((a[i] - mu) / sigma)^2) / 2.
std::array<double, 5> normalized_mle(const std::array<double, 5>& f, double t) {
  std::array<double, 5> p;
  p.fill(0.2);
  for (int iteration = 0; iteration < 10000; ++iteration) {
    double mu = 0, var = 0;
    for (int i = 0; i < 5; ++i) mu += p[i] * kPairScore[i];
    for (int i = 0; i < 5; ++i) var += p[i] * (kPairScore[i] - mu) * (kPairScore[i] - mu);
    const double sigma = std::sqrt(var);
    std::array<double, 5> phi{};
    for (int i = 0; i < 5; ++i) {
      const double z = (kPairScore[i] - mu) / sigma;
      phi[i] = kPairScore[i] - 0.5 - t * sigma * (1 + z * z) / 2;
    }
    const double lambda = lagrange_multiplier(phi, f);
    double change = 0;
    for (int i = 0; i < 5; ++i) {
      const double next = f[i] / (1 + lambda * phi[i]);
      change = std::max(change, std::fabs(next - p[i]));
      p[i] = next;
    }
    if (change < 1e-13) break;
  }
  return p;
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
  std::array<double, 5> frequency{};
  double total = 0;
  for (int i = 0; i < 5; ++i) total += frequency[i] = std::max(double(p.counts[i]), kEmptyCell);
  for (double& f : frequency) f /= total;
  std::array<double, 5> p0, p1;
  if (s.model == SprtModel::Normalized) {
    // nElo is per game, (score - 1/2) / sigma_game * 800 / ln 10, with sigma_game taken as sqrt(2) times
    // the standard deviation of a pair's mean score: in pair units t = sqrt(2) nElo ln 10 / 800.
    const double per_elo = std::sqrt(2.0) * std::log(10.0) / 800;
    p0 = normalized_mle(frequency, s.elo0 * per_elo);
    p1 = normalized_mle(frequency, s.elo1 * per_elo);
  } else {
    p0 = logistic_mle(frequency, score_from_elo(s.elo0));
    p1 = logistic_mle(frequency, score_from_elo(s.elo1));
  }
  double per_pair = 0;
  for (int i = 0; i < 5; ++i) per_pair += frequency[i] * (std::log(p1[i]) - std::log(p0[i]));
  return total * per_pair;
}

SprtDecision sprt_decide(double llr, const SprtSettings& s) {
  if (llr >= s.upper_bound()) return SprtDecision::AcceptH1;
  if (llr <= s.lower_bound()) return SprtDecision::AcceptH0;
  return SprtDecision::Continue;
}

const char* sprt_decision_name(SprtDecision d) {
  switch (d) {
    case SprtDecision::AcceptH1:
      return "H1 accepted";
    case SprtDecision::AcceptH0:
      return "H0 accepted";
    case SprtDecision::Continue:
      break;
  }
  return "continue";
}

std::string format_number(double x, const char* format) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, x);
  const std::string text = buf;
  // A negative value that rounds to zero (or -0.0 itself, e.g. the Elo of a 50 % score).
  if (text.find('-') != std::string::npos && text.find_first_of("123456789") == std::string::npos &&
      text.find("inf") == std::string::npos) {
    std::snprintf(buf, sizeof buf, format, 0.0);
    return buf;
  }
  return text;
}

std::string format_elo(const EloEstimate& e) {
  auto number = [](double x, const char* format) {
    if (std::isinf(x) || std::isnan(x)) return std::string(x < 0 ? "-inf" : "inf");
    return format_number(x, format);
  };
  return number(e.elo, "%+.1f") + " +/- " + number(e.error95, "%.1f");
}

}  // namespace referee
