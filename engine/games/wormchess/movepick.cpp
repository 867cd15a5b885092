#include "movepick.h"

#include <algorithm>
#include <cstdlib>

#include "eval.h"
#include "movegen.h"

namespace inchworm::wormchess {

bool is_capture(const Position& pos, Move m) {
  switch (m.type()) {
    case MoveType::EnPassant:
      return true;
    case MoveType::Stretch:
    case MoveType::Promotion:
    case MoveType::HalfMove:
      return pos.piece_on(m.to()) != kNoPiece;
    default:
      return false;
  }
}

int exchange_gain(const Position& pos, Move m) {
  const Variant v = pos.variant();
  const Color them = ~pos.side_to_move();
  const Square from = m.from(), to = m.to();
  const Kind mover = kind_of(pos.piece_on(from));
  int gain = 0;
  Bitboard cleared = 0;  // squares the capture empties
  if (m.type() == MoveType::Consolidate || m.type() == MoveType::Castle) return 0;
  if (m.type() == MoveType::EnPassant) {
    gain = piece_value(PAWN, v);
    cleared = square_bb(them == BLACK ? to - 8 : to + 8);
  } else if (pos.piece_on(to) != kNoPiece) {
    gain = capture_value(pos, to);
    cleared = square_bb(to);
    const Kind victim = kind_of(pos.piece_on(to));
    if (pos.is_stretched(to) && (!v.longworm || victim == PAWN || victim == KING))
      cleared |= square_bb(pos.partner(to));
  }
  int risked = piece_value(mover, v);
  if (m.type() == MoveType::Promotion) {
    gain += piece_value(m.promotion(), v) - piece_value(PAWN, v);
    risked = piece_value(m.promotion(), v);
  }
  if (mover == KING) return gain;  // a legal king move leaves the king where it cannot be taken
  // After the move the piece stands on `to` and, unless it is a half piece, still on `from`.
  const bool half = m.type() == MoveType::HalfMove;
  const Bitboard occupied = ((pos.occupied() & ~cleared) | square_bb(to)) & ~(half ? square_bb(from) : 0);
  const Bitboard exposed = square_bb(to) | (half ? 0 : square_bb(from));
  const Bitboard attackers = pos.consolidated(them) & ~cleared;
  for (Bitboard b = exposed; b;)
    if (pos.attacked_among(pop_lsb(b), them, attackers, occupied)) return gain - risked;
  return gain;
}

bool consolidation_threatens(const Position& pos, Move m) {
  if (m.type() != MoveType::Consolidate) return false;
  const Color us = pos.side_to_move(), them = ~us;
  const Square left = m.from(), kept = m.to();
  const Piece p = pos.piece_on(kept);
  if (kind_of(p) == KING) return false;
  const Bitboard occupied = pos.occupied() & ~square_bb(left);
  const Bitboard enemy_kings = pos.king_squares(them);
  // A check uncovered through the square left.
  for (Bitboard b = enemy_kings; b;)
    if (pos.attacked_among(pop_lsb(b), us, pos.consolidated(us) & ~square_bb(kept), occupied)) return true;
  const Bitboard hit = piece_attacks(pos, kept, p, occupied) & pos.pieces(them);
  if (hit & enemy_kings) return true;
  const int worth = piece_value(kind_of(p), pos.variant());
  for (Bitboard b = hit; b;) {
    const Square t = pop_lsb(b);
    if (piece_value(kind_of(pos.piece_on(t)), pos.variant()) > worth) return true;
    if (!pos.attacked(t, them, occupied)) return true;
  }
  return false;
}

void OrderingHints::clear() {
  clear_killers();
  for (Move& m : counters) m = Move::make(MoveType::Stretch, 0, 0);
  for (auto& side : history)
    for (auto& from : side)
      for (int& h : from) h = 0;
}

void OrderingHints::clear_killers() {
  for (auto& k : killers) k[0] = k[1] = Move::make(MoveType::Stretch, 0, 0);
}

void OrderingHints::age(int shift) {
  for (auto& side : history)
    for (auto& from : side)
      for (int& h : from) h /= 1 << shift;
}

void OrderingHints::add_killer(int ply, Move m) {
  if (ply < 0 || ply >= kPlies || killers[ply][0] == m) return;
  killers[ply][1] = killers[ply][0];
  killers[ply][0] = m;
}

void OrderingHints::add_history(Color c, Move m, int bonus, int limit) {
  int& h = history[c][m.from()][m.to()];
  // Gravity: a score moves towards the limit more slowly the nearer it is. The product needs 64 bits: a
  // score near the limit (2^20) times a deep cut-off's bonus (up to 2^13) is beyond an int's range.
  h += bonus - int(std::int64_t{h} * std::abs(bonus) / limit);
}

void ContinuationHistory::add(int earlier, int key, int bonus) {
  std::int16_t& h = rows[std::size_t(earlier)][std::size_t(key)];
  h = std::int16_t(h + bonus - h * std::abs(bonus) / kLimit);
}

void ContinuationHistory::clear() { std::fill(rows.begin(), rows.end(), Row{}); }

void ContinuationHistory::age(int shift) {
  for (Row& row : rows)
    for (std::int16_t& h : row) h = std::int16_t(h / (1 << shift));
}

void score_moves(const Position& pos, const MoveList& moves, const Move* tt_move, const OrderingHints& hints, int ply,
                 std::vector<ScoredMove>& out, const QuietHints& quiet) {
  out.clear();
  const Color us = pos.side_to_move();
  const bool use_killers = ply >= 0 && ply < OrderingHints::kPlies;
  for (const Move& m : moves) {
    int order;
    if (tt_move && m == *tt_move) {
      order = kTTMoveOrder;
    } else if (is_capture(pos, m) || m.type() == MoveType::Promotion) {
      const int gain = exchange_gain(pos, m);
      const int victim = is_capture(pos, m) && m.type() != MoveType::EnPassant ? capture_value(pos, m.to()) : 100;
      order = gain >= 0 ? kGoodCaptureOrder + gain * 16 + victim : kBadCaptureOrder + gain * 16 + victim;
    } else if (use_killers && m == hints.killers[ply][0]) {
      order = kKillerOrder;
    } else if (use_killers && m == hints.killers[ply][1]) {
      order = kKillerOrder - 1;
    } else if (quiet.counter && m == *quiet.counter) {
      order = kCounterOrder;
    } else {
      order = hints.history[us][m.from()][m.to()];
      if (quiet.continuation_weight) {
        const int key = move_key(pos, m);
        for (const ContinuationHistory::Row* row : quiet.row)
          if (row) order += quiet.continuation_weight * (*row)[std::size_t(key)];
      }
    }
    out.push_back({m, order, int(out.size())});
  }
}

void order_moves(const Position& pos, const MoveList& moves, const Move* tt_move, const OrderingHints& hints, int ply,
                 std::vector<ScoredMove>& out, const QuietHints& quiet) {
  score_moves(pos, moves, tt_move, hints, ply, out, quiet);
  sort_by_order(out);
}

}  // namespace inchworm::wormchess
