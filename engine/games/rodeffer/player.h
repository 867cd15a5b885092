// The players behind the Player option: the main engine and the three baselines. Each chooses a move
// for a Position within the limits of one `go`.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "move.h"
#include "player_settings.h"
#include "position.h"
#include "search_types.h"
#include "timeman.h"

namespace inchworm::rodeffer {

struct ThinkRequest {
  const Position* root = nullptr;
  // Keys of the positions that came before the root in this game, oldest first (repetitions).
  const std::vector<std::uint64_t>* history = nullptr;
  // As the `go` gave them, except that `depth` holds depth_limit() (a `go mate` alone sets it).
  SearchLimits limits;
  // `go searchmoves`: the only root moves to consider (empty: all), distinct and legal.
  std::vector<Move> root_moves;
  StopCondition* stop = nullptr;
  const SearchListener* listener = nullptr;
  PlayerSettings settings;
};

struct ThinkResult {
  bool has_move = false;  // false only when the game is over
  Move best;              // a pass when passing is forced
  std::uint64_t nodes = 0;
};

class Player {
 public:
  virtual ~Player() = default;
  virtual ThinkResult think(const ThinkRequest& request) = 0;
  // Forgets what earlier searches learnt (a new game).
  virtual void clear() {}
  // Allocates what the settings ask for (the hash table), so that the first search does not pay.
  // An error when it cannot: what was allocated before stays.
  virtual MaybeError prepare(const PlayerSettings&) { return std::nullopt; }
};

std::unique_ptr<Player> make_random_player();
std::unique_ptr<Player> make_greedy_player();
std::unique_ptr<Player> make_uct_player();
std::unique_ptr<Player> make_engine_player();

// The moves of a line (legal in turn, as the search made them) as tokens, each written in the
// position it is played in.
std::vector<std::string> format_line(const Position& root, const std::vector<Move>& line);

// Reports one finished iteration of a player to the listener.
void report_info(const ThinkRequest& request, const SearchInfo& info);

}  // namespace inchworm::rodeffer
