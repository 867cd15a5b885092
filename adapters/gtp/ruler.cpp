#include "ruler.h"

#include <algorithm>

#include "registry.h"

namespace adapters::gtp {

namespace {

constexpr std::size_t kRememberedSteps = 4096;

std::string side_name(const inchworm::GameState& state, int player) {
  const inchworm::SideNames names = state.side_names();
  return player == 0 ? names.first : names.second;
}

}  // namespace

Ruler::Ruler(std::unique_ptr<inchworm::GameState> start, std::string start_position)
    : start_(std::move(start)),
      state_(start_->clone()),
      view_(make_game_view(inchworm::presentation_of(start_->game_id()))),
      first_colour_(first_player_is_black(*start_) ? Colour::Black : Colour::White),
      start_position_(std::move(start_position)),
      base_(start_position_) {}

inchworm::MaybeError Ruler::set_board_size(int size) {
  auto options = view_->options_for_size(*start_, size);
  if (!options) return inchworm::Error{options.error()};
  auto changed = start_->clone();
  if (auto e = changed->set_rule_options(*options)) return inchworm::Error{"unacceptable size: " + e->message};
  start_ = std::move(changed);
  if (!options->empty()) start_position_ = "startpos";  // new rules begin at their own start
  new_game();
  return std::nullopt;
}

void Ruler::new_game() {
  state_ = start_->clone();
  moves_.clear();
  pending_.clear();
  played_.clear();
  base_ = start_position_;
  base_moves_ = 0;
}

int Ruler::board_size() const { return view_->board_size(*state_); }

Colour Ruler::colour_of_player(int player) const { return player == 0 ? first_colour_ : other(first_colour_); }

Colour Ruler::to_move() const { return colour_of_player(state_->first_player_to_move() ? 0 : 1); }

inchworm::Expected<ClickStep> Ruler::step_for(const Clicks& pending) const {
  if (game_over()) return ClickStep{};
  std::string key = state_->position_string() + "#" + std::to_string(moves_.size());
  for (const Click c : pending) key += " " + format_vertex(c);
  if (auto it = steps_.find(key); it != steps_.end()) return it->second;
  auto step = view_->step(*state_, pending);
  if (!step) return step;
  if (steps_.size() >= kRememberedSteps) steps_.clear();
  steps_.emplace(std::move(key), *step);
  return step;
}

inchworm::Expected<ClickStep> Ruler::step() const { return step_for(pending_); }

Click Ruler::filler() const {
  for (auto it = pending_.rbegin(); it != pending_.rend(); ++it)
    if (!it->is_pass()) return *it;
  return Click::pass();
}

inchworm::MaybeError Ruler::play(Colour c, Click click) {
  const std::string vertex = format_vertex(click);
  if (game_over()) {
    if (!click.is_pass()) return inchworm::Error{"illegal move: " + vertex + ": the game is over"};
    played_.push_back({Kind::Idle, c, click});
    return std::nullopt;
  }
  if (c != to_move()) {
    if (filler() == click) {
      played_.push_back({Kind::Filler, c, click});
      return std::nullopt;
    }
    return inchworm::Error{"illegal move: " + std::string(colour_word(c)) + " " + vertex + ": it is " +
                           side_name(*state_, player_of(to_move())) + "'s turn (" + colour_word(to_move()) + ")"};
  }
  auto step = step_for(pending_);
  if (!step) return inchworm::Error{step.error()};
  if (!std::binary_search(step->next.begin(), step->next.end(), click)) {
    std::string why = !pending_.empty() ? "it does not continue " + clicks_text(pending_)
                      : click.is_pass() ? "passing is not a legal move here"
                                        : "no move begins there";
    return inchworm::Error{"illegal move: " + vertex + ": " + why};
  }
  Clicks entered = pending_;
  entered.push_back(click);
  auto after = step_for(entered);
  if (!after) return inchworm::Error{after.error()};
  if (after->move) {
    auto played = state_->play(*after->move);
    if (!played) return inchworm::Error{"the rules refuse " + *after->move + ": " + played.error()};
    moves_.push_back({played->token, std::move(entered), played->irreversible});
    pending_.clear();
    if (played->irreversible) {
      base_ = state_->position_string();
      base_moves_ = moves_.size();
    }
  } else {
    pending_ = std::move(entered);
  }
  played_.push_back({Kind::Click, c, click});
  return std::nullopt;
}

void Ruler::replay_moves(std::size_t count) {
  std::vector<Move> moves(moves_.begin(), moves_.begin() + long(count));
  state_ = start_->clone();
  moves_.clear();
  base_ = start_position_;
  base_moves_ = 0;
  for (Move& m : moves) {
    auto played = state_->play(m.token);
    if (!played) break;  // cannot happen: these moves were played from the same start
    moves_.push_back(std::move(m));
    if (played->irreversible) {
      base_ = state_->position_string();
      base_moves_ = moves_.size();
    }
  }
}

inchworm::MaybeError Ruler::undo() {
  if (played_.empty()) return inchworm::Error{"cannot undo: no move to take back"};
  const Played last = played_.back();
  played_.pop_back();
  if (last.kind != Kind::Click) return std::nullopt;
  if (!pending_.empty()) {
    pending_.pop_back();
    return std::nullopt;
  }
  // The click completed a move: take the move back and leave its other clicks entered.
  Clicks clicks = moves_.back().clicks;
  replay_moves(moves_.size() - 1);
  clicks.pop_back();
  pending_ = std::move(clicks);
  return std::nullopt;
}

Picture Ruler::picture() const {
  auto step = step_for(pending_);
  return view_->picture(*state_, pending_, step ? *step : ClickStep{});
}

std::string Ruler::position_command() const {
  std::string command = base_ == "startpos" ? "position startpos" : "position fen " + base_;
  if (base_moves_ < moves_.size()) {
    command += " moves";
    for (std::size_t i = base_moves_; i < moves_.size(); ++i) command += " " + moves_[i].token;
  }
  return command;
}

}  // namespace adapters::gtp
