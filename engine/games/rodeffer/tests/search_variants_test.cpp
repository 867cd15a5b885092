// Every player plays legal moves under every variant (R7): short games of the main engine against
// each baseline, every answer checked by replaying it through the rules engine.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine_support.h"

using namespace inchworm;
using namespace inchworm::rodeffer;

namespace search_variants_test {
namespace {

using Options = std::vector<std::pair<std::string, std::string>>;

// Plays up to `plies` plies between two Player settings at a small node budget; returns the plies
// played. Each move must be accepted when the game is set up again with it.
int play(const Options& variant, const std::string& red, const std::string& blue, int plies, std::uint64_t nodes) {
  auto players = std::vector<std::unique_ptr<Engine>>{};
  for (const std::string& kind : {red, blue}) {
    players.push_back(testing::make_rodeffer_engine());
    for (const auto& [name, value] : variant) REQUIRE_FALSE(players.back()->set_option(name, value));
    REQUIRE_FALSE(players.back()->set_option("Player", kind));
  }
  std::vector<std::string> moves;
  std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.nodes = nodes;
  for (int ply = 0; ply < plies; ++ply) {
    Engine& mover = *players[std::size_t(ply % 2)];
    REQUIRE_FALSE(mover.set_position("startpos", moves));
    if (mover.is_over()) return ply;
    const std::string best = mover.search(limits, SearchListener{}, stop).best_move;
    INFO("ply " << ply << " position " << mover.position_string() << " move " << best);
    REQUIRE(!best.empty());
    moves.push_back(best);
    REQUIRE_FALSE(mover.set_position("startpos", moves));  // legal
  }
  return plies;
}

}  // namespace

TEST_CASE("the players play legal moves under every variant [R7]", "[search][variants]") {
  const std::vector<Options> variants = {
      {},
      {{"Topology", "cylinder"}},
      {{"Topology", "torus"}, {"CaptureRule", "modern"}},
      {{"CaptureRule", "modern"}, {"PrisonerDrops", "true"}},
      {{"PrisonerDrops", "true"}, {"TargetScore", "10"}},
      {{"RedPieces", "8"}, {"BluePieces", "20"}, {"Topology", "torus"}},
  };
  for (const auto& variant : variants) {
    std::string name;
    for (const auto& [k, v] : variant) name += k + "=" + v + " ";
    INFO("variant: " << name);
    for (const char* opponent : {"random", "greedy", "uct"}) {
      INFO("engine vs " << opponent);
      CHECK(play(variant, "engine", opponent, 40, 150) > 0);
    }
  }
}

TEST_CASE("a short game to a small target ends, with the engine ahead of random [R4.1]", "[search][variants]") {
  auto game = testing::make_rodeffer_engine();
  REQUIRE_FALSE(game->set_option("TargetScore", "6"));
  std::vector<std::string> moves;
  std::atomic<bool> stop{false};
  SearchLimits limits;
  limits.nodes = 400;
  for (int ply = 0; ply < 400; ++ply) {
    REQUIRE_FALSE(game->set_position("startpos", moves));
    if (game->is_over()) break;
    REQUIRE_FALSE(game->set_option("Player", ply % 2 == 0 ? "engine" : "random"));
    moves.push_back(game->search(limits, SearchListener{}, stop).best_move);
  }
  REQUIRE_FALSE(game->set_position("startpos", moves));
  CHECK(game->is_over());
  CHECK(game->outcome() == Outcome::FirstPlayerWins);
}

}  // namespace search_variants_test
