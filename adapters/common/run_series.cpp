#include "run_series.h"

#include <cmath>

namespace referee {

void RunSeries::start(const std::vector<EngineEntry>& engines, Format format, const std::optional<SprtSettings>& sprt) {
  sprt_ = engines.size() == 2 ? sprt : std::nullopt;
  standings_.emplace(engines, format, sprt_, SprtDecisions::OnTotals);
  points_.clear();
}

void RunSeries::add_game(long long pair, const int (&engines)[2], double first_points, const std::string& termination) {
  if (!standings_) return;
  standings_->add_game(pair, engines, first_points, termination);
  SeriesPoint p;
  p.games = standings_->games();
  if (!standings_->encounters().empty()) {
    const Trinomial& games = standings_->encounters().front().games;
    const EloEstimate e = elo_from_games(games);
    p.score = games.score();
    if (std::isfinite(e.elo)) p.elo = e.elo;
    if (std::isfinite(e.error95)) p.error = e.error95;
  }
  if (sprt_) p.llr = standings_->llr();
  points_.push_back(p);
}

}  // namespace referee
