// Building a position from its description, and N1.6's consistency rules with errors that name the
// field at fault.
#include <cassert>
#include <string>

#include "position.h"
#include "text.h"

namespace inchworm::wormchess {
namespace {

const char* colour_word(Color c) { return c == WHITE ? "white" : "black"; }

std::string token(Square rear, Square front) { return square_name(rear) + square_name(front); }

// N1.6: a stretched pawn's front is one square ahead, two from its start rank, or one diagonally ahead.
bool pawn_stretch_ok(Color c, Square rear, Square front) {
  const int ahead = (rank_of(front) - rank_of(rear)) * (c == WHITE ? 1 : -1);
  const int sideways = file_of(front) - file_of(rear);
  if (ahead == 1) return sideways >= -1 && sideways <= 1;
  return ahead == 2 && sideways == 0 && relative_rank(c, rear) == 1;
}

const CastlingRight kRights[4] = {WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO};
const char kRightLetters[] = "KQkq";

}  // namespace

Position Position::start(Variant variant) {
  Setup s;
  const Kind back[8] = {ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK};
  for (int f = 0; f < 8; ++f) {
    s.board[make_square(f, 0)] = make_piece(WHITE, back[f]);
    s.board[make_square(f, 1)] = make_piece(WHITE, PAWN);
    s.board[make_square(f, 6)] = make_piece(BLACK, PAWN);
    s.board[make_square(f, 7)] = make_piece(BLACK, back[f]);
  }
  s.castling = WHITE_OO | WHITE_OOO | BLACK_OO | BLACK_OOO;
  return create(variant, s).value();
}

Expected<Position> Position::create(Variant variant, const Setup& setup) {
  Position p(variant);
  for (Square s = 0; s < kSquares; ++s) {
    const Piece piece = setup.board[s];
    if (piece == kNoPiece) continue;
    if (kind_of(piece) >= kKinds || color_of(piece) > BLACK) return Error{"board: bad piece on " + square_name(s)};
    if (is_half(kind_of(piece)) && !variant.longworm)
      return Error{std::string("board: half piece '") + piece_letter(kind_of(piece), color_of(piece)) + "' on " +
                   square_name(s) + " exists only in Long Worm Chess"};
    p.put(s, piece);
  }
  for (const auto& [rear, front] : setup.stretched) {
    const std::string where = "stretched " + quoted(token(rear, front)) + ": ";
    if (rear == front) return Error{where + "joins a square to itself"};
    if (p.is_stretched(rear) || p.is_stretched(front)) return Error{where + "a square is in two tokens"};
    if (setup.board[rear] == kNoPiece) return Error{where + square_name(rear) + " is empty"};
    if (setup.board[rear] != setup.board[front])
      return Error{where + square_name(rear) + " and " + square_name(front) + " do not hold the same piece"};
    if (is_half(kind_of(setup.board[rear]))) return Error{where + "a half piece is never stretched"};
    p.link(rear, front);
  }
  for (Square s : setup.retreated) {
    if (p.st_.retreated >> s & 1) return Error{"retreated: " + square_name(s) + " listed twice"};
    p.st_.retreated |= square_bb(s);
  }
  if (setup.halfmove < 0 || setup.halfmove > kMaxCounter)
    return Error{"halfmove: " + std::to_string(setup.halfmove) + " out of range (0.." + std::to_string(kMaxCounter) +
                 ")"};
  if (setup.fullmove < 1 || setup.fullmove > kMaxCounter)
    return Error{"fullmove: " + std::to_string(setup.fullmove) + " out of range (1.." + std::to_string(kMaxCounter) +
                 ")"};
  p.st_.side = setup.side;
  p.st_.castling = std::uint8_t(setup.castling);
  p.st_.ep = std::uint8_t(setup.ep);
  p.st_.halfmove = std::uint32_t(setup.halfmove);
  p.st_.fullmove = std::uint32_t(setup.fullmove);
  if (auto error = p.consistency_error()) return *error;
  if (p.in_check(~p.side_to_move()))
    return Error{std::string("side: ") + colour_word(p.side_to_move()) + " is to move while " +
                 colour_word(~p.side_to_move()) + "'s king is in check"};
  p.st_.key = p.compute_key();
  if (p.st_.ep != kNoSquare && !p.legal_en_passant_exists()) p.set_ep(kNoSquare);  // N1.7
  assert(p.is_ok());
  return p;
}

MaybeError Position::consistency_error() const {
  for (Color c : {WHITE, BLACK}) {
    const Bitboard kings = pieces(c, KING);
    const int count = popcount(kings & ~st_.stretched) + popcount(kings & st_.stretched) / 2;
    if (count != 1)
      return Error{"board: " + std::to_string(count) + " " + colour_word(c) + " kings (exactly one is needed)"};
  }
  if (const Bitboard wrong = st_.by_kind[PAWN] & (kRank1 | kRank8))
    return Error{"board: a pawn on " + square_name(lsb(wrong)) + " (rank 1 or 8)"};
  if (!variant_.longworm && half_pieces())
    return Error{"board: a half piece on " + square_name(lsb(half_pieces())) + " exists only in Long Worm Chess"};
  for (Bitboard b = st_.fronts; b;) {
    const Square front = pop_lsb(b), rear = st_.partner[front];
    const Piece p = st_.board[front];
    if (is_half(kind_of(p)))
      return Error{"stretched " + quoted(token(rear, front)) + ": a half piece is never stretched"};
    if (kind_of(p) == PAWN && !pawn_stretch_ok(color_of(p), rear, front))
      return Error{"stretched " + quoted(token(rear, front)) +
                   ": a pawn stretches one square ahead, two from its start rank, or one diagonally ahead"};
  }
  for (Bitboard b = st_.retreated; b;) {
    const Square s = pop_lsb(b);
    const Piece p = st_.board[s];
    if (p == kNoPiece || kind_of(p) != PAWN || is_stretched(s) || relative_rank(color_of(p), s) != 1)
      return Error{"retreated: " + square_name(s) + " does not hold a consolidated pawn on its own start rank"};
  }
  for (int i = 0; i < 4; ++i) {
    if (!(st_.castling & kRights[i])) continue;
    const CastlingSquares& cs = castling_squares(kRights[i]);
    const Color c = i < 2 ? WHITE : BLACK;
    const Bitboard king = pieces(c, KING) & ~st_.stretched, rook = pieces(c, ROOK) & ~st_.stretched;
    if (!(king >> cs.king_from & 1) || !(rook >> cs.rook_from & 1))
      return Error{std::string("castling: right '") + kRightLetters[i] + "' needs the " + colour_word(c) +
                   " king and rook consolidated on " + square_name(cs.king_from) + " and " + square_name(cs.rook_from)};
  }
  if (st_.castling > 15) return Error{"castling: bad rights"};
  if (st_.ep != kNoSquare) {
    const Color mover = ~side_to_move();  // the side that just moved made the two-step
    const std::string where = "ep " + quoted(square_name(st_.ep)) + ": ";
    if (st_.ep >= kSquares || relative_rank(mover, st_.ep) != 2)
      return Error{where + "must be on rank " + (mover == WHITE ? "3 when Black" : "6 when White") + " is to move"};
    const Square beyond = mover == WHITE ? st_.ep + 8 : st_.ep - 8, behind = mover == WHITE ? st_.ep - 8 : st_.ep + 8;
    if (!((pieces(mover, PAWN) & ~st_.stretched) >> beyond & 1))
      return Error{where + "needs a consolidated " + colour_word(mover) + " pawn on " + square_name(beyond)};
    if (st_.board[behind] != kNoPiece) return Error{where + square_name(behind) + " must be empty"};
  }
  return std::nullopt;
}

}  // namespace inchworm::wormchess
