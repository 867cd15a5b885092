// The rules of one game behind text: position strings and move tokens in, legality, the game's end
// and pictures of the board out. A state is light (no search, no hash table, cheap to create and to
// copy): the referee, the bridges, the mock engine and the generic tests use it for every game, and
// the engine's search is built on top of it (searcher.h). Each game implements it in its own folder
// (engine/games/<name>/); the registry (engine/games/registry.h) makes them by name.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "expected.h"
#include "options.h"

namespace inchworm {

enum class Outcome { None, FirstPlayerWins, SecondPlayerWins, Draw };

// How a game ended, or how it is judged when stopped early: the outcome and a sentence for people
// ("Red reached 60 points", "third repetition", "checkmate"). `outcome` None: the game goes on.
struct Verdict {
  Outcome outcome = Outcome::None;
  std::string reason;
};

// A legal move as played: its canonical protocol token and its form in the game's record notation
// (Rodeffer: `e5-f4 X d3-d4` with the captured squares; the chess games: `Qd8xd5xe4`).
struct PlayedMove {
  std::string token;
  std::string record;
  // No position before this move can occur again (a capture raises a score for good; a checker borne
  // off never returns; a pawn move or a capture in chess): a `position` command may start from the
  // position string after it instead of repeating the whole game's moves.
  bool irreversible = false;
};

// A number per side, shown beside the board: Rodeffer's "stock", "prisoners" (each side's count of the
// opponent's pieces it holds) and "score", Steere's "borne off" and "checkers" (each side's total).
struct SideCounter {
  std::string name;
  long long values[2] = {0, 0};  // the first player's, the second player's
};

// The board as GUIs draw it: a grid of points, file a/rank 1 first (index = rank * files + file), each
// with its owner, a short label and game-specific marks, plus lines of side information.
struct BoardView {
  struct Point {
    int owner = -1;                  // 0: first player, 1: second player, -1: empty
    std::string label;               // what to write on the point: "3" (a stack of 3), "N", "q"
    std::vector<std::string> marks;  // game-specific: "head", "tail", "rear:e2", "half"; "check": a king in check
  };
  int files = 0;
  int ranks = 0;
  // Edges joined by the rules in force: the first and last files are neighbours (a cylinder), the
  // first and last ranks too (with both, a torus).
  bool files_joined = false;
  bool ranks_joined = false;
  std::vector<Point> points;
  // Whose move it is, in the game's words ("White to move, in check"); empty for a game that does not
  // say. Apart from the notes, so that a GUI can leave it out once the game is over (by its rules, or on
  // time, which the rules do not know of).
  std::string turn;
  std::vector<std::string> notes;     // "Red stock 20", "Blue has borne off 3", "White may castle KQ"
  std::vector<SideCounter> counters;  // the numbers beside the board (none in the chess games)
};

// A move entered as a GUI enters it, one choice at a time: each choice a square's name ("e5") or one of
// the game's words for what is not a square ("pass"; Rodeffer: "stock", "prisoner", "rescue"; the
// default below: whatever else a token spells, Steere's "off", a promotion's "q").
struct EntryStep {
  // The choices that may come next, each leading to a legal move, sorted, each once.
  std::vector<std::string> next;
  // The choices so far are a whole legal move: its canonical token. A move can also be the beginning
  // of a longer one (Rodeffer's collects a1=b1=b1 and a1=b1=c1 round a full ring on a cylinder): `next`
  // is not empty then, and the GUI says how the shorter one ends.
  std::optional<std::string> move;
  // False when a square in `next` was offered without proof that a legal move goes through it (a
  // search for Rodeffer's distributions that ran out of time: the move is checked when played).
  bool exact = true;
};

// A stack a move took off the board, as it stood on the board the move made (before the removal).
struct CapturedStack {
  std::string square;
  int owner = 0;  // 0: the first player, 1: the second
  int height = 1;
};

// What a move does, for drawing it once played.
struct MoveAnatomy {
  std::string token;                 // canonical
  std::string kind;                  // the game's word: "drop", "distribute", "capture", "castle", ...; "move"
  std::vector<std::string> squares;  // the squares it touches, in the order it touches them
  std::vector<CapturedStack> taken;  // what its captures remove
  std::string record;                // its record form, written in the spelling given where the game allows
                                     // several (a Rodeffer distribution in the order of its path)
  std::vector<std::string> edges;    // a move off the board: the board's edges it may leave by, with the
                                     // first rank below and file a on the left: "top", "bottom", "left",
                                     // "right"; empty for a move that stays on the board
  std::string gloss;                 // what the record form leaves unsaid, in words for people: the chess
                                     // games write a stretch and its consolidation alike (N3), so these say
                                     // "consolidated" or "retreated"; empty for most moves
};

// Each side's name in this game ("Red"/"Blue", "White"/"Black"); index 0 moves first.
struct SideNames {
  std::string first;
  std::string second;
};

class GameState {
 public:
  virtual ~GameState() = default;
  virtual std::unique_ptr<GameState> clone() const = 0;

