// The game as GTP sees it: one GameState (the registry's rules of the game, trusted for legality), the
// moves made, and the clicks of the move being entered. GTP's `play` is one click; a move is made when
// its clicks are complete (game_view.h), so the side to move stays the same until then.
//
// Two kinds of `play` change nothing but are accepted so that controllers that alternate colours
// strictly (gogui-twogtp) can carry multi-click moves and the end of a game:
//   - a filler by the side not to move: while the other side is entering a move, the point that side
//     clicked last; otherwise `pass` (gogui-twogtp asks black first, also in the chess games where
//     white, GTP's white, begins). The filler is what `genmove` answers for the side not to move.
//   - a pass by either side once the game is over.
// GoGui sends its ruler every `play` once more: that echo is never a legal click (no move clicks the
// same point twice in a row) nor the filler (after a move is complete, nothing is being entered), so
// it is refused.
// Every accepted `play` can be taken back with `undo`, one at a time.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "game_view.h"

namespace adapters::gtp {

class Ruler {
 public:
  // `start`: the game at its start position under the rules in force; `start_position`: "startpos",
  // or the position string `start` was set to.
  explicit Ruler(std::unique_ptr<inchworm::GameState> start, std::string start_position = "startpos");

  // `boardsize`: the rule options that give that board (a new game), or the error; nothing changes then.
  inchworm::MaybeError set_board_size(int size);
  // `clear_board`: a new game from the start position.
  void new_game();

  int board_size() const;
  Colour to_move() const;
  // The GTP colour of player 0 (who moves first) or 1.
  Colour colour_of_player(int player) const;
  int player_of(Colour c) const { return c == colour_of_player(0) ? 0 : 1; }
  bool game_over() const { return state_->is_over(); }

  // What may be clicked now (nothing once the game is over), or why that is not known.
  inchworm::Expected<ClickStep> step() const;
  // One click by `c`. The error says why it was refused; nothing changes then.
  inchworm::MaybeError play(Colour c, Click click);
  // Takes back the last accepted `play`. An error when there is none.
  inchworm::MaybeError undo();

  // The filler of the side not to move: the last point of the move being entered, or `pass`.
  Click filler() const;

  const inchworm::GameState& state() const { return *state_; }
  const GameView& view() const { return *view_; }
  const Clicks& pending() const { return pending_; }
  // Moves made so far (canonical tokens), oldest first.
  std::size_t move_count() const { return moves_.size(); }
  Picture picture() const;

  // The uiw `position` command for this game: from the start, or from the position after its last
  // irreversible move, with the moves since.
  std::string position_command() const;

 private:
  enum class Kind { Click, Filler, Idle };
  struct Played {
    Kind kind;
    Colour colour;
    Click click;
  };
  struct Move {
    std::string token;
    Clicks clicks;
    bool irreversible = false;
  };

  inchworm::Expected<ClickStep> step_for(const Clicks& pending) const;
  void replay_moves(std::size_t count);  // the state after the first `count` moves

  std::unique_ptr<inchworm::GameState> start_;
  std::unique_ptr<inchworm::GameState> state_;
  std::unique_ptr<GameView> view_;
  Colour first_colour_;
  std::vector<Move> moves_;
  Clicks pending_;
  std::vector<Played> played_;
  std::string start_position_;  // where every new game begins: "startpos" or a position string
  std::string base_;            // start_position_, or the position string after the last irreversible move
  std::size_t base_moves_ = 0;
  // Steps already worked out, by position, move count and clicks: GoGui replays the whole game to its
  // ruler for every click and asks the same questions again.
  mutable std::unordered_map<std::string, ClickStep> steps_;
};

}  // namespace adapters::gtp
