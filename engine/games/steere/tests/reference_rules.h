// An independent, slow statement of the move rules (S3-S6), written square by square from the rules
// text without the engine's padded board, neighbour counts or worm walks: worms are found by a
// flood fill, every candidate move is tried on a copy of the board and the copy is checked against
// S3.2 from scratch. The tests compare the fast generator with it on many positions.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "position.h"

namespace steere_testing {

struct RefBoard {
  int rows = 0, columns = 0;
  std::vector<int> height;  // rank * columns + file
  std::vector<int> owner;   // -1 empty, 0 Red, 1 Blue
  int side = 0;
  bool strict = false;

  static RefBoard from(const inchworm::steere::Position& pos);
  int at(int file, int rank) const { return rank * columns + file; }
  int checkers(int colour) const;
  bool has_neighbour_of_colour(int square) const;
  // S3.2 for one colour, by flood fill: every group is a tree in which no square has three neighbours.
  bool worms_valid(int colour) const;
  // The board after moving one checker from `from` to `to` (-1: off the board).
  RefBoard after(int from, int to) const;
  RefBoard after_pass() const {
    RefBoard b = *this;
    b.side = 1 - side;
    return b;
  }
};

// Every legal move as token -> kind ("feed", "tail in", "step", "spawn", "leap", "pass"). `conflict`
// is set when two different kinds would share one token (S9.3 says they never do).
std::map<std::string, std::string> reference_moves(const RefBoard& board, bool* conflict = nullptr);

}  // namespace steere_testing
