#include "game_model.h"

#include "registry.h"

namespace adapters::web {

GameModel::GameModel() {
  if (auto e = reset(inchworm::game_registry().front().id, {}, "startpos")) throw std::logic_error(e->message);
}

GameModel::GameModel(const GameModel& other)
    : start_(other.start_->clone()),
      state_(other.state_->clone()),
      ui_(other.ui_),
      base_(other.base_),
      start_ply_(other.start_ply_),
      plies_(other.plies_),
      fens_(other.fens_) {}

GameModel& GameModel::operator=(const GameModel& other) {
  if (this != &other) *this = GameModel(other);
  return *this;
}

MaybeError GameModel::reset(std::string_view game_id, const RuleValues& rules, std::string_view base) {
  auto made = inchworm::make_game_state(game_id);
  if (!made) return inchworm::Error{made.error()};
  std::unique_ptr<GameState> start = std::move(made).value();
  // All at once: options that take effect only together (a board's rows and columns) in any order.
  if (auto e = start->set_rule_options(rules)) return inchworm::Error{start->game_id() + ": " + e->message};
  if (base != "startpos")
    if (auto e = start->set_position(base)) return e;
  start_ = std::move(start);
  base_ = base == "startpos" ? "startpos" : start_->position_string();
  start_ply_ = start_->ply_number();
  ui_ = make_game_ui(start_->game_id());
  plies_.clear();
  fens_.assign(1, start_->position_string());
  state_ = start_->clone();
  return std::nullopt;
}

MaybeError GameModel::play(std::string_view token) {
  // The position before the move, for drawing it: light (no history), not a copy of the whole game.
  const auto before = state_at(plies_.size(), false);
  const bool first_moves = state_->first_player_to_move();
  auto played = state_->play(token);
  if (!played) return inchworm::Error{played.error()};
  Ply ply;
  ply.token = played->token;
  ply.record = played->record;
  ply.mover = first_moves ? 0 : 1;
  ply.irreversible = played->irreversible;
  ply.detail = ui_->describe_move(*before, token, *played);
  plies_.push_back(std::move(ply));
  fens_.push_back(state_->position_string());
  return std::nullopt;
}

void GameModel::replay(std::size_t plies) {
  auto state = start_->clone();
  // The moves were legal when played: only a broken engine library could refuse them now.
  for (std::size_t i = 0; i < plies; ++i)
    if (auto played = state->play(plies_[i].token); !played) throw std::logic_error(played.error());
  state_ = std::move(state);
}

bool GameModel::undo() {
  if (plies_.empty()) return false;
  truncate(plies_.size() - 1);
  return true;
}

void GameModel::truncate(std::size_t plies) {
  if (plies >= plies_.size()) return;
  plies_.resize(plies);
  fens_.resize(plies + 1);
  replay(plies);
}

RuleValues GameModel::rules() const {
  RuleValues out;
  for (const auto& spec : start_->rule_options()) out.emplace_back(spec.name, start_->rule_option_value(spec.name));
  return out;
}

std::unique_ptr<GameState> GameModel::state_at(std::size_t ply, bool with_history) const {
  if (with_history && ply + 1 >= fens_.size()) return state_->clone();
  auto state = start_->clone();
  if (auto e = state->set_position(fens_.at(ply))) throw std::logic_error(e->message);
  return state;
}

std::vector<std::string> GameModel::tokens() const {
  std::vector<std::string> out;
  out.reserve(plies_.size());
  for (const Ply& p : plies_) out.push_back(p.token);
  return out;
}

std::string GameModel::position_command() const {
  std::string cmd = base_ == "startpos" ? "position startpos" : "position fen " + base_;
  if (!plies_.empty()) {
    cmd += " moves";
    for (const Ply& p : plies_) cmd += " " + p.token;
  }
  return cmd;
}

}  // namespace adapters::web
