// How one game looks and is played through GTP, where a move is one point or `pass`.
//
// A move of the game is entered as a short sequence of clicks (points, rarely `pass`). While a move is
// being entered its clicks so far are "pending": the side to move stays the same, and the legal next
// clicks are those that can still lead to a legal move. The sequences of one position are prefix-free
// (no complete move is the beginning of another; where one would be, it is ended by a `pass` click),
// and no sequence has the same click twice in a row, so that GoGui's echo of the last click (it sends
// every `play` to its ruler once more) is refused rather than taken as a second click.
//
// Each game has its view (rodeffer_view.cpp, steere_view.cpp, chess_view.cpp); a game without one gets
// the plain view: moves whose tokens name squares are clicked square by square.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board_picture.h"
#include "expected.h"
#include "game_state.h"
#include "vertex.h"

namespace adapters::gtp {

using Clicks = std::vector<Click>;

// What the clicks entered so far allow.
struct ClickStep {
  Clicks next;                      // legal next clicks, sorted, each once (empty when `move` is set)
  std::optional<std::string> move;  // the pending clicks are a whole move: its canonical token
};

class GameView {
 public:
  virtual ~GameView() = default;

  // The side of GoGui's square board for this state (the game's board plus any margin).
  virtual int board_size(const inchworm::GameState& state) const = 0;
  // The rule options that make `boardsize size` (a game whose size is fixed accepts only its own),
  // or an error naming the sizes it takes.
  virtual inchworm::Expected<std::vector<std::pair<std::string, std::string>>> options_for_size(
      const inchworm::GameState& state, int size) const = 0;

  // The legal next clicks after `pending` (empty: a new move), or the move they complete. An error
  // when the moves cannot be worked out (a game whose move list is too long to list).
  virtual inchworm::Expected<ClickStep> step(const inchworm::GameState& state, const Clicks& pending) const = 0;
  // The clicks that enter the legal move `token` (in the state's position), as `genmove` gives them.
  virtual inchworm::Expected<Clicks> clicks(const inchworm::GameState& state, const std::string& token) const = 0;

  // The board as GoGui shows it, with the move being entered (`pending`, and the next clicks `step`)
  // marked on it and explained in the status line.
  virtual Picture picture(const inchworm::GameState& state, const Clicks& pending, const ClickStep& step) const = 0;

  // Points taken by each side for `gogui-rules_captured_count` (first: by the black stones), when the
  // game has captures.
  virtual std::optional<std::pair<int, int>> captured(const inchworm::GameState&) const { return std::nullopt; }
  // How much the winner of a finished (or adjudicated) game won by, for `final_score`: Rodeffer's
  // point difference, Steere's checkers the loser still has on the board; 1 where nothing is counted.
  virtual int margin(const inchworm::GameState&, inchworm::Outcome) const { return 1; }
};

// The view of the game `game_id` (the registry's id).
std::unique_ptr<GameView> make_game_view(const std::string& game_id);

// Checks `raw` against `view.step`, click by click, and appends the ending `pass` when the move could
// go on after its last click. The error names the first click the view does not accept.
inchworm::Expected<Clicks> checked_clicks(const GameView& view, const inchworm::GameState& state,
                                          const std::string& token, const Clicks& raw);

// Marks the move being entered on a picture: its clicks, and (once it has begun) where it may go on;
// `hint` joins the status line.
void mark_entry(Picture& picture, const Clicks& pending, const ClickStep& step, const std::string& hint);

// Words for the status line: "Red to move", "e1 chosen".
std::string clicks_text(const Clicks& clicks);

}  // namespace adapters::gtp
