// C8: the 100-move rule, repetitions (stretch state included), bare kings, and the order of judgement.
#include <optional>

#include "game_end.h"
#include "perft.h"
#include "test_support.h"

using namespace testing;

namespace c8_game_end_test {

TEST_CASE("C8.1 the clock: captures and every pawn move reset it, other moves add one", "[C8.1]") {
  Position pos = position_from("4k3/8/8/3p4/8/8/4P3/R3K3 - - w Q - 17 1");
  play(pos, "a1a2");
  CHECK(pos.halfmove() == 18);
  play(pos, "d5d4");  // pawn stretch
  CHECK(pos.halfmove() == 0);
  play(pos, "a1a2 d4d5");  // rook consolidation, then a pawn retreat
  CHECK(pos.halfmove() == 0);
  play(pos, "e1d1 d5d4");  // king stretch, then the pawn's stretch again
  CHECK(pos.halfmove() == 0);
  play(pos, "e1d1 e8e7 a2d2");  // king consolidation, king stretch, rook stretch: no capture, no pawn
  CHECK(pos.halfmove() == 3);
  play(pos, "e8e7 a2d2 e7e6");
  CHECK(pos.halfmove() == 6);
  play(pos, "d2d4");  // the rook takes the stretched pawn on its front
  CHECK(pos.halfmove() == 0);
}

TEST_CASE("C8.1 the game is drawn when the clock reaches 200, unless the move mated", "[C8.1][C8.5]") {
  Position runs = position_from("7k/8/8/8/8/8/8/K5R1 - - w - - 198 1");
  play(runs, "g1h1");
  CHECK(game_end(runs, 1) == Ending::None);
  play(runs, "h8g8");
  CHECK(runs.halfmove() == 200);
  CHECK(game_end(runs, 1) == Ending::HundredMoveRule);
  Position mates = position_from("7k/8/8/8/8/8/8/K5R1 - - b - - 196 1");
  play(mates, "h8h7 g1h1 h8h7 g1h1");
  CHECK(mates.halfmove() == 200);
  CHECK(game_end(mates, 1) == Ending::Checkmate);
}

TEST_CASE("C8.3 threefold repetition counts the stretch state, not the clocks", "[C8.3]") {
  Position pos = position_from("7k/8/8/8/8/8/8/K5R1 - - w - - 0 1");
  History history;
  history.reset(pos);
  auto step = [&](const char* token) {
    play(pos, token);
    history.push(pos);
  };
  for (const char* t : {"g1h1", "h8g8", "h1g1", "g8h8"}) step(t);
  CHECK(history.occurrences() == 2);
  CHECK(game_end(pos, history.occurrences()) == Ending::None);
  for (const char* t : {"g1h1", "h8g8"}) step(t);
  CHECK(history.occurrences() == 2);  // the stretched position of ply 2, again
  for (const char* t : {"h1g1", "g8h8"}) step(t);
  CHECK(history.occurrences() == 3);
  CHECK(game_end(pos, history.occurrences()) == Ending::Repetition);
  history.pop();  // back to the position after h1g1, which also followed ply 3
  CHECK(history.occurrences() == 2);
}

TEST_CASE("C8.3 the same board with another rear and front is another position", "[C8.3][N1.2]") {
  const Position forward = position_from("7k/8/8/8/8/8/8/K5RR g1h1 - b - - 0 1");
  const Position backward = position_from("7k/8/8/8/8/8/8/K5RR h1g1 - b - - 0 1");
  CHECK(format_identity(forward) != format_identity(backward));
  CHECK(forward.key() != backward.key());
  const Position later = position_from("7k/8/8/8/8/8/8/K5RR g1h1 - b - - 9 30");
  CHECK(format_identity(forward) == format_identity(later));
  CHECK(forward.key() == later.key());
}

TEST_CASE("C8.4 bare kings, stretched or not, end the game at once, anything more does not", "[C8.4][L6]") {
  CHECK(game_end(position_from("k7/8/8/8/8/8/8/K7 - - w - - 0 1"), 1) == Ending::BareKings);
  CHECK(game_end(position_from("k7/k7/8/8/8/8/8/KK6 a1b1,a8a7 - w - - 0 1"), 1) == Ending::BareKings);
  CHECK(game_end(position_from("k7/8/8/8/8/8/8/KN6 - - w - - 0 1"), 1) == Ending::None);
  CHECK(game_end(position_from("k7/8/8/8/8/8/8/KC6 - - w - - 0 1", kLongworm), 1) == Ending::None);
}

TEST_CASE("C8.5 judgement order: no move, then the clock, bare kings, repetition", "[C8.5]") {
  // Stalemate comes before the clock.
  CHECK(game_end(position_from("7k/5Q2/8/8/8/8/8/K7 - - b - - 250 1"), 1) == Ending::Stalemate);
  // The clock before bare kings, bare kings before repetition.
  CHECK(game_end(position_from("k7/8/8/8/8/8/8/K7 - - w - - 200 1"), 3) == Ending::HundredMoveRule);
  CHECK(game_end(position_from("k7/8/8/8/8/8/8/K7 - - w - - 10 1"), 3) == Ending::BareKings);
  CHECK(game_end(position_from("k7/8/8/8/8/8/8/KN6 - - w - - 10 1"), 3) == Ending::Repetition);
}

TEST_CASE("N4.2 the draw rules remove no moves: move lists and perft ignore them", "[N4.2][C8.1][C8.4]") {
  Position pos = position_from("k7/8/8/8/8/8/8/K7 - - w - - 250 1");
  CHECK(game_end(pos, 3) == Ending::HundredMoveRule);
  CHECK(legal_tokens(pos) == std::vector<std::string>{"a1a2", "a1b1", "a1b2"});
  CHECK(perft(pos, 2) == std::optional<std::uint64_t>(9));
}

}  // namespace c8_game_end_test
