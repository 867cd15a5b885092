#include "registry.h"

#include <cstdlib>

#include "registry_list.h"

namespace inchworm {

namespace {

// The tests' own games join the list only when asked for, so that a build with them (the test build)
// still shows people, and the golden transcripts, the games it ships.
bool test_games_listed() {
  const char* value = std::getenv("INCHWORM_TEST_GAMES");
  return value && std::string_view(value) == "1";
}

}  // namespace

const std::vector<GameEntry>& game_registry() {
  static const std::vector<GameEntry> games = [] {
    std::vector<GameEntry> list = registered_games();
    if (test_games_listed())
      for (GameEntry& game : registered_test_games()) list.push_back(std::move(game));
    return list;
  }();
  return games;
}

const std::string& default_game_id() { return game_registry().front().id; }

const GameEntry* find_game(std::string_view id) {
  for (const GameEntry& g : game_registry())
    if (same_option_name(g.id, std::string(id))) return &g;
  return nullptr;
}

const Presentation& presentation_of(std::string_view id) {
  static const Presentation plain;
  const GameEntry* game = find_game(id);
  return game ? game->presentation : plain;
}

std::string game_ids() {
  std::string ids;
  for (const GameEntry& g : game_registry()) ids += (ids.empty() ? "" : ", ") + g.id;
  return ids;
}

Expected<std::unique_ptr<GameState>> make_game_state(std::string_view id,
                                                     const std::vector<std::pair<std::string, std::string>>& rules) {
  const GameEntry* game = find_game(id);
  if (!game) return Error{"unknown game: '" + std::string(id) + "' (the games: " + game_ids() + ")"};
  auto state = game->make_state();
  for (const auto& [name, value] : rules)
    if (auto e = state->set_rule_option(name, value)) return Error{game->id + ": " + e->message};
  return state;
}

std::unique_ptr<Engine> make_engine() { return std::make_unique<Engine>(game_registry()); }

}  // namespace inchworm
