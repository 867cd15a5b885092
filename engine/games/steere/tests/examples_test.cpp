// The worked examples of S11, kept as position strings in seeds/steere/examples/*.txt, replayed line
// by line (the format is in seeds/steere/examples/README.md).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

#include "perft.h"
#include "test_support.h"
#include "worms.h"

using namespace steere_testing;

namespace examples_test {
namespace {

std::vector<std::filesystem::path> example_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(SEEDS_DIR "/steere/examples"))
    if (entry.path().extension() == ".txt") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

Color colour_named(const std::string& name) {
  REQUIRE((name == "red" || name == "blue"));
  return name == "red" ? RED : BLUE;
}

class ExampleReplay {
 public:
  void line(const std::string& key, const std::string& value);
  int checks() const { return checks_; }

 private:
  Position& current() {
    REQUIRE(pos_);
    return *pos_;
  }
  void check_worm(const std::vector<std::string>& words);

  Rules rules_;
  std::optional<Position> pos_;
  std::map<std::uint64_t, int> seen_;  // occurrences of each key since `position:`
  int checks_ = 0;
};

void ExampleReplay::check_worm(const std::vector<std::string>& words) {
  REQUIRE(words.size() >= 2);
  std::vector<Cell> cells;
  for (std::size_t i = 1; i < words.size(); ++i) cells.push_back(square_from(words[i]));
  const auto worms = find_worms(current(), colour_named(words[0]));
  CHECK(std::any_of(worms.begin(), worms.end(), [&](const Worm& w) { return w.cells == cells; }));
}

void ExampleReplay::line(const std::string& key, const std::string& value) {
  if (key == "title" || key == "source") return;
  ++checks_;
  const auto words = sorted_words(value);
  std::istringstream in(value);
  std::vector<std::string> ordered;
  for (std::string w; in >> w;) ordered.push_back(w);
  if (key == "rules") {
    rules_ = rules_from(value);
  } else if (key == "position") {
    pos_ = position_from(value, rules_);
    seen_.clear();
    ++seen_[pos_->key()];
  } else if (key == "fen") {
    CHECK(format_position(current()) == value);
  } else if (key == "moves") {
    CHECK(move_strings(current()).size() == std::stoull(value));
    CHECK(count_moves(current()) == std::stoull(value));
  } else if (key == "exactly") {
    CHECK(move_strings(current()) == words);
  } else if (key == "listed") {
    const auto moves = move_strings(current());
    for (const auto& w : words) {
      INFO("listed " << w);
      CHECK(std::binary_search(moves.begin(), moves.end(), w));
    }
  } else if (key == "rejected") {
    for (const auto& w : words) {
      INFO("rejected " << w);
      CHECK_FALSE(parse_move(current(), w));
    }
  } else if (key == "worm") {
    check_worm(ordered);
  } else if (key == "worms") {
    REQUIRE(ordered.size() == 2);
    CHECK(find_worms(current(), colour_named(ordered[0])).size() == std::stoull(ordered[1]));
  } else if (key == "perft") {
    REQUIRE(ordered.size() == 2);
    Position p = current();
    CHECK(perft(p, std::stoi(ordered[0])) == std::stoull(ordered[1]));
  } else if (key == "play") {
    for (const auto& token : ordered) {
      play(current(), token);
      ++seen_[current().key()];
    }
  } else if (key == "occurrences") {
    CHECK(seen_[current().key()] == std::stoi(value));
  } else if (key == "over") {
    if (value == "none") {
      CHECK_FALSE(current().is_finished());
    } else {
      REQUIRE(current().is_finished());
      CHECK(current().winner() == colour_named(value));
    }
  } else {
    FAIL("unknown key '" << key << "'");
  }
}

}  // namespace

TEST_CASE("S11 worked examples replay from seeds/steere/examples", "[S11][S3.4][S4][S5.2][S6.1][S7.2][S7.3][S10.2]") {
  const auto files = example_files();
  REQUIRE(files.size() == 6);
  for (const auto& file : files) {
    INFO(file.filename().string());
    std::ifstream in(file);
    REQUIRE(in.good());
    ExampleReplay replay;
    int number = 0;
    for (std::string text; std::getline(in, text);) {
      ++number;
      if (text.empty() || text[0] == '#') continue;
      const auto colon = text.find(':');
      INFO("line " << number << ": " << text);
      REQUIRE(colon != std::string::npos);
      const auto start = text.find_first_not_of(' ', colon + 1);
      replay.line(text.substr(0, colon), start == std::string::npos ? "" : text.substr(start));
    }
    CHECK(replay.checks() >= 5);
  }
}

}  // namespace examples_test
