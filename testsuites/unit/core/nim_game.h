// A tiny game for testing what is generic (the engine facade, the registry's contract tests): Nim
// with one pile, each turn takes 1 or 2, who takes the last wins. Position string `<pile> <side>`
// (`7 a`: 7 left, the first player to move); moves `1`, `2`. Rule option `Pile` (the start size).
#pragma once

#include <memory>
#include <string>

#include "game_entry.h"
#include "game_state.h"
#include "searcher.h"
#include "text.h"

namespace testing {

class NimState : public inchworm::GameState {
 public:
  std::unique_ptr<inchworm::GameState> clone() const override { return std::make_unique<NimState>(*this); }
  std::string game_id() const override { return "nim"; }
  inchworm::SideNames side_names() const override { return {"Alice", "Bob"}; }

  std::vector<inchworm::OptionSpec> rule_options() const override {
    return {{"Pile", inchworm::OptionSpec::Type::Spin, "7", 1, 100, {}}};
  }
  std::string rule_option_value(const std::string&) const override { return std::to_string(start_); }
  inchworm::MaybeError set_rule_option(const std::string& name, const std::string& value) override {
    if (name != "Pile") return inchworm::Error{"unknown option: " + name};
    const auto n = inchworm::parse_number<int>(value, 1, 100);
    if (!n) return inchworm::Error{"bad Pile: " + value};
    start_ = *n;
    return set_position("startpos");
  }
  std::string describe_rules() const override { return "pile " + std::to_string(start_); }

  inchworm::MaybeError set_position(std::string_view base) override {
    if (base == "startpos") {
      pile_ = start_;
      first_ = true;
      return std::nullopt;
    }
    const auto w = inchworm::split_words(base);
    const auto n = w.size() == 2 ? inchworm::parse_number<int>(w[0], 0, 100) : std::nullopt;
    if (!n || (w[1] != "a" && w[1] != "b")) return inchworm::Error{"bad nim position: '" + std::string(base) + "'"};
    pile_ = *n;
    first_ = w[1] == "a";
    return std::nullopt;
  }
  std::string position_string() const override { return std::to_string(pile_) + (first_ ? " a" : " b"); }
  bool first_player_to_move() const override { return first_; }
  long long ply_number() const override { return start_ - pile_; }

  inchworm::Expected<std::vector<std::string>> legal_moves() const override { return moves(); }
  inchworm::Expected<std::string> parse_move(std::string_view token) const override {
    const auto n = inchworm::parse_number<int>(token, 1, 2);
    if (!n || *n > pile_) return inchworm::Error{"bad move '" + std::string(token) + "'"};
    return std::to_string(*n);
  }
  inchworm::Expected<inchworm::PlayedMove> play(std::string_view token) override {
    auto m = parse_move(token);
    if (!m) return inchworm::Error{m.error()};
    pile_ -= std::stoi(*m);
    first_ = !first_;
    return inchworm::PlayedMove{*m, "takes " + *m, true};
  }

  inchworm::Verdict verdict() const override {
    if (pile_ > 0) return {};
    // The player who took the last one moved just before: the other side is to move now.
    return {first_ ? inchworm::Outcome::SecondPlayerWins : inchworm::Outcome::FirstPlayerWins, "took the last"};
  }
  inchworm::Verdict adjudicate() const override { return {inchworm::Outcome::Draw, "adjudicated"}; }
  std::string describe() const override { return "pile " + position_string(); }
  inchworm::BoardView board() const override { return {}; }
  inchworm::Expected<std::uint64_t> perft(int depth,
                                          const std::function<void(const std::string&, std::uint64_t)>& report,
                                          const std::atomic<bool>&) const override {
    std::uint64_t total = 0;
    for (const auto& m : moves()) {
      NimState next = *this;
      next.play(m);
      const std::uint64_t n = depth <= 1 ? 1 : next.count(depth - 1);
      report(m, n);
      total += n;
    }
    return depth == 0 ? 1 : total;
  }

 private:
  std::vector<std::string> moves() const {
    std::vector<std::string> list;
    for (int take = 1; take <= 2 && take <= pile_; ++take) list.push_back(std::to_string(take));
    return list;
  }
  std::uint64_t count(int depth) const {
    if (depth == 0) return 1;
    std::uint64_t total = 0;
    for (const auto& m : moves()) {
      NimState next = *this;
      next.play(m);
      total += next.count(depth - 1);
    }
    return total;
  }
  int start_ = 7;
  int pile_ = 7;
  bool first_ = true;
};

// Plays the winning move when there is one (leave a multiple of 3), else takes 1. Counts what it did.
class NimSearcher : public inchworm::Searcher {
 public:
  inchworm::MaybeError prepare(const inchworm::PlayerSettings& settings) override {
    ++prepared;
    last_settings = settings;
    return std::nullopt;
  }
  void clear() override { ++cleared; }
  std::string think(const inchworm::ThinkArgs& args) override {
    const int pile = std::stoi(inchworm::split_words(args.state->position_string())[0]);
    if (!args.root_moves.empty()) return args.root_moves.front();
    return pile % 3 == 2 ? "2" : "1";
  }
  std::string evaluation(const inchworm::GameState& state) const override {
    return "nim evaluation of " + state.position_string();
  }
  inchworm::Expected<inchworm::BenchTotals> bench(int, const inchworm::SearchListener&,
                                                  const std::atomic<bool>&) override {
    return inchworm::BenchTotals{3, 1};
  }
  int prepared = 0;
  int cleared = 0;
  inchworm::PlayerSettings last_settings;
};

inline inchworm::GameEntry nim_entry() {
  return {"nim", "Nim", [] { return std::make_unique<NimState>(); }, [] { return std::make_unique<NimSearcher>(); }};
}

}  // namespace testing
