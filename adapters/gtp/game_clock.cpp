#include "game_clock.h"

#include <algorithm>

namespace adapters::gtp {

inchworm::MaybeError GameClock::set(long long main_s, long long byo_s, long long byo_stones) {
  if (main_s < 0 || byo_s < 0 || byo_stones < 0) return inchworm::Error{"time settings cannot be negative"};
  settings_ = true;
  main_ms_ = main_s * 1000;
  byo_ms_ = byo_s * 1000;
  byo_stones_ = byo_stones;
  reset();
  return std::nullopt;
}

inchworm::MaybeError GameClock::left(int player, long long seconds, long long stones) {
  if (seconds < 0 || stones < 0) return inchworm::Error{"time left cannot be negative"};
  sides_[std::size_t(player)] = {seconds * 1000, stones, true};
  return std::nullopt;
}

void GameClock::spent(int player, long long ms) {
  Side& side = sides_[std::size_t(player)];
  if (side.told || !limited()) return;
  side.left_ms = std::max(0LL, side.left_ms - ms);
}

void GameClock::reset() {
  for (Side& side : sides_) side = {main_ms_, 0, false};
}

std::optional<std::string> GameClock::go_fields(int player) const {
  if (!limited()) return std::nullopt;
  const char* names[2][2] = {{"wtime", "winc"}, {"btime", "binc"}};
  std::string fields, moves_to_go;
  for (int p = 0; p < 2; ++p) {
    const Side& side = sides_[std::size_t(p)];
    // Main time used up and no time_left to say so: the first byo-yomi period begins.
    const bool period = side.stones > 0 || (side.left_ms == 0 && byo_stones_ > 0);
    const long long time = side.stones == 0 && period ? byo_ms_ : side.left_ms;
    fields += std::string(fields.empty() ? "" : " ") + names[p][0] + " " + std::to_string(time);
    if (!period && byo_stones_ > 0)
      fields += std::string(" ") + names[p][1] + " " + std::to_string(byo_ms_ / byo_stones_);
    if (p == player && period)
      moves_to_go = " movestogo " + std::to_string(side.stones > 0 ? side.stones : byo_stones_);
  }
  return fields + moves_to_go;
}

std::optional<long long> GameClock::budget_ms(int player) const {
  if (!limited()) return std::nullopt;
  const Side& side = sides_[std::size_t(player)];
  return side.left_ms + (byo_stones_ > 0 ? byo_ms_ : 0);
}

}  // namespace adapters::gtp
