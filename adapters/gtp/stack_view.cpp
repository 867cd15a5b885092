// Games of stacks through GTP (BoardKind::Stacks).
//
// The board sits in GoGui's square with a column on its right for the game's piles (pile_column.h: an
// 8x8 board in a 9x9, J1 the first side's own pile, J2 the second side's pieces it holds, J7 the first
// side's pieces the second holds, J8 the second side's own pile). Those points are also buttons, so every
// move is entered with points, each click one of the game's entry choices (GameState::entry_step:
// squares, the piles' words, pass). For example, in a game of drops and distributions:
//   drop on an empty square     the square                           d3
//   drop on an own stack        the own stock, then the stack        J1 d3   (or the stack, then J1)
//   collect                     first, then last square              e1 e4   (a1 h1 e1 round a ring)
//   distribute                  the path, square by square           e5 f4 e3
//   rescue                      one's own pieces the opponent holds  J7 (Red) / J2 (Blue)
//   drop of a held prisoner     the prisoners one holds, the square  J2 d3 (Red) / J7 d3 (Blue)
//   pass                        pass (legal only when nothing else is)
// The entry steps also decide which distribution squares are offered. A move that is the beginning of
// another (a1=h1 before a1=h1=e1) is ended by `pass`.
#include <algorithm>

#include "game_views.h"
#include "listed_moves.h"
#include "pile_column.h"
#include "text.h"

namespace adapters::gtp {

namespace {

using inchworm::Error;
using inchworm::Expected;

constexpr const char* kPass = "pass";  // the pass's entry choice (engine/core/game_state.h)

// The side to move: 0 the first player, 1 the second (the board's owners).
int side_to_move(const inchworm::GameState& state) { return state.first_player_to_move() ? 0 : 1; }

bool on_board(const inchworm::BoardView& view, Click c) { return !c.is_pass() && c.x < view.files && c.y < view.ranks; }

const inchworm::BoardView::Point& point_at(const inchworm::BoardView& view, Click c) {
  return view.points[std::size_t(c.y * view.files + c.x)];
}

// The height of the stack on a board point (its label), 0 when empty.
int height_at(const inchworm::BoardView& view, Click c) {
  const auto& point = point_at(view, c);
  if (point.owner < 0) return 0;
  return inchworm::parse_number<int>(point.label, 1, 1 << 20).value_or(1);
}

bool own_stack(const inchworm::BoardView& view, Click c, int side) {
  return on_board(view, c) && point_at(view, c).owner == side;
}

class StackView : public GameView {
 public:
  using GameView::GameView;

  int board_size(const inchworm::GameState& state) const override {
    return PileColumn(presentation_, state).board_size();
  }

  Expected<std::vector<std::pair<std::string, std::string>>> options_for_size(const inchworm::GameState& state,
                                                                              int size) const override {
    return own_size_only(size, board_size(state));
  }

  Expected<ClickStep> step(const inchworm::GameState& state, const Clicks& pending) const override {
    const PileColumn piles(presentation_, state);
    const inchworm::BoardView view = state.board();
    // A move that a longer one begins is ended by `pass`.
    if (pending.size() > 1 && pending.back().is_pass()) {
      const auto shorter = entry_of(state, piles, view, Clicks(pending.begin(), pending.end() - 1));
      if (shorter && *shorter && (*shorter)->move && !(*shorter)->next.empty()) return ClickStep{{}, (*shorter)->move};
      return ClickStep{};
    }
    const auto entry = entry_of(state, piles, view, pending);
    if (!entry || !*entry) return ClickStep{};  // leads nowhere
    const inchworm::EntryStep& e = **entry;
    if (e.move && e.next.empty()) return ClickStep{{}, e.move};
    ClickStep step;
    for (const std::string& choice : e.next)
      if (const auto c = click_of(piles, choice)) step.next.push_back(*c);
    if (e.move) step.next.push_back(Click::pass());
    std::sort(step.next.begin(), step.next.end());
    step.next.erase(std::unique(step.next.begin(), step.next.end()), step.next.end());
    return step;
  }

  // The clicks of the squares its token names, after a pile's button where the move needs one (a drop
  // on an own stack, a prisoner's drop), or a button alone (a rescue): the first way that the entry
  // steps take to this move.
  Expected<Clicks> clicks(const inchworm::GameState& state, const std::string& given) const override {
    auto anatomy = state.anatomy(given);
    if (!anatomy) return Error{anatomy.error()};
    const std::string* token = &anatomy->token;
    const PileColumn piles(presentation_, state);
    const Clicks squares = squares_in(*token, state.board());
    std::vector<Clicks> ways;
    if (!squares.empty()) ways.push_back(squares);
    for (const std::string& choice : pile_choices(piles)) {
      Clicks way{*piles.click_of(choice)};
      way.insert(way.end(), squares.begin(), squares.end());
      ways.push_back(way);
    }
    if (squares.empty()) ways.push_back({Click::pass()});
    std::string why = "'" + *token + "' cannot be clicked";
    for (const Clicks& way : ways) {
      auto clicked = checked_clicks(*this, state, *token, way);
      if (clicked) return clicked;
      why = clicked.error();
    }
    return Error{why};
  }

