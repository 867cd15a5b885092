// What every registered game's GameState promises (game_state.h), checked the same way for each game
// (OpenSpiel's RandomSimTest through the text interface): in seeded random games, every listed move is
// canonical, listed once and playable; position strings read back as written; a game that is not over
// has a move; errors change nothing; clones are independent; perft agrees with playing the moves.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "nim_game.h"
#include "registry.h"

using namespace inchworm;

namespace {

// Every registered game, and the tests' Nim (which checks the checks) when the registry does not list it.
std::vector<GameEntry> games_under_test() {
  std::vector<GameEntry> games = game_registry();
  if (!find_game("nim")) games.push_back(testing::nim_entry());
  return games;
}

// Legal moves, with a cap for listings that would be too large to check in full.
std::vector<std::string> moves_of(const GameState& state) {
  auto moves = state.legal_moves();
  REQUIRE(moves);
  return *moves;
}

// Leaves below `state` at `depth`, by playing every listed move on clones.
std::uint64_t count_by_playing(const GameState& state, int depth) {
  if (depth == 0) return 1;
  std::uint64_t total = 0;
  for (const auto& m : moves_of(state)) {
    auto next = state.clone();
    REQUIRE(next->play(m));
    total += count_by_playing(*next, depth - 1);
  }
  return total;
}

void check_position(const GameState& state, const GameEntry& game) {
  const std::string text = state.position_string();
  auto copy = game.make_state();
  // The rules travel with the state, not with its position string (Rodeffer's handicap, Steere's
  // size is in the string): a fresh state under the same rules reads the string back.
  for (const auto& spec : state.rule_options())
    REQUIRE_FALSE(copy->set_rule_option(spec.name, state.rule_option_value(spec.name)));
  REQUIRE_FALSE(copy->set_position(text));
  CHECK(copy->position_string() == text);
  CHECK(copy->first_player_to_move() == state.first_player_to_move());
}

void check_moves(const GameState& state, const std::vector<std::string>& moves) {
  const std::set<std::string> distinct(moves.begin(), moves.end());
  CHECK(distinct.size() == moves.size());
  for (const auto& m : moves) {
    auto canonical = state.parse_move(m);
    REQUIRE(canonical);
    CHECK(*canonical == m);
  }
  if (state.verdict().outcome == Outcome::None) CHECK_FALSE(moves.empty());
}

}  // namespace

TEST_CASE("every game: random games keep the GameState contract", "[contract]") {
  for (const GameEntry& game : games_under_test()) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      INFO(game.id << " seed " << seed);
      std::mt19937_64 rng(seed);
      auto state = game.make_state();
      CHECK(state->game_id() == game.id);
      for (int ply = 0; ply < 120 && !state->is_over(); ++ply) {
        INFO("ply " << ply << ": " << state->position_string());
        check_position(*state, game);
        const auto moves = moves_of(*state);
        check_moves(*state, moves);
        const std::string move = moves[rng() % moves.size()];
        const std::string before = state->position_string();
        // A clone moves on its own.
        auto twin = state->clone();
        auto played = twin->play(move);
        REQUIRE(played);
        CHECK(played->token == move);
        CHECK_FALSE(played->record.empty());
        CHECK(state->position_string() == before);
        state = std::move(twin);
      }
      // A finished game is judged, and a stopped one can be adjudicated.
      if (state->is_over()) CHECK_FALSE(state->verdict().reason.empty());
      CHECK_FALSE(state->adjudicate().reason.empty());
      CHECK(state->adjudicate().outcome != Outcome::None);
    }
  }
}

TEST_CASE("every game: bad positions and moves are errors that change nothing", "[contract]") {
  for (const GameEntry& game : games_under_test()) {
    INFO(game.id);
    auto state = game.make_state();
    const std::string start = state->position_string();
    for (const char* bad : {"", "hello", "x9 r", "1/2/3 4 5"}) {
      CHECK(state->set_position(bad));
      CHECK(state->position_string() == start);
    }
    for (const char* bad : {"", "zz", "a0-off", "e2e4e4", "99"}) {
      CHECK_FALSE(state->parse_move(bad));
      CHECK_FALSE(state->play(bad));
      CHECK(state->position_string() == start);
    }
    CHECK(state->set_rule_option("NoSuchRule", "1"));
    CHECK(state->position_string() == start);
  }
}

TEST_CASE("every game: perft's divide adds up and agrees with playing every move", "[contract][perft]") {
  for (const GameEntry& game : games_under_test()) {
    INFO(game.id);
    auto state = game.make_state();
    std::mt19937_64 rng(7);
    // The start and a position some random moves into a game.
    for (int probe = 0; probe < 2; ++probe) {
      INFO(state->position_string());
      std::atomic<bool> stop{false};
      std::uint64_t divided = 0;
      std::set<std::string> reported;
      auto total = state->perft(
          2,
          [&](const std::string& m, std::uint64_t n) {
            divided += n;
            reported.insert(m);
          },
          stop);
      REQUIRE(total);
      CHECK(*total == divided);
      const auto moves = moves_of(*state);
      CHECK(reported == std::set<std::string>(moves.begin(), moves.end()));
      CHECK(*total == count_by_playing(*state, 2));
      for (int i = 0; i < 10 && !state->is_over(); ++i) {
        const auto legal = moves_of(*state);
        REQUIRE(state->play(legal[rng() % legal.size()]));
      }
    }
  }
}
