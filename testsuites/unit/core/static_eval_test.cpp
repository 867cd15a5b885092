// The static evaluation as a number (Searcher::static_eval, through the Engine facade), what the
// Texel fit's tools read: for every game with an evaluation it is the total `eval` shows (from the side
// to move's view; here the first player moves, whose view every game's total is shown in), with the
// tunables in force (set to either end of its range, each tunable keeps the
// two equal, and some tunable changes it); a game without one (the tests' Nim) has none.
#include <catch2/catch.hpp>
#include <cctype>
#include <optional>
#include <string>

#include "engine.h"
#include "registry.h"

using namespace inchworm;

namespace static_eval_test {
namespace {

// The first number after "total" in an evaluation's text (any case; "+38", "28", "-5").
std::optional<int> shown_total(const std::string& text) {
  std::string lower;
  for (const char c : text) lower += char(std::tolower(static_cast<unsigned char>(c)));
  std::size_t at = lower.find("total");
  if (at == std::string::npos) return std::nullopt;
  at = lower.find_first_of("+-0123456789", at);
  if (at == std::string::npos) return std::nullopt;
  return std::stoi(lower.substr(at));
}

}  // namespace

TEST_CASE("static eval: the total eval shows, with the tunables in force", "[static_eval]") {
  for (const GameEntry& game : game_registry()) {
    if (!game.has_searcher()) continue;
    Engine e(game_registry());
    REQUIRE_FALSE(e.set_option("Game", game.id));
    // The hand-written evaluation, whose total `eval` shows and whose weights the tunables are (a game may
    // play its network by default).
    if (game.network) REQUIRE_FALSE(e.set_option("Evaluation", "hand"));
    // A position a few plies in, so that more of the evaluation is at work than at the start, with the
    // first player to move (the view some games' `eval` gives its total in).
    std::vector<std::string> moves;
    for (int ply = 0; ply < 4 && !e.is_over(); ++ply) {
      moves.push_back(e.legal_moves().value().back());
      REQUIRE_FALSE(e.set_position("startpos", moves));
    }
    INFO(game.id << " after " << moves.size() << " plies");
    const std::optional<int> start = e.static_eval();
    if (!start) {
      CHECK_FALSE(shown_total(e.evaluation()));  // no number: no total shown either
      continue;
    }
    CHECK(shown_total(e.evaluation()) == start);
    bool changed = false;
    for (const Tunable& t : e.tunables()) {
      for (const int value : {t.min(), t.max()}) {
        REQUIRE_FALSE(e.set_option(std::string(t.name()), std::to_string(value)));
        INFO(t.name() << " = " << value);
        CHECK(shown_total(e.evaluation()) == e.static_eval());
        changed = changed || e.static_eval() != start;
      }
      REQUIRE_FALSE(e.set_option(std::string(t.name()), std::to_string(t.value())));
    }
    CHECK(e.static_eval() == start);
    CHECK(changed);
  }
}

}  // namespace static_eval_test
