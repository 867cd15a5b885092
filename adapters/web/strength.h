// Named strength levels: what the engine is asked to do at each, from a beginner's opponent to its
// full strength. The engine has no Skill or Elo option; its levels use what it has: the Player option
// (its greedy player looks at no reply) and a node limit per move (`go nodes N`), which weakens it the
// same on every machine and at every clock. Full strength adds no limit to the clock or move time.
#pragma once

#include <boost/json/array.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "expected.h"

namespace adapters::web {

struct StrengthLevel {
  std::string id;          // what the page and `--level` name it by
  std::string title;       // for people
  std::string meaning;     // what the engine is asked to do, for people
  std::string player;      // the Player option's value ("engine" but for the weakest)
  long long nodes = 0;     // `go nodes N`; 0: none
  int fallback_depth = 0;  // the depth limit instead of `player` for an engine without a Player option
};

const std::vector<StrengthLevel>& strength_levels();
inline constexpr std::string_view kFullStrength = "full";
// The level named `id`; the error lists the levels.
inchworm::Expected<StrengthLevel> find_strength_level(std::string_view id);
// Every level, for the New game dialog: [{id, title, meaning}].
const boost::json::array& strength_catalogue();

}  // namespace adapters::web
