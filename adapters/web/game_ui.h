// What the page needs of one game beyond the rules state (engine/core/game_state.h), put in the page's
// terms: how a played move is drawn (the state's move anatomy), the numbers shown beside the board (the
// board's counters), and what the page's click input is offered in a position. Every game gets the
// generic version, which lists the legal move tokens; a board of stacks, whose moves cannot be listed
// (distributions), has its own input (stack_ui.h), built on the state's entry steps. The choice is by the
// kind of the game's board (its Presentation, engine/core/presentation.h), never by the game.
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

using inchworm::CapturedStack;
using inchworm::SideCounter;

// How the page draws a played move.
struct MoveDetail {
  std::string kind;                  // "drop", "collect", "distribute", ... or "move"
  std::vector<std::string> squares;  // the squares it touched, in the order it touched them
  std::vector<CapturedStack> taken;  // what its captures removed
  std::string shown;                 // the move as the move list writes it (the record form)
  std::string gloss;                 // what the record form leaves unsaid ("consolidated"), beside it
};

class GameUi {
 public:
  virtual ~GameUi() = default;
  // The move `given` (as the page or the engine wrote it) played from `before` as `played`.
  MoveDetail describe_move(const GameState& before, std::string_view given, const PlayedMove& played) const;
  // The panels beside the board ("stock", "score", "borne off"): the board's counters.
  std::vector<SideCounter> counters(const GameState& state) const;
  // What the page's input is offered in `state` (a JSON object; its fields depend on the game):
  // the generic form is {"moves": [tokens], "pass": bool, "squares": {token: [squares]}, "kinds": {token:
  // kind}, "offEdges": {token: [edges]}, "actions": action_offers()}, with "note" when they cannot be
  // listed.
  virtual boost::json::object legal(const GameState& state) const;
  // What the side not to move may queue as its next move (a premove) while the other side thinks, in
  // the form of legal(): the union, over every legal reply of the side to move, of what legal() offers
  // after it, so that every move the premove may turn out to be is offered (and it is checked when it is
  // played). With a "note" and nothing offered when the replies cannot be listed or take too long
  // (kPremoveBudget). A game whose moves are entered step by step after the first (distributions
  // over squares) does not offer those: they depend on the reply.
  virtual boost::json::object premoves(const GameState& state) const;
  // Moves entered square by square that cannot be listed (distributions over squares): which squares may
  // follow `squares`. Other games have none: an error.
  virtual Expected<boost::json::object> continuations(const GameState& state,
                                                      const std::vector<std::string>& squares) const;
};

// Why the entry `choices` (clicked on the page and not offered there) makes no move in `state`, in the
// game's words: its entry steps' refusal, which names the choice at fault and, where the game says it,
// the rules' reason ("illegal move 'e4': the square holds an enemy stack"); or that it does begin a
// move after all (an offer the page had not yet received).
std::string entry_refusal(const GameState& state, const std::vector<std::string>& choices);

// The time premoves() may take: it answers a page's question while the engine thinks.
inline constexpr int kPremoveBudgetMs = 1500;

// The page's view of game `game_id`, by the kind of its board (the generic one for most kinds).
std::shared_ptr<const GameUi> make_game_ui(std::string_view game_id);

// What the game's buttons (Presentation::actions) offer in `state`, by its entry steps: for each action
// whose choice is among `first` (the state's first entry choices), {"move": token} when the choice alone
// is a move and {"squares": {square: token}} for the squares that may follow it. The page plays these
// tokens and composes none.
boost::json::object action_offers(const GameState& state, const std::vector<std::string>& first);

}  // namespace adapters::web
