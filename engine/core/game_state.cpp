// The defaults of GameState's entry steps and move anatomy, built on the legal-move list and the board
// pictures, which every game has: a game whose moves can be listed gets both for free.
#include "game_state.h"
#include "square_name.h"
#include "text.h"

#include <algorithm>
#include <cctype>

namespace inchworm {

namespace {

bool is_alnum(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0; }

}  // namespace

std::string rules_in_force(const GameState& state) {
  std::string text = state.describe_rules();
  for (const OptionSpec& spec : state.rule_options())
    text += "\n" + spec.name + "=" + state.rule_option_value(spec.name);
  return text;
}

std::vector<std::string> entry_choices(std::string_view token, int files, int ranks) {
  const auto square_length = [files, ranks](std::string_view text) { return square_name_length(text, files, ranks); };
  std::vector<std::string> choices;
  std::size_t i = 0;
  while (i < token.size()) {
    if (const std::size_t n = square_length(token.substr(i))) {
      // A square written twice in a row is chosen once (Rodeffer's a1=b1=b1, the short one of two runs).
      if (choices.empty() || choices.back() != token.substr(i, n)) choices.emplace_back(token.substr(i, n));
      i += n;
    } else if (is_alnum(token[i])) {
      std::size_t j = i + 1;
      while (j < token.size() && is_alnum(token[j]) && square_length(token.substr(j)) == 0) ++j;
      choices.emplace_back(token.substr(i, j - i));
      i = j;
    } else {
      ++i;
    }
  }
  return choices;
}

EntryStep entry_among(const std::vector<std::string>& tokens, const std::vector<std::string>& chosen, int files,
                      int ranks) {
  EntryStep step;
  for (const std::string& token : tokens) {
    const std::vector<std::string> choices = entry_choices(token, files, ranks);
    const auto differ = std::mismatch(chosen.begin(), chosen.end(), choices.begin(), choices.end());
    if (differ.first != chosen.end()) continue;
    if (differ.second == choices.end()) {
      if (!step.move) step.move = token;
    } else {
      step.next.push_back(*differ.second);
    }
  }
  std::sort(step.next.begin(), step.next.end());
  step.next.erase(std::unique(step.next.begin(), step.next.end()), step.next.end());
  return step;
}

Expected<EntryStep> GameState::entry_step(const std::vector<std::string>& chosen) const {
  if (is_over()) {
    if (chosen.empty()) return EntryStep{};
    return Error{"the game is over: " + quoted(chosen.front()) + " begins no move"};
  }
  auto moves = legal_moves();
  if (!moves) return Error{moves.error()};
  const BoardView view = board();
  EntryStep step = entry_among(*moves, chosen, view.files, view.ranks);
  if (step.move || !step.next.empty() || chosen.empty()) return step;
  // Name the first choice that no move follows.
  std::size_t fault = chosen.size() - 1;
  const auto begins_some = [&](std::size_t n) {
    const EntryStep prefix = entry_among(*moves, {chosen.begin(), chosen.begin() + long(n)}, view.files, view.ranks);
    return !prefix.next.empty();
  };
  while (fault > 0 && !begins_some(fault)) --fault;
  if (fault == 0) return Error{quoted(chosen.front()) + " begins no legal move here"};
  return Error{quoted(chosen[fault]) + " cannot follow " + quoted(chosen[fault - 1]) + " here"};
}

Expected<MoveAnatomy> GameState::anatomy(std::string_view given) const {
  const auto after = clone();
  auto played = after->play(given);
  if (!played) return Error{played.error()};
  MoveAnatomy a;
  a.token = played->token;
  a.kind = a.token == "pass" ? "pass" : "move";
  const BoardView was = board(), now = after->board();
  a.squares = squares_in_token(a.token, was.files, was.ranks);
  a.squares.erase(std::unique(a.squares.begin(), a.squares.end()), a.squares.end());  // a1=b1=b1: b1 once
  a.record = played->record.empty() ? a.token : played->record;
  // What the side not to move had and no longer has.
  const int opponent = first_player_to_move() ? 1 : 0;
  for (std::size_t i = 0; i < was.points.size() && was.points.size() == now.points.size(); ++i) {
    if (was.points[i].owner != opponent || now.points[i].owner == opponent) continue;
    const std::string& label = was.points[i].label;
    const bool number = !label.empty() && label.size() < 6 &&
                        std::all_of(label.begin(), label.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
    a.taken.push_back(
        {square_name_at(int(i) % was.files, int(i) / was.files), opponent, number ? std::stoi(label) : 1});
  }
  return a;
}

}  // namespace inchworm
