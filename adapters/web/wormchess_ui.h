// Inchworm Chess and Long Worm Chess on the page: moves are listed as tokens (the generic click input
// picks them by their two squares), and a played move is described by its kind (stretch, capture,
// promotion, en passant, consolidation forward, retreat, castling, half-piece move) and by the squares
// its capture emptied: both squares of a stretched piece taken whole, one square of a Long Worm cut
// (the other half stays, now a half piece), the passed pawn of an en passant capture.
#pragma once

#include "game_ui.h"

namespace adapters::web {

class WormChessUi : public GameUi {
 public:
  MoveDetail describe_move(const GameState& before, std::string_view given, const PlayedMove& played) const override;
};

}  // namespace adapters::web
