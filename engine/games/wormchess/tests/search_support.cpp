#include "search_support.h"

#include <catch2/catch.hpp>
#include <sstream>

#include "state.h"

namespace search_testing {

using namespace inchworm;

std::unique_ptr<GameState> chess_state(const std::string& position, bool longworm, const std::string& moves) {
  auto state = wormchess::make_state(longworm);
  auto e = state->set_position(position);
  INFO(position << (e ? ": " + e->message : ""));
  REQUIRE_FALSE(e);
  std::istringstream in(moves);
  for (std::string token; in >> token;) {
    auto played = state->play(token);
    INFO(token << (played ? "" : ": " + played.error()));
    REQUIRE(played);
  }
  return state;
}

SearchLimits mate_limit(int moves) {
  SearchLimits limits;
  limits.mate = moves;
  return limits;
}

std::string score_text(const SearchScore& score) {
  switch (score.kind) {
    case SearchScore::Kind::Win:
      return "win " + std::to_string(score.value);
    case SearchScore::Kind::Loss:
      return "loss " + std::to_string(score.value);
    case SearchScore::Kind::Centi:
      break;
  }
  return "cp " + std::to_string(score.value);
}

}  // namespace search_testing
