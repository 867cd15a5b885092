// Random legal positions for the comparison tests: stacks scattered over boards of several sizes,
// kept only when both colours form legal worms (S3.2) and the counts fit (S8.4).
#pragma once

#include <cstdint>
#include <random>

#include "position.h"

namespace steere_testing {

// A random position of the given size; `density` is the chance that a square holds a stack.
inchworm::steere::Position random_position(std::mt19937_64& rng, int rows, int columns, double density,
                                           inchworm::steere::Advance advance);

}  // namespace steere_testing
