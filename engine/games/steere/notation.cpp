#include "notation.h"
#include "text.h"

#include <charconv>
#include <vector>

namespace inchworm::steere {
namespace {

// Stands for a number too long to hold; every range check refuses it.
constexpr long long kTooLarge = 1'000'000'000'000'000'000LL;

// A decimal number without sign or leading zeros ("0" itself is allowed); kTooLarge past 18 digits.
std::optional<long long> parse_number(std::string_view s) {
  if (s.empty() || s.find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
  if (s.size() > 1 && s[0] == '0') return std::nullopt;
  if (s.size() > 18) return kTooLarge;
  long long n = 0;
  std::from_chars(s.data(), s.data() + s.size(), n);
  return n;
}

// One rank of the board field (S8.1): entries from file a, comma separated, appended to `setup`.
MaybeError parse_rank(std::string_view text, int rank_from_top, Setup& setup) {
  const std::string where = "rank " + std::to_string(rank_from_top + 1) + " from the top " + quoted(text);
  int squares = 0;
  for (std::string_view item : split_fields(text, ',')) {
    if (item.empty()) return Error{"bad board field: empty square entry in " + where};
    const char kind = item[0];
    if (kind != 'x' && kind != 'r' && kind != 'b')
      return Error{"bad board field: bad square entry " + quoted(item) + " in " + where + " (expected x, r or b)"};
    long long count = 1;
    if (item.size() > 1) {
      const auto n = parse_number(item.substr(1));
      if (!n || *n < 1)
        return Error{"bad board field: bad number in " + quoted(item) + " in " + where +
                     " (a decimal number >= 1 without leading zeros)"};
      count = *n;
    }
    if (kind == 'x') {
      if (count > kMaxSide - squares) return Error{"bad board field: " + where + " has more than 16 squares"};
      squares += int(count);
      for (long long i = 0; i < count; ++i) {
        setup.height.push_back(0);
        setup.colour.push_back(RED);
      }
      continue;
    }
    if (squares >= kMaxSide) return Error{"bad board field: " + where + " has more than 16 squares"};
    if (count > kMaxCheckers)
      return Error{"bad board field: stack " + quoted(item) + " in " + where + " is higher than " +
                   std::to_string(kMaxCheckers) + ", more than any side has"};
    ++squares;
    setup.height.push_back(int(count));
    setup.colour.push_back(kind == 'r' ? RED : BLUE);
  }
  if (setup.columns == 0) setup.columns = squares;
  if (squares != setup.columns)
    return Error{"bad board field: " + where + " has " + std::to_string(squares) + " squares, the ranks above it " +
                 std::to_string(setup.columns)};
  return std::nullopt;
}

// The board field: ranks from the top down; `setup` gets them from rank 1 up.
MaybeError parse_board(std::string_view text, Setup& setup) {
  const auto ranks = split_fields(text, '/');
  if (ranks.size() > std::size_t(kMaxSide))
    return Error{"bad board field: " + std::to_string(ranks.size()) + " ranks, more than 16"};
  std::vector<Setup> rows(ranks.size());
  for (std::size_t i = 0; i < ranks.size(); ++i) {
    rows[i].columns = i ? rows[0].columns : 0;
    if (auto bad = parse_rank(ranks[i], int(i), rows[i])) return bad;
  }
  setup.rows = int(ranks.size());
  setup.columns = rows[0].columns;
  for (std::size_t i = ranks.size(); i-- > 0;) {
    setup.height.insert(setup.height.end(), rows[i].height.begin(), rows[i].height.end());
    setup.colour.insert(setup.colour.end(), rows[i].colour.begin(), rows[i].colour.end());
  }
  return std::nullopt;
}

std::string stack_text(const Position& pos, Cell c) {
  const char letter = pos.content(c) == RED_STACK ? 'r' : 'b';
  return pos.height(c) == 1 ? std::string(1, letter) : letter + std::to_string(pos.height(c));
}

}  // namespace

std::string square_name(Cell c) { return char('a' + file_of(c)) + std::to_string(rank_of(c) + 1); }

std::optional<Cell> parse_square(std::string_view text, int rows, int columns) {
  if (text.size() < 2 || text[0] < 'a' || text[0] >= 'a' + columns) return std::nullopt;
  const auto rank = parse_number(text.substr(1));
  if (!rank || *rank < 1 || *rank > rows) return std::nullopt;
  return make_cell(text[0] - 'a', int(*rank - 1));
}

std::string format_position(const Position& pos) {
  std::string out;
  for (int r = pos.rows() - 1; r >= 0; --r) {
    int empties = 0;
    bool first = true;
    auto entry = [&](const std::string& text) {
      out += (first ? "" : ",") + text;
      first = false;
    };
    auto flush = [&] {
      if (empties) entry(empties == 1 ? "x" : "x" + std::to_string(empties));
      empties = 0;
    };
    for (int f = 0; f < pos.columns(); ++f) {
      const Cell c = make_cell(f, r);
      if (pos.content(c) == EMPTY) {
        ++empties;
        continue;
      }
      flush();
      entry(stack_text(pos, c));
    }
    flush();
    if (r) out += '/';
  }
  out += pos.side_to_move() == RED ? " r " : " b ";
  out += std::to_string(pos.borne_off(RED)) + "/" + std::to_string(pos.borne_off(BLUE)) + " " +
         std::to_string(pos.move_number());
  return out;
}

Expected<Position> parse_position(std::string_view text, const Rules& rules) {
  std::vector<std::string_view> fields;
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == ' ' || text[i] == '\t') {
      ++i;
      continue;
    }
    std::size_t end = text.find_first_of(" \t", i);
    if (end == std::string_view::npos) end = text.size();
    fields.push_back(text.substr(i, end - i));
    i = end;
  }
  if (fields.size() != 4)
    return Error{"bad position string " + quoted(text) +
                 ": expected 4 fields (board side offRed/offBlue moveno), got " + std::to_string(fields.size())};
  Setup setup;
  if (auto bad = parse_board(fields[0], setup)) return *bad;
  if (fields[1] != "r" && fields[1] != "b") return Error{"bad side field " + quoted(fields[1]) + " (expected r or b)"};
  setup.side = fields[1] == "r" ? RED : BLUE;
  const auto off = split_fields(fields[2], '/');
  for (int c = 0; c < 2; ++c) {
    const auto n = off.size() == 2 ? parse_number(off[std::size_t(c)]) : std::nullopt;
    if (!n) return Error{"bad offRed/offBlue field " + quoted(fields[2]) + " (expected two numbers, red/blue)"};
    setup.off[c] = *n;
  }
  const auto move_number = parse_number(fields[3]);
  if (!move_number) return Error{"bad moveno field " + quoted(fields[3]) + " (expected a number >= 1)"};
  setup.move_number = *move_number;
  return Position::create(rules, setup);
}

