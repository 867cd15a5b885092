// uiw-web --follow: the games of a live referee feed (adapters/common/live_run.h) replayed by the
// rules (GameModel), and the messages the live page is sent. Pure translation: no sockets, no files.
//
// Messages to the page:
//   `live`      the run (event, game, its presentation, engines, whether the referee is still at it),
//               every game with its players, status, plies and result, the standings (the referee's own
//               table and each pairing's W/D/L, score and Elo with its 95% interval) and the notes about
//               bad lines; the chart of the run is apart (`livechart`, live_chart.h: its new points only)
//   `liveboard` a game in progress as its small board shows it: its latest position, each side's clock
//               after its last move, the last move, and what the engine to move is thinking (score,
//               depth, nodes, its line in record form); sent to every page when any of it changes
//   `livegame`  one game for a page that watches it: its rules, start, every move (token, record form,
//               time, score, depth), status and result; the page asks for the positions it shows
//   `position`  the position after a ply of a game (page_messages.h's, `gameSerial` the game's index)
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "game_model.h"
#include "live_run.h"

namespace adapters::web {

// A live game replayed by its rules.
struct LiveBoard {
  GameModel model;
  std::size_t opening = 0;  // the first plies are the book opening's
  std::size_t applied = 0;  // the feed's moves played into the model
  int starts = 0;           // the LiveGame's starts when it was set up
  std::string note;         // why the replay stopped (a move the rules refuse), or empty
};

class LiveBoards {
 public:
  // Brings the replayed game of `g` up to date: new moves played; set up again when the game was
  // started again (a resumed run plays a game cut off by a kill again).
  const LiveBoard& update(const referee::LiveRunInfo& run, const referee::LiveGame& g);
  const LiveBoard* find(long long index) const;

 private:
  std::map<long long, LiveBoard> boards_;
};

// `referee_gone`: the referee process is no longer running (it did not say it finished).
std::string live_message(const referee::LiveRun& run, const std::string& file, bool referee_gone);
std::string live_game_message(const referee::LiveRun& run, const referee::LiveGame& g, const LiveBoard& board);
std::string live_board_message(const referee::LiveGame& g, const LiveBoard& board);

}  // namespace adapters::web
