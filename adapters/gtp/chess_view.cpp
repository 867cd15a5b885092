// Chess-like games through GTP (BoardKind::TwoSquarePieces, the board of Inchworm Chess and Long Worm
// Chess).
//
// The 8x8 board is GTP's 8x8 (files a-h are columns A-H). The first side's pieces are white stones when
// the game shows them light (White), each with its letter (a half piece with its own letter: H W F C),
// the dark squares tinted on a checkered board, a stretched piece's two squares blue. GoGui's
// Black/White are the chess colours, so White, who moves first, is GTP's `white`. Every move is its two
// squares:
//   stretch e2e4            e2 e4
//   consolidate e2e4 / e4e2 the square left, then the square kept
//   castling e1g1           e1 g1 (the king's move)
//   promotion b7a8n         b7 a8, then the piece: the four squares behind a8 on its file offer
//                           Q (a7), R (a6), B (a5), N (a4); for Black on rank 1 the squares above.
#include "game_views.h"
#include "listed_moves.h"

namespace adapters::gtp {

namespace {

using inchworm::Error;
using inchworm::Expected;

constexpr int kChessBoardSize = 8;
constexpr const char* kDarkSquareField = "#b08d5f";
constexpr const char* kPromotionPieces = "qrbn";

// Where the promotion piece `piece` (one of q r b n) is chosen for a promotion on `to`.
Click promotion_choice(Click to, char piece) {
  const int distance = 1 + int(std::string_view(kPromotionPieces).find(piece));
  return Click::at(to.x, to.y == kChessBoardSize - 1 ? to.y - distance : to.y + distance);
}

class ChessView : public GameView {
 public:
  using GameView::GameView;

  int board_size(const inchworm::GameState&) const override { return kChessBoardSize; }

  Expected<std::vector<std::pair<std::string, std::string>>> options_for_size(const inchworm::GameState&,
                                                                              int size) const override {
    return own_size_only(size, kChessBoardSize);
  }

  Expected<ClickStep> step(const inchworm::GameState& state, const Clicks& pending) const override {
    auto listed = ListedMoves::build(state, clicks_on(state.board()));
    if (!listed) return Error{listed.error()};
    return listed->step(pending);
  }

  Expected<Clicks> clicks(const inchworm::GameState& state, const std::string& token) const override {
    auto listed = ListedMoves::build(state, clicks_on(state.board()));
    if (!listed) return Error{listed.error()};
    if (auto c = listed->clicks_of(token)) return *c;
    return Error{"'" + token + "' is not a legal move here"};
  }

  Picture picture(const inchworm::GameState& state, const Clicks& pending, const ClickStep& step) const override {
    Picture p = picture_of(state, state.board(), kChessBoardSize);
    if (presentation_.checkered)
      for (int y = 0; y < kChessBoardSize; ++y)
        for (int x = 0; x < kChessBoardSize; ++x)
          if ((x + y) % 2 == 0 && p.at(Click::at(x, y)).field.empty()) p.at(Click::at(x, y)).field = kDarkSquareField;
    std::string hint;
    if (pending.size() == 1 && !step.move) hint = square_name(pending[0]) + " chosen: " + presentation_.chosen_hint;
    if (pending.size() == 2 && !step.move) {
      hint = "promotion: click Q, R, B or N";
      for (const char piece : std::string_view(kPromotionPieces))
        p.at(promotion_choice(pending[1], piece)).label = std::string(1, char(piece - 'a' + 'A'));
    }
    mark_entry(p, pending, step, hint);
    return p;
  }

 private:
  // The ways to click a move token on the board `view`.
  static ListedMoves::RawClicks clicks_on(inchworm::BoardView view) {
    return [view = std::move(view)](const std::string& token) { return raw_clicks(token, view); };
  }
  static Expected<std::vector<Clicks>> raw_clicks(const std::string& token, const inchworm::BoardView& view) {
    Clicks clicks = squares_in(token, view);
    if (clicks.size() != 2) return Error{"cannot click the move '" + token + "'"};
    if (token.size() == 5) {
      const char piece = token.back();
      if (std::string_view(kPromotionPieces).find(piece) == std::string_view::npos)
        return Error{"cannot click the move '" + token + "': unknown promotion piece"};
      clicks.push_back(promotion_choice(clicks[1], piece));
    }
    return std::vector<Clicks>{clicks};
  }
};

}  // namespace

std::unique_ptr<GameView> make_chess_view(const inchworm::Presentation& presentation) {
  return std::make_unique<ChessView>(presentation);
}

}  // namespace adapters::gtp
