// Legal moves (S4-S6): all six kinds, merger legality, bearing off and the forced pass, as a list
// or as a count for perft's leaves. One walk along each worm finds its head, tail and big stacks.
#pragma once

#include <array>
#include <cstdint>

#include "position.h"

namespace inchworm::steere {

// Every checker is the source of at most four moves (a feed or a tail in, and three squares beside
// the head, or for a lone stack two steps), so 4 per stack bounds a list; one more for the pass.
constexpr int kMaxMoves = 4 * kMaxCheckers + 1;

class MoveList {
 public:
  void push_back(const Move& m) { storage_.moves[std::size_t(size_++)] = m; }
  void clear() { size_ = 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](int i) const { return storage_.moves[std::size_t(i)]; }
  Move& operator[](int i) { return storage_.moves[std::size_t(i)]; }
  const Move* begin() const { return storage_.moves.data(); }
  const Move* end() const { return storage_.moves.data() + size_; }
  Move* begin() { return storage_.moves.data(); }
  Move* end() { return storage_.moves.data() + size_; }

 private:
  // Left uninitialised: perft and the search make a list at every node, and only the first size_
  // entries are ever read (filling all 481 took a sixth of perft's time).
  union Storage {
    Storage() {}
    std::array<Move, kMaxMoves> moves;
  } storage_;
  int size_ = 0;
};

// Replaces `moves` with every legal move: the pass alone when the side to move has no other move
// (S6.1), nothing in a finished position (S7.2). The order is fixed (worm by worm, cell order).
void generate_moves(const Position& pos, MoveList& moves);
// The number of legal moves, counted without listing them (perft's bulk count).
std::uint64_t count_moves(const Position& pos);
// The moves `c` would have if it were to move (its pass and the finished position aside: 0 then), for
// the evaluation's mobility.
std::uint64_t mobility(const Position& pos, Color c);
// The legal move from `from` to `to` (kOff: borne off), if there is one. A pass has from == to == kOff.
std::optional<Move> find_legal_move(const Position& pos, Cell from, Cell to);

}  // namespace inchworm::steere
