#include "live_chart.h"

#include <algorithm>
#include <boost/json.hpp>

namespace adapters::web {

namespace json = boost::json;

namespace {

json::value value_or_null(const std::optional<double>& x) { return x ? json::value(*x) : json::value(nullptr); }

}  // namespace

std::string live_chart_message(const referee::LiveRun& run, std::size_t from) {
  const referee::RunSeries& series = run.series();
  const auto& all = series.points();
  const auto& engines = run.info().engines;
  const auto name = [&](int k) { return std::size_t(k) < engines.size() ? engines[std::size_t(k)].name : ""; };
  json::array pairings;
  for (const auto& [first, second] : series.pairings())
    pairings.push_back(json::object{{"first", name(first)}, {"second", name(second)}});
  json::array points;
  for (std::size_t k = from; k < all.size(); ++k) {
    const referee::SeriesPoint& p = all[k];
    points.push_back(
        json::array{p.pairing, p.games, value_or_null(p.elo), value_or_null(p.error), value_or_null(p.llr), p.score});
  }
  json::object o{{"type", "livechart"},
                 {"from", std::min(from, all.size())},
                 {"total", all.size()},
                 {"pairings", std::move(pairings)},
                 {"points", std::move(points)}};
  if (const auto& s = series.sprt())
    o["sprt"] =
        json::object{{"lower", s->lower_bound()}, {"upper", s->upper_bound()}, {"elo0", s->elo0}, {"elo1", s->elo1}};
  return json::serialize(o);
}

std::optional<std::string> LiveChartFeed::news(const referee::LiveRun& run) {
  const std::size_t points = run.series().points().size();
  const std::size_t pairings = run.series().pairings().size();
  if (!restart_ && points == sent_points_ && pairings == sent_pairings_) return std::nullopt;
  const std::size_t from = restart_ ? 0 : std::min(sent_points_, points);
  restart_ = false;
  sent_points_ = points;
  sent_pairings_ = pairings;
  return live_chart_message(run, from);
}

void LiveChartFeed::reset() {
  sent_points_ = 0;
  sent_pairings_ = 0;
  restart_ = true;
}

}  // namespace adapters::web
