#include "game_end.h"

#include "movegen.h"
#include "position_string.h"

namespace inchworm::wormchess {

void History::reset(const Position& start) {
  keys_.clear();
  identities_.clear();
  push(start);
}

void History::push(const Position& pos) {
  keys_.push_back(pos.key());
  identities_.push_back(format_identity(pos));
}

void History::pop() {
  keys_.pop_back();
  identities_.pop_back();
}

int History::occurrences() const {
  if (keys_.empty()) return 0;
  int n = 0;
  for (std::size_t i = 0; i < keys_.size(); ++i)
    if (keys_[i] == keys_.back() && identities_[i] == identities_.back()) ++n;
  return n;
}

bool bare_kings(const Position& pos) { return pos.occupied() == pos.pieces(KING); }

Ending game_end(const Position& pos, int occurrences) {
  if (!has_legal_move(pos)) return pos.in_check(pos.side_to_move()) ? Ending::Checkmate : Ending::Stalemate;
  if (pos.halfmove() >= kDrawClock) return Ending::HundredMoveRule;
  if (bare_kings(pos)) return Ending::BareKings;
  if (occurrences >= 3) return Ending::Repetition;
  return Ending::None;
}

std::string ending_reason(Ending e) {
  switch (e) {
    case Ending::Checkmate:
      return "checkmate";
    case Ending::Stalemate:
      return "stalemate";
    case Ending::HundredMoveRule:
      return "100-move rule: 200 plies without a capture or a pawn move";
    case Ending::BareKings:
      return "bare kings";
    case Ending::Repetition:
      return "threefold repetition";
    case Ending::None:
      break;
  }
  return "";
}

}  // namespace inchworm::wormchess
