// S3: worms as simple paths of one colour, their heads and tails.
#include "test_support.h"
#include "worms.h"

using namespace steere_testing;

namespace s3_worms_test {
namespace {

std::vector<std::vector<std::string>> worm_names(const Position& pos, Color c) {
  std::vector<std::vector<std::string>> out;
  for (const Worm& w : find_worms(pos, c)) {
    out.emplace_back();
    for (Cell cell : w.cells) out.back().push_back(square_name(cell));
  }
  return out;
}

using Names = std::vector<std::vector<std::string>>;

}  // namespace

TEST_CASE("S3.1 S3.3 stacks of different colours never connect, lone stacks are worms of length 1", "[S3.1][S3.3]") {
  const Position start = Position::start(Rules{});
  for (Color c : {RED, BLUE}) {
    const auto worms = find_worms(start, c);
    CHECK(worms.size() == 21);
    for (const Worm& w : worms) {
      CHECK(w.is_lone());
      CHECK(w.head() == w.tail());
      CHECK(start.connections(w.head()) == 0);
    }
  }
}

TEST_CASE("S3.2 a stack with three connections or a loop is refused, naming a square", "[S3.2][S8.4]") {
  const auto branched = parse_position("x7/x7/x7/x,r,x5/r,r,r,x4/x6,b r 17/20 1");
  REQUIRE_FALSE(branched);
  CHECK(branched.error().find("b2") != std::string::npos);
  CHECK(branched.error().find("more than two connections") != std::string::npos);
  const auto block = parse_position("x7/x7/x7/x7/r,r,x5/r,r,x4,b r 17/20 1");
  REQUIRE_FALSE(block);
  CHECK(block.error().find("loop") != std::string::npos);
  const auto ring = parse_position("x7/x7/x7/r,r,r,x4/r,x,r,x4/r,r,r,x3,b r 13/20 1");
  REQUIRE_FALSE(ring);
  CHECK(ring.error().find("loop") != std::string::npos);
  // The same shapes with the colours mixed are fine: only like colours connect.
  CHECK(parse_position("x7/x7/x7/x,b,x5/r,b,r,x4/x6,b r 19/18 1"));
}

TEST_CASE("S3.3 S3.4 heads: further forward, then further right, each in his own view", "[S3.3][S3.4]") {
  const Position pos = position_from("x4,b,b,x/r,r,x5/x2,r,x,b,x2/x2,r,x,b,x2/x2,r,x,b,x2/x7 r 16/16 1");
  // Listed from tail to head. Red: c4 is in the higher rank; a5 and b5 share a rank, b5 is further
  // right. Blue: e2 is in the lower rank; of e6 and f6, e6 is further right for Blue.
  CHECK(worm_names(pos, RED) == Names{{"c2", "c3", "c4"}, {"a5", "b5"}});
  CHECK(worm_names(pos, BLUE) == Names{{"e4", "e3", "e2"}, {"f6", "e6"}});
  // The head is what the moves use: Red feeds and leaps onto c4 and b5.
  CHECK(move_strings(pos) == sorted_words("c2-c4 c2-c5 c2-d4 c2-b4 a5-b5 a5-b6 a5-c5 a5-b4"));
}

TEST_CASE("S3.5 worms are read afresh: a move may make the other end the head", "[S3.5]") {
  Position pos = position_from("x6,b/x7/x7/r,r,r,x4/r2,x,r,x4/r,x,r,x4 r 13/20 25");
  CHECK(worm_names(pos, RED) == Names{{"a1", "a2", "a3", "b3", "c3", "c2", "c1"}});
  play(pos, "a1-b1");
  // The ends are now b1 and a2: a2 is in the higher rank and becomes the head.
  CHECK(worm_names(pos, RED) == Names{{"b1", "c1", "c2", "c3", "b3", "a3", "a2"}});
}

}  // namespace s3_worms_test
