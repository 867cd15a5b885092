// Runs the real uiw-referee binary for the tests: arguments, captured output, exit status, records.
#pragma once

#include <string>
#include <vector>

#include "records.h"

namespace referee_test {

struct Run {
  int status = -1;                           // exit status
  std::string output;                        // standard output and standard error
  std::string json_path;                     // the -jsonout file
  std::string pgn_path;                      // the -pgnout file
  std::vector<referee::RecordedGame> games;  // read back from json_path
};

// A fresh, empty folder for one test.
std::string scratch_dir(const std::string& name);
// Runs `uiw-referee <args> -pgnout DIR/games.pgn -jsonout DIR/games.jsonl -progress never`.
Run run_referee(const std::string& dir, const std::vector<std::string>& args);
// `-engine cmd=<mock> name=NAME arg=--mode arg=MODE ...`, with more mock arguments.
std::vector<std::string> mock_engine(const std::string& name, const std::string& mode = "random",
                                     const std::vector<std::string>& mock_args = {});
std::string read_text(const std::string& path);

}  // namespace referee_test
