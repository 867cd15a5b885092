#include "record_replay.h"

namespace adapters::web {

Expected<ReplayedRecord> replay_record(const GameRecord& record) {
  ReplayedRecord out;
  if (auto e = out.game.reset(record.rules, record.base))
    return inchworm::Error{"the record's start position: " + e->message};
  out.notes = record.warnings;
  // A record that writes no capture at all may simply not use the suffix; one that writes some must
  // write them all.
  bool writes_captures = false;
  for (const auto& m : record.moves) writes_captures |= !m.captures.empty();
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const RecordMove& m = record.moves[i];
    const std::string where = "move " + std::to_string(i + 1) + " '" + m.token + "'";
    if (auto e = out.game.play(m.token)) {
      out.notes.push_back(where + " was refused (" + e->message + "); the first " + std::to_string(i) +
                          " moves are loaded");
      out.complete = false;
      return out;
    }
    const std::string ours = inchworm::rodeffer::format_squares(out.game.plies().back().captured);
    if (!m.captures.empty() && m.captures != ours)
      out.notes.push_back(where + ": the record says X " + m.captures + ", the rules capture " +
                          (ours.empty() ? "nothing" : ours));
    else if (writes_captures && m.captures.empty() && !ours.empty())
      out.notes.push_back(where + ": the rules capture " + ours + ", the record names no capture");
  }
  const std::string final_fen = inchworm::rodeffer::format_position(out.game.position());
  if (!record.final_fen.empty() && record.final_fen != final_fen)
    out.notes.push_back("the record's final position " + record.final_fen + " differs from the replayed " + final_fen);
  return out;
}

}  // namespace adapters::web
