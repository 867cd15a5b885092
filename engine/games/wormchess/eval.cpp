#include "eval.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>

#include "game_end.h"
#include "movegen.h"

namespace inchworm::wormchess {
namespace {

// FIDE-like values for the inchworm pieces (every piece is slowed alike, two plies a move, so their
// ratios stay). Half pieces move in one turn and are never stretched: an absolute half queen is
// worth about a rook, a half rook a little under a minor piece; relative halflings attack only
// adjacent pieces and are worth less. The crab has four leaps.
constexpr int kValues[kKinds] = {0, 950, 500, 330, 320, 100, 500, 280, 180, 170};
constexpr int kRelativeValues[kKinds] = {0, 950, 500, 330, 320, 100, 330, 170, 110, 170};

// Game phase: the weight of the pieces left (24 with every piece of the start position).
constexpr int kPhaseWeight[kKinds] = {0, 4, 2, 1, 1, 0, 2, 1, 1, 1};
constexpr int kFullPhase = 24;

// Centipawns per square a consolidated piece attacks (not own pieces, not squares enemy pawns hold).
constexpr int kMobilityMg[kKinds] = {0, 1, 2, 4, 4, 0, 2, 3, 3, 3};
constexpr int kMobilityEg[kKinds] = {0, 2, 4, 4, 4, 0, 3, 3, 3, 3};

// King safety: attack units of a piece that can prepare a check (stretch to a checking square, then
// consolidate), doubled when that square is not covered by the defender.
constexpr int kCheckUnits[kKinds] = {0, 3, 3, 2, 2, 0, 2, 1, 1, 1};
// Besides (params.h): ImmediateCheckUnits, a stretched piece that checks by consolidating; DiscoveryUnits,
// a line to the king opened by consolidating a stretched piece; MaxKingDanger, StretchedKingMg/Eg.

constexpr int kPassedMg[8] = {0, 5, 10, 20, 35, 60, 100, 0};
constexpr int kPassedEg[8] = {0, 10, 20, 40, 70, 120, 200, 0};
// Doubled and isolated pawns, the move in hand (Tempo), and EscapeCost, a stretched piece hit on one
// square that can consolidate onto its other, safe square (it costs a move, not the piece): params.h.

struct Blend {
  int mg = 0, eg = 0;
  Blend& operator+=(const Blend& o) {
    mg += o.mg;
    eg += o.eg;
    return *this;
  }
  Blend operator-(const Blend& o) const { return {mg - o.mg, eg - o.eg}; }
};

int count_pieces(const Position& pos, Color c, Kind k) {
  const Bitboard b = pos.pieces(c, k);
  return popcount(b & ~pos.stretched()) + popcount(b & pos.stretched()) / 2;
}

// 3 on the four centre squares, 0 on the edge.
constexpr int centrality(Square s) {
  const int f = file_of(s), r = rank_of(s);
  return 3 - std::max(std::max(3 - f, f - 4), std::max(3 - r, r - 4));
}

constexpr Blend placement_of(Kind k, Color c, Square s) {
  const int centre = centrality(s), rank = relative_rank(c, s), file = file_of(s);
  switch (k) {
    case KNIGHT:
      return {8 * centre - 12, 6 * centre - 9};
    case BISHOP:
      return {4 * centre - 6, 4 * centre - 6};
    case ROOK:
      return {rank == 6 ? 15 : 0, 0};
    case QUEEN:
      return {2 * centre - 3, 4 * centre - 6};
    case KING:
      return {rank == 0 ? (file <= 2 || file >= 6 ? 15 : 0) : -15 * rank, 10 * centre - 15};
    case PAWN:
      return {(file == 3 || file == 4 ? 5 : 2) * (rank - 1), 6 * (rank - 1)};
    default:  // half pieces
      return {3 * centre, 3 * centre};
  }
}

// placement_of for every colour, kind and square, whole (consolidated) and halved (each square of a
// stretched piece), worked out once at compile time: the evaluation adds one entry per piece.
struct PlacementTable {
  Blend whole[2][kKinds][kSquares];
  Blend half[2][kKinds][kSquares];
};

constexpr PlacementTable make_placement_table() {
  PlacementTable t{};
  for (Color c : {WHITE, BLACK})
    for (int k = 0; k < kKinds; ++k)
      for (Square s = 0; s < kSquares; ++s) {
        const Blend here = placement_of(Kind(k), c, s);
        t.whole[c][k][s] = here;
        t.half[c][k][s] = {here.mg / 2, here.eg / 2};
      }
  return t;
}

constexpr PlacementTable kPlacement = make_placement_table();

// What each side's consolidated pieces attack, in all and square by square (king_danger asks again).
struct AttackMap {
  Bitboard all[2] = {0, 0};
  Bitboard by_kind[2][kKinds] = {};
  Bitboard from[kSquares];  // set for the consolidated pieces other than pawns only
  Blend mobility[2];
};

// The squares the consolidated piece of kind k on s attacks (piece_attacks, one kind at a time).
Bitboard attacks_of(const Position& pos, Kind k, Color c, Square s, Bitboard occ) {
  switch (k) {
    case KNIGHT:
      return kAttacks.knight[s];
    case BISHOP:
      return bishop_attacks(s, occ);
    case ROOK:
      return rook_attacks(s, occ);
    case QUEEN:
      return queen_attacks(s, occ);
    case KING:
      return kAttacks.king[s];
    default:
      return half_piece_attacks(pos, s, k, c, occ);
  }
}

AttackMap map_attacks(const Position& pos) {
  AttackMap map;
  const Bitboard occ = pos.occupied();
  for (Color c : {WHITE, BLACK}) {
    const Bitboard pawns = pos.pieces(c, PAWN) & ~pos.stretched();
    const Bitboard ahead = shift_forward(c, pawns);
    map.by_kind[c][PAWN] = shift_east(ahead) | shift_west(ahead);
  }
  for (Color c : {WHITE, BLACK}) {
    const Bitboard avoid = pos.pieces(c) | map.by_kind[~c][PAWN];
    const Bitboard pieces = pos.consolidated(c) & ~pos.pieces(PAWN);
    for (int kind = KING; kind < kKinds; ++kind) {
      if (kind == PAWN) continue;
      const Kind k = Kind(kind);
      int n = 0;
      for (Bitboard b = pieces & pos.pieces(k); b;) {
        const Square s = pop_lsb(b);
        const Bitboard a = attacks_of(pos, k, c, s, occ);
        map.from[s] = a;
        map.by_kind[c][k] |= a;
        n += popcount(a & ~avoid);
      }
      map.mobility[c] += Blend{kMobilityMg[k] * n, kMobilityEg[k] * n};
    }
    for (int k = 0; k < kKinds; ++k) map.all[c] |= map.by_kind[c][k];
  }
  return map;
}

// The cheapest piece other than the king of side `by` that attacks s; 0 when there is none.
int cheapest_attacker(const Position& pos, const AttackMap& map, Color by, Square s) {
  int cheapest = 0;
  for (int k = QUEEN; k < kKinds; ++k)
    if (map.by_kind[by][k] >> s & 1) {
      const int v = piece_value(Kind(k), pos.variant());
      if (cheapest == 0 || v < cheapest) cheapest = v;
    }
  return cheapest;
}

// What side c stands to lose on square s to the enemy's consolidated attackers when the piece there
// is worth `worth` (an exchange when s is defended and the cheapest attacker is worth less).
int loss_on(const Position& pos, const AttackMap& map, Color c, Square s, int worth) {
  if (!(map.all[~c] >> s & 1)) return 0;
  if (!(map.all[c] >> s & 1)) return worth;
  const int attacker = cheapest_attacker(pos, map, ~c, s);  // 0: only the king, which cannot take there
  return attacker ? std::max(0, worth - attacker) : 0;
}

// Side c's losses to hanging pieces, the largest first (kings excluded: that is check).
std::array<int, 3> hanging_losses(const Position& pos, const AttackMap& map, Color c, const EvalParams& w) {
  std::array<int, 3> top{0, 0, 0};
  auto add = [&top](int loss) {
    if (loss <= top[2]) return;
    top[2] = loss;
    std::sort(top.begin(), top.end(), [](int a, int b) { return a > b; });
  };
  const Bitboard occ = pos.occupied();
  // A consolidated piece that is not attacked loses nothing (loss_on): only attacked ones and stretched
  // ones (either square may be hit) are looked at.
  const Bitboard looked_at = map.all[~c] | pos.stretched();
  for (Bitboard b = pos.pieces(c) & ~pos.pieces(KING) & looked_at; b;) {
    const Square s = pop_lsb(b);
    if (!pos.is_stretched(s)) {
      add(loss_on(pos, map, c, s, piece_value(kind_of(pos.piece_on(s)), pos.variant())));
      continue;
    }
    const Square other = pos.partner(s);
    if (pos.is_front(s)) continue;  // each stretched piece once, from its rear
    const int worth = capture_value(pos, s);
    const int on_rear = loss_on(pos, map, c, s, worth), on_front = loss_on(pos, map, c, other, worth);
    const bool rear_hit = map.all[~c] >> s & 1, front_hit = map.all[~c] >> other & 1;
    int loss = std::max(on_rear, on_front);
    // Hit on one square only: consolidating onto the other saves it, when no line through the
    // square left then reaches the kept one.
    if (loss > 0 && rear_hit != front_hit) {
      const Square hit = rear_hit ? s : other, kept = rear_hit ? other : s;
      if (!pos.attacked(kept, ~c, occ & ~square_bb(hit))) loss = std::min(loss, w.escape_cost.value());
    }
    add(loss);
  }
  return top;
}

// Danger to side c's king: the checks the enemy has in hand or can prepare, and the enemy's hold on
// the squares around the king.
int king_danger(const Position& pos, const AttackMap& map, Color c, int enemy_material, const EvalParams& w) {
  const Color e = ~c;
  const Bitboard occ = pos.occupied(), kings = pos.king_squares(c);
  Bitboard check_squares[kKinds] = {};
  Bitboard zone = 0;
  for (Bitboard b = kings; b;) {
    const Square k = pop_lsb(b);
    check_squares[KNIGHT] |= kAttacks.knight[k];
    check_squares[BISHOP] |= bishop_attacks(k, occ);
    check_squares[ROOK] |= rook_attacks(k, occ);
    zone |= kAttacks.king[k];
  }
  check_squares[QUEEN] = check_squares[BISHOP] | check_squares[ROOK];
  int units = popcount(map.all[e] & zone & ~kings);
  const Bitboard landing = ~pos.pieces(e);
  for (Bitboard b =
           pos.consolidated(e) & (pos.pieces(QUEEN) | pos.pieces(ROOK) | pos.pieces(BISHOP) | pos.pieces(KNIGHT));
       b;) {
    const Square s = pop_lsb(b);
    const Kind k = kind_of(pos.piece_on(s));
    const Bitboard checks = map.from[s] & landing & check_squares[k];
    if (checks) units += kCheckUnits[k] * ((checks & ~map.all[c]) ? 2 : 1);
  }
  for (Bitboard b = pos.pieces(e) & pos.fronts() & ~pos.pieces(KING); b;) {
    const Square front = pop_lsb(b), rear = pos.partner(front);
    const Piece p = pos.piece_on(front);
    for (const auto& [kept, left] : {std::pair{front, rear}, std::pair{rear, front}}) {
      if (!(piece_attacks(pos, kept, p, occ & ~square_bb(left)) & kings)) continue;
      units += w.immediate_check_units.value() * ((map.all[c] >> kept & 1) ? 1 : 2);
      break;
    }
  }
  // An enemy slider whose only blocker is one square of an enemy stretched piece: consolidating that
  // piece off the line checks.
  const Bitboard sliders = pos.consolidated(e) & (pos.pieces(QUEEN) | pos.pieces(ROOK) | pos.pieces(BISHOP));
  for (Bitboard b = kings; b;) {
    const Square k = pop_lsb(b);
    Bitboard snipers = (rook_attacks(k, 0) & (pos.pieces(QUEEN) | pos.pieces(ROOK)) & sliders) |
                       (bishop_attacks(k, 0) & (pos.pieces(QUEEN) | pos.pieces(BISHOP)) & sliders);
    while (snipers) {
      const Bitboard between = kAttacks.between[k][pop_lsb(snipers)];
      const Bitboard blockers = between & occ;
      if (blockers && !more_than_one(blockers) && (blockers & pos.pieces(e) & pos.stretched()) &&
          !(between >> pos.partner(lsb(blockers)) & 1))
        units += w.discovery_units.value();
    }
  }
  // Checks need attackers: the danger grows with the enemy's pieces (their material but pawns).
  const int attackers = enemy_material - count_pieces(pos, e, PAWN) * piece_value(PAWN, pos.variant());
  const int danger = std::min(units * units * 3 / 2, w.max_king_danger.value());
  return danger * std::min(attackers, 2000) / 2000;
}

// The files beside each file, and for each colour and square the squares on the ranks ahead of it.
struct PawnMasks {
  Bitboard sides[8];
  Bitboard ahead[2][kSquares];
};

constexpr PawnMasks make_pawn_masks() {
  PawnMasks m{};
  for (int file = 0; file < 8; ++file)
    m.sides[file] = (file > 0 ? kFileA << (file - 1) : 0) | (file < 7 ? kFileA << (file + 1) : 0);
  for (Square s = 0; s < kSquares; ++s) {
    const int rank = rank_of(s);
    m.ahead[WHITE][s] = rank == 7 ? 0 : ~Bitboard(0) << (8 * (rank + 1));  // no pawn stands on rank 8
    m.ahead[BLACK][s] = (Bitboard(1) << (8 * rank)) - 1;
  }
  return m;
}

constexpr PawnMasks kPawnMasks = make_pawn_masks();

Blend pawn_structure(const Position& pos, Color c, const EvalParams& w) {
  Blend score;
  const Bitboard own = pos.pieces(c, PAWN);
  // A stretched pawn stands where its front is: it will consolidate there or step back.
  const Bitboard squares = (own & ~pos.stretched()) | (own & pos.fronts());
  const Bitboard enemy = pos.pieces(~c, PAWN);
  for (Bitboard b = squares; b;) {
    const Square s = pop_lsb(b);
    const int file = file_of(s);
    const Bitboard file_bb = kFileA << file, sides = kPawnMasks.sides[file], ahead = kPawnMasks.ahead[c][s];
    if (!(enemy & (file_bb | sides) & ahead)) {
      const int r = relative_rank(c, s);
      const int scale = w.passed_scale.value();
      score += Blend{kPassedMg[r] * scale / 100, kPassedEg[r] * scale / 100};
    }
    if (!(squares & sides)) score += Blend{-w.isolated_mg.value(), -w.isolated_eg.value()};
    if (squares & file_bb & ahead) score += Blend{-w.doubled_mg.value(), -w.doubled_eg.value()};
  }
  return score;
}

Blend placement(const Position& pos, Color c) {
  Blend score;
  // A stretched piece has half its worth on each of its squares.
  const Bitboard stretched = pos.stretched();
  for (Bitboard b = pos.pieces(c); b;) {
    const Square s = pop_lsb(b);
    const Kind k = kind_of(pos.piece_on(s));
    score += stretched >> s & 1 ? kPlacement.half[c][k][s] : kPlacement.whole[c][k][s];
  }
  return score;
}

int blend(const Blend& b, int phase) { return (b.mg * phase + b.eg * (kFullPhase - phase)) / kFullPhase; }

}  // namespace

int piece_value(Kind k, Variant variant) { return variant.relative_halflings ? kRelativeValues[k] : kValues[k]; }

Census census(const Position& pos) {
  Census c;
  for (int k = QUEEN; k < kKinds; ++k) {
    const int white = count_pieces(pos, WHITE, Kind(k)), black = count_pieces(pos, BLACK, Kind(k));
    c.phase += kPhaseWeight[k] * (white + black);
    c.material[WHITE] += white * piece_value(Kind(k), pos.variant());
    c.material[BLACK] += black * piece_value(Kind(k), pos.variant());
  }
  c.phase = std::min(c.phase, kFullPhase);
  return c;
}

int material(const Position& pos, Color c) { return census(pos).material[c]; }

int material_lead(const Position& pos, Color c) {
  const Census pieces = census(pos);
  return pieces.material[c] - pieces.material[~c];
}

int capture_value(const Position& pos, Square s) {
  const Kind k = kind_of(pos.piece_on(s));
  const int v = piece_value(k, pos.variant());
  if (!pos.variant().longworm || !pos.is_stretched(s) || k == PAWN || k == KING) return v;
  return v - piece_value(half_of(k), pos.variant());
}

EvalParts evaluate_parts(const Position& pos, const EvalParams& w) {
  EvalParts parts;
  const Census pieces = census(pos);
  const int phase = pieces.phase;
  const int* materials = pieces.material;
  parts.phase = phase;
  const AttackMap map = map_attacks(pos);
  const Color us = pos.side_to_move();

  parts.material = materials[WHITE] - materials[BLACK];
  parts.placement = blend(placement(pos, WHITE) - placement(pos, BLACK), phase) * w.placement_scale.value() / 100;
  parts.mobility = blend(map.mobility[WHITE] - map.mobility[BLACK], phase) * w.mobility_scale.value() / 100;
  parts.pawns = blend(pawn_structure(pos, WHITE, w) - pawn_structure(pos, BLACK, w), phase);

  // The side to move may save one hanging piece (by a capture, a block or a defence) but seldom two;
  // the other side's hanging pieces are the search's captures, with a little for the initiative.
  const auto ours = hanging_losses(pos, map, us, w), theirs = hanging_losses(pos, map, ~us, w);
  const int threats =
      -(ours[0] * w.hanging_first.value() / 1000 + (ours[1] + ours[2]) * w.hanging_others.value() / 1000) +
      theirs[0] * w.hanging_theirs.value() / 1000;
  parts.threats = us == WHITE ? threats : -threats;

  Blend king[2];
  for (Color c : {WHITE, BLACK}) {
    const int danger = king_danger(pos, map, c, materials[~c], w);
    king[c] = {-danger, -danger / 2};
    if (more_than_one(pos.king_squares(c)))
      king[c] += Blend{-w.stretched_king_mg.value(), -w.stretched_king_eg.value()};
  }
  parts.king = blend(king[WHITE] - king[BLACK], phase) * w.king_scale.value() / 100;
  parts.tempo = us == WHITE ? w.tempo.value() : -w.tempo.value();

  const int white_view =
      parts.material + parts.placement + parts.mobility + parts.pawns + parts.threats + parts.king + parts.tempo;
  // Nearer the 100-move rule's draw, an advantage is worth less: the side ahead must make progress.
  const int clock = int(std::min<std::uint32_t>(pos.halfmove(), kDrawClock));
  const int scaled = white_view * (int(kDrawClock) + 40 - clock) / (int(kDrawClock) + 40);
  parts.total = us == WHITE ? scaled : -scaled;
  return parts;
}

std::string describe_evaluation(const Position& pos, const EvalParams& weights) {
  const EvalParts p = evaluate_parts(pos, weights);
  char buffer[1024];
  std::snprintf(buffer, sizeof buffer,
                "term        White's view (centipawns)\n"
                "material    %6d\n"
                "placement   %6d\n"
                "mobility    %6d\n"
                "pawns       %6d\n"
                "threats     %6d  (hanging pieces: the side to move loses one, the other is taken)\n"
                "king        %6d  (checks in hand or in preparation, the king's surroundings)\n"
                "tempo       %6d\n"
                "phase       %6d  (of %d: middlegame weight)\n"
                "halfmove    %6u  (of %u: the 100-move clock shrinks the sum)\n"
                "total       %6d  (%s's view, the side to move)",
                p.material, p.placement, p.mobility, p.pawns, p.threats, p.king, p.tempo, p.phase, kFullPhase,
                unsigned(pos.halfmove()), unsigned(kDrawClock), p.total,
                pos.side_to_move() == WHITE ? "White" : "Black");
  return buffer;
}

}  // namespace inchworm::wormchess
