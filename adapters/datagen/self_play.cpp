#include "self_play.h"

#include <algorithm>
#include <cstdlib>

#include "rng.h"

namespace datagen {

using inchworm::Engine;
using inchworm::Error;
using inchworm::Expected;
using inchworm::Outcome;

namespace {

// The game's own random stream: the run's seed and the game's number, mixed (Rng seeds by splitmix64).
inchworm::Rng game_rng(std::uint64_t seed, std::uint64_t index) {
  return inchworm::Rng(seed * 0x9E3779B97F4A7C15ULL + index + 1);
}

GameRecord dropped(std::uint64_t index, GameEnd end) {
  GameRecord game;
  game.index = index;
  game.end = end;
  return game;
}

struct Searched {
  std::string best;
  inchworm::SearchScore score;
};

Searched search(Engine& engine, const inchworm::SearchLimits& limits) {
  inchworm::SearchListener listener;
  Searched s;
  listener.info = [&](const inchworm::SearchInfo& info) {
    if (info.multipv == 1) s.score = info.score;
  };
  const std::atomic<bool> stop{false};
  s.best = engine.search(limits, listener, stop).best_move;
  return s;
}

}  // namespace

int stored_score(const inchworm::SearchScore& score) {
  using Kind = inchworm::SearchScore::Kind;
  const int plies = std::clamp(score.value, 0, kGameEndScore - kMaxCentiScore - 1);
  switch (score.kind) {
    case Kind::Win:
      return kGameEndScore - plies;
    case Kind::Loss:
      return -kGameEndScore + plies;
    case Kind::Centi:
      break;
  }
  return std::clamp(score.value, -kMaxCentiScore, kMaxCentiScore);
}

bool is_quiet_move(const inchworm::GameState& state, const std::string& token) {
  const auto anatomy = state.anatomy(token);
  return anatomy && anatomy->taken.empty() && anatomy->kind != "promotion";
}

Expected<GameRecord> play_game(Engine& engine, const SelfPlaySettings& settings, std::uint64_t index,
                               std::atomic<std::uint64_t>& searched) {
  engine.new_game();
  inchworm::Rng rng = game_rng(settings.seed, index);
  std::string base = "startpos";
  std::vector<std::string> moves;
  if (!settings.openings.empty()) {
    const referee::Opening& opening = settings.openings[index % settings.openings.size()];
    base = opening.base;
    moves = opening.moves;
  }
  if (auto e = engine.set_position(base, moves)) return Error{"game " + std::to_string(index) + ": " + e->message};
  const int random_plies =
      settings.random_min + int(rng.below(std::uint64_t(settings.random_max - settings.random_min + 1)));
  for (int k = 0; k < random_plies; ++k) {
    const auto legal = engine.legal_moves();
    if (engine.is_over() || !legal || legal->empty()) return dropped(index, GameEnd::NoStart);
    moves.push_back((*legal)[rng.below(legal->size())]);
    if (auto e = engine.set_position(base, moves)) return Error{"game " + std::to_string(index) + ": " + e->message};
  }
  if (engine.is_over()) return dropped(index, GameEnd::NoStart);

  GameRecord game;
  game.index = index;
  for (int plies = int(moves.size());; ++plies) {
    const inchworm::GameState& state = engine.state();
    if (state.is_over()) {
      game.outcome = state.verdict().outcome;
      break;
    }
    if (plies >= settings.max_plies) {
      game.outcome = state.adjudicate().outcome;
      game.end = GameEnd::Adjudicated;
      break;
    }
    const Searched s = search(engine, settings.limits);
    ++searched;
    if (s.best.empty()) return Error{"game " + std::to_string(index) + ": the search gave no move in a game not over"};
    PositionRecord p;
    p.position = state.position_string();
    p.best_move = s.best;
    p.score = stored_score(s.score);
    p.ply = std::uint32_t(std::clamp<long long>(state.ply_number(), 0, 0xFFFFFFFFLL));
    p.first_player_to_move = state.first_player_to_move();
    p.in_check = state.in_check();
    p.quiet = is_quiet_move(state, s.best);
    if (game.positions.empty() && settings.balance && std::abs(p.score) > *settings.balance)
      return dropped(index, GameEnd::Unbalanced);
    game.positions.push_back(std::move(p));
    moves.push_back(s.best);
    if (auto e = engine.set_position(base, moves)) return Error{"game " + std::to_string(index) + ": " + e->message};
  }
  // A game stopped at the ply limit that the game cannot judge is a draw.
  if (game.outcome == Outcome::None) game.outcome = Outcome::Draw;
  for (PositionRecord& p : game.positions) p.result = result_for(game.outcome, p.first_player_to_move);
  return game;
}

}  // namespace datagen
