// The messages between the page and the bridge, as JSON text over the WebSocket. Pure translation:
// no sockets, no engine. The page sends commands (`type` says which); the bridge answers with the game
// (its moves, and the positions the page asks to see), search progress, path continuations and errors.
#pragma once

#include <boost/json/object.hpp>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "clock.h"
#include "game_model.h"
#include "info_line.h"
#include "presentation.h"

namespace adapters::web {

enum class Controller { Human, Engine };

struct PageCommand {
  enum class Kind {
    Hello,       // send me the whole game
    Play,        // play `move`
    Path,        // which squares may continue the path `path`? (moves entered square by square)
    Why,         // why does the entry `choices` (a click not offered) make no move? (answered as an error)
    Premoves,    // what may the side not to move queue as its next move? (GameUi::premoves)
    Position,    // send me the position after `ply` moves
    Undo,        // take back the last move (and the engine's reply before it)
    NewGame,     // start again: `game`, `options`, optional `fen`, optional players
    CheckGame,   // could a new game start with these `game`, `options` and `fen`? (the dialog as it is filled)
    SetFen,      // start from the position string `fen` under the current rules
    SetPlayers,  // who plays each side
    SetSearch,   // movetime, depth, the level and the ply limit of engine-against-engine games
    LoadRecord,  // `text` holds a referee record; `game` picks one of several
    Truncate,    // keep the first `ply` moves and play on from there
    Restore,     // bring back the game the last new game, position, record or truncation replaced
    EngineMove,  // let the engine move now for the side to move
    Pause,       // no automatic engine moves
    Resume,      // automatic engine moves again
    Stop,        // the engine should answer now
    Restart,     // start the engine process again
    Resign,      // the human playing the engine resigns
    OfferDraw,   // the human playing the engine offers a draw (the engine answers: draw_offer.h)
  };
  Kind kind = Kind::Hello;
  std::string move;
  std::vector<std::string> path;
  std::vector<std::string> choices;  // Why: the game's entry choices (GameState::entry_step), as clicked
  std::string game_id;               // NewGame: empty for the current game
  RuleValues options;
  std::string fen;
  std::optional<Controller> players[2];
  std::optional<int> movetime_ms, depth, max_plies;
  std::optional<std::string> clock, level;  // NewGame, CheckGame: the time control and strength level;
                                            // SetSearch: the level (from the engine's next search on)
  std::string text;
  std::size_t game = 0;
  bool link = false;  // LoadRecord: the game of a shared link (to play on: every move must be legal)
  std::size_t ply = 0;
};

// Reads one command; the error names the bad field or value.
Expected<PageCommand> parse_page_command(std::string_view text);

struct EngineStatus {
  std::string state = "starting";  // starting, ready, thinking, crashed, failed
  std::string name;                // from `id name`
  std::string program;             // the command line that starts it
  std::string message;             // why it crashed or failed, for people
  int pid = 0;
};

// Everything the page shows besides the game itself.
struct SessionView {
  Controller players[2] = {Controller::Human, Controller::Engine};
  int movetime_ms = 500;
  int depth = 0;  // 0: no depth limit
  // Engine-against-engine games stop (paused, adjudicated) after this many plies; 0: no limit.
  int max_plies = 400;
  std::string limit_note;  // why the engines stopped at the ply limit, with the adjudication
  bool paused = false;
  EngineStatus engine;
  std::string record_note;   // what loading a record said (warnings), shown once loaded
  std::string previous;      // what replaced the game `restore` brings back, or empty
  int game_serial = 0;       // grows with every new game, position or record: the page starts over
  std::string engine_fen;    // the engine's `query fen` answer at its last search, or empty
  long engine_fen_ply = -1;  // the number of moves played when it answered
  int search_serial = 0;     // grows with every search; `info` messages carry it
  int search_side = 0;       // whose move the current (or last) search is for
  std::string bridge_id;     // differs between runs of the bridge: a page sees that it was restarted

  // The clocks (both sides' time control, none: the engine thinks for movetime; the clocks as they are
  // when the message is made) and the engine's strength level (strength.h).
  ClockControl clock_control;
  ClockView clock;
  std::string level = "full";

  // A game the players ended: "Blue wins: Red resigns", "Draw: Blue accepts Red's draw offer", or empty.
  std::string ended;
  std::string draw_note;  // the engine's answer to the last draw offer, until the next move
};

// The whole game: the game and its rules, the moves (not the positions: the page asks for those it
// shows), the current position, what the input is offered (`legal`, the game's GameUi::legal) and
// the session. Sent to a page that connects and after a change other than new moves.
// How a game is shown (its Presentation) as the page reads it: {board, piles, score, ...}.
boost::json::object presentation_json(const inchworm::Presentation& presentation);

std::string state_message(const GameModel& game, const SessionView& view, const boost::json::object& legal);
// The same in two parts: the game (large for a long game, and the same for every page until the game
// changes, so it is made once) and the session added to it for each sending.
std::string state_game_part(const GameModel& game, const boost::json::object& legal);
std::string with_session(std::string_view game_part, const SessionView& view);
// The moves after the first `from` plies (one, as a rule), the position now, what the input is offered
// and the session: what a page that has the first `from` plies of game `gameSerial` needs to catch up.
// Its size does not grow with the game.
std::string moves_message(const GameModel& game, std::size_t from, const SessionView& view,
                          const boost::json::object& legal);
// The position after `ply` moves with the move that led to it, for a page that shows it.
boost::json::object position_snapshot(const GameModel& game, std::size_t ply);
std::string position_message(const GameModel& game, std::size_t ply, int game_serial);
// The session alone (players, settings, engine status), when nothing else changed.
std::string session_message(const SessionView& view);
// Search progress of the search `serial`, for `side` (the engine's scores are from its side's view).
std::string info_message(const uiw::InfoReport& info, int serial, int side);
// The answer to a `path` question (GameUi::continuations).
std::string path_message(boost::json::object answer);
// The answer to `premoves`: what the side not to move may queue in game `game_serial` after `plies`
// moves (GameUi::premoves, in the form of GameUi::legal).
std::string premoves_message(const boost::json::object& premoves, int game_serial, std::size_t plies);
std::string error_message(std::string_view text);
// The answer to `check`: the reason the game could not start, or "" when it could.
std::string check_message(std::string_view refusal);
// A line to or from the engine, for the page's engine log. `to_engine` tells the direction. Long lines
// (the `position ... moves` of a long game) are cut in the middle, so that the log does not grow
// with the game: their start and their last moves are kept.
std::string engine_line_message(std::string_view line, bool to_engine);

const char* controller_name(Controller c);

// "Red wins: <reason>", "Draw: <reason>", or empty while the game goes on.
std::string verdict_text(const inchworm::Verdict& verdict, const inchworm::SideNames& sides);

}  // namespace adapters::web
