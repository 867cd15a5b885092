// Legal moves (R2, R7.2): lists, counts for perft, and bounded generation for the search.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "distribute.h"
#include "position.h"

namespace inchworm::rodeffer {

using MoveList = std::vector<Move>;

// Kinds of moves, to generate some of them only.
enum MoveKind : unsigned {
  kDrops = 1,
  kPrisonerDrops = 2,
  kCollects = 4,
  kDistributions = 8,
  kRescue = 16,
  kAllKinds = 31,
};

// Most distinct distributions one stack's exact enumeration may hold before it gives up. Memory is
// about 16 bytes per set, times up to 8 for the candidates of the last layer (under 300 MB).
constexpr std::uint64_t kDefaultDistributionBudget = 2'000'000;

// Appends the legal moves of the given kinds except distributions (their number is bounded: at most
// a few hundred). Nothing when the game is over. Never a pass.
void generate_simple(const Position& pos, MoveList& moves, unsigned kinds = kAllKinds);

// Every legal move, pass included when it is the only one (R2.5). Returns false, with `moves` incomplete,
// when enumerating some stack's distributions would take more sets at some step than the budget
// allows (that stack's square goes to `over_budget` when given) or `interrupt` said stop. Order: by
// kind, then unspecified.
bool generate_all(const Position& pos, MoveList& moves, DistributionCounter& counter,
                  std::uint64_t budget = kDefaultDistributionBudget, Square* over_budget = nullptr,
                  const Interrupt* interrupt = nullptr);
// The same in a fixed order (kind, squares), for people and transcripts.
bool generate_sorted(const Position& pos, MoveList& moves, std::uint64_t budget = kDefaultDistributionBudget,
                     Square* over_budget = nullptr, const Interrupt* interrupt = nullptr);

// Number of legal moves without making them (perft's bulk count), or nullopt when over budget.
std::optional<std::uint64_t> count_moves(const Position& pos, DistributionCounter& counter,
                                         std::uint64_t budget = kDefaultDistributionBudget);

// True when the side to move has a legal move other than a pass.
bool has_non_pass_move(const Position& pos);

// Number of collects available to the side to move (R2.2), counted on bitboards.
std::uint64_t count_collects(const Position& pos);
// The same for the stacks `own`.
std::uint64_t count_collects(const Geometry& g, Bitboard own);
// Runs of the stacks `own` by length (index 2..8): each run is two collects, one onto either end.
using RunCounts = std::array<std::uint64_t, 9>;
RunCounts count_runs(const Geometry& g, Bitboard own);

// Checks a move that claims to be legal in `pos` (as built by the notation parser).
bool is_legal(const Position& pos, const Move& m);

// Orders moves by kind, then square, then squares covered: the fixed order of generate_sorted.
bool move_order(const Move& a, const Move& b);

}  // namespace inchworm::rodeffer
