// The shape of a match that its records and live feed name: its format (which engines meet) and the
// shard of a run that played a game (`-shard I/N`). Shared by the referee, which plays the schedule
// (adapters/referee/schedule.h), and the readers of its records and live feed (uiw-web --follow).
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "expected.h"

namespace referee {

enum class Format { RoundRobin, Gauntlet };

// The pairs of engine numbers that meet, in schedule order: (first, second), first < second.
std::vector<std::pair<int, int>> make_encounters(int engines, Format format);

// Part `index` (from 1) of `count` of a run. Games are split by pair, never a pair across shards: pair p
// goes to shard p % count + 1, so each shard has pairs from all over the schedule.
struct Shard {
  int index = 1;
  int count = 1;
  bool whole() const { return count == 1; }
  bool holds(long long pair) const { return pair % count == index - 1; }
  std::string text() const { return std::to_string(index) + "/" + std::to_string(count); }
};

// Reads `I/N` (1 <= I <= N), or `auto/N` with I from the environment as the batch systems give it:
// SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN + 1 (a Slurm array of any start, step 1), else
// JOB_COMPLETION_INDEX + 1 (a Kubernetes Indexed Job counts from 0). `getenv` is std::getenv in use,
// a table in the tests.
inchworm::Expected<Shard> parse_shard(const std::string& text, const std::function<const char*(const char*)>& getenv);

}  // namespace referee
