// A match of Steere's Inchworm between two players of this engine, in one process, for strength
// figures (a benchmark, not a test): the main engine against a baseline (random, greedy or uct), each
// at a fixed time per move, colours alternated over pairs of games that start from the same few
// random opening plies. Games end by the rules (S7.1, S7.3) or, after --max-plies, by adjudication
// (S7.4: more checkers borne off wins). Prints one line per game and the engine's score.
//   steere-match [--opponent random|greedy|uct] [--games N] [--movetime MS] [--openings PLIES]
//                [--seed S] [--max-plies N] [--rows R --columns C] [--advance literal|strict]
//                [--first G] [--show-moves 1]
// --first G starts at game G (1-based) of the schedule, so one game can be replayed alone.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <string>

#include "rng.h"
#include "state.h"
#include "steere_searcher.h"
#include "timeman.h"

using namespace inchworm;

namespace {

struct Settings {
  std::string opponent = "random";
  int games = 100;
  long long movetime_ms = 100;
  int openings = 4;
  std::uint64_t seed = 1;
  int max_plies = 1000;
  std::string rows, columns, advance = "literal";
  int first = 1;
  bool show_moves = false;
};

PlayerSettings::Kind kind_named(const std::string& name) {
  if (name == "random") return PlayerSettings::Kind::Random;
  if (name == "greedy") return PlayerSettings::Kind::Greedy;
  if (name == "uct") return PlayerSettings::Kind::Uct;
  if (name == "engine") return PlayerSettings::Kind::Engine;
  std::fprintf(stderr, "unknown player '%s'\n", name.c_str());
  std::exit(2);
}

struct Side {
  std::unique_ptr<Searcher> searcher;
  PlayerSettings settings;
};

// One move of `side` in `state`, within the movetime.
std::string think(Side& side, const GameState& state, long long movetime_ms) {
  SearchLimits limits;
  limits.move_time = movetime_ms;
  const std::atomic<bool> stop{false};
  StopCondition condition(limits, plan_time(limits, state.first_player_to_move() ? 0 : 1, 0, 0), stop);
  ThinkArgs args;
  args.state = &state;
  args.limits = limits;
  args.stop = &condition;
  const SearchListener quiet;
  args.listener = &quiet;
  args.settings = side.settings;
  return side.searcher->think(args);
}

// Plays one game; returns the engine's points (1, 0.5 or 0) and describes the game in `how` (with
// its moves when asked).
double play_game(const Settings& s, Side& engine, Side& opponent, bool engine_red, std::uint64_t pair,
                 std::string& how) {
  std::string moves;
  auto state = steere::make_state();
  if (!s.columns.empty() && state->set_rule_option("Columns", s.columns)) std::exit(2);
  if (!s.rows.empty() && state->set_rule_option("Rows", s.rows)) std::exit(2);
  if (state->set_rule_option("Advance", s.advance)) std::exit(2);
  // The pair's opening: the same random plies for both colour assignments.
  Rng opening(s.seed * 1000003 + pair);
  for (int i = 0; i < s.openings && !state->is_over(); ++i) {
    const auto legal = state->legal_moves();
    const std::string move = (*legal)[opening.below(legal->size())];
    state->play(move);
    moves += " " + move;
  }
  engine.searcher->clear();
  opponent.searcher->clear();
  int plies = 0;
  while (!state->is_over() && plies < s.max_plies) {
    Side& mover = state->first_player_to_move() == engine_red ? engine : opponent;
    const std::string move = think(mover, *state, s.movetime_ms);
    if (!state->play(move)) {
      std::fprintf(stderr, "illegal move '%s' in %s\n", move.c_str(), state->position_string().c_str());
      std::exit(1);
    }
    moves += " " + move;
    ++plies;
  }
  const Verdict v = state->is_over() ? state->verdict() : state->adjudicate();
  how = v.reason + " after " + std::to_string(plies) + " plies";
  if (s.show_moves) how += "; moves:" + moves;
  if (v.outcome == Outcome::Draw) return 0.5;
  return (v.outcome == Outcome::FirstPlayerWins) == engine_red ? 1.0 : 0.0;
}

}  // namespace

int main(int argc, char** argv) {
  Settings s;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i], value = argv[i + 1];
    if (key == "--opponent")
      s.opponent = value;
    else if (key == "--games")
      s.games = std::stoi(value);
    else if (key == "--movetime")
      s.movetime_ms = std::stoll(value);
    else if (key == "--openings")
      s.openings = std::stoi(value);
    else if (key == "--seed")
      s.seed = std::stoull(value);
    else if (key == "--max-plies")
      s.max_plies = std::stoi(value);
    else if (key == "--rows")
      s.rows = value;
    else if (key == "--columns")
      s.columns = value;
    else if (key == "--advance")
      s.advance = value;
    else if (key == "--first")
      s.first = std::max(1, std::stoi(value));
    else if (key == "--show-moves")
      s.show_moves = value == "1";
    else {
      std::fprintf(stderr, "unknown argument '%s'\n", key.c_str());
      return 2;
    }
  }
  Side engine{steere::make_searcher(), {}};
  Side opponent{steere::make_searcher(), {}};
  opponent.settings.kind = kind_named(s.opponent);
  engine.searcher->prepare(engine.settings);
  opponent.searcher->prepare(opponent.settings);
  double points = 0;
  int wins = 0, draws = 0, losses = 0;
  for (int game = s.first - 1; game < s.first - 1 + s.games; ++game) {
    const bool engine_red = game % 2 == 0;
    const std::uint64_t pair = std::uint64_t(game / 2);
    opponent.settings.seed = s.seed * 7919 + std::uint64_t(game);
    std::string how;
    const double p = play_game(s, engine, opponent, engine_red, pair, how);
    points += p;
    (p == 1 ? wins : p == 0 ? losses : draws)++;
    std::printf("game %3d engine %-4s vs %s: %s (%s)\n", game + 1, engine_red ? "Red" : "Blue", s.opponent.c_str(),
                p == 1   ? "win "
                : p == 0 ? "loss"
                         : "draw",
                how.c_str());
    std::fflush(stdout);
  }
  std::printf("engine vs %s, %d games at %lld ms/move: +%d =%d -%d, score %.1f%%\n", s.opponent.c_str(), s.games,
              s.movetime_ms, wins, draws, losses, 100.0 * points / s.games);
  return 0;
}
