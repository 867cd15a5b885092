#include "game_view.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "game_views.h"
#include "listed_moves.h"
#include "pile_column.h"
#include "text.h"

namespace adapters::gtp {

namespace {

// Pieces on points (and a board kind no view knows): the board as its BoardView draws it, the game's
// piles beside it (pile_column.h), each move clicked as the squares its token names (`pass` for a token
// without squares).
class PlainView : public GameView {
 public:
  using GameView::GameView;

  int board_size(const inchworm::GameState& state) const override {
    return PileColumn(presentation_, state).board_size();
  }

  inchworm::Expected<std::vector<std::pair<std::string, std::string>>> options_for_size(
      const inchworm::GameState& state, int size) const override {
    return own_size_only(size, board_size(state));
  }

  inchworm::Expected<ClickStep> step(const inchworm::GameState& state, const Clicks& pending) const override {
    auto listed = ListedMoves::build(state, clicks_on(state.board()));
    if (!listed) return inchworm::Error{listed.error()};
    return listed->step(pending);
  }

  inchworm::Expected<Clicks> clicks(const inchworm::GameState& state, const std::string& token) const override {
    auto listed = ListedMoves::build(state, clicks_on(state.board()));
    if (!listed) return inchworm::Error{listed.error()};
    if (auto c = listed->clicks_of(token)) return *c;
    return inchworm::Error{"'" + token + "' is not a legal move here"};
  }

  Picture picture(const inchworm::GameState& state, const Clicks& pending, const ClickStep& step) const override {
    const PileColumn piles(presentation_, state);
    Picture p = picture_of(state, state.board(), piles.board_size());
    piles.draw(p);
    mark_entry(p, pending, step, "");
    return p;
  }

 private:
  // The ways to click a move token on the board `view`.
  static ListedMoves::RawClicks clicks_on(inchworm::BoardView view) {
    return [view = std::move(view)](const std::string& token) { return raw_clicks(token, view); };
  }
  static inchworm::Expected<std::vector<Clicks>> raw_clicks(const std::string& token, const inchworm::BoardView& view) {
    Clicks clicks = squares_in(token, view);
    if (clicks.empty()) clicks.push_back(Click::pass());
    return std::vector<Clicks>{clicks};
  }
};

}  // namespace

int enclosing_square(const inchworm::BoardView& view) { return std::max(view.files, view.ranks); }

inchworm::Expected<std::vector<std::pair<std::string, std::string>>> own_size_only(int size, int own) {
  if (size == own) return std::vector<std::pair<std::string, std::string>>{};
  return inchworm::Error{"unacceptable size: this game is played on GTP board size " + std::to_string(own)};
}

std::unique_ptr<GameView> make_game_view(const inchworm::Presentation& presentation) {
  switch (presentation.board) {
    case inchworm::BoardKind::Stacks:
      return make_stack_view(presentation);
    case inchworm::BoardKind::WormStacks:
      return make_worm_view(presentation);
    case inchworm::BoardKind::TwoSquarePieces:
      return make_chess_view(presentation);
    case inchworm::BoardKind::Points:
      break;
  }
  return std::make_unique<PlainView>(presentation);
}

std::optional<std::pair<int, int>> GameView::captured(const inchworm::GameState& state) const {
  if (presentation_.score_counter.empty()) return std::nullopt;
  const inchworm::BoardView view = state.board();
  return std::make_pair(int(counter_value(view, presentation_.score_counter, 0)),
                        int(counter_value(view, presentation_.score_counter, 1)));
}

int GameView::margin(const inchworm::GameState& state, inchworm::Outcome outcome) const {
  const inchworm::WinMargin& rule = presentation_.margin;
  switch (rule.kind) {
    case inchworm::WinMargin::Kind::CounterDifference: {
      const inchworm::BoardView view = state.board();
      return int(std::llabs(counter_value(view, rule.counter, 0) - counter_value(view, rule.counter, 1)));
    }
    case inchworm::WinMargin::Kind::LosersPieces: {
      if (outcome == inchworm::Outcome::Draw) return 0;
      const int loser = outcome == inchworm::Outcome::FirstPlayerWins ? 1 : 0;
      int left = 0;
      for (const auto& point : state.board().points)
        if (point.owner == loser) left += inchworm::parse_number<int>(point.label, 1, 1 << 20).value_or(1);
      return std::max(left, 1);
    }
    case inchworm::WinMargin::Kind::One:
      break;
  }
  return 1;
}

inchworm::Expected<Clicks> checked_clicks(const GameView& view, const inchworm::GameState& state,
                                          const std::string& token, const Clicks& raw) {
  Clicks entered;
  for (;;) {
    auto step = view.step(state, entered);
    if (!step) return inchworm::Error{step.error()};
    if (step->move) {
      if (entered.size() >= raw.size() && *step->move == token) return entered;
      return inchworm::Error{"the clicks " + clicks_text(entered) + " make " + *step->move + ", not " + token};
    }
    // After the move's own clicks, only the ending `pass` may follow.
    const bool ending = entered.size() >= raw.size();
    const Click next = ending ? Click::pass() : raw[entered.size()];
    if (entered.size() > raw.size() || !std::binary_search(step->next.begin(), step->next.end(), next))
      return inchworm::Error{"the move " + token + " cannot be clicked: " + format_vertex(next) + " does not follow " +
                             clicks_text(entered)};
    entered.push_back(next);
  }
}

void mark_entry(Picture& picture, const Clicks& pending, const ClickStep& step, const std::string& hint) {
  for (const Click c : pending)
    if (!c.is_pass()) picture.at(c).field = kEnteredField;
  if (!pending.empty())
    for (const Click c : step.next)
      if (!c.is_pass()) picture.at(c).field = kNextField;
  if (!hint.empty()) picture.status = hint + (picture.status.empty() ? "" : "; " + picture.status);
}

std::string gogui_game_id(const std::string& game) {
  std::string id = game;
  if (!id.empty()) id[0] = char(std::toupper(static_cast<unsigned char>(id[0])));
  return id;
}

std::string clicks_text(const Clicks& clicks) {
  std::string text;
  for (const Click c : clicks) text += (text.empty() ? "" : " ") + format_vertex(c);
  return text.empty() ? "(none)" : text;
}

}  // namespace adapters::gtp
