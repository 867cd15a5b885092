// Games of worms through GTP (BoardKind::WormStacks).
//
// The board need not be square: GoGui gets the enclosing square (6 ranks x 7 files in a 7x7
// board), and the points beyond the board (the top rows when there are fewer ranks than files, the right
// columns otherwise) are grey and not part of the game. Those grey points stand for "off the board": a
// move is the checker's square, then where it goes; a move off the board (its anatomy names the edges
// it leaves by, MoveAnatomy::edges) is the square, then any grey point (genmove gives the one beyond the
// square: G7 for g5 on 6x7):
//   c2-d2   c2 d2
//   g5-off  g5, then any grey point
//   pass    pass
// `boardsize N` (3 to 16) starts the game with an even number of ranks that fits N: for N odd (N-1)
// ranks x N files (7 is the default 6x7, 9 is 8x9), for N even N ranks x (N-1) files (8 is 8x7), by the
// rule options Rows and Columns set together (GameState::set_rule_options); other sizes come with
// --position.
#include "game_views.h"
#include "listed_moves.h"
#include "text.h"

namespace adapters::gtp {

namespace {

using inchworm::Error;
using inchworm::Expected;

constexpr int kMinSide = 2, kMaxSide = 16;

class WormView : public ListedView {
 public:
  using ListedView::ListedView;

  int board_size(const inchworm::GameState& state) const override { return enclosing_square(state.board()); }

  Expected<std::vector<std::pair<std::string, std::string>>> options_for_size(const inchworm::GameState& state,
                                                                              int size) const override {
    if (size == board_size(state)) return std::vector<std::pair<std::string, std::string>>{};
    if (size < kMinSide + 1 || size > kMaxSide)
      return Error{"unacceptable size: GTP board sizes " + std::to_string(kMinSide + 1) + " to " +
                   std::to_string(kMaxSide) + " give " + gogui_game_id(state.game_id()) +
                   " boards of (size-1) x size (odd sizes) or size x (size-1)"};
    const int rows = size % 2 ? size - 1 : size;
    return std::vector<std::pair<std::string, std::string>>{
        {"Rows", std::to_string(rows)}, {"Columns", std::to_string(rows == size ? size - 1 : size)}};
  }

  Picture picture(const inchworm::GameState& state, const Clicks& pending, const ClickStep& step) const override {
    const inchworm::BoardView view = state.board();
    Picture p = picture_of(state, view, enclosing_square(view));
    unlabel_singles(p);
    std::string hint;
    if (pending.size() == 1 && !step.move) {
      hint = square_name(pending[0]) + " chosen: " + presentation_.chosen_hint;
      if (!presentation_.off_board_hint.empty()) hint += " (a grey point " + presentation_.off_board_hint + ")";
    }
    mark_entry(p, pending, step, hint);
    return p;
  }

 private:
  Expected<ListedMoves> list(const inchworm::GameState& state) const override {
    const inchworm::BoardView view = state.board();
    const int size = enclosing_square(view);
    // The grey points, the one beyond the checker's own file (or rank) first.
    const auto off_points = [&view, size](Click from) {
      std::vector<Click> points;
      points.push_back(view.ranks < view.files ? Click::at(from.x, view.ranks) : Click::at(view.files, from.y));
      for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
          if ((x >= view.files || y >= view.ranks) && Click::at(x, y) != points.front())
            points.push_back(Click::at(x, y));
      return points;
    };
    return ListedMoves::build(state, [&](const std::string& token) -> Expected<std::vector<Clicks>> {
      const Clicks squares = squares_in(token, view);
      if (squares.empty()) return std::vector<Clicks>{{Click::pass()}};
      // A move that names one square leaves the board, by the edges its anatomy names.
      const auto anatomy = squares.size() == 1 ? state.anatomy(token) : Expected<inchworm::MoveAnatomy>{Error{""}};
      const bool off = anatomy && !anatomy->edges.empty();
      if (off) {
        std::vector<Clicks> ways;
        for (const Click c : off_points(squares[0])) ways.push_back({squares[0], c});
        return ways;
      }
      if (!off && squares.size() == 2) return std::vector<Clicks>{squares};
      return Error{"cannot click the move '" + token + "'"};
    });
  }
};

}  // namespace

std::unique_ptr<GameView> make_worm_view(const inchworm::Presentation& presentation) {
  return std::make_unique<WormView>(presentation);
}

}  // namespace adapters::gtp
