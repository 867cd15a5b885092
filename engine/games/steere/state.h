// Steere's Inchworm behind the generic GameState (engine/core/game_state.h): rule options, position
// strings and move tokens, the game's history for the third-repetition draw (S7.3), the verdict,
// the referee's adjudication, pictures of the board and perft.
#pragma once

#include <memory>
#include <vector>

#include "game_state.h"
#include "position.h"

namespace inchworm::steere {

class State : public GameState {
 public:
  State() : pos_(Position::start(rules_)), history_{pos_.key()} {}

  std::unique_ptr<GameState> clone() const override { return std::make_unique<State>(*this); }
  std::string game_id() const override { return "steere"; }
  SideNames side_names() const override { return {"Red", "Blue"}; }

  std::vector<OptionSpec> rule_options() const override;
  std::string rule_option_value(const std::string& name) const override;
  MaybeError set_rule_option(const std::string& name, const std::string& value) override;
  std::string describe_rules() const override;

  MaybeError set_position(std::string_view base) override;
  std::string position_string() const override;
  bool first_player_to_move() const override { return pos_.side_to_move() == RED; }
  long long ply_number() const override;

  // The position's moves (S4-S6): none in a finished position (S7.2); a drawn game (S7.3) still
  // lists them, and verdict() says that the game is over.
  Expected<std::vector<std::string>> legal_moves() const override;
  Expected<std::string> parse_move(std::string_view token) const override;
  Expected<PlayedMove> play(std::string_view token) override;
  // The default anatomy, and for a move off the board the edges it leaves by (S4.3-S4.5): those of the
  // mover's far and right edges that the head of the moving stack's worm stands on (a lone stack is its
  // own head, S3.3).
  Expected<MoveAnatomy> anatomy(std::string_view given) const override;

  Verdict verdict() const override;
  Verdict adjudicate() const override;

  std::string describe() const override;
  BoardView board() const override;

  Expected<std::uint64_t> perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                const std::atomic<bool>& stop) const override;

  // For the search: the position, and the keys of the game's positions since the last checker was
  // borne off, oldest first, the current one last (earlier positions cannot come back: S1.5).
  const Position& position() const { return pos_; }
  const std::vector<std::uint64_t>& history() const { return history_; }
  const Rules& rules() const { return rules_; }

 private:
  Rules rules_;
  Position pos_;
  std::vector<std::uint64_t> history_;
};

// S7.3: how often the position `key` stands in `history` (a game's keys, the current one last).
int occurrences(const std::vector<std::uint64_t>& history, std::uint64_t key);

// A text diagram of the position for people (the `d` command), and the board for GUIs.
std::string describe_position(const Position& pos);
BoardView board_view(const Position& pos);

// Default rules, start position.
std::unique_ptr<GameState> make_state();

}  // namespace inchworm::steere
