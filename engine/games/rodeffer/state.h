// Rodeffer's Inchworm behind the GameState interface: its rules options, positions and moves as text,
// the game's end and pictures of the board, for every tool that needs the rules without a search.
#pragma once

#include <memory>
#include <vector>

#include "game_state.h"
#include "position.h"

namespace inchworm::rodeffer {

class State : public GameState {
 public:
  State();

  std::unique_ptr<GameState> clone() const override { return std::make_unique<State>(*this); }
  std::string game_id() const override { return "rodeffer"; }
  SideNames side_names() const override { return {"Red", "Blue"}; }

  std::vector<OptionSpec> rule_options() const override;
  std::string rule_option_value(const std::string& name) const override;
  MaybeError set_rule_option(const std::string& name, const std::string& value) override;
  std::string describe_rules() const override;

  MaybeError set_position(std::string_view base) override;
  std::string position_string() const override;
  bool first_player_to_move() const override { return pos_.side_to_move() == RED; }
  long long ply_number() const override;

  Expected<std::vector<std::string>> legal_moves() const override;
  Expected<std::string> parse_move(std::string_view token) const override;
  Expected<PlayedMove> play(std::string_view token) override;
  // Distributions cannot be listed: moves are entered by the choices of entry.h, and described by
  // anatomy.h (a distribution's path in the order given).
  Expected<EntryStep> entry_step(const std::vector<std::string>& chosen) const override;
  Expected<MoveAnatomy> anatomy(std::string_view given) const override;

  Verdict verdict() const override;
  Verdict adjudicate() const override;

  std::string describe() const override;
  BoardView board() const override;

  Expected<std::uint64_t> perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                const std::atomic<bool>& stop) const override;

  const Rules& rules() const { return rules_; }
  const Position& position() const { return pos_; }
  // Keys of the positions before the current one in this game, oldest first (the search scores a
  // return to one of them as level: the rules have no repetitions, R4.3).
  const std::vector<std::uint64_t>& history() const { return history_; }

 private:
  Rules rules_;
  Position pos_;
  std::vector<std::uint64_t> history_;
};

std::unique_ptr<GameState> make_state();

// Most moves `legal_moves` lists before it reports that there are too many.
constexpr std::size_t kMaxListedMoves = 2'000'000;

}  // namespace inchworm::rodeffer
