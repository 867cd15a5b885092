// The bridge's clocks and strength levels: which clock runs, the flag's timer, a loss on time, the
// clock and level fields of the engine's `go`, and a New game's clock and level. Runs on the
// io_context's thread, beside the bridge (bridge.h), whose game and session view it reads and writes
// (the view's `clock`, `clock_control` and `level`).
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "clock.h"
#include "game_model.h"
#include "page_messages.h"

namespace adapters::web {

class ClockController {
 public:
  // `on_flag`: a flag fell (the game is lost on time, the clocks are stopped and shown).
  ClockController(boost::asio::io_context& io, const GameModel& game, SessionView& view, std::function<void()> on_flag);

  bool lost_on_time() const { return clocks_.flagged() >= 0; }
  // Over by the rules, on time or by the players.
  bool game_over() const { return game_.state().is_over() || lost_on_time() || !view_.ended.empty(); }
  // Both clocks back to the view's time control, nothing running.
  void reset() { clocks_.reset(view_.clock_control); }
  // Runs the clock of the side to move once the game's first move is played, while the game goes on at
  // its latest position and the engines are not paused; stops it otherwise, arms the flag's timer and
  // puts the clocks in the session view.
  void sync();
  // Before a move of `side` is accepted: true (and the game lost on time) when its flag has fallen.
  bool flag_fell_before_move(int side);
  // A move of `mover` was played: its clock is pressed, the other's started. The time the mover has left
  // after it (the first move, untimed, leaves the whole base time), for the record's [%clk]; nothing
  // when the game has no clock.
  std::optional<long long> moved(int mover);
  // The `go` fields of the clocks and the level ("wtime ... binc ...", "nodes N"), and how long the
  // search may take before it is overdue.
  std::string search_limits();
  std::chrono::milliseconds search_allowance() const;
  // A New game's (or check's) clock and level: refused with the reason, or taken.
  static MaybeError check(const PageCommand& cmd);
  void take(const PageCommand& cmd);

 private:
  void on_flag_timer();
  int side_to_move() const { return game_.state().first_player_to_move() ? 0 : 1; }

  const GameModel& game_;
  SessionView& view_;
  std::function<void()> on_flag_;
  GameClocks clocks_;
  boost::asio::steady_timer flag_timer_;  // fires when the running clock's flag falls
  unsigned flag_serial_ = 0;              // a timer callback whose serial is old was cancelled
};

}  // namespace adapters::web
