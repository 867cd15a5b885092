#include "game.h"

#include <chrono>
#include <cmath>
#include <ctime>

#include "rodeffer/notation.h"

namespace referee {

using inchworm::rodeffer::GameResult;
using inchworm::rodeffer::Position;

namespace {

using SteadyClock = std::chrono::steady_clock;

const char* side_name(inchworm::rodeffer::Color c) { return c == inchworm::rodeffer::RED ? "Red" : "Blue"; }

// The longest the mover may take before the referee calls a time forfeit; nothing when unlimited.
std::optional<double> move_limit_ms(const TimeControl& tc, const GameClock& clock) {
  std::optional<double> limit;
  if (tc.clocked) limit = double(clock.remaining_ms() + tc.margin_ms);
  if (tc.movetime_ms) limit = std::min(limit.value_or(1e18), double(tc.movetime_ms + tc.margin_ms));
  return limit;
}

// The last `count` scores all satisfy `ok`.
template <typename Pred>
bool last_scores(const std::vector<double>& scores, int count, Pred ok) {
  if (count <= 0 || int(scores.size()) < count) return false;
  for (std::size_t i = scores.size() - std::size_t(count); i < scores.size(); ++i)
    if (!ok(scores[i])) return false;
  return true;
}

void stamp_start(GameRecord& g) {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char date[16], time[16];
  std::strftime(date, sizeof date, "%Y.%m.%d", &utc);
  std::strftime(time, sizeof time, "%H:%M:%S", &utc);
  g.date = date;
  g.time = time;
}

}  // namespace

std::string go_command(const EngineConfig& mover, inchworm::rodeffer::Color side, const GameClock (&clocks)[2],
                       const TimeControl (&tcs)[2]) {
  const bool ugi = mover.protocol == Protocol::Ugi;
  std::string go = "go";
  if (mover.tc.clocked) {
    // Each side's clock only when it has one: 0 ms would tell the engine that side's flag has fallen.
    const char* time_names[2] = {ugi ? "p1time" : "wtime", ugi ? "p2time" : "btime"};
    const char* inc_names[2] = {ugi ? "p1inc" : "winc", ugi ? "p2inc" : "binc"};
    for (inchworm::rodeffer::Color c : {inchworm::rodeffer::RED, inchworm::rodeffer::BLUE})
      if (tcs[c].clocked) go += std::string(" ") + time_names[c] + " " + std::to_string(clocks[c].remaining_ms());
    for (inchworm::rodeffer::Color c : {inchworm::rodeffer::RED, inchworm::rodeffer::BLUE})
      if (tcs[c].clocked) go += std::string(" ") + inc_names[c] + " " + std::to_string(tcs[c].increment_ms);
    if (clocks[side].moves_to_go()) go += " movestogo " + std::to_string(clocks[side].moves_to_go());
  }
  const TimeControl& tc = mover.tc;
  if (tc.movetime_ms) go += " movetime " + std::to_string(tc.movetime_ms);
  if (tc.depth) go += " depth " + std::to_string(tc.depth);
  if (tc.nodes) go += " nodes " + std::to_string(tc.nodes);
  return go;
}

const char* termination_name(Termination t) {
  switch (t) {
    case Termination::Rules:
      return "rules";
    case Termination::MaxPlies:
      return "max plies";
    case Termination::Resign:
      return "resign adjudication";
    case Termination::Draw:
      return "draw adjudication";
    case Termination::Failure:
      return "failure";
    case Termination::Interrupted:
      return "interrupted";
  }
  return "?";
}

std::string GameRecord::result_text() const {
  switch (result) {
    case GameResult::RedWins:
      return "1-0";
    case GameResult::BlueWins:
      return "0-1";
    case GameResult::Draw:
      return "1/2-1/2";
    case GameResult::None:
      break;
  }
  return "*";
}

double GameRecord::points_of(int engine) const {
  const bool is_red = engine == setup.red;
  switch (result) {
    case GameResult::RedWins:
      return is_red ? 1 : 0;
    case GameResult::BlueWins:
      return is_red ? 0 : 1;
    case GameResult::Draw:
      return 0.5;
    case GameResult::None:
      break;
  }
  return 0;
}

GameRecord play_game(const GameSetup& setup, EnginePlayer& red, EnginePlayer& blue,
                     const inchworm::rodeffer::Rules& rules, const Adjudication& adj) {
  GameRecord g;
  g.setup = setup;
  g.red_name = red.config().name;
  g.blue_name = blue.config().name;
  g.red_tc = red.config().tc.describe();
  g.blue_tc = blue.config().tc.describe();
  g.variant = inchworm::rodeffer::describe(rules);
  stamp_start(g);
  const auto started = SteadyClock::now();
  EnginePlayer* players[2] = {&red, &blue};

  // The opening was checked when the book was read; its moves are replayed here.
  Position pos = setup.opening.base == "startpos" ? Position::start(rules)
                                                  : *inchworm::rodeffer::parse_position(setup.opening.base, rules);
  for (const auto& token : setup.opening.moves) {
    Position::Undo undo;
    pos.do_move(*inchworm::rodeffer::parse_move(pos, token), undo);
  }
  std::string position_command =
      "position " + (setup.opening.base == "startpos" ? std::string("startpos") : "fen " + setup.opening.base);
  if (!setup.opening.moves.empty()) position_command += " moves";
  for (const auto& token : setup.opening.moves) position_command += " " + token;
  bool has_moves = !setup.opening.moves.empty();

  auto finish = [&](GameResult result, Termination how, std::string detail) {
    g.result = result;
    g.termination = how;
    g.detail = std::move(detail);
    g.score[0] = pos.score(inchworm::rodeffer::RED);
    g.score[1] = pos.score(inchworm::rodeffer::BLUE);
    g.final_fen = inchworm::rodeffer::format_position(pos);
    g.duration_s = std::chrono::duration<double>(SteadyClock::now() - started).count();
    return g;
  };
  auto forfeit = [&](inchworm::rodeffer::Color side, Failure failure, const std::string& detail) {
    players[side]->kill();  // a fresh process for the next game
    g.failure = failure;
    return finish(side == inchworm::rodeffer::RED ? GameResult::BlueWins : GameResult::RedWins, Termination::Failure,
                  std::string(side_name(side)) + " (" + players[side]->config().name + "): " + failure_name(failure) +
                      ": " + detail);
  };
  // An engine's failed reply: a forfeit, unless the referee is stopping (then the game has no result).
  auto stop_or_forfeit = [&](inchworm::rodeffer::Color side, const MoveReply& reply) {
    if (reply.failure == Failure::Interrupted) return finish(GameResult::None, Termination::Interrupted, reply.detail);
    if (reply.never_started) g.never_started = side == inchworm::rodeffer::RED ? setup.red : setup.blue;
    return forfeit(side, reply.failure, reply.detail);
  };
  auto judge_by_score = [&]() {
    const auto r = pos.score(inchworm::rodeffer::RED), b = pos.score(inchworm::rodeffer::BLUE);
    return r > b ? GameResult::RedWins : r < b ? GameResult::BlueWins : GameResult::Draw;
  };

  for (inchworm::rodeffer::Color side : {inchworm::rodeffer::RED, inchworm::rodeffer::BLUE}) {
    MoveReply ready = players[side]->prepare_game();
    if (ready.failure != Failure::None) return stop_or_forfeit(side, ready);
  }

  const TimeControl tcs[2] = {red.config().tc, blue.config().tc};
  GameClock clocks[2] = {GameClock(tcs[0]), GameClock(tcs[1])};
  std::vector<double> scores[2];  // each side's reported scores, from its own point of view
  while (!pos.is_over()) {
    if (adj.max_plies && int(g.plies.size()) >= adj.max_plies)
      return finish(judge_by_score(), Termination::MaxPlies,
                    "adjudicated by score after " + std::to_string(g.plies.size()) + " plies");
    const inchworm::rodeffer::Color side = pos.side_to_move();
    EnginePlayer& mover = *players[side];
    const TimeControl& tc = tcs[side];
    const std::string go = go_command(mover.config(), side, clocks, tcs);
    MoveReply reply = mover.play(position_command, go, move_limit_ms(tc, clocks[side]));
    if (reply.failure != Failure::None) return stop_or_forfeit(side, reply);
    g.engine_time_ms[side] += reply.elapsed_ms;
    if (!clocks[side].spend(reply.elapsed_ms))
      return forfeit(side, Failure::TimeForfeit,
                     "used " + std::to_string(std::llround(reply.elapsed_ms)) + " ms, past its clock");
    if (tc.movetime_ms && reply.elapsed_ms > double(tc.movetime_ms + tc.margin_ms))
      return forfeit(side, Failure::TimeForfeit,
                     "used " + std::to_string(std::llround(reply.elapsed_ms)) + " ms for a " +
                         std::to_string(tc.movetime_ms) + " ms move");
    if (reply.move == "(none)")
      return forfeit(side, Failure::IllegalMove, "answered 'bestmove (none)' but the game is not over");
    auto move = inchworm::rodeffer::parse_move(pos, reply.move);
    if (!move) return forfeit(side, Failure::IllegalMove, move.error());

    const Position before = pos;
    Position::Undo undo;
    const inchworm::rodeffer::Bitboard captured = pos.do_move(*move, undo);
    PlyRecord ply;
    ply.move = inchworm::rodeffer::format_move(before, *move);
    ply.record = inchworm::rodeffer::format_record_move(before, *move, captured);
    ply.info = reply.info;
    ply.elapsed_ms = reply.elapsed_ms;
    g.plies.push_back(ply);
    if (captured) {
      // A capture raises a score for good (R3.3), so no earlier position can come back: the engines
      // need no history before it, and the position command stays short in long games.
      position_command = "position fen " + inchworm::rodeffer::format_position(pos);
      has_moves = false;
    } else {
      position_command += (has_moves ? " " : " moves ") + ply.move;
      has_moves = true;
    }

    if (reply.info.score_kind != SearchInfo::Score::None)
      scores[side].push_back(reply.info.score_value());
    else
      scores[side].clear();  // no score: the streak is broken
    if (adj.resign.on && !pos.is_over()) {
      const double limit = double(adj.resign.score);
      const bool losing = last_scores(scores[side], adj.resign.move_count, [&](double s) { return s <= -limit; });
      const bool agreed = !adj.resign.two_sided ||
                          last_scores(scores[~side], adj.resign.move_count, [&](double s) { return s >= limit; });
      if (losing && agreed)
        return finish(side == inchworm::rodeffer::RED ? GameResult::BlueWins : GameResult::RedWins, Termination::Resign,
                      std::string(side_name(side)) + " (" + mover.config().name + ") resigns by its engine's score");
    }
    if (adj.draw.on && !pos.is_over() && int(g.plies.size()) >= 2 * adj.draw.move_number) {
      const double limit = double(adj.draw.score);
      auto near_zero = [&](double s) { return std::abs(s) <= limit; };
      if (last_scores(scores[0], adj.draw.move_count, near_zero) &&
          last_scores(scores[1], adj.draw.move_count, near_zero))
        return finish(GameResult::Draw, Termination::Draw, "both engines' scores near zero");
    }
  }
  const GameResult result = pos.result();
  return finish(result, Termination::Rules,
                pos.passes() >= 2 ? "both players passed" : "a player reached the target score");
}

}  // namespace referee
