// How often the live feed tells what an engine is thinking (-live's `think` lines): an engine may send
// dozens of `info` lines a second, a fast match hundreds of moves a second, and the feed is for people
// watching. One throttle per game (its thread alone uses it): a report is written when `every` has
// passed since the game's last written one; the others are held back, and the last held back is
// written before the move is, when a report of that move was written already (so the line shown last
// is the engine's final thought; a move too fast to have shown one has its score and depth in the move
// line). At most two lines per game in each `every`, whatever the engines send.
#pragma once

#include <chrono>

namespace referee {

class ThinkThrottle {
 public:
  using Clock = std::chrono::steady_clock;
  explicit ThinkThrottle(std::chrono::milliseconds every = std::chrono::milliseconds(300)) : every_(every) {}

  // A new report of the move in progress at `now`: true when it is to be written now.
  bool offer(Clock::time_point now);
  // The move is played: true when its last report was held back and is to be written before it.
  // Starts the next move.
  bool flush(Clock::time_point now);

 private:
  std::chrono::milliseconds every_;
  Clock::time_point last_{};   // the last report written, of any move of the game
  bool written_once_ = false;  // any report of the game written yet
  bool this_move_ = false;     // a report of the move in progress written
  bool held_ = false;          // its latest report held back
};

}  // namespace referee
