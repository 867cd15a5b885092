#include "movegen.h"

#include <algorithm>
#include <cstdlib>

namespace inchworm::wormchess {
namespace {

constexpr Kind kPromotionKinds[4] = {QUEEN, ROOK, BISHOP, KNIGHT};

// Where generated moves go: a list, or a count that adds whole target sets at once.
struct ListOut {
  MoveList& list;
  void add(MoveType t, Square from, Square to) { list.push(Move::make(t, from, to)); }
  void add_all(MoveType t, Square from, Bitboard to) {
    while (to) add(t, from, pop_lsb(to));
  }
  void add_promotions(Square from, Square to) {
    for (Kind k : kPromotionKinds) list.push(Move::make(MoveType::Promotion, from, to, k));
  }
  // Pawn stretches given by their destinations; each comes from `delta` squares back.
  void add_shifted(Bitboard to, int delta, bool promoting) {
    while (to) {
      const Square s = pop_lsb(to);
      if (promoting)
        add_promotions(s - delta, s);
      else
        add(MoveType::Stretch, s - delta, s);
    }
  }
};

struct CountOut {
  std::uint64_t n = 0;
  void add(MoveType, Square, Square) { ++n; }
  void add_all(MoveType, Square, Bitboard to) { n += unsigned(popcount(to)); }
  void add_promotions(Square, Square) { n += 4; }
  void add_shifted(Bitboard to, int, bool promoting) { n += unsigned(popcount(to)) * (promoting ? 4 : 1); }
};

// The first occupied square from s in direction d (kNoSquare if none): lowest bit on rays that count
// up, highest on rays that count down.
Square first_on_ray(Square s, int d, Bitboard occupied) {
  const Bitboard on_ray = kAttacks.ray_prefix[s][d][7] & occupied;
  if (!on_ray) return kNoSquare;
  const bool upward = kDirFile[d] * 1 + kDirRank[d] * 8 > 0;
  return upward ? lsb(on_ray) : 63 - std::countl_zero(on_ray);
}

int distance(Square a, Square b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

// Normal: not in check, legality decided by the analysis above. Noisy: the same, captures and
// promotions only (the targets are the enemy's squares), with the consolidations if asked. Evading: in
// check, every move tested. Pseudo: every move the pieces can make, untested (for error messages and
// tests).
enum class Mode { Normal, Noisy, Evading, Pseudo };

template <class Out, Mode kMode>
class Generator {
  static constexpr bool kEvading = kMode == Mode::Evading || kMode == Mode::Pseudo;

 public:
  // `evasion_targets`: when evading, the squares a move must land on to take or block every check; when
  // noisy, the enemy's squares. `blockers`: when not evading, the sole blockers (king_lines).
  // `consolidations`: whether a noisy generator lists them.
  Generator(const Position& pos, Out& out, Bitboard evasion_targets = ~Bitboard(0), Bitboard blockers = 0,
            bool consolidations = true)
      : pos_(pos),
        out_(out),
        us_(pos.side_to_move()),
        them_(~us_),
        occupied_(pos.occupied()),
        own_(pos.pieces(us_)),
        enemy_(pos.pieces(them_)),
        enemy_stretched_(enemy_ & pos.stretched()),
        own_consolidated_(pos.consolidated(us_)),
        kings_(pos.king_squares(us_)),
        cut_leaves_half_(pos.variant().longworm),
        evasion_targets_(evasion_targets),
        blockers_(blockers),
        consolidations_(consolidations) {}

  void run() {
    for (Bitboard b = own_consolidated_ & pos_.pieces(KNIGHT); b;) {
      const Square s = pop_lsb(b);
      stretches(s, kAttacks.knight[s] & ~own_ & evasion_targets_);
    }
    for (Bitboard b = own_consolidated_ & pos_.pieces(BISHOP); b;) {
      const Square s = pop_lsb(b);
      stretches(s, bishop_attacks(s, occupied_) & ~own_ & evasion_targets_);
    }
    for (Bitboard b = own_consolidated_ & pos_.pieces(ROOK); b;) {
      const Square s = pop_lsb(b);
      stretches(s, rook_attacks(s, occupied_) & ~own_ & evasion_targets_);
    }
    for (Bitboard b = own_consolidated_ & pos_.pieces(QUEEN); b;) {
      const Square s = pop_lsb(b);
      stretches(s, queen_attacks(s, occupied_) & ~own_ & evasion_targets_);
    }
    pawns();
    king();
    if (kMode != Mode::Noisy || consolidations_) consolidations();
    if (pos_.half_pieces() & own_) half_pieces();
    en_passant();
    if (pos_.castling() && (kMode == Mode::Normal || (kMode == Mode::Pseudo && !pos_.in_check(us_)))) castling();
  }

 private:
  bool safe(MoveType t, Square from, Square to) const {
    return kMode == Mode::Pseudo || pos_.leaves_king_safe(Move::make(t, from, to));
  }

  // A move that the analysis has shown legal, unless evading (then it is tested).
  void add(MoveType t, Square from, Square to) {
    if (!kEvading || safe(t, from, to)) out_.add(t, from, to);
  }
  void add_all(MoveType t, Square from, Bitboard to) {
    if constexpr (kEvading) {
      while (to) add(t, from, pop_lsb(to));
    } else {
      out_.add_all(t, from, to);
    }
  }
  void add_shifted(Bitboard to, int delta, bool promoting) {
    if constexpr (kEvading) {
      const MoveType type = promoting ? MoveType::Promotion : MoveType::Stretch;
      while (to) {
        const Square s = pop_lsb(to);
        if (!safe(type, s - delta, s)) continue;
        if (promoting)
          out_.add_promotions(s - delta, s);
        else
          out_.add(type, s - delta, s);
      }
    } else {
      out_.add_shifted(to, delta, promoting);
    }
  }

  // A non-king stretch that captures the stretched enemy piece on t (C2.3, L2): legal unless the
  // piece's other square was a sole blocker (it empties) or the half piece left there gives check.
  bool capture_of_stretched_is_safe(Square from, Square t, MoveType type) const {
    if (kEvading) return safe(type, from, t);
    const Square other = pos_.partner(t);
    const Kind k = kind_of(pos_.piece_on(t));
    if (!cut_leaves_half_ || k == PAWN || k == KING) return !(blockers_ >> other & 1);
    return !(half_piece_attacks(pos_, other, half_of(k), them_, occupied_) & kings_);
  }

  // Every stretch of the consolidated piece on `from` (not a king, not a pawn) to `targets`.
  void stretches(Square from, Bitboard targets) {
    add_all(MoveType::Stretch, from, targets & ~enemy_stretched_);
    for (Bitboard b = targets & enemy_stretched_; b;) {
      const Square t = pop_lsb(b);
      if (capture_of_stretched_is_safe(from, t, MoveType::Stretch)) out_.add(MoveType::Stretch, from, t);
    }
  }

  void pawns() {
    const Bitboard pawns = own_consolidated_ & pos_.pieces(PAWN);
    if (!pawns) return;
    const bool white = us_ == WHITE;
    const Bitboard last = white ? kRank8 : kRank1;
    const int up = white ? 8 : -8;
    const Bitboard empty = ~occupied_;
    const Bitboard single = shift_forward(us_, pawns) & empty;
    const Bitboard unmoved = pawns & rank_bb(white ? 1 : 6) & ~pos_.retreated();  // C4.1, C4.2
    const Bitboard twice = shift_forward(us_, shift_forward(us_, unmoved) & empty) & empty & evasion_targets_;
    // Noisy: the promotions onto empty squares too.
    const Bitboard step = single & (kMode == Mode::Noisy ? evasion_targets_ | last : evasion_targets_);
    add_shifted(step & ~last, up, false);
    add_shifted(step & last, up, true);  // C6: promotion on the stretch
    add_shifted(twice, 2 * up, false);
    const Bitboard ahead = shift_forward(us_, pawns);
    const Bitboard targets = enemy_ & evasion_targets_;
    pawn_captures(shift_west(ahead) & targets, up - 1, last);
    pawn_captures(shift_east(ahead) & targets, up + 1, last);
  }

  void pawn_captures(Bitboard targets, int delta, Bitboard last) {
    const Bitboard plain = targets & ~enemy_stretched_;
    add_shifted(plain & ~last, delta, false);
    add_shifted(plain & last, delta, true);
    for (Bitboard b = targets & enemy_stretched_; b;) {
      const Square t = pop_lsb(b), from = t - delta;
      const bool promoting = last >> t & 1;
      if (!capture_of_stretched_is_safe(from, t, promoting ? MoveType::Promotion : MoveType::Stretch)) continue;
      if (promoting)
        out_.add_promotions(from, t);
      else
        out_.add(MoveType::Stretch, from, t);
    }
  }

  // C3.5: a consolidated king stretches only onto squares not attacked; its rear stays where it is.
  void king() {
    if (more_than_one(kings_)) return;  // stretched: only consolidations
    const Square ks = lsb(kings_);
    // Evading, a king stretch keeps its rear on the attacked square: only taking the checker can help.
    const Bitboard targets = kAttacks.king[ks] & ~own_ & evasion_targets_;
    // With several squares to judge, the enemy's attacks are mapped once (the rear stays: no line
    // through the king's square opens); with one or two, each square is asked on its own.
    const bool mapped = !kEvading && std::popcount(targets & ~enemy_stretched_) > 2 && !(pos_.half_pieces() & enemy_);
    const Bitboard attacked = mapped ? enemy_attacks() : 0;
    for (Bitboard b = targets; b;) {
      const Square t = pop_lsb(b);
      if (kEvading || (enemy_stretched_ >> t & 1)) {
        if (safe(MoveType::Stretch, ks, t)) out_.add(MoveType::Stretch, ks, t);
      } else if (mapped ? !(attacked >> t & 1) : !pos_.attacked(t, them_, occupied_)) {
        out_.add(MoveType::Stretch, ks, t);
      }
    }
  }

  // Every square a consolidated enemy piece attacks (C3.1), the board as it stands; no half pieces.
  Bitboard enemy_attacks() const {
    const Bitboard enemy = pos_.consolidated(them_);
    const Bitboard pawns_ahead = shift_forward(them_, enemy & pos_.pieces(PAWN));
    Bitboard found = shift_west(pawns_ahead) | shift_east(pawns_ahead);
    for (Bitboard b = enemy & pos_.pieces(KNIGHT); b;) found |= kAttacks.knight[pop_lsb(b)];
    for (Bitboard b = enemy & pos_.pieces(KING); b;) found |= kAttacks.king[pop_lsb(b)];
    const Bitboard queens = pos_.pieces(QUEEN);
    for (Bitboard b = enemy & (pos_.pieces(ROOK) | queens); b;) found |= rook_attacks(pop_lsb(b), occupied_);
    for (Bitboard b = enemy & (pos_.pieces(BISHOP) | queens); b;) found |= bishop_attacks(pop_lsb(b), occupied_);
    return found;
  }

  void consolidations() {
    for (Bitboard b = own_ & pos_.fronts(); b;) {
      const Square front = pop_lsb(b), rear = pos_.partner(front);
      if (kMode == Mode::Evading && !(kings_ >> front & 1)) {
        continue;  // emptying a square blocks nothing: the check stays
      } else if (kEvading) {
        add(MoveType::Consolidate, rear, front);
        add(MoveType::Consolidate, front, rear);
      } else if (kings_ >> front & 1) {
        out_.add(MoveType::Consolidate, rear, front);
        out_.add(MoveType::Consolidate, front, rear);
      } else {
        if (!(blockers_ >> rear & 1)) out_.add(MoveType::Consolidate, rear, front);
        if (!(blockers_ >> front & 1)) out_.add(MoveType::Consolidate, front, rear);
      }
    }
  }

  void half_pieces() {
    for (Bitboard b = pos_.half_pieces() & own_; b;) {
      const Square s = pop_lsb(b);
      const Bitboard targets = half_piece_targets(pos_, s, kind_of(pos_.piece_on(s)), us_) & evasion_targets_;
      const bool test_all = kEvading || (blockers_ >> s & 1);
      out_.add_all(MoveType::HalfMove, s, test_all ? 0 : targets & ~enemy_stretched_);
      for (Bitboard t = test_all ? targets : targets & enemy_stretched_; t;) {
        const Square to = pop_lsb(t);
        if (safe(MoveType::HalfMove, s, to)) out_.add(MoveType::HalfMove, s, to);
      }
    }
  }

  void en_passant() {
    if (pos_.ep_square() == kNoSquare) return;
    for (Bitboard b = pos_.en_passant_takers(); b;) {
      const Square s = pop_lsb(b);
      if (safe(MoveType::EnPassant, s, pos_.ep_square())) out_.add(MoveType::EnPassant, s, pos_.ep_square());
    }
  }

  // C7.2: never while in check (the caller makes sure).
  void castling() {
    const CastlingRight rights[2] = {us_ == WHITE ? WHITE_OO : BLACK_OO, us_ == WHITE ? WHITE_OOO : BLACK_OOO};
    for (CastlingRight right : rights) {
      if (!(pos_.castling() & right)) continue;
      const CastlingSquares& cs = castling_squares(right);
      if (occupied_ & cs.must_be_empty) continue;
      if (pos_.attacked(cs.rook_to, them_, occupied_) || pos_.attacked(cs.king_to, them_, occupied_)) continue;
      out_.add(MoveType::Castle, cs.king_from, cs.king_to);
    }
  }

  const Position& pos_;
  Out& out_;
  const Color us_, them_;
  const Bitboard occupied_, own_, enemy_, enemy_stretched_, own_consolidated_, kings_;
  const bool cut_leaves_half_;
  const Bitboard evasion_targets_;
  const Bitboard blockers_;
  const bool consolidations_;
};

// What the lines to the king of the side to move hold, found in one pass over the enemy sliders: whether
// it is in check (C3.2), and the *sole blockers*, the occupied squares whose emptying would expose a
// square of the king to an enemy slider or absolute halfling (meaningful only when not in check).
struct KingLines {
  bool in_check = false;
  Bitboard blockers = 0;
};

KingLines king_lines(const Position& pos) {
  const AttackTables& t = kAttacks;
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard occupied = pos.occupied(), enemy = pos.consolidated(them), kings = pos.king_squares(us);
  const Bitboard queens = pos.pieces(QUEEN);
  const Bitboard rook_snipers = enemy & (pos.pieces(ROOK) | queens);
  const Bitboard bishop_snipers = enemy & (pos.pieces(BISHOP) | queens);
  const Bitboard enemy_halves = pos.half_pieces() & enemy;
  const bool halflings = enemy_halves && !pos.variant().relative_halflings;
  const Bitboard half_orthogonal = enemy & (pos.pieces(HALF_ROOK) | pos.pieces(HALF_QUEEN));
  const Bitboard half_diagonal = enemy & (pos.pieces(HALF_BISHOP) | pos.pieces(HALF_QUEEN));
  KingLines lines;
  for (Bitboard k = kings; k;) {
    const Square ks = pop_lsb(k);
    Bitboard leapers =
        (t.pawn[us][ks] & pos.pieces(PAWN)) | (t.knight[ks] & pos.pieces(KNIGHT)) | (t.king[ks] & pos.pieces(KING));
    if (enemy_halves) {  // L3: crabs, and relative halflings, which reach only adjacent squares
      leapers |= t.crab[us][ks] & pos.pieces(CRAB);
      if (!halflings) leapers |= (t.wazir[ks] & half_orthogonal) | (t.ferz[ks] & half_diagonal);
    }
    if (leapers & enemy) lines.in_check = true;
    const Bitboard rook_rays = rook_attacks(ks, 0), bishop_rays = bishop_attacks(ks, 0);
    Bitboard snipers = (rook_rays & rook_snipers) | (bishop_rays & bishop_snipers);
    if (halflings) snipers |= ((rook_rays & half_orthogonal) | (bishop_rays & half_diagonal)) & t.half_reached_from[ks];
    while (snipers) {
      const Bitboard between = t.between[ks][pop_lsb(snipers)] & occupied;
      if (!between)
        lines.in_check = true;
      else if (!more_than_one(between))
        lines.blockers |= between;
    }
  }
  return lines;
}

// In check (C3.2): the squares on which a move must land to take or block every checker. Any move
// that lands elsewhere keeps the check: a stretch keeps its rear and every other move only empties.
Bitboard evasion_targets(const Position& pos) {
  const Color us = pos.side_to_move();
  const Bitboard occupied = pos.occupied();
  Bitboard targets = ~Bitboard(0);
  for (Bitboard k = pos.king_squares(us); k;) {
    const Square ks = pop_lsb(k);
    for (Bitboard a = pos.attackers(ks, ~us, occupied); a;) {
      const Square checker = pop_lsb(a);
      targets &= square_bb(checker) | kAttacks.between[ks][checker];
    }
  }
  return targets;
}

// The legal moves: in check every evasion; else every move (kMode Normal) or the noisy ones (Noisy).
template <Mode kMode = Mode::Normal, class Out>
void generate(const Position& pos, Out& out, bool consolidations = true) {
  static_assert(kMode == Mode::Normal || kMode == Mode::Noisy);
  const KingLines lines = king_lines(pos);
  if (lines.in_check) {
    Generator<Out, Mode::Evading>(pos, out, evasion_targets(pos)).run();
  } else {
    const Bitboard targets = kMode == Mode::Noisy ? pos.pieces(~pos.side_to_move()) : ~Bitboard(0);
    Generator<Out, kMode>(pos, out, targets, lines.blockers, consolidations).run();
  }
}

}  // namespace

Bitboard half_piece_targets(const Position& pos, Square s, Kind k, Color c) {
  const Bitboard own = pos.pieces(c), occupied = pos.occupied();
  if (k == CRAB) return kAttacks.crab[c][s] & ~own;
  if (!pos.variant().relative_halflings) return half_piece_attacks(pos, s, k, c, occupied) & ~own;
  // L3.2 relative: half (rounded up) of how far the full piece could go now, a capture counted.
  Bitboard targets = 0;
  for (int d = 0; d < kDirections; ++d) {
    if (is_orthogonal(d) ? k == HALF_BISHOP : k == HALF_ROOK) continue;
    const Square blocker = first_on_ray(s, d, occupied);
    int reach = kAttacks.edge_distance[s][d];
    if (blocker != kNoSquare) reach = distance(s, blocker) - ((own >> blocker & 1) ? 1 : 0);
    targets |= kAttacks.ray_prefix[s][d][(reach + 1) / 2];
  }
  return targets & ~own;
}

Bitboard half_piece_attacks(const Position& pos, Square s, Kind k, Color c, Bitboard occupied) {
  const AttackTables& t = kAttacks;
  if (k == CRAB) return t.crab[c][s];
  const bool orthogonal = k != HALF_BISHOP, diagonal = k != HALF_ROOK;
  if (pos.variant().relative_halflings) return (orthogonal ? t.wazir[s] : 0) | (diagonal ? t.ferz[s] : 0);
  const Bitboard lines = (orthogonal ? rook_attacks(s, occupied) : 0) | (diagonal ? bishop_attacks(s, occupied) : 0);
  return lines & t.half_reach[s];
}

Bitboard piece_attacks(const Position& pos, Square s, Piece p, Bitboard occupied) {
  const Color c = color_of(p);
  switch (kind_of(p)) {
    case KING:
      return kAttacks.king[s];
    case QUEEN:
      return queen_attacks(s, occupied);
    case ROOK:
      return rook_attacks(s, occupied);
    case BISHOP:
      return bishop_attacks(s, occupied);
    case KNIGHT:
      return kAttacks.knight[s];
    case PAWN:
      return kAttacks.pawn[c][s];
    default:
      return half_piece_attacks(pos, s, kind_of(p), c, occupied);
  }
}

void generate_legal(const Position& pos, MoveList& moves) {
  ListOut out{moves};
  generate(pos, out);
}

void generate_noisy(const Position& pos, MoveList& moves, bool consolidations) {
  ListOut out{moves};
  generate<Mode::Noisy>(pos, out, consolidations);
}

void generate_pseudo_legal(const Position& pos, MoveList& moves) {
  ListOut out{moves};
  Generator<ListOut, Mode::Pseudo>(pos, out).run();
}

std::uint64_t count_legal(const Position& pos) {
  CountOut out;
  generate(pos, out);
  return out.n;
}

// Nearly always some stretch of a knight, bishop, rook or queen shows it at once: out of check, such a
// stretch onto a square without a stretched enemy piece is legal (its rear stays, so no line to the king
// opens, and a consolidated piece taken leaves nothing behind). Else the moves are counted.
bool has_legal_move(const Position& pos) {
  const Color us = pos.side_to_move();
  const Bitboard occupied = pos.occupied();
  const Bitboard open = ~pos.pieces(us) & ~(pos.pieces(~us) & pos.stretched());
  const Bitboard stretchers =
      pos.consolidated(us) & (pos.pieces(KNIGHT) | pos.pieces(BISHOP) | pos.pieces(ROOK) | pos.pieces(QUEEN));
  for (Bitboard b = stretchers; b;) {
    const Square s = pop_lsb(b);
    if (piece_attacks(pos, s, pos.piece_on(s), occupied) & open) return !pos.in_check(us) || count_legal(pos) > 0;
  }
  return count_legal(pos) > 0;
}

bool is_legal(const Position& pos, Move m) {
  MoveList moves;
  generate_legal(pos, moves);
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

}  // namespace inchworm::wormchess