std::string format_move(const Move& m) {
  if (m.is_pass()) return "pass";
  return square_name(m.from) + "-" + (m.to == kOff ? std::string("off") : square_name(m.to));
}

Expected<Move> parse_move(const Position& pos, std::string_view token) {
  const std::string size = std::to_string(pos.rows()) + "x" + std::to_string(pos.columns());
  auto refuse = [&](const std::string& why) -> Expected<Move> {
    return Error{"illegal move " + quoted(token) + ": " + why};
  };
  if (token == "pass") {
    if (pos.is_finished()) return refuse("the game is over");
    if (auto m = find_legal_move(pos, kOff, kOff)) return *m;
    return refuse("passing is allowed only without any other move (S6.1)");
  }
  const std::size_t dash = token.find('-');
  if (dash == std::string_view::npos)
    return Error{"bad move " + quoted(token) + ": expected <from>-<to>, <from>-off or pass"};
  const auto from_text = token.substr(0, dash), to_text = token.substr(dash + 1);
  const auto from = parse_square(from_text, pos.rows(), pos.columns());
  if (!from)
    return Error{"bad move " + quoted(token) + ": " + quoted(from_text) + " is not a square of this " + size +
                 " board"};
  std::optional<Cell> to = kOff;
  if (to_text != "off") to = parse_square(to_text, pos.rows(), pos.columns());
  if (!to)
    return Error{"bad move " + quoted(token) + ": " + quoted(to_text) + " is neither a square of this " + size +
                 " board nor off"};
  if (pos.is_finished()) return refuse("the game is over");
  const Color us = pos.side_to_move();
  if (pos.content(*from) != stack_of(us))
    return refuse(square_name(*from) + " holds no " + (us == RED ? "Red" : "Blue") + " stack");
  if (auto m = find_legal_move(pos, *from, *to)) return *m;
  return refuse("not a legal move here");
}

}  // namespace inchworm::steere
