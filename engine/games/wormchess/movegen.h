// Legal moves (C2-C7, L3): lists, and counts for perft that do not make the moves.
//
// How legality (C3.3) is decided without making most moves: a stretch empties no square (its rear
// stays, C2.7), so when the mover is not in check a stretch can expose its king only by what it
// captures. Every other move empties at most one or two known squares. The generator therefore
// computes, once per position, the *sole blockers*: occupied squares that are the only piece between
// a square of the mover's king and an enemy slider (or absolute halfling) that would reach it. Then:
//   - a stretch of a consolidated piece other than the king is legal, unless it captures a stretched
//     piece: in Inchworm Chess that empties the piece's other square (legal unless a sole blocker); in
//     Long Worm Chess a cut leaves a half piece there (legal unless it attacks the king);
//   - a consolidation empties the square it leaves: legal unless that is a sole blocker (a king's
//     consolidation is always legal: a line through its other square would already give check);
//   - a king stretch is legal when its front is not attacked; castling follows C7.2;
//   - everything else (en passant, half-piece moves from a sole blocker or onto a stretched piece, king
//     captures of stretched pieces) and every move while in check is made on a copy and tested.
#pragma once

#include <cstdint>

#include "position.h"

namespace inchworm::wormchess {

// Appends every legal move once.
void generate_legal(const Position& pos, MoveList& moves);
// Out of check, the legal captures (en passant and half-piece captures among them) and promotions, and
// with `consolidations` every legal consolidation too, in the order generate_legal lists them (the
// quiescence search's moves); in check, every legal move.
void generate_noisy(const Position& pos, MoveList& moves, bool consolidations);
// Every move the pieces can make (C2, C5-C7, L3), whether or not it leaves the king in check; castling
// only under C7.2's conditions.
void generate_pseudo_legal(const Position& pos, MoveList& moves);
// The number of legal moves (perft's bulk count at depth 1).
std::uint64_t count_legal(const Position& pos);
bool has_legal_move(const Position& pos);
// True when m is among the legal moves of pos.
bool is_legal(const Position& pos, Move m);

// Where a half piece of kind k and colour c on s may go (L3.1, L3.2, L3.4), own pieces excluded.
Bitboard half_piece_targets(const Position& pos, Square s, Kind k, Color c);
// The squares a half piece of kind k and colour c on s attacks (C3.1, L3.2).
Bitboard half_piece_attacks(const Position& pos, Square s, Kind k, Color c, Bitboard occupied);
// The squares the piece p on s would attack if consolidated there (C3.1), the board occupied as
// `occupied`: for the evaluation and the search, which ask what a piece attacks once it consolidates.
Bitboard piece_attacks(const Position& pos, Square s, Piece p, Bitboard occupied);

}  // namespace inchworm::wormchess
