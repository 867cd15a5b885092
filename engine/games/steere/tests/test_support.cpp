#include "test_support.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "game_text.h"

namespace steere_testing {

Rules rules_from(std::string_view spec) { return inchworm::test_support::rules_from_spec<Rules>(spec); }

Position position_from(std::string_view text, const Rules& rules) {
  return inchworm::test_support::position_from_text<Position>(text, rules);
}

Cell square_from(std::string_view name) {
  const auto cell = parse_square(name, kMaxSide, kMaxSide);
  INFO("square '" << name << "'");
  REQUIRE(cell);
  return *cell;
}

Move move_from(const Position& pos, std::string_view token) {
  auto m = parse_move(pos, token);
  INFO("move '" << token << "' in " << format_position(pos) << ": " << (m ? std::string("ok") : m.error()));
  REQUIRE(m);
  return *m;
}

void play(Position& pos, std::string_view tokens) {
  std::istringstream in{std::string(tokens)};
  for (std::string token; in >> token;) {
    Position::Undo undo;
    pos.do_move(move_from(pos, token), undo);
    REQUIRE(pos.is_ok());
  }
}

std::vector<std::string> move_strings(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  std::vector<std::string> out;
  for (const Move& m : moves) out.push_back(format_move(m));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> sorted_words(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<PerftLine> perft_lines(const std::string& file) {
  std::ifstream in(std::string(TESTSUITES_DIR) + "/positions/" + file);
  REQUIRE(in.good());
  std::vector<PerftLine> lines;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string item; std::getline(ss, item, ';');) f.push_back(item);
    INFO("line '" << line << "'");
    REQUIRE(f.size() == 3);
    lines.push_back({f[0], std::stoi(f[1]), std::stoull(f[2])});
  }
  return lines;
}

}  // namespace steere_testing
