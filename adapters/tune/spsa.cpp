#include "spsa.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace tune {

using inchworm::Error;

namespace {

// splitmix64's finaliser: a well-spread 64-bit hash of its input.
std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// A uniform number in [0, 1) and a random bit, each from (seed, iteration, parameter, purpose) alone.
std::uint64_t draw(std::uint64_t seed, long long iteration, std::size_t param, int purpose) {
  return mix(mix(mix(seed) ^ std::uint64_t(iteration)) ^ (std::uint64_t(param) << 8 | std::uint64_t(purpose)));
}
double uniform(std::uint64_t bits) { return double(bits >> 11) * 0x1.0p-53; }

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

bool read_double(const std::string& text, double& out) {
  if (text.empty()) return false;
  char* end = nullptr;
  out = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() && std::isfinite(out);
}

std::string number_text(double x) {
  std::ostringstream out;
  out << x;
  return out.str();
}

}  // namespace

std::string Parameter::text() const {
  return name + ", " + number_text(start) + ", " + number_text(min) + ", " + number_text(max) + ", " +
         number_text(c_end) + ", " + number_text(r_end);
}

inchworm::Expected<Parameter> parse_parameter(const std::string& text) {
  std::vector<std::string> fields;
  std::size_t from = 0;
  for (;;) {
    const std::size_t comma = text.find(',', from);
    fields.push_back(trim(text.substr(from, comma - from)));
    if (comma == std::string::npos) break;
    from = comma + 1;
  }
  if (fields.size() != 6)
    return Error{"-param '" + text + "': " + std::to_string(fields.size()) +
                 " fields, want 6: name, start, min, max, c_end, r_end"};
  Parameter p;
  p.name = fields[0];
  if (p.name.empty() || p.name.find_first_of(" \t=\"") != std::string::npos)
    return Error{"-param '" + text + "': bad option name '" + p.name + "' (no spaces, '=' or quotes)"};
  const char* names[5] = {"start", "min", "max", "c_end", "r_end"};
  double* values[5] = {&p.start, &p.min, &p.max, &p.c_end, &p.r_end};
  for (int i = 0; i < 5; ++i)
    if (!read_double(fields[std::size_t(i) + 1], *values[i]))
      return Error{"-param '" + text + "': " + names[i] + " '" + fields[std::size_t(i) + 1] + "' is not a number"};
  if (!(p.min < p.max)) return Error{"-param '" + text + "': min must be below max"};
  if (p.start < p.min || p.start > p.max) return Error{"-param '" + text + "': start is outside [min, max]"};
  if (!(p.c_end > 0)) return Error{"-param '" + text + "': c_end must be positive"};
  if (!(p.r_end > 0)) return Error{"-param '" + text + "': r_end must be positive"};
  return p;
}

Gains gains(const Parameter& p, const Schedule& s, long long pairs_before) {
  const double n = double(s.total_pairs);
  const double k = double(pairs_before + 1);
  const double c = p.c_end * std::pow(n, s.gamma);
  const double a = p.r_end * p.c_end * p.c_end * std::pow(s.A + n, s.alpha);
  return {c / std::pow(k, s.gamma), a / std::pow(s.A + k, s.alpha)};
}

Probe make_probe(const std::vector<Parameter>& params, const std::vector<double>& theta, const Schedule& s,
                 long long pairs_before, std::uint64_t seed, long long iteration) {
  Probe probe;
  probe.pairs_before = pairs_before;
  for (std::size_t i = 0; i < params.size(); ++i) {
    const Parameter& p = params[i];
    const int flip = draw(seed, iteration, i, 0) & 1 ? 1 : -1;
    const Gains g = gains(p, s, pairs_before);
    const double plus = std::clamp(theta[i] + g.c * flip, p.min, p.max);
    const double minus = std::clamp(theta[i] - g.c * flip, p.min, p.max);
    // Rounded within the integers of [min, max].
    auto sent = [&](double x, int purpose) {
      const double rounded = std::floor(x + uniform(draw(seed, iteration, i, purpose)));
      return (long long)std::clamp(rounded, std::ceil(p.min), std::floor(p.max));
    };
    probe.flip.push_back(flip);
    probe.gains.push_back(g);
    probe.plus.push_back(plus);
    probe.minus.push_back(minus);
    probe.plus_sent.push_back(sent(plus, 1));
    probe.minus_sent.push_back(sent(minus, 2));
  }
  return probe;
}

std::vector<double> spsa_update(const std::vector<Parameter>& params, const std::vector<double>& theta,
                                const Probe& probe, double result) {
  std::vector<double> next(theta);
  for (std::size_t i = 0; i < params.size(); ++i) {
    const Gains& g = probe.gains[i];
    next[i] = std::clamp(theta[i] + g.a / g.c * result * probe.flip[i], params[i].min, params[i].max);
  }
  return next;
}

}  // namespace tune
