// Nim, a game of the tests (testsuites/games/): one pile of counters, each turn takes 1 or 2, who takes
// the last wins. It is tiny on purpose: generic code (the engine facade, the registry's contract tests,
// the protocol, the referee, uiw-gtp) runs through it as through any game, without knowing it.
//
// The counters lie on a 5x5 board in reading order (a1 ... e1, a2 ... e5), so at most 25. A move is
// written as the square of the first counter it takes (of 7, taking 2 is `a2`, taking 1 is `b2`); the
// count taken, `1` or `2`, is accepted too. Position string `<pile> <side>` (`7 a`: 7 left, the first
// player to move). Rule option `Pile`: the start size. The board's counter "taken" counts each side's
// counters taken since the position was set (the position string does not carry it). Header-only, so that the core's
// tests use it whether or not the build registers the game.
#pragma once

#include <memory>
#include <string>

#include "game_state.h"
#include "text.h"

namespace inchworm::nim {

class NimState : public GameState {
 public:
  static constexpr int kFiles = 5;
  static constexpr int kMaxPile = kFiles * kFiles;

  std::unique_ptr<GameState> clone() const override { return std::make_unique<NimState>(*this); }
  std::string game_id() const override { return "nim"; }
  SideNames side_names() const override { return {"Alice", "Bob"}; }

  std::vector<OptionSpec> rule_options() const override {
    return {{"Pile", OptionSpec::Type::Spin, "7", 1, kMaxPile, {}}};
  }
  std::string rule_option_value(const std::string&) const override { return std::to_string(start_); }
  MaybeError set_rule_option(const std::string& name, const std::string& value) override {
    if (!same_option_name(name, "Pile")) return Error{"unknown option: " + name};
    const auto n = parse_number<int>(value, 1, kMaxPile);
    if (!n) return Error{"bad Pile: " + value};
    start_ = *n;
    return set_position("startpos");
  }
  std::string describe_rules() const override { return "pile " + std::to_string(start_); }

  MaybeError set_position(std::string_view base) override {
    taken_[0] = taken_[1] = 0;  // counted from here: a position string does not say
    if (base == "startpos") {
      pile_ = start_;
      first_ = true;
      return std::nullopt;
    }
    const auto w = split_words(base);
    const auto n = w.size() == 2 ? parse_number<int>(w[0], 0, kMaxPile) : std::nullopt;
    if (!n || (w[1] != "a" && w[1] != "b")) return Error{"bad nim position: '" + std::string(base) + "'"};
    pile_ = *n;
    first_ = w[1] == "a";
    return std::nullopt;
  }
  std::string position_string() const override { return std::to_string(pile_) + (first_ ? " a" : " b"); }
  bool first_player_to_move() const override { return first_; }
  long long ply_number() const override { return start_ - pile_; }
  int pile() const { return pile_; }

  Expected<std::vector<std::string>> legal_moves() const override { return moves(); }
  // How many counters a move takes, or 0 when it is no legal move here.
  int taken_by(std::string_view token) const {
    for (int take = 1; take <= 2 && take <= pile_; ++take)
      if (token == token_of(take) || token == std::to_string(take)) return take;
    return 0;
  }
  Expected<std::string> parse_move(std::string_view token) const override {
    const int take = taken_by(token);
    if (take == 0) return Error{"bad move '" + std::string(token) + "'"};
    return token_of(take);
  }
  Expected<PlayedMove> play(std::string_view token) override {
    const int take = taken_by(token);
    if (take == 0) return Error{"bad move '" + std::string(token) + "'"};
    const std::string canonical = token_of(take);
    pile_ -= take;
    taken_[first_ ? 0 : 1] += take;
    first_ = !first_;
    return PlayedMove{canonical, "takes " + std::to_string(take), true};
  }

  Verdict verdict() const override {
    if (pile_ > 0) return {};
    // The player who took the last one moved just before: the other side is to move now.
    return {first_ ? Outcome::SecondPlayerWins : Outcome::FirstPlayerWins, "took the last"};
  }
  Verdict adjudicate() const override { return {Outcome::Draw, "adjudicated"}; }
  std::string describe() const override { return "pile " + position_string(); }
  BoardView board() const override {
    BoardView view;
    view.files = view.ranks = kFiles;
    view.points.resize(std::size_t(kMaxPile));
    for (int i = 0; i < pile_; ++i) view.points[std::size_t(i)].label = "o";
    view.notes.push_back(std::to_string(pile_) + " left");
    view.counters = {{"taken", {taken_[0], taken_[1]}}};
    return view;
  }
  Expected<std::uint64_t> perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                const std::atomic<bool>&) const override {
    if (depth == 0) return 1;
    std::uint64_t total = 0;
    for (const auto& m : moves()) {
      NimState next = *this;
      next.play(m);
      const std::uint64_t n = next.count(depth - 1);
      report(m, n);
      total += n;
    }
    return total;
  }

 private:
  std::vector<std::string> moves() const {
    std::vector<std::string> list;
    for (int take = 1; take <= 2 && take <= pile_; ++take) list.push_back(token_of(take));
    return list;
  }
  // The square of the first counter that taking `take` removes.
  std::string token_of(int take) const {
    const int first_taken = pile_ - take;
    return std::string(1, char('a' + first_taken % kFiles)) + std::to_string(first_taken / kFiles + 1);
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
  long long taken_[2] = {0, 0};  // by each side since the start or the position set
};

}  // namespace inchworm::nim
