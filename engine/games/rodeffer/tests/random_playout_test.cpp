// Seeded random games under every variant, checking the invariants at every step (OpenSpiel's
// RandomSimTest): unique move strings that parse back to their move, format(parse(s)) == s, do/undo
// restoring position and hash, is_ok, conserved piece totals, scores that never fall, and count_moves
// agreeing with the generated list.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <unordered_set>

#include "test_support.h"

using namespace testing;

namespace random_playout_test {
namespace {

// A layer budget small enough that a tall stack cannot stall the test; beyond it the walker is sampled.
constexpr std::uint64_t kBudget = 3000;
// Moves whose do/undo and parse-back are checked in one position (all of them in smaller lists).
constexpr std::size_t kCheckedPerPosition = 24;
// Distributions taken from the walker per stack when full generation is over budget.
constexpr int kWalkerSample = 40;

struct Tally {
  long positions = 0, moves_checked = 0, captures = 0, rescues = 0, prisoner_drops = 0, passes = 0, over_budget = 0,
       games_over = 0, collects = 0, distributions = 0;
};

class Playout {
 public:
  Playout(const Rules& rules, const Position& start, std::uint64_t seed, Tally& tally)
      : rules_(rules), rng_(seed), tally_(tally), pos_(start) {
    for (Color c : {RED, BLUE}) total_[c] = pos_.stock(c) + pos_.pieces_on_board(c) + pos_.prisoners(~c);
  }

  void run(int max_plies) {
    for (int ply = 0; ply < max_plies; ++ply) {
      INFO("ply " << ply << " of " << describe(rules_) << ": " << format_position(pos_));
      check_position();
      const MoveList moves = moves_to_check();
      if (moves.empty()) {
        CHECK(pos_.is_over());
        ++tally_.games_over;
        return;
      }
      check_moves(moves, over_budget_ ? moves.size() : kCheckedPerPosition);
      play(pick(moves));
    }
  }

 private:
  void check_position() {
    ++tally_.positions;
    REQUIRE(pos_.is_ok());
    const std::string text = format_position(pos_);
    auto back = parse_position(text, rules_);
    REQUIRE(back);
    CHECK(format_position(*back) == text);
    if (pos_.passes() == 0) CHECK(*back == pos_);  // a pending pass is not part of the string (R4.2)
    for (Color c : {RED, BLUE}) {
      CHECK(pos_.stock(c) + pos_.pieces_on_board(c) + pos_.prisoners(~c) == total_[c]);  // R1.4
      CHECK(pos_.score(c) >= last_score_[c]);                                            // R3.3
      last_score_[c] = pos_.score(c);
    }
  }

  // Every legal move, or when a stack has too many distributions, the other moves and the walker's first
  // distributions of each stack.
  MoveList moves_to_check() {
    MoveList moves;
    const bool complete = generate_all(pos_, moves, counter_, kBudget);
    over_budget_ = !complete;
    const auto counted = count_moves(pos_, counter_, kBudget);
    if (complete) {
      REQUIRE(counted);
      CHECK(*counted == moves.size());
      CHECK(moves.empty() == pos_.is_over());
      return moves;
    }
    CHECK_FALSE(counted);
    ++tally_.over_budget;
    moves.clear();
    generate_simple(pos_, moves);
    for (Bitboard b = pos_.stacks(pos_.side_to_move()); b;) {
      const Square s = pop_lsb(b);
      if (pos_.height(s) < 2) continue;
      DistributionWalker walker(pos_.geometry(), s, pos_.height(s), pos_.empty());
      for (int i = 0; i < kWalkerSample; ++i) {
        const Bitboard set = walker.next();
        if (!set) break;
        moves.push_back(Move::distribute(s, set));
      }
    }
    return moves;
  }

  // Checks that the move strings are unique, and `checked` of the moves (at random) in depth.
  void check_moves(const MoveList& moves, std::size_t checked) {
    std::unordered_set<std::string> seen;
    std::vector<std::string> repeated;
    for (const Move& m : moves) {
      std::string text = format_move(pos_, m);
      if (!seen.insert(text).second) repeated.push_back(std::move(text));
    }
    CHECK(repeated.empty());  // unique strings, hence unique moves
    // R2.5: a pass is listed exactly when it is the only move, and accepted exactly then.
    const bool pass_listed =
        std::any_of(moves.begin(), moves.end(), [](const Move& m) { return m.type == MoveType::Pass; });
    CHECK(pass_listed == (moves.size() == 1 && moves[0].type == MoveType::Pass));
    CHECK(bool(parse_move(pos_, "pass")) == pass_listed);
    // Parse-back and do/undo for all moves of a short list, a random sample of a long one.
    std::vector<std::size_t> picks(moves.size());
    for (std::size_t i = 0; i < picks.size(); ++i) picks[i] = i;
    if (picks.size() > checked) {
      std::shuffle(picks.begin(), picks.end(), rng_);
      picks.resize(checked);
    }
    std::vector<std::string> problems;
    for (std::size_t i : picks)
      if (auto problem = move_problem(moves[i]); !problem.empty()) problems.push_back(problem);
    INFO((problems.empty() ? std::string() : problems.front()));
    CHECK(problems.empty());
  }

