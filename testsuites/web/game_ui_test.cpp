// What the page needs of a game beyond its rules, for games without their own GameUi: the legal move
// tokens, moves drawn by the squares in their tokens. Checked on the core tests' tiny Nim game (a game
// the web knows nothing of) and on Rodeffer's state through the generic view.
#include <catch2/catch.hpp>

#include <algorithm>
#include <boost/json.hpp>
#include <set>

#include "../unit/core/nim_game.h"
#include "game_ui.h"
#include "registry.h"

using namespace adapters::web;
namespace json = boost::json;

TEST_CASE("the generic view lists the legal tokens and draws moves by their squares", "[web][ui]") {
  const auto ui = make_game_ui("nim");
  testing::NimState nim;
  const json::object legal = ui->legal(nim);
  CHECK(legal.at("moves") == json::array{"b2", "a2"});
  CHECK(legal.at("pass") == false);
  // The board's counters: Nim's counters taken by each side (its presentation's pile).
  const auto counters = ui->counters(nim);
  REQUIRE(counters.size() == 1);
  CHECK((counters[0].name == "taken" && counters[0].values[0] == 0 && counters[0].values[1] == 0));
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

TEST_CASE("the generic view says each move's squares and kind, from the game's anatomy", "[web][ui]") {
  // The page enters moves by these and never reads a token's spelling: Nim's one square, ...
  testing::NimState nim;
  const json::object legal = make_game_ui("nim")->legal(nim);
  CHECK(legal.at("squares").at("a2") == json::array{"a2"});
  CHECK(legal.at("kinds").at("a2") == "move");
  CHECK_FALSE(legal.contains("offEdges"));  // no move leaves the board
  // ... a castling and a promotion (the kinds the chess input names: "castle", "promotion").
  auto castle = inchworm::make_game_state("inchworm-chess");
  REQUIRE(castle);
  REQUIRE_FALSE((*castle)->set_position("r3k2r/8/8/8/8/8/8/R3K2R - - w KQkq - 0 1"));
  const json::object castling = make_game_ui("inchworm-chess")->legal(**castle);
  CHECK(castling.at("kinds").at("e1g1") == "castle");
  CHECK(castling.at("squares").at("e1g1") == json::array{"e1", "g1"});
  CHECK(castling.at("kinds").at("e1f1") != "castle");
  auto promote = inchworm::make_game_state("inchworm-chess");
  REQUIRE(promote);
  REQUIRE_FALSE((*promote)->set_position("k7/4P3/8/8/8/8/8/4K3 - - w - - 0 1"));
  const json::object promotion = make_game_ui("inchworm-chess")->legal(**promote);
  CHECK(promotion.at("kinds").at("e7e8q") == "promotion");
  CHECK(promotion.at("kinds").at("e7e8n") == "promotion");
  CHECK(promotion.at("squares").at("e7e8n") == json::array{"e7", "e8"});
}

namespace game_ui_test {
namespace {

// Whether the list `list` holds `item`, or the object `list` ({square: token}) has the key `item`.
bool offers(const json::object& o, const char* list, const json::value& item) {
  if (o.at(list).is_object()) return o.at(list).as_object().contains(item.as_string());
  const auto& a = o.at(list).as_array();
  return std::find(a.begin(), a.end(), item) != a.end();
}

}  // namespace

TEST_CASE("premoves: what the side not to move may queue, over every reply of the side to move", "[web][ui][premove]") {
  // Inchworm Chess after 1. e2-e4: White's moves after any of Black's replies.
  auto chess = inchworm::make_game_state("inchworm-chess");
  REQUIRE(chess);
  REQUIRE((*chess)->play("e2e4"));
  const json::object pre = make_game_ui("inchworm-chess")->premoves(**chess);
  CHECK_FALSE(pre.contains("note"));
  CHECK(offers(pre, "moves", "g1f3"));
  CHECK(offers(pre, "moves", "b1c3"));
  CHECK_FALSE(offers(pre, "moves", "g8f6"));  // Black's own moves are not White's
  // Each offered move is legal after some reply; none is offered twice.
  const auto& moves = pre.at("moves").as_array();
  std::set<std::string> seen;
  for (const auto& m : moves) CHECK(seen.insert(std::string(m.as_string())).second);

  // Rodeffer's: drops and collects after the replies, no distributions (they depend on the reply).
  auto rodeffer = inchworm::make_game_state("rodeffer");
  REQUIRE(rodeffer);
  REQUIRE_FALSE((*rodeffer)->set_position("x8/x8/x8/x8/x8/x8/x8/r,r,x6 b 23/25 0/0 0/0 0 1"));
  const json::object r = make_game_ui("rodeffer")->premoves(**rodeffer);
  CHECK_FALSE(r.contains("note"));
  CHECK(offers(r, "drops", "h8"));
  CHECK(r.at("distributable").as_array().empty());
  bool collect = false;
  for (const auto& c : r.at("collects").as_array()) collect |= c.as_object().at("token") == "a1=b1";
  CHECK(collect);

  // A finished game offers nothing, and says why.
  testing::NimState over;
  REQUIRE_FALSE(over.set_position("0 a"));
  const json::object none = make_game_ui("nim")->premoves(over);
  CHECK(none.at("moves").as_array().empty());
  CHECK(none.contains("note"));
}

TEST_CASE("a click the page did not offer: the game's entry steps say why it makes no move", "[web][ui]") {
  // Rodeffer's: the rules' reason (R2.1), as the move typed in would be refused.
  auto state = inchworm::make_game_state("rodeffer");
  REQUIRE(state);
  REQUIRE((*state)->play("d3"));
  REQUIRE((*state)->play("e5"));
  const std::string enemy = entry_refusal(**state, {"e5"});
  CHECK(enemy.find("'e5'") != std::string::npos);
  CHECK(enemy.find("enemy stack") != std::string::npos);
  CHECK(entry_refusal(**state, {"zz"}).find("'zz'") != std::string::npos);
  // A choice that does begin a move (an offer the page had not yet received) is said to.
  CHECK(entry_refusal(**state, {"d3"}) == "'d3' begins a move here: try again");
  CHECK(entry_refusal(**state, {"d3", "stock"}) == "'d3 stock' is a move here: try again");
  // Any game: the default entry steps name the choice at fault.
  testing::NimState nim;
  CHECK(entry_refusal(nim, {"c1"}).find("'c1'") != std::string::npos);
}

}  // namespace game_ui_test
