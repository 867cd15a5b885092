#include "notation.h"

#include <algorithm>
#include <cctype>

#include "movegen.h"
#include "position_string.h"
#include "text.h"

namespace inchworm::wormchess {
namespace {

const char* colour_name(Color c) { return c == WHITE ? "White" : "Black"; }

Kind promotion_from_letter(char ch) {
  switch (ch) {
    case 'q':
      return QUEEN;
    case 'r':
      return ROOK;
    case 'b':
      return BISHOP;
    case 'n':
      return KNIGHT;
    default:
      return kKinds;
  }
}

// What the token would mean in pos, before legality: the kind of move follows from the piece on the
// first square (N2.6).
Expected<Move> interpret(const Position& pos, const std::string& token) {
  const std::string bad = "bad move " + quoted(token) + ": ";
  const Square from = token.size() >= 4 ? parse_square(std::string_view(token).substr(0, 2)) : kNoSquare;
  const Square to = token.size() >= 4 ? parse_square(std::string_view(token).substr(2, 2)) : kNoSquare;
  if ((token.size() != 4 && token.size() != 5) || from == kNoSquare || to == kNoSquare)
    return Error{bad + "expected <from><to>, plus q, r, b or n when promoting (e2e4, b7a8n)"};
  const Color us = pos.side_to_move();
  const Piece p = pos.piece_on(from);
  if (p == kNoPiece) return Error{bad + "no piece on " + square_name(from)};
  if (color_of(p) != us)
    return Error{bad + square_name(from) + " holds a piece of " + colour_name(~us) + ", and " + colour_name(us) +
                 " is to move"};
  const Kind kind = kind_of(p);
  MoveType type = MoveType::Stretch;
  if (pos.is_stretched(from)) {
    const Square other = pos.partner(from);
    if (to != other)
      return Error{bad + "the piece on " + square_name(from) + " is stretched over " + square_name(from) + " and " +
                   square_name(other) + "; it can only consolidate (" + square_name(from) + square_name(other) + ")"};
    type = MoveType::Consolidate;
  } else if (is_half(kind)) {
    type = MoveType::HalfMove;
  } else if (kind == KING && rank_of(from) == rank_of(to) && std::abs(file_of(from) - file_of(to)) == 2) {
    type = MoveType::Castle;
  } else if (kind == PAWN && to == pos.ep_square() && file_of(from) != file_of(to)) {
    type = MoveType::EnPassant;
  } else if (kind == PAWN && relative_rank(us, to) == 7) {
    type = MoveType::Promotion;
  }
  Kind promotion = QUEEN;
  if (type == MoveType::Promotion) {
    if (token.size() != 5) return Error{bad + "a pawn reaching the last rank must name its new piece (q, r, b or n)"};
    promotion = promotion_from_letter(token[4]);
    if (promotion == kKinds) return Error{bad + "the new piece must be q, r, b or n"};
  } else if (token.size() == 5) {
    return Error{bad + "a promotion letter is only for a pawn reaching the last rank"};
  }
  return Move::make(type, from, to, promotion);
}

std::string kind_prefix(Kind k) { return k == PAWN ? "" : std::string(1, kKindLetters[k]); }

}  // namespace

std::string format_move(Move m) {
  std::string s = square_name(m.from()) + square_name(m.to());
  if (m.type() == MoveType::Promotion) s += char(kKindLetters[m.promotion()] + 32);
  return s;
}

Expected<Move> parse_move(const Position& pos, std::string_view token) {
  const std::string text(token);
  // N2.1: one spelling per move, as in the other games: an upper-case letter is refused, not folded.
  if (std::any_of(text.begin(), text.end(), [](unsigned char ch) { return std::isupper(ch); }))
    return Error{"bad move " + quoted(token) + ": move tokens are lower case (N2.1)"};
  auto m = interpret(pos, text);
  if (!m) return m;
  if (is_legal(pos, *m)) return m;
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  const bool possible = std::find(pseudo.begin(), pseudo.end(), *m) != pseudo.end();
  if (possible)
    return Error{"illegal move " + quoted(token) + ": it would leave " + colour_name(pos.side_to_move()) +
                 "'s king in check (C3.3)"};
  return Error{"illegal move " + quoted(token) + ": the piece on " + square_name(m->from()) + " cannot make it here"};
}

std::string record_move(const Position& pos, Move m) {
  const Kind kind = kind_of(pos.piece_on(m.from()));
  const Square from = m.from(), to = m.to();
  std::string s;
  switch (m.type()) {
    case MoveType::Castle:
      s = to > from ? "O-O" : "O-O-O";
      break;
    case MoveType::Consolidate:
      s = kind_prefix(kind) + square_name(from) + "-" + square_name(to);
      break;
    case MoveType::EnPassant:
      s = square_name(from) + "x" + square_name(to) + " e.p.";
      break;
    default: {
      s = kind_prefix(kind) + square_name(from);
      const Piece victim = pos.piece_on(to);
      s += (victim == kNoPiece ? "-" : "x") + square_name(to);
      // A captured stretched piece that leaves whole shows its other square too; a cut does not (N3).
      const bool cut = pos.variant().longworm && kind_of(victim) != PAWN && kind_of(victim) != KING;
      if (victim != kNoPiece && pos.is_stretched(to) && !cut) s += "x" + square_name(pos.partner(to));
      if (m.type() == MoveType::Promotion) s += std::string("=") + kKindLetters[m.promotion()];
    }
  }
  Position after = pos;
  Position::Undo undo;
  after.do_move(m, undo);
  if (after.in_check(after.side_to_move())) s += has_legal_move(after) ? "+" : "#";
  return s;
}

}  // namespace inchworm::wormchess
