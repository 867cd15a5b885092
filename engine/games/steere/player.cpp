#include "player.h"

#include "movegen.h"
#include "notation.h"

namespace inchworm::steere {

std::vector<Move> root_candidates(const ThinkRequest& request) {
  if (!request.root_moves.empty()) return request.root_moves;
  MoveList moves;
  generate_moves(*request.root, moves);
  return {moves.begin(), moves.end()};
}

std::uint64_t choice_seed(const ThinkRequest& request) {
  return request.settings.seed ^ request.root->key() ^ (request.history->size() * 0x9E3779B97F4A7C15ULL);
}

std::vector<std::string> format_line(const Position& root, const std::vector<Move>& line) {
  std::vector<std::string> tokens;
  Position pos = root;
  Position::Undo undo;
  for (const Move& m : line) {
    if (pos.is_finished()) break;
    tokens.push_back(format_move(m));
    pos.do_move(m, undo);
  }
  return tokens;
}

void report_info(const ThinkRequest& request, const SearchInfo& info) {
  if (request.listener && request.listener->info) request.listener->info(info);
}

void report_choice(const ThinkRequest& request, const ThinkResult& result, int score) {
  SearchInfo info;
  info.depth = 1;
  info.seldepth = 1;
  info.score.value = score;
  info.nodes = result.nodes;
  info.time_ms = request.stop->clock().elapsed_ms();
  info.pv = format_line(*request.root, {result.best});
  report_info(request, info);
}

}  // namespace inchworm::steere
