// The baselines: random (uniform over the legal moves, reproducible by Seed), greedy (best immediate
// material from the mover's view, ties at random by Seed), uct (random playouts judged by material);
// the searcher's evaluation text and its bench signature.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "search_support.h"
#include "wormchess_searcher.h"

using namespace search_testing;
using namespace inchworm;
using inchworm::wormchess::make_searcher;

namespace players_test {
namespace {

PlayerSettings player(PlayerSettings::Kind kind, std::uint64_t seed = 0) {
  PlayerSettings settings;
  settings.kind = kind;
  settings.seed = seed;
  return settings;
}

}  // namespace

TEST_CASE("players random picks every legal move, the same one again for the same seed", "[players]") {
  auto state = chess_state("4r2k/8/8/8/4N3/8/8/4K3 - - w - - 0 1");  // E6: 13 legal moves
  auto searcher = make_searcher();
  std::map<std::string, int> seen;
  for (std::uint64_t seed = 0; seed < 400; ++seed)
    ++seen[decide(*searcher, *state, depth_limit(1), player(PlayerSettings::Kind::Random, seed)).move];
  CHECK(seen.size() == 13);
  for (const auto& [move, count] : seen) CHECK(count >= 10);  // about 31 each
  const auto again = [&] {
    return decide(*searcher, *state, depth_limit(1), player(PlayerSettings::Kind::Random, 99)).move;
  };
  CHECK(again() == again());
}

TEST_CASE("players greedy takes the most material, promotes, and breaks ties by seed", "[players][C6][L2]") {
  auto searcher = make_searcher();
  const auto greedy = [&](const char* position, bool longworm = false, std::uint64_t seed = 0) {
    auto state = chess_state(position, longworm);
    return decide(*searcher, *state, depth_limit(1), player(PlayerSettings::Kind::Greedy, seed));
  };
  // The queen rather than the knight.
  CHECK(greedy("4k3/8/8/3q4/2n5/8/1N6/3RK3 - - w - - 0 1").move == "d1d5");
  CHECK(greedy("4k3/1P6/8/8/8/8/8/4K3 - - w - - 0 1").move == "b7b8q");
  // Long Worm: cutting a stretched queen wins less than taking a whole rook.
  CHECK(greedy("4k3/3q4/r7/8/8/3q4/8/R2RK3 d7d3 - w - - 0 1", true).move == "a1a6");
  std::set<std::string> choices;
  for (std::uint64_t seed = 0; seed < 40; ++seed) choices.insert(greedy("startpos", false, seed).move);
  CHECK(choices.size() >= 8);  // all 20 moves win nothing: the seed chooses
}

TEST_CASE("players uct keeps to its playouts and takes a hanging queen", "[players]") {
  auto state = chess_state("4k3/8/8/3q4/8/8/8/3RK3 - - w - - 0 1");
  auto searcher = make_searcher();
  SearchLimits limits;
  limits.nodes = 3000;
  const Decision d = decide(*searcher, *state, limits, player(PlayerSettings::Kind::Uct, 5));
  CHECK(d.move == "d1d5");
  CHECK(d.last().nodes <= 3000);
}

TEST_CASE("players the searcher's evaluation and bench", "[players][bench]") {
  auto searcher = make_searcher();
  CHECK(searcher->evaluation(*chess_state("startpos")).find("total") != std::string::npos);
  const std::atomic<bool> stop{false};
  std::vector<std::string> lines;
  SearchListener listener;
  listener.text = [&](const std::string& line) { lines.push_back(line); };
  const auto first = searcher->bench(3, listener, stop);
  REQUIRE(first);
  const auto second = searcher->bench(3, {}, stop);
  REQUIRE(second);
  CHECK(first->nodes == second->nodes);  // the signature does not depend on what was searched before
  CHECK(first->nodes > 0);
  CHECK(lines.size() == 10);
}

}  // namespace players_test