  // The registry's name of the game: "rodeffer", "steere", "inchworm-chess", "longworm-chess".
  virtual std::string game_id() const = 0;
  virtual SideNames side_names() const = 0;

  // Rules: the game's variant options (Topology, Rows, HalflingRange, ...), with the rules' defaults
  // as `default_value`. Changing one starts a new game from the start position; unknown names and bad
  // values are errors naming them, and nothing changes then.
  virtual std::vector<OptionSpec> rule_options() const = 0;
  virtual std::string rule_option_value(const std::string& name) const = 0;
  virtual MaybeError set_rule_option(const std::string& name, const std::string& value) = 0;
  // The rules in force as one line for records and people ("topology plane, capture original, ...").
  virtual std::string describe_rules() const = 0;
  // Several rule options at once, in any order (Steere's Rows and Columns, whose sum must be odd, S1.2):
  // either each takes its value and the rules in force follow from the options as set (not from their
  // order or the values before), or nothing changes and the error names the option, the value, or the
  // rules that cannot be in force together. Options not named keep their values. The default sets them
  // one by one on a copy and compares its rules with those of a copy set from the least numbers up.
  virtual MaybeError set_rule_options(const std::vector<std::pair<std::string, std::string>>& values);

  // Position. `base` is "startpos" or a position string; the game's history (for repetitions) starts
  // there. On error (the message names the bad field) nothing changes.
  virtual MaybeError set_position(std::string_view base) = 0;
  virtual std::string position_string() const = 0;
  virtual bool first_player_to_move() const = 0;
  // The game's ply before the current move, from the position's move number (a position string may
  // start a game anywhere): 0 at the start. For time plans.
  virtual long long ply_number() const = 0;

  // Every legal move once, as canonical tokens; an error when there are too many to list.
  virtual Expected<std::vector<std::string>> legal_moves() const = 0;
  // The canonical token of a legal move given in any accepted spelling; the error quotes the token and
  // says why it is not legal here.
  virtual Expected<std::string> parse_move(std::string_view token) const = 0;
  // Plays a legal move (any accepted spelling) and remembers the position for the game's history. On
  // error nothing changes.
  virtual Expected<PlayedMove> play(std::string_view token) = 0;

  // Entering a move choice by choice (EntryStep): what may follow `chosen` (none chosen: the first
  // choices). An error, naming the first choice at fault, when `chosen` begins no legal move, or when
  // the moves cannot be worked out. The default lists the legal moves and enters each by the squares and
  // words of its token (entry_choices); a game whose moves cannot be listed brings its own.
  virtual Expected<EntryStep> entry_step(const std::vector<std::string>& chosen) const;
  // What the legal move `given` (any accepted spelling) does from here; the error of parse_move
  // otherwise. The default: kind "move" ("pass" for `pass`), the squares its token names, and as taken
  // every point of the side not to move that the move leaves empty or to the mover (its label's number
  // as the height, else 1).
  virtual Expected<MoveAnatomy> anatomy(std::string_view given) const;

  // Whether the side to move is in check (the chess games); false in a game without checks. For the
  // filters of training data (a position in check is not quiet).
  virtual bool in_check() const { return false; }

  // The game's end by its rules, in this game's history (repetitions count from set_position on).
  virtual Verdict verdict() const = 0;
  bool is_over() const { return verdict().outcome != Outcome::None; }
  // How a game stopped here by a match setting (a referee's ply limit, not a rule) is judged: by score
  // (Rodeffer), by what is left to do, or a draw.
  virtual Verdict adjudicate() const = 0;

  // For people: a board diagram with the position's details (the `d` command).
  virtual std::string describe() const = 0;
  // For GUIs: the board as points.
  virtual BoardView board() const = 0;

  // perft with divide: `report` gets each legal move's token and count. The history's draws are not
  // applied (perft counts move sequences). An error when stopped or when the moves cannot be counted.
  virtual Expected<std::uint64_t> perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                        const std::atomic<bool>& stop) const = 0;
};

// The rules in force as text: every rule option's value and describe_rules(). Equal texts, equal rules
// (a value may be spelt several ways, and one option may change what another means: Steere's start size
// waits for Rows + Columns to be odd).
std::string rules_in_force(const GameState& state);

// How the default entry step enters a token of a board of `files` x `ranks`: its square names and,
// between them, its words (runs of letters and digits that are not a square): `c2-d3` c2 d3, `g5-off`
// g5 off, `b7a8n` b7 a8 n, `pass`. A square name is one of the board's, as square_name.h reads it
// (square_name_length); one written twice in a row is chosen once (`a1=b1=b1`).
std::vector<std::string> entry_choices(std::string_view token, int files, int ranks);

// The entry step of `chosen` among the moves `tokens` of a board of `files` x `ranks`, each entered by
// its entry_choices (the default entry step's matching, for a game that lists some of its moves):
// nothing offered when none matches.
EntryStep entry_among(const std::vector<std::string>& tokens, const std::vector<std::string>& chosen, int files,
                      int ranks);

}  // namespace inchworm
