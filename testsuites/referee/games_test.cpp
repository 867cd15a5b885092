// Every game of the engine library's registry through the real uiw-referee: a short match of each
// (the mock engine against our engine at depth 1), its opening book checked against the game, and its
// records read back with the game's own side names. Table-driven over inchworm::game_registry(), so a
// game that is registered is covered here without a new test.
#include <catch2/catch.hpp>
#include <fstream>
#include <regex>

#include "game_rules.h"
#include "referee_run.h"
#include "registry.h"
#include "text.h"

using namespace referee_test;

namespace games_test {
namespace {

std::string tag_value(const std::string& pgn, const std::string& tag) {
  std::smatch m;
  const std::regex pattern("\\[" + tag + " \"([^\"]*)\"\\]");
  return std::regex_search(pgn, m, pattern) ? std::string(m[1]) : std::string("(no tag " + tag + ")");
}

// A book of two openings of this game: its first legal move from the start, and the position after it
// given as a position string.
std::string book_for(const inchworm::GameEntry& game, std::string& first_move, std::string& after) {
  auto state = game.make_state();
  const auto moves = state->legal_moves();
  REQUIRE(moves);
  REQUIRE_FALSE(moves->empty());
  first_move = moves->front();
  REQUIRE(state->play(first_move));
  after = state->position_string();
  return "startpos moves " + first_move + "\nfen " + after + "\n";
}

}  // namespace

TEST_CASE("referee games: a short match of every registered game, records read back", "[referee][games]") {
  REQUIRE_FALSE(inchworm::game_registry().empty());
  for (const inchworm::GameEntry& game : inchworm::game_registry()) {
    SECTION(game.id) {
      const std::string dir = scratch_dir("game-" + game.id);
      std::string first_move, after;
      std::ofstream(dir + "/book.txt") << book_for(game, first_move, after);
      const auto sides = game.make_state()->side_names();
      // Our engine where it can search this game; a game with rules only (no searcher yet) is played by a
      // second mock, which is enough for the referee.
      const std::vector<std::string> engine =
          game.make_searcher ? std::vector<std::string>{"-engine", std::string("cmd=") + ENGINE_BINARY, "name=Ours",
                                                        "depth=1", "option.Threads=1"}
                             : mock_engine("Ours");
      const Run run = run_referee(
          dir, join(join(mock_engine("Mock"), engine),
                    {"-each", "st=1", "-games", "4", "-maxplies", "12", "-openings", "file=" + dir + "/book.txt",
                     "-variant", "Game=" + game.id, "-log", dir + "/protocol.log"}));
      INFO(run.output);
      REQUIRE(run.status == 0);
      REQUIRE(run.games.size() == 4);
      for (const auto& g : run.games) {
        CHECK(g.game_id == game.id);
        CHECK((g.termination == "rules" || g.termination == "max plies"));
      }
      CHECK(run.games[0].players[0] == "Mock");
      CHECK(run.games[1].players[0] == "Ours");
      // The engines were put on the game before anything else of it.
      CHECK(read_text(dir + "/protocol.log").find("< setoption name Game value " + game.id + "\n") !=
            std::string::npos);

      const std::string pgn = read_text(run.pgn_path);
      CHECK(tag_value(pgn, "Game") == game.id);
      CHECK(tag_value(pgn, sides.first) == "Mock");
      CHECK(tag_value(pgn, sides.second) == "Ours");
      CHECK(tag_value(pgn, sides.first + "TimeControl") == "st=1");
      CHECK(tag_value(pgn, "Opening") == "startpos moves " + first_move);
      CHECK(tag_value(pgn, "FEN") == after);
      CHECK(tag_value(pgn, "Variant") == referee::make_game_rules({{"Game", game.id}})->rules_text());
      const std::string json = read_text(run.json_path);
      CHECK(json.find("\"game\":\"" + game.id + "\"") != std::string::npos);
      CHECK(json.find("\"" + inchworm::lower_case(sides.first) + "\":\"Mock\"") != std::string::npos);
      CHECK(json.find("\"" + inchworm::lower_case(sides.second) + "_tc\":\"st=1" +
                      (game.make_searcher ? " depth=1" : "") + "\"") != std::string::npos);
      CHECK(run.output.find("Results of Mock vs Ours") != std::string::npos);
    }
  }
}

TEST_CASE("referee games: every game's rules text names each rule option with its value", "[referee][games]") {
  for (const inchworm::GameEntry& game : inchworm::game_registry()) {
    INFO(game.id);
    auto rules = referee::make_game_rules({{"Game", game.id}});
    REQUIRE(rules);
    CHECK(rules->game_given);
    CHECK(rules->engine_options().front() == std::make_pair(std::string("Game"), game.id));
    const auto options = rules->prototype->rule_options();
    std::string expected;
    for (const auto& o : options) expected += (expected.empty() ? "" : ", ") + o.name + "=" + o.default_value;
    CHECK(rules->rules_text() == expected);
    CHECK(rules->sides.first == game.make_state()->side_names().first);
  }
  // Without Game= nothing is sent about the game, and the default is Rodeffer's.
  const auto plain = referee::make_game_rules({{"TargetScore", "30"}});
  REQUIRE(plain);
  CHECK(plain->game_id == "rodeffer");
  CHECK(plain->engine_options() == std::vector<std::pair<std::string, std::string>>{{"TargetScore", "30"}});
  // UCI_Variant is the same choice, in any case.
  CHECK(referee::make_game_rules({{"uci_variant", "RODEFFER"}})->game_id == "rodeffer");
}

TEST_CASE("referee games: an unknown game, option or value is refused naming it", "[referee][games][cli]") {
  const std::string dir = scratch_dir("unknown-game");
  auto error_of = [&](const std::vector<std::string>& variant) {
    const Run run = run_referee(
        dir, join(join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=1"}), join({"-variant"}, variant)));
    CHECK(run.status == 2);
    CHECK(run.games.empty());
    return run.output;
  };
  CHECK(error_of({"Game=nosuchgame"}).find("-variant: unknown game 'nosuchgame' (the games: " + inchworm::game_ids()) !=
        std::string::npos);
  CHECK(error_of({"Game=rodeffer", "Gravity=on"}).find("Gravity") != std::string::npos);
  CHECK(error_of({"TargetScore=many"}).find("many") != std::string::npos);
  const auto unknown = referee::make_game_rules({{"Game", "nosuchgame"}});
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error() == "unknown game 'nosuchgame' (the games: " + inchworm::game_ids() + ")");
}

}  // namespace games_test
