// uiw-gtp's parts that do not depend on a game: GTP vertices and colours (with the mapping of game
// squares onto GTP's columns, which skip I), the command line cleaning and the answer format, the
// clock, the picture's text.
#include <catch2/catch.hpp>

#include "board_picture.h"
#include "game_clock.h"
#include "gtp_command.h"
#include "vertex.h"

using namespace adapters::gtp;

namespace gtp_parts_test {

TEST_CASE("GTP columns skip I: game files map onto A-H, J, K, ... and back", "[gtp][vertex]") {
  // The game's ninth file `i` is GTP's J, so a 9-file Steere board (8x9) and chess (a-h) both fit.
  const char* expected = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  for (int x = 0; x < kMaxBoardSize; ++x) {
    CHECK(column_letter(x) == expected[x]);
    const Click c = Click::at(x, 4);
    const std::string square = square_name(c);
    CHECK(square == std::string(1, char('a' + x)) + "5");
    CHECK(parse_square(square) == c);
    const std::string vertex = format_vertex(c);
    CHECK(vertex == std::string(1, expected[x]) + "5");
    auto back = parse_vertex(vertex, kMaxBoardSize);
    REQUIRE(back.ok());
    CHECK(*back == c);
  }
  // The examples of the README.
  CHECK(format_vertex(*parse_square("i5")) == "J5");
  CHECK(square_name(*parse_vertex("J5", 9)) == "i5");
  CHECK(square_name(*parse_vertex("j5", 9)) == "i5");
  CHECK(format_vertex(*parse_square("h8")) == "H8");
  CHECK(square_name(*parse_vertex("H8", 8)) == "h8");
  CHECK(format_vertex(*parse_square("a1")) == "A1");
}

TEST_CASE("GTP vertices: pass in any case, errors name the word and the reason", "[gtp][vertex]") {
  CHECK(parse_vertex("pass", 9).value().is_pass());
  CHECK(parse_vertex("PASS", 9).value().is_pass());
  CHECK(format_vertex(Click::pass()) == "pass");
  CHECK(parse_vertex("I5", 9).error() == "invalid vertex 'I5': GTP has no column I (the columns are A-H, J, K, ...)");
  CHECK(parse_vertex("K1", 9).error() == "invalid vertex 'K1': not on the 9x9 board");
  CHECK(parse_vertex("A10", 9).error() == "invalid vertex 'A10': not on the 9x9 board");
  CHECK(parse_vertex("A0", 9).error() == "invalid vertex 'A0': '0' is not a row number");
  CHECK(parse_vertex("A-1", 9).error() == "invalid vertex 'A-1': '-1' is not a row number");
  CHECK(parse_vertex("e1=e4", 9).error() == "invalid vertex 'e1=e4': '1=e4' is not a row number");
  CHECK(!parse_vertex("7", 9).ok());
  CHECK(!parse_vertex("", 9).ok());
  CHECK(parse_colour("b") == Colour::Black);
  CHECK(parse_colour("BLACK") == Colour::Black);
  CHECK(parse_colour("W") == Colour::White);
  CHECK(parse_colour("white") == Colour::White);
  CHECK(!parse_colour("red"));
}

TEST_CASE("GTP input lines: ids, comments, tabs and control characters", "[gtp][command]") {
  auto c = parse_command_line("12 play\tb  d4 # a comment");
  REQUIRE(c);
  CHECK(c->id == 12);
  CHECK(c->name == "play");
  CHECK(c->args == std::vector<std::string>{"b", "d4"});
  CHECK(!parse_command_line(""));
  CHECK(!parse_command_line("   \t "));
  CHECK(!parse_command_line("# interrupt"));
  c = parse_command_line("gen\x01move b\r");
  REQUIRE(c);
  CHECK(!c->id);
  CHECK(c->name == "genmove");
  CHECK(c->args == std::vector<std::string>{"b"});
  c = parse_command_line("7");  // an id and no command
  REQUIRE(c);
  CHECK(c->id == 7);
  CHECK(c->name.empty());
}

TEST_CASE("GTP answers: = or ? with the id, one empty line at the end, none inside", "[gtp][command]") {
  Command with_id{3, "x", {}}, without{std::nullopt, "x", {}};
  CHECK(format_answer(with_id, Answer::success()) == "=3\n\n");
  CHECK(format_answer(without, Answer::success("2")) == "= 2\n\n");
  CHECK(format_answer(with_id, Answer::failure("unknown command")) == "?3 unknown command\n\n");
  CHECK(format_answer(without, Answer::success("a\n\nb\r\n\nc\n")) == "= a\nb\nc\n\n");
  CHECK(format_answer(without, Answer::success("\nrow 2\nrow 1\n")) == "=\nrow 2\nrow 1\n\n");
}

TEST_CASE("time_settings and time_left become go's clock", "[gtp][clock]") {
  GameClock clock;
  CHECK(!clock.go_fields(0));  // no settings: no limit
  REQUIRE(!clock.set(0, 10, 0));
  CHECK(!clock.go_fields(0));     // byo-yomi time without stones: GTP's "no time limit"
  REQUIRE(!clock.set(60, 0, 0));  // absolute: one minute each
  CHECK(clock.go_fields(0) == "wtime 60000 btime 60000");
  CHECK(clock.budget_ms(1) == 60000);
  clock.spent(1, 1500);  // without time_left, searches are taken off the clock
  CHECK(clock.go_fields(1) == "wtime 60000 btime 58500");
  REQUIRE(!clock.left(1, 30, 0));
  clock.spent(1, 1500);  // once told, the controller's time is the truth
  CHECK(clock.go_fields(1) == "wtime 60000 btime 30000");
  // Canadian byo-yomi: 5 minutes, then 30 s per 10 stones.
  REQUIRE(!clock.set(300, 30, 10));
  CHECK(clock.go_fields(0) == "wtime 300000 winc 3000 btime 300000 binc 3000");
  REQUIRE(!clock.left(0, 25, 4));  // first player in byo-yomi: 25 s for 4 stones
  CHECK(clock.go_fields(0) == "wtime 25000 btime 300000 binc 3000 movestogo 4");
  CHECK(clock.go_fields(1) == "wtime 25000 btime 300000 binc 3000");
  clock.reset();
  CHECK(clock.go_fields(0) == "wtime 300000 winc 3000 btime 300000 binc 3000");
  CHECK(clock.set(-1, 0, 0));
  CHECK(clock.left(0, -5, 0));
}

TEST_CASE("The picture as gogui-rules_board (top row first) and gfx (grouped)", "[gtp][picture]") {
  Picture p(3);
  p.at(Click::at(0, 0)).stone = 'X';
  p.at(Click::at(2, 2)).stone = 'O';
  p.at(Click::at(1, 2)).stone = '?';
  p.at(Click::at(0, 0)).label = "3";
  p.at(Click::at(2, 2)).label = "two words";
  p.at(Click::at(1, 2)).field = kUnusedField;
  p.at(Click::at(0, 1)).field = kUnusedField;
  p.at(Click::at(1, 1)).marker = "TRIANGLE";
  p.status = "Red to move";
  CHECK(board_text(p) == ". ? O\n. . .\nX . .\n");
  CHECK(gfx_text(p) == "COLOR #8c8c8c A2 B3\nTRIANGLE B2\nLABEL A1 3 C3 \"two words\"\nTEXT Red to move\n");
}

}  // namespace gtp_parts_test
