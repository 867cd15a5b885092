// The learned evaluation's inputs for Steere's Inchworm (nnue_features.h, nnue.md): places counted from
// the owner's exit edges, worm ends, counts and the board's size; and the perspective: Red's view of a
// position is Blue's view of the same position turned by 180 degrees with the colours swapped, on random
// playouts on several board sizes.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "movegen.h"
#include "nnue/search_network.h"
#include "nnue_features.h"
#include "state.h"

using namespace inchworm;
using namespace inchworm::steere;

namespace nnue_features_test {
namespace {

std::vector<std::uint32_t> view(const State& s, int perspective) {
  return nnue::active_features<NnueFeatures>(s.position(), perspective);
}

// The position turned by 180 degrees with the colours swapped: the same game seen from the other seat
// (S1.3, S2.2). Runs of empty squares are written out one by one (S8.5 accepts it).
std::string turned(const std::string& position) {
  std::istringstream in(position);
  std::string board, side, off, moveno;
  in >> board >> side >> off >> moveno;
  std::vector<std::string> ranks;
  std::istringstream rows(board);
  for (std::string rank; std::getline(rows, rank, '/');) {
    std::vector<std::string> squares;
    std::istringstream cells(rank);
    for (std::string cell; std::getline(cells, cell, ',');) {
      if (cell[0] == 'x') {
        const int n = cell.size() > 1 ? std::stoi(cell.substr(1)) : 1;
        for (int k = 0; k < n; ++k) squares.insert(squares.begin(), "x");
      } else {
        cell[0] = cell[0] == 'r' ? 'b' : 'r';
        squares.insert(squares.begin(), cell);
      }
    }
    std::string joined;
    for (const std::string& sq : squares) joined += (joined.empty() ? "" : ",") + sq;
    ranks.insert(ranks.begin(), joined);
  }
  std::string out;
  for (const std::string& rank : ranks) out += (out.empty() ? "" : "/") + rank;
  const auto slash = off.find('/');
  return out + " " + (side == "r" ? "b" : "r") + " " + off.substr(slash + 1) + "/" + off.substr(0, slash) + " " +
         moveno;
}

// The lists as the feature code writes them (not sorted): one view by collect, or both by collect_both.
std::vector<std::uint32_t> collected(const Position& pos, int perspective) {
  std::vector<std::uint32_t> list(NnueFeatures::kMaxActive);
  nnue::FeatureList out(list.data(), std::uint32_t(list.size()));
  NnueFeatures::collect(pos, perspective, out);
  list.resize(out.size());
  return list;
}
std::array<std::vector<std::uint32_t>, 2> collected_both(const Position& pos) {
  std::array<std::vector<std::uint32_t>, 2> lists{std::vector<std::uint32_t>(NnueFeatures::kMaxActive),
                                                  std::vector<std::uint32_t>(NnueFeatures::kMaxActive)};
  nnue::FeatureList red(lists[0].data(), NnueFeatures::kMaxActive), blue(lists[1].data(), NnueFeatures::kMaxActive);
  NnueFeatures::collect_both(pos, red, blue);
  lists[0].resize(red.size());
  lists[1].resize(blue.size());
  return lists;
}

// The start of a board of `rows` by `columns` (S1.2).
State sized(int rows, int columns) {
  State s;
  REQUIRE_FALSE(s.set_rule_option("Rows", std::to_string(rows)));
  REQUIRE_FALSE(s.set_rule_option("Columns", std::to_string(columns)));
  return s;
}

bool has(const std::vector<std::uint32_t>& list, std::uint32_t f) {
  return std::binary_search(list.begin(), list.end(), f);
}

}  // namespace

TEST_CASE("nnue features (steere): places from the owner's exits, worm ends, counts, size", "[nnue]") {
  State s;  // the 6x7 start: 21 singles each, every one a lone stack
  const auto red = view(s, 0);
  CHECK(red.size() == 2 * 21 + 2 * 21 + 2 + 2);
  CHECK(red == view(s, 1));  // the start is the same from both seats
  // Red's a1 single: 5 ranks from Red's far edge, 6 files from his right edge.
  const std::uint32_t a1 = 5 * kMaxSide + 6;
  CHECK(has(red, NnueFeatures::kStacks + a1 * NnueFeatures::kHeightBuckets + 0));
  CHECK(has(red, NnueFeatures::kEnds + a1 * NnueFeatures::kRoles + NnueFeatures::LONE));
  CHECK(has(red, NnueFeatures::kRows + 4));
  CHECK(has(red, NnueFeatures::kColumns + 5));

  // The worked example S11.2: Red's worm b2-c2-d2 has its head on d2 and its tail on b2.
  REQUIRE_FALSE(s.set_position("x4,b,x2/x,b,b,x,b2,b,x/x7/x4,r,r,x/x,r,r3,r,x,r2,x/x5,r,x r 11/15 20"));
  const auto worms = view(s, 0);
  CHECK(has(worms,
            NnueFeatures::kEnds + NnueFeatures::place(s.position(), RED, make_cell(3, 1)) * 3 + NnueFeatures::HEAD));
  CHECK(has(worms,
            NnueFeatures::kEnds + NnueFeatures::place(s.position(), RED, make_cell(1, 1)) * 3 + NnueFeatures::TAIL));
  // c2 holds a stack of 3 in the body: a stack input, no end.
  const std::uint32_t c2 = NnueFeatures::place(s.position(), RED, make_cell(2, 1));
  CHECK(has(worms, NnueFeatures::kStacks + c2 * NnueFeatures::kHeightBuckets + 2));
  for (std::uint32_t role = 0; role < 3; ++role) CHECK_FALSE(has(worms, NnueFeatures::kEnds + c2 * 3 + role));
}

TEST_CASE(
    "nnue features (steere): Red's view is Blue's view of the board turned round, on every size, and both views in "
    "one pass are the two views",
    "[nnue]") {
  std::uint64_t positions = 0, ends = 0;
  for (const auto& [rows, columns] : {std::pair{6, 7}, std::pair{4, 5}, std::pair{8, 9}, std::pair{3, 2}}) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      std::mt19937_64 rng(seed);
      State s = sized(rows, columns);
      for (int ply = 0; ply < 200 && !s.is_over(); ++ply) {
        const std::string position = s.position_string();
        INFO(position);
        State other = s;
        REQUIRE_FALSE(other.set_position(turned(position)));
        REQUIRE(view(s, 0) == view(other, 1));
        REQUIRE(view(s, 1) == view(other, 0));
        const auto both = collected_both(s.position());
        REQUIRE(both[0] == collected(s.position(), 0));
        REQUIRE(both[1] == collected(s.position(), 1));
        CHECK(view(s, 0).size() <= NnueFeatures::kMaxActive);
        ++positions;
        for (const std::uint32_t f : view(s, 0)) ends += f >= NnueFeatures::kEnds && f < NnueFeatures::kCounts;
        const auto moves = s.legal_moves();
        REQUIRE(moves);
        REQUIRE(s.play((*moves)[rng() % moves->size()]));
      }
    }
  }
  CHECK(positions > 500);
  CHECK(ends > 1000);
}

