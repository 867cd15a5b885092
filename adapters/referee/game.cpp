#include "game.h"

#include <chrono>
#include <cmath>
#include <ctime>
#include <optional>

#include "safe_text.h"
#include "think_throttle.h"

namespace referee {

using inchworm::Outcome;

namespace {

using SteadyClock = std::chrono::steady_clock;

// The longest the mover may take before the referee calls a time forfeit; nothing when unlimited.
std::optional<double> move_limit_ms(const TimeControl& tc, const GameClock& clock) {
  std::optional<double> limit;
  if (tc.clocked) limit = double(clock.remaining_ms() + tc.margin_ms);
  if (tc.movetime_ms) limit = std::min(limit.value_or(1e18), double(tc.movetime_ms + tc.margin_ms));
  return limit;
}

// The moves of a principal variation in record form, from `state`, up to the first the rules refuse.
std::vector<std::string> pv_record_line(const inchworm::GameState& state, const std::vector<std::string>& pv) {
  constexpr std::size_t kLongest = 12;  // enough for people to read
  std::vector<std::string> line;
  if (pv.empty()) return line;
  auto copy = state.clone();
  for (const auto& token : pv) {
    if (line.size() == kLongest || copy->is_over()) break;
    auto played = copy->play(token);
    if (!played) break;
    line.push_back(played->record);
  }
  return line;
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

Outcome win_for(int side) { return side == 0 ? Outcome::FirstPlayerWins : Outcome::SecondPlayerWins; }

// The `position` command that starts from `base` ("startpos" or a position string).
std::string position_from(const std::string& base) {
  return "position " + (base == "startpos" ? std::string("startpos") : "fen " + base);
}

// The `position` command the engines get: the game's base and the moves since, shortened to the position
// itself after a move no earlier position can come back from (the engines need no history before it).
class PositionCommand {
 public:
  explicit PositionCommand(const Opening& opening) : text_(position_from(opening.base)) {
    for (const auto& token : opening.moves) add(token);
  }
  void add(const std::string& token) {
    text_ += (has_moves_ ? " " : " moves ") + token;
    has_moves_ = true;
  }
  void restart_from(const std::string& position) {
    text_ = position_from(position);
    has_moves_ = false;
  }
  const std::string& text() const { return text_; }

 private:
  std::string text_;
  bool has_moves_ = false;
};

// The record of a game about to start: who plays, under which rules, from when.
GameRecord new_record(const GameSetup& setup, EnginePlayer* const (&players)[2], const GameRules& rules) {
  GameRecord g;
  g.setup = setup;
  g.game_id = rules.game_id;
  g.sides = rules.sides;
  g.rules = rules.rules_text();
  for (int side : {0, 1}) {
    g.names[side] = players[side]->config().name;
    g.time_controls[side] = players[side]->config().tc.describe();
  }
  stamp_start(g);
  return g;
}

// How a game ends by the engines' scores (-resign, -draw) after `side` moved, if it does.
struct ScoreVerdict {
  Outcome outcome;
  Termination how;
};
std::optional<ScoreVerdict> adjudicate_by_scores(const Adjudication& adj, const std::vector<double> (&scores)[2],
                                                 int side, std::size_t plies) {
  if (adj.resign.on) {
    const double limit = double(adj.resign.score);
    const bool losing = last_scores(scores[side], adj.resign.move_count, [&](double s) { return s <= -limit; });
    const bool agreed = !adj.resign.two_sided ||
                        last_scores(scores[1 - side], adj.resign.move_count, [&](double s) { return s >= limit; });
    if (losing && agreed) return ScoreVerdict{win_for(1 - side), Termination::Resign};
  }
  if (adj.draw.on && plies >= 2 * std::size_t(adj.draw.move_number)) {
    const double limit = double(adj.draw.score);
    auto near_zero = [&](double s) { return std::abs(s) <= limit; };
    if (last_scores(scores[0], adj.draw.move_count, near_zero) &&
        last_scores(scores[1], adj.draw.move_count, near_zero))
      return ScoreVerdict{Outcome::Draw, Termination::Draw};
  }
  return std::nullopt;
}

// Why the move just made loses on time (it overran the clock, or a fixed move time by more than the
// margin), spending its time from the clock; nothing when it is in time.
std::optional<std::string> time_forfeit(const TimeControl& tc, GameClock& clock, double elapsed_ms) {
  const std::string used = "used " + std::to_string(std::llround(elapsed_ms)) + " ms";
  if (!clock.spend(elapsed_ms)) return used + ", past its clock";
  if (tc.movetime_ms && elapsed_ms > double(tc.movetime_ms + tc.margin_ms))
    return used + " for a " + std::to_string(tc.movetime_ms) + " ms move";
  return std::nullopt;
}

// The record of a ply: the move as played, the engine's last info, its time and the clock left.
PlyRecord ply_record(const inchworm::PlayedMove& played, const MoveReply& reply, const TimeControl& tc,
                     const GameClock& clock) {
  PlyRecord ply;
  ply.move = played.token;
  ply.record = played.record;
  ply.info = reply.info;
  ply.elapsed_ms = reply.elapsed_ms;
  if (tc.clocked) ply.clock_left_ms = clock.remaining_ms();
  return ply;
}

// A side's streak of reported scores (for the adjudication by scores): a move without one breaks it.
void note_score(std::vector<double>& scores, const uiw::InfoReport& info) {
  if (auto score = info.score_number())
    scores.push_back(*score);
  else
    scores.clear();
}

}  // namespace

std::string go_command(const EngineConfig& mover, int side, const GameClock (&clocks)[2], const TimeControl (&tcs)[2]) {
  const bool ugi = mover.protocol == Protocol::Ugi;
  std::string go = "go";
  if (mover.tc.clocked) {
    // Each side's clock only when it has one: 0 ms would tell the engine that side's flag has fallen.
    const char* time_names[2] = {ugi ? "p1time" : "wtime", ugi ? "p2time" : "btime"};
    const char* inc_names[2] = {ugi ? "p1inc" : "winc", ugi ? "p2inc" : "binc"};
    for (int s : {0, 1})
      if (tcs[s].clocked) go += std::string(" ") + time_names[s] + " " + std::to_string(clocks[s].remaining_ms());
    for (int s : {0, 1})
      if (tcs[s].clocked) go += std::string(" ") + inc_names[s] + " " + std::to_string(tcs[s].increment_ms);
    if (clocks[side].moves_to_go()) go += " movestogo " + std::to_string(clocks[side].moves_to_go());
  }
  const TimeControl& tc = mover.tc;
  if (tc.movetime_ms) go += " movetime " + std::to_string(tc.movetime_ms);
  if (tc.depth) go += " depth " + std::to_string(tc.depth);
  if (tc.nodes) go += " nodes " + std::to_string(tc.nodes);
  return go;
}

GameRecord play_game(const GameSetup& setup, EnginePlayer* const (&players)[2], const GameRules& rules,
                     const Adjudication& adj, const GameObservers& observers) {
  GameRecord g = new_record(setup, players, rules);
  const auto started = SteadyClock::now();

  // The opening was checked when the book was read; its moves are replayed here.
  auto state = rules.new_state();
  state->set_position(setup.opening.base);
  for (const auto& token : setup.opening.moves) state->play(token);
  g.start_ply = state->ply_number();
  PositionCommand position(setup.opening);

  auto finish = [&](Outcome result, Termination how, std::string detail) {
    g.result = result;
    g.termination = how;
    g.detail = std::move(detail);
    g.final_position = state->position_string();
    for (int side : {0, 1}) g.id_names[side] = players[side]->id_name();
    g.duration_s = std::chrono::duration<double>(SteadyClock::now() - started).count();
    return g;
  };
  auto who = [&](int side) { return g.side_name(side) + " (" + players[side]->config().name + ")"; };
  auto forfeit = [&](int side, Failure failure, const std::string& detail) {
    players[side]->kill();  // a fresh process for the next game
    g.failure = failure;
    // The detail may quote what the engine sent (an illegal move's token): kept short and printable.
    const std::string said = adapters::cut_text(adapters::printable_text(detail), 300);
    return finish(win_for(1 - side), Termination::Failure, who(side) + ": " + failure_name(failure) + ": " + said);
  };
  // An engine's failed reply: a forfeit, unless the referee is stopping (then the game has no result).
  auto stop_or_forfeit = [&](int side, const MoveReply& reply) {
    if (reply.failure == Failure::Interrupted) return finish(Outcome::None, Termination::Interrupted, reply.detail);
    if (reply.never_started) g.never_started = setup.engines[side];
    return forfeit(side, reply.failure, reply.detail);
  };

  for (int side : {0, 1}) {
    MoveReply ready = players[side]->prepare_game();
    if (ready.failure != Failure::None) return stop_or_forfeit(side, ready);
  }

  const TimeControl tcs[2] = {players[0]->config().tc, players[1]->config().tc};
  GameClock clocks[2] = {GameClock(tcs[0]), GameClock(tcs[1])};
  std::vector<double> scores[2];  // each side's reported scores, from its own point of view
  ThinkThrottle throttle;
  while (!state->is_over()) {
    if (adj.max_plies && int(g.plies.size()) >= adj.max_plies) {
      const inchworm::Verdict judged = state->adjudicate();
      return finish(judged.outcome, Termination::MaxPlies,
                    judged.reason + " after " + std::to_string(g.plies.size()) + " plies (-maxplies)");
    }
    const int side = state->first_player_to_move() ? 0 : 1;
    EnginePlayer& mover = *players[side];
    const TimeControl& tc = tcs[side];
    const std::string go = go_command(mover.config(), side, clocks, tcs);
    const auto think = [&](const uiw::InfoReport& info) {
      observers.on_think(g.plies.size() + 1, side, info, pv_record_line(*state, info.pv));
    };
    InfoObserver on_info;
    if (observers.on_think)
      on_info = [&](const uiw::InfoReport& info) {
        if (throttle.offer(ThinkThrottle::Clock::now())) think(info);
      };
    MoveReply reply = mover.play(position.text(), go, move_limit_ms(tc, clocks[side]), on_info);
    if (reply.failure != Failure::None) return stop_or_forfeit(side, reply);
    if (observers.on_think && throttle.flush(ThinkThrottle::Clock::now())) think(reply.info);
    g.engine_time_ms[side] += reply.elapsed_ms;
    if (auto overtime = time_forfeit(tc, clocks[side], reply.elapsed_ms))
      return forfeit(side, Failure::TimeForfeit, *overtime);
    if (reply.move.empty())
      return forfeit(side, Failure::IllegalMove, "answered 'bestmove (none)' but the game is not over");
    auto played = state->play(reply.move);
    if (!played) return forfeit(side, Failure::IllegalMove, played.error());

    const PlyRecord& ply = g.plies.emplace_back(ply_record(*played, reply, tc, clocks[side]));
    if (observers.on_move) observers.on_move(ply, g.plies.size());
    if (played->irreversible)
      position.restart_from(state->position_string());
    else
      position.add(ply.move);

    note_score(scores[side], reply.info);
    if (state->is_over()) break;
    if (auto judged = adjudicate_by_scores(adj, scores, side, g.plies.size()))
      return finish(judged->outcome, judged->how,
                    judged->how == Termination::Resign ? who(side) + " resigns by its engine's score"
                                                       : "both engines' scores near zero");
  }
  const inchworm::Verdict verdict = state->verdict();
  return finish(verdict.outcome, Termination::Rules, verdict.reason);
}

}  // namespace referee
