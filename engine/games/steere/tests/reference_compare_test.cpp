// The fast move generator against the independent reference (reference_rules.h) on random positions
// of several sizes under both readings: the same moves, the same counts, the same positions after
// each move, and never two kinds of move under one text (S9.3).
#include <catch2/catch.hpp>

#include <map>

#include "random_positions.h"
#include "reference_rules.h"
#include "test_support.h"

using namespace steere_testing;

namespace reference_compare_test {
namespace {

struct Totals {
  long positions = 0, moves = 0, passes = 0;
  std::map<std::string, long> kinds;
};

// Compares everything about one position; returns a description of the first difference.
std::string compare(const Position& start, Totals& totals) {
  const RefBoard ref = RefBoard::from(start);
  bool conflict = false;
  const auto expected = reference_moves(ref, &conflict);
  if (conflict) return "two kinds of move share a text";
  MoveList moves;
  generate_moves(start, moves);
  if (count_moves(start) != std::uint64_t(moves.size())) return "count_moves differs from the list";
  std::map<std::string, std::string> got;
  for (const Move& m : moves) got.emplace(format_move(m), "");
  if (got.size() != std::size_t(moves.size())) return "the list names a move twice";
  std::string diff;
  for (const auto& [token, kind] : expected)
    if (!got.count(token)) diff += " missing " + token + " (" + kind + ")";
  for (const auto& [token, kind] : got)
    if (!expected.count(token)) diff += " extra " + token;
  if (!diff.empty()) return diff;
  ++totals.positions;
  Position pos = start;
  for (const Move& m : moves) {
    ++totals.moves;
    ++totals.kinds[expected.at(format_move(m))];
    totals.passes += m.is_pass();
    Position::Undo undo;
    pos.do_move(m, undo);
    const RefBoard want = m.is_pass() ? ref.after_pass()
                                      : ref.after(ref.at(file_of(m.from), rank_of(m.from)),
                                                  m.to == kOff ? -1 : ref.at(file_of(m.to), rank_of(m.to)));
    const RefBoard have = RefBoard::from(pos);
    if (have.height != want.height || have.owner != want.owner || have.side != want.side)
      return format_move(m) + " gives another board than the reference's";
    if (!pos.is_ok()) return format_move(m) + ": is_ok fails after it";
    pos.undo_move(undo);
    if (!(pos == start)) return format_move(m) + ": undo does not restore the position";
  }
  return {};
}

}  // namespace

TEST_CASE("S4 S5 S6 fast generator equals the reference on random positions", "[reference][S4][S5.2][S6.1][S10.2]") {
  std::mt19937_64 rng(20240611);
  Totals totals;
  const std::pair<int, int> sizes[] = {{2, 3}, {3, 4}, {4, 5},  {5, 4},   {6, 7},
                                       {7, 6}, {8, 9}, {9, 10}, {16, 15}, {15, 16}};
  for (Advance advance : {Advance::Literal, Advance::Strict})
    for (auto [rows, columns] : sizes)
      for (double density : {0.25, 0.45, 0.65})
        for (int i = 0; i < (rows * columns > 100 ? 12 : 40); ++i) {
          const Position pos = random_position(rng, rows, columns, density, advance);
          const std::string problem = compare(pos, totals);
          INFO(format_position(pos) << (advance == Advance::Strict ? " (strict)" : "") << ": " << problem);
          CHECK(problem.empty());
        }
  // The positions reach every kind of move, and some forced passes.
  for (const char* kind : {"feed", "tail in", "step", "spawn", "leap"}) {
    INFO(kind);
    CHECK(totals.kinds[kind] > 100);
  }
  CHECK(totals.passes > 0);
}

}  // namespace reference_compare_test
