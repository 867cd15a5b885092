// uiw-gtp's GTP commands: the core set, GoGui's ruler interface (gogui-rules_*), the analysis
// commands GoGui offers in its Analyze menu (gogui-analyze_commands and uiw-*), each answered from the
// ruler (the game, its legality and its pictures) or from the engine (moves and analysis).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine_link.h"
#include "game_clock.h"
#include "gtp_command.h"
#include "registry.h"
#include "ruler.h"

namespace adapters::gtp {

struct SessionSettings {
  std::string game = inchworm::default_game_id();            // the registry's id
  std::vector<std::pair<std::string, std::string>> options;  // --option: the game's rule options and engine options
  std::string position;                                      // where games begin: empty for the start position
  EngineSpec engine;                                         // program, args, timeouts (game and options are set here)
  std::string go_args = "movetime 1000";                     // `go` for genmove when the game has no clock
  std::string analyze_go_args = "movetime 1000";             // `go` for the analysis commands
};

class Session {
 public:
  // The game and its rule options are checked here; the engine is started only when first needed.
  static inchworm::Expected<std::unique_ptr<Session>> create(SessionSettings settings);

  Answer handle(const Command& command);
  bool quit_requested() const { return quit_; }
  // Commands in the order list_commands gives them.
  std::vector<std::string> command_names() const;

 private:
  using Handler = std::function<Answer(const std::vector<std::string>&)>;
  Session(SessionSettings settings, std::unique_ptr<inchworm::GameState> start, std::string start_position);
  void add(const std::string& name, Handler handler);
  void add_core_commands();
  void add_ruler_commands();
  void add_analysis_commands();

  Answer play(const std::vector<std::string>& args);
  Answer genmove(const std::vector<std::string>& args);
  Answer engine_move(Colour colour);
  Answer final_score();
  Answer final_result();
  Answer evaluation(bool pv_as_gfx);
  Answer clicks_of_typed_move(const std::vector<std::string>& args);
  Answer engine_lines(const std::string& command);

  SessionSettings settings_;
  Ruler ruler_;
  EngineLink engine_;
  GameClock clock_;
  // The clicks of the engine's move being given point by point, and how many moves had been made
  // when it was chosen.
  Clicks plan_;
  std::size_t plan_moves_ = 0;
  std::vector<std::string> names_;
  std::map<std::string, Handler> handlers_;
  bool quit_ = false;
};

}  // namespace adapters::gtp
