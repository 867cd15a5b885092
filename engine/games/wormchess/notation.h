// Moves as text: protocol tokens (N2: `e2e4`, `b7a8n`, `e4e2` for a retreat, `e1g1`) and the record
// notation for people (N3: `Qd8xd5xe4`, `e5xd6 e.p.`, `O-O`, `b7xa8=N`, with `+` and `#`).
#pragma once

#include <string>
#include <string_view>

#include "expected.h"
#include "position.h"

namespace inchworm::wormchess {

// N2: the canonical token of a move of pos.
std::string format_move(Move m);
// N2.6: a token read in pos (N2.1: lower case only, an upper-case letter is an error); the error quotes it and says why
// it is not legal.
Expected<Move> parse_move(const Position& pos, std::string_view token);
// N3: the record form of a legal move of pos, with `+` or `#` from the position it leads to.
std::string record_move(const Position& pos, Move m);

}  // namespace inchworm::wormchess
