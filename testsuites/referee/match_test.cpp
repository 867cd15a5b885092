// Whole matches through the real uiw-referee binary: tournaments, openings, rule variants,
// adjudication, SPRT stopping, resuming, configuration files, command-line errors, and the real engine.
#include <catch2/catch.hpp>
#include <fstream>
#include <regex>
#include <set>

#include "referee_run.h"

using namespace referee_test;

namespace match_test {
namespace {

// Every value of a PGN tag, in file order.
std::vector<std::string> tag_values(const std::string& pgn, const std::string& tag) {
  std::vector<std::string> values;
  const std::regex pattern("\\[" + tag + " \"([^\"]*)\"\\]");
  for (auto it = std::sregex_iterator(pgn.begin(), pgn.end(), pattern); it != std::sregex_iterator(); ++it)
    values.push_back((*it)[1]);
  return values;
}

void write_file(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

const std::vector<std::string> kFast = {"-each", "st=0.2", "-maxplies", "16"};

}  // namespace

TEST_CASE("referee match: round robin of three engines with concurrency", "[referee][match]") {
  const auto args = join(join(join(join(mock_engine("A"), mock_engine("B")), mock_engine("C")), kFast),
                         {"-games", "2", "-concurrency", "2"});
  const Run run = run_referee(scratch_dir("roundrobin"), args);
  INFO(run.output);
  CHECK(run.status == 0);
  REQUIRE(run.games.size() == 6);
  std::set<std::string> pairings;
  for (const auto& g : run.games) pairings.insert(g.players[0] + "-" + g.players[1]);
  CHECK(pairings == std::set<std::string>{"A-B", "B-A", "A-C", "C-A", "B-C", "C-B"});
  CHECK(run.output.find("Rank Name") != std::string::npos);
  CHECK(tag_values(read_text(run.pgn_path), "Event").size() == 6);
}

TEST_CASE("referee match: gauntlet plays the first engine against each other one", "[referee][match]") {
  const auto args = join(join(join(join(mock_engine("Hero"), mock_engine("B")), mock_engine("C")), kFast),
                         {"-tournament", "gauntlet", "-games", "2", "-rounds", "2"});
  const Run run = run_referee(scratch_dir("gauntlet"), args);
  INFO(run.output);
  CHECK(run.status == 0);
  REQUIRE(run.games.size() == 8);
  for (const auto& g : run.games) CHECK((g.players[0] == "Hero" || g.players[1] == "Hero"));
}

TEST_CASE("referee match: openings are played in pairs with colours swapped", "[referee][match]") {
  const std::string dir = scratch_dir("openings");
  const std::string book = dir + "/book.txt";
  write_file(book,
             "# a comment, then three openings\n"
             "startpos moves d4 e5\n"
             "x8/x8/x8/x3,r,b,x3/x8/x8/x8/x8 r 24/24 0/0 0/0 0 2\n"
             "\n"
             "a1 h8 b2\n");
  const auto args = join(join(join(mock_engine("A"), mock_engine("B")), kFast),
                         {"-games", "6", "-openings", "file=" + book, "order=sequential"});
  const Run run = run_referee(dir, args);
  INFO(run.output);
  REQUIRE(run.status == 0);
  const std::string pgn = read_text(run.pgn_path);
  const auto openings = tag_values(pgn, "Opening");
  REQUIRE(openings.size() == 6);
  CHECK(openings[0] == "startpos moves d4 e5");
  CHECK(openings[1] == openings[0]);
  CHECK(openings[2] == "x8/x8/x8/x3,r,b,x3/x8/x8/x8/x8 r 24/24 0/0 0/0 0 2");
  CHECK(openings[4] == "startpos moves a1 h8 b2");
  // The engines start thinking after the opening's moves.
  CHECK(tag_values(pgn, "FEN")[0] == "x8/x8/x8/x4,b,x3/x3,r,x4/x8/x8/x8 r 24/24 0/0 0/0 2 2");
  for (std::size_t i = 0; i + 1 < run.games.size(); i += 2) {
    CHECK(run.games[i].players[0] == "A");
    CHECK(run.games[i + 1].players[0] == "B");
  }
}

TEST_CASE("referee match: random opening order is fixed by its seed", "[referee][match]") {
  const std::string dir = scratch_dir("random-openings");
  const std::string book = dir + "/book.txt";
  write_file(book, "a1\nb1\nc1\nd1\ne1\nf1\ng1\nh1\n");
  auto order_with_seed = [&](const std::string& seed, const std::string& name) {
    const auto args = join(join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=0.2", "-maxplies", "2"}),
                           {"-games", "8", "-openings", "file=" + book, "order=random", "seed=" + seed});
    const Run run = run_referee(scratch_dir(name), args);
    return tag_values(read_text(run.pgn_path), "Opening");
  };
  const auto first = order_with_seed("7", "seed7a");
  CHECK(first.size() == 8);
  CHECK(order_with_seed("7", "seed7b") == first);
  CHECK(order_with_seed("8", "seed8") != first);
}

TEST_CASE("referee match: a bad opening is rejected naming its line", "[referee][match]") {
  const std::string dir = scratch_dir("bad-book");
  write_file(dir + "/book.txt", "a1\na1 b1 z9\n");
  const Run run = run_referee(dir, join(join(mock_engine("A"), mock_engine("B")),
                                        {"-each", "st=0.1", "-openings", "file=" + dir + "/book.txt"}));
  CHECK(run.status == 2);
  CHECK(run.output.find("book.txt:2") != std::string::npos);
  CHECK(run.output.find("z9") != std::string::npos);
}

TEST_CASE("referee match: rule variants go to both engines and to the referee's own checks", "[referee][match]") {
  // `h1=a1` collects across the joined edge: legal on a cylinder only (R7.1), so the book is checked
  // under the match's rules.
  const std::string dir = scratch_dir("variant");
  write_file(dir + "/book.txt", "a1 b8 h1 b7 h1=a1\n");
  const auto engines = join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=0.2", "-maxplies", "12"});
  const auto args = join(engines, {"-games", "2", "-openings", "file=" + dir + "/book.txt", "-variant",
                                   "Topology=cylinder", "CaptureRule=modern", "TargetScore=30", "RedPieces=20"});
  const Run run = run_referee(dir, args);
  INFO(run.output);
  CHECK(run.status == 0);
  REQUIRE(run.games.size() == 2);
  const std::string pgn = read_text(run.pgn_path);
  const auto variants = tag_values(pgn, "Variant");
  REQUIRE(variants.size() == 2);
  CHECK(variants[0] ==
        "Topology=cylinder, CaptureRule=modern, TargetScore=30, PrisonerDrops=false, RedPieces=20, BluePieces=25, "
        "QuietLimit=0");
  // Red's handicap: 20 pieces, 2 dropped and collected into one stack of 2 on a1.
  CHECK(tag_values(pgn, "FEN")[0] == "x,b,x6/x,b,x6/x8/x8/x8/x8/x8/r2,x7 b 18/23 0/0 0/0 5 3");
  for (const auto& g : run.games) CHECK(g.termination == "max plies");

  const Run plane =
      run_referee(scratch_dir("variant-plane"), join(engines, {"-openings", "file=" + dir + "/book.txt"}));
  CHECK(plane.status == 2);
  CHECK(plane.output.find("h1=a1") != std::string::npos);

  const Run bad = run_referee(scratch_dir("variant-bad"), join(engines, {"-variant", "Gravity=on"}));
  CHECK(bad.status == 2);
  CHECK(bad.output.find("Gravity") != std::string::npos);
}

TEST_CASE("referee match: adjudication by plies, resignation and draw", "[referee][match]") {
  const Run plies = run_referee(scratch_dir("maxplies"),
                                join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=0.2", "-maxplies", "10"}));
  REQUIRE(plies.games.size() == 2);
  for (const auto& g : plies.games) CHECK(g.termination == "max plies");
  CHECK(tag_values(read_text(plies.pgn_path), "PlyCount") == std::vector<std::string>{"10", "10"});

  const Run resign = run_referee(scratch_dir("resign"),
                                 join(join(mock_engine("Bad", "resign", {"--score", "500"}), mock_engine("Good")),
                                      {"-each", "st=0.2", "-maxplies", "40", "-resign", "movecount=3", "score=400"}));
  INFO(resign.output);
  REQUIRE(resign.games.size() == 2);
  for (const auto& g : resign.games) {
    CHECK(g.termination == "resign adjudication");
    CHECK(g.result == (g.players[0] == "Bad" ? "0-1" : "1-0"));
  }

  const Run draw =
      run_referee(scratch_dir("draw"),
                  join(join(mock_engine("A"), mock_engine("B")),
                       {"-each", "st=0.2", "-maxplies", "40", "-draw", "movenumber=3", "movecount=2", "score=5"}));
  REQUIRE(draw.games.size() == 2);
  for (const auto& g : draw.games) {
    CHECK(g.termination == "draw adjudication");
    CHECK(g.result == "1/2-1/2");
  }
  CHECK(tag_values(read_text(draw.pgn_path), "PlyCount") == std::vector<std::string>{"6", "6"});
}

TEST_CASE("referee match: SPRT stops the match once decided", "[referee][match][sprt]") {
  const auto args =
      join(join(mock_engine("Good"), mock_engine("Bad", "illegal")),
           {"-each", "st=0.2", "-games", "400", "-sprt", "elo0=0", "elo1=100", "alpha=0.05", "beta=0.05"});
  const Run run = run_referee(scratch_dir("sprt"), args);
  INFO(run.output);
  CHECK(run.status == 0);
  CHECK(run.output.find("H1 accepted") != std::string::npos);
  CHECK(run.games.size() >= 4);
  CHECK(run.games.size() < 100);
}

TEST_CASE("referee match: -resume continues from the records", "[referee][match][resume]") {
  const std::string dir = scratch_dir("resume");
  const auto engines = join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=0.2", "-maxplies", "8"});
  const Run first = run_referee(dir, join(engines, {"-games", "4"}));
  REQUIRE(first.games.size() == 4);
  // A record cut short by a kill is skipped.
  std::ofstream(first.json_path, std::ios::app) << "{\"game\":\"rodeffer\",\"number\":4,\"red\":\"A\",\"bl";
  const Run second = run_referee(dir, join(engines, {"-games", "8", "-resume"}));
  INFO(second.output);
  CHECK(second.status == 0);
  CHECK(second.output.find("Resuming: 4 of 8 games already played") != std::string::npos);
  CHECK(second.output.find("Games: 8,") != std::string::npos);
  std::set<long long> indices;
  for (const auto& g : second.games) indices.insert(g.index);
  CHECK(indices == std::set<long long>{0, 1, 2, 3, 4, 5, 6, 7});

  // Records of other engines are not taken for this match.
  const Run other = run_referee(
      dir, join(join(join(mock_engine("X"), mock_engine("B")), {"-each", "st=0.2"}), {"-games", "8", "-resume"}));
  CHECK(other.status == 1);
  CHECK(other.output.find("different engines") != std::string::npos);
}

TEST_CASE("referee match: a JSON configuration file", "[referee][match][config]") {
  const std::string dir = scratch_dir("config");
  write_file(dir + "/match.json", std::string(R"({
    "engines": [
      {"name": "One", "cmd": ")") + MOCK_ENGINE +
                                      R"(", "args": ["--seed", "5"], "st": 0.2},
      {"name": "Two", "cmd": ")" + MOCK_ENGINE +
                                      R"(", "depth": 2, "options": {"Hash": 16}}
    ],
    "games": 4, "maxplies": 6, "variant": {"TargetScore": 30}
  })");
  const Run run = run_referee(dir, {"-config", dir + "/match.json"});
  INFO(run.output);
  CHECK(run.status == 0);
  REQUIRE(run.games.size() == 4);
  CHECK(run.games[0].players[0] == "One");
  CHECK(tag_values(read_text(run.pgn_path), "BlueTimeControl")[0] == "depth=2");

  write_file(dir + "/bad.json", "{\"games\": 4,");
  const Run bad = run_referee(dir, {"-config", dir + "/bad.json"});
  CHECK(bad.status == 2);
  CHECK(bad.output.find("bad.json") != std::string::npos);
}

TEST_CASE("referee match: command-line errors name the bad word", "[referee][match][cli]") {
  const std::string dir = scratch_dir("cli");
  auto error_of = [&](const std::vector<std::string>& args) {
    const Run run = run_referee(dir, args);
    CHECK(run.status == 2);
    return run.output;
  };
  CHECK(error_of(join(mock_engine("A"), {"-each", "st=1"})).find("at least two engines") != std::string::npos);
  CHECK(error_of(join(mock_engine("A"), mock_engine("B"))).find("no time control") != std::string::npos);
  CHECK(error_of(join(join(mock_engine("A"), mock_engine("B")), {"-each", "tc=abc"})).find("abc") != std::string::npos);
  CHECK(error_of(join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=1", "colour=blue"})).find("colour") !=
        std::string::npos);
  CHECK(error_of(join(join(mock_engine("A"), mock_engine("A")), {"-each", "st=1"})).find("two engines are named") !=
        std::string::npos);
  CHECK(error_of(join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=1", "-games", "many"})).find("many") !=
        std::string::npos);
  CHECK(error_of(join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=1", "-sprt", "elo0=5", "elo1=0"}))
            .find("elo1") != std::string::npos);
}

TEST_CASE("referee match: the real engine, two settings, uiw and UGI", "[referee][match][engine]") {
  const std::vector<std::string> random = {"-engine", std::string("cmd=") + ENGINE_BINARY, "name=random",
                                           "option.Player=random"};
  const std::vector<std::string> greedy = {"-engine", std::string("cmd=") + ENGINE_BINARY, "name=greedy",
                                           "option.Player=greedy", "proto=ugi"};
  const auto args = join(join(random, greedy), {"-each", "tc=20+0.2", "-games", "4", "-concurrency", "2", "-maxplies",
                                                "120", "-variant", "TargetScore=20"});
  const Run run = run_referee(scratch_dir("engine"), args);
  INFO(run.output);
  CHECK(run.status == 0);
  REQUIRE(run.games.size() == 4);
  for (const auto& g : run.games) CHECK((g.termination == "rules" || g.termination == "max plies"));
  CHECK(run.output.find("Results of random vs greedy") != std::string::npos);
  CHECK(run.output.find("Ptnml(0-2)") != std::string::npos);
}

TEST_CASE("referee match: -log keeps every protocol line", "[referee][match]") {
  const std::string dir = scratch_dir("log");
  const Run run = run_referee(dir, join(join(mock_engine("A"), mock_engine("B", "crash-on-go", {"--after", "1"})),
                                        {"-each", "st=0.2", "-games", "1", "-log", dir + "/protocol.log"}));
  CHECK(run.status == 0);
  const std::string log = read_text(dir + "/protocol.log");
  CHECK(log.find(" A(") != std::string::npos);
  CHECK(log.find(" < uiw\n") != std::string::npos);
  CHECK(log.find(" > bestmove ") != std::string::npos);
  CHECK(log.find("B(") != std::string::npos);
  CHECK(log.find("> (end of output)") != std::string::npos);
}

TEST_CASE("referee match: colours and openings alternate across rounds, odd -games still pairs",
          "[referee][match][schedule]") {
  const std::string dir = scratch_dir("odd-games");
  write_file(dir + "/book.txt", "a1\nb1\nc1\n");
  const auto args = join(join(join(mock_engine("A"), mock_engine("B")), kFast),
                         {"-games", "1", "-rounds", "4", "-openings", "file=" + dir + "/book.txt"});
  const Run run = run_referee(dir, args);
  INFO(run.output);
  REQUIRE(run.status == 0);
  REQUIRE(run.games.size() == 4);
  const std::vector<std::string> reds = {run.games[0].players[0], run.games[1].players[0], run.games[2].players[0],
                                         run.games[3].players[0]};
  CHECK(reds == std::vector<std::string>{"A", "B", "A", "B"});
  CHECK(tag_values(read_text(run.pgn_path), "Opening") ==
        std::vector<std::string>{"startpos moves a1", "startpos moves a1", "startpos moves b1", "startpos moves b1"});
  // Two pairs in the pentanomial counts.
  std::smatch m;
  const std::regex ptnml("Ptnml\\(0-2\\): \\[(\\d+), (\\d+), (\\d+), (\\d+), (\\d+)\\]");
  REQUIRE(std::regex_search(run.output, m, ptnml));
  int pairs = 0;
  for (int i = 1; i <= 5; ++i) pairs += std::stoi(m[i]);
  CHECK(pairs == 2);
  CHECK(run.output.find("odd number") == std::string::npos);

  // Three games: the last has no partner. A warning; and the SPRT, which counts pairs, refuses.
  const auto odd = join(join(join(mock_engine("A"), mock_engine("B")), kFast), {"-games", "3"});
  const Run warned = run_referee(scratch_dir("odd-warning"), odd);
  CHECK(warned.status == 0);
  CHECK(warned.output.find("warning: -games 3 x -rounds 1 is an odd number of games per pairing") != std::string::npos);
  const Run refused = run_referee(scratch_dir("odd-sprt"), join(odd, {"-sprt", "elo0=0", "elo1=5"}));
  CHECK(refused.status == 2);
  CHECK(refused.output.find("-sprt: -games 3 x -rounds 1 is an odd number of games") != std::string::npos);
}

TEST_CASE("referee match: SPRT decides with one game per round", "[referee][match][sprt]") {
  // -games 1: pairs form across rounds, so the LLR moves (it stayed at 0 when pairs were per round).
  const auto args = join(join(mock_engine("Good"), mock_engine("Bad", "illegal")),
                         {"-each", "st=0.2", "-games", "1", "-rounds", "400", "-sprt", "elo0=0", "elo1=100"});
  const Run run = run_referee(scratch_dir("sprt-rounds"), args);
  INFO(run.output);
  CHECK(run.status == 0);
  CHECK(run.output.find("H1 accepted") != std::string::npos);
  CHECK(run.games.size() < 100);
}

TEST_CASE("referee match: -resume refuses records of another schedule", "[referee][match][resume]") {
  const std::string dir = scratch_dir("resume-schedule");
  const auto three = join(join(join(mock_engine("A"), mock_engine("B")), mock_engine("C")), kFast);
  REQUIRE(run_referee(dir, join(three, {"-games", "2"})).games.size() == 6);
  auto refused = [&](const std::vector<std::string>& args, const std::string& why) {
    const Run run = run_referee(dir, join(args, {"-resume"}));
    INFO(run.output);
    CHECK(run.status == 1);
    CHECK(run.output.find(why) != std::string::npos);
  };
  refused(join(three, {"-games", "2", "-variant", "TargetScore=30"}),
          "was played with variant 'Topology=plane, CaptureRule=original, TargetScore=60,");
  refused(join(three, {"-games", "2", "-each", "st=0.3"}), "was played with time controls 'st=0.2, st=0.2, st=0.2'");
  refused(join(three, {"-games", "2", "-tournament", "gauntlet"}), "was played with tournament 'roundrobin'");
  // More games per round move the second pairing's games: refused, naming the recorded size.
  refused(join(three, {"-games", "4"}), "(resume with the recorded -games 2 -rounds 1)");
  // More rounds keep every recorded game in its place: accepted.
  const Run more = run_referee(dir, join(three, {"-games", "2", "-rounds", "2", "-resume"}));
  INFO(more.output);
  CHECK(more.status == 0);
  CHECK(more.games.size() == 12);

  // Records written without a schedule (an older referee) are not trusted.
  const std::string old_dir = scratch_dir("resume-old");
  write_file(old_dir + "/games.jsonl",
             "{\"game\":\"rodeffer\",\"number\":1,\"red\":\"A\",\"blue\":\"B\",\"result\":\"1-0\"}\n");
  const Run old = run_referee(old_dir, join(three, {"-resume"}));
  CHECK(old.status == 1);
  CHECK(old.output.find("older uiw-referee") != std::string::npos);
}

TEST_CASE("referee match: rules are refused as one engine's options", "[referee][match][cli]") {
  const std::string dir = scratch_dir("rules-option");
  for (const char* word :
       {"option.Topology=torus", "option.topology=torus", "option.CAPTURERULE=modern", "option.TargetScore=30",
        "option.PrisonerDrops=true", "option.RedPieces=20", "option.bluepieces=20"}) {
    const Run run = run_referee(dir, join(join(mock_engine("A"), mock_engine("B", "random")), {word, "-each", "st=1"}));
    INFO(run.output);
    CHECK(run.status == 2);
    CHECK(run.output.find("'" + std::string(word) + "'") != std::string::npos);
    CHECK(run.output.find("-variant") != std::string::npos);
  }
  const Run each =
      run_referee(dir, join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=1", "option.Topology=torus"}));
  CHECK(each.status == 2);
  CHECK(each.output.find("with -variant Topology=torus") != std::string::npos);
}

TEST_CASE("referee match: configuration file errors name the file and the key", "[referee][match][config]") {
  const std::string dir = scratch_dir("config-errors");
  auto error_of = [&](const std::string& name, const std::string& json) {
    write_file(dir + "/" + name, json);
    const Run run = run_referee(dir, {"-config", dir + "/" + name});
    CHECK(run.status == 2);
    return run.output;
  };
  const std::string engines = std::string(R"("engines": [{"name": "A", "cmd": ")") + MOCK_ENGINE +
                              R"(", "st": 0.2}, {"name": "B", "cmd": ")" + MOCK_ENGINE + R"(", "st": 0.2)";
  CHECK(error_of("games.json", "{" + engines + "}], \"games\": \"many\"}")
            .find("'many' (1..100000000) (" + dir + "/games.json, key games)") != std::string::npos);
  CHECK(error_of("colour.json", "{" + engines + ", \"colour\": \"red\"}]}")
            .find("'colour=red' (" + dir + "/colour.json, key engines[1].colour)") != std::string::npos);
  CHECK(error_of("rule.json", "{" + engines + ", \"options\": {\"Topology\": \"torus\"}}]}")
            .find("-variant Topology=torus (" + dir + "/rule.json, key engines[1].options.Topology)") !=
        std::string::npos);
  CHECK(error_of("sprt.json", "{" + engines + "}], \"sprt\": {\"elo0\": 5, \"elo1\": 0}}")
            .find("elo1 must be greater than elo0 (" + dir + "/sprt.json, key sprt)") != std::string::npos);
  CHECK(error_of("unknown.json", "{" + engines + "}], \"gamez\": 4}").find(dir + "/unknown.json, key gamez") !=
        std::string::npos);
  CHECK(error_of("type.json", "{" + engines + "}], \"games\": [[1]]}").find(dir + "/type.json: games") !=
        std::string::npos);
}

TEST_CASE("referee match: standings of even engines show +0.0, not -0.0", "[referee][match]") {
  // Two plies from the start position end level: every game a draw, every score exactly 50 %.
  const Run run = run_referee(
      scratch_dir("zero-elo"),
      join(join(join(mock_engine("A"), mock_engine("B")), mock_engine("C")), {"-each", "st=0.2", "-maxplies", "2"}));
  INFO(run.output);
  CHECK(run.status == 0);
  CHECK(run.output.find("+0.0") != std::string::npos);
  CHECK(run.output.find("-0.0") == std::string::npos);
}

}  // namespace match_test
