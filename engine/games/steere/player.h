// The players behind the Player option: the main engine and the three baselines (random, greedy,
// uct). Each chooses a move for a Position within the limits of one `go`.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "expected.h"
#include "player_settings.h"
#include "position.h"
#include "search_types.h"
#include "timeman.h"

namespace inchworm::steere {

struct ThinkRequest {
  const Position* root = nullptr;
  // Keys of the game's positions, oldest first, the root's last (S7.3).
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
  Move best;              // the pass when it is forced
  std::uint64_t nodes = 0;
};

class Player {
 public:
  virtual ~Player() = default;
  virtual ThinkResult think(const ThinkRequest& request) = 0;
  // Forgets what earlier searches learnt (a new game).
  virtual void clear() {}
  // Allocates what the settings ask for (the hash table) before the first search; an error when it
  // cannot, and then what was allocated before stays.
  virtual MaybeError prepare(const PlayerSettings&) { return std::nullopt; }
};

std::unique_ptr<Player> make_random_player();
std::unique_ptr<Player> make_greedy_player();
std::unique_ptr<Player> make_uct_player();
std::unique_ptr<Player> make_engine_player();

// The moves a player may choose from at the root: `go searchmoves`, or every legal move.
std::vector<Move> root_candidates(const ThinkRequest& request);
// A seed for the baselines' random choices: the Seed option, the position and the game's length, so
// a replayed game repeats its choices.
std::uint64_t choice_seed(const ThinkRequest& request);
// The moves of a line as tokens (stopping where the game ends).
std::vector<std::string> format_line(const Position& root, const std::vector<Move>& line);
// Sends one progress report to the request's listener, if it has one.
void report_info(const ThinkRequest& request, const SearchInfo& info);
// The report of a one-ply choice (the random and greedy players): depth 1, the move, its worth.
void report_choice(const ThinkRequest& request, const ThinkResult& result, int score);

}  // namespace inchworm::steere
