// The proof that uiw-gtp draws a game by its presentation alone (engine/core/presentation.h): the
// tests' Nim (testsuites/games/nim/) states a board kind none of the shipped games uses (plain points),
// its first side light, and a pile of its own beside the board (each side's counters taken, the board's
// counter "taken"); no file of adapters/gtp names it. Driven as GoGui drives uiw-gtp, through its GTP
// commands. Run with INCHWORM_TEST_GAMES=1 (the ctest entry sets it), so that the registry lists Nim.
#include <catch2/catch.hpp>

#include "registry.h"
#include "session.h"

using namespace adapters::gtp;

namespace test_game_view_test {
namespace {

Answer ask(Session& session, const std::string& line) {
  const auto command = parse_command_line(line);
  REQUIRE(command);
  return session.handle(*command);
}

std::string ok(Session& session, const std::string& line) {
  const Answer answer = ask(session, line);
  INFO(line << " -> " << answer.text);
  REQUIRE(answer.ok);
  return answer.text;
}

// gogui-rules_board of Nim's 5x5 board and its pile column in a 6x6 square: the top row and the column's
// middle not part of the game, empty points and piles but for the bottom row, `bottom`.
std::string board_with_bottom_row(const std::string& bottom) {
  return "? ? ? ? ? ?\n. . . . . .\n. . . . . ?\n. . . . . ?\n. . . . . ?\n" + bottom + "\n";
}

}  // namespace

TEST_CASE("A test game is drawn by its presentation: its kind of board, its pile, its counter", "[gtp][presentation]") {
  const inchworm::GameEntry* nim = inchworm::find_game("nim");
  REQUIRE(nim);  // INCHWORM_TEST_GAMES=1
  REQUIRE(nim->presentation.board == inchworm::BoardKind::Points);
  REQUIRE(nim->presentation.piles.size() == 1);
  SessionSettings settings;
  settings.game = "nim";
  settings.engine.program = "/nonexistent/engine";  // the ruler's commands never start it
  auto made = Session::create(settings);
  REQUIRE(made);
  Session& session = **made;

  // The 5x5 board and the pile column right of it: a 6x6 square, its top row and the column's middle
  // not part of the game. The piles: the first side's (Alice) at the bottom (F1), the second's (Bob) at
  // the top rank (F5), each counting 0.
  CHECK(ok(session, "gogui-rules_board_size") == "6");
  CHECK(ok(session, "gogui-rules_board") == board_with_bottom_row(". . . . . ."));
  const std::string gfx = ok(session, "gogui-rules_board_gfx");
  CHECK(gfx.find("COLOR #c8c8c8 F1 F5\n") != std::string::npos);  // the piles' field
  CHECK(gfx.find(" A1 o ") != std::string::npos);                 // a counter on the board
  CHECK(gfx.find(" B2 o ") != std::string::npos);                 // the seventh, the last
  CHECK(gfx.find(" C2 ") == std::string::npos);
  CHECK(gfx.find(" F1 0") != std::string::npos);
  CHECK(gfx.find(" F5 0") != std::string::npos);
  CHECK(gfx.find("TEXT 7 left") != std::string::npos);
  // The first side is light (Presentation::first_side_light): Alice is GTP's white and moves first.
  CHECK(ok(session, "gogui-rules_side_to_move") == "white");
  CHECK(ok(session, "gogui-rules_legal_moves") == "A2 B2");

  // Alice takes two (the move a2: a click on the first counter taken); her pile shows them, as a white
  // stone with its count.
  ok(session, "play w A2");
  CHECK(ok(session, "gogui-rules_side_to_move") == "black");
  CHECK(ok(session, "gogui-rules_board") == board_with_bottom_row(". . . . . O"));
  const std::string after = ok(session, "gogui-rules_board_gfx");
  CHECK(after.find(" F1 2") != std::string::npos);
  CHECK(after.find(" F5 0") != std::string::npos);
  CHECK(after.find(" A2 o") == std::string::npos);
  CHECK(after.find("TEXT 5 left") != std::string::npos);
  CHECK(ok(session, "gogui-rules_legal_moves") == "D1 E1");
  // A pile is no point to play on: it enters no move of this game.
  CHECK_FALSE(ask(session, "play b F5").ok);
  // Bob takes one: his pile at the top counts it, a black stone.
  ok(session, "play b E1");
  const std::string board = ok(session, "gogui-rules_board");
  CHECK(board.substr(0, 24) == "? ? ? ? ? ?\n. . . . . X\n");
  CHECK(ok(session, "gogui-rules_board_gfx").find(" F5 1") != std::string::npos);
  CHECK(ok(session, "showboard").find("pile 4 a") != std::string::npos);  // the game's own diagram
}

}  // namespace test_game_view_test