  // What is wrong with one listed move, or an empty string. (Checked without an assertion per step:
  // millions of Catch assertions would make the sanitizer build slow.)
  std::string move_problem(const Move& m) {
    ++tally_.moves_checked;
    const std::string text = format_move(pos_, m);
    if (!is_legal(pos_, m)) return text + ": listed, but is_legal refuses it";
    auto parsed = parse_move(pos_, text);
    if (!parsed) return text + ": does not parse back: " + parsed.error();
    if (!(*parsed == m)) return text + ": parses back to another move";
    if (format_move(pos_, *parsed) != text) return text + ": parsed move formats differently";
    const Position before = pos_;
    Position::Undo undo;
    const Bitboard captured = pos_.do_move(m, undo);
    std::string problem;
    if (!pos_.is_ok())
      problem = text + ": is_ok fails after the move";
    else if (captured & pos_.occupied())
      problem = text + ": captured squares still occupied";
    pos_.undo_move(undo);
    if (!(pos_ == before) || pos_.key() != before.key()) problem += text + ": undo does not restore the position";
    return problem;
  }

  // A random kind of move among those present, then a random move of that kind, so that rare kinds
  // (rescues, prisoner drops, collects) are played often enough.
  Move pick(const MoveList& moves) {
    std::vector<MoveType> kinds;
    for (const Move& m : moves)
      if (std::find(kinds.begin(), kinds.end(), m.type) == kinds.end()) kinds.push_back(m.type);
    const MoveType kind = kinds[rng_() % kinds.size()];
    std::vector<const Move*> of_kind;
    for (const Move& m : moves)
      if (m.type == kind) of_kind.push_back(&m);
    return *of_kind[rng_() % of_kind.size()];
  }

  void play(const Move& m) {
    Position::Undo undo;
    const Bitboard captured = pos_.do_move(m, undo);
    tally_.captures += captured != 0;
    tally_.rescues += m.type == MoveType::Rescue;
    tally_.prisoner_drops += m.type == MoveType::PrisonerDrop;
    tally_.passes += m.type == MoveType::Pass;
    tally_.collects += m.type == MoveType::Collect;
    tally_.distributions += m.type == MoveType::Distribute;
  }

  Rules rules_;
  std::mt19937_64 rng_;
  Tally& tally_;
  Position pos_;
  DistributionCounter counter_;
  std::uint32_t last_score_[2] = {0, 0};
  int total_[2] = {0, 0};
  bool over_budget_ = false;  // the current list holds only the walker's first distributions: check them all
};

void play_games(const Rules& rules, int games, int max_plies, std::uint64_t seed, Tally& tally,
                const char* start = "startpos") {
  const Position from = position_from(start, rules);
  for (int game = 0; game < games; ++game) {
    INFO("game " << game << " seed " << seed + std::uint64_t(game) << " from " << start);
    Playout(rules, from, seed + std::uint64_t(game), tally).run(max_plies);
  }
}

}  // namespace

TEST_CASE("R1 R2 R3 R5 R6 R7 random playouts keep every invariant under every variant",
          "[random][R1.4][R2][R3.3][R6.5][R7]") {
  Tally tally;
  std::uint64_t seed = 1000;
  for (const Rules& rules : all_variant_rules()) {
    INFO(describe(rules));
    play_games(rules, 10, 100, seed, tally);
    // Figure 4b: Blue's 9-stack has 134,810 distributions, more than the budget: the walker is sampled.
    play_games(rules, 1, 40, seed + 50, tally, "x8/x8/x8/x4,b9,x3/x3,r,r7,x3/x3,r,x4/x8/x8 b 16/16 0/0 0/0 0 9");
    seed += 100;
  }
  // The games reach every kind of move and the over-budget path (about a third of what these seeds give).
  CHECK(tally.captures > 40);
  CHECK(tally.rescues > 25);
  CHECK(tally.prisoner_drops > 10);
  CHECK(tally.collects > 1000);
  CHECK(tally.distributions > 1000);
  CHECK(tally.over_budget >= 12);
}

TEST_CASE("R7.3 R7.4 R2.5 random playouts with handicaps, a low target and tiny armies",
          "[random][R7.3][R7.4][R4.1][R2.5][R4.2]") {
  Tally tally;
  play_games(rules_from("RedPieces=17 BluePieces=22"), 6, 100, 7000, tally);
  play_games(rules_from("RedPieces=9 BluePieces=25 Topology=torus CaptureRule=modern PrisonerDrops=true"), 4, 100, 7100,
             tally);
  play_games(rules_from("TargetScore=6"), 10, 150, 7200, tally);
  play_games(rules_from("TargetScore=4 Topology=cylinder PrisonerDrops=true"), 10, 150, 7300, tally);
  // Tiny armies run out of moves: passes, and games ended by two of them (R2.5, R4.2).
  play_games(rules_from("RedPieces=2 BluePieces=3"), 10, 60, 7400, tally);
  play_games(rules_from("RedPieces=1 BluePieces=1 Topology=torus"), 4, 20, 7500, tally);
  CHECK(tally.passes > 8);
  CHECK(tally.games_over > 6);  // low targets and double passes end games
  CHECK(tally.captures > 40);
}

}  // namespace random_playout_test
