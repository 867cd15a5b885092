#include "random_positions.h"

#include <catch2/catch.hpp>

namespace testing {

using namespace inchworm;
using namespace inchworm::rodeffer;

Position random_position(std::mt19937_64& rng, const Rules& rules, const RandomPositionShape& shape) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  Setup setup;
  int used[2] = {0, 0};
  for (Square s = 0; s < kSquares; ++s) {
    if (unit(rng) < shape.empty_share) continue;
    const Color c = unit(rng) < 0.5 ? RED : BLUE;
    int h = 1;
    if (shape.max_height > 1 && unit(rng) < 0.3) h = 2 + int(rng() % unsigned(shape.max_height - 1));
    if (used[c] + h > kMaxPieces) continue;
    setup.height[s] = h;
    setup.colour[s] = c;
    used[c] += h;
  }
  // Split what is left of each side's 25 between its stock and the opponent's prisoners.
  for (Color c : {RED, BLUE}) {
    const int left = kMaxPieces - used[c];
    const int held = left ? int(rng() % unsigned(std::min(left, 6) + 1)) : 0;
    setup.prisoners[~c] = held;
    setup.stock[c] = int(rng() % unsigned(left - held + 1));
    setup.score[~c] = held + int(rng() % 10);
  }
  setup.side = rng() % 2 ? RED : BLUE;
  setup.quiet = long(rng() % 20);
  setup.move_number = 1 + long(rng() % 60);
  auto pos = Position::create(rules, setup);
  INFO((pos ? std::string() : pos.error()));
  REQUIRE(pos);
  return *pos;
}

}  // namespace testing
