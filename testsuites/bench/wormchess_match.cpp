// A match of Inchworm Chess or Long Worm Chess between the main engine and another player of this
// engine (random, greedy, uct, or the engine itself), in one process, for strength figures (a
// benchmark, not a test). Each side thinks for a fixed time per move; colours alternate over pairs
// of games that start from the same few random opening plies. Games end by the rules (checkmate,
// stalemate, the 100-move rule, bare kings, threefold repetition) or, after --max-plies, are
// adjudicated as draws. Games run --concurrency at a time, each worker with its own players. Prints
// one line per game as it ends and the engine's score.
//   wormchess-match [--game inchworm-chess|longworm-chess] [--halflings absolute|relative]
//                   [--opponent random|greedy|uct|engine] [--games N] [--movetime MS]
//                   [--concurrency N] [--openings PLIES] [--seed S] [--max-plies N]
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "rng.h"
#include "timeman.h"
#include "wormchess/state.h"
#include "wormchess/wormchess_searcher.h"

using namespace inchworm;

namespace {

struct Settings {
  std::string game = "inchworm-chess";
  std::string halflings = "absolute";
  std::string opponent = "random";
  int games = 100;
  long long movetime_ms = 100;
  int concurrency = 1;
  int openings = 4;
  std::uint64_t seed = 1;
  int max_plies = 600;
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
  std::unique_ptr<Searcher> searcher = wormchess::make_searcher();
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

struct GameResult {
  double points = 0;  // the engine's
  std::string how;
};

GameResult play_game(const Settings& s, Side& engine, Side& opponent, bool engine_white, std::uint64_t pair) {
  auto state = wormchess::make_state(s.game == "longworm-chess");
  if (s.game == "longworm-chess" && state->set_rule_option("HalflingRange", s.halflings)) std::exit(2);
  // The pair's opening: the same random plies for both colour assignments.
  Rng opening(s.seed * 1000003 + pair);
  for (int i = 0; i < s.openings && !state->is_over(); ++i) {
    const auto moves = state->legal_moves();
    state->play((*moves)[opening.below(moves->size())]);
  }
  engine.searcher->clear();
  opponent.searcher->clear();
  int plies = 0;
  while (!state->is_over() && plies < s.max_plies) {
    Side& mover = state->first_player_to_move() == engine_white ? engine : opponent;
    const std::string move = think(mover, *state, s.movetime_ms);
    if (!state->play(move)) {
      std::fprintf(stderr, "illegal move '%s' in %s\n", move.c_str(), state->position_string().c_str());
      std::exit(1);
    }
    ++plies;
  }
  const Verdict v = state->is_over() ? state->verdict() : state->adjudicate();
  GameResult r;
  r.how = v.reason + " after " + std::to_string(plies) + " plies";
  r.points = v.outcome == Outcome::Draw ? 0.5 : (v.outcome == Outcome::FirstPlayerWins) == engine_white ? 1.0 : 0.0;
  return r;
}

Settings parse(int argc, char** argv) {
  Settings s;
  for (int i = 1; i < argc; i += 2) {
    const std::string key = argv[i];
    if (i + 1 >= argc) {
      std::fprintf(stderr, "'%s' needs a value\n", key.c_str());
      std::exit(2);
    }
    const std::string value = argv[i + 1];
    if (key == "--game")
      s.game = value;
    else if (key == "--halflings")
      s.halflings = value;
    else if (key == "--opponent")
      s.opponent = value;
    else if (key == "--games")
      s.games = std::stoi(value);
    else if (key == "--movetime")
      s.movetime_ms = std::stoll(value);
    else if (key == "--concurrency")
      s.concurrency = std::max(1, std::stoi(value));
    else if (key == "--openings")
      s.openings = std::stoi(value);
    else if (key == "--seed")
      s.seed = std::stoull(value);
    else if (key == "--max-plies")
      s.max_plies = std::stoi(value);
    else {
      std::fprintf(stderr, "unknown argument '%s'\n", key.c_str());
      std::exit(2);
    }
  }
  if (s.game != "inchworm-chess" && s.game != "longworm-chess") {
    std::fprintf(stderr, "unknown game '%s'\n", s.game.c_str());
    std::exit(2);
  }
  kind_named(s.opponent);
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  const Settings s = parse(argc, argv);
  std::atomic<int> next_game{0};
  std::mutex output;
  double points = 0;
  int wins = 0, draws = 0, losses = 0;
  auto worker = [&] {
    Side engine, opponent;
    opponent.settings.kind = kind_named(s.opponent);
    engine.searcher->prepare(engine.settings);
    opponent.searcher->prepare(opponent.settings);
    for (int game; (game = next_game.fetch_add(1)) < s.games;) {
      const bool engine_white = game % 2 == 0;
      opponent.settings.seed = s.seed * 7919 + std::uint64_t(game);
      const GameResult r = play_game(s, engine, opponent, engine_white, std::uint64_t(game / 2));
      const std::lock_guard<std::mutex> lock(output);
      points += r.points;
      (r.points == 1 ? wins : r.points == 0 ? losses : draws)++;
      std::printf("game %3d engine %-5s vs %s: %s (%s)\n", game + 1, engine_white ? "White" : "Black",
                  s.opponent.c_str(),
                  r.points == 1   ? "win "
                  : r.points == 0 ? "loss"
                                  : "draw",
                  r.how.c_str());
      std::fflush(stdout);
    }
  };
  std::vector<std::thread> workers;
  for (int i = 0; i < s.concurrency; ++i) workers.emplace_back(worker);
  for (auto& w : workers) w.join();
  std::printf("%s%s: engine vs %s, %d games at %lld ms/move: +%d =%d -%d, score %.1f%%\n", s.game.c_str(),
              s.game == "longworm-chess" ? (" (" + s.halflings + " halflings)").c_str() : "", s.opponent.c_str(),
              s.games, s.movetime_ms, wins, draws, losses, 100.0 * points / s.games);
  return 0;
}
