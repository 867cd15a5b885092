// Inchworm Chess and Long Worm Chess through the real uiw-referee with two processes of our engine: the
// games are played and checked, a game still going at -maxplies is adjudicated a draw, and the records
// keep both spellings of every move: the JSON-lines file the protocol token beside the seed's record
// notation (`Qd8xd5xe4`, N3), the PGN file the record notation in its movetext. The records are
// checked against the rules library replaying the tokens. The engines search to a fixed depth with one
// thread, so the games are the same on every run.
#include <catch2/catch.hpp>
#include <regex>
#include <sstream>

#include "referee_run.h"
#include "registry.h"

using namespace referee_test;

namespace wormchess_match_test {
namespace {

struct JsonMove {
  std::string token;
  std::string record;  // empty when the record does not differ from the token
};

// The moves of one JSON record line, in order. The referee writes each move object as
// {"move":...,"record":...,...}; neither field can hold a quote.
std::vector<JsonMove> moves_of(const std::string& line) {
  std::vector<JsonMove> moves;
  const std::regex move_pattern("\\{\"move\":\"([^\"]*)\"(,\"record\":\"([^\"]*)\")?");
  for (std::sregex_iterator it(line.begin(), line.end(), move_pattern), end; it != end; ++it)
    moves.push_back({(*it)[1], (*it)[3]});
  return moves;
}

std::string field_of(const std::string& line, const std::string& name) {
  std::smatch m;
  return std::regex_search(line, m, std::regex("\"" + name + "\":\"([^\"]*)\"")) ? std::string(m[1]) : "";
}

// Where `text` next starts a word (after a space or a line break) with `word`, from `from` on.
std::size_t next_word(const std::string& text, const std::string& word, std::size_t from) {
  for (std::size_t at = text.find(word, from); at != std::string::npos; at = text.find(word, at + 1))
    if (at > 0 && (text[at - 1] == ' ' || text[at - 1] == '\n')) return at;
  return std::string::npos;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("referee chess: engine against engine, checked, adjudicated at -maxplies, records in both notations",
          "[referee][games][wormchess][N3]") {
  for (const std::string game : {"inchworm-chess", "longworm-chess"}) {
    SECTION(game) {
      const std::string dir = scratch_dir("chess-" + game);
      // The hand-written evaluation, so that a new network (a round's) does not change these games.
      const int max_plies = 60;
      const Run run = run_referee(dir, {"-engine", std::string("cmd=") + ENGINE_BINARY, "name=a", "-engine",
                                        std::string("cmd=") + ENGINE_BINARY, "name=b", "-each", "st=5", "depth=2",
                                        "option.Threads=1", "option.Evaluation=hand", "-games", "2", "-maxplies",
                                        std::to_string(max_plies), "-variant", "Game=" + game});
      INFO(run.output);
      REQUIRE(run.status == 0);
      REQUIRE(run.games.size() == 2);
      const std::vector<std::string> json_lines = lines_of(read_text(run.json_path));
      REQUIRE(json_lines.size() == 2);
      const std::string pgn = read_text(run.pgn_path);
      int adjudicated = 0, captures = 0;
      for (std::size_t i = 0; i < run.games.size(); ++i) {
        const auto& recorded = run.games[i];
        const std::string& line = json_lines[i];
        CHECK(recorded.game_id == game);
        // Replay the tokens with the rules library: each is legal, and its record is the rules' own.
        auto state = inchworm::make_game_state(game);
        REQUIRE(state);
        const std::vector<JsonMove> moves = moves_of(line);
        REQUIRE_FALSE(moves.empty());
        std::size_t pgn_at = pgn.find("[Number \"" + std::to_string(recorded.index + 1) + "\"]");
        REQUIRE(pgn_at != std::string::npos);
        for (const JsonMove& m : moves) {
          INFO(m.token);
          REQUIRE_FALSE((*state)->is_over());
          const auto played = (*state)->play(m.token);
          REQUIRE(played);
          CHECK(played->token == m.token);
          // A chess record always differs from its token (`e2-e4` against `e2e4`), so both are written.
          CHECK(m.record == played->record);
          if (played->record.find('x') != std::string::npos) ++captures;
          // The PGN movetext has the same records in the same order.
          pgn_at = next_word(pgn, played->record + " {", pgn_at);
          CHECK(pgn_at != std::string::npos);
        }
        CHECK(field_of(line, "final") == (*state)->position_string());
        if (recorded.termination == "max plies") {
          ++adjudicated;
          CHECK(moves.size() == std::size_t(max_plies));
          CHECK_FALSE((*state)->is_over());
          CHECK(recorded.result == "1/2-1/2");
        } else {
          CHECK(recorded.termination == "rules");
          CHECK((*state)->is_over());
        }
      }
      // Fixed-depth games of one thread are the same on every run: these reach the limit (at 100 plies Long
      // Worm Chess's ended by checkmate after 73) and capture (8 to 16 times a game).
      CHECK(adjudicated > 0);
      CHECK(captures > 0);
    }
  }
}

}  // namespace wormchess_match_test
