#include "rodeffer_ui.h"

#include <boost/json.hpp>

#include "rodeffer/distribute.h"
#include "rodeffer/movegen.h"
#include "rodeffer/notation.h"

namespace adapters::web {

namespace json = boost::json;
namespace rd = inchworm::rodeffer;
using rd::Bitboard;
using rd::Square;
using rd::square_name;

const rd::Position& rodeffer_position(const GameState& state) {
  return dynamic_cast<const rd::State&>(state).position();
}

namespace {

// A step deadline for the path searches: they are exact, and the deadline only keeps a page's
// question from holding up the bridge in a position nobody has met yet.
struct Deadline {
  std::chrono::steady_clock::time_point end;
  inchworm::Interrupt interrupt;
  explicit Deadline(std::chrono::milliseconds time)
      : end(std::chrono::steady_clock::now() + time),
        interrupt([this] { return std::chrono::steady_clock::now() >= end; }) {}
};

int side_index(rd::Color c) { return c == rd::RED ? 0 : 1; }

// Whether the own stack of `height` on `from` has a distribution over `free` (exact; unknown when
// the deadline came first).
std::optional<bool> has_distribution(const rd::Geometry& g, Square from, int height, Bitboard free,
                                     const inchworm::Interrupt* interrupt) {
  const auto found = rd::find_distribution(g, from, height, free, interrupt);
  if (!found) return std::nullopt;
  return *found != 0;
}

json::array square_list(Bitboard b) {
  json::array a;
  for (; b;) a.emplace_back(square_name(rd::pop_lsb(b)));
  return a;
}

const char* kind_name(rd::MoveType t) {
  switch (t) {
    case rd::MoveType::Drop:
      return "drop";
    case rd::MoveType::PrisonerDrop:
      return "prisoner";
    case rd::MoveType::Collect:
      return "collect";
    case rd::MoveType::Distribute:
      return "distribute";
    case rd::MoveType::Rescue:
      return "rescue";
    case rd::MoveType::Pass:
      return "pass";
  }
  return "?";
}

// The squares of `given` when it is a distribution path over exactly the move's squares: the order
// the player clicked (the canonical token may walk them in another order).
std::vector<Square> given_path(const rd::Position& before, std::string_view given, const rd::Move& m) {
  std::vector<Square> path;
  Bitboard set = 0;
  for (const std::string& name : squares_in_token(given)) {
    const auto s = rd::parse_square(name);
    if (!s) return {};
    path.push_back(*s);
    set |= rd::square_bb(*s);
  }
  if (path.empty() || path.front() != m.from || set != m.squares ||
      !rd::is_distribution_path(before.geometry(), path, before.empty()))
    return {};
  return path;
}

}  // namespace

LegalSummary summarize_legal_moves(const rd::Position& pos) {
  LegalSummary summary;
  if (pos.is_over()) return summary;
  rd::MoveList moves;
  rd::generate_simple(pos, moves);
  for (const rd::Move& m : moves) {
    switch (m.type) {
      case rd::MoveType::Drop:
        summary.drops |= rd::square_bb(m.from);
        break;
      case rd::MoveType::PrisonerDrop:
        summary.prisoner_drops |= rd::square_bb(m.from);
        break;
      case rd::MoveType::Collect:
        summary.collects.push_back({m.from, m.to, m.squares, rd::format_move(pos, m)});
        break;
      case rd::MoveType::Rescue:
        summary.rescue = rd::format_move(pos, m);
        break;
      default:
        break;
    }
  }
  const Deadline deadline(kContinuationTime);
  for (Bitboard b = pos.stacks(pos.side_to_move()); b;) {
    const Square s = rd::pop_lsb(b);
    if (pos.height(s) < 2) continue;
    // A stack whose search ran out of time counts as distributable: the move parser checks the end.
    if (has_distribution(pos.geometry(), s, pos.height(s), pos.empty(), &deadline.interrupt).value_or(true))
      summary.distributable |= rd::square_bb(s);
  }
  summary.pass = moves.empty() && !summary.distributable && rd::is_legal(pos, rd::Move::pass());
  return summary;
}

std::vector<CapturedStack> captured_stacks(const rd::Position& before, const rd::Move& m, Bitboard captured) {
  const rd::Color us = before.side_to_move();
  // The occupant of s on the board the move made (R3.2 decides captures on that board).
  auto placed = [&](Square s) -> CapturedStack {
    const std::string name = square_name(s);
    switch (m.type) {
      case rd::MoveType::Drop:
        if (s == m.from) return {name, side_index(us), before.height(s) + 1};
        break;
      case rd::MoveType::PrisonerDrop:
        if (s == m.from) return {name, side_index(~us), 1};
        break;
      case rd::MoveType::Collect:
        if (s == m.to) {
          int total = 0;
          for (Bitboard b = m.squares; b;) total += before.height(rd::pop_lsb(b));
          return {name, side_index(us), total};
        }
        break;
      case rd::MoveType::Distribute:
        if (m.squares & rd::square_bb(s)) return {name, side_index(us), 1};
        break;
      default:
        break;
    }
    return {name, side_index(before.colour(s)), before.height(s)};
  };
  std::vector<CapturedStack> out;
  for (Bitboard b = captured; b;) out.push_back(placed(rd::pop_lsb(b)));
  return out;
}

Expected<PathAnswer> distribution_continuations(const rd::Position& pos, const std::vector<Square>& path,
                                                std::chrono::milliseconds time) {
  using inchworm::Error;
  if (path.empty()) return Error{"a distribution path needs its stack's square"};
  if (pos.is_over()) return Error{"the game is over"};
  for (Square s : path)
    if (s < 0 || s >= rd::kSquares) return Error{"square out of range"};
  const Square from = path.front();
  if (!(pos.stacks(pos.side_to_move()) & rd::square_bb(from))) return Error{"no own stack on " + square_name(from)};
  const int height = pos.height(from);
  if (height < 2) return Error{"the stack on " + square_name(from) + " is a single piece: nothing to distribute"};
  if (int(path.size()) > height)
    return Error{"the stack on " + square_name(from) + " has only " + std::to_string(height) + " pieces"};
  const rd::Geometry& g = pos.geometry();
  // Name the first step at fault.
  Bitboard used = rd::square_bb(from);
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Bitboard b = rd::square_bb(path[i]);
    if (!(g.king[path[i - 1]] & b))
      return Error{square_name(path[i]) + " is not a king step from " + square_name(path[i - 1])};
    if (used & b) return Error{square_name(path[i]) + " is already on the path"};
    if (!(pos.empty() & b)) return Error{square_name(path[i]) + " is not empty"};
    used |= b;
  }
  PathAnswer answer;
  const int placed = int(path.size());
  if (placed == height) {
    answer.complete = true;
    return answer;
  }
  const Bitboard free = pos.empty() & ~used;
  const int after_next = height - placed - 1;  // pieces still to place beyond the next square
  const Deadline deadline(time);
  for (Bitboard b = g.king[path.back()] & free; b;) {
    const Square s = rd::pop_lsb(b);
    // The path goes on through s when a stack of after_next + 1 on s could spread over what is left.
    const auto through =
        after_next == 0 ? std::optional<bool>(true) : has_distribution(g, s, after_next + 1, free, &deadline.interrupt);
    if (through && !*through) continue;
    if (!through) answer.exact = false;
    answer.next.push_back(s);
  }
  return answer;
}

