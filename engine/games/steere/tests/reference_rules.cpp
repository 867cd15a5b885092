#include "reference_rules.h"

#include <functional>

namespace steere_testing {
namespace {

using inchworm::steere::Position;

std::string name_of(const RefBoard& b, int square) {
  if (square < 0) return "off";
  return std::string(1, char('a' + square % b.columns)) + std::to_string(square / b.columns + 1);
}

// The orthogonal neighbours of a square that are on the board.
std::vector<int> neighbours(const RefBoard& b, int square) {
  const int f = square % b.columns, r = square / b.columns;
  std::vector<int> out;
  if (f > 0) out.push_back(b.at(f - 1, r));
  if (f + 1 < b.columns) out.push_back(b.at(f + 1, r));
  if (r > 0) out.push_back(b.at(f, r - 1));
  if (r + 1 < b.rows) out.push_back(b.at(f, r + 1));
  return out;
}

// The groups of one colour's stacks, by flood fill.
std::vector<std::vector<int>> groups(const RefBoard& b, int colour) {
  std::vector<int> group_of(b.height.size(), -1);
  std::vector<std::vector<int>> out;
  for (int s = 0; s < int(b.height.size()); ++s) {
    if (b.owner[std::size_t(s)] != colour || group_of[std::size_t(s)] >= 0) continue;
    out.emplace_back();
    std::vector<int> todo{s};
    group_of[std::size_t(s)] = int(out.size() - 1);
    while (!todo.empty()) {
      const int x = todo.back();
      todo.pop_back();
      out.back().push_back(x);
      for (int n : neighbours(b, x))
        if (b.owner[std::size_t(n)] == colour && group_of[std::size_t(n)] < 0) {
          group_of[std::size_t(n)] = int(out.size() - 1);
          todo.push_back(n);
        }
    }
  }
  return out;
}

int links(const RefBoard& b, int square) {
  int n = 0;
  for (int x : neighbours(b, square)) n += b.owner[std::size_t(x)] == b.owner[std::size_t(square)];
  return n;
}

}  // namespace

RefBoard RefBoard::from(const Position& pos) {
  RefBoard b;
  b.rows = pos.rows();
  b.columns = pos.columns();
  b.side = pos.side_to_move();
  b.strict = pos.advance() == inchworm::steere::Advance::Strict;
  for (int r = 0; r < b.rows; ++r)
    for (int f = 0; f < b.columns; ++f) {
      const auto cell = inchworm::steere::make_cell(f, r);
      b.height.push_back(pos.height(cell));
      b.owner.push_back(pos.height(cell) ? int(pos.content(cell)) - 1 : -1);
    }
  return b;
}

int RefBoard::checkers(int colour) const {
  int n = 0;
  for (std::size_t s = 0; s < height.size(); ++s) n += owner[s] == colour ? height[s] : 0;
  return n;
}

bool RefBoard::has_neighbour_of_colour(int square) const { return links(*this, square) > 0; }

bool RefBoard::worms_valid(int colour) const {
  for (const auto& g : groups(*this, colour)) {
    int degree_sum = 0;
    for (int s : g) {
      if (links(*this, s) > 2) return false;
      degree_sum += links(*this, s);
    }
    if (degree_sum / 2 != int(g.size()) - 1) return false;  // a connected graph with a loop has more edges
  }
  return true;
}

RefBoard RefBoard::after(int from, int to) const {
  RefBoard b = *this;
  const int colour = owner[std::size_t(from)];
  if (--b.height[std::size_t(from)] == 0) b.owner[std::size_t(from)] = -1;
  if (to >= 0) {
    ++b.height[std::size_t(to)];
    b.owner[std::size_t(to)] = colour;
  }
  b.side = 1 - side;
  return b;
}

std::map<std::string, std::string> reference_moves(const RefBoard& b, bool* conflict) {
  std::map<std::string, std::string> moves;
  if (conflict) *conflict = false;
  if (b.checkers(0) == 0 || b.checkers(1) == 0) return moves;  // S7.2
  const int us = b.side;
  // Own coordinates (S2.2).
  auto forward = [&](int s) { return us == 0 ? s / b.columns : b.rows - 1 - s / b.columns; };
  auto right = [&](int s) { return us == 0 ? s % b.columns : b.columns - 1 - s % b.columns; };
  // The square one own step forward (df = 1) or right (dr = 1) of s, or -1 when off the board.
  auto own_step = [&](int s, int df, int dr) {
    const int fw = forward(s) + df, rt = right(s) + dr;
    if (fw < 0 || fw >= b.rows || rt < 0 || rt >= b.columns) return -1;
    const int rank = us == 0 ? fw : b.rows - 1 - fw, file = us == 0 ? rt : b.columns - 1 - rt;
    return b.at(file, rank);
  };
  auto add = [&](int from, int to, const std::string& kind) {
    const std::string token = name_of(b, from) + "-" + name_of(b, to);
    auto [it, fresh] = moves.emplace(token, kind);
    if (!fresh && it->second != kind && conflict) *conflict = true;
  };
  // A move onto an empty square is legal when the mover's stacks still form worms (S5.1).
  auto keeps_worms = [&](int from, int to) { return to < 0 || b.after(from, to).worms_valid(us); };
  auto empty = [&](int s) { return b.owner[std::size_t(s)] < 0; };
  auto ahead_of = [&](int e, int tail) {
    if (b.strict) return forward(e) > forward(tail) || (forward(e) == forward(tail) && right(e) > right(tail));
    return forward(e) > forward(tail) || right(e) > right(tail);
  };
  for (const auto& g : groups(b, us)) {
    if (g.size() == 1) {  // S4.3
      const int s = g[0];
      for (auto [df, dr] : {std::pair{1, 0}, std::pair{0, 1}}) {
        const int e = own_step(s, df, dr);
        if (e < 0 || (empty(e) && keeps_worms(s, e))) add(s, e, "step");
      }
      continue;
    }
    std::vector<int> ends;
    for (int s : g)
      if (links(b, s) == 1) ends.push_back(s);
    const bool first_is_head =
        std::pair(forward(ends[0]), right(ends[0])) > std::pair(forward(ends[1]), right(ends[1]));
    const int head = first_is_head ? ends[0] : ends[1], tail = first_is_head ? ends[1] : ends[0];
    // The squares beside the head (S4.4): off the board only across the far or right edge.
    std::vector<int> beside;
    for (auto [df, dr] : {std::pair{1, 0}, std::pair{0, 1}, std::pair{-1, 0}, std::pair{0, -1}}) {
      const int e = own_step(head, df, dr);
      if (e >= 0 && empty(e) && ahead_of(e, tail)) beside.push_back(e);
      if (e < 0 && (df == 1 || dr == 1)) beside.push_back(-1);
    }
    for (int s : g) {
      if (b.height[std::size_t(s)] < 2) continue;
      if (s != head) add(s, head, "feed");  // S4.1
      for (int e : beside)
        if (keeps_worms(s, e)) add(s, e, "spawn");  // S4.4
    }
    if (b.height[std::size_t(tail)] == 1) {
      add(tail, head, "tail in");  // S4.2
      for (int e : beside)
        if (keeps_worms(tail, e)) add(tail, e, "leap");  // S4.5
    }
  }
  if (moves.empty()) moves.emplace("pass", "pass");  // S6.1
  return moves;
}

}  // namespace steere_testing
