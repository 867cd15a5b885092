#include "think_throttle.h"

namespace referee {

bool ThinkThrottle::offer(Clock::time_point now) {
  if (written_once_ && now - last_ < every_) {
    held_ = true;
    return false;
  }
  written_once_ = this_move_ = true;
  held_ = false;
  last_ = now;
  return true;
}

bool ThinkThrottle::flush(Clock::time_point now) {
  const bool write = held_ && this_move_;
  if (write) last_ = now;
  held_ = this_move_ = false;
  return write;
}

}  // namespace referee
