// The live feed's lock under several writers at once: the one referee test the ThreadSanitizer runs
// (scripts/test). It has its own small executable so that the TSan build does not compile the whole
// referee test suite for it; the feed's other tests are in ../live_feed_test.cpp.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <thread>
#include <vector>

#include "live_feed.h"
#include "live_run.h"
#include "records.h"

namespace live_feed_threads_test {
namespace {

const std::string kRun =
    R"({"type":"run","run":"r1","event":"t","pid":1,"game":"rodeffer","sides":["Red","Blue"],)"
    R"("rules":[["Topology","plane"]],"engines":[{"name":"a","tc":"st=0.1"},{"name":"b","tc":"st=0.1"}],)"
    R"("format":"roundrobin","to_play":4})";

// A fresh folder of this process, removed when the test ends.
struct Scratch {
  std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("uiw-referee-threads-" + std::to_string(::getpid()));
  Scratch() {
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
  }
  ~Scratch() { std::filesystem::remove_all(dir); }
};

}  // namespace

TEST_CASE("referee live feed: concurrent writers never mix their lines", "[referee][live][threads]") {
  const Scratch scratch;
  const std::string path = (scratch.dir / "live.jsonl").string();
  {
    std::ofstream(path) << kRun << "\n"
                        << R"({"type":"start","index":0,"pair":0,"engi)";  // cut by a kill
    referee::LiveFeed feed;
    REQUIRE_FALSE(feed.open(path));
    std::vector<std::thread> writers;
    for (int w = 0; w < 4; ++w)
      writers.emplace_back([&feed, w] {
        referee::PlyRecord p;
        p.move = "d4";
        p.record = std::string(200 + 50 * w, 'x');
        for (std::size_t k = 0; k < 300; ++k) feed.move(w, k + 1, p);
      });
    for (auto& t : writers) t.join();
  }
  referee::LiveRun run;
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  run.feed(text);
  // The piece cut by the kill is one bad line; every move line is whole (their games never started).
  CHECK(run.lines() == 2 + 4 * 300);
  CHECK(run.notes().size() == 200);  // kept to a bounded list
  std::size_t whole = 0;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) whole += referee::is_json_object(line);
  CHECK(whole == 1 + 4 * 300);
}

}  // namespace live_feed_threads_test
