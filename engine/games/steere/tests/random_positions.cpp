#include "random_positions.h"

#include <catch2/catch.hpp>

#include "reference_rules.h"

namespace steere_testing {

using namespace inchworm::steere;

Position random_position(std::mt19937_64& rng, int rows, int columns, double density, Advance advance) {
  std::uniform_real_distribution<double> unit(0, 1);
  const int squares = rows * columns, per_side = squares / 2;
  RefBoard b;
  b.rows = rows;
  b.columns = columns;
  b.height.assign(std::size_t(squares), 0);
  b.owner.assign(std::size_t(squares), -1);
  // Stacks are dropped one by one on random empty squares and kept when both colours still form
  // legal worms (S3.2) and the side still has the checkers.
  int stacks = 0;
  for (int tries = 0; tries < 20 * squares && stacks < density * squares; ++tries) {
    const auto s = std::size_t(rng() % std::uint64_t(squares));
    if (b.owner[s] >= 0) continue;
    const int colour = int(rng() % 2);
    const double u = unit(rng);  // mostly singles, some small stacks, now and then a tall one
    const int height = u < 0.6 ? 1 : u < 0.9 ? 2 + int(rng() % 2) : 4 + int(rng() % 6);
    if (b.checkers(colour) + height > per_side) continue;
    b.owner[s] = colour;
    b.height[s] = height;
    // A stack with no neighbour of its colour cannot break S3.2: only the others need the full check.
    if (!b.has_neighbour_of_colour(int(s)) || b.worms_valid(colour)) {
      ++stacks;
    } else {
      b.owner[s] = -1;
      b.height[s] = 0;
    }
  }
  if (stacks == 0) {  // S8.4: someone has a checker on the board
    b.owner[0] = 0;
    b.height[0] = 1;
  }
  Setup setup;
  setup.rows = rows;
  setup.columns = columns;
  for (std::size_t s = 0; s < b.height.size(); ++s) {
    setup.height.push_back(b.height[s]);
    setup.colour.push_back(b.owner[s] == 1 ? BLUE : RED);
  }
  setup.off[RED] = per_side - b.checkers(0);
  setup.off[BLUE] = per_side - b.checkers(1);
  setup.side = rng() % 2 ? BLUE : RED;
  setup.move_number = 1 + std::int64_t(rng() % 90);
  auto pos = Position::create(Rules{rows, columns, advance, rows, columns}, setup);
  INFO((pos ? std::string() : pos.error()));
  REQUIRE(pos);
  return *pos;
}

}  // namespace steere_testing
