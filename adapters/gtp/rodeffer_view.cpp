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
// Distributions are never listed (a stack can have 10^5 of them): a square is offered as the next one
// of a path only when the path can still be completed through it (an exact search, find_distribution).
#include <algorithm>

#include "game_views.h"
#include "listed_moves.h"
#include "rodeffer/distribute.h"
#include "rodeffer/movegen.h"
#include "rodeffer/notation.h"
#include "rodeffer/state.h"

namespace adapters::gtp {

namespace {

namespace rd = inchworm::rodeffer;
using inchworm::Error;
using inchworm::Expected;

constexpr int kBoardSize = 9;
constexpr Click kRedStock = Click::at(8, 0);
constexpr Click kRedHolds = Click::at(8, 1);  // Blue pieces, Red's prisoners
constexpr Click kBlueHolds = Click::at(8, 6);
constexpr Click kBlueStock = Click::at(8, 7);

Click stock_button(rd::Color c) { return c == rd::RED ? kRedStock : kBlueStock; }
// The pile of `c`'s pieces that the opponent holds: clicked to rescue them.
Click rescue_button(rd::Color c) { return c == rd::RED ? kBlueHolds : kRedHolds; }
// The pile of the opponent's pieces that `c` holds: clicked to drop one of them.
Click prisoner_button(rd::Color c) { return c == rd::RED ? kRedHolds : kBlueHolds; }

bool on_board(Click c) { return !c.is_pass() && c.x < rd::kFiles && c.y < rd::kRanks; }
rd::Square square_of(Click c) { return rd::make_square(c.x, c.y); }
Click click_of(rd::Square s) { return Click::at(rd::file_of(s), rd::rank_of(s)); }
bool in(rd::Bitboard b, rd::Square s) { return (b >> s) & 1; }

const rd::Position& position_of(const inchworm::GameState& state) {
  return dynamic_cast<const rd::State&>(state).position();
}

void add(Clicks& clicks, Click c) {
  if (std::find(clicks.begin(), clicks.end(), c) == clicks.end()) clicks.push_back(c);
}

// The clicks make the move `m` when it is legal, and lead nowhere otherwise.
ClickStep complete(const rd::Position& pos, const rd::Move& m) {
  if (!rd::is_legal(pos, m)) return {};
  return {{}, rd::format_move(pos, m)};
}

// Every collect that starts on `from`, with its clicks: the squares of its token.
std::vector<std::pair<Clicks, std::string>> collects_from(const rd::Position& pos, rd::Square from) {
  std::vector<std::pair<Clicks, std::string>> collects;
  const rd::Bitboard own = pos.stacks(pos.side_to_move());
  for (int d = 0; d < rd::kDirections; ++d) {
    rd::Bitboard run = rd::square_bb(from);
    for (rd::Square s = pos.geometry().step(from, d); s >= 0 && in(own, s) && !in(run, s);
         s = pos.geometry().step(s, d)) {
      run |= rd::square_bb(s);
      const rd::Move m = rd::Move::collect(from, s, d, run);
      if (!rd::is_legal(pos, m)) continue;
      const std::string token = rd::format_move(pos, m);
      collects.emplace_back(squares_in(token), token);
    }
  }
  return collects;
}

// The empty squares that can come next on a distribution path begun with `path` (its first square the
// stack), each only when some completion of the path goes through it.
Clicks path_continuations(const rd::Position& pos, const Clicks& path) {
  const rd::Geometry& g = pos.geometry();
  const int height = pos.height(square_of(path.front()));
  rd::Bitboard free = pos.empty();
  for (const Click c : path) free &= ~rd::square_bb(square_of(c));
  const int left_after_next = height - int(path.size()) - 1;
  Clicks next;
  for (rd::Bitboard b = g.king[square_of(path.back())] & free; b; b &= b - 1) {
    const rd::Square s = rd::lsb(b);
    // find_distribution answers for a stack of left_after_next + 1 on s, that is, the rest of the path.
    if (left_after_next == 0 ||
        rd::find_distribution(g, s, left_after_next + 1, free & ~rd::square_bb(s)).value_or(1) != 0)
      next.push_back(click_of(s));
  }
  return next;
}

bool has_distribution(const rd::Position& pos, rd::Square s) {
  return pos.height(s) >= 2 && rd::find_distribution(pos.geometry(), s, pos.height(s), pos.empty()).value_or(1) != 0;
}

// The first click of a move.
Clicks first_clicks(const rd::Position& pos) {
  const rd::Color us = pos.side_to_move();
  Clicks next;
  bool any_drop = false;
  for (rd::Square s = 0; s < rd::kSquares; ++s) {
    const bool drop = rd::is_legal(pos, rd::Move::drop(s));
    any_drop = any_drop || drop;
    const bool own = in(pos.stacks(us), s);
    if ((drop && !own) || (own && (drop || !collects_from(pos, s).empty() || has_distribution(pos, s))))
      next.push_back(click_of(s));
  }
  if (any_drop) next.push_back(stock_button(us));
  if (rd::is_legal(pos, rd::Move::rescue())) next.push_back(rescue_button(us));
  for (rd::Square s = 0; s < rd::kSquares; ++s)
    if (rd::is_legal(pos, rd::Move::prisoner_drop(s))) {
      next.push_back(prisoner_button(us));
      break;
    }
  if (rd::is_legal(pos, rd::Move::pass())) next.push_back(Click::pass());
  return next;
}

Expected<ClickStep> step_from_stack(const rd::Position& pos, const Clicks& pending) {
  const rd::Color us = pos.side_to_move();
  const rd::Square from = square_of(pending[0]);
  auto collects = ListedMoves::of(collects_from(pos, from));
  if (!collects) return Error{collects.error()};
  if (pending.size() == 1) {
    ClickStep step = collects->step(pending);
    if (rd::is_legal(pos, rd::Move::drop(from))) add(step.next, stock_button(us));
    if (pos.height(from) >= 2)
      for (const Click c : path_continuations(pos, pending)) add(step.next, c);
    return step;
  }
  const Click second = pending[1];
  if (second == stock_button(us) && pending.size() == 2) return complete(pos, rd::Move::drop(from));
  if (on_board(second) && in(pos.stacks(us), square_of(second))) return collects->step(pending);
  // A distribution path: every click after the stack an empty square, a king step on from the last.
  for (std::size_t i = 1; i < pending.size(); ++i)
    if (!on_board(pending[i])) return ClickStep{};
  if (int(pending.size()) == pos.height(from)) {
    rd::Bitboard squares = 0;
    for (const Click c : pending) squares |= rd::square_bb(square_of(c));
    return complete(pos, rd::Move::distribute(from, squares));
  }
  return ClickStep{path_continuations(pos, pending), std::nullopt};
}

class RodefferView : public GameView {
 public:
  int board_size(const inchworm::GameState&) const override { return kBoardSize; }

