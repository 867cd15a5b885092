// The SPSA arithmetic (adapters/tune/spsa.h): fishtest's schedule, the perturbations, the rounding,
// the update's direction, and whole runs on a simulated match whose best value is known.
#include "spsa.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <random>

using namespace tune;

namespace spsa_test {
namespace {

Parameter skill() { return parse_parameter("Skill, 20, 0, 100, 5, 0.02").value(); }

}  // namespace

TEST_CASE("a parameter is read as NAME START MIN MAX C_END R_END with commas (errors name the field)", "[tune]") {
  const Parameter p = skill();
  CHECK(p.name == "Skill");
  CHECK(p.start == 20);
  CHECK(p.min == 0);
  CHECK(p.max == 100);
  CHECK(p.c_end == 5);
  CHECK(p.r_end == 0.02);
  CHECK(p.text() == "Skill, 20, 0, 100, 5, 0.02");
  CHECK(parse_parameter("Skill,20,0,100,5,0.02").value().text() == p.text());
  CHECK(parse_parameter("Skill, 20, 0, 100, 5").error() ==
        "-param 'Skill, 20, 0, 100, 5': 5 fields, want 6: name, start, min, max, c_end, r_end");
  CHECK(parse_parameter("Skill, 20, 0, 1x0, 5, 0.02").error() ==
        "-param 'Skill, 20, 0, 1x0, 5, 0.02': max '1x0' is not a number");
  CHECK(parse_parameter("Skill, 200, 0, 100, 5, 0.02").error().find("start is outside [min, max]") !=
        std::string::npos);
  CHECK(parse_parameter("Skill, 20, 0, 100, 0, 0.02").error().find("c_end must be positive") != std::string::npos);
  CHECK(parse_parameter("Sk ill, 20, 0, 100, 5, 0.02").error().find("bad option name 'Sk ill'") != std::string::npos);
}

TEST_CASE("the schedule ends at c_end and r_end after the run's last pair, as fishtest defines it", "[tune]") {
  const Parameter p = skill();
  const Schedule s{1000, 100, 0.602, 0.101};
  // The last pair is played at k = N: c_k = c_end, a_k / c_k^2 = r_end.
  const Gains end = gains(p, s, 999);
  CHECK(end.c == Approx(5));
  CHECK(end.a / (end.c * end.c) == Approx(0.02));
  // The first: c = c_end N^gamma, a = r_end c_end^2 (A + N)^alpha / (A + 1)^alpha.
  const Gains first = gains(p, s, 0);
  CHECK(first.c == Approx(5 * std::pow(1000.0, 0.101)));
  CHECK(first.a == Approx(0.02 * 25 * std::pow(1100.0, 0.602) / std::pow(101.0, 0.602)));
  CHECK(first.c > gains(p, s, 500).c);
  CHECK(first.a > gains(p, s, 500).a);
}

TEST_CASE("a probe plays theta +- c_k flip clipped and sent as integers rounded at random to the value", "[tune]") {
  const std::vector<Parameter> params = {skill(), parse_parameter("Margin, 99, 0, 100, 3, 0.01").value()};
  const Schedule s{100, 10};
  const Probe a = make_probe(params, {20, 99}, s, 40, 7, 5);
  const Probe b = make_probe(params, {20, 99}, s, 40, 7, 5);
  CHECK(a.flip == b.flip);
  CHECK(a.plus_sent == b.plus_sent);
  CHECK(a.minus_sent == b.minus_sent);
  const double c = gains(params[0], s, 40).c;
  CHECK(a.plus[0] - a.minus[0] == Approx(2 * c * a.flip[0]));
  // Margin at 99 with c about 3.5: the side above 100 is clipped to 100.
  CHECK(std::max(a.plus[1], a.minus[1]) == 100);
  CHECK(std::max(a.plus_sent[1], a.minus_sent[1]) == 100);

  // Over many iterations: flips half each way, and the integers sent average the real values.
  int ups = 0;
  double sent = 0, real = 0;
  for (long long it = 1; it <= 4000; ++it) {
    const Probe p = make_probe(params, {20.3, 50}, s, 0, 11, it);
    ups += p.flip[0] > 0;
    sent += double(p.plus_sent[0]);
    real += p.plus[0];
    CHECK(std::abs(double(p.plus_sent[0]) - p.plus[0]) < 1);
  }
  CHECK(ups > 1800);
  CHECK(ups < 2200);
  CHECK(sent / 4000 == Approx(real / 4000).margin(0.05));
}

TEST_CASE("the update moves towards the side that won by a_k / c_k per point of result", "[tune]") {
  const std::vector<Parameter> params = {skill()};
  const Schedule s{100, 10};
  for (long long it = 1; it <= 20; ++it) {
    const Probe p = make_probe(params, {50}, s, 0, 3, it);
    const double step = p.gains[0].a / p.gains[0].c;
    // The plus engine (theta + c flip) won 3 more games than it lost: theta moves towards it.
    const double won = spsa_update(params, {50}, p, 3)[0];
    CHECK((won - 50) * p.flip[0] > 0);
    CHECK(won == Approx(50 + 3 * step * p.flip[0]));
    CHECK((spsa_update(params, {50}, p, -2)[0] - 50) * p.flip[0] < 0);
    CHECK(spsa_update(params, {50}, p, 0)[0] == 50);
  }
  // Clipped to [min, max].
  const Probe p = make_probe(params, {99}, s, 0, 3, 1);
  CHECK(spsa_update(params, {99}, p, 1e6 * p.flip[0])[0] == 100);
  CHECK(spsa_update(params, {99}, p, -1e6 * p.flip[0])[0] == 0);
}

namespace {

// A simulated tuning run: the plus side of each game pair wins a game with the logistic probability of
// an Elo difference, strength(x) = -300 ((x - optimum) / 50)^2 Elo (no draws); `sign` -1 turns the
// update's direction the wrong way, as a broken SPSA would.
double simulate(double optimum, int sign, std::uint64_t seed) {
  const std::vector<Parameter> params = {skill()};
  const long long iterations = 400, pairs = 4;
  const Schedule s{iterations * pairs, 0.1 * iterations * pairs};
  std::mt19937_64 random(seed);
  auto strength = [&](double x) { return -300 * std::pow((x - optimum) / 50, 2); };
  std::vector<double> theta = {params[0].start};
  for (long long it = 1; it <= iterations; ++it) {
    const Probe p = make_probe(params, theta, s, (it - 1) * pairs, seed, it);
    const double elo = strength(double(p.plus_sent[0])) - strength(double(p.minus_sent[0]));
    std::bernoulli_distribution plus_wins(1 / (1 + std::pow(10, -elo / 400)));
    double result = 0;
    for (int game = 0; game < 2 * pairs; ++game) result += plus_wins(random) ? 1 : -1;
    theta = spsa_update(params, theta, p, sign * result);
  }
  return theta[0];
}

}  // namespace

TEST_CASE("SPSA finds the best value of a simulated match and a reversed update does not", "[tune]") {
  // Start 20, best 70, c_end 5, r_end 0.02, 400 iterations of 4 pairs (3200 games). Measured with this
  // simulation: seeds 1 to 20 ended within 63.9..72.4, and reversed at 0.2 or below.
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    INFO("seed " << seed);
    CHECK(std::abs(simulate(70, 1, seed) - 70) < 10);
    CHECK(simulate(70, -1, seed) < 20);  // pushed away from the best value, to the bound
  }
}

}  // namespace spsa_test
