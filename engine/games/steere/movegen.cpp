#include "movegen.h"

#include <cassert>
#include <optional>

#include "worms.h"

namespace inchworm::steere {
namespace {

// Walks the side to move's stacks once, worm by worm, and emits (kList) or counts the legal moves.
template <bool kList>
class Generator {
 public:
  Generator(const Position& pos, MoveList* out, Color us)
      : pos_(pos),
        out_(out),
        us_(us),
        own_(stack_of(us_)),
        strict_(pos.advance() == Advance::Strict),
        // Forward and right first: a wall there is the far or the right edge, where checkers leave.
        steps_{forward_step(us_), right_step(us_), -forward_step(us_), -right_step(us_)} {}

  // The moves, without the forced pass.
  std::uint64_t run_without_pass() {
    if (pos_.is_finished()) return 0;  // S7.2
    SquareSet far_ends;                // ends reached by a walk: their worm is done
    pos_.stacks(us_).for_each([&](Cell s) {
      const int links = pos_.connections(s);
      if (links == 0)
        lone(s);
      else if (links == 1 && !far_ends.test(s))
        far_ends.set(walk(s));
    });
    return count_;
  }

  std::uint64_t run() {
    if (run_without_pass() == 0 && !pos_.is_finished()) {
      // S6.1: a forced pass. S6.2: the other side can move then (proved in the contract).
      assert(Generator<false>(pos_, nullptr, ~us_).run_without_pass() > 0);
      add(kOff, kOff, MoveKind::Pass);
    }
    return count_;
  }

 private:
  bool is_own(Cell c) const { return pos_.content(c) == own_; }

  void add(Cell from, Cell to, MoveKind kind) {
    if constexpr (kList) out_->push_back(Move{std::uint16_t(from), std::uint16_t(to), kind});
    ++count_;
  }

  // The own neighbour of `cell` other than `previous` (one exists inside a worm).
  Cell next_along(Cell cell, Cell previous) const {
    for (int step : kSteps)
      if (cell + step != previous && is_own(cell + step)) return cell + step;
    return -1;
  }

  // Walks the worm from its end `start` to the other end, generates its moves, returns that end.
  Cell walk(Cell start) {
    std::array<Cell, kMaxCheckers> bigs;  // S1.4: stacks of height 2 or more, from `start` on
    int big_count = 0;
    Cell previous = -1, current = start, second = -1;
    for (;;) {
      if (pos_.height(current) >= 2) bigs[std::size_t(big_count++)] = current;
      if (current != start && pos_.connections(current) == 1) break;
      const Cell next = next_along(current, previous);
      if (current == start) second = next;
      previous = current;
      current = next;
    }
    // S3.4: the head is the end further forward, then further right.
    const Cell head = head_of_ends(us_, start, current);
    const Cell tail = head == current ? start : current;
    const Cell beside_tail = tail == start ? second : previous;
    worm(head, tail, beside_tail, bigs.data(), big_count);
    return current;
  }

  // S4.4, S4.5 (literal) or S10.2 (strict): the square e lies forward or right of the tail t.
  bool ahead_of_tail(Cell e, Cell t) const {
    if (strict_) return us_ == RED ? e > t : e < t;
    int forward = rank_of(e) - rank_of(t), right = file_of(e) - file_of(t);
    if (us_ == BLUE) forward = -forward, right = -right;
    return forward > 0 || right > 0;
  }

  // S5.2 for a new stack on e beside the head: at most two connections, no neighbour with three,
  // and no loop. `gone` is the cell emptied by the move (a leaping tail) or -1; `closes_loop` is the
  // other end of the head's worm after the move: touching it too would close a ring.
  bool joins_legally(Cell e, Cell head, Cell gone, Cell closes_loop) const {
    int links = 0;
    for (int step : kSteps) {
      const Cell n = e + step;
      if (n == gone || !is_own(n)) continue;
      ++links;
      if (n == head) continue;  // an end: it reaches two connections at most
      if (n == closes_loop || pos_.connections(n) >= 2) return false;
    }
    return links <= 2;
  }

