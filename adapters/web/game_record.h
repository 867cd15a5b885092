// Game records as the referee writes them, read so that the page can step through them. Two forms:
//  - PGN-like text: `[Tag "value"]` lines, then the moves in the rules' record notation, a move followed
//    by its game's record suffix where it has one (engine/core/game_entry.h, RecordSuffix); move numbers
//    (`12.`), results (`1-0`, `0-1`, `1/2-1/2`, `*`), `;` comments and `(variations)` are skipped;
//    `{comments}` too, but for the `[%eval]` and `[%clk]` commands in them, which belong to the move
//    before (lichess's forms: pgn_annotations.h), as do NAGs (`$2`) and suffix marks (`e4?!`).
//  - JSON lines: either one game per line (the referee's form: settings as fields, "start" the start
//    position, "variant" the rules, "moves" a list of {"move", "record"}), or one object per line, a
//    move being an object with a "move" string (its suffix after the marker in "record", or in the
//    field its game names), and the game's settings in other objects.
// Records of every registered game: the game is named by a `Game` (or `UCI_Variant`) tag or a "game"
// field holding its id (a number there is the old records' game count and names none), the rules by
// `Variant` as `Name=Value, ...` (also a game's old form that described its rules in words of its own:
// GameEntry::described_rules_item) or by tags and fields named like the game's rule options
// (`[TargetScore "20"]`); the players by tags named after the sides (Red/Blue, White/Black). Old records
// that name no game still load: such a record is the default game's unless its start position is
// another game's. The reader is tolerant: anything it does not understand becomes a warning, not a
// failure, as long as moves were found. The options are checked when the record is replayed
// (record_replay.h), once its game is known.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "expected.h"
#include "pgn_annotations.h"

namespace adapters::web {

struct RecordMove {
  std::string token;      // the move as written, without its record suffix
  std::string suffix;     // the word after its game's suffix marker, as written (empty when none)
  MoveAnnotations notes;  // its evaluation, clock and mark, when the record gives them
};

struct GameRecord {
  std::vector<std::pair<std::string, std::string>> tags;   // in file order
  std::string game_id;                                     // the registered game the record names, or empty
  std::vector<std::pair<std::string, std::string>> rules;  // rule options as named, in order (not checked yet)
  std::string base = "startpos";                           // or a position string
  std::vector<RecordMove> moves;
  std::string result;     // as written, or empty
  std::string final_fen;  // the final position as the writer saw it (FinalFEN / "final"), or empty
  std::vector<std::string> warnings;

  // A tag's value (names compare without regard to case), or empty.
  std::string tag(std::string_view name) const;
};

// Reads every game in `text` (PGN-like or JSON lines, recognised by the first non-blank character).
// An error when no game with at least a start or one move is found.
inchworm::Expected<std::vector<GameRecord>> parse_game_records(std::string_view text);

// Reads the PGN-like form only / the JSON-lines form only.
inchworm::Expected<std::vector<GameRecord>> parse_pgn_records(std::string_view text);
inchworm::Expected<std::vector<GameRecord>> parse_jsonl_records(std::string_view text);

}  // namespace adapters::web
