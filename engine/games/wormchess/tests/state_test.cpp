// The GameState of both games, through the interface only: rule options, positions, moves and their
// records, the game's end with its history, pictures of the board, perft; errors change nothing.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "state.h"

using namespace inchworm;

namespace state_test {
namespace {

std::unique_ptr<GameState> state_at(bool longworm, const char* position) {
  auto s = wormchess::make_state(longworm);
  auto e = s->set_position(position);
  INFO(position << (e ? ": " + e->message : ""));
  REQUIRE_FALSE(e);
  return s;
}

// Plays tokens separated by spaces; returns the last record.
std::string play_all(GameState& s, const std::string& tokens) {
  std::string record;
  std::size_t start = 0;
  while (start < tokens.size()) {
    const std::size_t end = std::min(tokens.find(' ', start), tokens.size());
    auto played = s.play(tokens.substr(start, end - start));
    INFO(tokens.substr(start, end - start) << (played ? "" : ": " + played.error()));
    REQUIRE(played);
    record = played->record;
    start = end + 1;
  }
  return record;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("state: ids, sides, start, rule options of each game", "[state][L1][L3.2]") {
  auto inchworm = wormchess::make_state(false);
  auto longworm = wormchess::make_state(true);
  CHECK(inchworm->game_id() == "inchworm-chess");
  CHECK(longworm->game_id() == "longworm-chess");
  CHECK(inchworm->side_names().first == "White");
  CHECK(inchworm->side_names().second == "Black");
  CHECK(inchworm->position_string() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1");
  CHECK(inchworm->first_player_to_move());
  CHECK(inchworm->rule_options().empty());
  CHECK(inchworm->describe_rules() == "Inchworm Chess");
  const auto specs = longworm->rule_options();
  REQUIRE(specs.size() == 1);
  CHECK(specs[0].name == "HalflingRange");
  CHECK(specs[0].type == OptionSpec::Type::Combo);
  CHECK(specs[0].default_value == "absolute");
  CHECK(specs[0].choices == std::vector<std::string>{"absolute", "relative"});
  CHECK(longworm->rule_option_value("halflingrange") == "absolute");
  CHECK(longworm->describe_rules() == "Long Worm Chess, halfling range absolute");
}

TEST_CASE("state: HalflingRange changes the rules and starts a new game, errors change nothing", "[state][L3.2]") {
  auto s = wormchess::make_state(true);
  REQUIRE(s->play("e2e4"));
  REQUIRE_FALSE(s->set_rule_option("HalflingRange", "Relative"));
  CHECK(s->rule_option_value("HalflingRange") == "relative");
  CHECK(s->position_string() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1");
  REQUIRE_FALSE(s->set_position("4k3/8/8/8/3n4/8/8/3WK3 - - w - - 0 1"));  // E11
  CHECK(s->legal_moves()->size() == 7);
  const std::string before = s->position_string();
  auto bad_value = s->set_rule_option("HalflingRange", "sideways");
  REQUIRE(bad_value);
  CHECK(contains(bad_value->message, "'sideways'"));
  auto unknown = s->set_rule_option("Topology", "torus");
  REQUIRE(unknown);
  CHECK(contains(unknown->message, "'Topology'"));
  CHECK(s->position_string() == before);
  CHECK(s->rule_option_value("HalflingRange") == "relative");
  // Inchworm Chess has no rule options at all.
  auto none = wormchess::make_state(false)->set_rule_option("HalflingRange", "relative");
  REQUIRE(none);
  CHECK(contains(none->message, "has none"));
}

TEST_CASE("state: bad positions and moves are errors naming the fault, nothing changes", "[state][N1.6][N2.6]") {
  auto s = wormchess::make_state(false);
  play_all(*s, "e2e4 e7e5");
  const std::string before = s->position_string();
  const auto moves_before = *s->legal_moves();
  auto e = s->set_position("4k3/8/8/8/8/8/8/4K3 - - w K - 0 1");
  REQUIRE(e);
  CHECK(e->message.rfind("castling", 0) == 0);
  CHECK(s->set_position("4k3/8/8/8/8/8/8/3WK3 - - w - - 0 1"));  // a half piece outside Long Worm
  for (const char* bad : {"e2e5", "e7e6", "zz", "e2e4q", "b1b3"}) {
    auto m = s->play(bad);
    REQUIRE_FALSE(m);
    CHECK(contains(m.error(), std::string("'") + bad + "'"));
    CHECK_FALSE(s->parse_move(bad));
  }
  CHECK(s->position_string() == before);
  CHECK(*s->legal_moves() == moves_before);
}

TEST_CASE("state: legal moves are sorted canonical tokens, lower case only", "[state][N2.1][N2.6]") {
  auto s = wormchess::make_state(false);
  const auto moves = *s->legal_moves();
  CHECK(moves.size() == 20);
  CHECK(std::is_sorted(moves.begin(), moves.end()));
  CHECK_FALSE(s->parse_move("G1F3"));  // N2.1: one spelling, in lower case
  CHECK(*s->parse_move("g1f3") == "g1f3");
  play_all(*s, "g1f3 g8f6");
  CHECK(*s->legal_moves() == std::vector<std::string>{"a2a3", "a2a4", "b1a3", "b1c3", "b2b3", "b2b4", "c2c3", "c2c4",
                                                      "d2d3", "d2d4", "e2e3", "e2e4", "f3g1", "g1f3", "g2g3", "g2g4",
                                                      "h2h3", "h2h4"});
}

TEST_CASE("state: play gives the record (N3) and whether the past can come back", "[state][N3]") {
  auto s = wormchess::make_state(false);
  std::map<std::string, std::pair<std::string, bool>> seen;
  for (const char* t : {"e2e4", "d7d5", "e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5d8"}) {
    auto played = s->play(t);
    REQUIRE(played);
    CHECK(played->token == t);
    seen[std::to_string(seen.size()) + t] = {played->record, played->irreversible};
  }
  CHECK(seen["0e2e4"] == std::make_pair(std::string("e2-e4"), true));  // an unmoved pawn's first stretch
  CHECK(seen["2e2e4"] == std::make_pair(std::string("e2-e4"), true));  // a pawn's forward consolidation
  CHECK(seen["4e4d5"] == std::make_pair(std::string("e4xd5"), true));  // a capture
  CHECK(seen["5d8d5"] == std::make_pair(std::string("Qd8xd5xe4"), true));
  CHECK(seen["6b1c3"] == std::make_pair(std::string("Nb1-c3"), false));  // the knight can go back
  CHECK(seen["7d5d8"] == std::make_pair(std::string("Qd5-d8"), false));
  auto castle = state_at(false, "r3k2r/8/8/8/8/8/8/R3K2R - - w KQkq - 0 1");
  auto played = castle->play("e1c1");
  REQUIRE(played);
  CHECK(played->record == "O-O-O");
  CHECK(played->irreversible);
  auto mate = state_at(false, "7k/7k/8/8/8/8/8/K5RR g1h1,h8h7 - b - - 2 2");
  CHECK(play_all(*mate, "h8h7 g1h1") == "Rg1-h1#");
  auto ep = state_at(false, "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR - - w KQkq d6 0 4");
  CHECK(play_all(*ep, "e5d6") == "e5xd6 e.p.");
  auto promote = state_at(false, "r1n1k3/1P6/8/8/8/8/8/4K3 - - w - - 0 1");
  CHECK(play_all(*promote, "b7a8n") == "b7xa8=N");
  auto cut = state_at(true, "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR - - b KQkq - 3 5");
  CHECK(play_all(*cut, "d5d4 c3d5") == "Nc3xd5");
}

TEST_CASE("state: the verdict follows C8.5 with reasons, adjudication is a draw", "[state][C3.4][C8]") {
  auto mate = state_at(false, "4k3/8/8/8/8/8/8/4R1K1 - - b - - 0 1");
  CHECK(mate->verdict().outcome == Outcome::FirstPlayerWins);
  CHECK(mate->verdict().reason == "checkmate: White wins (C3.4)");
  CHECK(mate->is_over());
  auto stalemate = state_at(false, "7k/5Q2/8/8/8/8/8/K7 - - b - - 0 1");
  CHECK(stalemate->verdict().outcome == Outcome::Draw);
  CHECK(stalemate->verdict().reason == "stalemate (C3.4)");
  auto clock = state_at(false, "7k/8/8/8/8/8/8/K5R1 - - w - - 198 1");
  play_all(*clock, "g1h1");
  CHECK_FALSE(clock->is_over());
  play_all(*clock, "h8g8");
  CHECK(clock->verdict().outcome == Outcome::Draw);
  CHECK(contains(clock->verdict().reason, "(C8.1)"));
  auto bare = state_at(true, "k7/8/8/8/8/8/1f6/K7 - - w - - 40 1");
  CHECK_FALSE(bare->is_over());
  play_all(*bare, "a1b2");
  CHECK(bare->verdict().reason == "bare kings (C8.4)");
  auto running = wormchess::make_state(false);
  CHECK(running->verdict().outcome == Outcome::None);
  CHECK(running->adjudicate().outcome == Outcome::Draw);
  CHECK(running->adjudicate().reason == "adjudicated as a draw at the ply limit");
}

TEST_CASE("state: threefold repetition is counted in the state's own history", "[state][C8.3]") {
  auto s = state_at(false, "7k/8/8/8/8/8/8/K5R1 - - w - - 0 1");
  play_all(*s, "g1h1 h8g8 h1g1 g8h8 g1h1 h8g8 h1g1");
  CHECK_FALSE(s->is_over());
  play_all(*s, "g8h8");
  CHECK(s->verdict().reason == "threefold repetition (C8.3)");
  // A clone carries the history; set_position starts a new one.
  auto twin = s->clone();
  CHECK(twin->is_over());
  REQUIRE_FALSE(s->set_position(s->position_string()));
  CHECK_FALSE(s->is_over());
  CHECK(twin->is_over());
}

TEST_CASE("state: describe shows stretched pieces with rear and front, and the position's details", "[state]") {
  auto s = wormchess::make_state(false);
  play_all(*s, "e2e4");
  const std::string text = s->describe();
  CHECK(contains(text, " 4 |   |   |   |   | P+|   |   |   | 4"));
  CHECK(contains(text, " 2 | P | P | P | P | P-| P | P | P | 2"));
  CHECK(contains(text, "Stretched: White pawn e2-e4 (rear e2, front e4)"));
  CHECK(contains(text, "Position: rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR e2e4 - b KQkq - 0 1"));
  CHECK(contains(text, "Side to move: Black"));
  CHECK(contains(text, "Castling: KQkq"));
  CHECK(contains(text, "En passant: none"));
  CHECK(contains(text, "Legal moves: 20"));
  CHECK(contains(text, "Game over: no"));
  auto half = state_at(true, "4k3/8/8/8/3n4/8/8/3WK3 - - w - - 0 1");
  const std::string long_text = half->describe();
  CHECK(contains(long_text, "Half pieces: White half rook on d1"));
  CHECK(contains(long_text, " 1 |   |   |   | W | K |   |   |   | 1"));
  auto mate = state_at(false, "4k3/8/8/8/8/8/8/4R1K1 - - b - - 0 1");
  CHECK(contains(mate->describe(), "Side to move: Black (in check)"));
  CHECK(contains(mate->describe(), "Game over: checkmate: White wins (C3.4)"));
}

TEST_CASE("state: the board view labels pieces and marks rear, front and half pieces", "[state]") {
  auto s = state_at(true, "4k3/8/8/8/4P3/8/4P3/3WK3 e2e4 - b - - 0 1");
  const BoardView view = s->board();
  CHECK(view.files == 8);
  CHECK(view.ranks == 8);
  REQUIRE(view.points.size() == 64);
  const auto& e2 = view.points[1 * 8 + 4];
  const auto& e4 = view.points[3 * 8 + 4];
  const auto& d1 = view.points[3];
  const auto& e8 = view.points[7 * 8 + 4];
  CHECK(e2.owner == 0);
  CHECK(e2.label == "P");
  CHECK(e2.marks == std::vector<std::string>{"front:e4"});
  CHECK(e4.marks == std::vector<std::string>{"rear:e2"});
  CHECK(d1.label == "W");
  CHECK(d1.marks == std::vector<std::string>{"half"});
  CHECK(e8.owner == 1);
  CHECK(e8.label == "k");
  CHECK(view.points[0].owner == -1);
  CHECK(view.turn == "Black to move");
  CHECK(e8.marks.empty());
}

TEST_CASE("state: the board view marks the king in check, on both its squares when stretched", "[state]") {
  const BoardView mate = state_at(false, "4k3/8/8/8/8/8/8/4R1K1 - - b - - 0 1")->board();
  CHECK(mate.points[7 * 8 + 4].marks == std::vector<std::string>{"check"});  // e8
  CHECK(mate.points[6].marks.empty());                                       // g1: White's king is not in check
  CHECK(mate.turn == "Black to move, in check");
  // Black's king stretched over e8 and e7, checked along the e-file.
  const BoardView stretched = state_at(false, "4k3/4k3/8/8/8/8/8/4R1K1 e8e7 - b - - 0 1")->board();
  CHECK(stretched.points[7 * 8 + 4].marks == std::vector<std::string>{"front:e7", "check"});
  CHECK(stretched.points[6 * 8 + 4].marks == std::vector<std::string>{"rear:e8", "check"});
}

TEST_CASE("state: perft with divide, a stopped count is an error", "[state][N4]") {
  auto s = wormchess::make_state(false);
  std::atomic<bool> stop{false};
  std::uint64_t sum = 0;
  std::size_t reported = 0;
  auto total = s->perft(
      3,
      [&](const std::string&, std::uint64_t n) {
        sum += n;
        ++reported;
      },
      stop);
  REQUIRE(total);
  CHECK(*total == 7760);
  CHECK(sum == 7760);
  CHECK(reported == 20);
  stop = true;
  auto stopped = s->perft(
      3, [](const std::string&, std::uint64_t) {}, stop);
  REQUIRE_FALSE(stopped);
  CHECK(stopped.error() == "perft stopped");
  CHECK(s->position_string() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1");
}

TEST_CASE("state: ply numbers from the move number and side", "[state]") {
  CHECK(wormchess::make_state(false)->ply_number() == 0);
  CHECK(state_at(false, "4k3/8/8/8/8/8/8/4K3 - - b - - 0 30")->ply_number() == 59);
}

TEST_CASE("state: in_check tells whether the side to move is in check", "[state][C3.2]") {
  for (const bool longworm : {false, true}) {
    CHECK_FALSE(state_at(longworm, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - - w KQkq - 0 1")->in_check());
    // A rook attacks the king to move along the rank: Black's, then White's.
    CHECK(state_at(longworm, "R3k3/8/8/8/8/8/8/4K3 - - b - - 0 1")->in_check());
    CHECK(state_at(longworm, "4k3/8/8/8/8/8/8/r3K3 - - w - - 0 1")->in_check());
    CHECK_FALSE(state_at(longworm, "4k3/8/8/8/8/8/8/R3K3 - - w - - 0 1")->in_check());
    // A piece in between blocks the check.
    CHECK_FALSE(state_at(longworm, "R2nk3/8/8/8/8/8/8/4K3 - - b - - 0 1")->in_check());
  }
}

}  // namespace state_test
