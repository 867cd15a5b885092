#include "two_ply.h"

#include <array>

#include "captures.h"

namespace inchworm::rodeffer {
namespace {

// The opponent's number of replies after one of our moves that captures nothing, from the empty
// squares that move leaves. Their stacks, stock and prisoners are those of the position.
class Replies {
 public:
  // `sets` holds the tall stacks' listed distributions (a buffer kept from one count to the next).
  Replies(const Position& pos, DistributionCounter& counter, std::uint64_t budget, std::vector<Bitboard>& sets)
      : g_(pos.geometry()), counter_(counter), budget_(budget), empty_(pos.empty()), sets_(sets) {
    sets_.clear();
    const Color them = ~pos.side_to_move();
    theirs_ = pos.stacks(them);
    fixed_ = count_collects(g_, theirs_) + (pos.prisoners(~them) > 0 ? 1 : 0);  // R2.2, R2.4
    drops_ = pos.stock(them) > 0;                                               // R2.1
    prisoner_drops_ = pos.rules().prisoner_drops && pos.prisoners(them) > 0;    // R7.2
    for (Bitboard b = theirs_; b;) {                                            // R2.3
      const Square s = pop_lsb(b);
      const int h = pos.height(s);
      if (h < 2) continue;
      const auto n = counter_.count(g_, s, h, empty_, budget_);
      if (!n) failed_ = true;
      Tall& t = tall_[std::size_t(tall_count_++)];
      t = {s, h, distribution_reach(g_, s, h), n.value_or(0), 0, 0, 0};
      tall_reach_ |= t.reach;
      distributions_ += t.count;
    }
  }

  bool failed() const { return failed_; }
  bool prisoner_drops() const { return prisoner_drops_; }
  // Squares whose emptiness changes the count of some tall stack's distributions.
  Bitboard tall_reach() const { return tall_reach_; }

  // Replies when the empty squares are `empty_after`; `prisoner_drops` whether they still hold
  // prisoners to drop (our rescue takes them back).
  std::uint64_t after(Bitboard empty_after, bool prisoner_drops) {
    std::uint64_t n = fixed_;
    if (drops_) n += std::uint64_t(popcount(empty_after | theirs_));
    if (prisoner_drops) n += std::uint64_t(popcount(empty_after));
    const Bitboard changed = empty_after ^ empty_;
    if (!(changed & tall_reach_)) return with_pass(n + distributions_);
    for (int i = 0; i < tall_count_; ++i) {
      Tall& t = tall_[std::size_t(i)];
      const Bitboard near = changed & t.reach;
      if (!near)
        n += t.count;
      else if (near & empty_after)  // a square freed near it (a collect): a count from scratch
        n += recount(t, empty_after);
      else
        n += without(t, near);
    }
    return with_pass(n);
  }
  // The same when `emptied` more squares are empty (fewer when negative), none of them in tall_reach().
  std::uint64_t after_emptying(int emptied) const {
    std::int64_t n = std::int64_t(fixed_ + distributions_);
    if (drops_) n += popcount(empty_ | theirs_) + emptied;
    if (prisoner_drops_) n += popcount(empty_) + emptied;
    return with_pass(std::uint64_t(n));
  }

 private:
  static std::uint64_t with_pass(std::uint64_t n) { return n ? n : 1; }  // R2.5

  struct Tall {
    Square square;
    int height;
    Bitboard reach;
    std::uint64_t count;  // distributions on the position's empty squares
    int recounts;         // how often a move changed the squares near it
    std::uint32_t first;  // its distributions in sets_ once listed (size > 0)
    std::uint32_t size;
  };

  std::uint64_t recount(const Tall& t, Bitboard empty_after) {
    const auto d = counter_.count(g_, t.square, t.height, empty_after, budget_);
    if (!d) failed_ = true;
    return d.value_or(0);
  }

