#include "anatomy.h"

#include "distribute.h"
#include "notation.h"

namespace inchworm::rodeffer {

namespace {

int side_index(Color c) { return c == RED ? 0 : 1; }

const char* kind_name(MoveType t) {
  switch (t) {
    case MoveType::Drop:
      return "drop";
    case MoveType::PrisonerDrop:
      return "prisoner";
    case MoveType::Collect:
      return "collect";
    case MoveType::Distribute:
      return "distribute";
    case MoveType::Rescue:
      return "rescue";
    case MoveType::Pass:
      return "pass";
  }
  return "move";
}

// The squares of `given` when it is a distribution path over exactly the move's squares: the order
// the player gave (the canonical token may walk them in another order).
std::vector<Square> given_path(const Position& before, std::string_view given, const Move& m) {
  std::vector<Square> path;
  Bitboard set = 0;
  for (const std::string& choice : entry_choices(given, kFiles, kRanks)) {
    const auto s = parse_square(choice);
    if (!s) return {};
    path.push_back(*s);
    set |= square_bb(*s);
  }
  if (path.empty() || path.front() != m.from || set != m.squares ||
      !is_distribution_path(before.geometry(), path, before.empty()))
    return {};
  return path;
}

}  // namespace

std::vector<CapturedStack> captured_stacks(const Position& before, const Move& m, Bitboard captured) {
  const Color us = before.side_to_move();
  // The occupant of s on the board the move made (R3.2 decides captures on that board).
  auto placed = [&](Square s) -> CapturedStack {
    const std::string name = square_name(s);
    switch (m.type) {
      case MoveType::Drop:
        if (s == m.from) return {name, side_index(us), before.height(s) + 1};
        break;
      case MoveType::PrisonerDrop:
        if (s == m.from) return {name, side_index(~us), 1};
        break;
      case MoveType::Collect:
        if (s == m.to) {
          int total = 0;
          for (Bitboard b = m.squares; b;) total += before.height(pop_lsb(b));
          return {name, side_index(us), total};
        }
        break;
      case MoveType::Distribute:
        if (m.squares & square_bb(s)) return {name, side_index(us), 1};
        break;
      default:
        break;
    }
    return {name, side_index(before.colour(s)), before.height(s)};
  };
  std::vector<CapturedStack> out;
  for (Bitboard b = captured; b;) out.push_back(placed(pop_lsb(b)));
  return out;
}

Expected<MoveAnatomy> move_anatomy(const Position& before, std::string_view given) {
  auto move = parse_move(before, given);
  if (!move) return Error{move.error()};
  Position after = before;
  Position::Undo undo;
  const Bitboard captured = after.do_move(*move, undo);
  MoveAnatomy a;
  a.token = format_move(before, *move);
  a.kind = kind_name(move->type);
  a.taken = captured_stacks(before, *move, captured);
  a.record = format_record_move(before, *move, captured);
  switch (move->type) {
    case MoveType::Drop:
    case MoveType::PrisonerDrop:
      a.squares.push_back(square_name(move->from));
      break;
    case MoveType::Collect: {
      Square s = move->from;
      a.squares.push_back(square_name(s));
      for (int i = 1; i < popcount(move->squares) && s != move->to; ++i) {
        s = before.geometry().step(s, move->dir);
        a.squares.push_back(square_name(s));
      }
      break;
    }
    case MoveType::Distribute: {
      auto path = given_path(before, given, *move);
      if (path.empty()) {
        path = distribution_path(before.geometry(), move->from, move->squares);
      } else {
        // Written in the order given, with the same captures.
        std::string text;
        for (Square s : path) text += (text.empty() ? "" : "-") + square_name(s);
        const auto x = a.record.find(" " + std::string(kCaptureMarker) + " ");
        a.record = text + (x == std::string::npos ? "" : a.record.substr(x));
      }
      for (Square s : path) a.squares.push_back(square_name(s));
      break;
    }
    default:
      break;
  }
  return a;
}

}  // namespace inchworm::rodeffer
