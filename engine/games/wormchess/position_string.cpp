#include "position_string.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "text.h"

namespace inchworm::wormchess {
namespace {

std::optional<Piece> piece_from_letter(char ch) {
  for (int k = 0; k < kKinds; ++k) {
    if (ch == kKindLetters[k]) return make_piece(WHITE, Kind(k));
    if (ch == kKindLetters[k] + 32) return make_piece(BLACK, Kind(k));
  }
  return std::nullopt;
}

// N1.1: ranks from 8 down to 1, squares from file a, digits for empty squares.
MaybeError parse_board(std::string_view text, Setup& setup) {
  const auto ranks = split_fields(text, '/');
  if (ranks.size() != 8) return Error{"board " + quoted(text) + ": " + std::to_string(ranks.size()) + " ranks, not 8"};
  for (int i = 0; i < 8; ++i) {
    const int rank = 7 - i;
    const std::string where = "board: rank " + std::to_string(rank + 1) + " " + quoted(ranks[std::size_t(i)]);
    int file = 0;
    for (char ch : ranks[std::size_t(i)]) {
      if (ch >= '1' && ch <= '8') {
        file += ch - '0';
      } else if (auto piece = piece_from_letter(ch)) {
        if (file < 8) setup.board[make_square(file, rank)] = *piece;
        ++file;
      } else {
        return Error{where + ": bad character " + quoted(std::string(1, ch))};
      }
      if (file > 8) return Error{where + " has more than 8 squares"};
    }
    if (file != 8) return Error{where + " has " + std::to_string(file) + " squares, not 8"};
  }
  return std::nullopt;
}

MaybeError parse_stretched(std::string_view text, Setup& setup) {
  if (text == "-") return std::nullopt;
  for (std::string_view item : split_fields(text, ',')) {
    const Square rear = item.size() == 4 ? parse_square(item.substr(0, 2)) : kNoSquare;
    const Square front = item.size() == 4 ? parse_square(item.substr(2, 2)) : kNoSquare;
    if (rear == kNoSquare || front == kNoSquare)
      return Error{"stretched: bad token " + quoted(item) + " (expected rear and front squares, like e2e4)"};
    setup.stretched.emplace_back(rear, front);
  }
  return std::nullopt;
}

MaybeError parse_retreated(std::string_view text, Setup& setup) {
  if (text == "-") return std::nullopt;
  for (std::string_view item : split_fields(text, ',')) {
    const Square s = parse_square(item);
    if (s == kNoSquare) return Error{"retreated: bad square " + quoted(item)};
    setup.retreated.push_back(s);
  }
  return std::nullopt;
}

MaybeError parse_castling(std::string_view text, Setup& setup) {
  if (text == "-") return std::nullopt;
  const std::string_view letters = "KQkq";
  std::size_t next = 0;  // N1.4: a subset in the order KQkq
  for (char ch : text) {
    const std::size_t at = letters.find(ch, next);
    if (at == std::string_view::npos)
      return Error{"castling: bad field " + quoted(text) + " (expected '-' or letters of KQkq in that order)"};
    setup.castling |= 1 << at;
    next = at + 1;
  }
  if (text.empty()) return Error{"castling: empty field"};
  return std::nullopt;
}

MaybeError parse_counter(std::string_view text, const char* field, long long lowest, long long& out) {
  const auto n = parse_number<long long>(text, lowest, kMaxCounter);
  if (!n)
    return Error{std::string(field) + ": " + quoted(text) + " is not a whole number from " + std::to_string(lowest) +
                 " to " + std::to_string(kMaxCounter)};
  out = *n;
  return std::nullopt;
}

void append_squares(std::string& out, Bitboard squares) {
  if (!squares) out += '-';
  for (bool first = true; squares; first = false) {
    if (!first) out += ',';
    out += square_name(pop_lsb(squares));
  }
}

}  // namespace

Square parse_square(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return kNoSquare;
  return make_square(text[0] - 'a', text[1] - '1');
}

Expected<Position> parse_position(std::string_view text, Variant variant) {
  const auto fields = split_fields(text, ' ');
  if (fields.size() != 8)
    return Error{"position string: " + std::to_string(fields.size()) +
                 " fields, expected 8 separated by single spaces (board stretched retreated side castling ep "
                 "halfmove fullmove)"};
  static const char* kNames[8] = {"board", "stretched", "retreated", "side", "castling", "ep", "halfmove", "fullmove"};
  for (std::size_t i = 0; i < 8; ++i)
    if (fields[i].empty())
      return Error{std::string(kNames[i]) + ": empty field (fields are separated by single spaces)"};
  Setup setup;
  if (auto e = parse_board(fields[0], setup)) return *e;
  if (auto e = parse_stretched(fields[1], setup)) return *e;
  if (auto e = parse_retreated(fields[2], setup)) return *e;
  if (fields[3] != "w" && fields[3] != "b") return Error{"side: " + quoted(fields[3]) + " is not 'w' or 'b'"};
  setup.side = fields[3] == "w" ? WHITE : BLACK;
  if (auto e = parse_castling(fields[4], setup)) return *e;
  if (fields[5] != "-") {
    setup.ep = parse_square(fields[5]);
    if (setup.ep == kNoSquare) return Error{"ep: bad square " + quoted(fields[5])};
  }
  if (auto e = parse_counter(fields[6], "halfmove", 0, setup.halfmove)) return *e;
  if (auto e = parse_counter(fields[7], "fullmove", 1, setup.fullmove)) return *e;
  return Position::create(variant, setup);
}

std::string format_identity(const Position& pos) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const Piece p = pos.piece_on(make_square(file, rank));
      if (p == kNoPiece) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      out += piece_letter(kind_of(p), color_of(p));
    }
    if (empty) out += char('0' + empty);
    if (rank) out += '/';
  }
  out += ' ';
  // N1.2: one token per stretched piece, ordered by rear square.
  Bitboard rears = pos.stretched() & ~pos.fronts();
  if (!rears) out += '-';
  for (bool first = true; rears; first = false) {
    const Square rear = pop_lsb(rears);
    if (!first) out += ',';
    out += square_name(rear) + square_name(pos.partner(rear));
  }
  out += ' ';
  append_squares(out, pos.retreated());
  out += pos.side_to_move() == WHITE ? " w " : " b ";
  if (!pos.castling()) out += '-';
  for (int i = 0; i < 4; ++i)
    if (pos.castling() >> i & 1) out += "KQkq"[i];
  out += ' ';
  out += pos.ep_square() == kNoSquare ? "-" : square_name(pos.ep_square());
  return out;
}

std::string format_position(const Position& pos) {
  return format_identity(pos) + ' ' + std::to_string(pos.halfmove()) + ' ' + std::to_string(pos.fullmove());
}

}  // namespace inchworm::wormchess
