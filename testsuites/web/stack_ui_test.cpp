// Rodeffer's input on the page (stack_ui.h): the path questions of a distribution entered square by
// square (R2.3), answered from the state's entry steps, in the page's terms: the squares that may come
// next in board order, the token in the order clicked once complete, and refusals that name the square.
#include <algorithm>
#include <boost/json.hpp>
#include <catch2/catch.hpp>

#include "registry.h"
#include "stack_ui.h"

using namespace adapters::web;
namespace json = boost::json;

namespace stack_ui_test {
namespace {

const char* kFigure4b = "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9";

std::unique_ptr<inchworm::GameState> figure() {
  auto state = inchworm::make_game_state("rodeffer");
  REQUIRE(state);
  REQUIRE_FALSE((*state)->set_position(kFigure4b));
  return std::move(state).value();
}

}  // namespace

TEST_CASE("distribution paths are answered square by square, the token as clicked", "[web][distribution][R2.3]") {
  const auto state = figure();
  const StackUi ui;
  const auto start = ui.continuations(*state, {"e5"});
  REQUIRE(start);
  // Empty king steps from e5 that some full path goes through (not the stock, which drops on the stack).
  const json::array& next = start->at("next").as_array();
  CHECK(next.size() >= 1);
  CHECK(std::find(next.begin(), next.end(), json::value("f4")) != next.end());
  CHECK(std::find(next.begin(), next.end(), json::value("stock")) == next.end());
  CHECK(start->at("complete") == false);
  CHECK(start->at("exact") == true);
  const std::vector<std::string> path = {"e5", "f4", "e3", "d2", "c3", "c4", "d5", "d6", "d7"};
  const auto done = ui.continuations(*state, path);
  REQUIRE(done);
  CHECK(done->at("complete") == true);
  CHECK(done->at("next").as_array().empty());
  CHECK(done->at("token") == "e5-f4-e3-d2-c3-c4-d5-d6-d7");
}

TEST_CASE("bad distribution paths are refused, naming the square", "[web][distribution][R2.3]") {
  const auto state = figure();
  const StackUi ui;
  const auto refusal = [&](const std::vector<std::string>& path) {
    auto answer = ui.continuations(*state, path);
    REQUIRE_FALSE(answer);
    return answer.error();
  };
  CHECK(refusal({"e4"}).find("no own stack on e4") != std::string::npos);
  CHECK(refusal({"e5", "e4"}).find("e4 is not empty") != std::string::npos);
  CHECK(refusal({"e5", "e7"}).find("not a king step") != std::string::npos);
  CHECK(refusal({"e5", "z9"}).find("'z9'") != std::string::npos);
  CHECK_FALSE(ui.continuations(*state, {}));
}

}  // namespace stack_ui_test
