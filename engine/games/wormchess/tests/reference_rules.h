// A slow, independent implementation of the rules, written from the contract and sharing no code with
// the engine: a mailbox board read from the position string, rays walked square by square, every move
// made on a copy and judged by its own attack function. The tests compare the engine with it.
#pragma once

#include <map>
#include <string>

namespace reference {

struct Board {
  char square[64];  // '.' empty, else the N1 letter
  int partner[64];  // the other square of a stretched piece, or -1
  bool front[64];   // this square is a stretched piece's front
  bool retreated[64];
  bool white_to_move = true;
  bool rights[4] = {false, false, false, false};  // K Q k q
  int ep = -1;
  int halfmove = 0, fullmove = 1;
  bool longworm = false, relative = false;
};

// Reads a position string that the engine accepted (no checks beyond what reading needs).
Board read(const std::string& text, bool longworm, bool relative);
// The first six fields, canonical (the en passant square only when a capture is legal).
std::string identity(const Board& b);

// C3.1 with its own ray walks: does a consolidated piece of the given side attack square s?
bool attacked(const Board& b, int s, bool by_white);
// C3.2: is the king of that side attacked on any of its squares?
bool king_attacked(const Board& b, bool white);

// Every move the pieces can make, as tokens, each with the position it leads to (not yet judged by
// C3.3; castling only under C7.2).
std::map<std::string, Board> pseudo_moves(const Board& b);
// The legal moves (C3.3): those after which the mover's king is not attacked.
std::map<std::string, Board> legal_moves(const Board& b);

}  // namespace reference
