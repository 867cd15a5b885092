// -analyse over the engine's own self-play, every game: a move is judged against the engine's best move
// from the position it was played in, so the engine's own choice is never marked and no mark names
// the played move as the better one (issue 34: with losses from consecutive plies' evaluations, most
// of Steere's marks fell on the analysis' own best move).
#include <boost/json.hpp>
#include <catch2/catch.hpp>
#include <sstream>

#include "referee_run.h"
#include "registry.h"

using namespace referee_test;

namespace analysis_selfplay_test {
namespace {

// The canonical token of `move` in `state`, or the move as written when the rules refuse it.
std::string canonical(const inchworm::GameState& state, const std::string& move) {
  auto parsed = state.parse_move(move);
  return parsed ? *parsed : move;
}

}  // namespace

TEST_CASE("referee analysis: self-play of every game, the engine's best move never marked", "[referee][analysis]") {
  for (const inchworm::GameEntry& game : inchworm::game_registry()) {
    if (!game.has_searcher()) continue;
    SECTION(game.id) {
      const std::string dir = scratch_dir("analysis-selfplay-" + game.id);
      const std::vector<std::string> engine = {"-engine", std::string("cmd=") + ENGINE_BINARY, "option.Threads=1"};
      const Run played =
          run_referee(dir, join(join(join(engine, {"name=a"}), join(engine, {"name=b"})),
                                {"-each", "depth=2", "-games", "1", "-maxplies", "24", "-variant", "Game=" + game.id}));
      INFO(played.output);
      REQUIRE(played.status == 0);
      const std::string annotated = dir + "/annotated.jsonl";
      const Run analysed = run_referee_alone(
          dir, join(join({"-analyse", played.json_path}, engine), {"name=judge", "depth=3", "-jsonout", annotated}));
      INFO(analysed.output);
      REQUIRE(analysed.status == 0);
      const boost::json::object record = boost::json::parse(read_text(annotated)).as_object();
      auto state = inchworm::make_game_state(game.id);
      REQUIRE(state);
      REQUIRE_FALSE((*state)->set_position(std::string(record.at("start").as_string())));
      int marked = 0, best_played = 0, ply = 0;
      for (const boost::json::value& v : record.at("moves").as_array()) {
        const boost::json::object& m = v.as_object();
        const std::string move(m.at("move").as_string()), best(m.at("best").as_string());
        const std::string mark = m.if_contains("mark") ? std::string(m.at("mark").as_string()) : "";
        const bool is_best = canonical(**state, move) == canonical(**state, best);
        INFO("ply " << ply << ": " << move << " (best " << best << ") marked '" << mark << "'");
        if (is_best) {
          ++best_played;
          CHECK(mark.empty());
          CHECK(m.at("loss").as_int64() == 0);
          CHECK_FALSE(m.if_contains("played_eval"));
        }
        marked += !mark.empty();
        REQUIRE((*state)->play(move));
        ++ply;
      }
      // The game is long enough to say something: most moves were the engine's choice at depth 2, which
      // depth 3 mostly keeps.
      CHECK(ply >= 10);
      CHECK(best_played >= 1);
      std::ostringstream summary;
      summary << game.id << ": " << ply << " moves, " << best_played << " the analysis' best move, " << marked
              << " marked";
      SUCCEED(summary.str());
    }
  }
}

}  // namespace analysis_selfplay_test
