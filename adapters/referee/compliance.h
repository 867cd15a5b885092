// `uiw-referee -compliance cmd=PATH [proto=uiw|ugi] [-variant Game=ID ...]`: walks one engine through
// the protocol step by step (handshake, options, isready, then for each game it says it plays: the
// game's options, a new game, positions with and without moves, every `go` limit, isready during a
// search, stop, ponder and ponderhit, bad input; at last quit), one verdict line per step. It stops
// at the first failure: later steps would only repeat it. fastchess's `--compliance` gave the idea.
#pragma once

#include <ostream>

#include "engine_config.h"
#include "engine_player.h"
#include "game_rules.h"

namespace referee {

struct ComplianceSettings {
  EngineConfig engine;
  // With -variant: only that game, under those rules. Without: every registered game that the
  // engine's `Game` option lists (the default game when it has none).
  std::optional<GameRules> rules;
  Timeouts timeouts;
};

// One line per step on `out` (`PASS step: detail` or `FAIL step: detail`), then a summary line. True
// when every step passed.
bool check_compliance(const ComplianceSettings& settings, std::ostream& out);

}  // namespace referee
