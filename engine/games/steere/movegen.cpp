#include "movegen.h"

#include <optional>

#include "generator.h"

namespace inchworm::steere {

using detail::Generator;
using detail::Mode;

void generate_moves(const Position& pos, MoveList& moves) {
  moves.clear();
  Generator<Mode::List>(pos, pos.side_to_move(), &moves).run();
}

std::uint64_t count_moves(const Position& pos) { return Generator<Mode::Count>(pos, pos.side_to_move()).run(); }

std::uint64_t mobility(const Position& pos, Color c) { return Generator<Mode::Count>(pos, c).run_without_pass(); }

std::optional<Move> find_legal_move(const Position& pos, Cell from, Cell to) {
  MoveList moves;
  generate_moves(pos, moves);
  for (const Move& m : moves)
    if (m.from == from && m.to == to) return m;
  return std::nullopt;
}

}  // namespace inchworm::steere
