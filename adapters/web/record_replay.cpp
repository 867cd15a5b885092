#include "record_replay.h"

#include <cstdlib>

#include "move_analysis.h"
#include "registry.h"

namespace adapters::web {

namespace {

// The word after the game's record suffix marker in a move's record form (RecordSuffix), or empty.
std::string suffix_of(const inchworm::RecordSuffix& suffix, const std::string& record) {
  const auto parts = suffix.split(record);
  return parts ? std::string(parts->second) : std::string();
}

// Most legal moves tried when a move is written in the record notation rather than as a token.
constexpr std::size_t kMostMovesTried = 5000;

std::string without_marks(std::string text) {
  while (!text.empty() && std::string_view("!?+#").find(text.back()) != std::string_view::npos) text.pop_back();
  return text;
}

// Plays a move as a record writes it: a token in any spelling the game reads, or the game's record
// notation (the chess games' `Nb1-c3`), found among the legal moves by the record form they are played as.
MaybeError play_written(GameModel& game, const std::string& written) {
  auto error = game.play(written);
  if (!error) return error;
  auto legal = game.state().legal_moves();
  if (!legal || legal->size() > kMostMovesTried) return error;
  std::string found;
  for (const std::string& token : *legal) {
    auto played = game.state().clone()->play(token);
    if (played && without_marks(played->record) == without_marks(written)) {
      if (!found.empty()) return error;  // two moves written alike: the record does not say which
      found = token;
    }
  }
  return found.empty() ? error : game.play(found);
}

// A record's evaluation of the position after `ply` moves, in the analysis' form.
PositionEval recorded_eval(const RecordEval& e, std::size_t ply, bool first_to_move) {
  PositionEval p;
  p.ply = ply;
  if (!e.mate) {
    p.kind = "cp";
    p.first = e.units;
    p.text = first_player_eval_text("cp", static_cast<long long>(e.units), true);
    return p;
  }
  const bool first_wins = e.moves > 0;
  const long long moves = std::abs(e.moves);
  const long long plies = 2 * moves - (first_wins == first_to_move ? 1 : 0);
  p.kind = first_wins ? "win" : "loss";
  p.first = first_wins ? 1e9 - double(plies) : -1e9 + double(plies);
  p.text = p.kind + " " + std::to_string(plies);
  return p;
}

// The record's evaluations, clocks and marks of the moves played so far (all of `game`'s plies).
void take_annotations(const GameRecord& record, ReplayedRecord& out) {
  for (std::size_t i = 0; i < out.game.plies().size(); ++i) {
    const MoveAnnotations& notes = record.moves[i].notes;
    if (notes.clock_ms) out.game.set_clock(i, *notes.clock_ms);
    if (notes.eval && (!notes.eval->mate || notes.eval->moves != 0))
      out.evals.push_back(recorded_eval(*notes.eval, i + 1, out.game.state_at(i + 1, false)->first_player_to_move()));
    if (const std::string mark = mark_of_nag(notes.nag); !mark.empty())
      out.marks.push_back(MoveMark{i, 0, 0, mark, true});
  }
}

}  // namespace

std::string record_game_id(const GameRecord& record) {
  if (!record.game_id.empty()) return record.game_id;
  const auto& games = inchworm::game_registry();
  if (record.base == "startpos") return games.front().id;
  for (const auto& entry : games)
    if (!entry.make_state()->set_position(record.base)) return entry.id;
  return games.front().id;
}

Expected<ReplayedRecord> replay_record(const GameRecord& record) {
  ReplayedRecord out;
  out.notes = record.warnings;
  const std::string id = record_game_id(record);
  // The options this game has are set; others are named in a note.
  RuleValues rules;
  const auto probe = inchworm::make_game_state(id);
  if (!probe) return inchworm::Error{probe.error()};
  for (const auto& [name, value] : record.rules) {
    if (!inchworm::find_option((*probe)->rule_options(), name)) {
      out.notes.push_back("option " + name + "=" + value + " is not a rule of " + id + ": ignored");
      continue;
    }
    if (auto e = (*probe)->set_rule_option(name, value)) {
      out.notes.push_back(e->message + ": the rules' default is used");
      continue;
    }
    rules.emplace_back(name, value);
  }
  if (auto e = out.game.reset(id, rules, record.base)) return inchworm::Error{"the record's start: " + e->message};
  // A record that writes no suffix at all may simply not use it; one that writes some must write them all.
  const inchworm::RecordSuffix& suffix = inchworm::find_game(id)->record_suffix;
  bool writes_suffixes = false;
  for (const auto& m : record.moves) writes_suffixes |= !m.suffix.empty();
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const RecordMove& m = record.moves[i];
    const std::string where = "move " + std::to_string(i + 1) + " '" + m.token + "'";
    if (auto e = play_written(out.game, m.token)) {
      if (i == 0)
        return inchworm::Error{"the record's " + where + " is not a move of " + id + " here (" + e->message +
                               "): nothing loaded"};
      out.notes.push_back(where + " was refused (" + e->message + "); the first " + std::to_string(i) +
                          " moves are loaded");
      out.complete = false;
      take_annotations(record, out);
      return out;
    }
    const std::string ours = suffix_of(suffix, out.game.plies().back().record);
    const std::string& marker = suffix.marker;
    if (!m.suffix.empty() && marker.empty())
      out.notes.push_back(where + ": the record writes '" + m.suffix +
                          "' after the move, which this game's record notation never does: ignored");
    else if (!m.suffix.empty() && m.suffix != ours)
      out.notes.push_back(where + ": the record writes " + marker + " " + m.suffix + ", the rules' record " +
                          (ours.empty() ? "writes none" : marker + " " + ours));
    else if (writes_suffixes && m.suffix.empty() && !ours.empty())
      out.notes.push_back(where + ": the rules' record writes " + marker + " " + ours + ", the record none");
  }
  take_annotations(record, out);
  const std::string final_fen = out.game.state().position_string();
  if (!record.final_fen.empty() && record.final_fen != final_fen)
    out.notes.push_back("the record's final position " + record.final_fen + " differs from the replayed " + final_fen);
  return out;
}

}  // namespace adapters::web
