// C3.3 without making the move: what a move changes that matters to the mover's king is which squares
// are occupied, which enemy pieces are left to attack, where the king stands, and (L2) the half piece a
// cut leaves. Working these out from the move is far cheaper than copying the position and making it,
// which leaves_king_safe_by_copy still does as the reference the tests compare with.
#include "movegen.h"
#include "position.h"

namespace inchworm::wormchess {

bool Position::leaves_king_safe(Move m) const {
  const Color us = side_to_move(), them = ~us;
  const Square from = m.from(), to = m.to();
  Bitboard occupied = this->occupied();
  Bitboard enemy = consolidated(them);  // the enemy pieces that attack after the move (C3.1)
  Bitboard kings = king_squares(us);
  Square half_square = kNoSquare;  // L2: where a cut leaves a half piece of the enemy
  Kind half_kind = KING;

  // The enemy piece on `to` leaves (C2.3), or only its half on `to` (L2).
  const auto capture_on_to = [&] {
    if (!(st_.by_color[them] >> to & 1)) return;
    enemy &= ~square_bb(to);
    if (!is_stretched(to)) return;
    const Square other = partner(to);
    const Kind k = kind_of(piece_on(to));
    if (variant_.longworm && k != PAWN && k != KING) {
      half_square = other;
      half_kind = half_of(k);
    } else {
      occupied &= ~square_bb(other);
    }
  };

  switch (m.type()) {
    case MoveType::Stretch:
    case MoveType::Promotion:  // the rear stays: only `to` is newly occupied
      capture_on_to();
      occupied |= square_bb(to);
      if (kings >> from & 1) kings |= square_bb(to);
      break;
    case MoveType::EnPassant: {  // C5.2: the completed pawn beyond the en passant square leaves
      const Square taken = us == WHITE ? to - 8 : to + 8;
      enemy &= ~square_bb(taken);
      occupied = (occupied & ~square_bb(taken)) | square_bb(to);
      break;
    }
    case MoveType::Consolidate:  // C2.4: `from` empties
      occupied &= ~square_bb(from);
      kings &= ~square_bb(from);
      break;
    case MoveType::Castle: {  // C7.1
      const bool king_side = to > from;
      const CastlingSquares& cs = castling_squares(
          CastlingRight(king_side ? (us == WHITE ? WHITE_OO : BLACK_OO) : (us == WHITE ? WHITE_OOO : BLACK_OOO)));
      occupied = (occupied & ~square_bb(cs.king_from) & ~square_bb(cs.rook_from)) | square_bb(cs.king_to) |
                 square_bb(cs.rook_to);
      kings = square_bb(cs.king_to);
      break;
    }
    case MoveType::HalfMove:  // L3: `from` empties, `to` is taken
      capture_on_to();
      occupied = (occupied & ~square_bb(from)) | square_bb(to);
      break;
  }

  for (Bitboard b = kings; b;) {
    const Square k = pop_lsb(b);
    if (attacked_among(k, them, enemy, occupied)) return false;
  }
  return half_square == kNoSquare || !(half_piece_attacks(*this, half_square, half_kind, them, occupied) & kings);
}

}  // namespace inchworm::wormchess
