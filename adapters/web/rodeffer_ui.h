// Rodeffer's Inchworm on the page: drops, collects and the rescue are offered as lists; distributions
// (R2.3) cannot be listed (a 9-stack can have 134,810), so the page enters them square by square and
// asks which squares may come next, each offered only when the engine library finds a completion of
// the path through it (find_distribution, engine/games/rodeffer/distribute.h). Played moves are drawn
// with the squares they went over (a distribution in the order it was clicked) and the stacks their
// captures took, as the move left them.
#pragma once

#include <chrono>
#include <vector>

#include "game_ui.h"
#include "rodeffer/position.h"
#include "rodeffer/state.h"

namespace adapters::web {

// A collect offered to the page: clicking `from` then `to` plays `token`.
struct CollectChoice {
  inchworm::rodeffer::Square from = 0;
  inchworm::rodeffer::Square to = 0;
  inchworm::rodeffer::Bitboard run = 0;
  std::string token;
};

// What the side to move may do, except which distributions (asked for square by square).
struct LegalSummary {
  inchworm::rodeffer::Bitboard drops = 0;           // empty squares and own stacks (stock >= 1)
  inchworm::rodeffer::Bitboard prisoner_drops = 0;  // empty squares (R7.2, when on and prisoners are held)
  inchworm::rodeffer::Bitboard distributable = 0;   // own stacks of height >= 2 with at least one distribution
  std::vector<CollectChoice> collects;
  std::string rescue;  // the rescue token (`R3`), or empty when none is legal
  bool pass = false;   // true when passing is the only legal move (R2.5)
};

LegalSummary summarize_legal_moves(const inchworm::rodeffer::Position& pos);

// The stacks on `captured` (the squares move `m` emptied in `before`) as the move left them before
// the captures were removed: a suicide drop's stack is the mover's, one higher than before the move.
std::vector<CapturedStack> captured_stacks(const inchworm::rodeffer::Position& before,
                                           const inchworm::rodeffer::Move& m, inchworm::rodeffer::Bitboard captured);

// The answer to a distribution path begun on the board.
struct PathAnswer {
  std::vector<inchworm::rodeffer::Square> next;  // squares that continue the path towards a full distribution
  bool complete = false;                         // the path covers the whole stack: it can be played
  bool exact = true;                             // false when a square was offered unproven (time ran out)
};

// How long the search for one offered square may take before the square is offered unproven.
constexpr auto kContinuationTime = std::chrono::milliseconds(500);

// Checks a path begun on the board (its first square an own stack of height >= 2, then king steps
// over empty squares) and answers which squares may follow. The error names what is wrong.
Expected<PathAnswer> distribution_continuations(const inchworm::rodeffer::Position& pos,
                                                const std::vector<inchworm::rodeffer::Square>& path,
                                                std::chrono::milliseconds time = kContinuationTime);

class RodefferUi : public GameUi {
 public:
  MoveDetail describe_move(const GameState& before, std::string_view given, const PlayedMove& played) const override;
  std::vector<SideCounter> counters(const GameState& state) const override;
  boost::json::object legal(const GameState& state) const override;
  Expected<boost::json::object> continuations(const GameState& state,
                                              const std::vector<std::string>& squares) const override;
};

// The Rodeffer position of a state of game "rodeffer".
const inchworm::rodeffer::Position& rodeffer_position(const GameState& state);

}  // namespace adapters::web
