// Mark Steere's Inchworm on the page: its moves are listed (the generic input: click a stack, then a
// ringed square or the "off the board" band beside the mover's far and right edges), and the panels
// show how many checkers each side has borne off.
#pragma once

#include "game_ui.h"

namespace adapters::web {

class SteereUi : public GameUi {
 public:
  std::vector<SideCounter> counters(const GameState& state) const override;
};

}  // namespace adapters::web