  Expected<std::vector<std::pair<std::string, std::string>>> options_for_size(const inchworm::GameState&,
                                                                              int size) const override {
    return own_size_only(size, kBoardSize);
  }

  Expected<ClickStep> step(const inchworm::GameState& state, const Clicks& pending) const override {
    auto step = unsorted_step(position_of(state), pending);
    if (step) std::sort(step.value().next.begin(), step.value().next.end());
    return step;
  }

  Expected<ClickStep> unsorted_step(const rd::Position& pos, const Clicks& pending) const {
    const rd::Color us = pos.side_to_move();
    ClickStep step;
    if (pending.empty()) return ClickStep{first_clicks(pos), std::nullopt};
    const Click first = pending[0];
    if (pending.size() == 1) {
      if (first.is_pass()) return complete(pos, rd::Move::pass());
      if (first == rescue_button(us)) return complete(pos, rd::Move::rescue());
      if (on_board(first) && !in(pos.stacks(us), square_of(first)))
        return complete(pos, rd::Move::drop(square_of(first)));
    }
    if (first == stock_button(us) || first == prisoner_button(us)) {
      const bool prisoner = first == prisoner_button(us);
      const auto move_on = [&](rd::Square s) { return prisoner ? rd::Move::prisoner_drop(s) : rd::Move::drop(s); };
      if (pending.size() == 2 && on_board(pending[1])) return complete(pos, move_on(square_of(pending[1])));
      for (rd::Square s = 0; s < rd::kSquares && pending.size() == 1; ++s)
        if (rd::is_legal(pos, move_on(s))) step.next.push_back(click_of(s));
      return step;
    }
    if (!on_board(first)) return step;
    return step_from_stack(pos, pending);
  }

