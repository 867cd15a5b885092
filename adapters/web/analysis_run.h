// The analysis mode: a second engine process, apart from the one that plays, searches every position
// of the game (the current one, or a loaded record) one after the other and the pages are sent each
// evaluation as it comes, with the loss and mark of each move (adapters/common/move_analysis.h: the
// same as uiw-referee's -analyse). Page commands: `analyse` (`depth`, `movetime`: the limit of each
// search; `lines`: how many of the engine's lines to show, 1 to 3, its MultiPV), `analysisstop`, and
// `preview` (`ply`, `moves`: the position after a line, answered with a `preview` message). Everything
// runs on the io thread, as the bridge does.
//
// Engine conversation (engine_session.h): the handshake once; per run the game and its rules
// (`setoption`, when they differ from what the process was told), `MultiPV` when the engine has it,
// `uiwnewgame`; per position `position ... moves ...` and `go [depth D] [movetime T]`; the last `info`
// with a score before `bestmove` of the first line (`multipv` 1, or none) is the position's evaluation,
// the last of each further line that line; when the move played there is not the engine's best, a
// second search of the same position restricted to it (`go depth D searchmoves MOVE`,
// adapters/common/move_analysis.h) gives its loss. Searches are made in the order of the game from one
// `uiwnewgame`, as the referee's -analyse makes them, so that a depth-limited analysis of one line
// gives the referee's numbers.
#pragma once

#include <boost/asio/io_context.hpp>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "analysis_lines.h"
#include "engine_session.h"
#include "game_model.h"
#include "move_analysis.h"
#include "web_server.h"

namespace adapters::web {

class AnalysisRun {
 public:
  AnalysisRun(boost::asio::io_context& io, WebServer& server, ChildSpec engine);

  // True when `text` is an analysis command (answered here) for `game`, the bridge's game now.
  bool handle(ClientId client, const std::string& text, const GameModel& game, int game_serial);
  // The game was replaced or cut back (now `game`): its analysis no longer applies (a run under way is
  // stopped).
  void drop(const GameModel& game, int game_serial);
  // The evaluations and marks a loaded record gave for `game` (which replaced the game: call after
  // `drop`): shown as an analysis, without a search.
  void load(const GameModel& game, int game_serial, std::vector<PositionEval> positions, std::vector<MoveMark> moves);
  // The analysis so far (or, before any, what the evaluations mean in `game`), for a page that connects
  // or asks for the whole game.
  void send_to(ClientId client, const GameModel& game, int game_serial);
  // uiw-web is leaving: the analysis engine is told `quit` (EngineSession::shutdown).
  void shutdown() { engine_.shutdown(); }
  // The analysis engine's lines into `log`, as "analysis" (uiw-web --log).
  void log_to(ProtocolLog* log) { engine_.log_to(log, "analysis"); }

 private:
  void start(const GameModel& game, int game_serial, const AnalysisLimit& limit, int lines);
  void stop();
  SessionEvents engine_events();
  void on_failure(const SessionFailure& failure);
  void begin_run();
  void search_next();
  // Position next_ searched with `go`.
  void search(const std::string& go);
  // The engine's answer to the search of position next_ (its `bestmove` token `best`).
  void on_searched(const std::string& best);
  // The evaluation of position next_, with the loss and mark of the move played there (none after the
  // last move).
  void add_position(PositionEval e, const MoveLoss& loss);
  std::string position_command() const;
  void finish(const std::string& message);
  void publish(bool whole, std::vector<PositionEval> positions, std::vector<MoveMark> moves);
  std::string describe_limit() const;
  std::string engine_name() const { return engine_.name().empty() ? engine_label_ : engine_.name(); }
  // The status of no run in `game`: what its evaluations mean.
  AnalysisStatus idle_status(const GameModel& game, int game_serial) const;

  WebServer& server_;
  std::string engine_label_;
  EngineSession engine_;

  // The run: the game as it was when it started, its settings and what came back.
  std::optional<GameModel> game_;
  bool pending_ = false;  // a run waits for the engine (its handshake, or the stop of the last run)
  AnalysisLimit limit_;
  int lines_ = 1;  // the engine's lines asked for (MultiPV); 1 when the engine has no such option
  AnalysisStatus status_;
  std::size_t next_ = 0;  // the position searched now (or next)
  uiw::InfoReport last_info_;
  std::vector<uiw::InfoReport> more_lines_;  // the last report of lines 2, 3... (MultiPV)
  // Position next_'s first search, while the played move's own search runs.
  std::optional<PositionEval> searched_;
  std::optional<double> best_score_;
  std::vector<PositionEval> positions_;
  std::vector<MoveMark> moves_;
};

}  // namespace adapters::web
