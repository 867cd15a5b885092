// The game the page shows, of any registered game: its rules, a start position, the moves played and
// the position string after each one. Legality, the game's end and the board come from the game's
// rules state (engine/core/game_state.h), never from the page.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game_ui.h"

namespace adapters::web {

// Rule options as (name, value) pairs.
using RuleValues = std::vector<std::pair<std::string, std::string>>;

// One move of the game as played.
struct Ply {
  std::string token;   // the canonical protocol token, what an engine is sent
  std::string record;  // the record form (with the game's record suffix, if any: RecordSuffix)
  int mover = 0;       // 0: the first player, 1: the second
  bool irreversible = false;
  MoveDetail detail;        // how the page draws it
  long long clock_ms = -1;  // the mover's time left after it, when the game was on a clock (-1: none)
};

class GameModel {
 public:
  // The default game (the registry's first) under its default rules, at the start.
  GameModel();
  GameModel(const GameModel& other);
  GameModel& operator=(const GameModel& other);
  GameModel(GameModel&&) = default;
  GameModel& operator=(GameModel&&) = default;

  // Starts a game of `game_id` under `rules` (options not named keep the rules' defaults) from
  // "startpos" or a position string. On error (naming the game, option or field) nothing changes.
  MaybeError reset(std::string_view game_id, const RuleValues& rules, std::string_view base);
  // Plays a move in any spelling the game accepts. On error nothing changes; the message says why
  // the move is refused.
  MaybeError play(std::string_view token);
  // Takes back the last move; false when there is none.
  bool undo();
  // Keeps the first `plies` moves only.
  void truncate(std::size_t plies);
  // The time its mover had left after move `index` (0: the first move played here); ignored past the end.
  void set_clock(std::size_t index, long long ms) {
    if (index < plies_.size()) plies_[index].clock_ms = ms;
  }

  std::string game_id() const { return state_->game_id(); }
  // Every rule option with its value in force.
  RuleValues rules() const;
  // "startpos" or the position string the game started from.
  const std::string& base() const { return base_; }
  const std::vector<Ply>& plies() const { return plies_; }
  // The current position, with the game's history (repetitions count).
  const GameState& state() const { return *state_; }
  const GameUi& ui() const { return *ui_; }
  // The position string after `ply` moves (0 = the start).
  const std::string& fen_at(std::size_t ply) const { return fens_.at(ply); }
  // A state set up at the position after `ply` moves: for the last, a copy of the current state with
  // the game's history (unless `with_history` is false); for earlier ones, its history starts there.
  std::unique_ptr<GameState> state_at(std::size_t ply, bool with_history = true) const;
  // The game's ply at the start position (from its move number): 0 for a game from the start.
  long long start_ply() const { return start_ply_; }
  std::vector<std::string> tokens() const;

  // The uiw command that sets this game up in an engine.
  std::string position_command() const;

 private:
  // Sets state_ to the start and plays the first `plies` moves again.
  void replay(std::size_t plies);

  std::unique_ptr<GameState> start_;  // the start position under the game's rules
  std::unique_ptr<GameState> state_;  // the current position, with the history of the game
  std::shared_ptr<const GameUi> ui_;
  std::string base_ = "startpos";
  long long start_ply_ = 0;
  std::vector<Ply> plies_;
  std::vector<std::string> fens_;  // fens_[i] is the position string after i plies
};

}  // namespace adapters::web
