#include "player.h"

#include "distribution_pick.h"
#include "notation.h"

namespace inchworm {

std::string move_text(const Position& pos, const Move& m) {
  if (m.type != MoveType::Distribute) return format_move(pos, m);
  std::string s;
  for (Square sq : canonical_distribution_path(pos.geometry(), m.from, m.squares))
    s += (s.empty() ? "" : "-") + square_name(sq);
  return s;
}

std::vector<std::string> format_line(const Position& root, const std::vector<Move>& line) {
  std::vector<std::string> tokens;
  Position pos = root;
  Position::Undo undo;
  for (const Move& m : line) {
    tokens.push_back(move_text(pos, m));
    pos.do_move(m, undo);
    if (pos.is_over()) break;
  }
  return tokens;
}

void report_info(const ThinkRequest& request, const SearchInfo& info) {
  if (request.listener && request.listener->info) request.listener->info(info);
}

}  // namespace inchworm
