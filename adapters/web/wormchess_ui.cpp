#include "wormchess_ui.h"

#include "wormchess/notation.h"
#include "wormchess/state.h"

namespace adapters::web {

namespace wc = inchworm::wormchess;

namespace {

std::string kind_of_move(const wc::Position& pos, wc::Move m) {
  switch (m.type()) {
    case wc::MoveType::Stretch:
      return pos.piece_on(m.to()) == wc::kNoPiece ? "stretch" : "capture";
    case wc::MoveType::Promotion:
      return "promotion";
    case wc::MoveType::EnPassant:
      return "en passant";
    case wc::MoveType::Consolidate:
      return pos.is_front(m.to()) ? "consolidate" : "retreat";
    case wc::MoveType::Castle:
      return "castle";
    case wc::MoveType::HalfMove:
      return "half";
  }
  return "move";
}

}  // namespace

MoveDetail WormChessUi::describe_move(const GameState& before, std::string_view given, const PlayedMove& played) const {
  MoveDetail d = GameUi::describe_move(before, given, played);
  const wc::Position& pos = dynamic_cast<const wc::State&>(before).position();
  const auto move = wc::parse_move(pos, played.token);
  if (!move) return d;
  d.kind = kind_of_move(pos, *move);
  // What the capture emptied: the squares where the other side had a piece and now has none.
  const auto after = before.clone();
  if (!after->play(played.token)) return d;
  const wc::Position& next = dynamic_cast<const wc::State&>(*after).position();
  const wc::Color mover = pos.side_to_move();
  for (wc::Square s = 0; s < wc::kSquares; ++s) {
    const wc::Piece was = pos.piece_on(s), now = next.piece_on(s);
    if (was == wc::kNoPiece || wc::color_of(was) == mover) continue;
    if (now == wc::kNoPiece || wc::color_of(now) == mover)
      d.taken.push_back({wc::square_name(s), mover == wc::WHITE ? 1 : 0, 1});
  }
  return d;
}

}  // namespace adapters::web
