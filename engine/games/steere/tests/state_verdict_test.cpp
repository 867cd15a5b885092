// The state's verdict (S7.1-S7.3) and the referee's adjudication (S7.4).
#include "state_support.h"

using namespace steere_testing;
using namespace inchworm;

namespace state_verdict_test {
namespace {
const char* kRepeat = "b2-off a2-off a1-a2 c2-b2 c1-c2 b2-a1 a2-b2";
const char* kRound = "b1-a2 b2-c1 a2-b1 c1-b2";
}  // namespace

TEST_CASE("state S7.1 S7.2 bearing off the last checker wins at once", "[state][S7.1][S7.2]") {
  auto state = state_at("x4,r,x,r2/x4,r3,x2/x7/x7/x7/b,x6 r 15/20 30");
  CHECK(state->verdict().outcome == Outcome::None);
  CHECK_FALSE(state->is_over());
  play_all(*state, "g6-off a1-off");
  const Verdict v = state->verdict();
  CHECK(v.outcome == Outcome::SecondPlayerWins);
  CHECK(v.reason == "Blue has borne off all 21 checkers");
  CHECK(state->is_over());
  CHECK(state->legal_moves()->empty());
  CHECK(state->adjudicate().outcome == Outcome::SecondPlayerWins);  // the rules' end stands
  // S7.2: set up finished, with the winner to move.
  auto finished = state_at("x7/x7/x7/x7/x7/x3,b2,x3 r 21/19 89");
  CHECK(finished->verdict().outcome == Outcome::FirstPlayerWins);
}

TEST_CASE("state S7.3 the third occurrence of a position is a draw, on the 2x3 example", "[state][S7.3][S11.6]") {
  auto state = state_at("b,r,b/r,b,r r 0/0 1");
  play_all(*state, kRepeat);
  CHECK(state->position_string() == "x,r,r/b,b,x b 1/1 4");
  play_all(*state, kRound);
  CHECK(state->verdict().outcome == Outcome::None);  // the second occurrence
  play_all(*state, "b1-a2 b2-c1 a2-b1");
  CHECK(state->verdict().outcome == Outcome::None);
  play_all(*state, "c1-b2");
  const Verdict v = state->verdict();
  CHECK(v.outcome == Outcome::Draw);
  CHECK(v.reason == "third repetition of the position");
  CHECK(state->adjudicate().outcome == Outcome::Draw);
}

TEST_CASE("state S7.3 history starts at set_position: a string carries no past", "[state][S7.3][S8]") {
  auto state = state_at("b,r,b/r,b,r r 0/0 1");
  play_all(*state, kRepeat);
  play_all(*state, kRound);
  // From the string of the repeated position, two more rounds make only the third occurrence.
  REQUIRE_FALSE(state->set_position(state->position_string()));
  play_all(*state, kRound);
  CHECK(state->verdict().outcome == Outcome::None);
  play_all(*state, kRound);
  CHECK(state->verdict().outcome == Outcome::Draw);
  // A rule change restarts the history too.
  REQUIRE_FALSE(state->set_rule_option("Advance", "literal"));
  CHECK(state->verdict().outcome == Outcome::None);
}

TEST_CASE("state S7.4 adjudication: more checkers borne off wins, equal is a draw", "[state][S7.4]") {
  const Verdict even = state_at("x6,b/x7/x7/x7/x7/r,x6 r 20/20 5")->adjudicate();
  CHECK(even.outcome == Outcome::Draw);
  CHECK(even.reason == "adjudicated: Red has borne off 20, Blue 20");
  const Verdict ahead = state_at("x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20")->adjudicate();
  CHECK(ahead.outcome == Outcome::SecondPlayerWins);
  CHECK(ahead.reason == "adjudicated: Red has borne off 11, Blue 15");
  const Verdict red_ahead = state_at("x6,b2/x7/x7/x7/x7/r,x6 b 20/19 5")->adjudicate();
  CHECK(red_ahead.outcome == Outcome::FirstPlayerWins);
  CHECK(red_ahead.reason == "adjudicated: Red has borne off 20, Blue 19");
}

}  // namespace state_verdict_test
