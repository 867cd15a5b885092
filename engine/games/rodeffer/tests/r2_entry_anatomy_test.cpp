// Rodeffer's moves entered choice by choice (entry.h, GameState::entry_step) and described once played
// (anatomy.h, GameState::anatomy), through the state as GUIs see it.
#include <algorithm>
#include <catch2/catch.hpp>

#include "state.h"

using namespace inchworm;

namespace r2_entry_anatomy_test {
namespace {

using Choices = std::vector<std::string>;

const char* kFigure4b = "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";
const char* kFigure4bPath = "e5-f4-e3-d2-c3-c4-d5-d6-d7";

std::unique_ptr<GameState> state_at(const char* position, const char* option = nullptr, const char* value = nullptr) {
  auto state = rodeffer::make_state();
  if (option) REQUIRE_FALSE(state->set_rule_option(option, value));
  const auto e = state->set_position(position);
  INFO(position << (e ? ": " + e->message : ""));
  REQUIRE_FALSE(e);
  return state;
}

EntryStep step(const GameState& state, const Choices& chosen) {
  auto s = state.entry_step(chosen);
  INFO((s ? "" : s.error()));
  REQUIRE(s);
  return *s;
}

bool offers(const EntryStep& s, const std::string& choice) {
  return std::binary_search(s.next.begin(), s.next.end(), choice);
}

}  // namespace

TEST_CASE("R2.1 drops: an empty square alone, an own stack after the word stock", "[entry][R2.1]") {
  auto state = state_at("startpos");
  const EntryStep first = step(*state, {});
  CHECK(first.next.size() == 65);  // 64 empty squares and the stock
  CHECK(offers(first, "stock"));
  CHECK_FALSE(offers(first, "pass"));  // R2.5
  CHECK(step(*state, {"d3"}).move == "d3");
  CHECK(step(*state, {"stock"}).next.size() == 64);
  REQUIRE(state->play("d3"));
  REQUIRE(state->play("e5"));
  // Red's own stack on d3: a drop onto it is the stack, then the stock (or the stock, then the stack).
  const EntryStep own = step(*state, {"d3"});
  CHECK_FALSE(own.move);
  CHECK(own.next == Choices{"stock"});
  CHECK(step(*state, {"d3", "stock"}).move == "d3");
  CHECK(step(*state, {"stock", "d3"}).move == "d3");
  // An enemy stack is no drop (R2.1): named in the error, with the rules' reason (uiw-web's page shows
  // it for a click that is not offered).
  const auto enemy = state->entry_step({"e5"});
  REQUIRE_FALSE(enemy);
  CHECK(enemy.error().find("'e5'") != std::string::npos);
  CHECK(enemy.error().find("enemy stack") != std::string::npos);
  // Without a piece in stock no drop is offered, onto an own stack either, and the entry says why.
  auto empty_stock = state_at("x8/x8/x8/x3,r,x4/x8/x8/x8/x8 r 0/25 0/0 0/0 0 1");
  const auto onto = empty_stock->entry_step({"d5", "stock"});
  REQUIRE_FALSE(onto);
  CHECK(onto.error().find("stock is empty") != std::string::npos);
  const auto empty_square = empty_stock->entry_step({"a1"});
  REQUIRE_FALSE(empty_square);
  CHECK(empty_square.error().find("stock is empty") != std::string::npos);
}

TEST_CASE("R2.2 R7.1 collects are the first square then the last, a run that goes on ends explicitly",
          "[entry][R2.2][R7.1]") {
  auto row = state_at("x8/x8/x8/x8/x8/x8/x8/r,r,r,x5 r 22/25 0/0 0/0 0 1");
  const EntryStep a1 = step(*row, {"a1"});
  CHECK((offers(a1, "b1") && offers(a1, "c1") && offers(a1, "stock")));
  CHECK(step(*row, {"a1", "c1"}).move == "a1=c1");
  CHECK(step(*row, {"c1", "a1"}).move == "c1=a1");
  // On a cylinder the full row is a ring: two runs join any two of its squares, so each collect is
  // written with its second square (R7.1), and a1-h1 (the short run, `a1=h1=h1`) is the beginning of
  // a1=h1=e1 and others.
  auto ring = state_at("x8/x8/x8/x8/x8/x8/x8/r,r,r,r,r,r,r,r r 17/25 0/0 0/0 0 1", "Topology", "cylinder");
  const EntryStep short_run = step(*ring, {"a1", "h1"});
  CHECK(short_run.move == "a1=h1=h1");
  CHECK(offers(short_run, "e1"));
  CHECK(step(*ring, {"a1", "h1", "e1"}).move == "a1=h1=e1");
}

TEST_CASE("R2.3 distributions: the path square by square, the canonical token at its end", "[entry][R2.3]") {
  auto state = state_at(kFigure4b);
  const EntryStep first = step(*state, {});
  CHECK(offers(first, "e5"));
  Choices path;
  for (const auto& choice : entry_choices(kFigure4bPath, 8, 8)) {
    if (!path.empty()) CHECK(offers(step(*state, path), choice));
    path.push_back(choice);
  }
  const EntryStep whole = step(*state, path);
  REQUIRE(whole.move);
  CHECK(state->parse_move(kFigure4bPath).value() == *whole.move);
  const auto far = state->entry_step({"e5", "e7"});
  REQUIRE_FALSE(far);
  CHECK(far.error().find("not a king step") != std::string::npos);
}

TEST_CASE("R2.4 R2.5 R7.2 rescue, pass and prisoner drops are words", "[entry][R2.4][R2.5][R7.2]") {
  auto state = state_at(kFigure4b);
  REQUIRE(state->play(kFigure4bPath));
  CHECK(offers(step(*state, {}), "rescue"));
  CHECK(step(*state, {"rescue"}).move == "R9");
  auto stuck = state_at("r,x7/x8/x8/x8/x8/x8/x8/x7,b r 0/24 0/0 0/0 0 30");
  CHECK(step(*stuck, {}).next == Choices{"pass"});
  CHECK(step(*stuck, {"pass"}).move == "pass");
  const char* held = "x8/x8/x8/x8/x8/x8/x8/x8 r 25/22 3/0 3/0 0 5";
  CHECK_FALSE(offers(step(*state_at(held), {}), "prisoner"));
  auto prisoners = state_at(held, "PrisonerDrops", "true");
  CHECK(offers(step(*prisoners, {}), "prisoner"));
  CHECK(step(*prisoners, {"prisoner"}).next.size() == 64);
  CHECK(step(*prisoners, {"prisoner", "d4"}).move == "P@d4");
  const auto word = prisoners->entry_step({"prisoner", "stock"});
  REQUIRE_FALSE(word);
  CHECK(word.error().find("'stock'") != std::string::npos);
}

TEST_CASE("R3.2 R3.4 a played move's anatomy: kind, squares in order, the stacks taken", "[anatomy][R3.2][R3.4]") {
  auto state = state_at(kFigure4b);
  const auto spread = state->anatomy(kFigure4bPath);
  REQUIRE(spread);
  CHECK(spread->kind == "distribute");
  CHECK(spread->squares == entry_choices(kFigure4bPath, 8, 8));  // in the order given
  CHECK(spread->record == std::string(kFigure4bPath) + " X d3-d4-e4");
  CHECK(spread->token == state->parse_move(kFigure4bPath).value());
  int red_pieces = 0;
  for (const CapturedStack& c : spread->taken) {
    CHECK(c.owner == 0);
    red_pieces += c.height;
  }
  CHECK(spread->taken.size() == 3);
  CHECK(red_pieces == 9);
  CHECK(state->position_string() == kFigure4b);  // described, not played
  // A collect is drawn over its whole run, from its first square.
  auto row = state_at("x8/x8/x8/x8/x8/x8/x8/r,r,r,x5 r 22/25 0/0 0/0 0 1");
  const auto collect = row->anatomy("c1=a1");
  REQUIRE(collect);
  CHECK((collect->kind == "collect" && collect->squares == Choices{"c1", "b1", "a1"} && collect->taken.empty()));
  // A suicide drop (R3.2): the mover's own new piece is taken.
  const auto suicide = state_at("x8/x8/x8/x8/x8/x8/b,x7/x,b,x6 r 25/23 0/0 0/0 0 2")->anatomy("a1");
  REQUIRE(suicide);
  CHECK((suicide->kind == "drop" && suicide->record == "a1 X a1"));
  REQUIRE(suicide->taken.size() == 1);
  CHECK((suicide->taken[0].owner == 0 && suicide->taken[0].height == 1));
  CHECK_FALSE(state->anatomy("e5-e7"));
}

TEST_CASE("R1 the counters beside the board: stock, prisoners, score", "[state][R1]") {
  auto state = state_at(kFigure4b);
  REQUIRE(state->play(kFigure4bPath));
  const auto counters = state->board().counters;
  REQUIRE(counters.size() == 3);
  CHECK((counters[0].name == "stock" && counters[0].values[0] == 16 && counters[0].values[1] == 16));
  CHECK((counters[1].name == "prisoners" && counters[1].values[1] == 9));
  CHECK((counters[2].name == "score" && counters[2].values[0] == 0 && counters[2].values[1] == 9));
}

}  // namespace r2_entry_anatomy_test
