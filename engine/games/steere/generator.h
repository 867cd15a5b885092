// The move generator behind movegen.h and reply_count.h: one walk along each of a side's worms finds
// its head, tail and big stacks, then lists its moves (S4-S6), counts them, or records how many would
// land on each square were it empty (the two-ply count, reply_count.h).
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

#include "movegen.h"
#include "worms.h"

namespace inchworm::steere::detail {

// One side's moves by the square they land on, for the two-ply count: per square, the moves that would
// land there were it empty (a square the other colour holds may be empty after that colour's move),
// and the moves that need no empty square (feeds, tails in, bearing off) as one number.
struct LandingTable {
  std::uint64_t fixed = 0;                      // feeds, tails in and bearing off: no empty square needed
  std::uint64_t on_empty = 0;                   // the moves to squares empty now
  std::array<std::uint16_t, kCells> landing{};  // per square: the moves that would land there
};

enum class Mode { List, Count, Landing, Each };

// No callback: the generator's modes other than Mode::Each.
struct NoEach {
  void operator()(const Move&) const {}
};

// Walks the stacks of `us` once, worm by worm, and lists the legal moves (Mode::List, into `list`),
// counts them (Mode::Count), counts them by landing square (Mode::Landing, into `table`) or hands
// each to `each` (Mode::Each, the pass included) without listing it.
template <Mode kMode, typename Each = NoEach>
class Generator {
 public:
  Generator(const Position& pos, Color us, MoveList* list = nullptr, LandingTable* table = nullptr, Each each = {})
      : pos_(pos),
        list_(list),
        table_(table),
        each_(each),
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
      assert(Generator<Mode::Count>(pos_, ~us_).run_without_pass() > 0);
      add(kOff, kOff, MoveKind::Pass);
    }
    return count_;
  }

 private:
  bool is_own(Cell c) const { return pos_.content(c) == own_; }

  // Where a move may land besides the walls: an empty square, or for the landing table any square the
  // other colour holds (it may be empty after that colour's move).
  bool may_land(Content content) const { return kMode == Mode::Landing ? content != own_ : content == EMPTY; }

  void add(Cell from, Cell to, MoveKind kind) {
    if constexpr (kMode == Mode::List) list_->push_back(Move{std::uint16_t(from), std::uint16_t(to), kind});
    if constexpr (kMode == Mode::Each) each_(Move{std::uint16_t(from), std::uint16_t(to), kind});
    if constexpr (kMode == Mode::Landing) {
      if (to != kOff && !is_own(to)) return land(to, 1);
      table_->fixed += 1;
    }
    ++count_;
  }

  // Landing table: n more moves would land on the square e (held by the other colour or empty).
  void land(Cell e, int n) {
    table_->landing[std::size_t(e)] = std::uint16_t(table_->landing[std::size_t(e)] + n);
    if (pos_.content(e) != EMPTY) return;
    table_->on_empty += std::uint64_t(n);
    count_ += std::uint64_t(n);
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
      if (!may_land(content) || !ahead_of_tail(e, tail)) continue;
      if (big_count && joins_legally(e, head, -1, tail)) spawn_to[std::size_t(spawns++)] = e;
      if (single_tail && joins_legally(e, head, tail, beside_tail)) leap_to[std::size_t(leaps++)] = e;
    }
    if constexpr (kMode == Mode::Count) {
      count_ += std::uint64_t(big_count - big_head) + single_tail + std::uint64_t(big_count) * (spawns + off) +
                (single_tail ? std::uint64_t(leaps + off) : 0);
      return;
    }
    if constexpr (kMode == Mode::Landing) {
      const std::uint64_t fixed =
          std::uint64_t(big_count - big_head) + single_tail + std::uint64_t(big_count + single_tail) * off;
      table_->fixed += fixed;
      count_ += fixed;
      for (int i = 0; i < spawns; ++i) land(spawn_to[std::size_t(i)], big_count);
      for (int i = 0; i < leaps; ++i) land(leap_to[std::size_t(i)], 1);
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
      else if (may_land(content) && steps_legally(e, s))
        add(s, e, MoveKind::LoneStep);
    }
    if (off) add(s, kOff, MoveKind::LoneStep);
  }

  const Position& pos_;
  MoveList* list_;
  LandingTable* table_;
  Each each_;
  const Color us_;
  const Content own_;
  const bool strict_;
  const int steps_[4];
  std::uint64_t count_ = 0;
};

}  // namespace inchworm::steere::detail
