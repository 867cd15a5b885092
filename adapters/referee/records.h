// Game records: a PGN-like text file and a JSON-lines file, appended and flushed after every game so
// that nothing is lost when the referee is killed; and reading the JSON lines back to resume a match.
#pragma once

#include <cstdio>
#include <mutex>
#include <string>
#include <vector>

#include "expected.h"
#include "game.h"

namespace referee {

// The game as PGN-like text: tags (engines, variant, start position, result, termination, time
// controls), then the moves in the rules' record notation (with ` X <captured squares>`), each followed
// by a comment {score/depth time}, numbered like PGN (Red's move first), and the result.
std::string pgn_text(const GameRecord& game, const std::string& event);
// The game as one line of JSON (no newline inside).
std::string json_line(const GameRecord& game, const std::string& event);
// JSON string quoting.
std::string json_quote(const std::string& text);

class RecordFiles {
 public:
  // Opens the files for appending (an empty path: that file is not written). The error names the file.
  inchworm::MaybeError open(const std::string& pgn_path, const std::string& json_path);
  ~RecordFiles();
  // Appends one game to both files and flushes them to the operating system. Thread-safe.
  void append(const GameRecord& game, const std::string& event);

 private:
  std::mutex mutex_;
  std::FILE* pgn_ = nullptr;
  std::FILE* json_ = nullptr;
};

// What a resumed match needs from a recorded game.
struct RecordedGame {
  long long index = -1;
  std::string red, blue;
  std::string result;       // "1-0", "0-1", "1/2-1/2"
  std::string termination;  // termination_name(), or the failure's name
};
// Reads the JSON-lines file of an earlier run. A missing file is an empty list; lines that are not
// JSON (cut off when the referee was killed while writing) are skipped; a JSON line that is not a game
// record is an error naming it.
inchworm::Expected<std::vector<RecordedGame>> read_recorded_games(const std::string& json_path);

}  // namespace referee
