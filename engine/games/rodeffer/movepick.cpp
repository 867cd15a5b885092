#include "movepick.h"

#include <algorithm>

#include "distribution_pick.h"

namespace inchworm::rodeffer {

void build_tactical_map(const Position& pos, TacticalMap& map) {
  map = TacticalMap{};
  const Geometry& g = pos.geometry();
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard empty = pos.empty();
  const bool modern = pos.rules().capture == CaptureRule::Modern;
  map.near_stones = g.king_dilate(pos.occupied()) & empty;
  Bitboard dead_enemy = 0;
  for (Color c : {them, us}) {
    const Bitboard own = pos.stacks(c);
    for (Bitboard rest = own; rest;) {
      const Bitboard group = g.flood(square_bb(lsb(rest)), own);
      rest &= ~group;
      const Bitboard libs = g.orth_neighbours(group) & empty;
      const int n = popcount(libs);
      if (n > 4) continue;
      int pieces = 0;
      for (Bitboard b = group; b;) pieces += pos.height(pop_lsb(b));
      if (c == them) {
        if (n == 0) dead_enemy |= group;
        if (n == 1) {
          map.capture_value[lsb(libs) & 63] += pieces;
          map.capture_points |= libs;
        } else if (n == 2) {
          map.attack_points |= libs;
        }
        if (n >= 1 && map.enemy_count < TacticalMap::kMaxGroups) {
          map.enemy_libs[map.enemy_count] = libs;
          map.enemy_pieces[map.enemy_count++] = pieces;
        }
      } else {
        if (n == 1) {
          map.save_value[lsb(libs) & 63] += pieces;
          map.save_points |= libs;
          if (modern && (g.orth_neighbours(group) & dead_enemy)) map.sacrifice_points |= libs;
        } else if (n == 2) {
          map.defend_points |= libs;
        }
      }
    }
  }
}

int covered_enemy_pieces(const TacticalMap& map, Bitboard squares) {
  int pieces = 0;
  for (int i = 0; i < map.enemy_count; ++i)
    if ((map.enemy_libs[i] & ~squares) == 0) pieces += map.enemy_pieces[i];
  return pieces;
}

int static_move_score(const Position& pos, const TacticalMap& map, const Move& m) {
  switch (m.type) {
    case MoveType::Drop:
    case MoveType::PrisonerDrop: {
      const Square s = m.from;
      const Bitboard b = square_bb(s);
      if (map.capture_value[s]) return kCaptureScore + 1000 * map.capture_value[s];
      if (map.sacrifice_points & b) return kCaptureScore;
      if (map.save_value[s]) return kSaveScore + 1000 * map.save_value[s];
      int score = 0;
      if (map.attack_points & b) score += 3000;
      if (map.defend_points & b) score += 2000;
      if (map.near_stones & b) score += 500;
      if (!(pos.empty() & b)) score -= 1500;  // a drop on one's own stack builds a target
      if (m.type == MoveType::PrisonerDrop) score -= 500;
      return score;
    }
    case MoveType::Distribute: {
      const int covered = covered_enemy_pieces(map, m.squares);
      if (covered) return kCaptureScore + 1000 * covered;
      return -2000;
    }
    case MoveType::Collect:
      return -3000;
    case MoveType::Rescue:
      return pos.stock(pos.side_to_move()) <= 2 ? 2500 : -1000;
    case MoveType::Pass:
      return 0;
  }
  return 0;
}

void generate_capture_candidates(const Position& pos, const TacticalMap& map, MoveList& moves, int max_covers,
                                 std::uint64_t cover_budget) {
  if (pos.is_over()) return;
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard points = map.capture_points | map.sacrifice_points;
  if (pos.stock(us) > 0)
    for (Bitboard b = points; b;) moves.push_back(Move::drop(pop_lsb(b)));
  if (pos.rules().prisoner_drops && pos.prisoners(us) > 0)
    for (Bitboard b = map.capture_points; b;) moves.push_back(Move::prisoner_drop(pop_lsb(b)));
  (void)them;
  const Geometry& g = pos.geometry();
  const Bitboard empty = pos.empty();
  std::vector<Bitboard> sets;
  for (Bitboard b = pos.stacks(us); b;) {
    const Square s = pop_lsb(b);
    const int h = pos.height(s);
    if (h < 2) continue;
    sets.clear();
    for (int i = 0; i < map.enemy_count; ++i) {
      const Bitboard libs = map.enemy_libs[i];
      covering_distributions(g, s, h, empty, libs, sets, max_covers, cover_budget);
    }
    for (Bitboard set : sets) moves.push_back(Move::distribute(s, set));
  }
}

}  // namespace inchworm::rodeffer
