#include "engine_stats.h"

#include <algorithm>
#include <cstdio>
#include <numeric>

namespace referee {

double Sample::mean() const {
  return values_.empty() ? 0 : std::accumulate(values_.begin(), values_.end(), 0.0) / double(values_.size());
}

double Sample::median() const {
  if (values_.empty()) return 0;
  std::vector<double> sorted = values_;
  std::sort(sorted.begin(), sorted.end());
  const std::size_t n = sorted.size();
  return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

void EngineStats::add_game(const int (&engines)[2], const std::vector<MoveFacts> (&moves)[2], double first_points) {
  plies_.add(double(moves[0].size() + moves[1].size()));
  for (int side : {0, 1}) {
    PerEngine& e = per_engine_[std::size_t(engines[side])];
    e.as_side[side].add(side == 0 ? first_points : 1 - first_points);
    for (const MoveFacts& m : moves[side]) {
      if (m.depth) e.depth.add(*m.depth);
      if (m.nodes && m.ms > 0) e.nps.add(*m.nodes / (m.ms / 1000));
      e.ms.add(m.ms);
      if (m.left_ms) e.left_ms.add(*m.left_ms);
    }
  }
}

namespace {

// "5.2 / 5" with the given format, or "-" without values.
std::string mean_median(const Sample& s, const char* format, double scale = 1) {
  if (s.empty()) return "-";
  return format_number(s.mean() * scale, format) + " / " + format_number(s.median() * scale, format);
}

std::string wdl(const Trinomial& t) {
  return std::to_string(t.wins) + "-" + std::to_string(t.draws) + "-" + std::to_string(t.losses);
}

}  // namespace

std::string EngineStats::table(const std::vector<EngineEntry>& engines, const inchworm::SideNames& sides) const {
  if (plies_.empty()) return {};
  char line[400];
  std::snprintf(line, sizeof line, "Per engine (mean / median)\n  %-20s %-11s %-15s %-13s %-13s %-13s %s\n", "",
                "depth", "knodes/s", "ms/move", "clock left s", ("as " + sides.first + " W-D-L").c_str(),
                ("as " + sides.second + " W-D-L").c_str());
  std::string out = line;
  for (std::size_t i = 0; i < engines.size(); ++i) {
    const PerEngine& e = per_engine_[i];
    std::snprintf(line, sizeof line, "  %-20s %-11s %-15s %-13s %-13s %-13s %s\n", engines[i].name.c_str(),
                  mean_median(e.depth, "%.1f").c_str(), mean_median(e.nps, "%.0f", 0.001).c_str(),
                  mean_median(e.ms, "%.0f").c_str(), mean_median(e.left_ms, "%.2f", 0.001).c_str(),
                  wdl(e.as_side[0]).c_str(), wdl(e.as_side[1]).c_str());
    out += line;
  }
  out += "Game length: " + mean_median(plies_, "%.1f") + " plies (mean / median)\n";
  return out;
}

}  // namespace referee
