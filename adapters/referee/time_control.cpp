#include "time_control.h"

#include <cmath>

#include "seconds_text.h"
#include "text.h"

namespace referee {

using inchworm::Error;
using inchworm::Expected;
using inchworm::MaybeError;

using adapters::seconds_text;

Expected<long long> parse_seconds(const std::string& text) {
  const auto ms = adapters::parse_seconds_ms(text);
  if (!ms) return Error{"bad time '" + text + "' (expected seconds, e.g. 0.5)"};
  return *ms;
}

MaybeError parse_clock(const std::string& text, TimeControl& tc) {
  if (text == "inf" || text == "infinite") {
    tc.clocked = false;
    return std::nullopt;
  }
  std::string rest = text;
  long long moves = 0;
  if (const std::size_t slash = rest.find('/'); slash != std::string::npos) {
    const std::string count = rest.substr(0, slash);
    const auto n = inchworm::parse_number<long long>(count, 1, 999'999);
    if (!n) return Error{"bad move count '" + count + "' in time control '" + text + "'"};
    moves = *n;
    rest = rest.substr(slash + 1);
  }
  long long increment = 0;
  if (const std::size_t plus = rest.find('+'); plus != std::string::npos) {
    auto inc = parse_seconds(rest.substr(plus + 1));
    if (!inc) return Error{inc.error() + " in time control '" + text + "'"};
    increment = *inc;
    rest = rest.substr(0, plus);
  }
  auto base = parse_seconds(rest);
  if (!base) return Error{base.error() + " in time control '" + text + "'"};
  if (*base <= 0 && increment <= 0) return Error{"time control '" + text + "' gives no time"};
  tc.clocked = true;
  tc.moves = moves;
  tc.base_ms = *base;
  tc.increment_ms = increment;
  return std::nullopt;
}

std::string TimeControl::describe() const {
  std::string s;
  auto add = [&](const std::string& part) { s += (s.empty() ? "" : " ") + part; };
  if (clocked) {
    std::string clock = (moves ? std::to_string(moves) + "/" : "") + seconds_text(base_ms);
    if (increment_ms) clock += "+" + seconds_text(increment_ms);
    add(clock);
  }
  if (movetime_ms) add("st=" + seconds_text(movetime_ms));
  if (depth) add("depth=" + std::to_string(depth));
  if (nodes) add("nodes=" + std::to_string(nodes));
  return s.empty() ? "none" : s;
}

GameClock::GameClock(const TimeControl& tc) : tc_(tc), remaining_ms_(tc.base_ms) {}

bool GameClock::spend(double elapsed_ms) {
  if (!tc_.clocked) return true;
  const double left = double(remaining_ms_) - elapsed_ms;
  if (left < -double(tc_.margin_ms)) {
    remaining_ms_ = std::llround(left);
    return false;
  }
  remaining_ms_ = std::llround(std::max(left, 0.0)) + tc_.increment_ms;
  if (tc_.moves && ++moves_in_period_ == tc_.moves) {
    moves_in_period_ = 0;
    remaining_ms_ += tc_.base_ms;
  }
  return true;
}

}  // namespace referee
