// The moves a player considers in a position: every drop, prisoner drop, collect and rescue (a few
// hundred at most), and a bounded selection of distributions: all of a stack's when it has few, else
// the ones that cover the liberties of a group (captures, R3) and a few random ones. So no position
// can flood a search with moves, and the distributions that matter tactically are always there.
#pragma once

#include <cstdint>

#include "movegen.h"
#include "rng.h"

namespace inchworm::rodeffer {

struct CandidateLimits {
  int enumerate_up_to = 64;            // a stack with at most this many distributions gives all of them
  int covers_per_group = 3;            // distributions kept per group whose liberties they cover
  int random_per_stack = 2;            // random distributions added per big stack
  std::uint64_t cover_budget = 3000;   // path states explored per (stack, group) cover search
  int max_group_liberties = 12;        // groups with more liberties than this are not targeted
  std::uint64_t walk_budget = 50'000;  // path states a stack's enumeration may explore before sampling
  // Asked now and then; when it says stop, generation ends with what it has (a search giving up).
  const Interrupt* interrupt = nullptr;
  // When interrupted before any candidate was found, still decide exactly whether a distribution or
  // the pass is the move to list (the list must hold a legal move: at the root). False: list a pass.
  bool legal_when_interrupted = true;
};

// Appends the candidates to `moves`; a pass when the side to move has no other legal move, nothing
// when the game is over. Returns true when the list holds every legal move. Bounded by the limits'
// budgets and interrupt, whatever the position.
bool generate_candidates(const Position& pos, MoveList& moves, const CandidateLimits& limits, Rng& rng);

// Appends the distributions of the stack on `from` that cover the liberties of some group of either
// colour with at most `limits.max_group_liberties` (and fewer than the stack's height) liberties.
void generate_capturing_distributions(const Position& pos, Square from, MoveList& moves, const CandidateLimits& limits);

}  // namespace inchworm::rodeffer
