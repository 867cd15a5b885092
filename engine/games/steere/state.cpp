#include "state.h"

#include <algorithm>

#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "worms.h"

namespace inchworm::steere {
namespace {

// The legal moves as tokens, sorted: the order people and perft's divide see.
std::vector<std::pair<std::string, Move>> sorted_moves(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  std::vector<std::pair<std::string, Move>> out;
  for (const Move& m : moves) out.emplace_back(format_move(m), m);
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

}  // namespace

int occurrences(const std::vector<std::uint64_t>& history, std::uint64_t key) {
  return int(std::count(history.begin(), history.end(), key));
}

std::vector<OptionSpec> State::rule_options() const { return rules_options(); }

std::string State::rule_option_value(const std::string& name) const { return rules_option_value(rules_, name); }

MaybeError State::set_rule_option(const std::string& name, const std::string& value) {
  Rules changed = rules_;
  if (auto bad = set_rules_option(changed, name, value)) return bad;
  rules_ = changed;
  pos_ = Position::start(rules_);
  history_.assign(1, pos_.key());
  return std::nullopt;
}

std::string State::describe_rules() const { return steere::describe(rules_); }

MaybeError State::set_position(std::string_view base) {
  if (base == "startpos") {
    pos_ = Position::start(rules_);
  } else {
    auto parsed = parse_position(base, rules_);
    if (!parsed) return Error{parsed.error()};
    pos_ = *parsed;
  }
  history_.assign(1, pos_.key());
  return std::nullopt;
}

std::string State::position_string() const { return format_position(pos_); }

long long State::ply_number() const {
  return 2 * (static_cast<long long>(pos_.move_number()) - 1) + (pos_.side_to_move() == BLUE);
}

Expected<std::vector<std::string>> State::legal_moves() const {
  std::vector<std::string> tokens;
  for (auto& [token, move] : sorted_moves(pos_)) tokens.push_back(token);
  return tokens;
}

Expected<std::string> State::parse_move(std::string_view token) const {
  auto m = steere::parse_move(pos_, token);
  if (!m) return Error{m.error()};
  return format_move(*m);
}

Expected<PlayedMove> State::play(std::string_view token) {
  auto m = steere::parse_move(pos_, token);
  if (!m) return Error{m.error()};
  Position::Undo undo;
  pos_.do_move(*m, undo);
  if (m->bears_off()) history_.clear();  // S1.5: no earlier position can come back
  history_.push_back(pos_.key());
  const std::string text = format_move(*m);
  return PlayedMove{text, text};
}

Expected<MoveAnatomy> State::anatomy(std::string_view given) const {
  auto a = GameState::anatomy(given);
  if (!a) return a;
  auto m = steere::parse_move(pos_, given);
  if (!m || !m->bears_off()) return a;
  const Color c = pos_.side_to_move();
  for (const Worm& worm : find_worms(pos_, c)) {
    if (std::find(worm.cells.begin(), worm.cells.end(), Cell(m->from)) == worm.cells.end()) continue;
    const Cell head = worm.head();
    const bool far = rank_of(head) == (c == RED ? pos_.rows() - 1 : 0);
    const bool right = file_of(head) == (c == RED ? pos_.columns() - 1 : 0);
    if (far) a.value().edges.push_back(c == RED ? "top" : "bottom");
    if (right) a.value().edges.push_back(c == RED ? "right" : "left");
  }
  return a;
}

Verdict State::verdict() const {
  if (pos_.is_finished()) {  // S7.1, S7.2
    const Color w = pos_.winner();
    return {w == RED ? Outcome::FirstPlayerWins : Outcome::SecondPlayerWins,
            std::string(side_name(w)) + " has borne off all " + std::to_string(pos_.checkers_per_side()) + " checkers"};
  }
  if (occurrences(history_, pos_.key()) >= 3) return {Outcome::Draw, "third repetition of the position"};  // S7.3
  return {};
}

Verdict State::adjudicate() const {
  Verdict v = verdict();
  if (v.outcome != Outcome::None) return v;
  // S7.4: a match setting stopped the game; who has borne off more checkers is ahead in the race.
  const int red = pos_.borne_off(RED), blue = pos_.borne_off(BLUE);
  v.outcome = red > blue ? Outcome::FirstPlayerWins : red < blue ? Outcome::SecondPlayerWins : Outcome::Draw;
  v.reason = "adjudicated: Red has borne off " + std::to_string(red) + ", Blue " + std::to_string(blue);
  return v;
}

std::string State::describe() const {
  std::string text = describe_position(pos_);
  const Verdict v = verdict();
  if (v.outcome != Outcome::None) text += "Game over: " + v.reason + "\n";
  // A position string may give another size than the rules' start (Rows and Columns waiting for an
  // odd sum do not count: the start keeps its size meanwhile).
  const bool start_size = pos_.rows() == rules_.start_rows && pos_.columns() == rules_.start_columns;
  text +=
      "Rules: " + steere::describe(rules_) +
      (start_size && pos_.advance() == rules_.advance ? ""
                                                      : " (this position: " + steere::describe(pos_.rules()) + ")") +
      "\n";
  return text;
}

BoardView State::board() const { return board_view(pos_); }

Expected<std::uint64_t> State::perft(int depth, const std::function<void(const std::string&, std::uint64_t)>& report,
                                     const std::atomic<bool>& stop) const {
  if (depth < 0) return Error{"perft depth " + std::to_string(depth) + " is negative"};
  if (depth == 0) return std::uint64_t(1);
  Position pos = pos_;
  std::uint64_t total = 0;
  for (auto& [token, move] : sorted_moves(pos)) {
    Position::Undo undo;
    pos.do_move(move, undo);
    const auto n = steere::perft(pos, depth - 1, &stop);
    pos.undo_move(undo);
    if (!n) return Error{"perft stopped"};
    report(token, *n);
    total += *n;
  }
  return total;
}

std::unique_ptr<GameState> make_state() { return std::make_unique<State>(); }

}  // namespace inchworm::steere
