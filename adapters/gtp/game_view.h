// How one game looks and is played through GTP, where a move is one point or `pass`.
//
// A move of the game is entered as a short sequence of clicks (points, rarely `pass`). While a move is
// being entered its clicks so far are "pending": the side to move stays the same, and the legal next
// clicks are those that can still lead to a legal move. The sequences of one position are prefix-free
// (no complete move is the beginning of another; where one would be, it is ended by a `pass` click),
// and no sequence has the same click twice in a row, so that GoGui's echo of the last click (it sends
// every `play` to its ruler once more) is refused rather than taken as a second click.
//
// A view is chosen by the kind of the game's board (its Presentation, engine/core/presentation.h), never
// by the game: stack_view.cpp (stacks with piles beside the board), worm_view.cpp (worms that leave the
// board), chess_view.cpp (two-square pieces); the plain view (game_view.cpp) shows pieces on points,
// each move clicked as the squares its token names, with the game's piles beside the board.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board_picture.h"
#include "expected.h"
#include "game_state.h"
#include "presentation.h"
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
  explicit GameView(inchworm::Presentation presentation) : presentation_(std::move(presentation)) {}
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

  // Each side's score for `gogui-rules_captured_count` (first: the first player's), when the game keeps
  // one on its board (Presentation::score_counter).
  std::optional<std::pair<int, int>> captured(const inchworm::GameState& state) const;
  // How much the winner of a finished (or adjudicated) game won by, for `final_score`, as the game
  // counts it (Presentation::margin): a score's difference, the loser's pieces left; 1 where nothing is.
  int margin(const inchworm::GameState& state, inchworm::Outcome outcome) const;

  const inchworm::Presentation& presentation() const { return presentation_; }

 protected:
  inchworm::Presentation presentation_;
};

// The view of a game shown as `presentation` says (its board's kind).
std::unique_ptr<GameView> make_game_view(const inchworm::Presentation& presentation);

// Checks `raw` against `view.step`, click by click, and appends the ending `pass` when the move could
// go on after its last click. The error names the first click the view does not accept.
inchworm::Expected<Clicks> checked_clicks(const GameView& view, const inchworm::GameState& state,
                                          const std::string& token, const Clicks& raw);

// Marks the move being entered on a picture: its clicks, and (once it has begun) where it may go on;
// `hint` joins the status line.
void mark_entry(Picture& picture, const Clicks& pending, const ClickStep& step, const std::string& hint);

// The registry's id as a GoGui game id, its first letter capitalised ("some-game" -> "Some-game").
std::string gogui_game_id(const std::string& game);

// Words for the status line: "Red to move", "e1 chosen".
std::string clicks_text(const Clicks& clicks);

}  // namespace adapters::gtp
