#include "game_view.h"

#include <algorithm>

#include "game_views.h"
#include "listed_moves.h"

namespace adapters::gtp {

namespace {

// A game without a view of its own: the board as its BoardView draws it (in the enclosing square), and
// each move clicked as the squares its token names (`pass` for a token without squares).
class PlainView : public GameView {
 public:
  int board_size(const inchworm::GameState& state) const override { return enclosing_square(state.board()); }

  inchworm::Expected<std::vector<std::pair<std::string, std::string>>> options_for_size(
      const inchworm::GameState& state, int size) const override {
    return own_size_only(size, board_size(state));
  }

  inchworm::Expected<ClickStep> step(const inchworm::GameState& state, const Clicks& pending) const override {
    auto listed = ListedMoves::build(state, raw_clicks);
    if (!listed) return inchworm::Error{listed.error()};
    return listed->step(pending);
  }

  inchworm::Expected<Clicks> clicks(const inchworm::GameState& state, const std::string& token) const override {
    auto listed = ListedMoves::build(state, raw_clicks);
    if (!listed) return inchworm::Error{listed.error()};
    if (auto c = listed->clicks_of(token)) return *c;
    return inchworm::Error{"'" + token + "' is not a legal move here"};
  }

  Picture picture(const inchworm::GameState& state, const Clicks& pending, const ClickStep& step) const override {
    Picture p = picture_of(state, state.board(), board_size(state));
    mark_entry(p, pending, step, "");
    return p;
  }

 private:
  static inchworm::Expected<std::vector<Clicks>> raw_clicks(const std::string& token) {
    Clicks clicks = squares_in(token);
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

std::unique_ptr<GameView> make_game_view(const std::string& game_id) {
  if (game_id == "rodeffer") return make_rodeffer_view();
  if (game_id == "steere") return make_steere_view();
  if (game_id == "inchworm-chess" || game_id == "longworm-chess") return make_chess_view();
  return std::make_unique<PlainView>();
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

std::string clicks_text(const Clicks& clicks) {
  std::string text;
  for (const Click c : clicks) text += (text.empty() ? "" : " ") + format_vertex(c);
  return text.empty() ? "(none)" : text;
}

}  // namespace adapters::gtp
