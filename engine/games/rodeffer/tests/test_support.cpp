#include "test_support.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "game_text.h"

namespace testing {

Rules rules_from(std::string_view spec) { return inchworm::test_support::rules_from_spec<Rules>(spec); }

Position position_from(std::string_view text, const Rules& rules) {
  return inchworm::test_support::position_from_text<Position>(text, rules);
}

Move move_from(const Position& pos, std::string_view token) {
  auto m = parse_move(pos, token);
  INFO("move '" << token << "' in " << format_position(pos) << ": " << (m ? std::string("ok") : m.error()));
  REQUIRE(m);
  return *m;
}

Bitboard play(Position& pos, std::string_view token) {
  const Move m = move_from(pos, token);
  Position::Undo undo;
  const Bitboard captured = pos.do_move(m, undo);
  REQUIRE(pos.is_ok());
  return captured;
}

Bitboard squares_from(std::string_view text) {
  Bitboard squares = 0;
  if (text.empty() || text == "none") return squares;
  std::size_t start = 0;
  for (;;) {
    const std::size_t dash = text.find('-', start);
    const auto name = text.substr(start, dash == std::string_view::npos ? std::string_view::npos : dash - start);
    const auto s = parse_square(name);
    INFO("square '" << name << "' in '" << text << "'");
    REQUIRE(s);
    squares |= square_bb(*s);
    if (dash == std::string_view::npos) return squares;
    start = dash + 1;
  }
}

MoveList legal_moves(const Position& pos) {
  MoveList moves;
  REQUIRE(generate_sorted(pos, moves));
  return moves;
}

std::vector<std::string> legal_move_strings(const Position& pos) {
  std::vector<std::string> out;
  for (const Move& m : legal_moves(pos)) out.push_back(format_move(pos, m));
  return out;
}

bool is_listed(const Position& pos, std::string_view token) {
  auto m = parse_move(pos, token);
  if (!m) return false;
  const MoveList moves = legal_moves(pos);
  return std::find(moves.begin(), moves.end(), *m) != moves.end();
}

std::vector<std::filesystem::path> figure_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(SEEDS_DIR "/figures"))
    if (entry.path().extension() == ".txt") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<std::vector<std::string>> perft_public_lines() {
  std::ifstream in(TESTSUITES_DIR "/positions/perft-public.txt");
  REQUIRE(in.good());
  std::vector<std::vector<std::string>> lines;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream items(line);
    for (std::string item; std::getline(items, item, ';');) fields.push_back(item);
    INFO(line);
    REQUIRE(fields.size() == 7);
    lines.push_back(fields);
  }
  return lines;
}

std::vector<Rules> all_variant_rules() {
  std::vector<Rules> out;
  for (Topology t : {Topology::Plane, Topology::Cylinder, Topology::Torus})
    for (CaptureRule c : {CaptureRule::Original, CaptureRule::Modern})
      for (bool drops : {false, true}) {
        Rules r;
        r.topology = t;
        r.capture = c;
        r.prisoner_drops = drops;
        out.push_back(r);
      }
  return out;
}

}  // namespace testing
