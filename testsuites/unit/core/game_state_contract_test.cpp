// What every registered game's GameState promises (game_state.h), checked the same way for each game
// (OpenSpiel's RandomSimTest through the text interface): in seeded random games, every listed move is
// canonical, listed once and playable; position strings read back as written; a game that is not over
// has a move; errors change nothing; clones are independent; perft agrees with playing the moves.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <optional>
#include <random>
#include <set>

#include "nim_game.h"
#include "registry.h"

using namespace inchworm;

namespace game_state_contract_test {
namespace {

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
  for (const GameEntry& game : testing::every_game()) {
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
  for (const GameEntry& game : testing::every_game()) {
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

TEST_CASE("every game: moves are entered choice by choice and described without being played", "[contract][entry]") {
  for (const GameEntry& game : testing::every_game()) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      INFO(game.id << " seed " << seed);
      std::mt19937_64 rng(seed);
      auto state = game.make_state();
      for (int ply = 0; ply < 40 && !state->is_over(); ++ply) {
        const std::string before = state->position_string();
        INFO("ply " << ply << ": " << before);
        const auto moves = moves_of(*state);
        const std::set<std::string> legal(moves.begin(), moves.end());
        // A walk of random choices ends on a legal move; every step offers a way on.
        std::vector<std::string> chosen;
        std::optional<std::string> entered;
        while (!entered) {
          const auto step = state->entry_step(chosen);
          REQUIRE(step);
          CHECK(std::is_sorted(step->next.begin(), step->next.end()));
          REQUIRE((step->move || !step->next.empty()));
          if (step->move && (step->next.empty() || rng() % 2)) entered = step->move;
          if (!entered) chosen.push_back(step->next[rng() % step->next.size()]);
        }
        CHECK(legal.count(*entered) == 1);
        // A choice that begins no move is an error naming it.
        const auto junk = state->entry_step({"zz9"});
        REQUIRE_FALSE(junk);
        CHECK(junk.error().find("zz9") != std::string::npos);
        // The anatomy of a move, the state unchanged.
        const std::string move = moves[rng() % moves.size()];
        const auto anatomy = state->anatomy(move);
        REQUIRE(anatomy);
        CHECK(anatomy->token == move);
        CHECK_FALSE(anatomy->kind.empty());
        CHECK(state->position_string() == before);
        auto played = state->play(move);
        REQUIRE(played);
        CHECK(anatomy->record == played->record);
      }
    }
  }
}

TEST_CASE("the defaults: a game that lists its moves is entered by its tokens' choices", "[contract][entry]") {
  // Nim brings neither entry steps nor anatomy: its tokens are one square each (of 2, taking 2 is
  // `a1`, taking 1 is `b1`).
  testing::NimState nim;
  REQUIRE_FALSE(nim.set_position("2 a"));
  CHECK(nim.entry_step({})->next == std::vector<std::string>{"a1", "b1"});
  CHECK(nim.entry_step({"a1"})->move == "a1");
  CHECK(nim.entry_step({"a1"})->next.empty());
  CHECK_FALSE(nim.entry_step({"c1"}));
  const auto took = nim.anatomy("a1");
  REQUIRE(took);
  CHECK(took->kind == "move");
  CHECK(took->squares == std::vector<std::string>{"a1"});
  CHECK(took->taken.empty());
  CHECK(took->record == "takes 2");
  CHECK(nim.position_string() == "2 a");
  CHECK_FALSE(nim.anatomy("c1"));
  REQUIRE_FALSE(nim.set_position("0 a"));
  CHECK(nim.entry_step({})->next.empty());
  CHECK_FALSE(nim.entry_step({"a1"}));
  // How tokens are cut into choices: squares (the board's, by its files and ranks), and the words
  // between them.
  using Choices = std::vector<std::string>;
  CHECK(entry_choices("c2-d3", 8, 8) == Choices{"c2", "d3"});
  CHECK(entry_choices("g5-off", 7, 6) == Choices{"g5", "off"});
  CHECK(entry_choices("b7a8n", 8, 8) == Choices{"b7", "a8", "n"});
  CHECK(entry_choices("a10-p16", 16, 16) == Choices{"a10", "p16"});
  CHECK(entry_choices("a1=h1=e1", 8, 8) == Choices{"a1", "h1", "e1"});
  CHECK(entry_choices("a1=b1=b1", 8, 8) == Choices{"a1", "b1"});
  CHECK(entry_choices("pass", 8, 8) == Choices{"pass"});
  // The squares are the board's own, as the core reads square names (square_name.h): not a file a-p
  // and a rank 1-16 whatever the board.
  CHECK(entry_choices("a17-b20", 2, 20) == Choices{"a17", "b20"});
  CHECK(entry_choices("q3r4", 26, 4) == Choices{"q3", "r4"});
  CHECK(entry_choices("e1f1", 4, 4) == Choices{"e1f1"});
  CHECK(entry_choices("a01b1", 2, 2) == Choices{"a01", "b1"});
}

TEST_CASE("every game: an upper-cased legal move is refused by name and changes nothing", "[contract][N2.1]") {
  // One spelling per move in every game (the chess games' N2.1; Rodeffer and Steere write squares in
  // lower case too): `D3`, `G3-OFF` and `E2E4` are errors, not other spellings of legal moves.
  for (const GameEntry& game : testing::only_games_asked(game_registry())) {
    INFO(game.id);
    auto state = game.make_state();
    std::mt19937_64 rng(11);
    int refused = 0;
    for (int ply = 0; ply < 12 && !state->is_over(); ++ply) {
      const std::string before = state->position_string();
      const auto moves = moves_of(*state);
      for (const auto& m : moves) {
        std::string upper = m;
        for (char& ch : upper) ch = char(std::toupper(static_cast<unsigned char>(ch)));
        if (upper == m) continue;
        INFO(before << ": " << upper);
        const auto parsed = state->parse_move(upper);
        REQUIRE_FALSE(parsed);
        CHECK(parsed.error().find(upper) != std::string::npos);
        CHECK_FALSE(state->play(upper));
        CHECK(state->position_string() == before);
        ++refused;
      }
      REQUIRE(state->play(moves[rng() % moves.size()]));
    }
    CHECK(refused > 0);
  }
}

TEST_CASE("every game: perft's divide adds up and agrees with playing every move", "[contract][perft]") {
  for (const GameEntry& game : testing::every_game()) {
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

}  // namespace game_state_contract_test
