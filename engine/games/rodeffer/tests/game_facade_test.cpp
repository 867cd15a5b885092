// The text-level Game facade the protocol drives: atomic position setting, options that replay the game,
// outcomes and the move list.
#include "engine_support.h"
#include "test_support.h"

using namespace testing;

namespace game_facade_test {
namespace {

const char* kFigure4b = "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";

}  // namespace

TEST_CASE("R6.5 set_position is atomic: a bad field or an illegal move keeps the previous position", "[R6.5][game]") {
  auto engine = testing::make_rodeffer_engine();
  Engine& game = *engine;
  REQUIRE_FALSE(game.set_position(kFigure4b, {}));
  const std::string before = game.position_string();
  CHECK(before == kFigure4b);

  auto bad_fen = game.set_position("x8/x8/x8/x8/x8/x8/x8/x8 w 25/25 0/0 0/0 0 1", {});
  REQUIRE(bad_fen);
  CHECK_THAT(bad_fen->message, Catch::Contains("side 'w'"));
  CHECK(game.position_string() == before);

  // The second of three moves is illegal: the first is not kept either.
  auto bad_move = game.set_position("startpos", {"d3", "d3", "e5"});
  REQUIRE(bad_move);
  CHECK_THAT(bad_move->message, Catch::Contains("'d3'") && Catch::Contains("move 2"));
  CHECK(game.position_string() == before);
  CHECK(testing::rodeffer_state(game).history().empty());

  REQUIRE_FALSE(game.set_position("startpos", {"d3", "e5", "d3"}));
  CHECK(game.position_string() == "x8/x8/x8/x4,b,x3/x8/x3,r2,x4/x8/x8 b 23/24 0/0 0/0 3 2");
  CHECK(testing::rodeffer_state(game).history().size() == 3);
}

TEST_CASE("R7 set_option: errors change nothing, a rule change replays the game or resets it with a note",
          "[R7][game]") {
  auto engine = testing::make_rodeffer_engine();
  Engine& game = *engine;
  REQUIRE_FALSE(game.set_option("Topology", "cylinder"));
  REQUIRE_FALSE(game.set_position("startpos", {"a1", "h8", "a1", "g8", "a1-h1"}));
  const std::string played = game.position_string();

  for (auto [name, value] : {std::pair{"Topologie", "plane"}, std::pair{"Topology", "sphere"},
                             std::pair{"TargetScore", "0"}, std::pair{"RedPieces", "30"}}) {
    INFO(name << " " << value);
    auto e = game.set_option(name, value);
    REQUIRE(e);
    CHECK_THAT(e->message, Catch::Contains(name));
    CHECK(game.position_string() == played);
    CHECK(testing::rodeffer_state(game).rules().topology == Topology::Cylinder);
  }
  CHECK(game.take_notes().empty());

  // The torus keeps a1-h1 legal: the game is replayed unchanged.
  REQUIRE_FALSE(game.set_option("Topology", "torus"));
  CHECK(game.position_string() == played);
  CHECK(game.take_notes().empty());
  // On the plane a1-h1 is no king step: back to the start, with a note saying why.
  REQUIRE_FALSE(game.set_option("Topology", "plane"));
  CHECK(game.position_string() == kStartPosition);
  const auto notes = game.take_notes();
  REQUIRE(notes.size() == 1);
  CHECK_THAT(notes[0], Catch::Contains("a1-h1"));
  CHECK(game.take_notes().empty());
  // A handicap replays the start with the new stock.
  REQUIRE_FALSE(game.set_option("RedPieces", "20"));
  CHECK(game.position_string() == "x8/x8/x8/x8/x8/x8/x8/x8 r 20/25 0/0 0/0 0 1");
}

TEST_CASE("R4 outcome and side to move through the facade", "[R4][game]") {
  auto engine = testing::make_rodeffer_engine();
  Engine& game = *engine;
  CHECK(game.first_player_to_move());
  CHECK_FALSE(game.is_over());
  CHECK(game.outcome() == Outcome::None);
  const char* stuck = "r,x,r,x,r,x,r,x/x8/x8/x8/x8/x8/x8/b,x,b,x,b,x,b,x r 0/0 0/0 3/5 4 50";
  REQUIRE_FALSE(game.set_position(stuck, {"pass"}));
  CHECK_FALSE(game.first_player_to_move());
  CHECK_FALSE(game.is_over());
  REQUIRE_FALSE(game.set_position(stuck, {"pass", "pass"}));
  CHECK(game.is_over());
  CHECK(game.outcome() == Outcome::SecondPlayerWins);
  auto moves = game.legal_moves();
  REQUIRE(moves);
  CHECK(moves->empty());
  REQUIRE_FALSE(game.set_position("x8/x8/x8/x8/x8/x8/x8/x8 r 25/25 0/0 60/60 0 1", {}));
  CHECK(game.outcome() == Outcome::Draw);
  REQUIRE_FALSE(game.set_position("x8/x8/x8/x8/x8/x8/x8/x8 b 25/25 0/0 61/60 0 1", {}));
  CHECK(game.outcome() == Outcome::FirstPlayerWins);
}

TEST_CASE("R2 the facade lists moves in the fixed order and counts them by perft", "[R2][game]") {
  auto engine = testing::make_rodeffer_engine();
  Engine& game = *engine;
  REQUIRE_FALSE(game.set_position("x8/x8/x8/x8/x8/x8/x8/r,r2,x6 r 0/25 0/0 0/0 0 1", {}));
  auto moves = game.legal_moves();
  REQUIRE(moves);
  CHECK(*moves == std::vector<std::string>{"a1=b1", "b1=a1", "b1-c1", "b1-a2", "b1-b2", "b1-c2"});
  std::vector<std::string> reported;
  std::atomic<bool> stop{false};
  auto total = game.perft(
      2, [&](const std::string& m, std::uint64_t) { reported.push_back(m); }, stop);
  REQUIRE(total);
  CHECK(*total == 370);
  CHECK(reported == *moves);
  stop = true;
  CHECK_FALSE(game.perft(
      3, [](const std::string&, std::uint64_t) {}, stop));
}

}  // namespace game_facade_test
