#include "notation.h"
#include "text.h"

#include <charconv>
#include <limits>
#include <vector>

namespace inchworm::rodeffer {
namespace {

// Stands for a number too long to hold; every range check refuses it.
constexpr long long kTooLarge = std::numeric_limits<long long>::max();

// A whole, unsigned decimal number; kTooLarge when it has more than 18 digits.
std::optional<long long> parse_number(std::string_view s) {
  if (s.empty() || s.find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
  if (s.size() > 18) return kTooLarge;
  long long n = 0;
  std::from_chars(s.data(), s.data() + s.size(), n);
  return n;
}

// One rank of the board string (R6.1): squares from file a, comma separated.
MaybeError parse_rank(std::string_view text, int rank, Setup& setup) {
  const std::string where = "rank " + std::to_string(rank + 1) + " " + quoted(text);
  int file = 0;
  for (std::string_view item : split_fields(text, ',')) {
    if (item.empty()) return Error{"empty square entry in " + where};
    const char kind = item[0];
    if (kind != 'x' && kind != 'r' && kind != 'b')
      return Error{"bad square entry " + quoted(item) + " in " + where + " (expected x, r or b)"};
    long long count = 1;
    if (item.size() > 1) {
      auto n = parse_number(item.substr(1));
      if (!n || *n < 1) return Error{"bad count in " + quoted(item) + " in " + where};
      count = *n;
    }
    if (kind == 'x') {
      if (count > kFiles - file) return Error{where + " has more than 8 squares"};
      file += int(count);
      continue;
    }
    if (file >= kFiles) return Error{where + " has more than 8 squares"};
    if (count > kMaxPieces) return Error{"stack " + quoted(item) + " higher than 25 in " + where};
    const Square s = make_square(file++, rank);
    setup.height[s] = int(count);
    setup.colour[s] = kind == 'r' ? RED : BLUE;
  }
  if (file != kFiles) return Error{where + " has " + std::to_string(file) + " squares, not 8"};
  return std::nullopt;
}

// A field of two numbers "a/b" (stocks, prisoners, scores).
MaybeError parse_pair(std::string_view text, const char* field, long long out[2]) {
  auto parts = split_fields(text, '/');
  if (parts.size() != 2) return Error{std::string("bad ") + field + " field " + quoted(text) + " (expected red/blue)"};
  for (int i = 0; i < 2; ++i) {
    auto n = parse_number(parts[std::size_t(i)]);
    if (!n) return Error{std::string("bad ") + field + " field " + quoted(text) + " (expected two numbers)"};
    if (*n == kTooLarge)
      return Error{std::string("bad ") + field + " field " + quoted(text) + ": " + quoted(parts[std::size_t(i)]) +
                   " out of range"};
    out[i] = *n;
  }
  return std::nullopt;
}

// All collect directions that walk from `first` over own stacks to `last` (R2.2, R7.1).
std::vector<int> collect_directions(const Position& pos, Square first, Square last, Bitboard* runs) {
  std::vector<int> dirs;
  const Bitboard own = pos.stacks(pos.side_to_move());
  if (first == last || !(own & square_bb(first)) || !(own & square_bb(last))) return dirs;
  for (int d = 0; d < kDirections; ++d) {
    Bitboard run = square_bb(first);
    bool reached = false;
    for (Square s = first; !reached;) {
      s = pos.geometry().step(s, d);
      if (s < 0 || !(own & square_bb(s)) || (run & square_bb(s))) break;
      run |= square_bb(s);
      reached = s == last;
    }
    if (reached) {
      runs[dirs.size()] = run;
      dirs.push_back(d);
    }
  }
  return dirs;
}

Expected<Move> illegal(std::string_view token, const std::string& why) {
  return Error{"illegal move " + quoted(token) + ": " + why};
}

// The parsers build moves from what the token says; is_legal confirms them against the rules once more.
Expected<Move> checked(const Position& pos, std::string_view token, const Move& m) {
  if (!is_legal(pos, m)) return illegal(token, "not a legal move here");
  return m;
}

Expected<Move> parse_collect(const Position& pos, std::string_view token) {
  const auto parts = split_fields(token, '=');
  std::vector<Square> squares;
  for (auto p : parts) {
    auto s = parse_square(p);
    if (!s) return Error{"bad move " + quoted(token) + ": " + quoted(p) + " is not a square"};
    squares.push_back(*s);
  }
  if (squares.size() > 3) return Error{"bad move " + quoted(token) + ": a collect is first=last or first=second=last"};
  Bitboard runs[kDirections];
  auto dirs = collect_directions(pos, squares.front(), squares.back(), runs);
  if (squares.size() == 3) {
    std::size_t keep = dirs.size();
    for (std::size_t i = 0; i < dirs.size(); ++i)
      if (pos.geometry().step(squares[0], dirs[i]) == squares[1]) keep = i;
    if (keep == dirs.size()) return illegal(token, "no run of own stacks from first over second to last");
    return checked(pos, token, Move::collect(squares[0], squares[2], dirs[keep], runs[keep]));
  }
  if (dirs.empty()) return illegal(token, "no straight run of own stacks from first to last");
  if (dirs.size() > 1) {
    // Each run is named by its second square.
    std::string ways;
    for (int d : dirs)
      ways += (ways.empty() ? "" : ", ") + square_name(squares[0]) + "=" +
              square_name(pos.geometry().step(squares[0], d)) + "=" + square_name(squares[1]);
    return illegal(token,
                   "ambiguous: " + std::to_string(dirs.size()) + " runs join these squares; write one of " + ways);
  }
  return checked(pos, token, Move::collect(squares[0], squares[1], dirs[0], runs[0]));
}

Expected<Move> parse_distribution(const Position& pos, std::string_view token) {
  std::vector<Square> path;
  for (auto p : split_fields(token, '-')) {
    auto s = parse_square(p);
    if (!s) return Error{"bad move " + quoted(token) + ": " + quoted(p) + " is not a square"};
    path.push_back(*s);
  }
  const Square from = path[0];
  if (!(pos.stacks(pos.side_to_move()) & square_bb(from)))
    return illegal(token, "no own stack on " + square_name(from));
  if (int(path.size()) != pos.height(from))
    return illegal(token, "the stack on " + square_name(from) + " has height " + std::to_string(pos.height(from)) +
                              " but the path has " + std::to_string(path.size()) + " squares");
  if (!is_distribution_path(pos.geometry(), path, pos.empty()))
    return illegal(token, "not a king path over empty squares without repeats");
  Bitboard set = 0;
  for (Square s : path) set |= square_bb(s);
  return checked(pos, token, Move::distribute(from, set));
}

}  // namespace

std::string square_name(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

std::optional<Square> parse_square(std::string_view t) {
  if (t.size() != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8') return std::nullopt;
  return make_square(t[0] - 'a', t[1] - '1');
}

std::string format_position(const Position& pos) {
  std::string out;
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    int gap = 0;
    bool first = true;
    auto item = [&](const std::string& s) {
      out += (first ? "" : ",") + s;
      first = false;
    };
    for (int file = 0; file < kFiles; ++file) {
      const Square s = make_square(file, rank);
      if (!pos.height(s)) {
        ++gap;
        continue;
      }
      if (gap) item(gap == 1 ? "x" : "x" + std::to_string(gap));
      gap = 0;
      const char c = pos.colour(s) == RED ? 'r' : 'b';
      item(pos.height(s) == 1 ? std::string(1, c) : c + std::to_string(pos.height(s)));
    }
    if (gap) item(gap == 1 ? "x" : "x" + std::to_string(gap));
    if (rank) out += '/';
  }
  auto pair = [](auto a, auto b) { return std::to_string(a) + "/" + std::to_string(b); };
  out += pos.side_to_move() == RED ? " r " : " b ";
  out += pair(pos.stock(RED), pos.stock(BLUE)) + " " + pair(pos.prisoners(RED), pos.prisoners(BLUE)) + " " +
         pair(pos.score(RED), pos.score(BLUE)) + " " + std::to_string(pos.quiet()) + " " +
         std::to_string(pos.move_number());
  return out;
}

Expected<Position> parse_position(std::string_view text, const Rules& rules) {
  std::vector<std::string_view> fields;
  for (auto f : split_fields(text, ' '))
    if (!f.empty()) fields.push_back(f);
  static const char* kFieldNames[] = {"board", "side", "stocks", "prisoners", "scores", "quiet", "move number"};
  if (fields.size() < 7)
    return Error{"bad position string: missing field '" + std::string(kFieldNames[fields.size()]) + "'"};
  if (fields.size() > 7)
    return Error{"bad position string: unexpected " + quoted(fields[7]) + " after the move number"};
  Setup setup;
  const auto ranks = split_fields(fields[0], '/');
  if (ranks.size() != kRanks)
    return Error{"bad position string: board " + quoted(fields[0]) + " has " + std::to_string(ranks.size()) +
                 " ranks, not 8"};
  for (int i = 0; i < kRanks; ++i)
    if (auto e = parse_rank(ranks[std::size_t(i)], kRanks - 1 - i, setup))
      return Error{"bad position string: " + e->message};
  if (fields[1] != "r" && fields[1] != "b")
    return Error{"bad position string: side " + quoted(fields[1]) + " (expected r or b)"};
  setup.side = fields[1] == "r" ? RED : BLUE;
  long long pair[2];
  if (auto e = parse_pair(fields[2], "stocks", pair)) return Error{"bad position string: " + e->message};
  setup.stock[RED] = pair[0], setup.stock[BLUE] = pair[1];
  if (auto e = parse_pair(fields[3], "prisoners", pair)) return Error{"bad position string: " + e->message};
  setup.prisoners[RED] = pair[0], setup.prisoners[BLUE] = pair[1];
  if (auto e = parse_pair(fields[4], "scores", pair)) return Error{"bad position string: " + e->message};
  setup.score[RED] = pair[0], setup.score[BLUE] = pair[1];
  const std::string counters = ".." + std::to_string(kMaxPlyCount) + ")";
  auto quiet = parse_number(fields[5]);
  if (!quiet) return Error{"bad position string: quiet count " + quoted(fields[5])};
  if (*quiet > kMaxPlyCount)
    return Error{"bad position string: quiet count " + quoted(fields[5]) + " out of range (0" + counters};
  auto moveno = parse_number(fields[6]);
  if (!moveno) return Error{"bad position string: move number " + quoted(fields[6])};
  if (*moveno < 1 || *moveno > kMaxPlyCount)
    return Error{"bad position string: move number " + quoted(fields[6]) + " out of range (1" + counters};
  setup.quiet = *quiet;
  setup.move_number = *moveno;
  auto pos = Position::create(rules, setup);
  if (!pos) return Error{"bad position string: " + pos.error()};
  return pos;
}

std::string format_move(const Position& pos, const Move& m) {
  switch (m.type) {
    case MoveType::Drop:
      return square_name(m.from);
    case MoveType::PrisonerDrop:
      return "P@" + square_name(m.from);
    case MoveType::Collect: {
      Bitboard runs[kDirections];
      const auto dirs = collect_directions(pos, m.from, m.to, runs);
      std::string s = square_name(m.from) + "=";
      if (dirs.size() > 1) s += square_name(pos.geometry().step(m.from, m.dir)) + "=";
      return s + square_name(m.to);
    }
    case MoveType::Distribute: {
      // Written square by square into one string: a divide of Figure 4b writes 134,810 of them.
      std::string s;
      s.reserve(3 * std::size_t(popcount(m.squares)));
      for (Square sq : distribution_path(pos.geometry(), m.from, m.squares)) {
        if (!s.empty()) s += '-';
        s += char('a' + file_of(sq));
        s += char('1' + rank_of(sq));
      }
      return s;
    }
    case MoveType::Rescue:
      return "R" + std::to_string(pos.prisoners(~pos.side_to_move()));
    case MoveType::Pass:
      return "pass";
  }
  return "?";
}

Expected<Move> parse_move(const Position& pos, std::string_view token) {
  if (token.empty()) return Error{"bad move: empty"};
  if (pos.is_over()) return illegal(token, "the game is over");
  Move m;
  if (token == "pass" || token == "0000") {
    m = Move::pass();
    if (!is_legal(pos, m)) return illegal(token, "passing is allowed only when no other move is");
    return m;
  }
  if (token[0] == 'R') {
    auto n = parse_number(token.substr(1));
    if (!n) return Error{"bad move " + quoted(token) + ": a rescue is R and the number rescued"};
    const int held = pos.prisoners(~pos.side_to_move());
    if (held == 0) return illegal(token, "the opponent holds no prisoners");
    if (*n != held)
      return illegal(token,
                     "the opponent holds " + std::to_string(held) + " prisoners; write R" + std::to_string(held));
    return Move::rescue();
  }
  if (token.substr(0, 2) == "P@") {
    auto s = parse_square(token.substr(2));
    if (!s) return Error{"bad move " + quoted(token) + ": " + quoted(token.substr(2)) + " is not a square"};
    m = Move::prisoner_drop(*s);
    if (!pos.rules().prisoner_drops) return illegal(token, "prisoner drops are off (option PrisonerDrops)");
    if (!is_legal(pos, m))
      return illegal(token, pos.prisoners(pos.side_to_move()) ? "the square is not empty" : "no prisoners to drop");
    return m;
  }
  if (token.find('=') != std::string_view::npos) return parse_collect(pos, token);
  if (token.find('-') != std::string_view::npos) return parse_distribution(pos, token);
  auto s = parse_square(token);
  if (!s) return Error{"bad move " + quoted(token)};
  m = Move::drop(*s);
  if (!is_legal(pos, m))
    return illegal(token,
                   pos.stock(pos.side_to_move()) == 0 ? "the stock is empty" : "the square holds an enemy stack");
  return m;
}

std::string format_squares(Bitboard squares) {
  std::string s;
  for (int file = 0; file < kFiles; ++file)
    for (int rank = 0; rank < kRanks; ++rank)
      if (squares & square_bb(make_square(file, rank)))
        s += (s.empty() ? "" : "-") + square_name(make_square(file, rank));
  return s;
}

std::string format_record_move(const Position& before, const Move& m, Bitboard captured) {
  std::string s = format_move(before, m);
  if (captured) s += " " + std::string(kCaptureMarker) + " " + format_squares(captured);
  return s;
}

}  // namespace inchworm::rodeffer
