// Chess-like games through GTP (BoardKind::TwoSquarePieces: pieces that may stand on two squares).
//
// The 8x8 board is GTP's 8x8 (files a-h are columns A-H). The first side's pieces are white stones when
// the game shows them light (White), each with its letter (a half piece with its own letter: H W F C),
// the dark squares tinted on a checkered board, a stretched piece's two squares blue. GoGui's
// Black/White are the chess colours, so White, who moves first, is GTP's `white`. Every move is entered
// by the game's entry steps (GameState::entry_step), one click a choice: a square is its point; the
// choices that name no square (the piece a promotion makes) are the points behind the square clicked
// last, on its file and into the board, one each in the order the game's presentation lists its pieces:
//   stretch e2e4            e2 e4
//   consolidate e2e4 / e4e2 the square left, then the square kept
//   castling e1g1           e1 g1 (the king's move)
//   promotion b7a8n         b7 a8, then the piece: the four squares behind a8 on its file offer
//                           Q (a7), R (a6), B (a5), N (a4); for Black on rank 1 the squares above.
#include <algorithm>
#include <functional>

#include "game_views.h"
#include "listed_moves.h"
#include "square_name.h"
#include "text.h"

namespace adapters::gtp {

namespace {

using inchworm::Error;
using inchworm::Expected;

constexpr int kChessBoardSize = 8;
constexpr const char* kDarkSquareField = "#b08d5f";

// A choice of an entry step and the point it is clicked on.
struct Offer {
  std::string choice;
  Click click;
};

// The entry of a move so far: its choices, their clicks, and what may follow them.
struct Entered {
  std::vector<std::string> chosen;
  Clicks clicks;
  std::vector<Offer> offers;
};

class ChessView : public ListedView {
 public:
  using ListedView::ListedView;

  int board_size(const inchworm::GameState&) const override { return kChessBoardSize; }

  Expected<std::vector<std::pair<std::string, std::string>>> options_for_size(const inchworm::GameState&,
                                                                              int size) const override {
    return own_size_only(size, kChessBoardSize);
  }

  Picture picture(const inchworm::GameState& state, const Clicks& pending, const ClickStep& step) const override {
    const inchworm::BoardView view = state.board();
    Picture p = picture_of(state, view, kChessBoardSize);
    if (presentation_.checkered)
      for (int y = 0; y < kChessBoardSize; ++y)
        for (int x = 0; x < kChessBoardSize; ++x)
          if ((x + y) % 2 == 0 && p.at(Click::at(x, y)).field.empty()) p.at(Click::at(x, y)).field = kDarkSquareField;
    std::string hint;
    if (pending.size() == 1 && !step.move) hint = square_name(pending[0]) + " chosen: " + presentation_.chosen_hint;
    if (!pending.empty() && !step.move) {
      const std::string words = label_words(state, view, pending, p);
      if (!words.empty()) hint = words;
    }
    mark_entry(p, pending, step, hint);
    return p;
  }

 private:
  // Where a choice that names no square is listed among its step's: by the game's pieces, in the
  // order its presentation gives them (Q R B N), then any other.
  std::size_t piece_order(const std::string& choice) const {
    const auto& pieces = presentation_.pieces;
    const auto it = std::find_if(pieces.begin(), pieces.end(), [&](const inchworm::PieceLook& look) {
      return look.letter == inchworm::upper_case(choice);
    });
    return std::size_t(it - pieces.begin());
  }

