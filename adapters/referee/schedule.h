// The games of a match: which engines meet (round robin or gauntlet), every game's place, colours and
// opening, its game pair, and which shard of a run plays it (`-shard I/N`). Pure functions of the
// settings, so that every shard of a run, a resumed run and the merge of the records agree.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "expected.h"
#include "game.h"
#include "openings.h"

namespace referee {

enum class Format { RoundRobin, Gauntlet };

// The pairs of engine numbers that meet, in schedule order: (first, second), first < second.
std::vector<std::pair<int, int>> make_encounters(int engines, Format format);

struct ScheduleShape {
  Format format = Format::RoundRobin;
  int engines = 2;
  int games = 2;  // per pairing per round
  int rounds = 1;
};

// The match's games in playing order (round, then pairing, then game). A pairing's games are numbered
// across the rounds (g = round * games + k): game g is played on opening g / 2 of the pairing, with the
// colours swapped when g is odd, so games 2i and 2i + 1 form a pair even when `games` is odd. Pairs are
// numbered (g / 2) * encounters + encounter: a number that does not depend on -games and -rounds, so a
// grown schedule keeps every pair's number (and shard). `opening_of(k)` gives the opening of a
// pairing's pair k.
std::vector<GameSetup> build_schedule(const ScheduleShape& shape, const std::function<Opening(long long)>& opening_of);
// How many pairs the schedule has (the last of each pairing may hold one game when games x rounds is odd).
long long pair_count(const ScheduleShape& shape);

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
