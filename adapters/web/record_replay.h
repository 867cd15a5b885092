// A record read from a file, played through the rules of its game: the game the page steps through,
// and notes wherever the record and the rules disagree (a refused move, other captures, another final
// position, an option the game does not have).
#pragma once

#include <string>
#include <vector>

#include "analysis_lines.h"
#include "game_model.h"
#include "game_record.h"

namespace adapters::web {

struct ReplayedRecord {
  GameModel game;
  std::vector<std::string> notes;  // disagreements and warnings, for people
  bool complete = true;            // every move of the record was legal and played
  // What the record said of its moves (lichess's forms, pgn_annotations.h): the evaluation of the
  // position after each move that has one (a #N of the winner's moves turned to plies: 2N-1 when the
  // winner is to move, else 2N) and the marks of its NAGs. The clocks are in the game's plies.
  std::vector<PositionEval> evals;
  std::vector<MoveMark> marks;
};

// The record's game: the one it names; else, for a record from the start position, the default game
// (the registry's first); else the first registered game whose rules take its start position.
std::string record_game_id(const GameRecord& record);

// Moves may be written as tokens in any spelling the game reads, or in the game's record notation
// (found among the legal moves by the record form they are played as: the chess games' `Nb1-c3`).
// An error when the record's game, rules or start position cannot be set up, or when it has moves
// and not even the first is legal (nothing of it could be shown). A later refused move ends the
// replay with a note.
Expected<ReplayedRecord> replay_record(const GameRecord& record);

}  // namespace adapters::web
