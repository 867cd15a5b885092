#include "reference_rules.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace reference {
namespace {

int file(int s) { return s % 8; }
int rank(int s) { return s / 8; }
bool inside(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
int at(int f, int r) { return r * 8 + f; }
bool is_white(char c) { return c >= 'A' && c <= 'Z'; }
char upper(char c) { return is_white(c) ? c : char(c - 32); }
char in_colour(char letter, bool white) { return white ? letter : char(letter + 32); }
int sign(int x) { return (x > 0) - (x < 0); }

bool empty(const Board& b, int s) { return b.square[s] == '.'; }
bool owned_by(const Board& b, int s, bool white) { return !empty(b, s) && is_white(b.square[s]) == white; }

std::string name(int s) { return {char('a' + file(s)), char('1' + rank(s))}; }
int square_of(const std::string& t) { return at(t[0] - 'a', t[1] - '1'); }

// How many squares lie from s to the edge in direction (df, dr).
int edge_distance(int s, int df, int dr) {
  int n = 0;
  for (int f = file(s) + df, r = rank(s) + dr; inside(f, r); f += df, r += dr) ++n;
  return n;
}

bool moves_along(char kind, int df, int dr) {
  const bool orthogonal = df == 0 || dr == 0;
  switch (kind) {
    case 'Q':
    case 'H':
      return true;
    case 'R':
    case 'W':
      return orthogonal;
    default:  // B, F
      return !orthogonal;
  }
}

// L3.2: how many squares a half piece on s may go in direction (df, dr).
int half_limit(const Board& b, int s, int df, int dr) {
  const int m = edge_distance(s, df, dr);
  if (!b.relative) return (m + 1) / 2;
  int n = m;
  int d = 1;
  for (int f = file(s) + df, r = rank(s) + dr; inside(f, r); f += df, r += dr, ++d) {
    const int t = at(f, r);
    if (empty(b, t)) continue;
    n = owned_by(b, t, is_white(b.square[s])) ? d - 1 : d;
    break;
  }
  return (n + 1) / 2;
}

// Could the piece on `from` capture an enemy piece standing on `target`?
bool piece_attacks(const Board& b, int from, int target) {
  const char c = b.square[from];
  const bool white = is_white(c);
  const char kind = upper(c);
  const int df = file(target) - file(from), dr = rank(target) - rank(from);
  const int adf = std::abs(df), adr = std::abs(dr);
  switch (kind) {
    case 'P':
      return dr == (white ? 1 : -1) && adf == 1;
    case 'N':
      return (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
    case 'K':
      return std::max(adf, adr) == 1;
    case 'C': {
      const int forward = white ? dr : -dr;
      return (adf == 1 && forward == 2) || (adf == 2 && forward == -1);
    }
    default:
      break;
  }
  if (!(df == 0 || dr == 0 || adf == adr) || (df == 0 && dr == 0)) return false;
  if (!moves_along(kind, df, dr)) return false;
  const int dist = std::max(adf, adr);
  for (int k = 1; k < dist; ++k)
    if (!empty(b, at(file(from) + k * sign(df), rank(from) + k * sign(dr)))) return false;
  if (kind == 'Q' || kind == 'R' || kind == 'B') return true;
  if (!b.relative) return dist <= (edge_distance(from, sign(df), sign(dr)) + 1) / 2;
  return dist <= (dist + 1) / 2;  // the target is the first piece met: n = dist
}

void unlink(Board& b, int s) {
  const int o = b.partner[s];
  b.partner[s] = b.partner[o] = -1;
  b.front[s] = b.front[o] = false;
}

void drop_rights_for(Board& b, int s) {
  const int corners[4] = {7, 0, 63, 56};
  for (int i = 0; i < 4; ++i)
    if (s == corners[i]) b.rights[i] = false;
}

void capture(Board& b, int t) {
  const char victim = b.square[t];
  if (b.partner[t] >= 0) {
    const int o = b.partner[t];
    unlink(b, t);
    b.square[t] = '.';
    const char kind = upper(victim);
    if (b.longworm && kind != 'P' && kind != 'K') {
      const char half = kind == 'Q' ? 'H' : kind == 'R' ? 'W' : kind == 'B' ? 'F' : 'C';
      b.square[o] = in_colour(half, is_white(victim));
    } else {
      b.square[o] = '.';
    }
  } else {
    b.square[t] = '.';
    b.retreated[t] = false;
  }
  drop_rights_for(b, t);
}

void finish(Board& b, bool reset_clock) {
  b.halfmove = reset_clock ? 0 : b.halfmove + 1;
  if (!b.white_to_move) ++b.fullmove;
  b.white_to_move = !b.white_to_move;
}

Board stretch(const Board& b, int s, int t, char promotion) {
  Board n = b;
  n.ep = -1;
  const bool white = b.white_to_move;
  const char kind = upper(b.square[s]);
  const bool took = !empty(b, t);
  if (took) capture(n, t);
  const char piece = promotion ? in_colour(promotion, white) : b.square[s];
  n.square[s] = n.square[t] = piece;
  n.partner[s] = t;
  n.partner[t] = s;
  n.front[t] = true;
  n.retreated[s] = false;
  if (kind == 'K') n.rights[white ? 0 : 2] = n.rights[white ? 1 : 3] = false;
  drop_rights_for(n, s);
  finish(n, took || kind == 'P');
  return n;
}

Board en_passant(const Board& b, int s, int t) {
  Board n = b;
  n.square[b.white_to_move ? t - 8 : t + 8] = '.';
  n.square[t] = '.';
  Board result = stretch(n, s, t, 0);
  result.halfmove = 0;
  return result;
}

Board consolidate(const Board& b, int leave, int keep) {
  Board n = b;
  n.ep = -1;
  const bool kept_front = b.front[keep];
  const char kind = upper(b.square[leave]);
  unlink(n, leave);
  n.square[leave] = '.';
  if (kind == 'P') {
    const int start_rank = b.white_to_move ? 1 : 6;
    if (!kept_front && rank(keep) == start_rank) n.retreated[keep] = true;
    if (kept_front && std::abs(keep - leave) == 16) n.ep = (keep + leave) / 2;
  }
  finish(n, kind == 'P');
  return n;
}

Board half_move(const Board& b, int s, int t) {
  Board n = b;
  n.ep = -1;
  const bool took = !empty(b, t);
  if (took) capture(n, t);
  n.square[t] = b.square[s];
  n.square[s] = '.';
  finish(n, took);
  return n;
}

Board castle(const Board& b, bool king_side) {
  Board n = b;
  n.ep = -1;
  const int base = b.white_to_move ? 0 : 56;
  n.square[base + (king_side ? 6 : 2)] = b.square[base + 4];
  n.square[base + (king_side ? 5 : 3)] = b.square[base + (king_side ? 7 : 0)];
  n.square[base + 4] = n.square[base + (king_side ? 7 : 0)] = '.';
  n.rights[b.white_to_move ? 0 : 2] = n.rights[b.white_to_move ? 1 : 3] = false;
  finish(n, false);
  return n;
}

void add_pawn_moves(const Board& b, int s, std::map<std::string, Board>& out) {
  const bool white = b.white_to_move;
  const int dir = white ? 1 : -1;
  const int f = file(s), r = rank(s);
  const int last = white ? 7 : 0;
  auto add = [&](int t) {
    if (rank(t) == last) {
      for (char p : {'Q', 'R', 'B', 'N'}) out[name(s) + name(t) + char(p + 32)] = stretch(b, s, t, p);
    } else {
      out[name(s) + name(t)] = stretch(b, s, t, 0);
    }
  };
  if (inside(f, r + dir) && empty(b, at(f, r + dir))) {
    add(at(f, r + dir));
    const bool unmoved = r == (white ? 1 : 6) && !b.retreated[s];
    if (unmoved && empty(b, at(f, r + 2 * dir))) add(at(f, r + 2 * dir));
  }
  for (int df : {-1, 1}) {
    if (!inside(f + df, r + dir)) continue;
    const int t = at(f + df, r + dir);
    if (owned_by(b, t, !white)) add(t);
    // C5.2: beside the completed pawn, onto the empty square it passed.
    if (t == b.ep && empty(b, t) && upper(b.square[t - 8 * dir]) == 'P' && owned_by(b, t - 8 * dir, !white) &&
        b.partner[t - 8 * dir] < 0)
      out[name(s) + name(t)] = en_passant(b, s, t);
  }
}

void add_castling(const Board& b, std::map<std::string, Board>& out) {
  const bool white = b.white_to_move;
  const int base = white ? 0 : 56;
  if (attacked(b, base + 4, !white)) return;
  for (bool king_side : {true, false}) {
    if (!b.rights[(white ? 0 : 2) + (king_side ? 0 : 1)]) continue;
    bool clear = true;
    for (int f = king_side ? 5 : 1; f <= (king_side ? 6 : 3); ++f) clear = clear && empty(b, base + f);
    if (!clear) continue;
    const int cross = base + (king_side ? 5 : 3), land = base + (king_side ? 6 : 2);
    if (attacked(b, cross, !white) || attacked(b, land, !white)) continue;
    out[name(base + 4) + name(land)] = castle(b, king_side);
  }
}

}  // namespace

Board read(const std::string& text, bool longworm, bool relative) {
  Board b;
  b.longworm = longworm;
  b.relative = relative;
  for (int s = 0; s < 64; ++s) {
    b.square[s] = '.';
    b.partner[s] = -1;
    b.front[s] = b.retreated[s] = false;
  }
  std::istringstream in(text);
  std::string board, stretched, retreated, side, castling, ep;
  in >> board >> stretched >> retreated >> side >> castling >> ep >> b.halfmove >> b.fullmove;
  int r = 7, f = 0;
  for (char c : board) {
    if (c == '/') {
      --r;
      f = 0;
    } else if (c >= '1' && c <= '8') {
      f += c - '0';
    } else {
      b.square[at(f++, r)] = c;
    }
  }
  if (stretched != "-")
    for (std::size_t i = 0; i < stretched.size(); i += 5) {
      const int rear = square_of(stretched.substr(i, 2)), front = square_of(stretched.substr(i + 2, 2));
      b.partner[rear] = front;
      b.partner[front] = rear;
      b.front[front] = true;
    }
  if (retreated != "-")
    for (std::size_t i = 0; i < retreated.size(); i += 3) b.retreated[square_of(retreated.substr(i, 2))] = true;
  b.white_to_move = side == "w";
  for (char c : castling) {
    const std::string letters = "KQkq";
    if (letters.find(c) != std::string::npos) b.rights[letters.find(c)] = true;
  }
  b.ep = ep == "-" ? -1 : square_of(ep);
  return b;
}

std::string identity(const Board& b) {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    int gap = 0;
    for (int f = 0; f < 8; ++f) {
      const char c = b.square[at(f, r)];
      if (c == '.') {
        ++gap;
        continue;
      }
      if (gap) out += char('0' + gap);
      gap = 0;
      out += c;
    }
    if (gap) out += char('0' + gap);
    if (r) out += '/';
  }
  std::vector<std::string> tokens, retreated;
  for (int s = 0; s < 64; ++s) {
    if (b.partner[s] >= 0 && !b.front[s]) tokens.push_back(name(s) + name(b.partner[s]));
    if (b.retreated[s]) retreated.push_back(name(s));
  }
  auto join = [](const std::vector<std::string>& items) {
    std::string s;
    for (const auto& item : items) s += (s.empty() ? "" : ",") + item;
    return s.empty() ? std::string("-") : s;
  };
  out += " " + join(tokens) + " " + join(retreated) + (b.white_to_move ? " w " : " b ");
  std::string rights;
  for (int i = 0; i < 4; ++i)
    if (b.rights[i]) rights += "KQkq"[i];
  out += (rights.empty() ? "-" : rights) + " ";
  // C5.3: the square is written only when some legal move is the en passant capture.
  bool usable = false;
  if (b.ep >= 0 && empty(b, b.ep))
    for (const auto& [token, after] : legal_moves(b))
      usable = usable || (square_of(token.substr(2, 2)) == b.ep && upper(b.square[square_of(token)]) == 'P' &&
                          b.partner[square_of(token)] < 0 && token[0] != token[2]);
  out += usable ? name(b.ep) : "-";
  return out;
}

bool attacked(const Board& b, int s, bool by_white) {
  for (int x = 0; x < 64; ++x)
    if (x != s && owned_by(b, x, by_white) && b.partner[x] < 0 && piece_attacks(b, x, s)) return true;
  return false;
}

bool king_attacked(const Board& b, bool white) {
  for (int s = 0; s < 64; ++s)
    if (b.square[s] == in_colour('K', white) && attacked(b, s, !white)) return true;
  return false;
}

std::map<std::string, Board> pseudo_moves(const Board& b) {
  std::map<std::string, Board> out;
  const bool white = b.white_to_move;
  for (int s = 0; s < 64; ++s) {
    if (!owned_by(b, s, white)) continue;
    const char kind = upper(b.square[s]);
    if (b.partner[s] >= 0) {  // C2.4: leave s, keep the other square
      out[name(s) + name(b.partner[s])] = consolidate(b, s, b.partner[s]);
      continue;
    }
    if (kind == 'P') {
      add_pawn_moves(b, s, out);
      continue;
    }
    const bool half = kind == 'H' || kind == 'W' || kind == 'F' || kind == 'C';
    auto add = [&](int t) { out[name(s) + name(t)] = half ? half_move(b, s, t) : stretch(b, s, t, 0); };
    if (kind == 'N' || kind == 'K' || kind == 'C') {
      for (int t = 0; t < 64; ++t)
        if (!owned_by(b, t, white) && piece_attacks(b, s, t)) add(t);
      if (kind == 'K') add_castling(b, out);
      continue;
    }
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        if ((df == 0 && dr == 0) || !moves_along(kind, df, dr)) continue;
        const int limit = half ? half_limit(b, s, df, dr) : 8;
        int k = 1;
        for (int f = file(s) + df, r = rank(s) + dr; inside(f, r) && k <= limit; f += df, r += dr, ++k) {
          const int t = at(f, r);
          if (owned_by(b, t, white)) break;
          add(t);
          if (!empty(b, t)) break;
        }
      }
  }
  return out;
}

std::map<std::string, Board> legal_moves(const Board& b) {
  std::map<std::string, Board> out;
  for (auto& [token, after] : pseudo_moves(b))
    if (!king_attacked(after, b.white_to_move)) out.emplace(token, after);
  return out;
}

}  // namespace reference
