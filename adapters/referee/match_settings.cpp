#include "match_settings.h"

#include <cmath>

#include <cstdint>
#include <cstdio>

#include "version.h"

namespace referee {

namespace {

std::string joined(const std::vector<std::string>& parts, const char* separator = ", ") {
  std::string s;
  for (const auto& p : parts) s += (s.empty() ? "" : separator) + p;
  return s;
}

// FNV-1a over the openings' text: a book that changed is told from one that moved.
std::string book_fingerprint(const std::vector<Opening>& book) {
  if (book.empty()) return "start position";
  std::uint64_t h = 14695981039346656037ull;
  for (const Opening& o : book)
    for (unsigned char c : o.text() + "\n") h = (h ^ c) * 1099511628211ull;
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", (unsigned long long)h);
  return std::to_string(book.size()) + " openings, fingerprint " + hex;
}

// What changes how an engine plays, beside its time control: "arg=-x option.Hash=16 proto=ugi".
std::string engine_settings(const EngineConfig& e) {
  std::vector<std::string> words;
  for (const auto& a : e.args) words.push_back("arg=" + a);
  for (const auto& [name, value] : e.options) words.push_back("option." + name + "=" + value);
  if (e.protocol == Protocol::Ugi) words.push_back("proto=ugi");
  return e.name + (words.empty() ? "" : " " + joined(words, " "));
}

std::string adjudication_text(const Adjudication& a) {
  std::vector<std::string> parts;
  if (a.max_plies) parts.push_back("maxplies " + std::to_string(a.max_plies));
  if (a.resign.on)
    parts.push_back("resign movecount=" + std::to_string(a.resign.move_count) +
                    " score=" + std::to_string(a.resign.score) + (a.resign.two_sided ? " twosided=true" : ""));
  if (a.draw.on)
    parts.push_back("draw movenumber=" + std::to_string(a.draw.move_number) +
                    " movecount=" + std::to_string(a.draw.move_count) + " score=" + std::to_string(a.draw.score));
  return parts.empty() ? "none" : joined(parts, "; ");
}

}  // namespace

ScheduleFields run_fields(const MatchSettings& s) {
  std::vector<std::string> names, settings, tcs;
  for (const auto& e : s.engines) {
    names.push_back(e.name);
    settings.push_back(engine_settings(e));
    tcs.push_back(e.tc.describe());
  }
  ScheduleFields fields = {
      {"tournament", s.format == Format::Gauntlet ? "gauntlet" : "roundrobin"},
      {"engines", joined(names)},
      {"engine settings", joined(settings, "; ")},
      {"time controls", joined(tcs)},
      {"game", s.game.game_id},
      {"variant", s.game.rules_text()},
      {"adjudication", adjudication_text(s.adjudication)},
      {"openings", book_fingerprint(s.book)},
      {"openings order", s.book.empty() ? "" : s.book_order_text},
      {"games", std::to_string(s.games)},
      {"rounds", std::to_string(s.rounds)},
      {"openings file", s.book_file},
  };
  // Scaled time controls are another run than unscaled ones (only then: earlier runs keep their ids).
  if (s.speed.reference_nps > 0)
    fields.emplace_back("time scale", "to " + std::to_string(std::llround(s.speed.reference_nps)) + " nodes/s");
  return fields;
}

RunInfo run_info(const MatchSettings& s) {
  RunInfo run;
  run.fields = run_fields(s);
  run.id = run_id(s.event, run.fields);
  run.event = s.event;
  run.shard = s.shard;
  run.referee = inchworm::version_line(s.program);
  for (const auto& e : s.engines) run.engines.push_back({e.name, e.tc.describe()});
  return run;
}

LiveMatch live_match(const MatchSettings& s) {
  LiveMatch m{s.game.game_id, s.game.sides, s.game.rules_text(), s.format, s.sprt, s.resume, {}};
  for (const EngineConfig& e : s.engines) m.engine_names.push_back(e.name);
  return m;
}

}  // namespace referee
