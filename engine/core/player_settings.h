// The engine options that shape how a player thinks, the same for every game (not the rules of a game).
#pragma once

#include <cstdint>

namespace inchworm {

// Engine options that shape how a player thinks (not the rules of the game).
struct PlayerSettings {
  enum class Kind { Engine, Uct, Greedy, Random };
  Kind kind = Kind::Engine;
  std::uint64_t seed = 0;
  int hash_mib = 16;
  int threads = 1;
  int multipv = 1;
  // Kept back from every time limit for the transport and the scheduler: on a loaded machine a
  // process can wait tens of milliseconds for a core after its search has stopped.
  long long move_overhead_ms = 30;
  bool ponder = false;  // the GUI ponders (UCI's Ponder option); the search is the same
};

}  // namespace inchworm
