// SPSA as fishtest runs it, for tuning integer engine options by game results.
//
// Each parameter is given as `name, start, min, max, c_end, r_end`. With N the run's game pairs in all,
//   c = c_end * N^gamma,  a = r_end * c_end^2 * (A + N)^alpha,
// and a batch of pairs that starts after k0 pairs is played at k = k0 + 1 with
//   c_k = c / k^gamma,  a_k = a / (A + k)^alpha,
// the tuned engine once at theta + c_k * flip and once at theta - c_k * flip (flip +1 or -1 per
// parameter, drawn at random). Its result (wins minus losses of the plus side) moves every parameter by
//   theta += a_k / c_k * result * flip,
// clipped to [min, max]. So c ends at c_end after the last pair and a_k / c_k^2 at r_end.
// The engines are sent integers: x is sent as floor(x + u), u uniform in [0, 1) (fishtest's worker's
// stochastic rounding: x in expectation).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "expected.h"

namespace tune {

struct Parameter {
  std::string name;
  double start = 0, min = 0, max = 0, c_end = 0, r_end = 0;
  std::string text() const;  // as given back: "Skill, 20, 0, 100, 4, 0.05"
};

// Reads `name, start, min, max, c_end, r_end` (spaces around the commas optional); the error names the
// bad field. Checks min <= start <= max, min < max, c_end > 0, r_end > 0.
inchworm::Expected<Parameter> parse_parameter(const std::string& text);

struct Schedule {
  long long total_pairs = 1;  // N: the game pairs of the whole run
  double A = 0;               // in pairs (fishtest's default: a tenth of N)
  double alpha = 0.602;
  double gamma = 0.101;
};

// c_k and a_k of a parameter for a batch that starts after `pairs_before` pairs.
struct Gains {
  double c = 0, a = 0;
};
Gains gains(const Parameter& p, const Schedule& s, long long pairs_before);

// One batch's perturbation: what the plus and minus engines play with.
struct Probe {
  long long pairs_before = 0;
  std::vector<int> flip;                         // +1 or -1 per parameter
  std::vector<Gains> gains;                      // per parameter
  std::vector<double> plus, minus;               // theta +- c_k * flip, clipped to [min, max]
  std::vector<long long> plus_sent, minus_sent;  // the integers sent to the engines
};

// Flips and roundings come from `seed` and `iteration` alone, so every worker and a resumed run agree.
Probe make_probe(const std::vector<Parameter>& params, const std::vector<double>& theta, const Schedule& s,
                 long long pairs_before, std::uint64_t seed, long long iteration);

// theta + a_k / c_k * result * flip, clipped to [min, max]; `result` is the plus engine's wins minus
// losses (in the fixed-opponent mode: the plus engine's against the opponent minus the minus engine's).
std::vector<double> spsa_update(const std::vector<Parameter>& params, const std::vector<double>& theta,
                                const Probe& probe, double result);

}  // namespace tune
