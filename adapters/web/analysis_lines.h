// The analysis mode's pure part: lines of moves (an engine's principal variation) in the game's record
// notation, the preview of a line's positions, and the messages that carry an analysis to the pages.
// The engine conversation that produces the evaluations is analysis_run.{h,cpp}; what a move lost and
// its mark come from adapters/common/move_analysis.h, as in uiw-referee's -analyse.
#pragma once

#include <boost/json/object.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "game_model.h"
#include "info_line.h"

namespace adapters::web {

// `tokens` played from the position after `ply` moves of `game`, each as the move list writes it; the
// line stops at the first move the rules refuse (an engine's line may run past the game's end).
std::vector<std::string> shown_line(const GameModel& game, std::size_t ply, const std::vector<std::string>& tokens);
// The squares the move `token` touches from the position after `ply` moves, in the order it touches them
// (the game's move anatomy, as the page draws a played move): empty for a move the rules refuse or that
// touches none (a pass). The page draws an engine's move as an arrow from the first to the last.
std::vector<std::string> move_squares(const GameModel& game, std::size_t ply, const std::string& token);

// The position after `ply` moves and then `moves` (a line previewed), as a `preview` message; the
// error names the move the rules refuse.
Expected<std::string> preview_message(const GameModel& game, std::size_t ply, const std::vector<std::string>& moves,
                                      int game_serial);

// One more of the engine's lines in a position (MultiPV 2, 3...): its score from the first player's
// view, as PositionEval's, and its moves.
struct LineEval {
  int rank = 2;  // the engine's `multipv`
  std::string kind;
  double first = 0;
  std::string text;
  std::optional<int> depth;
  std::vector<std::string> pv, pv_shown;
  std::vector<std::string> squares;  // what its first move touches (move_squares)
};

// What the engine said about the position after `ply` moves.
struct PositionEval {
  std::size_t ply = 0;
  std::string kind;  // cp, win, loss, mate (from the first player's view: win means the first player wins), or over
  double first = 0;  // the score as a number from the first player's view (decided: about +-1e9)
  std::string text;  // "+35", "win 7", "Red wins: ..." (a finished game)
  std::optional<int> depth;
  std::string best;  // the engine's move (token) and as the list writes it
  std::string best_shown;
  std::vector<std::string> best_squares;  // what the engine's move touches (move_squares)
  std::vector<std::string> pv, pv_shown;
  std::vector<LineEval> lines;  // the engine's further lines, when it was asked for several (MultiPV)
};
// The evaluation in `info` (from the side to move's view) of the position after `ply` moves of `game`,
// with the engine's further lines `more` (its `multipv` 2, 3... reports of the same search).
PositionEval position_eval(const GameModel& game, std::size_t ply, const uiw::InfoReport& info, const std::string& best,
                           const std::vector<uiw::InfoReport>& more = {});
// A finished game's position: decided (or even) without a search.
PositionEval finished_eval(const GameModel& game, std::size_t ply);

// A move's loss and mark (move `index`: from the position after `index` moves to the next).
struct MoveMark {
  std::size_t index = 0;
  double loss = 0;
  double chances = 0;  // of the mover's winning chances (0: the game's scale is not known)
  std::string mark;
  bool recorded = false;  // read from a record's NAG: its loss is not known
};

// An `analysis` message: the run's state and settings, and the positions and moves it adds (or all of
// them, with `whole`, for a page that connects).
struct AnalysisStatus {
  int game_serial = 0;
  bool running = false;
  std::size_t done = 0, total = 0;  // positions evaluated, positions to evaluate
  std::string engine, limit, scale, message;
};
std::string analysis_message(const AnalysisStatus& status, bool whole, const std::vector<PositionEval>& positions,
                             const std::vector<MoveMark>& moves);

// A live search's `info` for the pages (page_messages' info_message), with its line in record notation
// (`pvShown`) from the position after `ply` moves.
std::string info_message_with_line(const uiw::InfoReport& info, int serial, int side, const GameModel& game,
                                   std::size_t ply);

}  // namespace adapters::web
