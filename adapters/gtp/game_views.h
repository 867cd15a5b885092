// The views of the board kinds (see game_view.h), and what they share.
#pragma once

#include <memory>

#include "game_view.h"

namespace adapters::gtp {

std::unique_ptr<GameView> make_stack_view(const inchworm::Presentation& presentation);
std::unique_ptr<GameView> make_worm_view(const inchworm::Presentation& presentation);
std::unique_ptr<GameView> make_chess_view(const inchworm::Presentation& presentation);

// The square that holds a board of files x ranks.
int enclosing_square(const inchworm::BoardView& view);
// `boardsize` for a game of one size: no options to change when `size` is `own`, else the error.
inchworm::Expected<std::vector<std::pair<std::string, std::string>>> own_size_only(int size, int own);

}  // namespace adapters::gtp
