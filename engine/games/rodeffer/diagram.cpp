#include "diagram.h"

#include <cstdio>

#include "movegen.h"
#include "notation.h"

namespace inchworm::rodeffer {
namespace {

const char* kNames[2] = {"Red", "Blue"};

std::string cell(const Position& pos, Square s) {
  if (!pos.height(s)) return "   ";
  std::string c = (pos.colour(s) == RED ? "R" : "B") + std::to_string(pos.height(s));
  return std::string(3 - c.size(), ' ') + c;
}

std::string move_counts(const Position& pos) {
  DistributionCounter counter;
  MoveList simple;
  generate_simple(pos, simple);
  const std::uint64_t collects = count_collects(pos);
  std::uint64_t distributions = 0;
  bool complete = true;
  for (Bitboard b = pos.stacks(pos.side_to_move()); b;) {
    const Square s = pop_lsb(b);
    auto n = counter.count(pos.geometry(), s, pos.height(s), pos.empty(), kDefaultDistributionBudget);
    if (!n) complete = false;
    distributions += n.value_or(0);
  }
  const std::uint64_t total = simple.size() + distributions;
  if (pos.is_over()) return "0 (the game is over)";
  if (!complete) return "at least " + std::to_string(total) + " (too many distributions to count within the budget)";
  if (total == 0) return "1 (pass)";
  return std::to_string(total) + " (" + std::to_string(simple.size() - collects) + " drops and rescues, " +
         std::to_string(collects) + " collects, " + std::to_string(distributions) + " distributions)";
}

}  // namespace

std::string diagram(const Position& pos) {
  const std::string files = "     a   b   c   d   e   f   g   h\n";
  const std::string rule = "   +---+---+---+---+---+---+---+---+\n";
  std::string out = files + rule;
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    out += " " + std::to_string(rank + 1) + " |";
    for (int file = 0; file < kFiles; ++file) out += cell(pos, make_square(file, rank)) + "|";
    out += " " + std::to_string(rank + 1) + "\n" + rule;
  }
  out += files + "\n";
  const Color us = pos.side_to_move();
  char key[32];
  std::snprintf(key, sizeof key, "%016llX", static_cast<unsigned long long>(pos.key()));
  out += "Position: " + format_position(pos) + "\n";
  out += "Rules: " + describe(pos.rules()) + "\n";
  out += std::string("Side to move: ") + kNames[us] + "\n";
  out += "Stock: Red " + std::to_string(pos.stock(RED)) + ", Blue " + std::to_string(pos.stock(BLUE)) + "\n";
  out += "Prisoners: Red holds " + std::to_string(pos.prisoners(RED)) + " Blue, Blue holds " +
         std::to_string(pos.prisoners(BLUE)) + " Red\n";
  out += "Score: Red " + std::to_string(pos.score(RED)) + ", Blue " + std::to_string(pos.score(BLUE)) + " (target " +
         std::to_string(pos.rules().target) + ")\n";
  out += "Quiet plies: " + std::to_string(pos.quiet()) + ", move number " + std::to_string(pos.move_number()) + "\n";
  out += std::string("Key: ") + key + "\n";
  out += "Legal moves: " + move_counts(pos) + "\n";
  const char* results[] = {"none", "Red wins", "Blue wins", "draw"};
  out += std::string("Game over: ") + (pos.is_over() ? results[int(pos.result())] : "no") + "\n";
  return out;
}

}  // namespace inchworm::rodeffer
