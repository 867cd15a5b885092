#include "presentation.h"

namespace inchworm {

std::string board_kind_name(BoardKind kind) {
  switch (kind) {
    case BoardKind::Points:
      return "points";
    case BoardKind::Stacks:
      return "stacks";
    case BoardKind::WormStacks:
      return "worm-stacks";
    case BoardKind::TwoSquarePieces:
      return "two-square-pieces";
  }
  return "points";
}

std::string Presentation::option_label(const std::string& name) const {
  for (const OptionLabel& l : option_labels)
    if (l.option == name) return l.label;
  return name;
}

const Pile* Presentation::pile_for_choice(const std::string& choice, bool holder_moves) const {
  for (const Pile& pile : piles) {
    const std::string& word = holder_moves ? pile.holder_choice : pile.opponent_choice;
    if (!word.empty() && word == choice) return &pile;
  }
  return nullptr;
}

}  // namespace inchworm
