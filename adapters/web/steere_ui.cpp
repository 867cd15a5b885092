#include "steere_ui.h"

#include "steere/state.h"

namespace adapters::web {

std::vector<SideCounter> SteereUi::counters(const GameState& state) const {
  namespace st = inchworm::steere;
  const st::Position& pos = dynamic_cast<const st::SteereState&>(state).position();
  return {{"borne off", {pos.borne_off(st::RED), pos.borne_off(st::BLUE)}},
          {"checkers", {pos.checkers_per_side(), pos.checkers_per_side()}}};
}

}  // namespace adapters::web