// The snapshot built from the one before and the move (the search's way) against the one built from the
// position alone, cell by cell over the board, after every move of random playouts on several sizes: the
// walk of the touched worms must find every end that changed, including mergers (S5.2), tails leaving
// (S4.2, S4.5) and bearing off (S2.3); a pass (S6.1, too rare in random play to count on) keeps the board.
TEST_CASE("nnue features (steere): a snapshot from the one before and the move equals one from the position",
          "[nnue]") {
  const auto same = [](const NnueFeatures::Snapshot& a, const NnueFeatures::Snapshot& b, const Position& pos) {
    if (a.rows != b.rows || a.columns != b.columns || a.counts[0] != b.counts[0] || a.counts[1] != b.counts[1])
      return false;
    for (int rank = 0; rank < pos.rows(); ++rank)
      for (int file = 0; file < pos.columns(); ++file)
        if (a.cells[make_cell(file, rank)] != b.cells[make_cell(file, rank)]) return false;
    return true;
  };
  std::uint64_t moves_checked = 0, kinds[6] = {}, off = 0;
  for (const auto& [rows, columns] : {std::pair{6, 7}, std::pair{4, 5}, std::pair{8, 9}, std::pair{3, 2}}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      std::mt19937_64 rng(seed);
      State s = sized(rows, columns);
      Position pos = s.position();
      NnueFeatures::Snapshot before{}, after{}, fresh{};
      NnueFeatures::snapshot(pos, before);
      for (int ply = 0; ply < 300 && !pos.is_finished(); ++ply) {
        MoveList list;
        generate_moves(pos, list);
        REQUIRE(list.size() > 0);
        const Move m = list[int(rng() % std::uint64_t(list.size()))];
        Position::Undo undo;
        pos.do_move(m, undo);
        NnueFeatures::snapshot_after(before, pos, m, after);
        NnueFeatures::snapshot(pos, fresh);
        INFO(rows << "x" << columns << " seed " << seed << " ply " << ply);
        REQUIRE(same(after, fresh, pos));
        ++moves_checked;
        ++kinds[int(m.kind)];
        off += m.bears_off();
        before = fresh;
      }
    }
  }
  CHECK(moves_checked > 2000);
  for (int kind = 0; kind < 5; ++kind) CHECK(kinds[kind] > 20);  // feeds, tails in, lone steps, spawns, leaps
  CHECK(off > 100);
  NnueFeatures::Snapshot passed{};
  const Position start = State().position();
  NnueFeatures::Snapshot at_start{};
  NnueFeatures::snapshot(start, at_start);
  NnueFeatures::snapshot_after(at_start, start, Move::pass(), passed);
  CHECK(same(passed, at_start, start));
}

}  // namespace nnue_features_test
