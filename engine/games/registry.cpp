#include "registry.h"

#include "rodeffer/rodeffer_game.h"
#include "steere/steere_game.h"
#include "wormchess/wormchess_game.h"

namespace inchworm {

const std::vector<GameEntry>& game_registry() {
  static const std::vector<GameEntry> games = {rodeffer::game_entry(), steere::game_entry(),
                                               wormchess::inchworm_chess_entry(), wormchess::longworm_chess_entry()};
  return games;
}

const GameEntry* find_game(std::string_view id) {
  for (const GameEntry& g : game_registry())
    if (same_option_name(g.id, std::string(id))) return &g;
  return nullptr;
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
