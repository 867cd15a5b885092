#include "position.h"

#include <algorithm>
#include <cassert>

#include "captures.h"
#include "zobrist.h"

namespace inchworm::rodeffer {

Position::Position(const Rules& rules) : rules_(rules), geo_(&rodeffer::geometry(rules.topology)) {}

Position Position::start(const Rules& rules) {
  Position p(rules);
  p.st_.stock[RED] = std::uint8_t(rules.pieces[RED]);
  p.st_.stock[BLUE] = std::uint8_t(rules.pieces[BLUE]);
  p.st_.key = p.compute_key();
  assert(p.is_ok());
  return p;
}

Expected<Position> Position::create(const Rules& rules, const Setup& s) {
  const char* names[2] = {"red", "blue"};
  Position p(rules);
  int on_board[2] = {0, 0};
  for (Square sq = 0; sq < kSquares; ++sq) {
    if (s.height[sq] < 0) return Error{"negative height"};
    if (s.height[sq] == 0) continue;
    on_board[s.colour[sq]] += s.height[sq];
    if (on_board[s.colour[sq]] > kMaxPieces)
      return Error{std::string("more than 25 ") + names[s.colour[sq]] + " pieces on the board"};
    p.st_.stacks[s.colour[sq]] |= square_bb(sq);
    p.st_.height[sq] = std::uint8_t(s.height[sq]);
  }
  for (Color c : {RED, BLUE}) {
    if (s.stock[c] < 0 || s.stock[c] > kMaxPieces)
      return Error{std::string(names[c]) + " stock " + std::to_string(s.stock[c]) + " out of range 0..25"};
    if (s.prisoners[c] < 0 || s.prisoners[c] > kMaxPieces)
      return Error{std::string(names[c]) + " prisoners " + std::to_string(s.prisoners[c]) + " out of range 0..25"};
    if (s.score[c] < 0 || s.score[c] > 1000000)
      return Error{std::string(names[c]) + " score " + std::to_string(s.score[c]) + " out of range 0..1000000"};
  }
  for (Color c : {RED, BLUE}) {
    // R1.4 / R6.5 / R7.3: stock + on board + held by the opponent <= the side's total (a handicap
    // lowers it; fewer is allowed, for positions set up by hand).
    const long long total = s.stock[c] + on_board[c] + s.prisoners[~c];
    if (total > rules.pieces[c])
      return Error{std::string(names[c]) + " has " + std::to_string(total) +
                   " pieces in all (stock + board + held by the opponent), more than " +
                   std::to_string(rules.pieces[c]) + (c == RED ? " (option RedPieces)" : " (option BluePieces)")};
    p.st_.stock[c] = std::uint8_t(s.stock[c]);
    p.st_.prisoners[c] = std::uint8_t(s.prisoners[c]);
    p.st_.score[c] = std::uint32_t(s.score[c]);
  }
  const std::string counters = ".." + std::to_string(kMaxPlyCount) + ")";
  if (s.quiet < 0 || s.quiet > kMaxPlyCount)
    return Error{"quiet count " + std::to_string(s.quiet) + " out of range (0" + counters};
  if (s.move_number < 1 || s.move_number > kMaxPlyCount)
    return Error{"move number " + std::to_string(s.move_number) + " out of range (1" + counters};
  p.st_.side = s.side;
  p.st_.quiet = std::uint32_t(s.quiet);
  p.st_.move_number = std::uint32_t(s.move_number);
  p.st_.key = p.compute_key();
  assert(p.is_ok());
  return p;
}

int Position::pieces_on_board(Color c) const {
  int n = 0;
  for (Bitboard b = st_.stacks[c]; b;) n += st_.height[pop_lsb(b)];
  return n;
}

bool Position::is_over() const {
  const auto target = std::uint32_t(rules_.target);
  return st_.score[RED] >= target || st_.score[BLUE] >= target || st_.passes >= 2 ||
         (rules_.quiet_limit && st_.quiet >= std::uint32_t(rules_.quiet_limit));
}

bool Position::quiet_limit_reached() const {
  const auto target = std::uint32_t(rules_.target);
  return rules_.quiet_limit && st_.quiet >= std::uint32_t(rules_.quiet_limit) && st_.passes < 2 &&
         st_.score[RED] < target && st_.score[BLUE] < target;
}

GameResult Position::result() const {
  if (!is_over()) return GameResult::None;
  if (st_.score[RED] == st_.score[BLUE]) return GameResult::Draw;
  return st_.score[RED] > st_.score[BLUE] ? GameResult::RedWins : GameResult::BlueWins;
}

std::uint64_t Position::compute_key() const {
  const auto& k = zobrist::keys();
  std::uint64_t key = 0;
  for (Color c : {RED, BLUE}) {
    for (Bitboard b = st_.stacks[c]; b;) {
      Square s = pop_lsb(b);
      key ^= k.stack[c][s][st_.height[s]];
    }
    key ^= k.stock[c][st_.stock[c]] ^ k.prisoners[c][st_.prisoners[c]] ^ zobrist::score(c, st_.score[c]);
  }
  if (st_.side == BLUE) key ^= k.side;
  return key ^ k.passes[st_.passes];
}

void Position::put(Color c, Square s, int h) {
  st_.stacks[c] |= square_bb(s);
  st_.height[s] = std::uint8_t(h);
  st_.key ^= zobrist::keys().stack[c][s][h];
}

void Position::remove(Square s) {
  const Color c = colour(s);
  st_.key ^= zobrist::keys().stack[c][s][st_.height[s]];
  st_.stacks[c] &= ~square_bb(s);
  st_.height[s] = 0;
}

void Position::set_height(Square s, int h) {
  const Color c = colour(s);
  st_.key ^= zobrist::keys().stack[c][s][st_.height[s]] ^ zobrist::keys().stack[c][s][h];
  st_.height[s] = std::uint8_t(h);
}

void Position::set_stock(Color c, int n) {
  st_.key ^= zobrist::keys().stock[c][st_.stock[c]] ^ zobrist::keys().stock[c][n];
  st_.stock[c] = std::uint8_t(n);
}

void Position::set_prisoners(Color c, int n) {
  st_.key ^= zobrist::keys().prisoners[c][st_.prisoners[c]] ^ zobrist::keys().prisoners[c][n];
  st_.prisoners[c] = std::uint8_t(n);
}

void Position::add_score(Color c, std::uint32_t points) {
  st_.key ^= zobrist::score(c, st_.score[c]) ^ zobrist::score(c, st_.score[c] + points);
  st_.score[c] += points;
}

void Position::set_passes(int n) {
  st_.key ^= zobrist::keys().passes[st_.passes] ^ zobrist::keys().passes[n];
  st_.passes = std::uint8_t(n);
}

Bitboard Position::capturable() const {
  return captured_stacks(*geo_, rules_.capture == CaptureRule::Modern, st_.stacks[RED], st_.stacks[BLUE]);
}

// R3.2-R3.3: all captured stacks leave together; the owner's opponent holds and scores them.
Bitboard Position::resolve_captures() {
  const Bitboard taken = capturable();
  for (Color c : {RED, BLUE}) {
    int pieces = 0;
    for (Bitboard b = taken & st_.stacks[c]; b;) {
      Square s = pop_lsb(b);
      pieces += st_.height[s];
      remove(s);
    }
    if (pieces) {
      set_prisoners(~c, st_.prisoners[~c] + pieces);
      add_score(~c, std::uint32_t(pieces));
    }
  }
  return taken;
}

Bitboard Position::do_move(const Move& m, Undo& undo) {
  undo.previous = st_;
  const Color us = side_to_move(), them = ~us;
  switch (m.type) {
    case MoveType::Drop:  // R2.1
      if (st_.height[m.from])
        set_height(m.from, st_.height[m.from] + 1);
      else
        put(us, m.from, 1);
      set_stock(us, st_.stock[us] - 1);
      break;
    case MoveType::PrisonerDrop:  // R7.2: the piece stays the opponent's
      put(them, m.from, 1);
      set_prisoners(us, st_.prisoners[us] - 1);
      break;
    case MoveType::Collect: {  // R2.2
      int total = 0;
      for (Bitboard b = m.squares; b;) {
        Square s = pop_lsb(b);
        total += st_.height[s];
        remove(s);
      }
      put(us, m.to, total);
      break;
    }
    case MoveType::Distribute:  // R2.3
      set_height(m.from, 1);
      for (Bitboard b = m.squares & ~square_bb(m.from); b;) put(us, pop_lsb(b), 1);
      break;
    case MoveType::Rescue:  // R2.4
      set_stock(us, st_.stock[us] + st_.prisoners[them]);
      set_prisoners(them, 0);
      break;
    case MoveType::Pass:
      break;  // R2.5
  }
  const Bitboard taken = m.changes_board() ? resolve_captures() : 0;
  set_passes(m.type == MoveType::Pass ? st_.passes + 1 : 0);
  st_.quiet = taken ? 0 : std::min<std::uint32_t>(st_.quiet + 1, kMaxPlyCount);
  if (us == BLUE) st_.move_number = std::min<std::uint32_t>(st_.move_number + 1, kMaxPlyCount);
  st_.side = them;
  st_.key ^= zobrist::keys().side;
  assert(is_ok());
  return taken;
}

void Position::undo_move(const Undo& undo) {
  st_ = undo.previous;
  assert(is_ok());
}

bool Position::is_ok() const {
  if (st_.stacks[RED] & st_.stacks[BLUE]) return false;
  if (geo_ != &rodeffer::geometry(rules_.topology)) return false;
  for (Square s = 0; s < kSquares; ++s) {
    const bool on = (occupied() >> s) & 1;
    if (on != (st_.height[s] > 0) || st_.height[s] > zobrist::kMaxHeight) return false;
  }
  for (Color c : {RED, BLUE})
    if (st_.stock[c] + pieces_on_board(c) + st_.prisoners[~c] > rules_.pieces[c]) return false;
  if (st_.side > BLUE || st_.passes > 2 || st_.move_number < 1) return false;
  return st_.key == compute_key();
}

bool Position::operator==(const Position& o) const {
  const State &a = st_, &b = o.st_;
  for (Square s = 0; s < kSquares; ++s)
    if (a.height[s] != b.height[s]) return false;
  return rules_ == o.rules_ && a.stacks[0] == b.stacks[0] && a.stacks[1] == b.stacks[1] && a.stock[0] == b.stock[0] &&
         a.stock[1] == b.stock[1] && a.prisoners[0] == b.prisoners[0] && a.prisoners[1] == b.prisoners[1] &&
         a.score[0] == b.score[0] && a.score[1] == b.score[1] && a.quiet == b.quiet && a.move_number == b.move_number &&
         a.side == b.side && a.passes == b.passes && a.key == b.key;
}

}  // namespace inchworm::rodeffer
