// Rodeffer's Inchworm behind the Game facade: options, positions and moves as text, perft, and the
// players (search and baselines) behind `go`.
#pragma once

#include <array>

#include "game.h"
#include "player.h"
#include "position.h"

namespace inchworm::rodeffer {

class InchwormGame : public Game {
 public:
  InchwormGame();

  std::string name() const override { return "Inchworm"; }
  std::string author() const override { return "the Inchworm reference engine team"; }
  std::vector<OptionSpec> options() const override;
  MaybeError set_option(const std::string& name, const std::string& value) override;
  std::vector<std::string> take_notes() override;
  void new_game() override;
  MaybeError set_position(std::string_view base, const std::vector<std::string>& moves) override;
  std::string position_string() const override;
  Expected<std::vector<std::string>> legal_moves() const override;
  MaybeError check_moves(const std::vector<std::string>& moves) const override;
  bool is_over() const override { return pos_.is_over(); }
  bool first_player_to_move() const override { return pos_.side_to_move() == RED; }
  Outcome outcome() const override;
  std::string describe() const override;
  Expected<std::uint64_t> perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                const std::atomic<bool>& stop) const override;
  SearchOutcome search(const SearchLimits& limits, const SearchListener& listener,
                       const std::atomic<bool>& stop) override;
  void clear_search() override;
  std::string evaluation() const override;
  Expected<BenchTotals> bench(int depth, const SearchListener& listener, const std::atomic<bool>& stop) override;

  // The time a search within `limits` may take here (the mover's clock, the game's ply count).
  TimePlan time_plan(const SearchLimits& limits) const;

  const Position& position() const { return pos_; }
  const Rules& rules() const { return rules_; }
  // Keys of the positions before the current one in this game, oldest first (for repetitions).
  const std::vector<std::uint64_t>& history() const { return history_; }

 private:
  Rules rules_;
  Position pos_;
  std::string base_ = "startpos";
  std::vector<std::string> moves_;
  std::vector<std::uint64_t> history_;
  std::vector<std::string> notes_;
  PlayerSettings settings_;
  // One player of each kind, made when first asked for, so each keeps what it learnt (hash table).
  std::array<std::unique_ptr<Player>, 4> players_;
  Player& player(PlayerSettings::Kind kind);
};

std::unique_ptr<Game> make_inchworm_game();

// Most moves `legal_moves` lists before it reports that there are too many.
constexpr std::size_t kMaxListedMoves = 2'000'000;

}  // namespace inchworm::rodeffer
