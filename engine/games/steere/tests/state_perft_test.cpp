// The state's perft with divide (S9.4): sorted root moves, totals, the stop flag.
#include <atomic>

#include "state_support.h"

using namespace steere_testing;
using namespace inchworm;

namespace state_perft_test {

TEST_CASE("state S9.4 perft divides by root move in token order and sums to the total", "[state][S9.4]") {
  auto state = state_at("x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20");
  std::atomic<bool> stop{false};
  std::vector<std::pair<std::string, std::uint64_t>> divided;
  const auto total = state->perft(
      3, [&](const std::string& m, std::uint64_t n) { divided.emplace_back(m, n); }, stop);
  REQUIRE(total);
  CHECK(*total == 1060);
  REQUIRE(divided.size() == 12);
  std::uint64_t sum = 0;
  for (std::size_t i = 0; i < divided.size(); ++i) {
    sum += divided[i].second;
    if (i) CHECK(divided[i - 1].first < divided[i].first);
  }
  CHECK(sum == 1060);
  CHECK(state
            ->perft(
                0, [](const std::string&, std::uint64_t) {}, stop)
            .value() == 1);
  CHECK_FALSE(state->perft(
      -1, [](const std::string&, std::uint64_t) {}, stop));
}

TEST_CASE("state S9.4 S7.3 perft ignores repetitions and counts from the start", "[state][S9.4][S7.3]") {
  auto state = new_state();
  std::atomic<bool> stop{false};
  CHECK(state
            ->perft(
                5, [](const std::string&, std::uint64_t) {}, stop)
            .value() == 10932);
  // At the third occurrence the game is drawn, but the position still has its moves and perft counts them.
  auto drawn = state_at("x,r,r/b,b,x b 1/1 4");
  play_all(*drawn, "b1-a2 b2-c1 a2-b1 c1-b2 b1-a2 b2-c1 a2-b1 c1-b2");
  REQUIRE(drawn->verdict().outcome == Outcome::Draw);
  const auto moves = drawn->legal_moves();
  CHECK(drawn
            ->perft(
                1, [](const std::string&, std::uint64_t) {}, stop)
            .value() == moves->size());
  CHECK(moves->size() == 3);
}

TEST_CASE("state perft stops when asked and reports an error, leaving the state as it was", "[state][S9.4]") {
  auto state = new_state();
  const std::string before = state->position_string();
  std::atomic<bool> stop{true};
  const auto n = state->perft(
      6, [](const std::string&, std::uint64_t) {}, stop);
  REQUIRE_FALSE(n);
  CHECK(n.error().find("stopped") != std::string::npos);
  CHECK(state->position_string() == before);
}

}  // namespace state_perft_test
