// The engine a protocol drives: every registered game side by side, one of them selected by the `Game`
// option, behind positions and moves as strings. Everything generic lives here (options, the game's
// position and moves, time plans, searchmoves, waiting for `stop` and `ponderhit`, the expected reply);
// each game brings its rules (GameState) and its players (Searcher). Nothing here prints.
//
// Options: `Game` (and its synonym `UCI_Variant`, the name variant GUIs use), the player options of
// every game (Player, Seed, Hash, Threads, MultiPV, Move Overhead, Ponder), then the rule options of
// every game. All are listed at once, so the list a handshake printed stays valid whichever game is
// chosen later. A rule option of a game other than the current one is kept for that game (a note
// says so) and applies when it is selected.
//
// Tunables (tunable.h): each game's search constants, declared in its params.h, are set by name like an
// option (an integer in the declared range) but are not listed among the options, so that a GUI's list
// stays short; tunables() lists the current game's. A tunable only another game declares is kept for
// that game, like its rule options. Each game keeps its own values (the two chess games too).
//
// The learned evaluation (engine_evaluation.cpp): `Evaluation` (hand | network) and `EvalFile` (a
// network file, or `builtin`) apply to the current game, and each game keeps its own, like its tunables.
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
#include "game_entry.h"
#include "game_state.h"
#include "nnue/evaluation_choice.h"
#include "options.h"
#include "player_settings.h"
#include "search_types.h"
#include "searcher.h"
#include "timeman.h"
#include "tunable.h"

namespace inchworm {

class Engine {
 public:
  // `games` must not be empty; the first is selected.
  explicit Engine(std::vector<GameEntry> games);

  std::string name() const { return "Inchworm"; }
  std::string author() const { return "the Inchworm reference engine team"; }

  std::vector<OptionSpec> options() const;
  // Unknown names and bad values are errors naming them; nothing changes then.
  MaybeError set_option(const std::string& name, const std::string& value);
  // The current game's tunables with their values in force (empty when it has no search).
  std::vector<Tunable> tunables();
  // The player options in force (Player, Seed, Hash, Threads, MultiPV, Move Overhead, Ponder).
  const PlayerSettings& player_settings() const { return settings_; }
  // Notes from the last calls that changed something the caller should know (may be empty).
  std::vector<std::string> take_notes();

  // The current game's registry entry and rules state.
  const GameEntry& game() const { return games_[current_].entry; }
  const GameState& state() const { return *games_[current_].state; }

  // A new game of the current game from its start position; what the searches learnt is forgotten.
  void new_game();
  // `base` is "startpos" or a position string; each move must be legal in turn. Atomic: on any error
  // the previous position stays. A list that continues the current game from the same base only has
  // its new moves read (a GUI sends the whole game before every move).
  MaybeError set_position(std::string_view base, const std::vector<std::string>& moves);

  std::string position_string() const { return state().position_string(); }
  // Every legal move, or an error when there are too many to list.
  Expected<std::vector<std::string>> legal_moves() const { return state().legal_moves(); }
  // Checks that each token is a legal move here (e.g. `go searchmoves`); the error names the first
  // that is not.
  MaybeError check_moves(const std::vector<std::string>& moves) const;
  bool is_over() const { return state().is_over(); }
  bool first_player_to_move() const { return state().first_player_to_move(); }
  Outcome outcome() const { return state().verdict().outcome; }
  // A board diagram and the position's details, for people.
  std::string describe() const { return state().describe(); }

  // Divide perft on the current position: `report` gets each root move and its count.
  Expected<std::uint64_t> perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                const std::atomic<bool>& stop) const {
    return state().perft(depth, report, stop);
  }

  // False while the current game has no searcher (no players, evaluation or bench): `go` is then an
  // error that no_search_message() words.
  bool can_search() const { return bool(game().make_searcher); }
  std::string no_search_message() const;

  // Searches the current position within `limits` (and until `stop` is set), reporting progress to
  // `listener`. Runs on a worker thread; the engine's state must not change meanwhile. Every player
  // keeps to search_ends_by_itself: when the limits do not end the search, the answer waits for `stop`
  // (or for ponderhit, when the limits then bound it).
  SearchOutcome search(const SearchLimits& limits, const SearchListener& listener, const std::atomic<bool>& stop);
  // Clears what searches learnt (hash table, histories): a new game begins.
  void clear_search();
  // The static evaluation of the current position with its parts, for people: the hand-written
  // evaluation's terms, then the network's output (when the game has one) and which of them is in use.
  std::string evaluation() const;
  // Which evaluation the current game's searches use, in one word or two: "hand", or "network" and the
  // EvalFile it came from ("network builtin", "network PATH").
  std::string evaluation_in_use() const;
  // The static evaluation the search uses, from the side to move's view: the network's output when the
  // Evaluation option chose it, else the hand-written total with the tunables in force (what evaluation()
  // shows as its total); nullopt when the current game has no such number.
  std::optional<int> static_eval() const;
  // The current game's benchmark: a fixed set of positions with fixed limits (`depth` 0: the
  // default), single-threaded and from a cleared state; the node total is a signature of its search.
  Expected<BenchTotals> bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop);

  // The time a search within `limits` may take here (the mover's clock, the game's ply).
  TimePlan time_plan(const SearchLimits& limits) const;

 private:
  struct Hosted {
    GameEntry entry;
    std::unique_ptr<GameState> state;
    // The tunables set for this game, by declared name: applied to each searcher made for it.
    std::vector<std::pair<std::string, int>> tuned;
    // Its evaluation (Evaluation, EvalFile): given to each searcher made for it.
    nnue::EvaluationChoice evaluation;
    std::string eval_file;
    bool evaluation_auto = true;  // Evaluation=auto: the game's own choice, under its rules (use_auto_evaluation)
  };
  // The learned evaluation's options (engine_evaluation.cpp).
  static bool is_evaluation_option(const std::string& name);
  std::vector<OptionSpec> evaluation_options() const;
  MaybeError set_evaluation_option(const std::string& name, const std::string& value);
  std::string hand_evaluation() const;
  std::string network_evaluation() const;
  // Each game's built-in network and default evaluation, at start.
  void load_builtin_networks();
  // Under Evaluation=auto, the game's own choice for its rules in force (after they change).
  void use_auto_evaluation(Hosted& g);
  MaybeError select_game(const std::string& value);
  MaybeError set_rule_option(const std::string& name, const std::string& value);
  // Sets a tunable of the current game, or else keeps one of another game for it; false when no game
  // declares `name`.
  bool set_tunable(const std::string& name, const std::string& value, MaybeError& result);
  // A searcher of the current game (which must have one) with the tunables set for it.
  std::unique_ptr<Searcher> make_searcher() const;
  // The current game's searcher, made (and its hash table allocated) when first needed; nullptr when
  // the game has none.
  Searcher* searcher();

  std::vector<Hosted> games_;
  std::size_t current_ = 0;
  std::unique_ptr<Searcher> searcher_;  // the current game's only; dropped when the game changes
  std::string base_ = "startpos";
  std::vector<std::string> moves_;
  std::vector<std::string> notes_;
  PlayerSettings settings_;
};

}  // namespace inchworm
