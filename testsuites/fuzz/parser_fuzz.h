// The body of the parser fuzz target, shared by the libFuzzer binary (parser_fuzzer.cpp) and the
// ordinary unit test that runs it over the seed corpus (engine/games/rodeffer/tests/fuzz_corpus_test.cpp).
//
// Input: text lines. An optional `rules: Name=Value ...` line sets engine options (R7) for what follows.
// The first other line (or a `position: ...` line) is a position string (R6) or `startpos`; if it parses,
// format(parse(s)) must read back to the same position and is_ok must hold. Every further word is a move
// token: the legal ones are played, each checked to format and parse back to itself, with is_ok,
// conserved piece totals and scores that never fall. `after:`/`fen:` lines are parsed as positions too.
// The seed figures (seeds/rodeffer/figures/*.txt) are valid inputs as they stand.
#pragma once

#include <sstream>
#include <string>
#include <string_view>

#include "rodeffer/movegen.h"
#include "rodeffer/notation.h"
#include "rodeffer/position.h"

namespace fuzz {

// Small enough that a fuzzed 25-stack cannot stall a run.
constexpr std::uint64_t kCountBudget = 2000;
constexpr int kMaxMovesPlayed = 300;

// Checks one position string; returns what is wrong, or nothing. Sets `parsed` when it parses.
inline std::string check_position_text(std::string_view text, const inchworm::rodeffer::Rules& rules,
                                       std::optional<inchworm::rodeffer::Position>& parsed) {
  using namespace inchworm;
  using namespace inchworm::rodeffer;
  parsed.reset();
  auto pos = text == "startpos" ? Expected<Position>(Position::start(rules)) : parse_position(text, rules);
  if (!pos) {
    if (pos.error().empty()) return "a rejected position string has an empty message";
    return {};
  }
  if (!pos->is_ok()) return "parsed position fails is_ok: " + std::string(text);
  const std::string canonical = format_position(*pos);
  auto again = parse_position(canonical, rules);
  if (!again) return "canonical output does not parse: " + canonical + ": " + again.error();
  if (format_position(*again) != canonical) return "format(parse(s)) != s for " + canonical;
  if (!(*again == *pos)) return "reparsed position differs: " + canonical;
  parsed = *pos;
  return {};
}

// Plays one token if it is legal; returns what is wrong, or nothing.
inline std::string check_move_token(inchworm::rodeffer::Position& pos, std::string_view token) {
  using namespace inchworm;
  using namespace inchworm::rodeffer;
  auto m = parse_move(pos, token);
  if (!m) return m.error().empty() ? "a rejected move has an empty message" : std::string();
  if (!is_legal(pos, *m)) return "parse_move accepted a move is_legal refuses: " + std::string(token);
  const std::string text = format_move(pos, *m);
  auto back = parse_move(pos, text);
  if (!back || !(*back == *m))
    return "move " + std::string(token) + " formats as " + text + ", which does not parse back";
  int total[2];
  std::uint32_t score[2];
  for (Color c : {RED, BLUE}) {
    total[c] = pos.stock(c) + pos.pieces_on_board(c) + pos.prisoners(~c);
    score[c] = pos.score(c);
  }
  Position::Undo undo;
  pos.do_move(*m, undo);
  if (!pos.is_ok()) return "is_ok fails after " + text;
  for (Color c : {RED, BLUE}) {
    if (pos.stock(c) + pos.pieces_on_board(c) + pos.prisoners(~c) != total[c]) return "pieces not conserved by " + text;
    if (pos.score(c) < score[c]) return "a score fell after " + text;
  }
  DistributionCounter counter;
  if (auto n = count_moves(pos, counter, kCountBudget); n && (*n == 0) != pos.is_over())
    return "no legal move but the game is not over after " + text;
  return {};
}

// Runs one input; returns the first problem found, or an empty string.
inline std::string check_parsers(std::string_view input) {
  using namespace inchworm;
  using namespace inchworm::rodeffer;
  Rules rules;
  std::optional<Position> pos;
  bool have_position_line = false;
  int played = 0;
  std::istringstream lines{std::string(input)};
  for (std::string line; std::getline(lines, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    std::string key, value = line;
    if (const auto colon = line.find(": "); colon != std::string::npos && line.find(' ') == colon + 1) {
      key = line.substr(0, colon);
      value = line.substr(colon + 2);
    }
    if (key == "rules") {
      rules = Rules{};
      std::istringstream items(value);
      for (std::string item; items >> item;) {
        const auto eq = item.find('=');
        auto error = set_rules_option(rules, item.substr(0, eq), eq == std::string::npos ? "" : item.substr(eq + 1));
        if (error && error->message.empty()) return "a rejected option has an empty message";
      }
      pos.reset();
      have_position_line = false;
    } else if (key == "position" || (key.empty() && !have_position_line)) {
      have_position_line = true;
      if (auto problem = check_position_text(value, rules, pos); !problem.empty()) return problem;
    } else if (key == "after" || key == "fen") {
      std::optional<Position> ignored;
      if (auto problem = check_position_text(value, rules, ignored); !problem.empty()) return problem;
    } else if (key.empty() || key == "move" || key == "listed" || key == "legal" || key == "rejected" ||
               key == "equivalent") {
      if (!pos) continue;
      std::istringstream tokens(value);
      for (std::string token; tokens >> token && played < kMaxMovesPlayed; ++played)
        if (auto problem = check_move_token(*pos, token); !problem.empty()) return problem;
    }
  }
  return {};
}

}  // namespace fuzz
