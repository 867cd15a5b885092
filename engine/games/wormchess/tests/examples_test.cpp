// Replays the worked examples E1-E11 (seeds/wormchess/examples/*.txt, keys in its README) with every
// expected fact they state.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "game_end.h"
#include "perft.h"
#include "test_support.h"

using namespace testing;

namespace examples_test {
namespace {

std::vector<std::filesystem::path> example_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(SEEDS_DIR "/examples"))
    if (entry.path().extension() == ".txt") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

const char* ending_name(Ending e) {
  switch (e) {
    case Ending::None:
      return "none";
    case Ending::Checkmate:
      return "checkmate";
    case Ending::Stalemate:
      return "stalemate";
    case Ending::HundredMoveRule:
      return "100-move rule";
    case Ending::BareKings:
      return "bare kings";
    case Ending::Repetition:
      return "repetition";
  }
  return "?";
}

class Replay {
 public:
  // Applies one `key: value` line; `facts` counts the lines that check something.
  void apply(const std::string& key, const std::string& value) {
    INFO(key << ": " << value);
    if (key == "title" || key == "source") return;
    if (key == "game") {
      variant_ = variant_named(value);
      return;
    }
    if (key == "position") {
      pos_ = position_from(value, variant_);
      return;
    }
    REQUIRE(pos_);
    Position& pos = *pos_;
    INFO("in " << format_position(pos));
    ++facts;
    if (key == "fen") {
      CHECK(format_position(pos) == value);
    } else if (key == "moves") {
      CHECK(legal_tokens(pos).size() == std::stoul(value));
      CHECK(count_legal(pos) == std::stoul(value));
    } else if (key == "only") {
      auto expected = words(value);
      std::sort(expected.begin(), expected.end());
      CHECK(legal_tokens(pos) == expected);
    } else if (key == "listed") {
      for (const auto& token : words(value)) CHECK(is_listed(pos, token));
    } else if (key == "rejected") {
      for (const auto& token : words(value)) {
        CHECK_FALSE(is_listed(pos, token));
        CHECK_FALSE(parse_move(pos, token));
      }
    } else if (key == "each-reply-allows") {
      MoveList moves;
      generate_legal(pos, moves);
      for (Move m : moves) {
        Position after = pos;
        Position::Undo undo;
        after.do_move(m, undo);
        INFO("after " << format_move(m));
        CHECK(is_listed(after, value));
      }
    } else if (key == "move" || key == "play") {
      for (const auto& token : words(value)) {
        const Move m = move_from(pos, token);
        last_record_ = record_move(pos, m);
        Position::Undo undo;
        pos.do_move(m, undo);
      }
    } else if (key == "record") {
      CHECK(last_record_ == value);
    } else if (key == "check") {
      CHECK(pos.in_check(pos.side_to_move()) == (value == "true"));
    } else if (key == "end") {
      CHECK(ending_name(game_end(pos, 1)) == value);
    } else if (key == "perft") {
      const auto f = words(value);
      REQUIRE(f.size() == 2);
      CHECK(perft(pos, std::stoi(f[0])) == std::optional<std::uint64_t>(std::stoull(f[1])));
    } else {
      FAIL("unknown key " << key);
    }
  }

  int facts = 0;

 private:
  Variant variant_ = kInchworm;
  std::optional<Position> pos_;
  std::string last_record_;
};

}  // namespace

TEST_CASE("E1-E11 the worked examples replay with every stated fact",
          "[examples][E1][E2][E3][E4][E5][E6][E7][E8][E9][E10][E11]") {
  const auto files = example_files();
  REQUIRE(files.size() == 11);
  for (const auto& path : files) {
    INFO(path.filename().string());
    std::ifstream in(path);
    REQUIRE(in.good());
    Replay replay;
    int line_number = 0;
    for (std::string line; std::getline(in, line);) {
      ++line_number;
      if (line.empty() || line[0] == '#') continue;
      const auto colon = line.find(": ");
      INFO("line " << line_number);
      REQUIRE(colon != std::string::npos);
      replay.apply(line.substr(0, colon), line.substr(colon + 2));
    }
    CHECK(replay.facts >= 3);
  }
}

}  // namespace examples_test
