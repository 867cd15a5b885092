// Match statistics: Elo with a 95% error bar, likelihood of superiority, draw ratio, pentanomial counts
// over game pairs, and the sequential probability ratio test (SPRT) on those pentanomial counts.
// Elo here is logistic Elo: a score fraction s means 400 * log10(s / (1 - s)).
#pragma once

#include <array>
#include <optional>
#include <string>

namespace referee {

// Game results from one side's point of view.
struct Trinomial {
  long long wins = 0, draws = 0, losses = 0;
  long long games() const { return wins + draws + losses; }
  double score() const;  // (W + D/2) / N, 0.5 with no games
  double draw_ratio() const;
  // Counts one game by its points: 1 a win, 0 a loss, else a draw.
  void add(double points) { ++(points == 1 ? wins : points == 0 ? losses : draws); }
};

// Game pairs (one opening played with both colours), by the pair's score in half points:
// [0] lost both, [1] a loss and a draw, [2] two draws or a win and a loss, [3] a win and a draw, [4] won both.
struct Pentanomial {
  std::array<long long, 5> counts{};
  long long pairs() const;
  // Adds one pair from the two games' scores (0, 0.5 or 1 each).
  void add_pair(double first, double second);
};

// Logistic Elo difference for a score fraction; infinite at 0 and 1.
double elo_from_score(double score);
double score_from_elo(double elo);

struct EloEstimate {
  double elo = 0;
  double error95 = 0;  // half the width of the 95% interval, in Elo; infinite when unbounded
};

// From W/D/L: the per-game score's variance around its mean gives the standard error of the mean score;
// the interval mean +- 1.96 standard errors is mapped to Elo and half its width reported.
EloEstimate elo_from_games(const Trinomial& t);
// The same from game pairs (each pair's mean score is one sample): the error bar then accounts for
// the correlation between the two games of an opening.
EloEstimate elo_from_pairs(const Pentanomial& p);

// Likelihood of superiority: the probability that the side is the stronger one, from wins and losses
// (draws carry no information): 0.5 * (1 + erf((W - L) / sqrt(2 (W + L)))).
double likelihood_of_superiority(const Trinomial& t);

// What elo0 and elo1 mean. Logistic: logistic Elo (a score). Normalized: normalized Elo (fishtest's and
// fastchess's default), the score's distance from 50 % in standard deviations of a game's score, times
// 800 / ln 10; it does not depend on the draw rate, so bounds keep their meaning across time controls.
enum class SprtModel { Logistic, Normalized };

struct SprtSettings {
  double elo0 = 0, elo1 = 5;  // H0: the Elo difference is elo0; H1: it is elo1 (in the model's Elo)
  double alpha = 0.05, beta = 0.05;
  SprtModel model = SprtModel::Logistic;
  double lower_bound() const;  // log(beta / (1 - alpha)): at or below it H0 is accepted
  double upper_bound() const;  // log((1 - beta) / alpha): at or above it H1 is accepted
};

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };

// Log-likelihood ratio of H1 against H0 on pentanomial counts (generalised SPRT): for each hypothesis
// the pair-score distribution of largest likelihood that meets it is found, and the log-likelihoods
// of the observed pairs under the two are subtracted. Logistic: the distribution's mean is the
// hypothesis' expected score (a one-dimensional root search on its Lagrange multiplier). Normalized:
// (mean - 1/2) / (standard deviation of the pair score) is sqrt(2) nElo / (800 / ln 10) (the
// constraint linearised around the current estimate, repeated until it settles; M. Van den Bergh,
// "Comments on normalized Elo", section 4.1). Empty cells count as 0.001 pairs so that a one-sided
// sample cannot make either likelihood zero.
double sprt_llr(const Pentanomial& p, const SprtSettings& s);
SprtDecision sprt_decide(double llr, const SprtSettings& s);
// "H1 accepted", "H0 accepted" or "continue": how the result table and -merge name a decision.
const char* sprt_decision_name(SprtDecision d);

// "+12.3 +/- 20.1" style text; "inf" for unbounded values.
std::string format_elo(const EloEstimate& e);
// printf of one number (e.g. "%+.1f"), never "-0.0": a value that rounds to zero shows without a minus.
std::string format_number(double x, const char* format);

}  // namespace referee
