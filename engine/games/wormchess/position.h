// A position of Inchworm Chess or Long Worm Chess: pieces (consolidated or stretched), half pieces,
// retreated pawns, castling rights, en passant square, clocks; attacks (C3.1) and making and unmaking
// moves (C2, C4-C7, L2).
#pragma once

#include <cassert>
#include <cstdint>
#include <utility>
#include <vector>

#include "attacks.h"
#include "expected.h"
#include "move.h"

namespace inchworm::wormchess {

enum CastlingRight : std::uint8_t { WHITE_OO = 1, WHITE_OOO = 2, BLACK_OO = 4, BLACK_OOO = 8 };

// The largest halfmove clock and move number a position string may hold; play stays at it once there,
// so every position the engine writes reads back.
constexpr long long kMaxCounter = 1'000'000'000;

// A position as read from a position string (N1), before its consistency is checked.
struct Setup {
  Piece board[kSquares];
  std::vector<std::pair<Square, Square>> stretched;  // (rear, front)
  std::vector<Square> retreated;
  Color side = WHITE;
  int castling = 0;
  Square ep = kNoSquare;
  long long halfmove = 0;
  long long fullmove = 1;
  Setup() {
    for (Piece& p : board) p = kNoPiece;
  }
};

class Position {
 public:
  struct Undo;

  static Position start(Variant variant);
  // Checks N1.6; the error names the field at fault. An en passant square that allows no legal
  // capture is dropped (N1.7).
  static Expected<Position> create(Variant variant, const Setup& setup);

  Variant variant() const { return variant_; }

  Piece piece_on(Square s) const { return st_.board[s]; }
  Bitboard pieces(Color c) const { return st_.by_color[c]; }
  Bitboard pieces(Color c, Kind k) const { return st_.by_color[c] & st_.by_kind[k]; }
  Bitboard pieces(Kind k) const { return st_.by_kind[k]; }
  Bitboard occupied() const { return st_.by_color[WHITE] | st_.by_color[BLACK]; }
  // Both squares of every stretched piece.
  Bitboard stretched() const { return st_.stretched; }
  // The front squares of stretched pieces; their rears are stretched() & ~fronts().
  Bitboard fronts() const { return st_.fronts; }
  // Only consolidated pieces attack (C3.1).
  Bitboard consolidated(Color c) const { return st_.by_color[c] & ~st_.stretched; }
  // The other square of the stretched piece on s.
  Square partner(Square s) const { return st_.partner[s]; }
  bool is_stretched(Square s) const { return st_.stretched >> s & 1; }
  bool is_front(Square s) const { return st_.fronts >> s & 1; }
  // Consolidated pawns on their start rank that have moved (C4.2).
  Bitboard retreated() const { return st_.retreated; }
  // One square, or two when the king is stretched.
  Bitboard king_squares(Color c) const { return pieces(c, KING); }
  Bitboard half_pieces() const {
    return st_.by_kind[HALF_QUEEN] | st_.by_kind[HALF_ROOK] | st_.by_kind[HALF_BISHOP] | st_.by_kind[CRAB];
  }

  Color side_to_move() const { return Color(st_.side); }
  int castling() const { return st_.castling; }
  // Set only when an en passant capture is legal (C5.3); kNoSquare otherwise.
  Square ep_square() const { return st_.ep; }
  std::uint32_t halfmove() const { return st_.halfmove; }
  std::uint32_t fullmove() const { return st_.fullmove; }
  std::uint64_t key() const { return st_.key; }

  // The consolidated pieces of `by` that attack s with the board occupied as `occupied` (C3.1).
  Bitboard attackers(Square s, Color by, Bitboard occupied) const {
    return attackers_among(s, by, consolidated(by), occupied);
  }
  // The same, among the squares `among` of by's pieces only (the pieces a move leaves on the board).
  Bitboard attackers_among(Square s, Color by, Bitboard among, Bitboard occupied) const;
  bool attacked(Square s, Color by, Bitboard occupied) const {
    return attacked_among(s, by, consolidated(by), occupied);
  }
  // Whether attackers_among is not empty, asking the cheap leapers first and a slider's line only when
  // a slider of that kind stands on it.
  bool attacked_among(Square s, Color by, Bitboard among, Bitboard occupied) const;
  // C3.2: some square of c's king is attacked.
  bool in_check(Color c) const;

  // Plays a move that is at least pseudo-legal (legality is the generator's business).
  void do_move(Move m, Undo& undo);
  void undo_move(const Undo& undo) {
    st_ = undo.previous;
    assert(is_ok());
  }
  // The search's null move: the side to move passes, which no rule allows; the search uses it to
  // measure how good a position is even without the move in hand. Not while in check. The en
  // passant right lapses; undone by undo_move.
  void do_null_move(Undo& undo);
  // C3.3: the move does not leave the mover's king in check (worked out without making it,
  // king_safety.cpp).
  bool leaves_king_safe(Move m) const;
  // The same, by making the move on a copy: the reference that leaves_king_safe is tested against.
  bool leaves_king_safe_by_copy(Move m) const;
  // The consolidated pawns of the side to move that may take en passant on ep_square() (C5.2).
  Bitboard en_passant_takers() const;

  // What breaks N1.6 (except check, which arises in moves being tried): names the field, or nothing.
  MaybeError consistency_error() const;

  // Recomputes everything kept incrementally; asserted after every change in debug builds.
  bool is_ok() const;
  bool operator==(const Position& o) const;

 private:
  struct State {
    Bitboard by_color[2] = {0, 0};
    Bitboard by_kind[kKinds] = {};
    Bitboard stretched = 0;
    Bitboard fronts = 0;
    Bitboard retreated = 0;
    std::uint64_t key = 0;
    std::uint32_t halfmove = 0;
    std::uint32_t fullmove = 1;
    Piece board[kSquares];
    std::uint8_t partner[kSquares];
    std::uint8_t side = WHITE;
    std::uint8_t castling = 0;
    std::uint8_t ep = kNoSquare;
    State() {
      for (auto& p : board) p = kNoPiece;
      for (auto& s : partner) s = kNoSquare;
    }
  };

  explicit Position(Variant variant) : variant_(variant) {}
  std::uint64_t compute_key() const;
  void put(Square s, Piece p);
  void remove(Square s);
  void link(Square rear, Square front);
  void unlink(Square a);
  void set_castling(int rights);
  void set_ep(Square s);
  void clear_retreated(Square s);
  void capture_on(Square s);
  bool legal_en_passant_exists() const;

  Variant variant_;
  State st_;

 public:
  struct Undo {
    State previous;
  };
};

// The castling rights a move touching square s keeps (C7.3).
int castling_kept(Square s);
// Squares of the king and rook of a castling right.
struct CastlingSquares {
  Square king_from, king_to, rook_from, rook_to;
  Bitboard must_be_empty;  // between king and rook (C7.2)
};
// Indexed by the right's bit (WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO).
extern const CastlingSquares kCastlingSquares[4];
inline const CastlingSquares& castling_squares(CastlingRight right) {
  return kCastlingSquares[std::countr_zero(unsigned(right))];
}

}  // namespace inchworm::wormchess
