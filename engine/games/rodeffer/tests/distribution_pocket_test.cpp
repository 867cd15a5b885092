// R2.3 and R2.5 where distributions are hard to find: a tall stack sealed in a pocket of about as
// many empty squares as it needs. Whether it has any distribution (and so whether pass is legal)
// must be answered exactly; the walker must give up within its budget; the search must answer.
// (How fast they are is measured in scripts/bench-search, not asserted here.)
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <random>
#include <set>

#include "candidates.h"
#include "engine_support.h"
#include "test_support.h"

using namespace testing;

namespace distribution_pocket_test {
namespace {

// Red's 25-stack on a1 in the pocket a1-f4 walled off by Blue (24 squares: one too few), no stock.
const char* kSealed25 = "x8/x8/x8/b,b,b,b,b,b,b,x/x6,b,x/x6,b,x/x6,b,x/r25,x5,b,x r 0/14 0/0 0/0 0 1";
// The same pocket with a 24-stack: the pocket is exactly its size, and one path covers it.
const char* kExact24 = "x8/x8/x8/b,b,b,b,b,b,b,x/x6,b,x/x6,b,x/x6,b,x/r24,x5,b,x r 1/14 0/0 0/0 0 1";

Bitboard pocket_a1_f4() {
  Bitboard b = 0;
  for (int rank = 0; rank < 4; ++rank)
    for (int file = 0; file < 6; ++file) b |= square_bb(make_square(file, rank));
  return b;
}

std::string search_best(const char* fen, const SearchLimits& limits) {
  auto game = testing::make_rodeffer_engine();
  REQUIRE_FALSE(game->set_position(fen, {}));
  std::atomic<bool> stop{false};
  return game->search(limits, SearchListener{}, stop).best_move;
}

// A random king-connected region of `size` squares around `from`, thin (corridors) or round.
Bitboard random_region(std::mt19937_64& rng, const Geometry& g, Square from, int size, bool thin) {
  Bitboard region = square_bb(from);
  while (popcount(region) < size) {
    Bitboard border = g.king_dilate(region) & ~region;
    if (thin) {
      Bitboard narrow = 0;
      for (Bitboard b = border; b;) {
        const Square s = pop_lsb(b);
        if (popcount(g.king[s] & region) <= 2) narrow |= square_bb(s);
      }
      if (narrow) border = narrow;
    }
    const int skip = int(rng() % unsigned(popcount(border)));
    for (int i = 0; i < skip; ++i) border &= border - 1;
    region |= square_bb(lsb(border));
  }
  return region;
}

}  // namespace

TEST_CASE("R2.5 a 25-stack in a 24-square pocket has no distribution: pass is the only move", "[R2.5][pocket]") {
  Position pos = position_from(kSealed25);
  CHECK_FALSE(has_non_pass_move(pos));
  CHECK(find_distribution(pos.geometry(), *parse_square("a1"), 25, pos.empty()) == Bitboard(0));
  CHECK(legal_move_strings(pos) == std::vector<std::string>{"pass"});
  play(pos, "pass");
  SearchLimits limits;
  limits.depth = 1;
  CHECK(search_best(kSealed25, limits) == "pass");
  limits.depth.reset();
  limits.move_time = 100;
  CHECK(search_best(kSealed25, limits) == "pass");
}

TEST_CASE("R2.3 a 24-stack in a pocket of exactly its size: the one set is found", "[R2.3][pocket]") {
  const Position pos = position_from(kExact24);
  const Square a1 = *parse_square("a1");
  const auto set = find_distribution(pos.geometry(), a1, 24, pos.empty());
  REQUIRE(set);
  CHECK(*set == pocket_a1_f4());
  const auto moves = legal_move_strings(pos);
  const auto distributions =
      std::count_if(moves.begin(), moves.end(), [](const std::string& m) { return m.find('-') != std::string::npos; });
  CHECK(distributions == 1);
  // The search lists it among its candidates, and answers.
  Rng rng(1);
  MoveList candidates;
  generate_candidates(pos, candidates, CandidateLimits{}, rng);
  CHECK(std::find(candidates.begin(), candidates.end(), Move::distribute(a1, pocket_a1_f4())) != candidates.end());
  SearchLimits limits;
  limits.depth = 1;
  CHECK_FALSE(search_best(kExact24, limits).empty());
}

TEST_CASE("R2.3 pockets with dead ends: no path covers them although they have room", "[R2.3][pocket]") {
  // Red 6-stack on d1, walled in by Blue with the free squares c1, e1 (beside it), the corridor
  // d2-d3-d4, and c5, e5 (beside d4): eight squares, but a path takes only one square of each pair.
  const Position pos = position_from(
      "x8/x8/x,b,b,b,b,b,x2/x,b,x,b,x,b,x2/x,b,b,x,b,b,x2/x2,b,x,b,x3/x,b,b,x,b,b,x2/x,b,x,r6,x,b,x2 r 0/5 0/0 0/0 0 "
      "9");
  const Square d1 = *parse_square("d1");
  const Geometry& g = pos.geometry();
  DistributionCounter counter;
  for (int height = 2; height <= 8; ++height) {
    INFO("height " << height);
    const auto found = find_distribution(g, d1, height, pos.empty());
    REQUIRE(found);
    CHECK((*found != 0) == (height <= 6));  // d1-c1-d2-d3-d4-c5 is the longest
    const auto count = counter.count(g, d1, height, pos.empty(), kDefaultDistributionBudget);
    REQUIRE(count);
    CHECK((*count > 0) == (height <= 6));
  }
}

TEST_CASE("find_distribution agrees with the exact count on random pockets", "[R2.3][pocket]") {
  std::mt19937_64 rng(20240611);
  for (Topology t : {Topology::Plane, Topology::Cylinder, Topology::Torus}) {
    const Geometry& g = geometry(t);
    int with = 0, without = 0;
    for (int i = 0; i < 150; ++i) {
      const Square from = Square(rng() % 64);
      const int size = 8 + int(rng() % 16);
      const Bitboard region = random_region(rng, g, from, size, i % 2 == 0);
      const int height = std::max(2, std::min(25, size - int(rng() % 4)));
      const Bitboard free = region & ~square_bb(from);
      DistributionCounter counter;
      const auto count = counter.count(g, from, height, free, 200'000);
      if (!count) continue;
      const auto found = find_distribution(g, from, height, free);
      REQUIRE(found);
      INFO("from " << square_name(from) << " height " << height << " region " << format_squares(region));
      CHECK((*found != 0) == (*count > 0));
      if (*found) {
        CHECK(popcount(*found) == height);
        CHECK((*found & ~region) == 0);
        CHECK_FALSE(distribution_path(g, from, *found).empty());
      }
      ++(*found ? with : without);
    }
    CHECK(with > 10);  // both answers occur
    CHECK(without > 10);
  }
}

TEST_CASE("the walker gives up within its budget where a pocket has few or no distributions", "[R2.3][pocket]") {
  const Position pos = position_from(kSealed25);
  const Square a1 = *parse_square("a1");
  // One square short: cut at once.
  DistributionWalker sealed(pos.geometry(), a1, 25, pos.empty(), 1000);
  CHECK(sealed.next() == 0);
  CHECK_FALSE(sealed.gave_up());
  CHECK(sealed.work() < 100);
  // The pocket with one square more than the 23-stack needs... and more than the budget of work.
  DistributionWalker tight(pos.geometry(), a1, 22, pos.empty(), 500);
  int found = 0;
  while (tight.next()) ++found;
  CHECK(tight.work() <= 500);
  CHECK((tight.gave_up() || found > 0));
  // An interrupt ends it too.
  const Interrupt now = [] { return true; };
  DistributionWalker interrupted(pos.geometry(), a1, 22, pos.empty(), ~std::uint64_t(0), &now);
  while (interrupted.next()) {
  }
  CHECK(interrupted.gave_up());
  CHECK(interrupted.interrupted());
}

TEST_CASE("R2.3 tall stacks in pockets a few squares larger: counted by complements, as the walker finds them",
          "[R2.3][pocket]") {
  // Stacks of 8 or more with at most 8 squares to spare: the counter leaves out the spare squares in
  // every way and tests each set; the walker, unbounded, walks the paths.
  std::mt19937_64 rng(2511);
  for (Topology t : {Topology::Plane, Topology::Torus}) {
    const Geometry& g = geometry(t);
    for (int i = 0; i < 40; ++i) {
      const Square from = Square(rng() % 64);
      const int size = 12 + int(rng() % 7);
      const Bitboard region = random_region(rng, g, from, size, i % 2 == 0);
      const int height = std::max(8, size - int(rng() % 9));
      INFO("from " << square_name(from) << " height " << height << " region " << format_squares(region));
      DistributionCounter counter;
      std::set<Bitboard> counted;
      REQUIRE(counter.enumerate(g, from, height, region, kDefaultDistributionBudget,
                                [&](Bitboard set) { counted.insert(set); }));
      DistributionWalker walker(g, from, height, region);
      std::set<Bitboard> walked;
      while (const Bitboard set = walker.next()) walked.insert(set);
      CHECK(counted == walked);
    }
  }
}

TEST_CASE("R2.3 a 25-stack in a 30-square pocket: its 115,256 distributions are listed", "[R2.3][pocket]") {
  // At most C(29, 24) = 118,755 sets, but the layers on the way to them hold millions.
  const Position pos =
      position_from("x8/b,b,b,b,b,b,x2/x5,b,x2/x5,b,x2/x5,b,x2/x2,r25,x2,b,x2/x5,b,x2/x5,b,x2 r 0/13 0/0 0/0 0 5");
  MoveList moves;
  REQUIRE(generate_sorted(pos, moves));
  CHECK(moves.size() == 115'256);
  for (std::size_t i = 0; i < moves.size(); i += 997) {
    INFO(format_move(pos, moves[i]));
    CHECK(is_legal(pos, moves[i]));
    CHECK(move_from(pos, format_move(pos, moves[i])) == moves[i]);
  }
}

TEST_CASE("listing gives up on a 25-stack in the open and says which stack", "[R2.3]") {
  auto game = testing::make_rodeffer_engine();
  REQUIRE_FALSE(game->set_position("x8/x8/x8/x3,r25,x4/x8/x8/x8/x8 r 0/25 0/0 0/0 0 1", {}));
  const auto moves = game->legal_moves();
  REQUIRE_FALSE(moves);
  CHECK(moves.error() ==
        "too many legal moves to list: enumerating the distributions of the 25-stack on d5 takes more than "
        "2000000 sets at some step (the budget)");
}

}  // namespace distribution_pocket_test
