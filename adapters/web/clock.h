// The players' clocks, kept by the bridge (the page only shows them): a time control of base time plus
// increment for each side, the time left, which clock runs, and the side whose flag fell. The rules are
// the referee's (adapters/referee/time_control.h): a move is timed from the moment its side's clock
// started to the moment the bridge has it, the increment is added after each move, and a side loses on
// time when it has used its time plus a margin of 50 ms (the referee's default `timemargin`), whatever
// its opponent has left on the board (the referee does not ask whether the opponent could still win).
// Pure: every call is given the time, so that the tests need no real waiting.
#pragma once

#include <boost/json/object.hpp>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "expected.h"

namespace adapters::web {

using inchworm::Expected;

inline constexpr long long kClockMarginMs = 50;

struct ClockControl {
  long long base_ms = 0;
  long long increment_ms = 0;
  bool on() const { return base_ms > 0 || increment_ms > 0; }
  // "none", or the time control in the referee's `tc=` spelling: seconds, then `+` and the increment
  // ("300+3": five minutes and three seconds a move).
  std::string describe() const;
  bool operator==(const ClockControl&) const = default;
};

// Reads "none" (or "" or "inf"), "SECONDS[+INCREMENT]", with seconds as "M:SS" if wanted and fractions
// allowed ("300+3", "5:00+3", "0.5+0.1"). The error quotes the text.
Expected<ClockControl> parse_clock_control(std::string_view text);

class GameClocks {
 public:
  using Time = std::chrono::steady_clock::time_point;

  // Both sides get the full base time; nothing runs and no flag has fallen.
  void reset(const ClockControl& control);
  const ClockControl& control() const { return control_; }
  bool on() const { return control_.on(); }

  // Runs `side`'s clock from `now` (stopping the other, whose time used so far is taken).
  void start(int side, Time now);
  // Stops the running clock (a pause, an undo): the time it ran is taken, no increment is added.
  void stop(Time now);
  // Whether the running side's time, margin included, is used up at `now`.
  bool overdue(Time now) const;
  // The running side moved at `now` within its time: its time is taken, the increment added, and the
  // clock stopped. (Ask `overdue` first: a late move is a loss on time.)
  void press(Time now);
  // The running side's flag falls: it loses on time; the clocks stop.
  void flag(Time now);

  long long remaining_ms(int side, Time now) const;
  int running() const { return running_; }
  int flagged() const { return flagged_; }
  // When the running side's flag falls if it does not move, or nothing when no clock runs.
  std::optional<Time> flag_time() const;

 private:
  ClockControl control_;
  long long left_ms_[2] = {0, 0};
  int running_ = -1;
  int flagged_ = -1;
  Time since_{};
};

// What the page is told of the clocks: the time control, each side's time left when the message was
// made, which one runs, and the result when a flag fell ("Blue wins: Red loses on time").
struct ClockView {
  std::string control = "none";
  long long left_ms[2] = {0, 0};
  int running = -1;
  int flagged = -1;
  std::string result;
};

boost::json::object clock_json(const ClockView& view);

}  // namespace adapters::web
