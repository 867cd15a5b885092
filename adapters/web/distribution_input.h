// Distributions entered on the page square by square (R2.3). A stack of height h can have an
// astronomical number of distributions, so the page never gets a list: for a path begun on the board
// it asks which squares may come next, and a square is offered only when some completion of the path
// through it exists. That is a bounded depth-first search, not an enumeration.
#pragma once

#include <cstdint>
#include <vector>

#include "expected.h"
#include "rodeffer/bitboard.h"
#include "rodeffer/position.h"

namespace adapters::web {

// Work (search states) allowed per offered square before the answer is taken on trust.
constexpr std::uint64_t kContinuationBudget = 200'000;

enum class Reach { Yes, No, Unknown };

// Can a king path of `more` further squares, each in `free`, no square twice, start next to `end`?
// `budget` is decreased by the work done; Unknown when it runs out.
Reach can_extend(const inchworm::rodeffer::Geometry& g, inchworm::rodeffer::Square end, int more,
                 inchworm::rodeffer::Bitboard free, std::uint64_t& budget);

struct PathAnswer {
  std::vector<inchworm::rodeffer::Square> next;  // squares that continue the path towards a full distribution
  bool complete = false;                         // the path covers the whole stack: it can be played
  bool exact = true;                             // false when some square was offered without a proof (budget)
};

// Checks a path begun on the board (its first square is an own stack of height >= 2, then king steps
// over empty squares) and answers which squares may follow. The error names what is wrong.
inchworm::Expected<PathAnswer> distribution_continuations(const inchworm::rodeffer::Position& pos,
                                                          const std::vector<inchworm::rodeffer::Square>& path,
                                                          std::uint64_t budget = kContinuationBudget);

// True when the own stack on `from` has at least one distribution (bounded like the above; a stack
// whose search runs out of budget counts as distributable, the final check is the move parser's).
bool has_distribution(const inchworm::rodeffer::Position& pos, inchworm::rodeffer::Square from,
                      std::uint64_t budget = kContinuationBudget);

}  // namespace adapters::web
