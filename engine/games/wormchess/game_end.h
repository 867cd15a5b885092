// The end of the game (C3.4, C8): checkmate and stalemate, the 100-move rule, bare kings and threefold
// repetition, judged in C8.5's order, and the history that repetitions are counted in.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "position.h"

namespace inchworm::wormchess {

enum class Ending { None, Checkmate, Stalemate, HundredMoveRule, BareKings, Repetition };

// C8.1: plies without a capture or a pawn move that draw the game.
constexpr std::uint32_t kDrawClock = 200;

// The positions of one game from its start (a set-up position starts a new history, C8.3).
class History {
 public:
  void reset(const Position& start);
  void push(const Position& pos);
  void pop();
  // How many times the latest position has occurred, itself included.
  int occurrences() const;
  std::size_t size() const { return keys_.size(); }

 private:
  std::vector<std::uint64_t> keys_;      // the hash covers the first six fields (C8.3)
  std::vector<std::string> identities_;  // and the fields themselves settle any collision
};

// C8.4: each side has its king and nothing else.
bool bare_kings(const Position& pos);

// C8.5: no legal move (C3.4), then the clock (C8.1), bare kings (C8.4), repetition (C8.3). The
// position has occurred `occurrences` times in its game.
Ending game_end(const Position& pos, int occurrences);

// For people: "checkmate", "stalemate", "100-move rule (200 plies without a capture or pawn move)", ...
std::string ending_reason(Ending e);

}  // namespace inchworm::wormchess
