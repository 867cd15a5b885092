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
#include "match_shape.h"
#include "openings.h"

namespace referee {

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

}  // namespace referee
