// GTP's clock (`time_settings main byo_yomi_time byo_yomi_stones`, Canadian byo-yomi, and `time_left
// colour time stones` before a move) turned into the clock fields of uiw's `go`:
//   - no time_settings, or byo_yomi_time > 0 with byo_yomi_stones 0 (GTP's "no time limit"): nothing;
//   - in main time: `wtime`/`btime` the main time left, and as increment the byo-yomi time per stone
//     (what every move can count on once main time is spent);
//   - in byo-yomi: the period's time left and `movestogo` the stones left in it;
//   - absolute time (byo_yomi_time 0): the time left alone.
// uiw's `w`/`p1` clock is the first player's. Without `time_left`, the time each search took is taken
// off the main time of the side that searched.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "expected.h"

namespace adapters::gtp {

class GameClock {
 public:
  // From `time_settings` (seconds, seconds, stones). An error for negative numbers.
  inchworm::MaybeError set(long long main_s, long long byo_s, long long byo_stones);
  // From `time_left` for player 0 (first) or 1. stones 0: main time; otherwise byo-yomi.
  inchworm::MaybeError left(int player, long long seconds, long long stones);
  // A search of `player` took `ms` (counted only when no time_left came for that player).
  void spent(int player, long long ms);
  // A new game: every clock back to the settings.
  void reset();

  // The clock fields of `go` for a search of `player`, or nothing when the game has no time limit.
  std::optional<std::string> go_fields(int player) const;
  // How long that search may take at most (for the engine watchdog), when limited.
  std::optional<long long> budget_ms(int player) const;

 private:
  struct Side {
    long long left_ms = 0;
    long long stones = 0;  // 0: main time
    bool told = false;     // a time_left came for this side
  };
  bool limited() const { return settings_ && !(byo_ms_ > 0 && byo_stones_ == 0); }

  bool settings_ = false;
  long long main_ms_ = 0, byo_ms_ = 0, byo_stones_ = 0;
  std::array<Side, 2> sides_{};
};

}  // namespace adapters::gtp
