// The messages between the page and the bridge, as JSON text over the WebSocket. Pure translation:
// no sockets, no engine. The page sends commands (`type` says which); the bridge answers with the
// whole game state, search progress, distribution continuations and errors.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "distribution_input.h"
#include "engine_lines.h"
#include "expected.h"
#include "game_model.h"

namespace adapters::web {

enum class Controller { Human, Engine };

struct PageCommand {
  enum class Kind {
    Hello,       // send me the state
    Play,        // play `move`
    Path,        // which squares may continue the distribution path `path`?
    Undo,        // take back the last move (and the engine's reply before it)
    NewGame,     // start again: `options`, optional `fen`, optional players
    SetFen,      // start from the position string `fen` under the current rules
    SetPlayers,  // who plays each colour
    SetSearch,   // movetime and depth for the engine
    LoadRecord,  // `text` holds a referee record; `game` picks one of several
    Truncate,    // keep the first `ply` moves and play on from there
    EngineMove,  // let the engine move now for the side to move
    Pause,       // no automatic engine moves
    Resume,      // automatic engine moves again
    Stop,        // the engine should answer now
    Restart,     // start the engine process again
  };
  Kind kind = Kind::Hello;
  std::string move;
  std::vector<Square> path;
  std::map<std::string, std::string> options;
  std::string fen;
  std::optional<Controller> red, blue;
  std::optional<int> movetime_ms, depth;
  std::string text;
  std::size_t game = 0;
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
  Controller red = Controller::Human;
  Controller blue = Controller::Engine;
  int movetime_ms = 500;
  int depth = 0;  // 0: no depth limit
  bool paused = false;
  EngineStatus engine;
  std::string record_note;   // what loading a record said (warnings), shown once loaded
  int game_serial = 0;       // grows with every new game, position or record: the page starts over
  std::string engine_fen;    // the engine's `query fen` answer at its last search, or empty
  long engine_fen_ply = -1;  // the number of moves played when it answered
};

std::string state_message(const GameModel& game, const SessionView& view);
std::string info_message(const SearchInfo& info);
std::string path_message(const std::vector<Square>& path, const PathAnswer& answer);
std::string error_message(std::string_view text);
// A line to or from the engine, for the page's engine log. `to_engine` tells the direction.
std::string engine_line_message(std::string_view line, bool to_engine);

const char* controller_name(Controller c);

}  // namespace adapters::web
