// Records that must not break under bad engine output (issue 15, part 2), with real misbehaving
// processes (testsuites/mock): bytes that are not UTF-8 and control bytes in what engines print, half a
// line then an abort, a record file with a line that cannot be read, and the referee killed (SIGKILL) in
// the middle of a match and resumed, again and again.
#include <signal.h>

#include <boost/json.hpp>
#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <map>
#include <regex>
#include <thread>

#include "referee_run.h"
#include "safe_text.h"

using namespace referee_test;
using namespace std::chrono_literals;

namespace bad_output_test {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::string line;
  for (char c : text) {
    if (c == '\n') {
      lines.push_back(line);
      line.clear();
    } else {
      line += c;
    }
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

// Every line a whole JSON object by a strict parser (Boost.JSON rejects invalid UTF-8 by default).
void check_json_lines(const std::string& path, std::size_t expected) {
  const auto lines = lines_of(read_text(path));
  CHECK(lines.size() == expected);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO(path << ":" << i + 1 << ": " << lines[i]);
    boost::system::error_code ec;
    const boost::json::value v = boost::json::parse(lines[i], ec);
    CHECK_FALSE(ec);
    CHECK(v.is_object());
  }
}

// Valid UTF-8, no control byte but the line ends, and in the movetext every `{` closed before the next.
void check_pgn(const std::string& path) {
  const std::string pgn = read_text(path);
  CHECK(adapters::valid_utf8(pgn) == pgn);
  for (const std::string& line : lines_of(pgn)) {
    INFO(line);
    CHECK(adapters::is_printable_text(line));
    if (!line.empty() && line[0] == '[') continue;
    int depth = 0;
    for (char c : line) {
      if (c == '{') CHECK(++depth == 1);
      if (c == '}') CHECK(--depth == 0);
    }
    CHECK(depth == 0);
  }
}

const std::string kReplacement = "\xEF\xBF\xBD";

}  // namespace

TEST_CASE("bad output: records stay valid JSON and UTF-8 whatever the engines print", "[referee][bad-output]") {
  const auto engines = join(join(mock_engine("Bytes", "bad-bytes", {"--after", "1"}),
                                 mock_engine("Junk", "bad-bytes-garbage", {"--after", "2"})),
                            mock_engine("Good"));
  const Run run = run_referee(scratch_dir("bad-bytes"), join(engines, {"-each", "st=0.5", "-maxplies", "20"}));
  INFO(run.output);
  CHECK(run.status == 0);
  REQUIRE(run.games.size() == 6);
  check_json_lines(run.json_path, 6);
  check_pgn(run.pgn_path);
  std::map<std::string, int> reasons;
  for (const auto& g : run.games) ++reasons[g.termination];
  CHECK(reasons["illegal move"] == 3);  // each game of Bytes (one against Junk, which fails later)
  CHECK(reasons["garbage output"] == 3);
  // The engines' bytes are in the details, replaced where they were not printable UTF-8.
  const std::string json = read_text(run.json_path);
  CHECK(json.find("illegal move") != std::string::npos);
  CHECK(json.find(kReplacement) != std::string::npos);
  CHECK(json.find("not protocol") != std::string::npos);
}

TEST_CASE("bad output: half a line then an abort is a crash, by the process's fate", "[referee][bad-output]") {
  for (const char* mode : {"half-line-abort", "garbage-abort"}) {
    SECTION(mode) {
      const Run run =
          run_referee(scratch_dir(mode), join(join(mock_engine("Bad", mode, {"--after", "1"}), mock_engine("Good")),
                                              {"-each", "st=0.5", "-maxplies", "20"}));
      INFO(run.output);
      CHECK(run.status == 0);
      REQUIRE(run.games.size() == 2);
      for (const auto& g : run.games) {
        CHECK(g.termination == "crash");
        CHECK(g.result == (g.players[0] == "Bad" ? "0-1" : "1-0"));
      }
      CHECK(run.output.find("killed by SIGABRT") != std::string::npos);
    }
  }
  const Run half = run_referee(
      scratch_dir("half-detail"),
      join(join(mock_engine("Bad", "half-line-abort"), mock_engine("Good")), {"-each", "st=0.5", "-games", "1"}));
  CHECK(half.output.find("after writing 'bestmo' without an end of line") != std::string::npos);
}