  Picture picture(const inchworm::GameState& state, const Clicks& pending, const ClickStep& step) const override {
    const PileColumn piles(presentation_, state);
    const inchworm::BoardView view = state.board();
    Picture p = picture_of(state, view, piles.board_size());
    unlabel_singles(p);  // before the piles, whose counts may be 1
    piles.draw(p);
    if (view.turn.empty()) {
      const inchworm::SideNames names = state.side_names();
      p.status = (state.first_player_to_move() ? names.first : names.second) + " to move; " + p.status;
    }
    mark_entry(p, pending, step, hint(state, piles, view, pending, step));
    return p;
  }

 private:
  // The entry choice a click stands for, or nothing (a margin point that is no button now).
  static std::optional<std::string> choice_of(const PileColumn& piles, const inchworm::BoardView& view, Click c) {
    if (c.is_pass()) return kPass;
    if (on_board(view, c)) return square_name(c);
    return piles.choice_at(c);
  }

  static std::optional<Click> click_of(const PileColumn& piles, const std::string& choice) {
    if (choice == kPass) return Click::pass();
    if (auto c = piles.click_of(choice)) return c;
    return parse_square(choice);
  }

  // The piles' choices open to the side to move, in the game's order.
  std::vector<std::string> pile_choices(const PileColumn& piles) const {
    std::vector<std::string> choices;
    for (const inchworm::Pile& pile : presentation_.piles)
      for (const std::string* word : {&pile.holder_choice, &pile.opponent_choice})
        if (!word->empty() && piles.click_of(*word)) choices.push_back(*word);
    return choices;
  }

  // The entry step of `pending`, or nothing when a click stands for no choice.
  static std::optional<Expected<inchworm::EntryStep>> entry_of(const inchworm::GameState& state,
                                                               const PileColumn& piles, const inchworm::BoardView& view,
                                                               const Clicks& pending) {
    std::vector<std::string> chosen;
    for (const Click c : pending) {
      auto choice = choice_of(piles, view, c);
      if (!choice) return std::nullopt;
      chosen.push_back(*choice);
    }
    return state.entry_step(chosen);
  }

  // What the status line says while a move is being entered.
  static std::string hint(const inchworm::GameState& state, const PileColumn& piles, const inchworm::BoardView& view,
                          const Clicks& pending, const ClickStep& step) {
    if (pending.empty() || step.move) return {};
    const int us = side_to_move(state);
    const Click first = pending[0];
    if (const auto choice = piles.choice_at(first)) {
      const inchworm::Pile* pile = piles.pile_of(*choice);
      return pile && !pile->chosen_hint.empty() ? *choice + " chosen: " + pile->chosen_hint : *choice + " chosen";
    }
    const std::string stack = square_name(first);
    if (pending.size() == 1) {
      // Say what the offered clicks do.
      std::string ways;
      const auto way = [&ways](const std::string& text) { ways += (ways.empty() ? "" : ", ") + text; };
      const auto offered = [&step](auto&& test) { return std::any_of(step.next.begin(), step.next.end(), test); };
      for (const Click c : step.next)
        if (const auto choice = piles.choice_at(c)) {
          const inchworm::Pile* pile = piles.pile_of(*choice);
          if (pile && !pile->offered_after_hint.empty()) way(format_vertex(c) + " " + pile->offered_after_hint);
        }
      if (offered([&](Click c) { return own_stack(view, c, us); }))
        way("an own stack in line collects onto that stack");
      if (offered([&](Click c) { return on_board(view, c) && !own_stack(view, c, us); }))
        way("an empty neighbour starts a distribution");
      return stack + " chosen: " + ways;
    }
    if (std::binary_search(step.next.begin(), step.next.end(), Click::pass()))
      return "press Pass to end the collect here";
    if (!own_stack(view, pending[1], us))
      return "distributing " + stack + ": " + std::to_string(pending.size()) + " of " +
             std::to_string(height_at(view, first)) + " squares, click the next one";
    return "collecting from " + stack + ": click the last square";
  }
};

}  // namespace

std::unique_ptr<GameView> make_stack_view(const inchworm::Presentation& presentation) {
  return std::make_unique<StackView>(presentation);
}

}  // namespace adapters::gtp
