#include "player.h"

#include "movegen.h"
#include "notation.h"

namespace inchworm::wormchess {

std::vector<Move> root_candidates(const ThinkRequest& request) {
  if (!request.root_moves.empty()) return request.root_moves;
  MoveList moves;
  generate_legal(*request.root, moves);
  return {moves.begin(), moves.end()};
}

std::vector<std::string> format_line(const std::vector<Move>& line) {
  std::vector<std::string> tokens;
  tokens.reserve(line.size());
  for (const Move& m : line) tokens.push_back(format_move(m));
  return tokens;
}

void report_choice(const ThinkRequest& request, const ThinkResult& result, int score) {
  SearchInfo info;
  info.depth = 1;
  info.seldepth = 1;
  info.score.value = score;
  info.nodes = result.nodes;
  info.time_ms = request.stop->clock().elapsed_ms();
  info.pv = format_line({result.best});
  report_info(request, info);
}

}  // namespace inchworm::wormchess
