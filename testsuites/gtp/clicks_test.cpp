// Moves as clicks, for every game of the registry: random games entered click by click, the way a
// GoGui user or a genmove answer enters them, checked against the game's own rules at every step.
#include <algorithm>
#include <catch2/catch.hpp>
#include <ostream>
#include <random>

#include "registry.h"
#include "ruler.h"
#include "sanitized.h"

using namespace adapters::gtp;

namespace adapters::gtp {
std::ostream& operator<<(std::ostream& out, Click c) { return out << format_vertex(c); }
}  // namespace adapters::gtp

namespace clicks_test {
namespace {

// Variants that reach every kind of move soon: short games, wrapping boards, prisoner drops.
std::vector<std::vector<std::pair<std::string, std::string>>> variants(const std::string& game) {
  if (game == "rodeffer")
    return {{{"TargetScore", "12"}},
            {{"Topology", "torus"}, {"PrisonerDrops", "true"}, {"TargetScore", "15"}},
            {{"Topology", "cylinder"}, {"CaptureRule", "modern"}, {"TargetScore", "15"}}};
  // Each option alone must leave a legal size (Rows + Columns odd): 4x5, 8x9 (a file i, GTP's J), 8x5.
  if (game == "steere")
    return {
        {}, {{"Rows", "4"}, {"Columns", "5"}}, {{"Rows", "8"}, {"Columns", "9"}}, {{"Rows", "8"}, {"Columns", "5"}}};
  return {{}};
}

std::unique_ptr<inchworm::GameState> make(const std::string& game,
                                          const std::vector<std::pair<std::string, std::string>>& options) {
  auto state = inchworm::make_game_state(game, options);
  REQUIRE(state.ok());
  return std::move(state).value();
}

std::string snapshot(const Ruler& r) {
  return r.state().position_string() + " | " + clicks_text(r.pending()) + " | " + colour_word(r.to_move());
}

// One click by the side to move, with the checks that hold for every click: it is offered, it is
// accepted, GoGui's echo of it changes nothing, and undo takes it back exactly.
void click(Ruler& ruler, Click c) {
  const Colour mover = ruler.to_move();
  const std::string before = snapshot(ruler);
  auto step = ruler.step();
  REQUIRE(step.ok());
  REQUIRE(std::binary_search(step->next.begin(), step->next.end(), c));
  REQUIRE_FALSE(ruler.play(mover, c));
  const std::string after = snapshot(ruler);
  // Undo and redo.
  REQUIRE_FALSE(ruler.undo());
  REQUIRE(snapshot(ruler) == before);
  REQUIRE_FALSE(ruler.play(mover, c));
  REQUIRE(snapshot(ruler) == after);
  // GoGui sends the same play again: refused, or (a pass by the side no longer to move, the filler)
  // accepted without changing anything, and then taken back.
  if (!ruler.play(mover, c)) {
    CHECK(snapshot(ruler) == after);
    REQUIRE_FALSE(ruler.undo());
  }
  CHECK(snapshot(ruler) == after);
}

// Clicks chosen at random among the offered ones until a move is complete. Every offered click must
// lead on: a path that ends nowhere would leave a GoGui user stuck.
void random_move(Ruler& ruler, std::mt19937& rng) {
  const Colour mover = ruler.to_move();
  const std::size_t moves = ruler.move_count();
  for (int n = 0; ruler.move_count() == moves; ++n) {
    REQUIRE(n < 64);
    auto step = ruler.step();
    REQUIRE(step.ok());
    INFO(snapshot(ruler));
    REQUIRE_FALSE(step->next.empty());
    CHECK(ruler.to_move() == mover);
    click(ruler, step->next[rng() % step->next.size()]);
  }
}

// A legal move from the game's own list, entered with the clicks genmove gives.
void listed_move(Ruler& ruler, std::mt19937& rng) {
  auto tokens = ruler.state().legal_moves();
  REQUIRE(tokens.ok());
  const std::string token = (*tokens)[rng() % tokens->size()];
  auto clicks = ruler.view().clicks(ruler.state(), token);
  INFO(snapshot(ruler) << " move " << token);
  REQUIRE(clicks.ok());
  for (std::size_t i = 1; i < clicks->size(); ++i) CHECK((*clicks)[i] != (*clicks)[i - 1]);
  auto expected = ruler.state().clone();
  REQUIRE(expected->play(token).ok());
  const std::size_t moves = ruler.move_count();
  for (const Click c : *clicks) {
    CHECK(ruler.move_count() == moves);
    click(ruler, c);
  }
  CHECK(ruler.move_count() == moves + 1);
  CHECK(ruler.state().position_string() == expected->position_string());
}

// For a position with a short move list: the moves' click sequences are prefix-free, and every move's
// first click is offered (more may be: a drop can also be clicked from the stock, random_move shows
// that every offered click leads to a move).
void check_sequences(const Ruler& ruler) {
  auto tokens = ruler.state().legal_moves();
  if (!tokens || tokens->size() > 300) return;
  std::vector<Clicks> all;
  Clicks firsts;
  for (const std::string& token : *tokens) {
    auto clicks = ruler.view().clicks(ruler.state(), token);
    INFO(snapshot(ruler) << " move " << token << ": " << (clicks ? "" : clicks.error()));
    REQUIRE(clicks.ok());
    all.push_back(*clicks);
    firsts.push_back(clicks->front());
  }
  std::sort(all.begin(), all.end());
  for (std::size_t i = 0; i + 1 < all.size(); ++i) {
    INFO(snapshot(ruler) << ": " << clicks_text(all[i]) << " / " << clicks_text(all[i + 1]));
    CHECK_FALSE(std::equal(all[i].begin(), all[i].end(), all[i + 1].begin()));
  }
  std::sort(firsts.begin(), firsts.end());
  firsts.erase(std::unique(firsts.begin(), firsts.end()), firsts.end());
  auto step = ruler.step();
  REQUIRE(step.ok());
  CHECK(std::includes(step->next.begin(), step->next.end(), firsts.begin(), firsts.end()));
}

}  // namespace

TEST_CASE("Random games of every game, entered click by click", "[gtp][clicks]") {
  // One game a variant under the sanitizers (each game's clicks run several times slower there; what
  // they look for needs no second game), three in the release build.
  const unsigned seeds = testing_support::kSanitized ? 1 : 3;
  for (const inchworm::GameEntry& game : inchworm::game_registry())
    for (const auto& options : variants(game.id))
      for (unsigned seed = 1; seed <= seeds; ++seed) {
        INFO(game.id << " seed " << seed << " options " << options.size());
        Ruler ruler(make(game.id, options));
        std::mt19937 rng(seed);
        for (int ply = 0; ply < 120 && !ruler.game_over(); ++ply) {
          if (ply % 10 == 0) check_sequences(ruler);
          if (rng() % 2)
            random_move(ruler, rng);
          else
            listed_move(ruler, rng);
        }
        // Taking every click back returns to the start.
        while (!ruler.undo()) {
        }
        CHECK(ruler.move_count() == 0);
        CHECK(ruler.pending().empty());
        CHECK(ruler.state().position_string() == make(game.id, options)->position_string());
      }
}

TEST_CASE("The side not to move may only send fillers (a point of the move being entered, or pass)", "[gtp][clicks]") {
  for (const inchworm::GameEntry& game : inchworm::game_registry()) {
    INFO(game.id);
    Ruler ruler(make(game.id, {}));
    const Colour mover = ruler.to_move(), waiting = other(mover);
    // Nothing entered: the filler is pass, and a point is refused.
    CHECK(ruler.filler().is_pass());
    auto step = ruler.step();
    REQUIRE(step.ok());
    const Click first = step->next.front();
    CHECK(ruler.play(waiting, first));
    CHECK_FALSE(ruler.play(waiting, Click::pass()));
    CHECK(ruler.move_count() == 0);
    CHECK(ruler.to_move() == mover);
  }
}

}  // namespace clicks_test