  // Distributions of t when the empty squares `filled` near it are filled: those of the position that
  // cover none of them (a path over the other squares is still a path). Tall stacks are met by many
  // of our moves (every drop, collect and distribution near them): after the second, their sets are
  // listed once and each further move costs a pass over them instead of a count from scratch.
  std::uint64_t without(Tall& t, Bitboard filled) {
    if (!t.count) return 0;
    if (!t.size) {
      if (t.height == 2 || t.recounts++ == 0) return recount(t, empty_ & ~filled);
      t.first = std::uint32_t(sets_.size());
      if (!counter_.enumerate(g_, t.square, t.height, empty_, budget_, [&](Bitboard set) { sets_.push_back(set); })) {
        failed_ = true;
        return 0;
      }
      t.size = std::uint32_t(sets_.size()) - t.first;
    }
    std::uint64_t n = 0;
    const Bitboard* set = sets_.data() + t.first;
    for (std::uint32_t i = 0; i < t.size; ++i) n += !(set[i] & filled);
    return n;
  }
  const Geometry& g_;
  DistributionCounter& counter_;
  std::uint64_t budget_;
  Bitboard empty_;
  Bitboard theirs_ = 0;
  std::uint64_t fixed_ = 0;
  bool drops_ = false;
  bool prisoner_drops_ = false;
  std::array<Tall, kSquares> tall_{};
  int tall_count_ = 0;
  Bitboard tall_reach_ = 0;
  std::uint64_t distributions_ = 0;
  std::vector<Bitboard>& sets_;
  bool failed_ = false;
};

// Which of our moves that put pieces on empty squares may capture (R3.2, R5). The board has no
// capturable group before the move, so a capture needs a group left without a liberty by the move:
// one of theirs whose liberties are all covered, or one of ours holding a placed piece with no empty
// square beside it (ours that hold none keep their liberties). Those are checked exactly.
class CaptureTest {
 public:
  CaptureTest(const Position& pos, int most_placed)
      : g_(pos.geometry()),
        us_(pos.side_to_move()),
        modern_(pos.rules().capture == CaptureRule::Modern),
        empty_(pos.empty()),
        own_(pos.stacks(us_)),
        theirs_(pos.stacks(~us_)) {
    for (Bitboard rest = theirs_; rest;) {
      const Bitboard group = g_.flood(square_bb(lsb(rest)), theirs_);
      rest &= ~group;
      const Bitboard libs = g_.orth_neighbours(group) & empty_;
      const int n = popcount(libs);
      if (n == 1) last_liberties_ |= libs;
      // A group without a liberty (kept under the modern rule) is not changed by our pieces.
      if (n >= 1 && n <= most_placed) few_liberties_[std::size_t(few_count_++)] = libs;
    }
  }

  // Empty squares where a single piece of ours may capture: some group's last liberty, or a square
  // with no empty square beside it.
  Bitboard risky_drops() const { return (last_liberties_ | ~g_.orth_neighbours(empty_)) & empty_; }

  bool captures(Bitboard placed) const {
    const Bitboard empty_after = empty_ & ~placed;
    if (!(placed & ~g_.orth_neighbours(empty_after)) && !covers_some_group(placed)) return false;
    const Bitboard mine = own_ | placed;
    return captured_stacks(g_, modern_, us_ == RED ? mine : theirs_, us_ == RED ? theirs_ : mine) != 0;
  }

 private:
  bool covers_some_group(Bitboard placed) const {
    for (int i = 0; i < few_count_; ++i)
      if (!(few_liberties_[std::size_t(i)] & ~placed)) return true;
    return false;
  }

