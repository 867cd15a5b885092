#include "clock.h"

#include <algorithm>

#include "seconds_text.h"

namespace adapters::web {

using inchworm::Error;

using adapters::parse_seconds_ms;
using adapters::seconds_text;

std::string ClockControl::describe() const {
  if (!on()) return "none";
  return seconds_text(base_ms) + "+" + seconds_text(increment_ms);
}

Expected<ClockControl> parse_clock_control(std::string_view text) {
  if (text.empty() || text == "none" || text == "inf") return ClockControl{};
  const auto bad = [&] {
    return Error{"bad clock '" + std::string(text) + "' (seconds+increment, e.g. 300+3 or 5:00+3, or none)"};
  };
  ClockControl control;
  std::string_view base = text;
  if (const auto plus = text.find('+'); plus != std::string_view::npos) {
    const auto increment = parse_seconds_ms(text.substr(plus + 1));
    if (!increment) return bad();
    control.increment_ms = *increment;
    base = text.substr(0, plus);
  }
  const auto base_ms = parse_seconds_ms(base);
  if (!base_ms) return bad();
  control.base_ms = *base_ms;
  // A day at most: the page's messages and the engine's `go` carry the times as milliseconds.
  if (control.base_ms > 86'400'000 || control.increment_ms > 3'600'000) return bad();
  if (!control.on()) return Error{"clock '" + std::string(text) + "' gives no time"};
  return control;
}

void GameClocks::reset(const ClockControl& control) {
  control_ = control;
  left_ms_[0] = left_ms_[1] = control.base_ms;
  running_ = -1;
  flagged_ = -1;
}

void GameClocks::start(int side, Time now) {
  if (running_ == side) return;
  stop(now);
  running_ = side;
  since_ = now;
}

void GameClocks::stop(Time now) {
  if (running_ < 0) return;
  left_ms_[running_] = remaining_ms(running_, now);
  running_ = -1;
}

bool GameClocks::overdue(Time now) const { return running_ >= 0 && remaining_ms(running_, now) < -kClockMarginMs; }

void GameClocks::press(Time now) {
  if (running_ < 0) return;
  left_ms_[running_] = std::max(0LL, remaining_ms(running_, now)) + control_.increment_ms;
  running_ = -1;
}

void GameClocks::flag(Time now) {
  if (running_ < 0) return;
  flagged_ = running_;
  stop(now);
}

long long GameClocks::remaining_ms(int side, Time now) const {
  if (side != running_) return left_ms_[side];
  const auto used = std::chrono::duration_cast<std::chrono::milliseconds>(now - since_).count();
  return left_ms_[side] - used;
}

std::optional<GameClocks::Time> GameClocks::flag_time() const {
  if (running_ < 0) return std::nullopt;
  return since_ + std::chrono::milliseconds(left_ms_[running_] + kClockMarginMs + 1);
}

boost::json::object clock_json(const ClockView& view) {
  return boost::json::object{{"control", view.control},
                             {"left", boost::json::array{view.left_ms[0], view.left_ms[1]}},
                             {"running", view.running},
                             {"flagged", view.flagged},
                             {"result", view.result}};
}

}  // namespace adapters::web
