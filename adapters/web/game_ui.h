// What the page needs of one game beyond the rules state (engine/core/game_state.h): how a played
// move is drawn (the squares it went over, what it captured), the numbers shown beside the board
// (stock, score, checkers borne off), and what the page's click input is offered in a position. Every
// game gets the generic version, which lists the legal move tokens; a game whose moves cannot be listed
// (Rodeffer's distributions) brings its own (rodeffer_ui.h).
#pragma once

#include <boost/json/object.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "expected.h"
#include "game_state.h"

namespace adapters::web {

using inchworm::Expected;
using inchworm::GameState;
using inchworm::MaybeError;
using inchworm::PlayedMove;

// A stack a move took off the board, as it stood on the board the move made (before the removal).
struct CapturedStack {
  std::string square;
  int owner = 0;  // 0: the first player, 1: the second
  int height = 1;
};

// How the page draws a played move.
struct MoveDetail {
  std::string kind;                  // "drop", "collect", "distribute", ... or "move"
  std::vector<std::string> squares;  // the squares it touched, in the order it touched them
  std::vector<CapturedStack> taken;  // what its captures removed
  std::string shown;                 // the move as the move list writes it (the record form)
};

// A number per side, for the panels beside the board ("stock", "score", "borne off").
struct SideCounter {
  std::string name;
  long long values[2] = {0, 0};
};

class GameUi {
 public:
  virtual ~GameUi() = default;
  // The move `given` (as the page or the engine wrote it) played from `before` as `played`.
  virtual MoveDetail describe_move(const GameState& before, std::string_view given, const PlayedMove& played) const;
  virtual std::vector<SideCounter> counters(const GameState& state) const;
  // What the page's input is offered in `state` (a JSON object; its fields depend on the game):
  // the generic form is {"moves": [tokens], "pass": bool}, with "note" when they cannot be listed.
  virtual boost::json::object legal(const GameState& state) const;
  // Moves entered square by square that cannot be listed (Rodeffer's distributions): which squares may
  // follow `squares`. Other games have none: an error.
  virtual Expected<boost::json::object> continuations(const GameState& state,
                                                      const std::vector<std::string>& squares) const;
};

// The page's view of game `game_id` (the generic one for games without their own).
std::shared_ptr<const GameUi> make_game_ui(std::string_view game_id);

// Square names in a move token, in order ("c2-d3" -> c2, d3; "e1=e4" -> e1, e4; "pass" -> none):
// a file letter a-p followed by a rank number 1-16.
std::vector<std::string> squares_in_token(std::string_view token);

}  // namespace adapters::web
