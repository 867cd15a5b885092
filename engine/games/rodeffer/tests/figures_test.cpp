// The source figures and worked examples of seeds/rodeffer/figures/*.txt, replayed line by line (the format is
// described in seeds/rodeffer/figures/README.md).
#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>

#include "test_support.h"

using namespace testing;

namespace figures_test {
namespace {

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// Replays one figure file; `checks` counts the expectations it held.
class FigureReplay {
 public:
  void line(const std::string& key, const std::string& value);
  int checks() const { return checks_; }

 private:
  Position& current() {
    REQUIRE(pos_);
    return *pos_;
  }
  Rules rules_;
  std::optional<Position> pos_, before_;
  std::optional<Move> last_;
  Bitboard captured_ = 0;
  int checks_ = 0;
};

void FigureReplay::line(const std::string& key, const std::string& value) {
  if (key == "title" || key == "source") return;
  ++checks_;
  if (key == "rules") {
    rules_ = rules_from(value);
  } else if (key == "position") {
    pos_ = position_from(value, rules_);
    before_.reset();
    last_.reset();
  } else if (key == "fen" || key == "after") {
    CHECK(format_position(current()) == value);
  } else if (key == "moves") {
    DistributionCounter counter;
    const auto counted = count_moves(current(), counter);
    REQUIRE(counted);
    CHECK(*counted == std::stoull(value));
    CHECK(legal_moves(current()).size() == std::stoull(value));
  } else if (key == "listed") {
    const MoveList moves = legal_moves(current());
    for (const auto& token : words(value)) {
      INFO("listed token " << token);
      const Move m = move_from(current(), token);
      CHECK(std::count(moves.begin(), moves.end(), m) == 1);
      CHECK(format_move(current(), m) == token);
    }
  } else if (key == "legal") {
    for (const auto& token : words(value)) {
      INFO("legal token " << token);
      CHECK(is_listed(current(), token));
    }
  } else if (key == "rejected") {
    for (const auto& token : words(value)) {
      INFO("rejected token " << token);
      auto m = parse_move(current(), token);
      CHECK_FALSE(m);
      if (!m) CHECK_THAT(m.error(), Catch::Contains(token));
    }
  } else if (key == "capturable") {
    CHECK(format_squares(current().capturable()) == format_squares(squares_from(value)));
  } else if (key == "move") {
    before_ = current();
    last_ = move_from(current(), value);
    Position::Undo undo;
    captured_ = current().do_move(*last_, undo);
    CHECK(current().is_ok());
  } else if (key == "captured") {
    REQUIRE(last_);
    CHECK(format_squares(captured_) == format_squares(squares_from(value)));
  } else if (key == "record") {
    REQUIRE(last_);
    CHECK(format_record_move(*before_, *last_, captured_) == value);
  } else if (key == "equivalent") {
    REQUIRE(before_);
    Position other = *before_;
    const Move m = move_from(other, value);
    CHECK(m != *last_);
    Position::Undo undo;
    other.do_move(m, undo);
    CHECK(other == current());
  } else if (key == "score") {
    CHECK(std::to_string(current().score(RED)) + "/" + std::to_string(current().score(BLUE)) == value);
  } else if (key == "over") {
    CHECK(current().is_over() == (value == "true"));
  } else if (key == "result") {
    const char* names[] = {"none", "red", "blue", "draw"};
    CHECK(names[int(current().result())] == value);
  } else {
    FAIL("unknown key '" << key << "'");
  }
}

}  // namespace

TEST_CASE("R2 R3 R4 R5 R7 seed figures and worked examples replay as recorded in seeds/rodeffer/figures",
          "[figures][R2][R3][R4][R5][R7]") {
  const auto files = figure_files();
  CHECK(files.size() >= 18);
  for (const auto& path : files) {
    std::ifstream in(path);
    REQUIRE(in.good());
    FigureReplay replay;
    int number = 0;
    for (std::string text; std::getline(in, text);) {
      ++number;
      if (text.empty() || text[0] == '#') continue;
      INFO(path.filename().string() << ":" << number << ": " << text);
      const auto colon = text.find(": ");
      REQUIRE(colon != std::string::npos);
      replay.line(text.substr(0, colon), text.substr(colon + 2));
    }
    INFO(path.filename().string());
    CHECK(replay.checks() >= 3);
  }
}

}  // namespace figures_test
