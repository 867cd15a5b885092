// The views of the games that have their own (see game_view.h), and what they share.
#pragma once

#include <memory>

#include "game_view.h"

namespace adapters::gtp {

std::unique_ptr<GameView> make_rodeffer_view();
std::unique_ptr<GameView> make_steere_view();
std::unique_ptr<GameView> make_chess_view();

// The square that holds a board of files x ranks.
int enclosing_square(const inchworm::BoardView& view);
// `boardsize` for a game of one size: no options to change when `size` is `own`, else the error.
inchworm::Expected<std::vector<std::pair<std::string, std::string>>> own_size_only(int size, int own);

}  // namespace adapters::gtp
