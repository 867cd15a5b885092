// One game the engine can host: its name, its title, and how to make its rules state and its searcher.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "game_state.h"
#include "searcher.h"

namespace inchworm {

struct GameEntry {
  std::string id;                                          // the `Game` option's value: "rodeffer", "steere", ...
  std::string title;                                       // for people: "Rodeffer's Inchworm"
  std::function<std::unique_ptr<GameState>()> make_state;  // default rules, start position
  std::function<std::unique_ptr<Searcher>()> make_searcher;
};

}  // namespace inchworm
