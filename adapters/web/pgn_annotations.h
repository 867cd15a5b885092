// What a PGN record says about a move beside the move itself, in lichess's forms: the evaluation and
// the clock in a comment (`{ [%eval 0.35] [%clk 0:04:58] any words }`), and the mark as a NAG (`$2`)
// or a suffix (`e4?!`). The page writes them (page/format.js) and reads them back through
// game_record.cpp; anything malformed is a warning naming the token, never a failure.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adapters::web {

// An evaluation as a record writes it, from the first player's view.
struct RecordEval {
  bool mate = false;
  double units = 0;  // hundredths of the game's unit (lichess's pawns x 100: centipawns), when not mate
  int moves = 0;     // mate: the winner's moves to the end, positive when the first player wins
};

// What a comment, a NAG or a suffix said about one move.
struct MoveAnnotations {
  std::optional<RecordEval> eval;
  std::optional<long long> clock_ms;  // the mover's time left after the move
  int nag = 0;                        // 0: none; 1 to 6 as PGN's table ($1 !, $2 ?, $3 !!, $4 ??, $5 !?, $6 ?!)
};

// Reads `[%eval ...]` and `[%clk ...]` commands in a comment's text (other words and commands are
// skipped) into `into`; each malformed command is a warning naming it.
void read_comment_commands(std::string_view comment, MoveAnnotations& into, std::vector<std::string>& warnings);

// "0.35", "-1.20", "#3", "#-3" (lichess's [%eval] values); nothing when malformed.
std::optional<RecordEval> parse_eval_value(std::string_view text);
// "0:04:58", "1:02:03", "0:00:09.5", "4:58" (h:mm:ss with optional tenths, or m:ss); nothing when malformed.
std::optional<long long> parse_clock_value(std::string_view text);

// The NAG of a `$N` token (0 when it is not one); the NAG of a move suffix "?", "??", "?!", "!", "!!", "!?"
// (0 when none).
int nag_of_token(std::string_view token);
int nag_of_suffix(std::string_view suffix);
// The mark a NAG of 1 to 6 stands for ("?!"), or empty.
std::string mark_of_nag(int nag);

}  // namespace adapters::web
