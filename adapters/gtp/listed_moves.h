// The click sequences of every legal move of a position, for games whose moves can be listed (a few
// dozen moves, GameState::legal_moves). Each game says how one move token is clicked (one
// or more ways, the first the one `genmove` gives); this makes the sequences prefix-free (a move that
// is the beginning of another is ended by `pass`) and answers which clicks may follow the ones entered
// so far.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game_view.h"

namespace adapters::gtp {

class ListedMoves {
 public:
  // The ways to click one move token, the usual one first.
  using RawClicks = std::function<inchworm::Expected<std::vector<Clicks>>(const std::string& token)>;

  // Every legal move of `state` with its clicks. An error when the moves cannot be listed, a token
  // cannot be clicked, or two moves would take the same clicks.
  static inchworm::Expected<ListedMoves> build(const inchworm::GameState& state, const RawClicks& raw_clicks);
  // The same from moves given with their clicks, the usual way of each move first.
  static inchworm::Expected<ListedMoves> of(std::vector<std::pair<Clicks, std::string>> moves);

  ClickStep step(const Clicks& pending) const;
  // The usual clicks of a listed move, or nothing when `token` is not one.
  std::optional<Clicks> clicks_of(const std::string& token) const;

 private:
  struct Entry {
    Clicks clicks;
    std::string token;
    std::size_t order = 0;  // as given: the first entry of a token is its usual way
    bool operator<(const Entry& o) const { return clicks < o.clicks; }
  };
  std::vector<Entry> moves_;  // prefix-free click sequences, sorted
};

// A view whose moves are entered as listed: `step` and `clicks` answer from the list of every legal move
// with its clicks, which the view makes for each position (`list`).
class ListedView : public GameView {
 public:
  using GameView::GameView;

  inchworm::Expected<ClickStep> step(const inchworm::GameState& state, const Clicks& pending) const final;
  inchworm::Expected<Clicks> clicks(const inchworm::GameState& state, const std::string& token) const final;

 protected:
  // Every legal move of `state` with its clicks (ListedMoves::build or ListedMoves::of).
  virtual inchworm::Expected<ListedMoves> list(const inchworm::GameState& state) const = 0;
};

// The squares a move token names on the board `view` (inchworm::squares_in_token, by the board's files
// and ranks), in order (`c2-d2` -> c2, d2; `b7a8n` -> b7, a8), with a square written twice in a row kept
// once.
std::vector<Click> squares_in(const std::string& token, const inchworm::BoardView& view);

}  // namespace adapters::gtp
