// Groups, liberties and which groups a move captures (R3.1-R3.2, R5), by bitboard flood fill.
#pragma once

#include "bitboard.h"

namespace inchworm::rodeffer {

// Stacks of colour `own` in groups that have no liberty (R3.1): no orthogonally adjacent empty square.
inline Bitboard groups_without_liberty(const Geometry& g, Bitboard own, Bitboard empty) {
  Bitboard breathing = own & g.orth_neighbours(empty);
  return own & ~g.flood(breathing, own);
}

// The stacks, of both colours, captured on this board.
// Original rule (R3.2): every group without a liberty.
// Modern rule (R5): such a group only if it touches an enemy group that has no liberty either.
inline Bitboard captured_stacks(const Geometry& g, bool modern, Bitboard red, Bitboard blue) {
  const Bitboard empty = ~(red | blue);
  const Bitboard dead_red = groups_without_liberty(g, red, empty);
  const Bitboard dead_blue = groups_without_liberty(g, blue, empty);
  if (!modern) return dead_red | dead_blue;
  if (!dead_red || !dead_blue) return 0;
  // A dead group touches a dead enemy group exactly when one of its stacks is next to a dead enemy stack;
  // flooding from those stacks inside the dead stacks takes the whole group and nothing more.
  const Bitboard red_taken = g.flood(dead_red & g.orth_neighbours(dead_blue), dead_red);
  const Bitboard blue_taken = g.flood(dead_blue & g.orth_neighbours(dead_red), dead_blue);
  return red_taken | blue_taken;
}

}  // namespace inchworm::rodeffer
