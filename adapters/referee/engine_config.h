// How to start and drive one engine: the `-engine key=value ...` tokens of the command line, or the
// same keys in a JSON configuration file.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "expected.h"
#include "time_control.h"

namespace referee {

enum class Protocol { Uiw, Ugi };

struct EngineConfig {
  std::string name;                                          // `name=`; defaults to the command's file name
  std::string command;                                       // `cmd=`
  std::vector<std::string> args;                             // `arg=`, repeatable
  std::string working_dir;                                   // `dir=`
  std::string stderr_path;                                   // `stderr=`: the engine's standard error, appended
  std::vector<std::pair<std::string, std::string>> options;  // `option.Name=value`, in order
  TimeControl tc;                                            // `tc=`, `st=`, `depth=`, `nodes=`, `timemargin=`
  Protocol protocol = Protocol::Uiw;                         // `proto=uiw|ugi`
  bool restart = false;                                      // `restart=on`: a fresh process for every game

  // The handshake word, its answer, and the new-game command.
  const char* hello() const { return protocol == Protocol::Ugi ? "ugi" : "uiw"; }
  const char* hello_ok() const { return protocol == Protocol::Ugi ? "ugiok" : "uiwok"; }
  const char* new_game() const { return protocol == Protocol::Ugi ? "uginewgame" : "uiwnewgame"; }
};

// Applies one `key=value` token; the error names the token.
inchworm::MaybeError apply_engine_setting(EngineConfig& engine, const std::string& token);
// Applies a key and value given apart (as in a JSON file).
inchworm::MaybeError apply_engine_setting(EngineConfig& engine, const std::string& key, const std::string& value);
// Fills defaults and checks the whole: a command is needed, the name defaults to the command's file name,
// and a time control is needed for playing (not for the compliance check).
inchworm::MaybeError finish_engine_config(EngineConfig& engine, bool needs_time_control = true);

}  // namespace referee
