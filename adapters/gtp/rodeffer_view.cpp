// Rodeffer's Inchworm through GTP (rules: ../shared/rules/inchworm.md).
//
// The 8x8 board sits in a 9x9 GTP board whose right column shows what is off the board, as stones
// with their count: J1 Red's stock, J2 the Blue pieces Red holds as prisoners, J7 the Red pieces Blue
// holds, J8 Blue's stock. Those four points are also buttons, so every move is entered with points:
//   drop on an empty square     the square                           d3
//   drop on an own stack        the own stock, then the stack        J1 d3   (or the stack, then J1)
//   collect  e1=e4              first, then last square              e1 e4   (a1=h1=e1: a1 h1 e1)
//   distribute e5-f4-e3         the path, square by square           e5 f4 e3
//   rescue R9                   one's own pieces the opponent holds  J7 (Red) / J2 (Blue)
//   prisoner drop P@d3          the prisoners one holds, the square  J2 d3 (Red) / J7 d3 (Blue)
//   pass                        pass (legal only when nothing else is)
// The clicks are the game's entry choices (GameState::entry_step: squares, and the words stock,
// prisoner, rescue and pass for the buttons), which also decide which distribution squares are offered.
// A move that is the beginning of another (a1=h1 before a1=h1=e1) is ended by `pass`.
#include <algorithm>
#include <cstdlib>

#include "game_views.h"
#include "listed_moves.h"
#include "text.h"

namespace adapters::gtp {

namespace {

using inchworm::Error;
using inchworm::Expected;

constexpr int kRodefferBoardSize = 9;
constexpr int kGameSize = 8;
constexpr Click kRedStock = Click::at(8, 0);
constexpr Click kRedHolds = Click::at(8, 1);  // Blue pieces, Red's prisoners
constexpr Click kBlueHolds = Click::at(8, 6);
constexpr Click kBlueStock = Click::at(8, 7);

// The entry choices of the buttons (engine/core/game_state.h).
constexpr const char* kStock = "stock";
constexpr const char* kPrisoner = "prisoner";
constexpr const char* kRescue = "rescue";
constexpr const char* kPass = "pass";

// The side to move: 0 Red, 1 Blue (the board's owners).
int side_to_move(const inchworm::GameState& state) { return state.first_player_to_move() ? 0 : 1; }

Click stock_button(int side) { return side == 0 ? kRedStock : kBlueStock; }
// The pile of `side`'s pieces that the opponent holds: clicked to rescue them.
Click rescue_button(int side) { return side == 0 ? kBlueHolds : kRedHolds; }
// The pile of the opponent's pieces that `side` holds: clicked to drop one of them.
Click prisoner_button(int side) { return side == 0 ? kRedHolds : kBlueHolds; }

bool on_board(Click c) { return !c.is_pass() && c.x < kGameSize && c.y < kGameSize; }

// The entry choice a click stands for, or nothing (a margin point that is no button of `side`).
std::optional<std::string> choice_of(Click c, int side) {
  if (c.is_pass()) return kPass;
  if (on_board(c)) return square_name(c);
  if (c == stock_button(side)) return kStock;
  if (c == prisoner_button(side)) return kPrisoner;
  if (c == rescue_button(side)) return kRescue;
  return std::nullopt;
}

std::optional<Click> click_of(const std::string& choice, int side) {
  if (choice == kPass) return Click::pass();
  if (choice == kStock) return stock_button(side);
  if (choice == kPrisoner) return prisoner_button(side);
  if (choice == kRescue) return rescue_button(side);
  return parse_square(choice);
}

// The entry step of `pending`, or nothing when a click stands for no choice.
std::optional<Expected<inchworm::EntryStep>> entry_of(const inchworm::GameState& state, const Clicks& pending) {
  std::vector<std::string> chosen;
  for (const Click c : pending) {
    auto choice = choice_of(c, side_to_move(state));
    if (!choice) return std::nullopt;
    chosen.push_back(*choice);
  }
  return state.entry_step(chosen);
}

// The height of the stack on a board point (its label), 0 when empty.
int height_at(const inchworm::BoardView& view, Click c) {
  const auto& point = view.points[std::size_t(c.y * view.files + c.x)];
  if (point.owner < 0) return 0;
  return inchworm::parse_number<int>(point.label, 1, 1 << 20).value_or(1);
}

bool own_stack(const inchworm::BoardView& view, Click c, int side) {
  return on_board(c) && view.points[std::size_t(c.y * view.files + c.x)].owner == side;
}

long long counter(const inchworm::BoardView& view, const std::string& name, int side) {
  for (const auto& c : view.counters)
    if (c.name == name) return c.values[side];
  return 0;
}

class RodefferView : public GameView {
 public:
  int board_size(const inchworm::GameState&) const override { return kRodefferBoardSize; }

  Expected<std::vector<std::pair<std::string, std::string>>> options_for_size(const inchworm::GameState&,
                                                                              int size) const override {
    return own_size_only(size, kRodefferBoardSize);
  }

