// Games of stacks on the page (BoardKind::Stacks): drops, collects and the game's
// buttons (a rescue, a prisoner's drop: Presentation::actions) are offered with their tokens; distributions (R2.3)
// cannot be listed (a 9-stack can have 134,810), so the page enters them square by square and asks which squares may
// come next. Both come from the state's entry steps (GameState::entry_step: squares, the piles' choices of the game's
// Presentation, and pass), put in the page's terms here. Played moves are drawn from the state's move anatomy, as for
// every game.
#pragma once

#include "game_ui.h"

namespace adapters::web {

class StackUi : public GameUi {
 public:
  // {"drops": {square: token}, "distributable": [squares], "collects": [{from, to, token, run}],
  //  "actions": action_offers(), "pass": bool}: what the side to move may do, except which distributions.
  boost::json::object legal(const GameState& state) const override;
  // The generic union over the replies, without distributions and without moves made by a button alone
  // (their squares depend on the reply).
  boost::json::object premoves(const GameState& state) const override;
  // {"path", "next": [squares], "complete", "exact", "token" once complete} for a distribution path
  // begun on the board: its first square an own stack of two or more, then empty squares.
  Expected<boost::json::object> continuations(const GameState& state,
                                              const std::vector<std::string>& squares) const override;
};

}  // namespace adapters::web