  // The moves of one worm of length 2 or more (S4.1, S4.2, S4.4, S4.5).
  void worm(Cell head, Cell tail, Cell beside_tail, const Cell* bigs, int big_count) {
    const bool single_tail = pos_.height(tail) == 1;
    const bool big_head = pos_.height(head) >= 2;
    std::array<Cell, 3> spawn_to, leap_to;
    int spawns = 0, leaps = 0;
    bool off = false;  // the head is on the far or right edge: spawns and leaps may bear off
    for (int i = 0; i < 4; ++i) {
      const Cell e = head + steps_[i];
      const Content content = pos_.content(e);
      if (content == WALL) {
        off |= i < 2;  // S2.3: never across the near or the left edge
        continue;
      }
      if (content != EMPTY || !ahead_of_tail(e, tail)) continue;
      if (big_count && joins_legally(e, head, -1, tail)) spawn_to[std::size_t(spawns++)] = e;
      if (single_tail && joins_legally(e, head, tail, beside_tail)) leap_to[std::size_t(leaps++)] = e;
    }
    if constexpr (!kList) {
      count_ += std::uint64_t(big_count - big_head) + single_tail + std::uint64_t(big_count) * (spawns + off) +
                (single_tail ? std::uint64_t(leaps + off) : 0);
      return;
    }
    for (int b = 0; b < big_count; ++b) {
      if (bigs[b] != head) add(bigs[b], head, MoveKind::Feed);  // S4.1
      for (int i = 0; i < spawns; ++i) add(bigs[b], spawn_to[std::size_t(i)], MoveKind::Spawn);
      if (off) add(bigs[b], kOff, MoveKind::Spawn);
    }
    if (!single_tail) return;
    add(tail, head, MoveKind::TailIn);  // S4.2
    for (int i = 0; i < leaps; ++i) add(tail, leap_to[std::size_t(i)], MoveKind::Leap);
    if (off) add(tail, kOff, MoveKind::Leap);
  }

  // The other end of the worm whose end is `end`.
  Cell other_end(Cell end) const {
    Cell previous = -1, current = end;
    do {
      const Cell next = next_along(current, previous);
      previous = current;
      current = next;
    } while (pos_.connections(current) == 2);
    return current;
  }

  // S5.2 for a lone stack's step to e: the stack stays beside e when it is big, leaves otherwise.
  bool steps_legally(Cell e, Cell from) const {
    const Cell gone = pos_.height(from) == 1 ? from : -1;
    Cell touched[4];
    int links = 0;
    for (int step : kSteps) {
      const Cell n = e + step;
      if (n == gone || !is_own(n)) continue;
      if (pos_.connections(n) >= 2) return false;
      touched[links++] = n;
    }
    if (links > 2) return false;
    // Two ends of one worm would close a loop through e.
    return links < 2 || pos_.connections(touched[0]) == 0 || pos_.connections(touched[1]) == 0 ||
           other_end(touched[0]) != touched[1];
  }

  // S4.3: a lone stack's top checker steps forward or right, or off across those edges.
  void lone(Cell s) {
    bool off = false;
    for (int i = 0; i < 2; ++i) {
      const Cell e = s + steps_[i];
      const Content content = pos_.content(e);
      if (content == WALL)
        off = true;  // S4.8: one move off even from the far-right corner
      else if (content == EMPTY && steps_legally(e, s))
        add(s, e, MoveKind::LoneStep);
    }
    if (off) add(s, kOff, MoveKind::LoneStep);
  }

  const Position& pos_;
  MoveList* out_;
  const Color us_;
  const Content own_;
  const bool strict_;
  const int steps_[4];
  std::uint64_t count_ = 0;
};

}  // namespace

void generate_moves(const Position& pos, MoveList& moves) {
  moves.clear();
  Generator<true>(pos, &moves, pos.side_to_move()).run();
}

std::uint64_t count_moves(const Position& pos) { return Generator<false>(pos, nullptr, pos.side_to_move()).run(); }

std::uint64_t mobility(const Position& pos, Color c) { return Generator<false>(pos, nullptr, c).run_without_pass(); }

std::optional<Move> find_legal_move(const Position& pos, Cell from, Cell to) {
  MoveList moves;
  generate_moves(pos, moves);
  for (const Move& m : moves)
    if (m.from == from && m.to == to) return m;
  return std::nullopt;
}

}  // namespace inchworm::steere
