#include "pile_column.h"

#include <algorithm>

namespace adapters::gtp {

long long counter_value(const inchworm::BoardView& view, const std::string& name, int side) {
  for (const auto& c : view.counters)
    if (c.name == name) return c.values[side];
  return 0;
}

PileColumn::PileColumn(const inchworm::Presentation& presentation, const inchworm::GameState& state)
    : presentation_(presentation),
      view_(state.board()),
      mover_(state.first_player_to_move() ? 0 : 1),
      first_black_(first_player_is_black(state)) {}

int PileColumn::board_size() const { return std::max(view_.files + (empty() ? 0 : 1), view_.ranks); }

Click PileColumn::point(std::size_t index, int holder) const {
  return Click::at(view_.files, holder == 0 ? int(index) : view_.ranks - 1 - int(index));
}

void PileColumn::draw(Picture& picture) const {
  for (std::size_t i = 0; i < presentation_.piles.size(); ++i)
    for (int holder : {0, 1}) {
      const inchworm::Pile& pile = presentation_.piles[i];
      const long long count = counter_value(view_, pile.counter, holder);
      const int pieces_of = pile.opponents_pieces ? 1 - holder : holder;
      PointPicture& p = picture.at(point(i, holder));
      p.stone = count == 0 ? '.' : (pieces_of == 0) == first_black_ ? 'X' : 'O';
      p.label = std::to_string(count);
      p.field = kMarginField;
    }
}

const std::string& PileColumn::choice_of(std::size_t index, int holder) const {
  const inchworm::Pile& pile = presentation_.piles[index];
  return holder == mover_ ? pile.holder_choice : pile.opponent_choice;
}

std::optional<std::string> PileColumn::choice_at(Click c) const {
  for (std::size_t i = 0; i < presentation_.piles.size(); ++i)
    for (int holder : {0, 1})
      if (c == point(i, holder) && !choice_of(i, holder).empty()) return choice_of(i, holder);
  return std::nullopt;
}

std::optional<Click> PileColumn::click_of(const std::string& choice) const {
  if (choice.empty()) return std::nullopt;
  for (std::size_t i = 0; i < presentation_.piles.size(); ++i)
    for (int holder : {0, 1})
      if (choice_of(i, holder) == choice) return point(i, holder);
  return std::nullopt;
}

const inchworm::Pile* PileColumn::pile_of(const std::string& choice) const {
  if (choice.empty()) return nullptr;
  for (std::size_t i = 0; i < presentation_.piles.size(); ++i)
    for (int holder : {0, 1})
      if (choice_of(i, holder) == choice) return &presentation_.piles[i];
  return nullptr;
}

}  // namespace adapters::gtp