MoveDetail RodefferUi::describe_move(const GameState& before_state, std::string_view given,
                                     const PlayedMove& played) const {
  const rd::Position& before = rodeffer_position(before_state);
  MoveDetail d;
  d.shown = played.record;
  auto move = rd::parse_move(before, played.token);
  if (!move) return d;
  rd::Position after = before;
  rd::Position::Undo undo;
  const Bitboard captured = after.do_move(*move, undo);
  d.kind = kind_name(move->type);
  d.taken = captured_stacks(before, *move, captured);
  switch (move->type) {
    case rd::MoveType::Drop:
    case rd::MoveType::PrisonerDrop:
      d.squares.push_back(square_name(move->from));
      break;
    case rd::MoveType::Collect: {
      Square s = move->from;
      d.squares.push_back(square_name(s));
      for (int i = 1; i < rd::popcount(move->squares) && s != move->to; ++i) {
        s = before.geometry().step(s, move->dir);
        d.squares.push_back(square_name(s));
      }
      break;
    }
    case rd::MoveType::Distribute: {
      auto path = given_path(before, given, *move);
      if (path.empty()) {
        path = rd::distribution_path(before.geometry(), move->from, move->squares);
      } else {
        // Written in the order it was clicked, with the same captures.
        std::string text;
        for (Square s : path) text += (text.empty() ? "" : "-") + square_name(s);
        const auto x = played.record.find(" X ");
        d.shown = text + (x == std::string::npos ? "" : played.record.substr(x));
      }
      for (Square s : path) d.squares.push_back(square_name(s));
      break;
    }
    default:
      break;
  }
  return d;
}

std::vector<SideCounter> RodefferUi::counters(const GameState& state) const {
  const rd::Position& pos = rodeffer_position(state);
  return {{"stock", {pos.stock(rd::RED), pos.stock(rd::BLUE)}},
          {"prisoners", {pos.prisoners(rd::RED), pos.prisoners(rd::BLUE)}},
          {"score", {pos.score(rd::RED), pos.score(rd::BLUE)}}};
}

json::object RodefferUi::legal(const GameState& state) const {
  const LegalSummary legal = summarize_legal_moves(rodeffer_position(state));
  json::object o;
  o["drops"] = square_list(legal.drops);
  o["prisonerDrops"] = square_list(legal.prisoner_drops);
  o["distributable"] = square_list(legal.distributable);
  json::array collects;
  for (const auto& c : legal.collects)
    collects.push_back(json::object{
        {"from", square_name(c.from)}, {"to", square_name(c.to)}, {"token", c.token}, {"run", square_list(c.run)}});
  o["collects"] = std::move(collects);
  o["rescue"] = legal.rescue;
  o["pass"] = legal.pass;
  return o;
}

Expected<json::object> RodefferUi::continuations(const GameState& state,
                                                 const std::vector<std::string>& squares) const {
  std::vector<Square> path;
  for (const auto& name : squares) {
    const auto s = rd::parse_square(name);
    if (!s) return inchworm::Error{"'" + name + "' is not a square"};
    path.push_back(*s);
  }
  auto answer = distribution_continuations(rodeffer_position(state), path);
  if (!answer) return inchworm::Error{answer.error()};
  json::object o;
  json::array p, next;
  for (Square s : path) p.emplace_back(square_name(s));
  for (Square s : answer->next) next.emplace_back(square_name(s));
  o["path"] = std::move(p);
  o["next"] = std::move(next);
  o["complete"] = answer->complete;
  o["exact"] = answer->exact;
  if (answer->complete) {
    std::string token;
    for (Square s : path) token += (token.empty() ? "" : "-") + square_name(s);
    o["token"] = token;
  }
  return o;
}

}  // namespace adapters::web
