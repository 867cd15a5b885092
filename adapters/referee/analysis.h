// `uiw-referee -analyse RECORDS.jsonl -engine cmd=... depth=N|nodes=N|st=S [-jsonout OUT] [-pgnout OUT]`:
// every position of every recorded game searched by one engine: each move gets the evaluation before
// it (from the first player's point of view), the depth, the engine's best move, and how much the move
// lost against that best move by the engine's reckoning (the played move searched alone from the same
// position to the same depth); the moves that lost the most are marked (adapters/common/move_analysis.h,
// which uiw-web's analysis uses too: by winning chances in a game whose scale is known).
// Written as JSON lines in the referee's record form (which uiw-web reads) and as annotated PGN; each
// game says what its evaluation scale means.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "engine_config.h"
#include "engine_player.h"
#include "expected.h"
#include "move_analysis.h"

namespace referee {

struct AnalysisSettings {
  std::string records;  // the JSON-lines records to analyse
  EngineConfig engine;
  Timeouts timeouts;
  std::string json_path, pgn_path;  // where the annotated games go (empty: not written)
};

// Analyses every game of the records; one line per game on `out`. The error names the record or engine.
inchworm::MaybeError analyse_records(const AnalysisSettings& settings, std::ostream& out);

}  // namespace referee