  // The choices of `step`, each with its point (`clicks` the clicks of the choices before it); an error
  // when a choice has no point on the board `view`.
  Expected<std::vector<Offer>> offers(const inchworm::BoardView& view, const Clicks& clicks,
                                      const inchworm::EntryStep& step) const {
    std::vector<Offer> out;
    std::vector<std::string> words;
    for (const std::string& choice : step.next) {
      if (const auto square = inchworm::parse_square_name(choice, view.files, view.ranks))
        out.push_back({choice, Click::at(square->file, square->rank)});
      else
        words.push_back(choice);
    }
    std::stable_sort(words.begin(), words.end(),
                     [this](const std::string& a, const std::string& b) { return piece_order(a) < piece_order(b); });
    for (std::size_t i = 0; i < words.size(); ++i) {
      // Behind the last square on its file, away from the nearer edge.
      const Click last = clicks.empty() ? Click::pass() : clicks.back();
      const int y = last.y >= view.ranks / 2 ? last.y - int(i) - 1 : last.y + int(i) + 1;
      if (last.is_pass() || y < 0 || y >= view.ranks)
        return Error{"cannot click the choice " + inchworm::quoted(words[i]) + " on the board"};
      out.push_back({words[i], Click::at(last.x, y)});
    }
    return out;
  }

  // Every legal move with its clicks: the game's entry steps walked from the first choice to each move.
  Expected<ListedMoves> list(const inchworm::GameState& state) const override {
    const inchworm::BoardView view = state.board();
    std::vector<std::pair<Clicks, std::string>> moves;
    Entered at;
    const std::function<inchworm::MaybeError()> walk = [&]() -> inchworm::MaybeError {
      const auto step = state.entry_step(at.chosen);
      if (!step) return Error{step.error()};
      if (step->move) moves.emplace_back(at.clicks, *step->move);
      const auto offered = offers(view, at.clicks, *step);
      if (!offered) return Error{offered.error()};
      for (const Offer& offer : *offered) {
        at.chosen.push_back(offer.choice);
        at.clicks.push_back(offer.click);
        if (auto error = walk()) return error;
        at.chosen.pop_back();
        at.clicks.pop_back();
      }
      return std::nullopt;
    };
    if (auto error = walk()) return *error;
    return ListedMoves::of(std::move(moves));
  }

  // The choices the clicks `pending` stand for and what may follow them; nothing when they lead nowhere.
  std::optional<Entered> entered(const inchworm::GameState& state, const inchworm::BoardView& view,
                                 const Clicks& pending) const {
    Entered at;
    for (std::size_t i = 0;; ++i) {
      const auto step = state.entry_step(at.chosen);
      if (!step) return std::nullopt;
      auto offered = offers(view, at.clicks, *step);
      if (!offered) return std::nullopt;
      if (i == pending.size()) {
        at.offers = std::move(*offered);
        return at;
      }
      const auto it =
          std::find_if(offered->begin(), offered->end(), [&](const Offer& offer) { return offer.click == pending[i]; });
      if (it == offered->end()) return std::nullopt;
      at.chosen.push_back(it->choice);
      at.clicks.push_back(it->click);
    }
  }

  // Letters the points of the choices that name no square after `pending` (a promotion's pieces) on the
  // picture, and says them for the status line ("promotion: click Q, R, B or N", the kind of move they
  // make first); "" when there are none.
  std::string label_words(const inchworm::GameState& state, const inchworm::BoardView& view, const Clicks& pending,
                          Picture& p) const {
    const auto at = entered(state, view, pending);
    if (!at) return "";
    std::vector<std::string> letters;
    std::string kind;
    for (const Offer& offer : at->offers) {
      if (inchworm::parse_square_name(offer.choice, view.files, view.ranks)) continue;
      letters.push_back(inchworm::upper_case(offer.choice));
      p.at(offer.click).label = letters.back();
      if (!kind.empty()) continue;
      auto chosen = at->chosen;
      chosen.push_back(offer.choice);
      const auto step = state.entry_step(chosen);
      const auto anatomy = step && step->move ? state.anatomy(*step->move) : Expected<inchworm::MoveAnatomy>{Error{""}};
      kind = anatomy ? anatomy->kind : "next";
    }
    if (letters.empty()) return "";
    std::string text = kind + ": click " + letters.front();
    for (std::size_t i = 1; i < letters.size(); ++i) text += (i + 1 == letters.size() ? " or " : ", ") + letters[i];
    return text;
  }
};

}  // namespace

std::unique_ptr<GameView> make_chess_view(const inchworm::Presentation& presentation) {
  return std::make_unique<ChessView>(presentation);
}

}  // namespace adapters::gtp
