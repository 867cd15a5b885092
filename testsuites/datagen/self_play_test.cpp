// One self-play game of a run: it depends on the run's settings and its number only (not on the engine's
// earlier games), its positions carry the game's result from each side to move's view, and the balance
// and ply limits end it as they say.
#include <catch2/catch.hpp>
#include <functional>

#include "engine_setup.h"
#include "self_play.h"

using namespace datagen;

namespace self_play_test {
namespace {

std::unique_ptr<inchworm::Engine> engine_of(const std::string& game) {
  auto engine = make_engine_for({game, {}, {{"Hash", "1"}}});
  REQUIRE(engine.ok());
  return std::move(engine).value();
}

SelfPlaySettings short_games() {
  SelfPlaySettings s;
  s.random_min = 2;
  s.random_max = 6;
  s.limits.depth = 1;
  s.max_plies = 40;
  s.seed = 5;
  return s;
}

GameRecord play(inchworm::Engine& engine, const SelfPlaySettings& s, std::uint64_t index) {
  std::atomic<std::uint64_t> searched{0};
  auto game = play_game(engine, s, index, searched);
  REQUIRE(game.ok());
  return std::move(game).value();
}

std::string text_of(const GameRecord& g) {
  std::string text =
      std::to_string(g.index) + " " + std::string(end_name(g.end)) + " " + std::string(outcome_name(g.outcome)) + "\n";
  for (const auto& p : g.positions)
    text += p.position + " " + p.best_move + " " + std::to_string(p.score) + " " + std::to_string(p.ply) + " " +
            std::string(result_name(p.result)) + "\n";
  return text;
}

}  // namespace

TEST_CASE("datagen self-play: a game depends on the run's settings and its number only", "[datagen]") {
  for (const std::string game : {"steere", "inchworm-chess"}) {
    auto engine = engine_of(game);
    auto other = engine_of(game);
    const SelfPlaySettings s = short_games();
    const GameRecord first = play(*engine, s, 3);
    play(*engine, s, 4);  // fills the hash table with another game's positions
    CHECK(text_of(play(*engine, s, 3)) == text_of(first));
    CHECK(text_of(play(*other, s, 3)) == text_of(first));
    CHECK(text_of(play(*other, s, 4)) != text_of(first));
    REQUIRE_FALSE(first.positions.empty());
    for (const auto& p : first.positions) CHECK(p.result == result_for(first.outcome, p.first_player_to_move));
  }
}

TEST_CASE("datagen self-play: the balance drops a game, the ply limit judges it", "[datagen]") {
  auto engine = engine_of("inchworm-chess");
  SelfPlaySettings s = short_games();
  s.random_min = s.random_max = 4;
  s.max_plies = 7;
  const GameRecord judged = play(*engine, s, 1);
  CHECK(judged.end == GameEnd::Adjudicated);
  CHECK(judged.positions.size() == 3);
  CHECK(judged.outcome != inchworm::Outcome::None);
  s.balance = -1;  // every score is out of it
  const GameRecord dropped = play(*engine, s, 1);
  CHECK(dropped.end == GameEnd::Unbalanced);
  CHECK(dropped.positions.empty());
}

}  // namespace self_play_test
