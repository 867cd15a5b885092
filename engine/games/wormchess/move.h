// One move (C2, C5-C7, L3) in four bytes, and fixed-capacity move lists. Text forms live in notation.h.
#pragma once

#include <cstddef>

#include "types.h"

namespace inchworm::wormchess {

enum class MoveType : std::uint8_t {
  Stretch,      // C2.1: a consolidated piece stretches from -> to (a capture when `to` holds an enemy)
  Promotion,    // C6: a pawn's stretch onto the last rank; the new kind is in the move
  EnPassant,    // C5.2: a pawn's stretch onto the en passant square, taking the completed pawn
  Consolidate,  // C2.4: a stretched piece leaves `from` and keeps `to` (front or rear)
  Castle,       // C7: the king's two-square move; from/to are the king's squares
  HalfMove,     // L3: a half piece goes from -> to in one turn
};

// Trivially constructible, so that a move list's storage is not initialised in every node.
struct Move {
  std::uint8_t from_square;
  std::uint8_t to_square;
  MoveType kind;
  Kind promo;  // Promotion only: the new kind (QUEEN, ROOK, BISHOP, KNIGHT)

  static constexpr Move make(MoveType type, Square from, Square to, Kind promotion = QUEEN) {
    return Move{std::uint8_t(from), std::uint8_t(to), type, promotion};
  }
  constexpr Square from() const { return from_square; }
  constexpr Square to() const { return to_square; }
  constexpr MoveType type() const { return kind; }
  constexpr Kind promotion() const { return promo; }
  constexpr bool operator==(const Move& o) const {
    return from_square == o.from_square && to_square == o.to_square && kind == o.kind &&
           (kind != MoveType::Promotion || promo == o.promo);
  }
};

// The largest move list a position string can produce: at most 63 pieces of the mover, each with at
// most 27 stretches (a queen's), and two castlings.
constexpr std::size_t kMaxMoves = 63 * 27 + 2;

// A fixed-capacity list, cheap to create in every node.
class MoveList {
 public:
  void push(Move m) { moves_[size_++] = m; }
  void clear() { size_ = 0; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](std::size_t i) const { return moves_[i]; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }

 private:
  Move moves_[kMaxMoves];
  std::size_t size_ = 0;
};

}  // namespace inchworm::wormchess
