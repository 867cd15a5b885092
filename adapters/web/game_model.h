// The game the page shows: rules, a start position, the moves played and the position after each one.
// Legality comes from the engine library (parse_move, generate_simple), never from the page.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "expected.h"
#include "rodeffer/movegen.h"
#include "rodeffer/notation.h"
#include "rodeffer/position.h"

namespace adapters::web {

using inchworm::Expected;
using inchworm::MaybeError;
using inchworm::rodeffer::Bitboard;
using inchworm::rodeffer::Color;
using inchworm::rodeffer::Move;
using inchworm::rodeffer::Position;
using inchworm::rodeffer::Rules;
using inchworm::rodeffer::Square;

// A stack a capture removed, as it stood on the board the move made, just before the captures were
// taken off: a suicide drop's stack is the mover's (and one higher than before the move), a captured
// distribution square holds one of the mover's pieces.
struct CapturedStack {
  Square square = 0;
  Color colour = inchworm::rodeffer::RED;
  int height = 0;
};

// One move of the game as played.
struct Ply {
  Move move;
  Color mover = inchworm::rodeffer::RED;
  std::string token;                 // protocol form (R2), what an engine is sent
  std::string record;                // record form: the token and ` X <squares>` when it captured (R3.4)
  Bitboard captured = 0;             // squares emptied by captures
  std::vector<CapturedStack> taken;  // what stood on them, square by square (a1 first)
};

// A collect offered to the page: clicking `from` then `to` plays `token`.
struct CollectChoice {
  Square from = 0;
  Square to = 0;
  Bitboard run = 0;
  std::string token;
};

// What the side to move may do in the current position, except which distributions (those are asked
// for square by square, see distribution_path.h).
struct LegalSummary {
  Bitboard drops = 0;           // empty squares and own stacks (stock >= 1)
  Bitboard prisoner_drops = 0;  // empty squares (R7.2, when on and prisoners are held)
  Bitboard distributable = 0;   // own stacks of height >= 2 with at least one distribution
  std::vector<CollectChoice> collects;
  std::string rescue;  // the rescue token (`R3`), or empty when none is legal
  bool pass = false;   // true when passing is the only legal move (R2.5)
};

class GameModel {
 public:
  GameModel();

  // Starts a game under `rules` from "startpos" or a position string. On error nothing changes.
  MaybeError reset(const Rules& rules, std::string_view base);
  // Plays a move given as a protocol token (any valid distribution path). On error nothing changes;
  // the message says why the move is refused.
  MaybeError play(std::string_view token);
  // Takes back the last move; false when there is none.
  bool undo();
  // Keeps the first `plies` moves only.
  void truncate(std::size_t plies);

  const Rules& rules() const { return rules_; }
  // "startpos" or the position string the game started from.
  const std::string& base() const { return base_; }
  const std::vector<Ply>& plies() const { return plies_; }
  // The position after `ply` moves (0 = the start).
  const Position& position_at(std::size_t ply) const { return positions_.at(ply); }
  const Position& position() const { return positions_.back(); }
  std::vector<std::string> tokens() const;

  // The uiw command that sets this game up in an engine.
  std::string position_command() const;

 private:
  Rules rules_;
  std::string base_ = "startpos";
  std::vector<Ply> plies_;
  std::vector<Position> positions_;  // positions_[i] is the position after i plies
};

LegalSummary summarize_legal_moves(const Position& pos);

// The stacks on `captured` (the squares move `m` emptied in `before`) as the move left them before
// the captures were removed.
std::vector<CapturedStack> captured_stacks(const Position& before, const Move& m, Bitboard captured);

// Result text for people: "Red wins 12 to 7", "Draw 5 to 5", or empty while the game goes on.
std::string result_text(const Position& pos);
// The same for a game stopped before its end and judged by the score (as the referee's -maxplies does,
// R4.3): "Red wins 5 to 3", "Draw 4 to 4".
std::string judged_by_score(const Position& pos);

}  // namespace adapters::web
