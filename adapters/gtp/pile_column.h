// A game's piles off the board (Presentation::piles: a stock, prisoners, what each side took) in GoGui:
// the column right of the board, the first side's piles from the bottom rank up and the second side's
// from the top rank down, each in the order the game lists them. A pile is a stone of the colour of the
// pieces it holds with its count (the board's counter of that name); a pile that enters a move (its
// entry choice for the side to move) is also a button.
#pragma once

#include <optional>
#include <string>

#include "board_picture.h"
#include "presentation.h"

namespace adapters::gtp {

class PileColumn {
 public:
  PileColumn(const inchworm::Presentation& presentation, const inchworm::GameState& state);

  bool empty() const { return presentation_.piles.empty(); }
  // The side of GoGui's square board for the game's board with the column (without it when no piles).
  int board_size() const;
  // Draws the piles with their counts on `picture`.
  void draw(Picture& picture) const;
  // The point of pile `index` of side `holder`.
  Click point(std::size_t index, int holder) const;
  // The entry choice a click on a pile stands for now ("stock", "rescue"), or nothing.
  std::optional<std::string> choice_at(Click c) const;
  // The point that enters `choice` now, or nothing when no pile enters it.
  std::optional<Click> click_of(const std::string& choice) const;
  // The pile that the choice `choice` stands for now, or nullptr.
  const inchworm::Pile* pile_of(const std::string& choice) const;

 private:
  // The choice pile `index` of `holder` enters when the side to move plays.
  const std::string& choice_of(std::size_t index, int holder) const;

  const inchworm::Presentation& presentation_;
  inchworm::BoardView view_;
  int mover_;  // 0: the first player, 1: the second
  bool first_black_;
};

// The count of the board's counter `name` for `side`, 0 when the board has no such counter.
long long counter_value(const inchworm::BoardView& view, const std::string& name, int side);

}  // namespace adapters::gtp
