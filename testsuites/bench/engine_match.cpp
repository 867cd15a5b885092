// A match of any registered game between the main engine and another player of this engine (random,
// greedy, uct, or the engine itself), in one process, for strength figures (a benchmark, not a test).
// Each side thinks for a fixed time per move; colours alternate over pairs of games that start from
// the same few random opening plies. Games end by the game's rules or, after --max-plies, by the
// game's adjudication (Steere's: more checkers borne off wins; the chess games: a draw). Games run
// --concurrency at a time, each worker with its own players. Prints one line per game as it ends
// (with its moves when --show-moves 1) and the engine's score.
//   engine-match --game ID [--rule NAME=VALUE]... [--opponent random|greedy|uct|engine] [--games N]
//                [--movetime MS] [--concurrency N] [--openings PLIES] [--seed S] [--max-plies N]
//                [--first G] [--show-moves 1]
// --first G starts at game G (1-based) of the schedule, so one game can be replayed alone.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "registry.h"
#include "rng.h"
#include "timeman.h"

using namespace inchworm;

namespace {

struct Settings {
  std::string game;
  std::vector<std::pair<std::string, std::string>> rules;  // --rule NAME=VALUE, in order
  std::string opponent = "random";
  int games = 100;
  long long movetime_ms = 100;
  int concurrency = 1;
  int openings = 4;
  std::uint64_t seed = 1;
  int max_plies = 1000;
  int first = 1;
  bool show_moves = false;
};

[[noreturn]] void usage_error(const std::string& message) {
  std::fprintf(stderr, "engine-match: %s\n", message.c_str());
  std::exit(2);
}

PlayerSettings::Kind kind_named(const std::string& name) {
  if (name == "random") return PlayerSettings::Kind::Random;
  if (name == "greedy") return PlayerSettings::Kind::Greedy;
  if (name == "uct") return PlayerSettings::Kind::Uct;
  if (name == "engine") return PlayerSettings::Kind::Engine;
  usage_error("unknown player '" + name + "'");
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

struct GameResult {
  double points = 0;  // the engine's
  std::string how;
};

GameResult play_game(const Settings& s, Side& engine, Side& opponent, bool engine_first, std::uint64_t pair) {
  auto state = std::move(make_game_state(s.game, s.rules)).value();
  std::string moves;
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
    Side& mover = state->first_player_to_move() == engine_first ? engine : opponent;
    const std::string move = think(mover, *state, s.movetime_ms);
    if (!state->play(move)) {
      std::fprintf(stderr, "illegal move '%s' in %s\n", move.c_str(), state->position_string().c_str());
      std::exit(1);
    }
    moves += " " + move;
    ++plies;
  }
  const Verdict v = state->is_over() ? state->verdict() : state->adjudicate();
  GameResult r;
  r.how = v.reason + " after " + std::to_string(plies) + " plies";
  if (s.show_moves) r.how += "; moves:" + moves;
  r.points = v.outcome == Outcome::Draw ? 0.5 : (v.outcome == Outcome::FirstPlayerWins) == engine_first ? 1.0 : 0.0;
  return r;
}

Settings parse(int argc, char** argv) {
  Settings s;
  for (int i = 1; i < argc; i += 2) {
    const std::string key = argv[i];
    if (i + 1 >= argc) usage_error("'" + key + "' needs a value");
    const std::string value = argv[i + 1];
    if (key == "--game")
      s.game = value;
    else if (key == "--rule" && value.find('=') != std::string::npos)
      s.rules.emplace_back(value.substr(0, value.find('=')), value.substr(value.find('=') + 1));
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
    else if (key == "--first")
      s.first = std::max(1, std::stoi(value));
    else if (key == "--show-moves")
      s.show_moves = value == "1";
    else
      usage_error("unknown argument '" + key + " " + value + "'");
  }
  if (s.game.empty()) usage_error("give --game (" + game_ids() + ")");
  if (auto state = make_game_state(s.game, s.rules); !state) usage_error(state.error());
  if (!find_game(s.game)->has_searcher()) usage_error("the game " + s.game + " has no search");
  kind_named(s.opponent);
  return s;
}

// "longworm-chess (HalflingRange=relative)": the game and the rules given.
std::string match_name(const Settings& s) {
  std::string rules;
  for (const auto& [name, value] : s.rules) rules += (rules.empty() ? "" : ", ") + name + "=" + value;
  return rules.empty() ? s.game : s.game + " (" + rules + ")";
}

}  // namespace

int main(int argc, char** argv) {
  const Settings s = parse(argc, argv);
  const SideNames sides = std::move(make_game_state(s.game)).value()->side_names();
  const int name_width = int(std::max(sides.first.size(), sides.second.size()));
  std::atomic<int> next_game{s.first - 1};
  const int end_game = s.first - 1 + s.games;
  std::mutex output;
  double points = 0;
  int wins = 0, draws = 0, losses = 0;
  auto worker = [&] {
    Side engine{find_game(s.game)->make_searcher(), {}};
    Side opponent{find_game(s.game)->make_searcher(), {}};
    opponent.settings.kind = kind_named(s.opponent);
    engine.searcher->prepare(engine.settings);
    opponent.searcher->prepare(opponent.settings);
    for (int game; (game = next_game.fetch_add(1)) < end_game;) {
      const bool engine_first = game % 2 == 0;
      opponent.settings.seed = s.seed * 7919 + std::uint64_t(game);
      const GameResult r = play_game(s, engine, opponent, engine_first, std::uint64_t(game / 2));
      const std::lock_guard<std::mutex> lock(output);
      points += r.points;
      (r.points == 1 ? wins : r.points == 0 ? losses : draws)++;
      std::printf("game %3d engine %-*s vs %s: %s (%s)\n", game + 1, name_width,
                  (engine_first ? sides.first : sides.second).c_str(), s.opponent.c_str(),
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
  std::printf("%s: engine vs %s, %d games at %lld ms/move: +%d =%d -%d, score %.1f%%\n", match_name(s).c_str(),
              s.opponent.c_str(), s.games, s.movetime_ms, wins, draws, losses, 100.0 * points / s.games);
  return 0;
}
