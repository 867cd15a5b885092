// Fair clocks on any machine: each engine's speed measured at the start of a match by its own `bench`
// (nodes per second on this machine, as the engine reports it), and, with a reference speed, the time
// controls scaled to it (OpenBench's scale_nps: a machine half as fast gets twice the time), so that
// shards played on different nodes play at the same effective time control.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine_config.h"
#include "engine_player.h"
#include "expected.h"

namespace referee {

struct SpeedSettings {
  bool measure = false;      // -measure-speed (or implied by -scale-nps)
  double reference_nps = 0;  // -scale-nps N: scale the time controls to N nodes/s; 0: no scaling
};

// Starts the engine, gives it the game's and its own options, sends `bench` and reads its `Nodes/second:`
// line. The error names the engine and what went wrong.
inchworm::Expected<double> bench_nps(const EngineConfig& engine,
                                     const std::vector<std::pair<std::string, std::string>>& game_options,
                                     const Timeouts& timeouts);

// Every clock's base time and increment and the fixed move time multiplied by `factor` (depth and node
// limits are no time).
void scale_time_control(TimeControl& tc, double factor);

}  // namespace referee
