// The text-level facade a protocol drives: one game's rules and player behind positions and moves as
// strings. Nothing here is specific to Inchworm, so further games can sit beside it; nothing prints.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "expected.h"
#include "game_state.h"
#include "options.h"
#include "search_types.h"

namespace inchworm {

class Game {
 public:
  virtual ~Game() = default;

  virtual std::string name() const = 0;
  virtual std::string author() const = 0;

  virtual std::vector<OptionSpec> options() const = 0;
  // Unknown names and bad values are errors; nothing changes then.
  virtual MaybeError set_option(const std::string& name, const std::string& value) = 0;
  // Text notes from the last call that changed something the caller should know (may be empty).
  virtual std::vector<std::string> take_notes() = 0;

  virtual void new_game() = 0;
  // `base` is "startpos" or a position string; each move must be legal in turn. Atomic: on any error
  // the previous position stays.
  virtual MaybeError set_position(std::string_view base, const std::vector<std::string>& moves) = 0;

  virtual std::string position_string() const = 0;
  // Every legal move, or an error when there are too many to list.
  virtual Expected<std::vector<std::string>> legal_moves() const = 0;
  // Checks that each token is a legal move here (e.g. `go searchmoves`); the error names the first
  // that is not.
  virtual MaybeError check_moves(const std::vector<std::string>& moves) const = 0;
  virtual bool is_over() const = 0;
  virtual bool first_player_to_move() const = 0;
  virtual Outcome outcome() const = 0;
  // A board diagram and the position's details, for people.
  virtual std::string describe() const = 0;

  // Divide perft on the current position: `report` gets each root move and its count. Returns the
  // total, or an error (stopped, or too many moves to enumerate).
  virtual Expected<std::uint64_t> perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                        const std::atomic<bool>& stop) const = 0;

  // Searches the current position within `limits` (and until `stop` is set), reporting progress to
  // `listener`. Runs on a worker thread; the game's state must not change meanwhile.
  virtual SearchOutcome search(const SearchLimits& limits, const SearchListener& listener,
                               const std::atomic<bool>& stop) = 0;
  // Clears what searches learnt (hash table, histories): a new game begins.
  virtual void clear_search() = 0;
  // The static evaluation of the current position with its parts, for people.
  virtual std::string evaluation() const = 0;
  // Searches a fixed set of positions with fixed limits (`depth` 0: the default), single-threaded
  // and from a cleared state, so that the node total is a signature of the search.
  virtual Expected<BenchTotals> bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop) = 0;
};

}  // namespace inchworm