TEST_CASE("bad output: -resume reports a line it cannot read by file and line", "[referee][bad-output][resume]") {
  const std::string dir = scratch_dir("unreadable");
  const auto match =
      join(join(mock_engine("A"), mock_engine("B")), {"-each", "st=0.2", "-maxplies", "4", "-games", "4"});
  const Run first = run_referee(dir, match);
  REQUIRE(first.games.size() == 4);
  auto lines = lines_of(read_text(first.json_path));
  lines[1] = lines[1].substr(0, lines[1].size() / 2);  // a line cut short, then a whole one after it
  std::ofstream out(first.json_path, std::ios::trunc);
  for (const auto& l : lines) out << l << "\n";
  out.close();
  const Run resumed = run_referee(dir, join(match, {"-resume"}));
  INFO(resumed.output);
  CHECK(resumed.status == 1);
  CHECK(resumed.output.find(first.json_path + ":2: cannot be read") != std::string::npos);
  CHECK(lines_of(read_text(first.json_path)).size() == 4);  // nothing replayed, nothing written
}

TEST_CASE("bad output: the referee killed again and again mid-match, then resumed: every game once",
          "[referee][bad-output][resume][signal]") {
  const std::string dir = scratch_dir("kill-resume");
  const int games = 24;
  const std::vector<std::string> slow = {"--move-time", "4"};  // a game lasts some 30 ms
  const auto match = join(join(mock_engine("Bytes", "bad-bytes", {"--after", "3", "--move-time", "4"}),
                               mock_engine("Good", "random", slow)),
                          {"-each", "st=0.5", "-maxplies", "6", "-games", std::to_string(games), "-concurrency", "2"});
  // Kill at growing moments, each time once the JSON file has grown (or the match ended), and after
  // some kills cut the last line in two, as a kill in the middle of its write would leave it.
  int kills = 0;
  for (int round = 0; round < 6; ++round) {
    const std::size_t before = count_lines(dir + "/games.jsonl");
    Background referee = start_referee(dir, join(match, {"-resume"}));
    int status = -1;
    wait_for(
        [&] {
          status = referee.wait(0ms);
          return status >= 0 || count_lines(referee.json_path) > before + std::size_t(round % 3);
        },
        20s);
    if (status < 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(7 * round));
      ::kill(referee.pid, SIGKILL);
      CHECK(referee.wait(10s) >= 0);
      ++kills;
    }
    if (round % 2 == 1) {
      std::string json = read_text(referee.json_path);
      if (json.size() > 10) {
        std::ofstream(referee.json_path, std::ios::trunc) << json.substr(0, json.size() - 7);
      }
    }
  }
  CHECK(kills >= 4);  // the kills landed in the middle of the match
  const Run last = run_referee(dir, join(match, {"-resume"}));
  INFO(last.output);
  CHECK(last.status == 0);
  check_json_lines(last.json_path, games);
  check_pgn(last.pgn_path);
  std::vector<long long> numbers;
  for (const auto& g : last.games) numbers.push_back(g.index);
  std::sort(numbers.begin(), numbers.end());
  std::vector<long long> expected(games);
  for (int i = 0; i < games; ++i) expected[std::size_t(i)] = i;
  CHECK(numbers == expected);
  const std::regex pgn_number("\\[Number \"([0-9]+)\"\\]");
  const std::string pgn = read_text(last.pgn_path);
  std::vector<long long> pgn_numbers;
  for (auto it = std::sregex_iterator(pgn.begin(), pgn.end(), pgn_number); it != std::sregex_iterator(); ++it)
    pgn_numbers.push_back(std::stoll((*it)[1]) - 1);
  std::sort(pgn_numbers.begin(), pgn_numbers.end());
  CHECK(pgn_numbers == expected);
  // The table counts what the records hold.
  CHECK(last.output.find("Games: " + std::to_string(games) + ",") != std::string::npos);
}

}  // namespace bad_output_test
