#include "game_model.h"

#include "distribution_input.h"

namespace adapters::web {

GameModel::GameModel() { positions_.push_back(Position::start(rules_)); }

MaybeError GameModel::reset(const Rules& rules, std::string_view base) {
  Position start = Position::start(rules);
  std::string base_text = "startpos";
  if (base != "startpos") {
    auto parsed = inchworm::rodeffer::parse_position(base, rules);
    if (!parsed) return inchworm::Error{parsed.error()};
    start = *parsed;
    base_text = inchworm::rodeffer::format_position(start);
  }
  rules_ = rules;
  base_ = base_text;
  plies_.clear();
  positions_.assign(1, start);
  return std::nullopt;
}

MaybeError GameModel::play(std::string_view token) {
  const Position& before = position();
  auto move = inchworm::rodeffer::parse_move(before, token);
  if (!move) return inchworm::Error{move.error()};
  Position after = before;
  Position::Undo undo;
  Ply ply;
  ply.move = *move;
  ply.mover = before.side_to_move();
  ply.token = inchworm::rodeffer::format_move(before, *move);
  ply.captured = after.do_move(*move, undo);
  ply.record = inchworm::rodeffer::format_record_move(before, *move, ply.captured);
  ply.taken = captured_stacks(before, *move, ply.captured);
  plies_.push_back(std::move(ply));
  positions_.push_back(after);
  return std::nullopt;
}

bool GameModel::undo() {
  if (plies_.empty()) return false;
  plies_.pop_back();
  positions_.pop_back();
  return true;
}

void GameModel::truncate(std::size_t plies) {
  if (plies >= plies_.size()) return;
  plies_.erase(plies_.begin() + std::ptrdiff_t(plies), plies_.end());
  positions_.erase(positions_.begin() + std::ptrdiff_t(plies) + 1, positions_.end());
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

LegalSummary summarize_legal_moves(const Position& pos) {
  LegalSummary summary;
  if (pos.is_over()) return summary;
  inchworm::rodeffer::MoveList moves;
  inchworm::rodeffer::generate_simple(pos, moves);
  for (const Move& m : moves) {
    switch (m.type) {
      case inchworm::rodeffer::MoveType::Drop:
        summary.drops |= inchworm::rodeffer::square_bb(m.from);
        break;
      case inchworm::rodeffer::MoveType::PrisonerDrop:
        summary.prisoner_drops |= inchworm::rodeffer::square_bb(m.from);
        break;
      case inchworm::rodeffer::MoveType::Collect:
        summary.collects.push_back({m.from, m.to, m.squares, inchworm::rodeffer::format_move(pos, m)});
        break;
      case inchworm::rodeffer::MoveType::Rescue:
        summary.rescue = inchworm::rodeffer::format_move(pos, m);
        break;
      default:
        break;
    }
  }
  const Color us = pos.side_to_move();
  for (Bitboard b = pos.stacks(us); b;) {
    const Square s = inchworm::rodeffer::pop_lsb(b);
    if (pos.height(s) >= 2 && has_distribution(pos, s)) summary.distributable |= inchworm::rodeffer::square_bb(s);
  }
  summary.pass = moves.empty() && !summary.distributable && inchworm::rodeffer::is_legal(pos, Move::pass());
  return summary;
}

std::vector<CapturedStack> captured_stacks(const Position& before, const Move& m, Bitboard captured) {
  const Color us = before.side_to_move();
  // The occupant of s on the board the move made (R3.2 decides captures on that board).
  auto placed = [&](Square s) -> CapturedStack {
    const Bitboard bb = inchworm::rodeffer::square_bb(s);
    switch (m.type) {
      case inchworm::rodeffer::MoveType::Drop:
        if (s == m.from) return {s, us, before.height(s) + 1};
        break;
      case inchworm::rodeffer::MoveType::PrisonerDrop:
        if (s == m.from) return {s, ~us, 1};
        break;
      case inchworm::rodeffer::MoveType::Collect:
        if (s == m.to) {
          int total = 0;
          for (Bitboard b = m.squares; b;) total += before.height(inchworm::rodeffer::pop_lsb(b));
          return {s, us, total};
        }
        break;
      case inchworm::rodeffer::MoveType::Distribute:
        if (m.squares & bb) return {s, us, 1};
        break;
      default:
        break;
    }
    return {s, before.colour(s), before.height(s)};
  };
  std::vector<CapturedStack> out;
  for (Bitboard b = captured; b;) out.push_back(placed(inchworm::rodeffer::pop_lsb(b)));
  return out;
}

namespace {

std::string describe_result(const Position& pos, inchworm::rodeffer::GameResult result) {
  const auto red = std::to_string(pos.score(inchworm::rodeffer::RED)),
             blue = std::to_string(pos.score(inchworm::rodeffer::BLUE));
  switch (result) {
    case inchworm::rodeffer::GameResult::RedWins:
      return "Red wins " + red + " to " + blue;
    case inchworm::rodeffer::GameResult::BlueWins:
      return "Blue wins " + blue + " to " + red;
    case inchworm::rodeffer::GameResult::Draw:
      return "Draw " + red + " to " + blue;
    case inchworm::rodeffer::GameResult::None:
      break;
  }
  return {};
}

}  // namespace

std::string result_text(const Position& pos) { return pos.is_over() ? describe_result(pos, pos.result()) : ""; }

std::string judged_by_score(const Position& pos) {
  const auto red = pos.score(inchworm::rodeffer::RED), blue = pos.score(inchworm::rodeffer::BLUE);
  return describe_result(pos, red > blue   ? inchworm::rodeffer::GameResult::RedWins
                              : red < blue ? inchworm::rodeffer::GameResult::BlueWins
                                           : inchworm::rodeffer::GameResult::Draw);
}

}  // namespace adapters::web
