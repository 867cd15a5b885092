#include "player.h"

#include "notation.h"

namespace inchworm::rodeffer {

std::vector<std::string> format_line(const Position& root, const std::vector<Move>& line) {
  std::vector<std::string> tokens;
  Position pos = root;
  Position::Undo undo;
  for (const Move& m : line) {
    tokens.push_back(format_move(pos, m));
    pos.do_move(m, undo);
    if (pos.is_over()) break;
  }
  return tokens;
}

}  // namespace inchworm::rodeffer
