// An engine hosting every registered game with one of them selected, as `setoption name Game` does:
// the start of the core tests that go through the Engine facade.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "engine.h"
#include "registry.h"

inline inchworm::Engine engine_with(const std::string& game) {
  inchworm::Engine e(inchworm::game_registry());
  REQUIRE_FALSE(e.set_option("Game", game));
  return e;
}
