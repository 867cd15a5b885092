// The score scale of every game's alpha-beta search: the evaluation's own unit (centipoints,
// centipawns, hundredths of a race move) up to kWinBound, and beyond it the game ends the search
// found: kWin minus the plies to the end. Shared by the search driver (search_driver.h), the games'
// searches and the protocol's view of a score (SearchScore).
#pragma once

#include "search_types.h"

namespace inchworm {

constexpr int kInfinity = 32000;
constexpr int kWin = 30000;
constexpr int kWinBound = kWin - 1000;  // scores beyond this are game ends found by the search
constexpr int kMaxPly = 128;            // the deepest line a search follows

constexpr int win_in(int ply) { return kWin - ply; }
constexpr int loss_in(int ply) { return -kWin + ply; }
constexpr bool is_game_end(int score) { return score > kWinBound || score < -kWinBound; }

// Game-end scores are stored in the table relative to the node, not the root.
constexpr int to_table(int score, int ply) {
  return score > kWinBound ? score + ply : score < -kWinBound ? score - ply : score;
}
constexpr int from_table(int score, int ply) {
  return score > kWinBound ? score - ply : score < -kWinBound ? score + ply : score;
}

// The search's score as the protocol shows it.
constexpr SearchScore to_search_score(int score) {
  if (score > kWinBound) return {SearchScore::Kind::Win, kWin - score};
  if (score < -kWinBound) return {SearchScore::Kind::Loss, kWin + score};
  return {SearchScore::Kind::Centi, score};
}

}  // namespace inchworm
