// The bridge between the pages and one uiw engine: holds the game (the game's rules state decides
// every move), answers the pages' commands, and asks the engine to think whenever an engine-controlled
// side is to move. All of it runs on the io_context's one thread.
//
// Engine conversation: `uiw` ... `uiwok`, `isready` ... `readyok`; then for each search the game
// (`setoption name Game value <id>`, when the engine offers the option or the game is not its default)
// and its rules as `setoption` lines (when they changed), `uiwnewgame` (for a new game),
// `position ... moves ...`, `query fen` (its answer must be the game's position) and `go movetime T
// [depth D]`; `info` lines are shown live, `bestmove` is checked and played. A search made stale by the
// page (undo, new game...) is stopped and its answer dropped. An engine that exits, or does not answer
// in time, is reported; the game stays and the engine can be restarted.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <memory>
#include <optional>
#include <string>

#include "analysis_run.h"
#include "clock.h"
#include "engine_session.h"
#include "game_model.h"
#include "page_messages.h"
#include "registry.h"
#include "web_server.h"

namespace adapters::web {

struct BridgeSettings {
  ChildSpec engine;
  SessionView view;                                   // the players and search settings to begin with
  std::string game_id = inchworm::default_game_id();  // the first game
  RuleValues rules;                                   // its rules (options not named keep their defaults)
};

class Bridge {
 public:
  // Throws std::invalid_argument when the first game cannot be set up (an unknown game or option).
  Bridge(boost::asio::io_context& io, WebServer& server, BridgeSettings settings);

  void start_engine();
  void on_open(ClientId client);
  void on_message(ClientId client, const std::string& text);
  std::optional<HttpReply> on_get(const std::string& target);

  const GameModel& game() const { return game_; }

 private:
  void handle(ClientId client, const PageCommand& cmd);
  void play_human(ClientId client, const std::string& token);
  void undo();
  MaybeError new_game(const PageCommand& cmd);
  MaybeError load_record(const PageCommand& cmd);
  // Puts `next` in place of the game, keeping the game it replaces for `restore` (described by `what`).
  void replace_game(GameModel next, const std::string& what);
  MaybeError restore_game();
  int side_to_move() const { return game_.state().first_player_to_move() ? 0 : 1; }

  // Resign and draw offers (bridge_end.cpp).
  bool ended_by_players() const { return !view_.ended.empty(); }
  // Over by the rules, on time or by the players.
  bool game_ended() const { return game_.state().is_over() || lost_on_time() || ended_by_players(); }
  // The one human side in a game against the engine, or why resigning and offering a draw do not apply.
  inchworm::Expected<int> human_against_engine() const;
  MaybeError resign();
  MaybeError offer_draw();
  void end_by_players(std::string result);
  void note_engine_score(const uiw::InfoReport& info);

  // Engine conversation (the session: engine_session.h).
  SessionEvents engine_events();
  void on_engine_ready();
  void on_engine_info(const uiw::InfoReport& info);
  void on_engine_other(const std::string& line);
  void on_engine_failure(const SessionFailure& failure);
  bool engine_to_move() const;
  void think_if_engine_to_move();
  void cancel_search();
  void on_bestmove(const std::string& move);

  // Clocks and strength levels (bridge_clock.cpp).
  bool lost_on_time() const { return clocks_.flagged() >= 0; }
  // Runs the clock of the side to move once the game's first move is played, while the game goes on at
  // its latest position and the engines are not paused; stops it otherwise, arms the flag's timer and puts the clocks
  // in the session.
  void sync_clock();
  // Before a move of `side` is accepted: true (and the game lost on time) when its flag has fallen.
  bool flag_fell_before_move(int side);
  void clock_moved();  // a move was played: its side's clock is pressed, the other's started
  void on_flag_timer();
  // The `go` fields of the clocks and the level ("wtime ... binc ...", "nodes N"), and how long the
  // search may take before it is overdue.
  std::string search_limits();
  std::chrono::milliseconds search_allowance() const;
  void tell_engine_the_level();
  // A New game's (or check's) clock and level: refused with the reason, or taken.
  MaybeError check_clock_and_level(const PageCommand& cmd) const;
  void take_clock_and_level(const PageCommand& cmd);

  // What the pages are sent, once per turn of the io loop however many changes it made: the whole
  // game after a replacement (new game, undo, record, play on), else the new moves, else the session.
  void game_changed();   // moves played: the game's version changes
  void game_replaced();  // the game was replaced or cut back: pages need the whole of it
  void schedule_flush();
  void flush();
  // The whole game for pages: its serialized game part is made once per version of the game and
  // shared by every page that asks (a long game's part is large; hundreds of pages may connect).
  std::shared_ptr<const std::string> full_state();
  const boost::json::object& legal();     // the current position's, computed once per version
  const boost::json::object& premoves();  // the side not to move's (GameUi::premoves), once per version
  // True (and the engines paused, with a note) when an engine-against-engine game reached the ply limit.
  bool stop_at_ply_limit();
  void send_error(ClientId client, const std::string& message);

  WebServer& server_;
  boost::asio::io_context& io_;
  GameModel game_;
  unsigned long game_version_ = 0;  // grows with every change of the game (moves, undo, replacement)
  struct Replaced {
    GameModel game;
    Controller players[2];
    std::string record_note;
  };
  std::optional<Replaced> previous_;  // the game `restore` brings back
  SessionView view_;
  EngineSession engine_;
  AnalysisRun analysis_;  // the analysis mode: its own engine process
  GameClocks clocks_;
  boost::asio::steady_timer flag_timer_{io_};  // fires when the running clock's flag falls
  unsigned flag_serial_ = 0;
  std::string engine_player_key_;  // the engine process, game and Player value it was last told
  struct SideScore {
    int side = 0;  // the side to move in the search that gave it: the score is from its view
    double score = 0;
  };
  std::optional<SideScore> engine_score_;  // the engine's latest score in this game (draw offers)

  bool engine_move_once_ = false;  // the page asked the engine to move for the side to move
  bool need_new_game_ = true;      // send `uiwnewgame` before the next search
  // The search under way: the game it was asked about, and what went wrong meanwhile.
  unsigned long search_version_ = 0;
  std::string search_error_;          // why the engine's answer cannot be for this game (its `query fen` differs)
  bool engine_answers_query_ = true;  // false once the engine said it has no `query` command

  // Sending to the pages.
  bool flush_posted_ = false;
  bool replaced_ = true;        // the pages need the whole state
  std::size_t sent_plies_ = 0;  // the moves the pages have been sent
  std::optional<unsigned long> legal_version_;
  boost::json::object legal_;
  std::optional<unsigned long> premoves_version_;
  boost::json::object premoves_;
  std::optional<unsigned long> state_version_;
  std::string state_game_part_;  // the state message without the session, for state_version_
};

}  // namespace adapters::web