  Expected<ClickStep> step(const inchworm::GameState& state, const Clicks& pending) const override {
    // A move that a longer one begins is ended by `pass`.
    if (pending.size() > 1 && pending.back().is_pass()) {
      const auto shorter = entry_of(state, Clicks(pending.begin(), pending.end() - 1));
      if (shorter && *shorter && (*shorter)->move && !(*shorter)->next.empty()) return ClickStep{{}, (*shorter)->move};
      return ClickStep{};
    }
    const auto entry = entry_of(state, pending);
    if (!entry || !*entry) return ClickStep{};  // leads nowhere
    const inchworm::EntryStep& e = **entry;
    if (e.move && e.next.empty()) return ClickStep{{}, e.move};
    ClickStep step;
    for (const std::string& choice : e.next)
      if (const auto c = click_of(choice, side_to_move(state))) step.next.push_back(*c);
    if (e.move) step.next.push_back(Click::pass());
    std::sort(step.next.begin(), step.next.end());
    step.next.erase(std::unique(step.next.begin(), step.next.end()), step.next.end());
    return step;
  }

  Expected<Clicks> clicks(const inchworm::GameState& state, const std::string& token) const override {
    auto anatomy = state.anatomy(token);
    if (!anatomy) return Error{anatomy.error()};
    const int us = side_to_move(state);
    const inchworm::BoardView view = state.board();
    Clicks raw;
    if (anatomy->kind == "drop") {
      const Click square = squares_in(anatomy->token).front();
      if (own_stack(view, square, us)) raw.push_back(stock_button(us));
      raw.push_back(square);
    } else if (anatomy->kind == "prisoner") {
      raw = {prisoner_button(us), squares_in(anatomy->token).front()};
    } else if (anatomy->kind == "rescue") {
      raw = {rescue_button(us)};
    } else if (anatomy->kind == "pass") {
      raw = {Click::pass()};
    } else {
      raw = squares_in(anatomy->token);  // a collect's squares, a distribution's path
    }
    return checked_clicks(*this, state, anatomy->token, raw);
  }

  Picture picture(const inchworm::GameState& state, const Clicks& pending, const ClickStep& step) const override {
    const inchworm::BoardView view = state.board();
    Picture p = picture_of(state, view, kRodefferBoardSize);
    unlabel_singles(p);  // before the piles, whose counts may be 1
    const auto pile = [&](Click c, long long count, char stone) {
      PointPicture& point = p.at(c);
      point.stone = count > 0 ? stone : '.';
      point.label = std::to_string(count);
      point.field = kMarginField;
    };
    pile(kRedStock, counter(view, "stock", 0), 'X');
    pile(kRedHolds, counter(view, "prisoners", 0), 'O');
    pile(kBlueHolds, counter(view, "prisoners", 1), 'X');
    pile(kBlueStock, counter(view, "stock", 1), 'O');
    const inchworm::SideNames names = state.side_names();
    p.status = (state.first_player_to_move() ? names.first : names.second) + " to move; " + p.status;
    mark_entry(p, pending, step, hint(state, view, pending, step));
    return p;
  }

  std::optional<std::pair<int, int>> captured(const inchworm::GameState& state) const override {
    const inchworm::BoardView view = state.board();
    return std::make_pair(int(counter(view, "score", 0)), int(counter(view, "score", 1)));
  }

  int margin(const inchworm::GameState& state, inchworm::Outcome) const override {
    const inchworm::BoardView view = state.board();
    return int(std::abs(counter(view, "score", 0) - counter(view, "score", 1)));
  }

 private:
  // What the status line says while a move is being entered.
  static std::string hint(const inchworm::GameState& state, const inchworm::BoardView& view, const Clicks& pending,
                          const ClickStep& step) {
    if (pending.empty() || step.move) return {};
    const int us = side_to_move(state);
    const Click first = pending[0];
    if (first == stock_button(us)) return "stock chosen: click the square to drop a piece on";
    if (first == prisoner_button(us)) return "prisoner chosen: click the empty square to drop it on";
    const std::string stack = square_name(first);
    if (pending.size() == 1) {
      // Say what the offered clicks do.
      std::string ways;
      const auto way = [&ways](const std::string& text) { ways += (ways.empty() ? "" : ", ") + text; };
      const auto offered = [&step](auto&& test) { return std::any_of(step.next.begin(), step.next.end(), test); };
      if (offered([&](Click c) { return c == stock_button(us); }))
        way(format_vertex(stock_button(us)) + " drops a piece on it");
      if (offered([&](Click c) { return own_stack(view, c, us); }))
        way("an own stack in line collects onto that stack");
      if (offered([&](Click c) { return on_board(c) && !own_stack(view, c, us); }))
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

std::unique_ptr<GameView> make_rodeffer_view() { return std::make_unique<RodefferView>(); }

}  // namespace adapters::gtp
