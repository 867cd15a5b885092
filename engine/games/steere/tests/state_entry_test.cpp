// The state's moves entered choice by choice and described once played (GameState::entry_step and
// anatomy, the defaults built on the legal moves): a checker's square, then its destination or `off`.
#include <algorithm>

#include "state_support.h"

using namespace steere_testing;
using namespace inchworm;

using Choices = std::vector<std::string>;

namespace state_entry_test {

TEST_CASE("state S9.2 a move is entered as the checker's square, then its square or off", "[state][entry][S9.2]") {
  auto state = new_state();
  const auto first = state->entry_step({});
  REQUIRE(first);
  CHECK_FALSE(first->move);
  // Every first choice is the square of a checker that has a move, and every legal move is entered.
  const auto moves = state->legal_moves();
  REQUIRE(moves);
  const BoardView view = state->board();
  for (const std::string& token : *moves) {
    const Choices choices = entry_choices(token, view.files, view.ranks);
    INFO(token);
    CHECK(std::binary_search(first->next.begin(), first->next.end(), choices.front()));
    const auto whole = state->entry_step(choices);
    REQUIRE(whole);
    CHECK(whole->move == token);
    CHECK(whole->next.empty());
  }
  // S4 bearing off: the start's g5 bears off (S9.2 `g5-off`), `off` follows its square.
  const auto g5 = state->entry_step({"g5"});
  REQUIRE(g5);
  CHECK(std::binary_search(g5->next.begin(), g5->next.end(), "off"));
  CHECK(state->entry_step({"g5", "off"})->move == "g5-off");
  // A choice that begins nothing, or cannot follow the ones before, is an error naming it.
  for (const Choices& bad : {Choices{"zz"}, Choices{"g5", "zz"}}) {
    const auto refused = state->entry_step(bad);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().find("'zz'") != std::string::npos);
  }
}

TEST_CASE("state S6.1 the forced pass is entered as the word pass", "[state][entry][S6.1]") {
  auto state = state_at("x3,r,r,r,r4/x7/x5,r3,b4/x6,r/x7/x7 b 10/17 64");
  CHECK(state->entry_step({})->next == Choices{"pass"});
  CHECK(state->entry_step({"pass"})->move == "pass");
}

TEST_CASE("state S1.5 a played move is described by its squares and never captures", "[state][anatomy][S1.5]") {
  auto state = new_state();
  const auto off = state->anatomy("g5-off");
  REQUIRE(off);
  CHECK(off->token == "g5-off");
  CHECK(off->kind == "move");
  CHECK(off->squares == Choices{"g5"});
  CHECK(off->taken.empty());
  CHECK(off->record == "g5-off");
  CHECK(state->position_string().find(" r ") != std::string::npos);  // described, not played
  CHECK_FALSE(state->anatomy("g5-g9"));
  // The counters beside the board: borne off, and each side's checkers.
  REQUIRE(state->play("g5-off"));
  const auto counters = state->board().counters;
  REQUIRE(counters.size() == 2);
  CHECK(counters[0].name == "borne off");
  CHECK((counters[0].values[0] == 1 && counters[0].values[1] == 0));
  CHECK(counters[1].name == "checkers");
}

}  // namespace state_entry_test
