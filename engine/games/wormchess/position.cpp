#include "position.h"

#include <algorithm>
#include <cassert>

#include "zobrist.h"

namespace inchworm::wormchess {
namespace {

constexpr Square kE1 = 4, kE8 = 60;

CastlingSquares castling_of(Color c, bool king_side) {
  const int base = c == WHITE ? 0 : 56;
  const Square rook_from = base + (king_side ? 7 : 0);
  const Square king_to = base + (king_side ? 6 : 2), rook_to = base + (king_side ? 5 : 3);
  Bitboard between = 0;
  for (Square s = std::min(base + 4, rook_from) + 1; s < std::max(base + 4, rook_from); ++s) between |= square_bb(s);
  return {base + 4, king_to, rook_from, rook_to, between};
}

}  // namespace

const CastlingSquares kCastlingSquares[4] = {castling_of(WHITE, true), castling_of(WHITE, false),
                                             castling_of(BLACK, true), castling_of(BLACK, false)};

namespace {

// castling_kept by square: only the kings' and rooks' start squares take rights away.
struct CastlingKept {
  std::uint8_t kept[kSquares];
  constexpr CastlingKept() : kept() {
    for (auto& k : kept) k = 15;
    kept[kE1] = ~(WHITE_OO | WHITE_OOO) & 15;
    kept[7] = ~WHITE_OO & 15;
    kept[0] = ~WHITE_OOO & 15;
    kept[kE8] = ~(BLACK_OO | BLACK_OOO) & 15;
    kept[63] = ~BLACK_OO & 15;
    kept[56] = ~BLACK_OOO & 15;
  }
};
constexpr CastlingKept kCastlingKept;

}  // namespace

int castling_kept(Square s) { return kCastlingKept.kept[s]; }

Bitboard Position::attackers_among(Square s, Color by, Bitboard among, Bitboard occupied) const {
  const AttackTables& t = kAttacks;
  const Bitboard* k = st_.by_kind;
  const Bitboard rook_lines = rook_attacks(s, occupied), bishop_lines = bishop_attacks(s, occupied);
  Bitboard found = (t.pawn[~by][s] & k[PAWN]) | (t.knight[s] & k[KNIGHT]) | (t.king[s] & k[KING]) |
                   (rook_lines & (k[ROOK] | k[QUEEN])) | (bishop_lines & (k[BISHOP] | k[QUEEN]));
  if (half_pieces()) {  // L3: only in Long Worm Chess
    const Bitboard half_orthogonal = k[HALF_ROOK] | k[HALF_QUEEN], half_diagonal = k[HALF_BISHOP] | k[HALF_QUEEN];
    found |= t.crab[~by][s] & k[CRAB];
    if (variant_.relative_halflings)  // L3.2: a relative halfling reaches only adjacent pieces
      found |= (t.wazir[s] & half_orthogonal) | (t.ferz[s] & half_diagonal);
    else
      found |= ((rook_lines & half_orthogonal) | (bishop_lines & half_diagonal)) & t.half_reached_from[s];
  }
  return found & among;
}

bool Position::attacked_among(Square s, Color by, Bitboard among, Bitboard occupied) const {
  const AttackTables& t = kAttacks;
  const Bitboard* k = st_.by_kind;
  if (((t.pawn[~by][s] & k[PAWN]) | (t.knight[s] & k[KNIGHT]) | (t.king[s] & k[KING])) & among) return true;
  Bitboard orthogonal = (k[ROOK] | k[QUEEN]) & among, diagonal = (k[BISHOP] | k[QUEEN]) & among;
  if (const Bitboard halves = half_pieces() & among) {  // L3: only in Long Worm Chess
    const Bitboard half_orthogonal = (k[HALF_ROOK] | k[HALF_QUEEN]) & halves;
    const Bitboard half_diagonal = (k[HALF_BISHOP] | k[HALF_QUEEN]) & halves;
    if (t.crab[~by][s] & k[CRAB] & halves) return true;
    if (variant_.relative_halflings) {  // L3.2: a relative halfling reaches only adjacent pieces
      if ((t.wazir[s] & half_orthogonal) | (t.ferz[s] & half_diagonal)) return true;
    } else {  // an absolute halfling near enough attacks along the line like its full piece
      orthogonal |= half_orthogonal & t.half_reached_from[s];
      diagonal |= half_diagonal & t.half_reached_from[s];
    }
  }
  if ((orthogonal & rook_attacks(s, 0)) && (rook_attacks(s, occupied) & orthogonal)) return true;
  return (diagonal & bishop_attacks(s, 0)) && (bishop_attacks(s, occupied) & diagonal);
}

bool Position::in_check(Color c) const {
  const Bitboard occ = occupied();
  for (Bitboard b = king_squares(c); b;)
    if (attacked(pop_lsb(b), ~c, occ)) return true;
  return false;
}

void Position::put(Square s, Piece p) {
  st_.board[s] = p;
  st_.by_color[color_of(p)] |= square_bb(s);
  st_.by_kind[kind_of(p)] |= square_bb(s);
  st_.key ^= zobrist::kKeys.piece[color_of(p)][kind_of(p)][s];
}

void Position::remove(Square s) {
  const Piece p = st_.board[s];
  st_.board[s] = kNoPiece;
  st_.by_color[color_of(p)] &= ~square_bb(s);
  st_.by_kind[kind_of(p)] &= ~square_bb(s);
  st_.key ^= zobrist::kKeys.piece[color_of(p)][kind_of(p)][s];
}

void Position::link(Square rear, Square front) {
  st_.stretched |= square_bb(rear) | square_bb(front);
  st_.fronts |= square_bb(front);
  st_.partner[rear] = std::uint8_t(front);
  st_.partner[front] = std::uint8_t(rear);
  st_.key ^= zobrist::kKeys.stretch[rear][front];
}

void Position::unlink(Square a) {
  const Square b = st_.partner[a];
  const bool a_is_front = is_front(a);
  st_.key ^= a_is_front ? zobrist::kKeys.stretch[b][a] : zobrist::kKeys.stretch[a][b];
  st_.stretched &= ~(square_bb(a) | square_bb(b));
  st_.fronts &= ~(square_bb(a) | square_bb(b));
  st_.partner[a] = st_.partner[b] = kNoSquare;
}

void Position::set_castling(int rights) {
  if (rights == st_.castling) return;
  st_.key ^= zobrist::kKeys.castling[st_.castling] ^ zobrist::kKeys.castling[rights];
  st_.castling = std::uint8_t(rights);
}

void Position::set_ep(Square s) {
  if (st_.ep != kNoSquare) st_.key ^= zobrist::kKeys.ep_file[file_of(st_.ep)];
  st_.ep = std::uint8_t(s);
  if (s != kNoSquare) st_.key ^= zobrist::kKeys.ep_file[file_of(s)];
}

void Position::clear_retreated(Square s) {
  if (!(st_.retreated >> s & 1)) return;
  st_.retreated &= ~square_bb(s);
  st_.key ^= zobrist::kKeys.retreated[s];
}

// C2.3, L2, L4: a stretched piece hit on one square leaves whole in Inchworm Chess; in Long Worm Chess
// its other half stays as a half piece, except a pawn's (and a king's, which legal play never hits).
void Position::capture_on(Square s) {
  const Piece victim = st_.board[s];
  if (is_stretched(s)) {
    const Square other = st_.partner[s];
    unlink(s);
    remove(s);
    remove(other);
    const Kind k = kind_of(victim);
    if (variant_.longworm && k != PAWN && k != KING) put(other, make_piece(color_of(victim), half_of(k)));
  } else {
    remove(s);
    clear_retreated(s);
  }
}

void Position::do_move(Move m, Undo& undo) {
  undo.previous = st_;
  const Color us = side_to_move();
  const Square from = m.from(), to = m.to();
  const Piece moving = st_.board[from];
  bool reset_clock = kind_of(moving) == PAWN;  // C8.1: every pawn move, and every capture below
  Square ep_candidate = kNoSquare;
  set_ep(kNoSquare);
  switch (m.type()) {
    case MoveType::Stretch:
    case MoveType::Promotion:
      if (st_.board[to] != kNoPiece) {
        capture_on(to);
        reset_clock = true;
      }
      clear_retreated(from);
      if (m.type() == MoveType::Promotion) {  // C6: the new kind on both squares
        remove(from);
        put(from, make_piece(us, m.promotion()));
      }
      put(to, st_.board[from]);
      link(from, to);
      set_castling(st_.castling & castling_kept(from) & castling_kept(to));
      break;
    case MoveType::EnPassant:  // C5.2: the completed pawn stands just beyond the en passant square
      remove(us == WHITE ? to - 8 : to + 8);
      put(to, moving);
      link(from, to);
      reset_clock = true;
      break;
    case MoveType::Consolidate: {  // C2.4: `from` is left, `to` is kept
      const bool keeps_front = is_front(to);
      unlink(from);
      remove(from);
      if (kind_of(moving) == PAWN) {
        if (!keeps_front && relative_rank(us, to) == 1) {  // C4.2: back on its start rank, but it has moved
          st_.retreated |= square_bb(to);
          st_.key ^= zobrist::kKeys.retreated[to];
        }
        if (keeps_front && (to - from == 16 || from - to == 16)) ep_candidate = (to + from) / 2;  // C5.1
      }
      break;
    }
    case MoveType::Castle: {  // C7.1: both pieces at once, both consolidated
      const CastlingSquares& cs = castling_squares(
          CastlingRight(to > from ? (us == WHITE ? WHITE_OO : BLACK_OO) : (us == WHITE ? WHITE_OOO : BLACK_OOO)));
      const Piece rook = st_.board[cs.rook_from];
      remove(cs.king_from);
      remove(cs.rook_from);
      put(cs.king_to, moving);
      put(cs.rook_to, rook);
      set_castling(st_.castling & castling_kept(from));
      break;
    }
    case MoveType::HalfMove:  // L3: straight to the destination, capturing there
      if (st_.board[to] != kNoPiece) {
        capture_on(to);
        reset_clock = true;
      }
      remove(from);
      put(to, moving);
      set_castling(st_.castling & castling_kept(to));
      break;
  }
  st_.halfmove = reset_clock ? 0 : std::min<std::uint32_t>(st_.halfmove + 1, kMaxCounter);
  if (us == BLACK) st_.fullmove = std::min<std::uint32_t>(st_.fullmove + 1, kMaxCounter);
  st_.side = ~us;
  st_.key ^= zobrist::kKeys.side;
  if (ep_candidate != kNoSquare) {
    // C5.3: the square is recorded only when the capture is legal for the side now to move.
    set_ep(ep_candidate);
    if (!legal_en_passant_exists()) set_ep(kNoSquare);
  }
  assert(is_ok());
}

void Position::do_null_move(Undo& undo) {
  assert(!in_check(side_to_move()));
  undo.previous = st_;
  set_ep(kNoSquare);
  st_.halfmove = std::min<std::uint32_t>(st_.halfmove + 1, kMaxCounter);
  st_.side = ~side_to_move();
  st_.key ^= zobrist::kKeys.side;
  assert(is_ok());
}

bool Position::leaves_king_safe_by_copy(Move m) const {
  Position after = *this;
  Undo undo;
  after.do_move(m, undo);
  return !after.in_check(side_to_move());
}

// The consolidated pawns of the side to move that could take en passant on st_.ep (C5.2).
Bitboard Position::en_passant_takers() const {
  if (st_.ep == kNoSquare || st_.board[st_.ep] != kNoPiece) return 0;
  const Color us = side_to_move();
  return kAttacks.pawn[~us][st_.ep] & pieces(us, PAWN) & ~st_.stretched;
}

bool Position::legal_en_passant_exists() const {
  for (Bitboard b = en_passant_takers(); b;)
    if (leaves_king_safe(Move::make(MoveType::EnPassant, pop_lsb(b), st_.ep))) return true;
  return false;
}

std::uint64_t Position::compute_key() const {
  const auto& k = zobrist::kKeys;
  std::uint64_t key = 0;
  for (Square s = 0; s < kSquares; ++s) {
    const Piece p = st_.board[s];
    if (p != kNoPiece) key ^= k.piece[color_of(p)][kind_of(p)][s];
  }
  for (Bitboard b = st_.fronts; b;) {
    const Square front = pop_lsb(b);
    key ^= k.stretch[st_.partner[front]][front];
  }
  for (Bitboard b = st_.retreated; b;) key ^= k.retreated[pop_lsb(b)];
  key ^= k.castling[st_.castling];
  if (st_.ep != kNoSquare) key ^= k.ep_file[file_of(st_.ep)];
  if (st_.side == BLACK) key ^= k.side;
  return key;
}

bool Position::is_ok() const {
  State fresh;
  for (Square s = 0; s < kSquares; ++s) {
    const Piece p = st_.board[s];
    if (p == kNoPiece) continue;
    if (kind_of(p) >= kKinds || color_of(p) > BLACK) return false;
    fresh.by_color[color_of(p)] |= square_bb(s);
    fresh.by_kind[kind_of(p)] |= square_bb(s);
  }
  for (int c = 0; c < 2; ++c)
    if (fresh.by_color[c] != st_.by_color[c]) return false;
  for (int k = 0; k < kKinds; ++k)
    if (fresh.by_kind[k] != st_.by_kind[k]) return false;
  if (st_.fronts & ~st_.stretched) return false;
  for (Square s = 0; s < kSquares; ++s) {
    const Square other = st_.partner[s];
    if (!is_stretched(s)) {
      if (other != kNoSquare) return false;
      continue;
    }
    if (other >= kSquares || st_.partner[other] != s || st_.board[other] != st_.board[s]) return false;
    if (is_front(s) == is_front(other)) return false;
  }
  if (consistency_error()) return false;
  if (st_.ep != kNoSquare && !legal_en_passant_exists()) return false;  // C5.3
  if (st_.halfmove > kMaxCounter || st_.fullmove < 1 || st_.fullmove > kMaxCounter || st_.side > BLACK) return false;
  return st_.key == compute_key();
}

bool Position::operator==(const Position& o) const {
  const State &a = st_, &b = o.st_;
  for (Square s = 0; s < kSquares; ++s)
    if (a.board[s] != b.board[s] || a.partner[s] != b.partner[s]) return false;
  return variant_ == o.variant_ && a.fronts == b.fronts && a.retreated == b.retreated && a.side == b.side &&
         a.castling == b.castling && a.ep == b.ep && a.halfmove == b.halfmove && a.fullmove == b.fullmove &&
         a.key == b.key;
}

}  // namespace inchworm::wormchess
