// uiw-web --follow: the chart of the run as the pages get it (message `livechart`). The run's series
// (run_series.h: a point a finished game, each pairing's Elo with its 95% interval and the SPRT's LLR)
// only grows, so a page is sent all of it when it connects and then only the points added since the
// last message: each message says where its points start (`from`, the points before them) and how many
// the run has (`total`); the page appends them to the `from` it has, and asks again (`chart`) when it
// has fewer. Pure translation: no sockets.
//
//   {"type":"livechart","from":F,"total":T,"pairings":[{"first":"a","second":"b"},...],
//    "sprt":{"lower","upper","elo0","elo1"} (a run with an SPRT),
//    "points":[[pairing, games, elo, error, llr, score],...]}   (points F to T-1; null for none)
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "live_run.h"

namespace adapters::web {

// The chart's message with the points from `from` on (all of them from 0).
std::string live_chart_message(const referee::LiveRun& run, std::size_t from);

// What every page has been sent of the chart.
class LiveChartFeed {
 public:
  // The message of what changed since the last one, for every page: the new points (or the pairings,
  // known with the run's line), all of them after reset; nothing when nothing changed.
  std::optional<std::string> news(const referee::LiveRun& run);
  // Another run (the file replaced): the next news starts from 0, so the pages drop the old points.
  void reset();

 private:
  std::size_t sent_points_ = 0;
  std::size_t sent_pairings_ = 0;
  bool restart_ = false;
};

}  // namespace adapters::web