  Expected<Clicks> clicks(const inchworm::GameState& state, const std::string& token) const override {
    const rd::Position& pos = position_of(state);
    const rd::Color us = pos.side_to_move();
    auto move = rd::parse_move(pos, token);
    if (!move) return Error{move.error()};
    Clicks raw;
    switch (move->type) {
      case rd::MoveType::Drop:
        if (in(pos.stacks(us), move->from)) raw.push_back(stock_button(us));
        raw.push_back(click_of(move->from));
        break;
      case rd::MoveType::PrisonerDrop:
        raw = {prisoner_button(us), click_of(move->from)};
        break;
      case rd::MoveType::Collect:
      case rd::MoveType::Distribute:
        raw = squares_in(rd::format_move(pos, *move));
        break;
      case rd::MoveType::Rescue:
        raw = {rescue_button(us)};
        break;
      case rd::MoveType::Pass:
        raw = {Click::pass()};
        break;
    }
    return checked_clicks(*this, state, rd::format_move(pos, *move), raw);
  }

  Picture picture(const inchworm::GameState& state, const Clicks& pending, const ClickStep& step) const override {
    const rd::Position& pos = position_of(state);
    Picture p = picture_of(state, state.board(), kBoardSize);
    unlabel_singles(p);  // before the piles, whose counts may be 1
    const auto pile = [&](Click c, int count, char stone) {
      PointPicture& point = p.at(c);
      point.stone = count > 0 ? stone : '.';
      point.label = std::to_string(count);
      point.field = kMarginField;
    };
    pile(kRedStock, pos.stock(rd::RED), 'X');
    pile(kRedHolds, pos.prisoners(rd::RED), 'O');
    pile(kBlueHolds, pos.prisoners(rd::BLUE), 'X');
    pile(kBlueStock, pos.stock(rd::BLUE), 'O');
    p.status = std::string(pos.side_to_move() == rd::RED ? "Red" : "Blue") + " to move; " + p.status;
    mark_entry(p, pending, step, hint(pos, pending, step));
    return p;
  }

  std::optional<std::pair<int, int>> captured(const inchworm::GameState& state) const override {
    const rd::Position& pos = position_of(state);
    return std::make_pair(int(pos.score(rd::RED)), int(pos.score(rd::BLUE)));
  }

  int margin(const inchworm::GameState& state, inchworm::Outcome) const override {
    const rd::Position& pos = position_of(state);
    return std::abs(int(pos.score(rd::RED)) - int(pos.score(rd::BLUE)));
  }

 private:
  // What the status line says while a move is being entered.
  static std::string hint(const rd::Position& pos, const Clicks& pending, const ClickStep& step) {
    if (pending.empty() || step.move) return {};
    const rd::Color us = pos.side_to_move();
    const Click first = pending[0];
    if (first == stock_button(us)) return "stock chosen: click the square to drop a piece on";
    if (first == prisoner_button(us)) return "prisoner chosen: click the empty square to drop it on";
    const std::string stack = square_name(first);
    if (pending.size() == 1) {
      // Say what the offered clicks do.
      std::string ways;
      const auto way = [&ways](const std::string& text) { ways += (ways.empty() ? "" : ", ") + text; };
      const auto offered = [&step](auto&& test) { return std::any_of(step.next.begin(), step.next.end(), test); };
      const rd::Bitboard own = pos.stacks(us);
      if (offered([&](Click c) { return c == stock_button(us); }))
        way(format_vertex(stock_button(us)) + " drops a piece on it");
      if (offered([&](Click c) { return on_board(c) && in(own, square_of(c)); }))
        way("an own stack in line collects onto that stack");
      if (offered([&](Click c) { return on_board(c) && !in(own, square_of(c)); }))
        way("an empty neighbour starts a distribution");
      return stack + " chosen: " + ways;
    }
    if (std::binary_search(step.next.begin(), step.next.end(), Click::pass()))
      return "press Pass to end the collect here";
    if (!in(pos.stacks(us), square_of(pending[1])))
      return "distributing " + stack + ": " + std::to_string(pending.size()) + " of " +
             std::to_string(pos.height(square_of(first))) + " squares, click the next one";
    return "collecting from " + stack + ": click the last square";
  }
};

}  // namespace

std::unique_ptr<GameView> make_rodeffer_view() { return std::make_unique<RodefferView>(); }

}  // namespace adapters::gtp
