// uiw-tune's command line: its own options (the parameters, the SPSA schedule, the run's folder and the
// part this process plays), and the referee's options for everything about the games, read by the
// referee's own parser (adapters/referee/command_line.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "expected.h"
#include "match_settings.h"
#include "spsa.h"

namespace tune {

// Coordinator and worker (the default: one process does everything), or one of them.
enum class Role { Both, Coordinator, Worker };

struct TuneSettings {
  std::vector<Parameter> params;
  long long iterations = 0;
  int pairs = 8;  // game pairs per iteration
  int batch = 0;  // pairs per batch (the unit a worker claims); 0: the iteration's pairs
  Schedule schedule;
  std::uint64_t seed = 1;
  std::string dir;
  bool resume = false;
  Role role = Role::Both;
  std::string worker_id = "local";
  double poll_seconds = 0.2;  // how often a waiting process looks at the folder
  // The tuned engine plays its plus and minus copies (one -engine), or each of them plays a fixed
  // opponent (a second -engine).
  bool self_play = true;
  referee::MatchSettings match;  // engines[0] is the tuned engine; engines[1] the opponent
  std::vector<std::string> warnings;
  bool help = false;
  bool version = false;  // -version: print the version and exit

  int batches() const { return (pairs + batch - 1) / batch; }
  int batch_pairs(int b) const { return std::min(batch, pairs - b * batch); }
};

// Errors name the bad word; referee options are checked by the referee's parser.
inchworm::Expected<TuneSettings> parse_tune_command_line(const std::vector<std::string>& words);
std::string tune_help();

}  // namespace tune
