// The learned evaluation's options through the engine facade, as `setoption` reaches them: Evaluation and
// EvalFile are listed; every game with a network plays with it when asked; a file that cannot be used
// (missing, truncated, damaged, not a network, another game's, another shape) is an error naming the
// problem and the game keeps the network it had; each game keeps its own network and choice.
#include <atomic>
#include <catch2/catch.hpp>
#include <iterator>
#include <string>
#include <utility>

#include "engine.h"
#include "engine_with.h"
#include "nim_game.h"
#include "nnue_test_support.h"
#include "registry.h"

using namespace inchworm;

namespace nnue_options_test {
namespace {

// The line of `eval` that shows the network's output and which file it came from.
std::string network_line(const Engine& e) {
  const std::string text = e.evaluation();
  const auto at = text.find("network: ");
  REQUIRE(at != std::string::npos);
  return text.substr(at, text.find('\n', at) - at);
}

bool uses_network(const Engine& e) { return e.evaluation().find("evaluation in use: network") != std::string::npos; }

std::string bestmove(Engine& e, int depth) {
  SearchLimits limits;
  limits.depth = depth;
  std::atomic<bool> stop{false};
  return e.search(limits, SearchListener{}, stop).best_move;
}

}  // namespace

TEST_CASE("nnue options: Evaluation and EvalFile are listed, with each game's own choice by default", "[nnue]") {
  Engine e(game_registry());
  const auto options = e.options();
  const OptionSpec* evaluation = find_option(options, "Evaluation");
  const OptionSpec* file = find_option(options, "EvalFile");
  REQUIRE(evaluation);
  REQUIRE(file);
  CHECK(evaluation->type == OptionSpec::Type::Combo);
  // One listed default for every game: a host that sends each option at its listed default after choosing
  // the game (each plays its own choice, below) changes nothing.
  CHECK(evaluation->default_value == "auto");
  CHECK(evaluation->choices == std::vector<std::string>{"auto", "hand", "network"});
  CHECK(file->type == OptionSpec::Type::String);
  CHECK(file->default_value == "builtin");
}

TEST_CASE("nnue options: every game with a network evaluates and searches with its built-in one when asked", "[nnue]") {
  for (const GameEntry& game : game_registry()) {
    if (!game.network) continue;
    DYNAMIC_SECTION(game.id) {
      Engine e = engine_with(game.id);
      // Each game starts with its own choice: Steere its network since its round 2 won (README), Long Worm
      // Chess since its round 1 did, Inchworm Chess since its round 5 did, Rodeffer's game since its round 4
      // did (under its default rules; the next test).
      CHECK(game.network->network_by_default);
      CHECK(uses_network(e) == game.network->network_by_default);
      CHECK(network_line(e).find("EvalFile builtin") != std::string::npos);
      REQUIRE_FALSE(e.set_option("Evaluation", "hand"));
      CHECK_FALSE(uses_network(e));
      const auto hand = e.static_eval();
      REQUIRE_FALSE(e.set_option("Evaluation", "network"));
      CHECK(uses_network(e));
      // static_eval (the training data's tools read it) is the network's output that `eval` shows.
      const auto network = e.static_eval();
      REQUIRE(network);
      CHECK(network_line(e).starts_with("network: " + std::to_string(*network) + " "));
      CHECK_FALSE(bestmove(e, 2).empty());
      REQUIRE_FALSE(e.set_option("Evaluation", "hand"));
      CHECK_FALSE(uses_network(e));
      CHECK(e.static_eval() == hand);
      REQUIRE_FALSE(e.set_option("Evaluation", "auto"));
      CHECK(uses_network(e) == game.network->network_by_default);
    }
  }
}

TEST_CASE(
    "nnue options: Rodeffer's `auto` plays the network under the rules it was proven under, the hand-written "
    "evaluation under the others",
    "[nnue]") {
  // Rounds 4 and 5's games and SPRTs: either capture rule on the plane without prisoner drops (README).
  Engine e = engine_with("rodeffer");
  CHECK(uses_network(e));
  REQUIRE_FALSE(e.set_option("CaptureRule", "modern"));
  CHECK(uses_network(e));
  REQUIRE_FALSE(e.set_option("CaptureRule", "original"));
  const std::pair<const char*, const char*> others[] = {
      {"Topology", "torus"}, {"Topology", "cylinder"}, {"PrisonerDrops", "true"}};
  const std::pair<const char*, const char*> back[] = {
      {"Topology", "plane"}, {"Topology", "plane"}, {"PrisonerDrops", "false"}};
  for (std::size_t i = 0; i < std::size(others); ++i) {
    INFO(others[i].first << "=" << others[i].second);
    REQUIRE_FALSE(e.set_option(others[i].first, others[i].second));
    CHECK_FALSE(uses_network(e));
    // What evaluates is the hand-written evaluation: the same static evaluation as Evaluation=hand's.
    const auto automatic = e.static_eval();
    REQUIRE_FALSE(e.set_option("Evaluation", "hand"));
    CHECK(e.static_eval() == automatic);
    REQUIRE_FALSE(e.set_option("Evaluation", "auto"));
    REQUIRE_FALSE(e.set_option(back[i].first, back[i].second));
    CHECK(uses_network(e));
  }
  // The target score keeps the network: its inputs are the points each side still needs.
  REQUIRE_FALSE(e.set_option("TargetScore", "30"));
  CHECK(uses_network(e));
  // Chosen explicitly, either evaluation holds under every rule set, and `auto` goes back to the rules' own.
  REQUIRE_FALSE(e.set_option("Evaluation", "network"));
  REQUIRE_FALSE(e.set_option("Topology", "torus"));
  CHECK(uses_network(e));
  REQUIRE_FALSE(e.set_option("Evaluation", "auto"));
  CHECK_FALSE(uses_network(e));
  REQUIRE_FALSE(e.set_option("Evaluation", "hand"));
  REQUIRE_FALSE(e.set_option("Topology", "plane"));
  CHECK_FALSE(uses_network(e));
  REQUIRE_FALSE(e.set_option("Evaluation", "auto"));
  CHECK(uses_network(e));
  // A rule set while another game is current applies when Rodeffer's game is chosen again.
  REQUIRE_FALSE(e.set_option("Game", "steere"));
  REQUIRE_FALSE(e.set_option("Topology", "torus"));
  REQUIRE_FALSE(e.set_option("Game", "rodeffer"));
  CHECK_FALSE(uses_network(e));
}

TEST_CASE("nnue options: a file that cannot be used is refused, naming the problem, and the network stays", "[nnue]") {
  nnue_test::TempFolder folder("nnue-options-test");
  const GameEntry* rodeffer = find_game("rodeffer");
  const GameEntry* steere = find_game("steere");
  REQUIRE(rodeffer);
  REQUIRE(steere);
  const std::string good =
      nnue::encode_network(nnue_test::random_network("rodeffer", rodeffer->network->features, 32, 3));
  const std::string steere_net =
      nnue::encode_network(nnue_test::random_network("steere", steere->network->features, 32, 3));
  nnue::FeatureSetSpec wider = rodeffer->network->features;
  wider.inputs += 1;
  const std::string wrong_shape = nnue::encode_network(nnue_test::random_network("rodeffer", wider, 32, 3));
  std::string damaged = good;
  damaged[damaged.size() / 2] ^= 1;

  Engine e = engine_with("rodeffer");
  REQUIRE_FALSE(e.set_option("EvalFile", folder.write("good.nnue", good)));
  REQUIRE_FALSE(e.set_option("Evaluation", "network"));
  const std::string before = network_line(e);
  const std::string move_before = bestmove(e, 2);
  CHECK(before.find("good.nnue") != std::string::npos);

  const struct {
    const char* what;
    std::string path;
    const char* message;
  } cases[] = {
      {"missing", folder.path("none.nnue"), "cannot open the network file"},
      {"truncated", folder.write("cut.nnue", good.substr(0, good.size() / 2)), "is truncated"},
      {"damaged", folder.write("damaged.nnue", damaged), "is damaged"},
      {"bad magic", folder.write("text.nnue", "not a network\n"), "bad magic"},
      {"wrong game", folder.write("steere.nnue", steere_net), "is a network for the game steere, not for rodeffer"},
      {"wrong shape", folder.write("wide.nnue", wrong_shape), "has the wrong shape"},
  };
  for (const auto& c : cases) {
    INFO(c.what);
    const auto error = e.set_option("EvalFile", c.path);
    REQUIRE(error);
    CHECK(error->message.find(c.message) != std::string::npos);
    CHECK(error->message.find(c.path) != std::string::npos);
    CHECK(network_line(e) == before);
    CHECK(uses_network(e));
    CHECK(bestmove(e, 2) == move_before);
  }
  // And `builtin` brings the built-in network back.
  REQUIRE_FALSE(e.set_option("EvalFile", "builtin"));
  CHECK(network_line(e).find("EvalFile builtin") != std::string::npos);
}

TEST_CASE("nnue options: each game keeps its own network and choice", "[nnue]") {
  nnue_test::TempFolder folder("nnue-options-test");
  const GameEntry* rodeffer = find_game("rodeffer");
  REQUIRE(rodeffer);
  const std::string path = folder.write(
      "r.nnue", nnue::encode_network(nnue_test::random_network("rodeffer", rodeffer->network->features, 32, 5)));
  Engine e = engine_with("rodeffer");
  REQUIRE_FALSE(e.set_option("EvalFile", path));
  REQUIRE_FALSE(e.set_option("Evaluation", "network"));
  REQUIRE_FALSE(e.set_option("Game", "steere"));
  CHECK(uses_network(e));  // Steere's own default
  CHECK(network_line(e).find("EvalFile builtin") != std::string::npos);
  // A Rodeffer network is not Steere's.
  CHECK(e.set_option("EvalFile", path)->message.find("not for steere") != std::string::npos);
  REQUIRE_FALSE(e.set_option("Evaluation", "hand"));
  REQUIRE_FALSE(e.set_option("Game", "rodeffer"));
  CHECK(uses_network(e));
  CHECK(network_line(e).find("r.nnue") != std::string::npos);
  REQUIRE_FALSE(e.set_option("Game", "steere"));
  CHECK_FALSE(uses_network(e));  // the choice set for Steere, kept
}

TEST_CASE("nnue options: a game without a learned evaluation says so", "[nnue]") {
  Engine e({testing::nim_entry()});
  CHECK_FALSE(find_option(e.options(), "Evaluation"));
  CHECK(e.set_option("Evaluation", "network")->message == "the game nim has no learned evaluation (Evaluation)");
  CHECK(e.set_option("EvalFile", "x.nnue")->message == "the game nim has no learned evaluation (EvalFile)");
}

}  // namespace nnue_options_test
