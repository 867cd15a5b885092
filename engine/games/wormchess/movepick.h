// What the search knows about a move before making it: whether it captures, what a capture wins by
// a short exchange estimate, whether a consolidation makes a threat worth looking at in quiescence,
// and the order moves are tried in.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "move.h"
#include "position.h"
#include "scored_move.h"

namespace inchworm::wormchess {

// A stretch, promotion or half-piece move onto an enemy piece, or en passant.
bool is_capture(const Position& pos, Move m);
// What a capture or promotion wins: the captured worth (and the promotion's gain) less the capturer
// when the enemy can take it back afterwards. A capturing inchworm piece stands stretched on both
// of its squares, attacks nothing, and can be taken on either (C2.3, C3.1); a king is never taken.
int exchange_gain(const Position& pos, Move m);
// A consolidation after which the kept piece gives check, or attacks an enemy piece that is worth
// more or undefended (such a piece cannot escape by moving, C3.5); also a check it uncovers.
bool consolidation_threatens(const Position& pos, Move m);

using ScoredMove = ScoredMoveOf<Move>;

// Order classes, highest first.
constexpr int kTTMoveOrder = 1 << 30;
constexpr int kGoodCaptureOrder = 1 << 26;  // captures and promotions that do not lose material
constexpr int kKillerOrder = 1 << 24;
constexpr int kCounterOrder = kKillerOrder - 2;
constexpr int kBadCaptureOrder = -(1 << 24);
constexpr int kHistoryLimit = 1 << 20;  // history scores stay within +-this

// A move's key for the hints that follow a move: its piece (kind and colour, as it stood before the move)
// and the square it goes to (a stretch's front square, a consolidation's kept square).
constexpr int kMoveKeys = 2 * kKinds * kSquares;
inline int move_key(const Position& pos, Move m) {
  const Piece p = pos.piece_on(m.from());
  return (int(color_of(p)) * kKinds + int(kind_of(p))) * kSquares + int(m.to());
}

// The learnt move-ordering hints of one search thread: killers per ply, history per side and move, and
// the counter move: the quiet move that last cut off after a move of that key.
struct OrderingHints {
  static constexpr int kPlies = 128;
  Move killers[kPlies][2];
  int history[2][kSquares][kSquares];
  Move counters[kMoveKeys];
  OrderingHints() { clear(); }
  void clear();
  void clear_killers();  // (a new search: its plies are not the last one's)
  void add_killer(int ply, Move m);
  // Divides every history score by 2^shift: a kept history's old lessons weigh less than the new search's.
  void age(int shift);
  // Rewards a quiet move that cut off (bonus > 0) or punishes one that did not (bonus < 0); the score
  // stays within +-limit (at most kHistoryLimit).
  void add_history(Color c, Move m, int bonus, int limit = kHistoryLimit);
};

// Continuation history: how a quiet move did after the move one ply before it and the move two plies
// before (the same piece to the same square in another line is often good or bad for the same reason: it
// answers that move), by the moves' keys (move_key).
struct ContinuationHistory {
  static constexpr int kKeys = kMoveKeys;
  static constexpr int kLimit = 1 << 14;  // scores stay within +-this (int16)
  using Row = std::array<std::int16_t, kKeys>;
  std::vector<Row> rows = std::vector<Row>(kKeys);  // one per earlier move (3.3 MB)
  // Rewards (bonus > 0) or punishes the move with key `key` after the earlier move with key `earlier`.
  void add(int earlier, int key, int bonus);
  void clear();
  void age(int shift);  // every score divided by 2^shift
};

// What orders a node's quiet moves beyond killers and history, each where the search uses it: the rows
// of the continuation history after the move one ply before and the move two plies before (null: none,
// such as at the root or after a null move) with their weight against the history, and the counter move
// of the move one ply before (null: none).
struct QuietHints {
  const ContinuationHistory::Row* row[2] = {nullptr, nullptr};
  int continuation_weight = 0;
  const Move* counter = nullptr;
};

// Scores `moves` of pos into `out`, in generation order (`index`). `ply` < 0: no killers (the root). A
// quiet move's order adds `quiet.continuation_weight` times its scores in `quiet.row`; the counter move
// comes after the killers, before the other quiet moves.
void score_moves(const Position& pos, const MoveList& moves, const Move* tt_move, const OrderingHints& hints, int ply,
                 std::vector<ScoredMove>& out, const QuietHints& quiet = {});
// The same, then sorted: best guess first.
void order_moves(const Position& pos, const MoveList& moves, const Move* tt_move, const OrderingHints& hints, int ply,
                 std::vector<ScoredMove>& out, const QuietHints& quiet = {});

}  // namespace inchworm::wormchess
