// Inchworm Chess and Long Worm Chess behind the GameState interface: the HalflingRange rule option
// (Long Worm only), positions and moves as text, the game's history for repetitions (C8.3), its end,
// and pictures of the board, for every tool that needs the rules without a search.
#pragma once

#include <memory>

#include "game_end.h"
#include "game_state.h"
#include "position.h"

namespace inchworm::wormchess {

class State : public GameState {
 public:
  explicit State(bool longworm);

  std::unique_ptr<GameState> clone() const override { return std::make_unique<State>(*this); }
  std::string game_id() const override { return variant_.longworm ? "longworm-chess" : "inchworm-chess"; }
  SideNames side_names() const override { return {"White", "Black"}; }

  std::vector<OptionSpec> rule_options() const override;
  std::string rule_option_value(const std::string& name) const override;
  MaybeError set_rule_option(const std::string& name, const std::string& value) override;
  std::string describe_rules() const override;

  MaybeError set_position(std::string_view base) override;
  std::string position_string() const override;
  bool first_player_to_move() const override { return pos_.side_to_move() == WHITE; }
  long long ply_number() const override;

  Expected<std::vector<std::string>> legal_moves() const override;
  Expected<std::string> parse_move(std::string_view token) const override;
  Expected<PlayedMove> play(std::string_view token) override;
  // The default anatomy (its squares, what its capture emptied: both squares of a stretched piece
  // taken whole, one of a Long Worm cut, the passed pawn of an en passant) with the move's kind:
  // stretch, capture, promotion, en passant, consolidate (forward), retreat, castle, half.
  Expected<MoveAnatomy> anatomy(std::string_view given) const override;

  // C3.2: some square of the mover's king is attacked.
  bool in_check() const override { return pos_.in_check(pos_.side_to_move()); }
  Verdict verdict() const override;
  Verdict adjudicate() const override;

  std::string describe() const override;
  BoardView board() const override;

  Expected<std::uint64_t> perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                const std::atomic<bool>& stop) const override;

  const Position& position() const { return pos_; }
  // The positions of this game from its start (set_position), the current one last.
  const History& history() const { return history_; }

 private:
  Variant variant_;
  Position pos_;
  History history_;
};

// A state of Long Worm Chess (`longworm`) or Inchworm Chess at the start position.
std::unique_ptr<GameState> make_state(bool longworm);

// No position before m can occur again once it is played (captures, promotions, a pawn's forward
// consolidation or first stretch, lost castling rights): PlayedMove::irreversible.
bool is_irreversible(const Position& pos, Move m);

}  // namespace inchworm::wormchess
