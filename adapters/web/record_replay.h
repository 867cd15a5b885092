// A record read from a file, played through the rules library: the game the page steps through, and
// notes wherever the record and the rules disagree (a refused move, other captures, another final
// position).
#pragma once

#include <string>
#include <vector>

#include "game_model.h"
#include "game_record.h"

namespace adapters::web {

struct ReplayedRecord {
  GameModel game;
  std::vector<std::string> notes;  // disagreements and warnings, for people
  bool complete = true;            // every move of the record was legal and played
};

// An error only when the start position cannot be set up; a refused move ends the replay with a note.
Expected<ReplayedRecord> replay_record(const GameRecord& record);

}  // namespace adapters::web
