#include "bridge_clock.h"

#include "strength.h"
#include "text.h"

namespace adapters::web {

namespace {

using SteadyTime = std::chrono::steady_clock;

}  // namespace

ClockController::ClockController(boost::asio::io_context& io, const GameModel& game, SessionView& view,
                                 std::function<void()> on_flag)
    : game_(game), view_(view), on_flag_(std::move(on_flag)), flag_timer_(io) {
  reset();
}

void ClockController::sync() {
  const auto now = SteadyTime::now();
  // Neither clock runs before the game's first move (as on lichess, the dialog's closing starts nothing).
  const bool runs = clocks_.on() && !game_.plies().empty() && !game_over() && !view_.paused;
  const int wanted = runs ? side_to_move() : -1;
  if (wanted < 0)
    clocks_.stop(now);
  else
    clocks_.start(wanted, now);
  if (const auto when = clocks_.flag_time()) {
    const unsigned serial = ++flag_serial_;
    flag_timer_.expires_at(*when);
    flag_timer_.async_wait([this, serial](const boost::system::error_code& ec) {
      if (!ec && serial == flag_serial_) on_flag_timer();
    });
  } else {
    ++flag_serial_;
    flag_timer_.cancel();
  }
  ClockView& shown = view_.clock;
  shown.control = clocks_.control().describe();
  for (int side = 0; side < 2; ++side) shown.left_ms[side] = clocks_.remaining_ms(side, now);
  shown.running = clocks_.running();
  shown.flagged = clocks_.flagged();
  shown.result.clear();
  if (lost_on_time()) {
    const int loser = clocks_.flagged();
    const auto sides = game_.state().side_names();
    const inchworm::Verdict verdict{
        loser == 0 ? inchworm::Outcome::SecondPlayerWins : inchworm::Outcome::FirstPlayerWins,
        (loser == 0 ? sides.first : sides.second) + " loses on time"};
    shown.result = verdict_text(verdict, sides);
  }
}

bool ClockController::flag_fell_before_move(int side) {
  const auto now = SteadyTime::now();
  if (clocks_.running() != side || !clocks_.overdue(now)) return false;
  clocks_.flag(now);
  sync();
  on_flag_();
  return true;
}

std::optional<long long> ClockController::moved(int mover) {
  const auto now = SteadyTime::now();
  clocks_.press(now);
  sync();
  if (!clocks_.on()) return std::nullopt;
  return clocks_.remaining_ms(mover, now);
}

void ClockController::on_flag_timer() {
  const int side = clocks_.running();
  if (side < 0 || flag_fell_before_move(side)) return;
  sync();  // not yet (the timer woke early): armed again
}

std::string ClockController::search_limits() {
  std::string go;
  if (clocks_.on()) {
    sync();
    const auto now = SteadyTime::now();
    const char* time_names[2] = {"wtime", "btime"};
    const char* inc_names[2] = {"winc", "binc"};
    for (int side = 0; side < 2; ++side)
      go += std::string(" ") + time_names[side] + " " + std::to_string(std::max(0LL, clocks_.remaining_ms(side, now)));
    for (int side = 0; side < 2; ++side)
      go += std::string(" ") + inc_names[side] + " " + std::to_string(clocks_.control().increment_ms);
  } else {
    go += " movetime " + std::to_string(view_.movetime_ms);
  }
  if (auto level = find_strength_level(view_.level)) {
    if (level->nodes > 0) go += " nodes " + std::to_string(level->nodes);
  }
  return go;
}

std::chrono::milliseconds ClockController::search_allowance() const {
  if (!clocks_.on()) return std::chrono::milliseconds(view_.movetime_ms);
  // The flag falls first (its timer ends the search); this only guards against a clock that is not running.
  const int side = side_to_move();
  return std::chrono::milliseconds(std::max(0LL, clocks_.remaining_ms(side, SteadyTime::now())) + kClockMarginMs);
}

MaybeError ClockController::check(const PageCommand& cmd) {
  if (cmd.clock)
    if (auto control = parse_clock_control(*cmd.clock); !control) return inchworm::Error{control.error()};
  if (cmd.level)
    if (auto level = find_strength_level(inchworm::lower_case(*cmd.level)); !level)
      return inchworm::Error{level.error()};
  return std::nullopt;
}

void ClockController::take(const PageCommand& cmd) {
  if (cmd.clock)
    if (auto control = parse_clock_control(*cmd.clock)) view_.clock_control = *control;
  if (cmd.level) view_.level = inchworm::lower_case(*cmd.level);
  reset();
}

}  // namespace adapters::web
