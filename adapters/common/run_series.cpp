#include "run_series.h"

#include <algorithm>
#include <cmath>

namespace referee {

void RunSeries::start(const std::vector<EngineEntry>& engines, Format format, const std::optional<SprtSettings>& sprt) {
  sprt_ = engines.size() == 2 ? sprt : std::nullopt;
  standings_.emplace(engines, format, sprt_, SprtDecisions::OnTotals);
  points_.clear();
}

std::vector<std::pair<int, int>> RunSeries::pairings() const {
  std::vector<std::pair<int, int>> out;
  if (standings_)
    for (const Encounter& e : standings_->encounters()) out.emplace_back(e.first, e.second);
  return out;
}

void RunSeries::add_game(long long pair, const int (&engines)[2], double first_points, const std::string& termination) {
  if (!standings_) return;
  const auto& encounters = standings_->encounters();
  const int low = std::min(engines[0], engines[1]), high = std::max(engines[0], engines[1]);
  const auto at = std::find_if(encounters.begin(), encounters.end(),
                               [&](const Encounter& e) { return e.first == low && e.second == high; });
  standings_->add_game(pair, engines, first_points, termination);
  if (at == encounters.end()) return;  // not a pairing of the schedule: the standings count it, no chart does
  SeriesPoint p;
  p.pairing = int(at - encounters.begin());
  const Trinomial& games = at->games;
  const EloEstimate e = elo_from_games(games);
  p.games = games.games();
  p.score = games.score();
  if (std::isfinite(e.elo)) p.elo = e.elo;
  if (std::isfinite(e.error95)) p.error = e.error95;
  if (sprt_) p.llr = standings_->llr();
  points_.push_back(p);
}

}  // namespace referee
