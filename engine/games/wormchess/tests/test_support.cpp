#include "test_support.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace testing {

Variant variant_named(std::string_view game) {
  if (game == "inchworm") return kInchworm;
  if (game == "longworm") return kLongworm;
  REQUIRE(game == "longworm-relative");
  return kLongwormRelative;
}

const char* variant_name(Variant v) {
  if (!v.longworm) return "inchworm";
  return v.relative_halflings ? "longworm-relative" : "longworm";
}

Position position_from(std::string_view text, Variant variant) {
  auto pos = parse_position(text == "startpos" ? std::string_view(kStartPosition) : text, variant);
  INFO(text << (pos ? "" : ": " + pos.error()));
  REQUIRE(pos);
  return *pos;
}

Move move_from(const Position& pos, std::string_view token) {
  auto m = parse_move(pos, token);
  INFO(format_position(pos) << " | " << token << (m ? "" : ": " + m.error()));
  REQUIRE(m);
  return *m;
}

void play(Position& pos, std::string_view tokens) {
  std::istringstream in{std::string(tokens)};
  for (std::string token; in >> token;) {
    Position::Undo undo;
    pos.do_move(move_from(pos, token), undo);
  }
}

std::vector<std::string> legal_tokens(const Position& pos) {
  MoveList moves;
  generate_legal(pos, moves);
  std::vector<std::string> tokens;
  for (Move m : moves) tokens.push_back(format_move(m));
  std::sort(tokens.begin(), tokens.end());
  return tokens;
}

bool is_listed(const Position& pos, std::string_view token) {
  const auto tokens = legal_tokens(pos);
  return std::find(tokens.begin(), tokens.end(), token) != tokens.end();
}

const std::vector<std::string>& random_game_starts() {
  static const std::vector<std::string> starts = {
      "startpos",
      "r3k2r/pppq1ppp/2n1b3/8/8/2N1B3/PPPQ1PPP/R3K2R - - w KQkq - 0 1",
      "4k3/1p1p1p1p/8/8/1p1p1p1p/8/P1P1P1P1/4K3 - - w - - 0 1",
      "1n2k1r1/P1P1P1P1/8/8/8/8/1p1p1p1p/1R2K1N1 - - w - - 0 1",
  };
  return starts;
}

Move pick_move(const Position& pos, const MoveList& moves, std::mt19937_64& rng) {
  if (rng() % 2) return moves[rng() % moves.size()];
  auto kind_of_move = [&](Move m) {
    const bool takes = m.type() != MoveType::Consolidate && pos.piece_on(m.to()) != kNoPiece;
    return int(m.type()) * 2 + (takes ? 1 : 0);
  };
  std::vector<int> kinds;
  for (Move m : moves)
    if (std::find(kinds.begin(), kinds.end(), kind_of_move(m)) == kinds.end()) kinds.push_back(kind_of_move(m));
  const int kind = kinds[rng() % kinds.size()];
  std::vector<Move> of_kind;
  for (Move m : moves)
    if (kind_of_move(m) == kind) of_kind.push_back(m);
  return of_kind[rng() % of_kind.size()];
}

std::vector<std::vector<std::string>> perft_public_lines() {
  std::ifstream in(TESTSUITES_DIR "/positions/wormchess-perft-public.txt");
  REQUIRE(in.good());
  std::vector<std::vector<std::string>> lines;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream ss(line);
    for (std::string item; std::getline(ss, item, ';');) fields.push_back(item);
    REQUIRE(fields.size() == 4);
    lines.push_back(fields);
  }
  return lines;
}

}  // namespace testing
