// Choosing a few distributions (R2.3) without enumerating them all: a stack of 20 on an open board
// has astronomically many, so the players never list them. Instead they ask for
//  - the distributions that cover a set of target squares (e.g. the last liberties of an enemy group,
//    which is how a distribution captures: the seed's Figure 5a), found by a depth-first search over
//    king paths that is pruned by reachability and steered towards the targets, and
//  - random distributions, for sampling and for playouts.
// Both are bounded by a work budget, so no position can make them hang.
#pragma once

#include <cstdint>
#include <vector>

#include "bitboard.h"
#include "interrupt.h"
#include "rng.h"

namespace inchworm::rodeffer {

// Appends to `out` up to `max_results` distinct square sets (each including `from`) of the stack of
// `height` on `from` spreading over the empty squares `free`, each covering every square of `targets`.
// Explores at most `budget` path states (fewer when `interrupt` says so). Returns how many were added.
int covering_distributions(const Geometry& g, Square from, int height, Bitboard free, Bitboard targets,
                           std::vector<Bitboard>& out, int max_results, std::uint64_t budget,
                           const Interrupt* interrupt = nullptr);

// One distribution of the stack, found by a random walk that backtracks from dead ends (so sets are
// not equally likely), or 0 when none was found within `budget` path states (or before `interrupt`).
Bitboard random_distribution(const Geometry& g, Square from, int height, Bitboard free, Rng& rng, std::uint64_t budget,
                             const Interrupt* interrupt = nullptr);

}  // namespace inchworm::rodeffer
