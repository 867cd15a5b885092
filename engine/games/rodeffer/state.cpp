#include "state.h"

#include "anatomy.h"
#include "diagram.h"
#include "entry.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"

namespace inchworm::rodeffer {

namespace {

std::string points(const Position& pos) {
  return std::to_string(pos.score(RED)) + " to " + std::to_string(pos.score(BLUE));
}

Outcome outcome_of(GameResult r) {
  switch (r) {
    case GameResult::RedWins:
      return Outcome::FirstPlayerWins;
    case GameResult::BlueWins:
      return Outcome::SecondPlayerWins;
    case GameResult::Draw:
      return Outcome::Draw;
    case GameResult::None:
      break;
  }
  return Outcome::None;
}

}  // namespace

State::State() : pos_(Position::start(rules_)) {}

std::unique_ptr<GameState> make_state() { return std::make_unique<State>(); }

std::vector<OptionSpec> State::rule_options() const { return rules_options(); }

std::string State::rule_option_value(const std::string& name) const { return rules_option_value(rules_, name); }

MaybeError State::set_rule_option(const std::string& name, const std::string& value) {
  Rules changed = rules_;
  if (auto e = set_rules_option(changed, name, value)) return e;
  rules_ = changed;
  pos_ = Position::start(rules_);
  history_.clear();
  return std::nullopt;
}

std::string State::describe_rules() const { return rodeffer::describe(rules_); }

MaybeError State::set_position(std::string_view base) {
  if (base == "startpos") {
    pos_ = Position::start(rules_);
  } else {
    auto parsed = parse_position(base, rules_);
    if (!parsed) return Error{parsed.error()};
    pos_ = *parsed;
  }
  history_.clear();
  return std::nullopt;
}

std::string State::position_string() const { return format_position(pos_); }

long long State::ply_number() const {
  return 2 * (static_cast<long long>(pos_.move_number()) - 1) + (pos_.side_to_move() == BLUE);
}

Expected<std::vector<std::string>> State::legal_moves() const {
  MoveList moves;
  Square stack = 0;
  if (!generate_sorted(pos_, moves, kDefaultDistributionBudget, &stack))
    return Error{"too many legal moves to list: enumerating the distributions of the " +
                 std::to_string(pos_.height(stack)) + "-stack on " + square_name(stack) + " takes more than " +
                 std::to_string(kDefaultDistributionBudget) + " sets at some step (the budget)"};
  if (moves.size() > kMaxListedMoves) return Error{"too many legal moves to list: " + std::to_string(moves.size())};
  std::vector<std::string> out;
  out.reserve(moves.size());
  for (const Move& m : moves) out.push_back(format_move(pos_, m));
  return out;
}

Expected<std::string> State::parse_move(std::string_view token) const {
  auto m = rodeffer::parse_move(pos_, token);
  if (!m) return Error{m.error()};
  return format_move(pos_, *m);
}

Expected<PlayedMove> State::play(std::string_view token) {
  auto m = rodeffer::parse_move(pos_, token);
  if (!m) return Error{m.error()};
  const Position before = pos_;
  history_.push_back(pos_.key());
  Position::Undo undo;
  const Bitboard captured = pos_.do_move(*m, undo);
  // A capture raises a score for good (R3.3): no earlier position can come back.
  return PlayedMove{format_move(before, *m), format_record_move(before, *m, captured), captured != 0};
}

Expected<EntryStep> State::entry_step(const std::vector<std::string>& chosen) const {
  return rodeffer::entry_step(pos_, chosen);
}

Expected<MoveAnatomy> State::anatomy(std::string_view given) const { return move_anatomy(pos_, given); }

Verdict State::verdict() const {
  const Outcome outcome = outcome_of(pos_.result());
  if (outcome == Outcome::None) return {};
  if (pos_.passes() >= 2) return {outcome, "both players passed, " + points(pos_) + " (R4.2)"};
  if (pos_.quiet_limit_reached())
    return {outcome, std::to_string(pos_.quiet()) + " plies without a capture (QuietLimit " +
                         std::to_string(rules_.quiet_limit) + "), " + points(pos_) + " (R7.5)"};
  const char* winner = outcome == Outcome::FirstPlayerWins ? "Red" : "Blue";
  return {outcome, std::string(winner) + " reached the target score " + std::to_string(rules_.target) + ", " +
                       points(pos_) + " (R4.1)"};
}

Verdict State::adjudicate() const {
  const auto red = pos_.score(RED), blue = pos_.score(BLUE);
  const Outcome outcome = red > blue   ? Outcome::FirstPlayerWins
                          : red < blue ? Outcome::SecondPlayerWins
                                       : Outcome::Draw;
  return {outcome, "adjudicated by score, " + points(pos_)};
}

std::string State::describe() const { return diagram(pos_); }

BoardView State::board() const {
  BoardView view;
  view.files = kFiles;
  view.ranks = kRanks;
  view.files_joined = rules_.topology != Topology::Plane;  // R7.1
  view.ranks_joined = rules_.topology == Topology::Torus;
  view.points.resize(kSquares);
  for (Square s = 0; s < kSquares; ++s) {
    if (!pos_.height(s)) continue;
    view.points[std::size_t(s)].owner = pos_.colour(s) == RED ? 0 : 1;
    view.points[std::size_t(s)].label = std::to_string(pos_.height(s));
  }
  view.notes = {"Red stock " + std::to_string(pos_.stock(RED)) + ", Blue stock " + std::to_string(pos_.stock(BLUE)),
                "Red holds " + std::to_string(pos_.prisoners(RED)) + " prisoners, Blue holds " +
                    std::to_string(pos_.prisoners(BLUE)),
                "Score Red " + std::to_string(pos_.score(RED)) + ", Blue " + std::to_string(pos_.score(BLUE)) +
                    " (target " + std::to_string(rules_.target) + ")"};
  view.counters = {{"stock", {pos_.stock(RED), pos_.stock(BLUE)}},
                   {"prisoners", {pos_.prisoners(RED), pos_.prisoners(BLUE)}},
                   {"score", {pos_.score(RED), pos_.score(BLUE)}}};
  return view;
}

Expected<std::uint64_t> State::perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                     const std::atomic<bool>& stop) const {
  Position pos = pos_;
  Perft counter(&stop);
  auto total = counter.divide(pos, depth, [&](const Move& m, std::uint64_t n) { report(format_move(pos_, m), n); });
  if (total) return *total;
  if (stop.load()) return Error{"perft stopped"};
  return Error{"perft gave up: enumerating some stack's distributions takes more than " +
               std::to_string(kDefaultDistributionBudget) + " sets at some step (the budget)"};
}

}  // namespace inchworm::rodeffer
