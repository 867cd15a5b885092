// Threads=1 searches are reproducible: the same position, depth or node limit and seed give the same
// move, score, node count and principal variation. (Threads > 1: threads/search_threads_test.cpp.)
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "search_support.h"

using namespace inchworm;
using namespace inchworm::rodeffer;
using testing::transcript;

namespace search_determinism_test {
namespace {

const char* kPositions[] = {
    "startpos",
    "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9",
    ("x2,b,x,b,x,b,x/x,b,x,b,x,b,x,b/b,x,b,x,b,x,b,x/x,b,x,b,x,b,x,b/x4,b,r2,b,x/x5,r,r3,r3/b,x3,b,b,x,b/"
     "x,b,x,b,x,b,b,x r 0/0 0/16 11/50 0 181"),
};

}  // namespace

TEST_CASE("Threads=1 is deterministic at a fixed depth", "[search][determinism]") {
  SearchLimits limits;
  limits.depth = 4;
  for (const char* fen : kPositions) {
    INFO(fen);
    const auto first = transcript(fen, limits);
    CHECK(first.size() >= 2);
    CHECK(transcript(fen, limits) == first);
  }
}

TEST_CASE("Threads=1 is deterministic at a fixed node count", "[search][determinism]") {
  SearchLimits limits;
  limits.nodes = 3000;
  for (const char* fen : kPositions) {
    INFO(fen);
    CHECK(transcript(fen, limits) == transcript(fen, limits));
  }
}

}  // namespace search_determinism_test
