#include "strength.h"

#include <algorithm>
#include <boost/json.hpp>

namespace adapters::web {

const std::vector<StrengthLevel>& strength_levels() {
  static const std::vector<StrengthLevel> levels = {
      {"beginner", "Beginner",
       "the engine's search one move deep: the move its evaluation likes best at once, only captures followed "
       "further",
       "engine", 0, 1},
      {"casual", "Casual", "the engine's search stopped after 200 positions a move", "engine", 200, 0},
      {"club", "Club", "the engine's search stopped after 3,000 positions a move", "engine", 3000, 0},
      {"strong", "Strong", "the engine's search stopped after 50,000 positions a move", "engine", 50000, 0},
      {std::string(kFullStrength), "Full strength", "the engine's search with the whole move time or clock", "engine",
       0, 0},
  };
  return levels;
}

inchworm::Expected<StrengthLevel> find_strength_level(std::string_view id) {
  std::string ids;
  for (const auto& level : strength_levels()) {
    if (level.id == id) return level;
    ids += (ids.empty() ? "" : ", ") + level.id;
  }
  return inchworm::Error{"unknown level '" + std::string(id) + "' (the levels: " + ids + ")"};
}

int level_depth(const StrengthLevel& level, int asked) {
  if (level.depth <= 0) return asked;
  return asked > 0 ? std::min(asked, level.depth) : level.depth;
}

const boost::json::array& strength_catalogue() {
  static const boost::json::array catalogue = [] {
    boost::json::array a;
    for (const auto& level : strength_levels())
      a.push_back(boost::json::object{{"id", level.id}, {"title", level.title}, {"meaning", level.meaning}});
    return a;
  }();
  return catalogue;
}

}  // namespace adapters::web