  const Geometry& g_;
  Color us_;
  bool modern_;
  Bitboard empty_, own_, theirs_;
  Bitboard last_liberties_ = 0;
  std::array<Bitboard, kSquares> few_liberties_{};
  int few_count_ = 0;
};

}  // namespace

std::optional<std::uint64_t> TwoPlyCounter::count(Position& pos, DistributionCounter& counter, std::uint64_t budget) {
  if (pos.is_over()) return 0;
  bool failed = false;
  // The replies to a move, by making it: for moves that may capture (scores, prisoners and the
  // opponent's stacks change) and the rare kinds the arithmetic below leaves out.
  auto by_playing = [&](const Move& m) -> std::uint64_t {
    Position::Undo undo;
    pos.do_move(m, undo);
    const auto n = count_moves(pos, counter, budget);
    pos.undo_move(undo);
    if (!n) failed = true;
    return n.value_or(0);
  };
  // A constructed board that captures whatever is played next, or one where a move that captures
  // nothing reaches the quiet limit (R7.5) and ends the game: every move by making it.
  const int quiet_limit = pos.rules().quiet_limit;
  if (pos.capturable() || (quiet_limit && pos.quiet() + 1 >= std::uint32_t(quiet_limit))) {
    moves_.clear();
    if (!generate_all(pos, moves_, counter, budget)) return std::nullopt;
    std::uint64_t total = 0;
    for (const Move& m : moves_) total += by_playing(m);
    return failed ? std::nullopt : std::optional(total);
  }

  const Color us = pos.side_to_move(), them = ~us;
  const Geometry& g = pos.geometry();
  const Bitboard empty = pos.empty(), own = pos.stacks(us);
  Replies replies(pos, counter, budget, their_sets_);
  const bool their_prisoner_drops = replies.prisoner_drops();
  int tallest = 1;
  for (Bitboard b = own; b;) tallest = std::max(tallest, pos.height(pop_lsb(b)));
  const CaptureTest capture(pos, std::max(1, tallest - 1));
  std::uint64_t total = 0, moves = 0;

  if (pos.stock(us) > 0) {  // R2.1: onto an own stack nothing but a height changes
    total += std::uint64_t(popcount(own)) * replies.after(empty, their_prisoner_drops);
    const Bitboard risky = capture.risky_drops();
    const Bitboard alike = empty & ~risky & ~replies.tall_reach();
    total += std::uint64_t(popcount(alike)) * replies.after_emptying(-1);
    for (Bitboard b = empty & ~alike; b;) {
      const Bitboard s = square_bb(pop_lsb(b));
      total += (risky & s) && capture.captures(s) ? by_playing(Move::drop(lsb(s)))
                                                  : replies.after(empty & ~s, their_prisoner_drops);
    }
    moves += std::uint64_t(popcount(empty | own));
  }
  if (pos.rules().prisoner_drops && pos.prisoners(us) > 0) {  // R7.2: the piece is theirs
    for (Bitboard b = empty; b;) total += by_playing(Move::prisoner_drop(pop_lsb(b)));
    moves += std::uint64_t(popcount(empty));
  }
  // R2.2: a collect frees its run but the last square and never captures (its groups only shrink
  // into fewer squares, next to the ones it freed).
  if (!replies.tall_reach()) {
    const RunCounts runs = count_runs(g, own);
    for (int len = 2; len < int(runs.size()); ++len) {
      total += 2 * runs[std::size_t(len)] * replies.after_emptying(len - 1);
      moves += 2 * runs[std::size_t(len)];
    }
  } else {
    moves_.clear();
    generate_simple(pos, moves_, kCollects);
    for (const Move& m : moves_) total += replies.after(empty | (m.squares & ~square_bb(m.to)), their_prisoner_drops);
    moves += moves_.size();
  }
  for (Bitboard b = own; b;) {  // R2.3
    const Square s = pop_lsb(b);
    const int h = pos.height(s);
    if (h < 2) continue;
    sets_.clear();
    if (h == 2) {
      for (Bitboard n = g.king[s] & empty; n;) sets_.push_back(square_bb(s) | square_bb(pop_lsb(n)));
    } else if (!counter.enumerate(g, s, h, empty, budget, [&](Bitboard set) { sets_.push_back(set); })) {
      return std::nullopt;
    }
    for (const Bitboard set : sets_) {
      const Bitboard placed = set & ~square_bb(s);
      total += capture.captures(placed) ? by_playing(Move::distribute(s, set))
                                        : replies.after(empty & ~placed, their_prisoner_drops);
    }
    moves += sets_.size();
  }
  if (pos.prisoners(them) > 0) {  // R2.4: they no longer hold prisoners to drop
    total += replies.after(empty, false);
    ++moves;
  }
  if (!moves) total += by_playing(Move::pass());  // R2.5, R4.2
  if (failed || replies.failed()) return std::nullopt;
  return total;
}

}  // namespace inchworm::rodeffer
