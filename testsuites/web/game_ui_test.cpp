// What the page needs of a game beyond its rules, for games without their own GameUi: the legal move
// tokens, moves drawn by the squares in their tokens. Checked on the core tests' tiny Nim game (a game
// the web knows nothing of) and on Rodeffer's state through the generic view.
#include <catch2/catch.hpp>

#include <boost/json.hpp>

#include "../unit/core/nim_game.h"
#include "game_ui.h"
#include "registry.h"

using namespace adapters::web;
namespace json = boost::json;

TEST_CASE("square names are read from move tokens of every game's notation", "[web][ui]") {
  CHECK(squares_in_token("c2-d3") == std::vector<std::string>{"c2", "d3"});
  CHECK(squares_in_token("b6-off") == std::vector<std::string>{"b6"});
  CHECK(squares_in_token("e1=e4") == std::vector<std::string>{"e1", "e4"});
  CHECK(squares_in_token("P@d4") == std::vector<std::string>{"d4"});
  CHECK(squares_in_token("a10-p16") == std::vector<std::string>{"a10", "p16"});
  CHECK(squares_in_token("e7e8q") == std::vector<std::string>{"e7", "e8"});
  CHECK(squares_in_token("pass").empty());
  CHECK(squares_in_token("R9").empty());
  CHECK(squares_in_token("a0-a17").empty());
}

TEST_CASE("the generic view lists the legal tokens and draws moves by their squares", "[web][ui]") {
  const auto ui = make_game_ui("nim");
  testing::NimState nim;
  const json::object legal = ui->legal(nim);
  CHECK(legal.at("moves") == json::array{"b2", "a2"});
  CHECK(legal.at("pass") == false);
  CHECK(ui->counters(nim).empty());
  auto played = nim.clone()->play("2");
  REQUIRE(played);
  const MoveDetail d = ui->describe_move(nim, played->token, *played);
  CHECK(d.kind == "move");
  CHECK(d.squares == std::vector<std::string>{"a2"});
  CHECK(d.shown == "takes 2");
  CHECK_FALSE(ui->continuations(nim, {"a1"}));
  // A finished game offers nothing.
  testing::NimState over;
  REQUIRE_FALSE(over.set_position("0 a"));
  CHECK(ui->legal(over).at("moves").as_array().empty());

  // Rodeffer's state through the generic view: its moves as tokens, a collect drawn by its ends.
  auto rodeffer = inchworm::make_game_state("rodeffer");
  REQUIRE(rodeffer);
  REQUIRE_FALSE((*rodeffer)->set_position("x8/x8/x8/x8/x8/x8/x8/r,r,x6 r 23/25 0/0 0/0 0 1"));
  const json::object tokens = make_game_ui("any")->legal(**rodeffer);
  bool collect = false;
  for (const auto& m : tokens.at("moves").as_array()) collect |= m == "a1=b1";
  CHECK(collect);
  auto state = (*rodeffer)->clone();
  auto collected = state->play("a1=b1");
  REQUIRE(collected);
  CHECK(make_game_ui("any")->describe_move(**rodeffer, "a1=b1", *collected).squares ==
        std::vector<std::string>{"a1", "b1"});
}
