#include "diagram.h"

#include <cstdio>

#include "movegen.h"
#include "position_string.h"

namespace inchworm::wormchess {
namespace {

const char* kColourNames[2] = {"White", "Black"};
const char* kKindNames[kKinds] = {"king", "queen",      "rook",      "bishop",      "knight",
                                  "pawn", "half queen", "half rook", "half bishop", "crab"};

// Three characters: the piece's letter, then '-' on a stretched piece's rear and '+' on its front.
std::string cell(const Position& pos, Square s) {
  const Piece p = pos.piece_on(s);
  if (p == kNoPiece) return "   ";
  const char mark = !pos.is_stretched(s) ? ' ' : pos.is_front(s) ? '+' : '-';
  return {' ', piece_letter(kind_of(p), color_of(p)), mark};
}

std::string castling_text(int rights) {
  std::string out;
  for (int i = 0; i < 4; ++i)
    if (rights >> i & 1) out += "KQkq"[i];
  return out.empty() ? "none" : out;
}

std::string stretched_list(const Position& pos) {
  std::string out;
  for (Bitboard b = pos.stretched() & ~pos.fronts(); b;) {
    const Square rear = pop_lsb(b), front = pos.partner(rear);
    const Piece p = pos.piece_on(rear);
    out += std::string(out.empty() ? "" : ", ") + kColourNames[color_of(p)] + " " + kKindNames[kind_of(p)] + " " +
           square_name(rear) + "-" + square_name(front) + " (rear " + square_name(rear) + ", front " +
           square_name(front) + ")";
  }
  return out.empty() ? "none" : out;
}

std::string half_piece_list(const Position& pos) {
  std::string out;
  for (Bitboard b = pos.half_pieces(); b;) {
    const Square s = pop_lsb(b);
    const Piece p = pos.piece_on(s);
    out += std::string(out.empty() ? "" : ", ") + kColourNames[color_of(p)] + " " + kKindNames[kind_of(p)] + " on " +
           square_name(s);
  }
  return out.empty() ? "none" : out;
}

}  // namespace

std::string diagram(const Position& pos, const std::string& end) {
  const std::string files = "     a   b   c   d   e   f   g   h\n";
  const std::string rule = "   +---+---+---+---+---+---+---+---+\n";
  std::string out = files + rule;
  for (int rank = 7; rank >= 0; --rank) {
    out += " " + std::to_string(rank + 1) + " |";
    for (int file = 0; file < 8; ++file) out += cell(pos, make_square(file, rank)) + "|";
    out += " " + std::to_string(rank + 1) + "\n" + rule;
  }
  out += files + "\n";
  const Color us = pos.side_to_move();
  char key[32];
  std::snprintf(key, sizeof key, "%016llX", static_cast<unsigned long long>(pos.key()));
  out += "Legend: X- is the rear and X+ the front of a stretched piece";
  out += pos.variant().longworm ? "; H W F C are the half queen, rook, bishop and crab\n" : "\n";
  out += "Stretched: " + stretched_list(pos) + "\n";
  if (pos.variant().longworm) out += "Half pieces: " + half_piece_list(pos) + "\n";
  out += "Position: " + format_position(pos) + "\n";
  out += std::string("Rules: ") +
         (!pos.variant().longworm            ? "Inchworm Chess"
          : pos.variant().relative_halflings ? "Long Worm Chess, relative halflings"
                                             : "Long Worm Chess, absolute halflings") +
         "\n";
  out += std::string("Side to move: ") + kColourNames[us] + (pos.in_check(us) ? " (in check)" : "") + "\n";
  out += "Castling: " + castling_text(pos.castling()) + "\n";
  out += "En passant: " + (pos.ep_square() == kNoSquare ? std::string("none") : square_name(pos.ep_square())) + "\n";
  out += "Halfmove clock: " + std::to_string(pos.halfmove()) + " (a draw at 200), move number " +
         std::to_string(pos.fullmove()) + "\n";
  out += std::string("Key: ") + key + "\n";
  out += "Legal moves: " + std::to_string(count_legal(pos)) + "\n";
  out += "Game over: " + end + "\n";
  return out;
}

BoardView board_view(const Position& pos) {
  BoardView view;
  view.files = 8;
  view.ranks = 8;
  view.points.resize(kSquares);
  for (Square s = 0; s < kSquares; ++s) {
    const Piece p = pos.piece_on(s);
    if (p == kNoPiece) continue;
    BoardView::Point& point = view.points[std::size_t(s)];
    point.owner = color_of(p) == WHITE ? 0 : 1;
    point.label = std::string(1, piece_letter(kind_of(p), color_of(p)));
    if (pos.is_stretched(s))
      point.marks.push_back((pos.is_front(s) ? "rear:" : "front:") + square_name(pos.partner(s)));
    if (is_half(kind_of(p))) point.marks.push_back("half");
  }
  const Color us = pos.side_to_move();
  const bool checked = pos.in_check(us);
  // The king in check marked on its squares (both when it is stretched), for a GUI to ring.
  if (checked)
    for (Bitboard king = pos.king_squares(us); king;) view.points[std::size_t(pop_lsb(king))].marks.push_back("check");
  view.turn = std::string(kColourNames[us]) + " to move" + (checked ? ", in check" : "");
  view.notes = {"Castling: " + castling_text(pos.castling()),
                "En passant: " + (pos.ep_square() == kNoSquare ? std::string("none") : square_name(pos.ep_square())),
                "Halfmove clock " + std::to_string(pos.halfmove()) + ", move " + std::to_string(pos.fullmove()),
                "Stretched: " + stretched_list(pos)};
  return view;
}

}  // namespace inchworm::wormchess
