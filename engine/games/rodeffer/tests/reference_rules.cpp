#include "reference_rules.h"

#include <algorithm>

namespace reference {
namespace {

bool has(Bitboard b, int sq) { return (b >> sq) & 1; }
Bitboard bit(int sq) { return Bitboard(1) << sq; }

void walk(Topology t, std::vector<int>& path, int height, Bitboard occupied, std::set<Bitboard>& sets,
          std::vector<std::vector<int>>* paths, std::size_t keep_paths) {
  if (int(path.size()) == height) {
    Bitboard set = 0;
    for (int sq : path) set |= bit(sq);
    sets.insert(set);
    if (paths && paths->size() < keep_paths) paths->push_back(path);
    return;
  }
  for (int next : king_neighbours(t, path.back())) {
    if (has(occupied, next) || std::find(path.begin(), path.end(), next) != path.end()) continue;
    path.push_back(next);
    walk(t, path, height, occupied, sets, paths, keep_paths);
    path.pop_back();
  }
}

// The orthogonally connected part of `own` that contains `sq`.
Bitboard group_of(Topology t, Bitboard own, int sq) {
  Bitboard group = bit(sq);
  std::vector<int> todo{sq};
  while (!todo.empty()) {
    const int s = todo.back();
    todo.pop_back();
    for (int n : orthogonal_neighbours(t, s))
      if (has(own, n) && !has(group, n)) {
        group |= bit(n);
        todo.push_back(n);
      }
  }
  return group;
}

bool has_liberty(Topology t, Bitboard group, Bitboard occupied) {
  for (int s = 0; s < 64; ++s)
    if (has(group, s))
      for (int n : orthogonal_neighbours(t, s))
        if (!has(occupied, n)) return true;
  return false;
}

// The groups of `own` that have no liberty, each as its own bitboard.
std::vector<Bitboard> dead_groups(Topology t, Bitboard own, Bitboard occupied) {
  std::vector<Bitboard> dead;
  Bitboard seen = 0;
  for (int s = 0; s < 64; ++s) {
    if (!has(own, s) || has(seen, s)) continue;
    const Bitboard g = group_of(t, own, s);
    seen |= g;
    if (!has_liberty(t, g, occupied)) dead.push_back(g);
  }
  return dead;
}

bool touches(Topology t, Bitboard a, Bitboard b) {
  for (int s = 0; s < 64; ++s)
    if (has(a, s))
      for (int n : orthogonal_neighbours(t, s))
        if (has(b, n)) return true;
  return false;
}

}  // namespace

int step(Topology t, int sq, int df, int dr) {
  int file = sq % 8 + df, rank = sq / 8 + dr;
  const bool wrap_files = t != Topology::Plane, wrap_ranks = t == Topology::Torus;
  if (file < 0 || file > 7) {
    if (!wrap_files) return -1;
    file = (file + 8) % 8;
  }
  if (rank < 0 || rank > 7) {
    if (!wrap_ranks) return -1;
    rank = (rank + 8) % 8;
  }
  return rank * 8 + file;
}

std::vector<int> king_neighbours(Topology t, int sq) {
  std::vector<int> out;
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      const int n = (df || dr) ? step(t, sq, df, dr) : -1;
      if (n >= 0 && n != sq && std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
    }
  return out;
}

std::vector<int> orthogonal_neighbours(Topology t, int sq) {
  std::vector<int> out;
  const int steps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  for (const auto& d : steps) {
    const int n = step(t, sq, d[0], d[1]);
    if (n >= 0 && n != sq && std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
  }
  return out;
}

std::set<Bitboard> distributions(Topology t, int from, int height, Bitboard occupied,
                                 std::vector<std::vector<int>>* paths, std::size_t keep_paths) {
  std::set<Bitboard> sets;
  if (height < 2) return sets;
  std::vector<int> path{from};
  walk(t, path, height, occupied | bit(from), sets, paths, keep_paths);
  return sets;
}

std::set<Collect> collects(Topology t, Bitboard own) {
  std::set<Collect> out;
  const int dirs[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {-1, 1}, {1, -1}};
  for (int first = 0; first < 64; ++first) {
    if (!has(own, first)) continue;
    for (const auto& d : dirs) {
      Bitboard run = bit(first);
      int sq = first;
      for (;;) {
        sq = step(t, sq, d[0], d[1]);
        if (sq < 0 || !has(own, sq) || has(run, sq)) break;
        run |= bit(sq);
        out.insert({first, sq, d[0], d[1], run});
      }
    }
  }
  return out;
}

Bitboard captured(Topology t, bool modern, Bitboard red, Bitboard blue) {
  const Bitboard occupied = red | blue;
  const auto dead_red = dead_groups(t, red, occupied), dead_blue = dead_groups(t, blue, occupied);
  Bitboard taken = 0;
  auto take = [&](const std::vector<Bitboard>& mine, const std::vector<Bitboard>& theirs) {
    for (Bitboard g : mine) {
      bool enemy_dead = false;
      for (Bitboard e : theirs) enemy_dead = enemy_dead || touches(t, g, e);
      if (!modern || enemy_dead) taken |= g;
    }
  };
  take(dead_red, dead_blue);
  take(dead_blue, dead_red);
  return taken;
}

}  // namespace reference
