// A position of Rodeffer's Inchworm: the board, stocks, prisoners, scores, whose turn; making and
// unmaking moves with the captures they cause (R2-R4).
#pragma once

#include <array>
#include <cstdint>

#include "bitboard.h"
#include "expected.h"
#include "move.h"
#include "rules.h"

namespace inchworm::rodeffer {

// The largest quiet count and move number (R6.3): far beyond any game. Play stays at it once there,
// so every position the engine writes reads back.
constexpr long long kMaxPlyCount = 1'000'000'000;

// Plain description of a position, as read from a position string (R6) before it is checked.
struct Setup {
  std::array<int, kSquares> height{};  // 0 = empty
  std::array<Color, kSquares> colour{};
  long long stock[2] = {kMaxPieces, kMaxPieces};
  long long prisoners[2] = {0, 0};  // prisoners[c]: pieces of the other side that c holds
  long long score[2] = {0, 0};
  Color side = RED;
  long long quiet = 0;
  long long move_number = 1;
};

class Position {
 public:
  // What undo_move needs: the state before the move.
  struct Undo;

  // The empty board with each side's stock set by the rules' handicap (R1, R7.3).
  static Position start(const Rules& rules);
  // Checks R6.5 consistency; the error names the field at fault.
  static Expected<Position> create(const Rules& rules, const Setup& setup);

  const Rules& rules() const { return rules_; }
  const Geometry& geometry() const { return *geo_; }

  Bitboard stacks(Color c) const { return st_.stacks[c]; }
  Bitboard occupied() const { return st_.stacks[RED] | st_.stacks[BLUE]; }
  Bitboard empty() const { return ~occupied(); }
  int height(Square s) const { return st_.height[s]; }
  // Colour of the stack on s; only meaningful when height(s) > 0.
  Color colour(Square s) const { return (st_.stacks[BLUE] >> s) & 1 ? BLUE : RED; }
  int stock(Color c) const { return st_.stock[c]; }
  // Pieces of the other side that c holds (R3.3).
  int prisoners(Color c) const { return st_.prisoners[c]; }
  std::uint32_t score(Color c) const { return st_.score[c]; }
  Color side_to_move() const { return Color(st_.side); }
  std::uint32_t quiet() const { return st_.quiet; }
  std::uint32_t move_number() const { return st_.move_number; }
  // Passes in a row just before this position (R4.2); a position string never has one pending.
  int passes() const { return st_.passes; }
  std::uint64_t key() const { return st_.key; }
  int pieces_on_board(Color c) const;

  // R4: the game has ended (a target score reached, or two passes in a row), or R7.5: the quiet limit
  // is reached.
  bool is_over() const;
  // R7.5: the game ended because the quiet limit was reached (and not otherwise).
  bool quiet_limit_reached() const;
  GameResult result() const;

  // Plays a legal move and resolves its captures (R3, R5). Returns the captured squares.
  Bitboard do_move(const Move& m, Undo& undo);
  void undo_move(const Undo& undo);

  // Recomputes everything kept incrementally; asserted after every change in debug builds.
  bool is_ok() const;

  // The stacks with no liberty that the capture rule takes on the current board.
  Bitboard capturable() const;

  bool operator==(const Position& o) const;

 private:
  struct State {
    Bitboard stacks[2] = {0, 0};
    std::uint8_t height[kSquares] = {};
    std::uint8_t stock[2] = {0, 0};
    std::uint8_t prisoners[2] = {0, 0};
    std::uint32_t score[2] = {0, 0};
    std::uint32_t quiet = 0;
    std::uint32_t move_number = 1;
    std::uint8_t side = RED;
    std::uint8_t passes = 0;
    std::uint64_t key = 0;
  };

  explicit Position(const Rules& rules);
  std::uint64_t compute_key() const;
  void put(Color c, Square s, int h);
  void remove(Square s);
  void set_height(Square s, int h);
  void set_stock(Color c, int n);
  void set_prisoners(Color c, int n);
  void add_score(Color c, std::uint32_t points);
  void set_passes(int n);
  Bitboard resolve_captures();

  Rules rules_;
  const Geometry* geo_;
  State st_;

 public:
  struct Undo {
    State previous;
  };
};

}  // namespace inchworm::rodeffer
