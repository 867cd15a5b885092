// The bridge between the pages and one uiw engine: holds the game (the game's rules state decides
// every move), answers the pages' commands, and asks the engine to think whenever an engine-controlled
// side is to move. Beside it: the clock controller (bridge_clock.h), the page feed (page_feed.h: what
// the pages are sent, once per turn of the io loop) and the engine session (engine_session.h). All of
// it runs on the io_context's one thread.
//
// Engine conversation (bridge_engine.cpp): the session's handshake; then for each search the game and
// its rules (EngineSession::select_game), `uiwnewgame` (for a new game), `position ... moves ...`,
// `query fen` (its answer must be the game's position) and `go movetime T [depth D]`; `info` lines are
// shown live, `bestmove` is checked and played. A search made stale by the page (undo, new game...)
// is cancelled and its answer dropped. An engine that exits, or does not answer in time, is reported;
// the game stays and the engine can be restarted.
#pragma once

#include <boost/asio/io_context.hpp>
#include <optional>
#include <string>

#include "analysis_run.h"
#include "bridge_clock.h"
#include "engine_session.h"
#include "game_model.h"
#include "page_feed.h"
#include "page_messages.h"
#include "registry.h"
#include "web_server.h"

namespace adapters::web {

struct BridgeSettings {
  ChildSpec engine;
  SessionView view;                                   // the players and search settings to begin with
  std::string game_id = inchworm::default_game_id();  // the first game
  RuleValues rules;                                   // its rules (options not named keep their defaults)
  ProtocolLog* log = nullptr;                         // --log: the playing and the analysis engine's lines
};

class Bridge {
 public:
  // Throws std::invalid_argument when the first game cannot be set up (an unknown game or option).
  Bridge(boost::asio::io_context& io, WebServer& server, BridgeSettings settings);

  void start_engine();
  // uiw-web is leaving in order (SIGINT, SIGTERM): the playing and the analysis engine are told `quit`,
  // and the bridge's end then ends what is left of them.
  void shutdown();
  void on_open(ClientId client);
  void on_message(ClientId client, const std::string& text);
  std::optional<HttpReply> on_get(const std::string& target);

  const GameModel& game() const { return game_; }

 private:
  // Page commands.
  void handle(ClientId client, const PageCommand& cmd);
  void play_human(ClientId client, const std::string& token);
  void undo();
  MaybeError new_game(const PageCommand& cmd);
  MaybeError load_record(const PageCommand& cmd);
  // Puts `next` in place of the game, keeping the game it replaces for `restore` (described by `what`).
  void replace_game(GameModel next, const std::string& what);
  MaybeError restore_game();
  // The game was replaced or cut back: the pages need the whole of it, its analysis no longer applies.
  void game_replaced();
  int side_to_move() const { return game_.state().first_player_to_move() ? 0 : 1; }
  // A move was played: the clocks pressed, the mover's time left kept in the record ([%clk]).
  void clock_moved();
  void send_error(ClientId client, const std::string& message);

  // Resign and draw offers (bridge_end.cpp).
  bool ended_by_players() const { return !view_.ended.empty(); }
  // Over by the rules, on time or by the players.
  bool game_ended() const { return clock_.game_over(); }
  // The one human side in a game against the engine, or why resigning and offering a draw do not apply.
  inchworm::Expected<int> human_against_engine() const;
  MaybeError resign();
  MaybeError offer_draw();
  void end_by_players(std::string result);
  void note_engine_score(const uiw::InfoReport& info);

  // Engine conversation (bridge_engine.cpp).
  SessionEvents engine_events();
  void on_engine_ready();
  void on_engine_info(const uiw::InfoReport& info);
  void on_engine_other(const std::string& line);
  void on_engine_failure(const SessionFailure& failure);
  bool engine_to_move() const;
  void think_if_engine_to_move();
  void tell_engine_the_level();
  void cancel_search();
  void on_bestmove(const std::string& move);
  // True (and the engines paused, with a note) when an engine-against-engine game reached the ply limit.
  bool stop_at_ply_limit();

  WebServer& server_;
  GameModel game_;
  struct Replaced {
    GameModel game;
    Controller players[2];
    std::string record_note;
  };
  std::optional<Replaced> previous_;  // the game `restore` brings back
  SessionView view_;
  PageFeed feed_;
  ClockController clock_;
  EngineSession engine_;
  AnalysisRun analysis_;  // the analysis mode: its own engine process

  std::string engine_player_key_;  // the engine process, game and Player value it was last told
  struct SideScore {
    int side = 0;  // the side to move in the search that gave it: the score is from its view
    double score = 0;
  };
  std::optional<SideScore> engine_score_;  // the engine's latest score in this game (draw offers)
  bool engine_move_once_ = false;          // the page asked the engine to move for the side to move
  bool need_new_game_ = true;              // send `uiwnewgame` before the next search
  // The search under way: the game (its feed version) it was asked about, and what went wrong meanwhile.
  unsigned long search_version_ = 0;
  std::string search_error_;          // why the engine's answer cannot be for this game (its `query fen` differs)
  bool engine_answers_query_ = true;  // false once the engine said it has no `query` command
};

}  // namespace adapters::web
