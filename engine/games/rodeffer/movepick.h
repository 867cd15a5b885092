// What the search needs to order moves and to find captures without making every move: a tactical
// map of the position (which empty squares are the last or next-to-last liberties of which groups),
// the capture candidates for the quiescence search, and a cheap static guess of a move's worth.
#pragma once

#include <cstdint>

#include "movegen.h"

namespace inchworm::rodeffer {

struct TacticalMap {
  static constexpr int kMaxGroups = 64;
  // Pieces of the mover's opponent's groups whose last liberty is the square (dropping there captures
  // them under the original rule), and of the mover's own groups (playing there is an escape).
  int capture_value[kSquares] = {};
  int save_value[kSquares] = {};
  Bitboard capture_points = 0;
  Bitboard save_points = 0;
  Bitboard attack_points = 0;  // liberties of enemy groups with two
  Bitboard defend_points = 0;  // liberties of own groups with two
  Bitboard near_stones = 0;    // squares a king step from any stack
  // Enemy groups with few liberties, for recognising distributions that cover them.
  int enemy_count = 0;
  Bitboard enemy_libs[kMaxGroups] = {};
  int enemy_pieces[kMaxGroups] = {};
  // R5 only: own groups with one liberty that touch an enemy group without any (filling it takes both).
  Bitboard sacrifice_points = 0;
};

void build_tactical_map(const Position& pos, TacticalMap& map);

// Pieces of enemy groups all of whose liberties are among `squares` (what covering them takes).
int covered_enemy_pieces(const TacticalMap& map, Bitboard squares);

// A guess of the move's worth for ordering (higher first): captures, escapes, attacks, then the rest.
int static_move_score(const Position& pos, const TacticalMap& map, const Move& m);
constexpr int kCaptureScore = 1'000'000;
constexpr int kSaveScore = 500'000;

// Moves that may capture: drops and prisoner drops on last liberties, the modern rule's sacrifices,
// and distributions covering an enemy group's liberties (at most `max_covers` per stack and group).
void generate_capture_candidates(const Position& pos, const TacticalMap& map, MoveList& moves, int max_covers,
                                 std::uint64_t cover_budget);

}  // namespace inchworm::rodeffer
