// Game records after a kill: files cut short or written only in part, repaired when they are opened
// again, so that a resumed match leaves exactly one record per game in both files.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>

#include "match.h"
#include "records.h"
#include "referee_run.h"
#include "version.h"

using namespace referee_test;

namespace records_test {
namespace {

void write_file(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// A PGN record as the referee writes it (tags cut down to what the repair reads).
std::string pgn_record(int game, const std::string& red = "A", const std::string& blue = "B",
                       const std::string& event = "test") {
  return "[Event \"" + event + "\"]\n[Number \"" + std::to_string(game) + "\"]\n[Red \"" + red + "\"]\n[Blue \"" +
         blue + "\"]\n[Result \"1-0\"]\n\n1. d4 {+0/1 0.001s} e5 {+0/1 0.001s} {a player reached the target score}\n" +
         "1-0\n\n";
}

// Game numbers of the PGN records, in file order.
std::vector<int> pgn_games(const std::string& pgn) {
  std::vector<int> games;
  const std::regex tag("\\[Number \"([0-9]+)\"\\]");
  for (auto it = std::sregex_iterator(pgn.begin(), pgn.end(), tag); it != std::sregex_iterator(); ++it)
    games.push_back(std::stoi((*it)[1]));
  return games;
}

// Game numbers of the JSON lines, in file order.
std::vector<int> json_games(const std::string& path) {
  std::vector<int> games;
  std::ifstream in(path);
  const std::regex field("\"number\":([0-9]+),");
  std::smatch m;
  for (std::string line; std::getline(in, line);)
    if (std::regex_search(line, m, field)) games.push_back(std::stoi(m[1]));
  return games;
}

std::vector<int> one_to(int n) {
  std::vector<int> v;
  for (int i = 1; i <= n; ++i) v.push_back(i);
  return v;
}

referee::ResumeRecords resume_of(std::set<long long> recorded, int games) {
  referee::ResumeRecords r;
  r.recorded = std::move(recorded);
  for (int i = 0; i < games; ++i) r.players.emplace_back(i % 2 ? "B" : "A", i % 2 ? "A" : "B");
  r.sides = {"Red", "Blue"};
  r.event = "test";
  return r;
}

}  // namespace

TEST_CASE("records: a PGN record cut short by a kill is removed", "[referee][records]") {
  const std::string two = pgn_record(1) + pgn_record(2, "B", "A");
  CHECK(referee::repair_pgn_text(two, nullptr) == two);
  CHECK(referee::repair_pgn_text("", nullptr).empty());
  const std::string third = pgn_record(3);
  for (std::size_t cut : {std::size_t(1), std::size_t(4), std::size_t(8), std::size_t(40), third.size() - 6,
                          third.size() - 2, third.size() - 1}) {
    INFO(cut);
    CHECK(referee::repair_pgn_text(two + third.substr(0, cut), nullptr) == two);
  }
  // A result alone on the last line (a long movetext wraps) is a whole record.
  const std::string wrapped = "[Event \"x\"]\n\n1. d4 {+0/1 0.001s}\n1/2-1/2\n\n";
  CHECK(referee::repair_pgn_text(wrapped, nullptr) == wrapped);
}

TEST_CASE("records: resuming removes the last PGN records whose games the JSON file lacks", "[referee][records]") {
  const std::string two = pgn_record(1) + pgn_record(2, "B", "A");
  const auto resume = resume_of({0}, 4);
  // Game 2 reached the PGN file but not the JSON file.
  CHECK(referee::repair_pgn_text(two, &resume) == pgn_record(1));
  const auto both = resume_of({0, 1}, 4);
  CHECK(referee::repair_pgn_text(two, &both) == two);
  // Not this match's record (another event, other players, or no such game): left alone.
  const auto none = resume_of({}, 4);
  CHECK(referee::repair_pgn_text(pgn_record(1, "A", "B", "other event"), &none) ==
        pgn_record(1, "A", "B", "other event"));
  CHECK(referee::repair_pgn_text(pgn_record(1, "X", "B"), &none) == pgn_record(1, "X", "B"));
  CHECK(referee::repair_pgn_text(pgn_record(9), &none) == pgn_record(9));
  // The JSON file lacks the last two (its last line, game 1's, was cut off by a kill, after game 2's PGN
  // record was written): both go, back to the last recorded one.
  const std::string three = pgn_record(1) + pgn_record(2, "B", "A") + pgn_record(3);
  CHECK(referee::repair_pgn_text(three, &resume) == pgn_record(1));
  CHECK(referee::repair_pgn_text(two, &none).empty());
  // A record the JSON file lacks before a recorded one is no kill's leftover: it stays.
  const auto second = resume_of({1}, 4);
  CHECK(referee::repair_pgn_text(two, &second) == two);
  // Another match's record ends the cut.
  CHECK(referee::repair_pgn_text(pgn_record(1, "A", "B", "other event") + two, &none) ==
        pgn_record(1, "A", "B", "other event"));
}

TEST_CASE("records: opening the files repairs their ends", "[referee][records]") {
  const std::string dir = scratch_dir("records-open");
  const std::string pgn = dir + "/games.pgn", json = dir + "/games.jsonl";
  const std::string line1 = "{\"game\":\"rodeffer\",\"number\":1,\"red\":\"A\",\"blue\":\"B\",\"result\":\"1-0\"}";
  {
    write_file(pgn, pgn_record(1) + pgn_record(2, "B", "A").substr(0, 30));
    write_file(json, line1 + "\n{\"game\":\"rodeffer\",\"number\":2,\"red\":\"B\",\"bl");
    referee::RecordFiles files;
    REQUIRE_FALSE(files.open(pgn, json));
  }
  CHECK(read_text(pgn) == pgn_record(1));
  CHECK(read_text(json) == line1 + "\n");
  {
    // A whole last object that only lacks its newline keeps its place.
    write_file(json, line1);
    referee::RecordFiles files;
    REQUIRE_FALSE(files.open("", json));
  }
  CHECK(read_text(json) == line1 + "\n");
  {
    // A long file: only its end is read, and only its end changes.
    std::string many;
    for (int i = 1; i <= 2000; ++i) many += pgn_record(i);
    write_file(pgn, many + pgn_record(2001).substr(0, 50));
    referee::RecordFiles files;
    REQUIRE_FALSE(files.open(pgn, ""));
    CHECK(read_text(pgn) == many);
  }
  referee::RecordFiles unwritable;
  auto error = unwritable.open(dir + "/no/such/folder/games.pgn", "");
  REQUIRE(error);
  CHECK(error->message.find("no/such/folder/games.pgn") != std::string::npos);
}

TEST_CASE("records: a match resumed after a kill has one record per game in both files", "[referee][records]") {
  const auto engines = join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=0.2", "-maxplies", "6"});
  const auto match = join(engines, {"-games", "4"});
  // How a kill can leave the files: between the PGN record and the JSON line of game 4, in the middle
  // of game 4's PGN record, or in the middle of its JSON line.
  enum class Kill { AfterPgn, InPgn, InJson };
  for (Kill kill : {Kill::AfterPgn, Kill::InPgn, Kill::InJson}) {
    const std::string dir = scratch_dir("resume-kill-" + std::to_string(int(kill)));
    const Run full = run_referee(dir, match);
    REQUIRE(full.games.size() == 4);
    const std::string pgn = read_text(full.pgn_path), json = read_text(full.json_path);
    const std::size_t last_json = json.rfind('\n', json.size() - 2) + 1;
    const std::size_t last_pgn = pgn.rfind("\n[Event ") + 1;
    if (kill == Kill::AfterPgn) write_file(full.json_path, json.substr(0, last_json));
    if (kill == Kill::InPgn) {
      write_file(full.pgn_path, pgn.substr(0, last_pgn + (pgn.size() - last_pgn) / 2));
      write_file(full.json_path, json.substr(0, last_json));
    }
    if (kill == Kill::InJson) write_file(full.json_path, json.substr(0, last_json + (json.size() - last_json) / 2));
    const Run resumed = run_referee(dir, join(match, {"-resume"}));
    INFO(resumed.output);
    CHECK(resumed.status == 0);
    CHECK(resumed.output.find("Resuming: 3 of 4 games") != std::string::npos);
    CHECK(pgn_games(read_text(resumed.pgn_path)) == one_to(4));
    CHECK(json_games(resumed.json_path) == one_to(4));
  }
}

TEST_CASE("records: game numbers count from 1 in both files", "[referee][records]") {
  const Run run = run_referee(scratch_dir("numbers"), join(join(mock_engine("A"), mock_engine("B")),
                                                           {"-each", "st=0.2", "-maxplies", "2", "-games", "3"}));
  REQUIRE(run.games.size() == 3);
  CHECK(json_games(run.json_path) == one_to(3));
  CHECK(pgn_games(read_text(run.pgn_path)) == one_to(3));
  CHECK(run.games[0].index == 0);  // read back as schedule positions
  CHECK(run.output.find("Finished game 1 ") != std::string::npos);
}

TEST_CASE("records: every record names each engine's id name and the referee's version, and older ones resume",
          "[referee][records]") {
  const std::string dir = scratch_dir("programs");
  const auto engines = join(join(mock_engine("A", "random", {"--name", "Mock A 1.2"}), mock_engine("B")),
                            {"-each", "st=0.2", "-maxplies", "4"});
  const Run run = run_referee(dir, join(engines, {"-games", "2"}));
  REQUIRE(run.games.size() == 2);
  const std::string referee = inchworm::version_line("uiw-referee");
  const std::string pgn = read_text(run.pgn_path), json = read_text(run.json_path);
  // Game 1: A has Red, B Blue; game 2 the other way round.
  CHECK(count_of(pgn, "[RedIdName \"Mock A 1.2\"]\n[BlueIdName \"uiw_mock\"]") == 1);
  CHECK(count_of(pgn, "[RedIdName \"uiw_mock\"]\n[BlueIdName \"Mock A 1.2\"]") == 1);
  CHECK(count_of(pgn, "[Referee \"" + referee + "\"]") == 2);
  CHECK(count_of(json, "\"red_id_name\":\"Mock A 1.2\",\"blue_id_name\":\"uiw_mock\"") == 1);
  CHECK(count_of(json, "\"red_id_name\":\"uiw_mock\",\"blue_id_name\":\"Mock A 1.2\"") == 1);
  CHECK(count_of(json, "\"referee\":\"" + referee + "\"") == 2);

  // Records written before the referee wrote these fields are resumed as before.
  write_file(run.json_path,
             std::regex_replace(json, std::regex(",\"(red_id_name|blue_id_name|referee)\":\"[^\"]*\""), ""));
  REQUIRE(count_of(read_text(run.json_path), "id_name") == 0);
  const Run resumed = run_referee(dir, join(engines, {"-games", "4", "-resume"}));
  INFO(resumed.output);
  CHECK(resumed.status == 0);
  CHECK(resumed.output.find("Resuming: 2 of 4 games") != std::string::npos);
  CHECK(json_games(resumed.json_path) == one_to(4));
  CHECK(count_of(read_text(resumed.json_path), "\"referee\":") == 2);
}

}  // namespace records_test
