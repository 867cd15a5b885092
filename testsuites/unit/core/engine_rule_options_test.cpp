// Rule options set in the middle of a game, for every game and every rule option of the registry: GUIs
// send every option again before a game or a move, so a value the rules already have (in any spelling
// the option accepts) must leave the game where it is, and the engine's record of the game must still
// describe it; a new value replays the game under the new rules.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>

#include "engine.h"
#include "nim_game.h"

using namespace inchworm;

namespace engine_rule_options_test {
namespace {

std::string upper(std::string text) {
  for (char& c : text) c = char(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

// The ways to write the option's current value: as the engine shows it, and as it also takes it (the
// words of a combo or check in capitals, a number with a leading zero).
std::vector<std::string> spellings(const OptionSpec& spec, const std::string& value) {
  std::vector<std::string> ways = {value};
  if (spec.type == OptionSpec::Type::Combo || spec.type == OptionSpec::Type::Check) ways.push_back(upper(value));
  if (spec.type == OptionSpec::Type::Spin) ways.push_back("0" + value);
  return ways;
}

// Another value the option takes, or nothing for a free string.
std::optional<std::string> other_value(const OptionSpec& spec, const std::string& value) {
  switch (spec.type) {
    case OptionSpec::Type::Combo:
      for (const auto& choice : spec.choices)
        if (choice != value) return choice;
      return std::nullopt;
    case OptionSpec::Type::Check:
      return value == "true" ? "false" : "true";
    case OptionSpec::Type::Spin: {
      const long long n = std::stoll(value);
      return std::to_string(n < spec.max ? n + 1 : n - 1);
    }
    default:
      return std::nullopt;
  }
}

// A few moves of the game from its start, the same every run.
std::vector<std::string> opening(const GameState& start) {
  std::unique_ptr<GameState> state = start.clone();
  std::vector<std::string> played;
  for (int ply = 0; ply < 4 && !state->is_over(); ++ply) {
    const auto moves = state->legal_moves();
    REQUIRE(moves);
    REQUIRE_FALSE(moves->empty());
    const std::string& move = (*moves)[std::size_t(ply * 7 + 3) % moves->size()];
    REQUIRE(state->play(move));
    played.push_back(move);
  }
  return played;
}

// The position a fresh state under the engine's current rules reaches with `moves` from the start, or
// nothing when a move no longer stands.
std::optional<std::string> replayed(const GameEntry& game, const GameState& rules_of,
                                    const std::vector<std::string>& moves) {
  std::unique_ptr<GameState> fresh = game.make_state();
  for (const auto& spec : rules_of.rule_options())
    REQUIRE_FALSE(fresh->set_rule_option(spec.name, rules_of.rule_option_value(spec.name)));
  for (const auto& move : moves)
    if (!fresh->play(move)) return std::nullopt;
  return fresh->position_string();
}

}  // namespace

TEST_CASE(
    "every game, every rule option: re-sent mid-game with its value in any spelling, it leaves the game "
    "where it is, and a new value replays the game",
    "[engine]") {
  const std::vector<GameEntry> games = testing::every_game();
  for (const GameEntry& game : games) {
    Engine e(games);
    REQUIRE_FALSE(e.set_option("Game", game.id));
    const std::vector<std::string> moves = opening(e.state());
    for (const OptionSpec& spec : e.state().rule_options()) {
      INFO(game.id << ", " << spec.name);
      REQUIRE_FALSE(e.set_position("startpos", moves));
      const std::string during = e.position_string();
      const std::string value = e.state().rule_option_value(spec.name);
      for (const std::string& name : {spec.name, upper(spec.name)}) {
        for (const std::string& same : spellings(spec, value)) {
          INFO("setoption name " << name << " value " << same);
          REQUIRE_FALSE(e.set_option(name, same));
          CHECK(e.position_string() == during);
          CHECK(e.take_notes().empty());
          // The host's next `position` continues the same game: its record must still be the board's.
          REQUIRE_FALSE(e.set_position("startpos", moves));
          CHECK(e.position_string() == during);
        }
      }
      if (!e.state().is_over()) {
        const auto next = e.state().legal_moves();
        REQUIRE(next);
        REQUIRE_FALSE(next->empty());
        std::vector<std::string> longer = moves;
        longer.push_back(next->front());
        REQUIRE_FALSE(e.set_position("startpos", longer));
        CHECK(std::optional(e.position_string()) == replayed(game, e.state(), longer));
      }
      const auto changed = other_value(spec, value);
      if (!changed) continue;
      INFO("changed to " << *changed);
      REQUIRE_FALSE(e.set_position("startpos", moves));
      REQUIRE_FALSE(e.set_option(spec.name, *changed));
      CHECK(e.state().rule_option_value(spec.name) == *changed);
      const auto stands = replayed(game, e.state(), moves);
      if (!stands) {
        // The game does not stand under the new rules: the start position, and a note that says so.
        CHECK(e.position_string() == *replayed(game, e.state(), {}));
        CHECK(e.take_notes().size() == 1);
        continue;
      }
      CHECK(e.position_string() == *stands);
      CHECK(e.take_notes().empty());
      REQUIRE_FALSE(e.set_option(spec.name, value));
      CHECK(e.position_string() == during);
    }
  }
}

}  // namespace engine_rule_options_test
