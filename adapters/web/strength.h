// Named strength levels: what the engine is asked to do at each, from a beginner's opponent to its
// full strength. The engine has no Skill or Elo option; its levels use what it has: its own search,
// limited by depth (`go depth 1`: the move its evaluation likes best at once, captures followed to
// their end) or by nodes per move (`go nodes N`), which weakens it the same on every machine and at
// every clock. Every level plays the engine's own game, weaker: the baseline players (`Player greedy`,
// which weighs material only and picks at random among the rest) play another. Full strength adds no
// limit to the clock or move time.
#pragma once

#include <boost/json/array.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "expected.h"

namespace adapters::web {

struct StrengthLevel {
  std::string id;       // what the page and `--level` name it by
  std::string title;    // for people
  std::string meaning;  // what the engine is asked to do, for people
  std::string player;   // the Player option's value
  long long nodes = 0;  // `go nodes N`; 0: none
  int depth = 0;        // `go depth D`; 0: none
};

const std::vector<StrengthLevel>& strength_levels();
inline constexpr std::string_view kFullStrength = "full";
// The level named `id`; the error lists the levels.
inchworm::Expected<StrengthLevel> find_strength_level(std::string_view id);
// The depth limit of a search at `level` when the page asks for `asked` (0: none): the smaller; 0 for none.
int level_depth(const StrengthLevel& level, int asked);
// Every level, for the New game dialog: [{id, title, meaning}].
const boost::json::array& strength_catalogue();

}  // namespace adapters::web
