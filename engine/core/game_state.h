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
#include <string>
#include <string_view>
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

// The board as GUIs draw it: a grid of points, file a/rank 1 first (index = rank * files + file), each
// with its owner, a short label and game-specific marks, plus lines of side information.
struct BoardView {
  struct Point {
    int owner = -1;                  // 0: first player, 1: second player, -1: empty
    std::string label;               // what to write on the point: "3" (a stack of 3), "N", "q"
    std::vector<std::string> marks;  // game-specific: "head", "tail", "stretched-to:e4", "half"
  };
  int files = 0;
  int ranks = 0;
  std::vector<Point> points;
  std::vector<std::string> notes;  // "Red stock 20", "Blue has borne off 3", "White may castle KQ"
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

}  // namespace inchworm
